/**
 * Sign-level view of a chart shared by the dosha and yoga rules: each graha's rashi and whole-sign house,
 * house lords, graha drishti (aspects) and the relations (conjunction, mutual aspect, exchange) between planets.
 * Aspects are by whole sign: every graha aspects the 7th sign from it; Mars also the 4th and 8th, Jupiter the
 * 5th and 9th, Saturn the 3rd and 10th. Rahu and Ketu are given the 7th only (their extra aspects are disputed).
 */
import { checkPlacements } from './planet-details.js';
import { rashiLord } from './rashis.js';
import { GRAHAS } from './types.js';
import type { Graha, Placements, SaptaGraha } from './types.js';
import { houseFrom, ordinal, rashiOf, signAt } from './zodiac.js';

export type ChartContext = {
  /** Lagna rashi 1..12. */
  lagna: number;
  /** Rashi 1..12 of each graha. */
  sign: Record<Graha, number>;
  /** Whole-sign house 1..12 of each graha from the lagna. */
  house: Record<Graha, number>;
  /** Sidereal longitude of each graha, degrees [0, 360). */
  lon: Record<Graha, number>;
  /** Speed of each graha, degrees/day. */
  speed: Record<Graha, number>;
};

/** Build the sign-level context of a chart (validates the placements). */
export function chartContext(p: Placements): ChartContext {
  checkPlacements(p);
  const lagna = rashiOf(p.ascendantLon);
  const sign = {} as Record<Graha, number>;
  const house = {} as Record<Graha, number>;
  const lon = {} as Record<Graha, number>;
  const speed = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    lon[g] = p.planets[g].lon;
    speed[g] = p.planets[g].speed;
    sign[g] = rashiOf(lon[g]);
    house[g] = houseFrom(lagna, sign[g]);
  }
  return { lagna, sign, house, lon, speed };
}

/** Lord of house `h` (1..12) counted from the lagna. */
export function houseLord(ctx: ChartContext, h: number): SaptaGraha {
  return rashiLord(signAt(ctx.lagna, h));
}

const SPECIAL_ASPECTS: Partial<Record<Graha, number[]>> = { Mars: [4, 8], Jupiter: [5, 9], Saturn: [3, 10] };

/** Does graha `g` in sign `from` aspect sign `to` (whole-sign graha drishti)? */
export function aspectsSign(g: Graha, from: number, to: number): boolean {
  const h = houseFrom(from, to);
  return h === 7 || (SPECIAL_ASPECTS[g]?.includes(h) ?? false);
}

/** Does graha `a` aspect graha `b` in this chart? */
export function aspects(ctx: ChartContext, a: Graha, b: Graha): boolean {
  return aspectsSign(a, ctx.sign[a], ctx.sign[b]);
}

/** How two distinct grahas are related, or null: same sign, exchange of signs, or mutual aspect. */
export function relation(ctx: ChartContext, a: Graha, b: Graha): 'conjunction' | 'exchange' | 'mutual aspect' | null {
  if (a === b) return null;
  if (ctx.sign[a] === ctx.sign[b]) return 'conjunction';
  if (rashiLord(ctx.sign[a]) === b && rashiLord(ctx.sign[b]) === a) return 'exchange';
  if (aspects(ctx, a, b) && aspects(ctx, b, a)) return 'mutual aspect';
  return null;
}

/** Houses that are kendras (angles). */
export const KENDRAS: readonly number[] = [1, 4, 7, 10];
/** Houses that are trikonas (trines). */
export const TRIKONAS: readonly number[] = [1, 5, 9];
/** Houses that are dusthanas. */
export const DUSTHANAS: readonly number[] = [6, 8, 12];

/** "Mars (7th house)" style label for reason strings. */
export function at(ctx: ChartContext, g: Graha): string {
  return `${g} (${ordinal(ctx.house[g])} house)`;
}

/** House of graha `g` counted from graha `ref`'s sign. */
export function houseFromGraha(ctx: ChartContext, ref: Graha, g: Graha): number {
  return houseFrom(ctx.sign[ref], ctx.sign[g]);
}
