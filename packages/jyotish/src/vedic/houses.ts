/**
 * House placement. Default: whole-sign houses from the ascendant's rashi (Vedic default). Optionally by cusps:
 * twelve sidereal cusp longitudes (house 1..12 starts, degrees [0, 360)), e.g. Placidus or KP cusps from
 * src/astro; a body belongs to the house whose cusp it has passed last.
 */
import { VedicError } from './errors.js';
import type { HouseNumber } from './types.js';
import { checkLon, houseFrom, norm360, rashiOf } from './zodiac.js';

/** Options for house placement. `cusps`: 12 sidereal cusp longitudes in degrees, house 1 first. */
export type HouseOptions = { cusps?: readonly number[] };

/** Throw unless `cusps` is undefined or 12 finite longitudes. */
export function checkCusps(cusps: readonly number[] | undefined): void {
  if (cusps === undefined) return;
  if (!Array.isArray(cusps) || cusps.length !== 12) {
    throw new VedicError('INVALID_CUSPS', `House cusps must be 12 longitudes (house 1 first), got ${Array.isArray(cusps) ? cusps.length : typeof cusps}.`);
  }
  cusps.forEach((c, i) => checkLon(c, `cusp of house ${i + 1}`));
}

/** House 1..12 of sidereal longitude `lon` (degrees) for an ascendant at `ascendantLon` (degrees). */
export function houseOf(lon: number, ascendantLon: number, opts: HouseOptions = {}): HouseNumber {
  const cusps = opts.cusps;
  if (!cusps) return houseFrom(rashiOf(ascendantLon), rashiOf(lon));
  const l = norm360(lon);
  for (let h = 0; h < 12; h++) {
    const start = norm360(cusps[h]);
    const span = norm360(cusps[(h + 1) % 12] - start);
    if (norm360(l - start) < span) return h + 1;
  }
  return 1; // only reachable with degenerate (coincident) cusps
}
