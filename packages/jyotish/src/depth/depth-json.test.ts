import { describe, expect, it, vi } from 'vitest';
import { loadRef } from '../../test/reference.js';
import { main } from '../cli/main.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]);

async function run(args: string[]) {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => { out += String(chunk); return true; });
  try {
    const code = await main(args);
    return { code, out };
  } finally {
    spy.mockRestore();
  }
}

describe('jyotish depth --json prints the depth.md shape, comparable key for key', () => {
  it('every reference chart: Jaimini keys equal, KP star lords equal, ashtakavarga equal', async () => {
    for (const c of charts) {
      const i = c.input;
      const { code, out } = await run(['depth', '--date', i.date, '--time', i.time, '--lat', String(i.lat), '--lon', String(i.lon), '--tz', i.iana_timezone, '--json']);
      expect(code).toBe(0);
      const d = JSON.parse(out);
      const ref = depth[c.id];
      expect(d.chara_karakas.atmakaraka, c.id).toBe(ref.chara_karakas.scheme_8_with_rahu.atmakaraka);
      expect(d.arudha_lagna, c.id).toEqual({ sign: ref.arudha_lagna.sign });
      expect(d.bhava_arudhas, c.id).toEqual(ref.bhava_arudhas);
      expect(d.chara_dasha.map((x: any) => x.sign), c.id).toEqual(ref.chara_dasha.map((x: any) => x.sign));
      expect(d.kp.cusps.map((x: any) => [x.house, x.sign, x.sign_lord, x.star_lord]), c.id).toEqual(ref.kp.cusps.map((x: any) => [x.house, x.sign, x.sign_lord, x.star_lord]));
      expect(d.extras.ashtakavarga.sav_by_sign, c.id).toEqual(ref.extras.ashtakavarga.sav_by_sign);
      expect([d.varshaphal.ascendant.sign, d.varshaphal.muntha.sign], c.id).toEqual([ref.varshaphal.ascendant.sign, ref.varshaphal.muntha.sign]);
      expect(Math.abs(Date.parse(d.varshaphal.return_utc) - Date.parse(ref.varshaphal.return_utc)), c.id).toBeLessThan(60_000);
      expect(d.varshaphal.mudda_dasha.map((x: any) => x.days).reduce((a: number, b: number) => a + b), c.id).toBeCloseTo(365.256, 1);
      expect(Object.keys(d.varshaphal.office_bearers), c.id).toHaveLength(5);
      expect(d.shadbala.Sun.naisargika, c.id).toBe(ref.shadbala.Sun.naisargika);
      expect(Math.abs(d.shadbala_parts.uchcha.Saturn - ref.shadbala_parts.uchcha.Saturn), c.id).toBeLessThanOrEqual(1);
      expect(Object.keys(d.shadbala.Mars).sort(), c.id).toEqual(expect.arrayContaining(Object.keys(ref.shadbala.Mars)));
      expect(d.extras.yogini_dasha.map((x: any) => [x.lord, x.years]), c.id).toEqual(ref.extras.yogini_dasha.map((x: any) => [x.lord, x.years]));
      expect(Math.abs(d.extras.vimshopaka.shodashavarga.Sun - ref.extras.vimshopaka.shodashavarga.Sun), c.id).toBeLessThanOrEqual(0.5);
    }
  });

  it('west longitudes and the text form', async () => {
    const { code, out } = await run(['depth', '--date', '1969-07-20', '--time', '16:17', '--lat', '40.7128', '--lon', '-74.006', '--tz', 'America/New_York']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Chara karakas \(8\): atmakaraka \w+/);
    expect(out).toMatch(/Shadbala \(rupas, ratio to the minimum\): Sun \d+\.?\d* \(\d/);
    expect(out).toMatch(/year lord (Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn)/);
    expect(out).not.toContain('Not computed yet');
    const y = await run(['depth', '--date', '1969-07-20', '--time', '16:17', '--lat', '40.7128', '--lon', '-74.006', '--tz', 'America/New_York', '--year-of-life', '0']);
    expect(y.code).toBe(1);
  });
});
