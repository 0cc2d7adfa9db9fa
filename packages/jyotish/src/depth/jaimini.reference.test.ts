import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { loadRef } from '../../test/reference.js';
import { arudhaPadas, charaKarakas, jaiminiDepthJson, karakamsa } from './jaimini.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]?.chara_karakas);
const chartOf = (c: any) => birthChart({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone, node: 'true' });

describe('Jaimini against PyJHora (depth.json)', () => {
  it('has the charts', () => expect(charts).toHaveLength(14));
  const tally = { karakas: [0, 0], arudhas: [0, 0], lagna: [0, 0] };

  for (const c of charts) {
    it(c.id, () => {
      const ch = chartOf(c);
      const ref = depth[c.id];
      const k8 = charaKarakas(ch, 8);
      const k7 = charaKarakas(ch, 7);
      // karakas: exact, except where two grahas are within 0.1° in their signs (depth.md)
      const close = new Set(k8.closeCalls.flat());
      for (const [name, g] of Object.entries(ref.chara_karakas.scheme_8_with_rahu)) {
        if (close.has(g as any)) continue;
        tally.karakas[1]++;
        if (k8.karakas[name as keyof typeof k8.karakas] === g) tally.karakas[0]++;
        expect(k8.karakas[name as keyof typeof k8.karakas], `${c.id} ${name} (8)`).toBe(g);
      }
      for (const [name, g] of Object.entries(ref.chara_karakas.scheme_7_derived)) {
        if (new Set(k7.closeCalls.flat()).has(g as any)) continue;
        expect(k7.karakas[name as keyof typeof k7.karakas], `${c.id} ${name} (7)`).toBe(g);
      }
      const a = arudhaPadas(ch);
      tally.lagna[1]++;
      if (a.lagna === ref.arudha_lagna.sign) tally.lagna[0]++;
      for (const h of ref.bhava_arudhas as Array<{ house: number; sign: string }>) {
        tally.arudhas[1]++;
        if (a.houses[h.house - 1]!.sign === h.sign) tally.arudhas[0]++;
      }
    });
  }

  it('agreement (published in the engine README)', () => {
    const pct = ([ok, n]: number[]) => (100 * ok!) / n!;
    console.log(`Jaimini agreement with PyJHora: karakas ${tally.karakas.join('/')}, arudha lagna ${tally.lagna.join('/')}, bhava arudhas ${tally.arudhas.join('/')}`);
    expect(tally.karakas[1]).toBeGreaterThan(100);
    expect(pct(tally.karakas)).toBe(100);
    expect(pct(tally.lagna)).toBeGreaterThanOrEqual(95);
    expect(pct(tally.arudhas)).toBeGreaterThanOrEqual(95);
  });

  it('karakamsa and the depth JSON keys', () => {
    const ch = chartOf(charts[0]);
    const k = karakamsa(ch);
    expect(k.atmakaraka).toBe(depth[charts[0].id].chara_karakas.scheme_8_with_rahu.atmakaraka);
    expect(k.houseFromLagna).toBeGreaterThanOrEqual(1);
    expect(k.houseFromLagna).toBeLessThanOrEqual(12);
    expect(Object.keys(jaiminiDepthJson(ch))).toEqual(['chara_karakas', 'chara_karakas_7', 'arudha_lagna', 'upapada', 'bhava_arudhas', 'karakamsa']);
  });
});
