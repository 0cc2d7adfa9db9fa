import { describe, expect, it } from 'vitest';
import { BAV_TOTALS, BINDU_TABLES, ashtakavarga } from './ashtakavarga.js';
import { makePlacements, TEST_CHART } from './test-chart.js';
import { SAPTA_GRAHAS } from './types.js';

describe('ashtakavarga', () => {
  it('the bindu tables carry the classical totals 48, 49, 39, 54, 56, 52, 39', () => {
    for (const g of SAPTA_GRAHAS) expect(BINDU_TABLES[g].flat().length).toBe(BAV_TOTALS[g]);
  });
  it('every BAV and the SAV total hold for the hand-made chart and for random charts', () => {
    const charts = [TEST_CHART];
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 360;
    for (let i = 0; i < 50; i++) {
      charts.push(makePlacements({ Sun: rnd(), Moon: rnd(), Mars: rnd(), Mercury: rnd(), Jupiter: rnd(), Venus: rnd(), Saturn: rnd(), Rahu: 10, Ketu: 190 }, rnd()));
    }
    for (const c of charts) {
      const a = ashtakavarga(c);
      for (const g of SAPTA_GRAHAS) expect(a.bhinna[g].total).toBe(BAV_TOTALS[g]);
      expect(a.sarvaTotal).toBe(337);
      expect(a.sarvaByHouse.reduce((x, y) => x + y, 0)).toBe(337);
    }
  });
  it("hand-checked: Sun's BAV in Mesha for the test chart", () => {
    // Sun in Mesha(1): Sun gives a bindu in its 1st → Mesha. Moon in Vrishabha(2): Mesha is 12th, not in [3,6,10,11].
    // Mars in Makara(10): Mesha is 4th → bindu. Mercury in Mesha: 1st, not in list. Jupiter in Karka: Mesha is 10th, no.
    // Venus in Kanya: Mesha 8th, no. Saturn in Tula: Mesha 7th → bindu. Lagna Karka: 10th → bindu. Total 4.
    const a = ashtakavarga(TEST_CHART);
    expect(a.bhinna.Sun.bindus[0]).toBe(4);
    expect(a.bhinna.Sun.contributions[0]).toEqual({ Sun: 1, Moon: 0, Mars: 1, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 1, Lagna: 1 });
    expect(a.sarvaByHouse[0]).toBe(a.sarva[3]); // lagna Karka
  });
});
