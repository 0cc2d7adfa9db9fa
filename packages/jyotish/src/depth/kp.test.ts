import { describe, expect, it } from 'vitest';
import { kpLords } from '../astro/kp.js';
import { localToUt } from '../astro/time-zone.js';
import { JyotishError } from '../errors.js';
import { KP_HORARY_TABLE, kpChartAt, kpHorary, kpHouseOf, kpSignificators, rulingPlanets } from './kp.js';

const place = { lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' };
const jd = localToUt('2026-11-25', '10:30', 'Asia/Kolkata').jdUt;

describe('KP horary table', () => {
  it('has 249 rows that tile the zodiac, each inside one sign, lords as the longitude gives them', () => {
    expect(KP_HORARY_TABLE).toHaveLength(249);
    expect(KP_HORARY_TABLE[0]).toMatchObject({ number: 1, start: 0, star: 'Ketu', sub: 'Ketu' });
    for (let i = 0; i < 249; i++) {
      const r = KP_HORARY_TABLE[i]!;
      expect(r.end).toBeGreaterThan(r.start);
      if (i > 0) expect(r.start).toBeCloseTo(KP_HORARY_TABLE[i - 1]!.end, 9);
      expect(Math.floor(r.start / 30)).toBe(Math.floor((r.end - 1e-9) / 30));
      const mid = kpLords((r.start + r.end) / 2);
      expect([mid.starLord, mid.subLord]).toEqual([r.star, r.sub]);
    }
    expect(KP_HORARY_TABLE[248]!.end).toBeCloseTo(360, 9);
  });

  it('a number gives a chart whose ascendant is that number’s start; planets are those of the moment', () => {
    for (const n of [1, 100, 249]) {
      const h = kpHorary({ number: n, jdUt: jd, ...place });
      expect(Math.abs(((h.chart.cusps[0]! - KP_HORARY_TABLE[n - 1]!.start + 540) % 360) - 180)).toBeLessThan(1e-4);
      expect(h.chart.planets.Sun).toBeCloseTo(kpChartAt(jd, place.lat, place.lon).planets.Sun, 9);
      expect(h.significators.houses).toHaveLength(12);
    }
    expect(() => kpHorary({ number: 0, jdUt: jd, ...place })).toThrow(JyotishError);
    expect(() => kpHorary({ number: 250, jdUt: jd, ...place })).toThrow(JyotishError);
  });
});

describe('KP significators and ruling planets', () => {
  const chart = kpChartAt(jd, place.lat, place.lon);
  const s = kpSignificators(chart);
  it('each house: level 2 its occupants, level 4 its cusp sign lord, level 1 and 3 by star', () => {
    for (const h of s.houses) {
      const occ = (Object.keys(chart.planets) as Array<keyof typeof chart.planets>).filter((g) => kpHouseOf(chart.cusps, chart.planets[g]) === h.house);
      for (const g of occ) expect(h.levels[1]).toContain(g);
      expect(h.levels[3][0]).toBe(['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'][Math.floor(chart.cusps[h.house - 1]! / 30)]);
      for (const g of h.levels[0]) if (g !== 'Rahu' && g !== 'Ketu') expect(occ).toContain(kpLords(chart.planets[g]).starLord);
    }
    // every planet signifies at least the house it occupies
    for (const g of Object.keys(chart.planets) as Array<keyof typeof chart.planets>) expect(s.planets[g]).toContain(kpHouseOf(chart.cusps, chart.planets[g]));
  });
  it('ruling planets: the weekday lord from sunrise (Wednesday 25 Nov 2026 at 10:30 → Mercury; at 04:00 still Tuesday → Mars)', () => {
    const r = rulingPlanets({ jdUt: jd, ...place });
    expect(r.day).toBe('Mercury');
    expect(r.list[0]).toBe('Mercury');
    expect(r.moon.star).toBe(kpLords(chart.planets.Moon).starLord);
    const early = rulingPlanets({ jdUt: localToUt('2026-11-25', '04:00', 'Asia/Kolkata').jdUt, ...place });
    expect(early.day).toBe('Mars');
  });
});
