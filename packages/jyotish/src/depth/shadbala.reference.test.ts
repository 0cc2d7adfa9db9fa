import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { localPartsFromJd } from '../astro/time-zone.js';
import { loadRef } from '../../test/reference.js';
import { dayFrame, drishtiValue, shadbala, SHADBALA_GRAHAS, type ShadbalaParts } from './shadbala.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]?.shadbala);
const chartOf = (c: any) => birthChart({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone, node: 'true' });

/**
 * Every component is compared with PyJHora. Where they differ, the test checks that the difference is one the engine
 * README explains (a value PyJHora gives outside the component's own range, a birth before sunrise, …): an unexplained
 * difference fails.
 */
describe('Shadbala against PyJHora (depth.json)', () => {
  it('has the charts', () => expect(charts).toHaveLength(14));
  const tally: Record<string, [number, number]> = {};
  const count = (k: string, ok: boolean) => { tally[k] ??= [0, 0]; tally[k]![1]++; if (ok) tally[k]![0]++; };
  const explained: Record<string, number> = {};
  const explain = (k: string) => { explained[k] = (explained[k] ?? 0) + 1; };

  for (const c of charts) {
    it(c.id, () => {
      const ch = chartOf(c);
      const s = shadbala(ch);
      const ref = depth[c.id];
      const p = structuredClone(ref.shadbala_parts) as Record<keyof ShadbalaParts, Record<string, number>>;
      // PyJHora's saptavargaja part comes from another of its functions than its sthana total: compare the one in the total
      for (const g of SHADBALA_GRAHAS) p.saptavargaja[g] = ref.shadbala[g].sthana - p.uchcha[g]! - p.kendra[g]! - p.drekkana[g]! - p.ojayugma[g]!;
      const day = dayFrame(ch);
      const beforeSunrise = localPartsFromJd(ch.ut.jdUt, c.input.iana_timezone).day !== localPartsFromJd(day.sunrise + 0.01, c.input.iana_timezone).day;
      for (const g of SHADBALA_GRAHAS) {
        const close = (k: keyof ShadbalaParts, tol = 1) => Math.abs(s.parts[k][g] - p[k][g]!) <= tol;
        // the same rules: equal
        for (const k of ['uchcha', 'saptavargaja', 'ojayugma', 'kendra', 'drekkana', 'tribhaga'] as const) {
          count(k, close(k));
          expect(s.parts[k][g], `${c.id} ${k} ${g}`).toBeCloseTo(p[k][g]!, 0);
        }
        count('naisargika', s.grahas[g].naisargika === ref.shadbala[g].naisargika);
        expect(s.grahas[g].naisargika).toBe(ref.shadbala[g].naisargika);
        count('drik', Math.abs(s.grahas[g].drik - ref.shadbala[g].drik) <= 0.5);
        expect(Math.abs(s.grahas[g].drik - ref.shadbala[g].drik), `${c.id} drik ${g}`).toBeLessThanOrEqual(0.5);
        // dig: PyJHora does not fold the distance past 180°, so it can exceed the 60-virupa maximum; ours is then 120 − it
        const dig = ref.shadbala[g].dig as number;
        count('dig', Math.abs(s.grahas[g].dig - dig) <= 0.5);
        if (Math.abs(s.grahas[g].dig - dig) > 0.5) { expect(dig, `${c.id} dig ${g}`).toBeGreaterThan(60); expect(s.grahas[g].dig + dig).toBeCloseTo(120, 0); explain('dig beyond 60'); }
        // nathonnata: PyJHora counts a birth just before midnight as negative hours
        count('nathonnata', close('nathonnatha'));
        if (!close('nathonnatha')) { expect(p.nathonnatha[g]! < 0 || p.nathonnatha[g]! > 60, `${c.id} nathonnata ${g}`).toBe(true); explain('nathonnata outside 0–60'); }
        // paksha: PyJHora does not fold the elongation, so values leave 0–60 (0–120 for the Moon)
        count('paksha', close('paksha'));
        if (!close('paksha')) { expect(p.paksha[g]! < 0 || p.paksha[g]! > (g === 'Moon' ? 120 : 60), `${c.id} paksha ${g}`).toBe(true); explain('paksha outside its range'); }
        // vaara: PyJHora's weekday is a day late for births before sunrise
        count('vaara', close('vaara'));
        if (!close('vaara')) { expect(beforeSunrise, `${c.id} vaara`).toBe(true); explain('vaara: birth before sunrise'); }
        // ayana: PyJHora tests north/south on sidereal + ayanamsa without wrapping past 360°
        count('ayana', close('ayana'));
        if (!close('ayana')) { expect(ch.planets[g].lon + ch.ayanamsa, `${c.id} ayana ${g}`).toBeGreaterThanOrEqual(360); explain('ayana: sayana past 360°'); }
        // yuddha: PyJHora pairs the two closest planets even when they are not within 1°
        count('yuddha', close('yuddha'));
        if (!close('yuddha')) { expect(s.parts.yuddha[g], `${c.id} yuddha ${g}`).toBe(0); explain('yuddha without a war'); }
        // different conventions, reported only (README): abda/masa (Kali ahargana), hora (the hour lord sequence), chesta (mean longitudes)
        count('abda', close('abda'));
        count('masa', close('masa'));
        count('hora', close('hora'));
        if (g !== 'Sun' && g !== 'Moon') count('chesta (Mars…Saturn, ±0.5)', Math.abs(s.grahas[g].chesta - ref.shadbala[g].chesta) <= 0.5);
        count('total within 2 %', Math.abs(s.grahas[g].totalRupa - ref.shadbala[g].total_rupa) <= 0.02 * ref.shadbala[g].total_rupa);
        count('strong/weak', Math.abs(ref.shadbala[g].ratio - 1) < 0.03 || (s.grahas[g].ratio >= 1) === (ref.shadbala[g].ratio >= 1));
        // internal consistency
        const r = s.grahas[g];
        expect(r.totalVirupa).toBeCloseTo(r.sthana + r.dig + r.kaala + r.chesta + r.naisargika + r.drik, 1);
        expect(r.ratio).toBeCloseTo(r.totalRupa / r.requiredRupa, 1);
        expect(r.dig).toBeGreaterThanOrEqual(0);
        expect(r.dig).toBeLessThanOrEqual(60);
        expect(r.chesta).toBeLessThanOrEqual(60);
      }
    });
  }

  it('agreement (published in the engine README)', () => {
    console.log(`Shadbala vs PyJHora: ${Object.entries(tally).map(([k, [ok, n]]) => `${k} ${ok}/${n}`).join(', ')}\nexplained differences: ${JSON.stringify(explained)}`);
    expect(tally.uchcha![1]).toBe(98);
  });
});

describe('Shadbala rules', () => {
  it('drishti values: Raman’s curve with the special aspects', () => {
    expect(drishtiValue('Sun', 180)).toBe(60);
    expect(drishtiValue('Sun', 90)).toBe(45);
    expect(drishtiValue('Sun', 20)).toBe(0);
    expect(drishtiValue('Mars', 90)).toBe(60); // 4th: full
    expect(drishtiValue('Mars', 210)).toBe(60); // 8th: full
    expect(drishtiValue('Jupiter', 120)).toBe(60); // 5th
    expect(drishtiValue('Jupiter', 240)).toBe(60); // 9th
    expect(drishtiValue('Saturn', 60)).toBe(60); // 3rd
    expect(drishtiValue('Saturn', 270)).toBe(60); // 10th
  });
  it('a polar birth still gets every component (conventional 06:00–18:00 day)', () => {
    const ch = birthChart({ date: '1990-06-21', time: '12:00', lat: 69.65, lon: 18.96, timeZone: 'Europe/Oslo', node: 'true' });
    const s = shadbala(ch);
    for (const g of SHADBALA_GRAHAS) expect(Number.isFinite(s.grahas[g].totalVirupa)).toBe(true);
    expect(s.parts.tribhaga.Jupiter).toBe(60);
  });
});
