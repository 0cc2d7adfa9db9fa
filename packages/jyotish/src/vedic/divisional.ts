/**
 * Divisional charts (vargas) by the Parashara rules (BPHS ch. 6). Each maps a sidereal longitude to a sign 1..12.
 * D2 is the Parashara hora (odd signs: Sun's hora Simha then Moon's Karka; even signs the reverse);
 * D30 is the unequal trimsamsa (odd: Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5°; even reversed).
 */
import { VedicError } from './errors.js';
import { GRAHAS } from './types.js';
import type { Graha, Placements, RashiNumber } from './types.js';
import { checkLon, degInRashi, rashiOf, signAt } from './zodiac.js';

/** The supported divisions. */
export const DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Division = (typeof DIVISIONS)[number];

/** Conventional names of the vargas. */
export const DIVISION_NAMES: Readonly<Record<Division, string>> = {
  1: 'Rashi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsa', 7: 'Saptamsa', 9: 'Navamsa', 10: 'Dasamsa',
  12: 'Dwadasamsa', 16: 'Shodasamsa', 20: 'Vimsamsa', 24: 'Chaturvimsamsa', 27: 'Saptavimsamsa (Bhamsa)',
  30: 'Trimsamsa', 40: 'Khavedamsa', 45: 'Akshavedamsa', 60: 'Shashtiamsa',
};

// Degrees (boundaries) and target signs of the trimsamsa for odd and even signs.
const TRIMSAMSA_ODD: Array<[number, RashiNumber]> = [[5, 1], [10, 11], [18, 9], [25, 3], [30, 7]];
const TRIMSAMSA_EVEN: Array<[number, RashiNumber]> = [[5, 2], [12, 6], [20, 12], [25, 10], [30, 8]];

/** Start sign by quality: movable, fixed, dual (sign 1..12 → index (sign-1) mod 3). */
function byQuality(sign: RashiNumber, movable: RashiNumber, fixed: RashiNumber, dual: RashiNumber): RashiNumber {
  return [movable, fixed, dual][(sign - 1) % 3];
}

/**
 * Sign 1..12 occupied in division `n` by sidereal longitude `lon` (degrees, [0, 360)).
 * Throws VedicError for an unsupported division.
 */
export function vargaSign(lon: number, n: number): RashiNumber {
  const l = checkLon(lon);
  const sign = rashiOf(l);
  const deg = degInRashi(l);
  const odd = sign % 2 === 1;
  const part = (k: number): number => Math.min(k - 1, Math.floor((deg * k) / 30));
  switch (n) {
    case 1: return sign;
    case 2: return (deg < 15) === odd ? 5 : 4;
    case 3: return signAt(sign, 1 + 4 * part(3));
    case 4: return signAt(sign, 1 + 3 * part(4));
    case 7: return signAt(odd ? sign : signAt(sign, 7), 1 + part(7));
    case 9: return signAt(byQuality(sign, sign, signAt(sign, 9), signAt(sign, 5)), 1 + part(9));
    case 10: return signAt(odd ? sign : signAt(sign, 9), 1 + part(10));
    case 12: return signAt(sign, 1 + part(12));
    case 16: return signAt(byQuality(sign, 1, 5, 9), 1 + part(16));
    case 20: return signAt(byQuality(sign, 1, 9, 5), 1 + part(20));
    case 24: return signAt(odd ? 5 : 4, 1 + part(24));
    case 27: return signAt([1, 4, 7, 10][(sign - 1) % 4], 1 + part(27));
    case 30: {
      const t = odd ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
      for (const [upTo, s] of t) if (deg < upTo) return s;
      return t[4][1];
    }
    case 40: return signAt(odd ? 1 : 7, 1 + part(40));
    case 45: return signAt(byQuality(sign, 1, 5, 9), 1 + part(45));
    case 60: return signAt(sign, 1 + part(60));
    default:
      throw new VedicError('INVALID_DIVISION', `Divisional chart D${String(n)} is not supported; use one of ${DIVISIONS.map((d) => `D${d}`).join(', ')}.`);
  }
}

export type DivisionalChart = {
  division: Division;
  name: string;
  /** Sign 1..12 of each graha in this varga. */
  signs: Record<Graha, RashiNumber>;
  /** Sign 1..12 of the ascendant in this varga. */
  ascendantSign: RashiNumber;
  /** Whole-sign house 1..12 of each graha counted from the varga ascendant. */
  houses: Record<Graha, number>;
};

/** Divisional chart Dn (n in DIVISIONS) of all grahas and the ascendant. */
export function divisionalChart(placements: Placements, n: Division): DivisionalChart {
  if (!(DIVISIONS as readonly number[]).includes(n)) vargaSign(0, n); // throws the typed error
  const ascendantSign = vargaSign(placements.ascendantLon, n);
  const signs = {} as Record<Graha, RashiNumber>;
  const houses = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    const s = vargaSign(placements.planets[g].lon, n);
    signs[g] = s;
    houses[g] = ((s - ascendantSign + 12) % 12) + 1;
  }
  return { division: n, name: DIVISION_NAMES[n], signs, ascendantSign, houses };
}

/** All sixteen Shodasavarga charts keyed by division number. */
export function allDivisionalCharts(placements: Placements): Record<Division, DivisionalChart> {
  const out = {} as Record<Division, DivisionalChart>;
  for (const d of DIVISIONS) out[d] = divisionalChart(placements, d);
  return out;
}
