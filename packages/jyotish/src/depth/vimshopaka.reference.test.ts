import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { GRAHAS } from '../astro/positions.js';
import { loadRef } from '../../test/reference.js';
import { vimshopakaBala, type VimshopakaGroup } from './vimshopaka.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]?.extras?.vimshopaka);
const chartOf = (c: any) => birthChart({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone, node: 'true' });

describe('Vimshopaka bala against PyJHora (depth.json)', () => {
  it('has the charts', () => expect(charts).toHaveLength(14));
  const tally: Record<VimshopakaGroup, [number, number]> = { shadvarga: [0, 0], saptavarga: [0, 0], dashavarga: [0, 0], shodashavarga: [0, 0] };
  const misses: string[] = [];
  for (const c of charts) {
    it(c.id, () => {
      const ours = vimshopakaBala(chartOf(c));
      for (const group of Object.keys(tally) as VimshopakaGroup[]) {
        for (const g of GRAHAS) {
          const ref = depth[c.id].extras.vimshopaka[group][g] as number;
          tally[group][1]++;
          if (Math.abs(ours[group][g] - ref) <= 0.5) tally[group][0]++;
          else misses.push(`${c.id} ${group} ${g}: ${ours[group][g]} vs ${ref}`);
          expect(ours[group][g]).toBeGreaterThanOrEqual(0);
          expect(ours[group][g]).toBeLessThanOrEqual(20);
        }
      }
    });
  }
  it('agreement within ±0.5 (published in the engine README)', () => {
    console.log(`Vimshopaka agreement with PyJHora: ${Object.entries(tally).map(([k, [ok, n]]) => `${k} ${ok}/${n}`).join(', ')}\n${misses.join('\n')}`);
    for (const [ok, n] of Object.values(tally)) {
      expect(n).toBe(126);
      expect(ok / n).toBeGreaterThanOrEqual(0.95);
    }
  });
});
