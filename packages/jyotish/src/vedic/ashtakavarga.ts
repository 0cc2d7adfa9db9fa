/**
 * Ashtakavarga (BPHS ch. 66–67, the classic Parashara bindu tables). For each of the seven planets, a bindu
 * (benefic point) falls in the houses counted (inclusive) from each of eight contributors — Sun … Saturn and the
 * lagna — listed below. The bhinnashtakavarga totals are 48, 49, 39, 54, 56, 52, 39 and the sarvashtakavarga 337
 * whatever the chart. Signs only (whole-sign); no reductions (trikona/ekadhipatya shodhana) are applied.
 */
import { SAPTA_GRAHAS } from './types.js';
import type { Placements, SaptaGraha } from './types.js';
import { rashiOf } from './zodiac.js';

export type Contributor = SaptaGraha | 'Lagna';
const CONTRIBUTORS: readonly Contributor[] = [...SAPTA_GRAHAS, 'Lagna'];

/** Houses (from each contributor) that receive a bindu, per planet. Order: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Lagna. */
export const BINDU_TABLES: Readonly<Record<SaptaGraha, readonly (readonly number[])[]>> = {
  Sun: [[1, 2, 4, 7, 8, 9, 10, 11], [3, 6, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [3, 5, 6, 9, 10, 11, 12], [5, 6, 9, 11], [6, 7, 12], [1, 2, 4, 7, 8, 9, 10, 11], [3, 4, 6, 10, 11, 12]],
  Moon: [[3, 6, 7, 8, 10, 11], [1, 3, 6, 7, 10, 11], [2, 3, 5, 6, 9, 10, 11], [1, 3, 4, 5, 7, 8, 10, 11], [1, 4, 7, 8, 10, 11, 12], [3, 4, 5, 7, 9, 10, 11], [3, 5, 6, 11], [3, 6, 10, 11]],
  Mars: [[3, 5, 6, 10, 11], [3, 6, 11], [1, 2, 4, 7, 8, 10, 11], [3, 5, 6, 11], [6, 10, 11, 12], [6, 8, 11, 12], [1, 4, 7, 8, 9, 10, 11], [1, 3, 6, 10, 11]],
  Mercury: [[5, 6, 9, 11, 12], [2, 4, 6, 8, 10, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 3, 5, 6, 9, 10, 11, 12], [6, 8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11], [1, 2, 4, 7, 8, 9, 10, 11], [1, 2, 4, 6, 8, 10, 11]],
  Jupiter: [[1, 2, 3, 4, 7, 8, 9, 10, 11], [2, 5, 7, 9, 11], [1, 2, 4, 7, 8, 10, 11], [1, 2, 4, 5, 6, 9, 10, 11], [1, 2, 3, 4, 7, 8, 10, 11], [2, 5, 6, 9, 10, 11], [3, 5, 6, 12], [1, 2, 4, 5, 6, 7, 9, 10, 11]],
  Venus: [[8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11, 12], [3, 5, 6, 9, 11, 12], [3, 5, 6, 9, 11], [5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 10, 11], [3, 4, 5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 11]],
  Saturn: [[1, 2, 4, 7, 8, 10, 11], [3, 6, 11], [3, 5, 6, 10, 11, 12], [6, 8, 9, 10, 11, 12], [5, 6, 11, 12], [6, 11, 12], [3, 5, 6, 11], [1, 3, 4, 6, 10, 11]],
};

/**
 * The variant taught by P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated Approach") and used by Jagannatha
 * Hora / PyJHora: the same totals, but the Moon gets its bindus from 1,3,6,7,9,10,11 of itself, 2,3,5,6,10,11 of Mars
 * and 1,2,4,7,8,10,11 of Jupiter, and Venus from 3,4,6,9,11,12 of Mars. BPHS (Santhanam) and B.V. Raman give the
 * default tables above; this one exists so the two schools can be compared (test/kp-transit.test.ts).
 */
export const BINDU_TABLES_PVR: Readonly<Record<SaptaGraha, readonly (readonly number[])[]>> = {
  ...BINDU_TABLES,
  Moon: [[3, 6, 7, 8, 10, 11], [1, 3, 6, 7, 9, 10, 11], [2, 3, 5, 6, 10, 11], [1, 3, 4, 5, 7, 8, 10, 11], [1, 2, 4, 7, 8, 10, 11], [3, 4, 5, 7, 9, 10, 11], [3, 5, 6, 11], [3, 6, 10, 11]],
  Venus: [[8, 11, 12], [1, 2, 3, 4, 5, 8, 9, 11, 12], [3, 4, 6, 9, 11, 12], [3, 5, 6, 9, 11], [5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 10, 11], [3, 4, 5, 8, 9, 10, 11], [1, 2, 3, 4, 5, 8, 9, 11]],
};

/** Classical bhinnashtakavarga totals (independent of the chart). */
export const BAV_TOTALS: Readonly<Record<SaptaGraha, number>> = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39 };

export type Bhinnashtakavarga = {
  planet: SaptaGraha;
  /** Bindus in signs 1..12 (index 0 = Mesha), each 0..8. */
  bindus: number[];
  /** Bindus by sign and contributor: contributions[sign index][contributor] is 0 or 1. */
  contributions: Array<Record<Contributor, 0 | 1>>;
  total: number;
};

export type Ashtakavarga = {
  bhinna: Record<SaptaGraha, Bhinnashtakavarga>;
  /** Sarvashtakavarga: sum of the seven BAVs per sign 1..12 (index 0 = Mesha); always totals 337. */
  sarva: number[];
  sarvaTotal: number;
  /** Sarvashtakavarga read by house from the lagna: index 0 = 1st house. */
  sarvaByHouse: number[];
};

/**
 * Ashtakavarga of a chart: the seven bhinnashtakavargas and the sarvashtakavarga.
 * @param tables the bindu tables: BPHS (default) or {@link BINDU_TABLES_PVR}
 */
export function ashtakavarga(placements: Placements, tables: Readonly<Record<SaptaGraha, readonly (readonly number[])[]>> = BINDU_TABLES): Ashtakavarga {
  const signOf: Record<Contributor, number> = { Lagna: rashiOf(placements.ascendantLon) } as Record<Contributor, number>;
  for (const g of SAPTA_GRAHAS) signOf[g] = rashiOf(placements.planets[g].lon);

  const bhinna = {} as Record<SaptaGraha, Bhinnashtakavarga>;
  const sarva = new Array<number>(12).fill(0);
  for (const planet of SAPTA_GRAHAS) {
    const contributions = Array.from({ length: 12 }, () => {
      const row = {} as Record<Contributor, 0 | 1>;
      for (const c of CONTRIBUTORS) row[c] = 0;
      return row;
    });
    CONTRIBUTORS.forEach((c, ci) => {
      for (const h of tables[planet][ci]) contributions[(signOf[c] - 1 + h - 1) % 12][c] = 1;
    });
    const bindus = contributions.map((row) => CONTRIBUTORS.reduce((s, c) => s + row[c], 0));
    bindus.forEach((b, i) => (sarva[i] += b));
    bhinna[planet] = { planet, bindus, contributions, total: bindus.reduce((a, b) => a + b, 0) };
  }
  const lagna = signOf.Lagna - 1;
  return {
    bhinna,
    sarva,
    sarvaTotal: sarva.reduce((a, b) => a + b, 0),
    sarvaByHouse: Array.from({ length: 12 }, (_, i) => sarva[(lagna + i) % 12]),
  };
}
