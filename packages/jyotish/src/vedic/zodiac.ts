/**
 * Basic zodiac arithmetic: rashi, nakshatra, pada and house counting.
 * Numbering from 1, as in the reference data: rashi = floor(lon/30)+1, nakshatra = floor(lon/(360/27))+1,
 * pada = floor((lon mod 13°20′)/3°20′)+1.
 */
import { VedicError } from './errors.js';
import type { HouseNumber, NakshatraNumber, RashiNumber } from './types.js';

/** Width of one nakshatra, degrees (13°20′). */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Width of one pada (quarter nakshatra, also one navamsa), degrees (3°20′). */
export const PADA_SPAN_DEG = 360 / 108;

/** Normalise any finite angle to degrees [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}

/** Throw a VedicError unless `lon` is a finite number; returns it normalised to [0, 360). */
export function checkLon(lon: number, what = 'longitude'): number {
  if (typeof lon !== 'number' || !Number.isFinite(lon)) {
    throw new VedicError('INVALID_LONGITUDE', `The ${what} must be a finite number of degrees, got ${String(lon)}.`);
  }
  return norm360(lon);
}

/** Rashi 1..12 holding sidereal longitude `lon` (degrees). */
export function rashiOf(lon: number): RashiNumber {
  return Math.min(11, Math.floor(norm360(lon) / 30)) + 1;
}

/** Degrees within the rashi, [0, 30). */
export function degInRashi(lon: number): number {
  return norm360(lon) - (rashiOf(lon) - 1) * 30;
}

/** Nakshatra 1..27 holding sidereal longitude `lon` (degrees). */
export function nakshatraOf(lon: number): NakshatraNumber {
  return Math.min(26, Math.floor(norm360(lon) / NAKSHATRA_SPAN_DEG)) + 1;
}

/** Pada 1..4 of the nakshatra holding `lon` (degrees). */
export function padaOf(lon: number): number {
  const l = norm360(lon);
  const within = l - (nakshatraOf(l) - 1) * NAKSHATRA_SPAN_DEG;
  return Math.min(3, Math.max(0, Math.floor(within / PADA_SPAN_DEG))) + 1;
}

/** Sign `n` counted forward from `from` inclusive (1 = same sign). Both 1..12; result 1..12. */
export function signAt(from: RashiNumber, n: number): RashiNumber {
  return (((from - 1 + n - 1) % 12) + 12) % 12 + 1;
}

/** House of `sign` counted from `refSign` inclusive: same sign = 1, next = 2 … (1..12). */
export function houseFrom(refSign: RashiNumber, sign: RashiNumber): HouseNumber {
  return ((((sign - refSign) % 12) + 12) % 12) + 1;
}

/** Is `n` an odd sign (Mesha, Mithuna, …)? Odd signs are masculine. */
export function isOddSign(sign: RashiNumber): boolean {
  return sign % 2 === 1;
}

/** Check a nakshatra number (integer 1..27) and a pada (integer 1..4); throws VedicError otherwise. */
export function checkNakshatraPada(nakshatra: number, pada?: number): void {
  if (!Number.isInteger(nakshatra) || nakshatra < 1 || nakshatra > 27) {
    throw new VedicError('INVALID_NAKSHATRA', `Nakshatra must be an integer from 1 (Ashwini) to 27 (Revati), got ${String(nakshatra)}.`);
  }
  if (pada !== undefined && (!Number.isInteger(pada) || pada < 1 || pada > 4)) {
    throw new VedicError('INVALID_PADA', `Pada must be an integer from 1 to 4, got ${String(pada)}.`);
  }
}

/** Rashi holding pada `pada` of nakshatra `nakshatra` (each rashi holds exactly 9 padas). */
export function rashiOfPada(nakshatra: NakshatraNumber, pada: number): RashiNumber {
  return Math.floor(((nakshatra - 1) * 4 + (pada - 1)) / 9) + 1;
}

/** Ordinal suffix for reason strings: 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** Join names as English prose: ["a"] → "a", ["a","b","c"] → "a, b and c". */
export function joinEn(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "is" or "are" for a list of `n` items. */
export function isAre(n: number): string {
  return n > 1 ? 'are' : 'is';
}
