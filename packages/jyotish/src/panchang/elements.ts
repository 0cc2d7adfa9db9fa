/**
 * The five limbs as continuous angles of time, and the search for the moment an angle reaches a boundary.
 * Elongation = Moon − Sun (tropical; the ayanamsa cancels); nakshatra and yoga use sidereal longitudes.
 */
import { tropicalLongitude } from '../astro/positions.js';
import { ayanamsa, type AyanamsaSystem } from '../astro/ayanamsa.js';
import { diff180, norm360 } from '../astro/angles.js';

/** Sun and Moon at one moment. */
export interface LuniSolar {
  /** Sidereal Sun, degrees [0, 360). */
  sun: number;
  /** Sidereal Moon, degrees [0, 360). */
  moon: number;
  /** Moon − Sun, degrees [0, 360). */
  elongation: number;
  /** Sidereal Sun + Moon, degrees [0, 360). */
  sum: number;
}

/** Sidereal Sun and Moon, their elongation and sum at `jdUt`. */
export function luniSolar(jdUt: number, system: AyanamsaSystem = 'lahiri'): LuniSolar {
  const ay = ayanamsa(jdUt, system);
  const sunT = tropicalLongitude('Sun', jdUt);
  const moonT = tropicalLongitude('Moon', jdUt);
  const sun = norm360(sunT - ay);
  const moon = norm360(moonT - ay);
  return { sun, moon, elongation: norm360(moonT - sunT), sum: norm360(sun + moon) };
}

/** Which angle a limb follows, its boundary step (degrees) and its mean rate (degrees/day). */
export type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
const STEP: Record<Limb, number> = { tithi: 12, nakshatra: 360 / 27, yoga: 360 / 27, karana: 6 };
const RATE: Record<Limb, number> = { tithi: 12.19, nakshatra: 13.18, yoga: 14.17, karana: 12.19 };

function angleOf(limb: Limb, ls: LuniSolar): number {
  return limb === 'nakshatra' ? ls.moon : limb === 'yoga' ? ls.sum : ls.elongation;
}

/** Index 1..n of the limb (tithi 1..30, nakshatra 1..27, yoga 1..27, karana 1..60) for given Sun/Moon. */
export function limbIndex(limb: Limb, ls: LuniSolar): number {
  const n = Math.round(360 / STEP[limb]);
  return Math.min(n - 1, Math.floor(angleOf(limb, ls) / STEP[limb])) + 1;
}

/**
 * First moment after `jdUt` at which an increasing angle `f` (degrees) reaches `targetDeg`, by secant iteration
 * seeded with its mean rate (degrees/day); Julian day UT, to better than 0.1 s.
 */
export function findCrossing(f: (jdUt: number) => number, targetDeg: number, jdUt: number, meanRate: number): number {
  let t0 = jdUt;
  let a0 = f(t0);
  let rate = meanRate;
  let t = t0 + norm360(targetDeg - a0) / rate;
  for (let i = 0; i < 30; i++) {
    const a = f(t);
    const d = diff180(targetDeg, a);
    if (Math.abs(d) < 1e-6) break;
    if (t !== t0) {
      const r = diff180(a, a0) / (t - t0);
      if (r > meanRate / 4) rate = r; // the angle always advances; ignore a degenerate secant
    }
    t0 = t;
    a0 = a;
    t += d / rate;
  }
  return t;
}

/** First moment after `jdUt` at which the limb's angle reaches `targetDeg`, Julian day UT. */
export function findAngleCrossing(limb: Limb, targetDeg: number, jdUt: number, system: AyanamsaSystem = 'lahiri'): number {
  return findCrossing((t) => angleOf(limb, luniSolar(t, system)), targetDeg, jdUt, RATE[limb]);
}

/** End (JD UT) of the limb running at `jdUt`: first moment after it reaches the next boundary. */
export function limbEnd(limb: Limb, jdUt: number, system: AyanamsaSystem = 'lahiri', ls?: LuniSolar): number {
  const cur = ls ?? luniSolar(jdUt, system);
  const idx = limbIndex(limb, cur);
  return findAngleCrossing(limb, norm360(idx * STEP[limb]), jdUt, system);
}
