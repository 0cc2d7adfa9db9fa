import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { localToUt } from '../astro/time-zone.js';
import { loadRef } from '../../test/reference.js';
import { charaDasha, charaDashaDepthJson } from './chara-dasha.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]?.chara_dasha);
const chartOf = (c: any) => birthChart({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone, node: 'true' });

describe('chara dasha (K.N. Rao) against PyJHora', () => {
  it('has the charts', () => expect(charts).toHaveLength(14));
  const tally = { signs: [0, 0], years: [0, 0], dates: [0, 0] };
  for (const c of charts) {
    it(c.id, () => {
      const ours = charaDashaDepthJson(chartOf(c));
      const ref = depth[c.id].chara_dasha as Array<{ sign: string; years: number; start_local: string }>;
      expect(ours).toHaveLength(12);
      ref.forEach((r, i) => {
        tally.signs[1]++; if (ours[i]!.sign === r.sign) tally.signs[0]++;
        tally.years[1]++; if (ours[i]!.years === r.years) tally.years[0]++;
        const [d, t] = r.start_local.split(' ');
        const [d2, t2] = ours[i]!.start_local.split(' ');
        const diff = Math.abs(localToUt(d!, t!, c.input.iana_timezone).jdUt - localToUt(d2!, t2!, c.input.iana_timezone).jdUt);
        tally.dates[1]++; if (diff <= 1) tally.dates[0]++;
      });
    });
  }
  it('agreement (README)', () => {
    console.log(`Chara dasha agreement: signs ${tally.signs.join('/')}, years ${tally.years.join('/')}, start dates within a day ${tally.dates.join('/')}`);
    expect(tally.signs[0]).toBe(tally.signs[1]);
    expect(tally.years[0] / tally.years[1]).toBeGreaterThanOrEqual(0.95);
    expect(tally.dates[0] / tally.dates[1]).toBeGreaterThanOrEqual(0.9);
  });
  it('antardashas: 12 per mahadasha, covering it exactly', () => {
    const d = charaDasha(chartOf(charts[0]));
    for (const p of d.periods) {
      expect(p.antardashas).toHaveLength(12);
      expect(p.antardashas![0]!.startJd).toBeCloseTo(p.startJd, 9);
      expect(p.antardashas![11]!.endJd).toBeCloseTo(p.endJd, 6);
    }
  });
});
