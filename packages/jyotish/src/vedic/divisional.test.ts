import { describe, expect, it } from 'vitest';
import { DIVISIONS, allDivisionalCharts, divisionalChart, vargaSign } from './divisional.js';
import { TEST_CHART } from './test-chart.js';

describe('vargaSign, hand-checked at 15° Vrishabha (45°)', () => {
  // Worked by hand from the Parashara rules (see divisional.ts); Vrishabha is even, fixed, earth.
  const expected: Record<number, number> = {
    1: 2, 2: 5, 3: 6, 4: 8, 7: 11, 9: 2, 10: 3, 12: 8, 16: 1, 20: 7, 24: 4, 27: 5, 30: 12, 40: 3, 45: 3, 60: 8,
  };
  for (const d of DIVISIONS) {
    it(`D${d}`, () => expect(vargaSign(45, d)).toBe(expected[d]));
  }
});

describe('vargaSign rules', () => {
  it('D9 equals the continuous navamsa count (floor(lon / 3°20′) mod 12) + 1', () => {
    for (let lon = 0.01; lon < 360; lon += 0.37) {
      expect(vargaSign(lon, 9)).toBe((Math.floor(lon / (10 / 3)) % 12) + 1);
    }
  });
  it('D27 equals the continuous count in 1°6′40″ parts', () => {
    for (let lon = 0.01; lon < 360; lon += 0.29) {
      expect(vargaSign(lon, 27)).toBe((Math.floor(lon / (10 / 9)) % 12) + 1);
    }
  });
  it('D2 Parashara hora: odd sign Sun then Moon, even sign Moon then Sun', () => {
    expect(vargaSign(5, 2)).toBe(5);
    expect(vargaSign(20, 2)).toBe(4);
    expect(vargaSign(35, 2)).toBe(4);
    expect(vargaSign(50, 2)).toBe(5);
  });
  it('D30 unequal trimsamsa', () => {
    expect([3, 7, 12, 20, 27].map((d) => vargaSign(d, 30))).toEqual([1, 11, 9, 3, 7]);
    expect([3, 8, 15, 22, 27].map((d) => vargaSign(30 + d, 30))).toEqual([2, 6, 12, 10, 8]);
  });
  it('D3 drekkana: 1st, 5th, 9th', () => {
    expect([5, 15, 25].map((d) => vargaSign(240 + d, 3))).toEqual([9, 1, 5]);
  });
  it('rejects unsupported divisions', () => {
    expect(() => vargaSign(10, 5)).toThrow(/D5 is not supported/);
  });
});

describe('divisionalChart of the hand-made chart', () => {
  it('D9 positions worked by hand', () => {
    const d9 = divisionalChart(TEST_CHART, 9);
    // Asc 10° Karka (movable, from Karka, 4th part) → Tula; Sun 10.5° Mesha → 4th navamsa → Karka;
    // Moon 15° Vrishabha (fixed, from Makara, 5th part) → Vrishabha; Mars 28° Makara (9th part) → Kanya;
    // Jupiter 5° Karka (2nd part) → Simha; Venus 20° Kanya (dual, from Makara, 7th part) → Karka;
    // Saturn 20° Tula (movable, 7th part) → Mesha; Rahu 10° Dhanu (dual, from Mesha, 4th) → Karka; Ketu → Makara.
    expect(d9.ascendantSign).toBe(7);
    expect(d9.signs).toEqual({ Sun: 4, Moon: 2, Mars: 6, Mercury: 7, Jupiter: 5, Venus: 4, Saturn: 1, Rahu: 4, Ketu: 10 });
    expect(d9.houses.Saturn).toBe(7);
    expect(d9.name).toBe('Navamsa');
  });
  it('all sixteen vargas are produced and D1 equals the rashi chart', () => {
    const all = allDivisionalCharts(TEST_CHART);
    expect(Object.keys(all).length).toBe(16);
    expect(all[1].signs.Sun).toBe(1);
    expect(all[1].ascendantSign).toBe(4);
  });
});
