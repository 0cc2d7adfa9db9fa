/**
 * Ayanamsa: the angle between the tropical (moving equinox) and sidereal zodiacs, degrees.
 * Reproduces the Swiss Ephemeris definitions: an epoch value precessed with the IAU 2006 general precession in
 * longitude, plus nutation in longitude (the "true" ayanamsa, as `swetest -sid1` subtracts from apparent
 * tropical longitudes). Sidereal longitude = apparent tropical longitude − true ayanamsa.
 */
import { MakeTime, e_tilt } from 'astronomy-engine';
import { J2000 } from './julian.js';
import { JyotishError } from '../errors.js';

/** Supported ayanamsas: Lahiri (Chitrapaksha, SE_SIDM_LAHIRI), KP (Krishnamurti), Raman. */
export type AyanamsaSystem = 'lahiri' | 'kp' | 'raman';

/** Epoch definitions as in the Swiss Ephemeris: value (degrees, without nutation) at JD (TT). */
const DEFINITIONS: Record<AyanamsaSystem, { epochJd: number; valueDeg: number }> = {
  // 23°15'00.658" true ayanamsa on 1956-03-21 (Indian Astronomical Ephemeris) minus that day's nutation.
  lahiri: { epochJd: 2435553.5, valueDeg: 23.250182778 - 0.004658035 },
  kp: { epochJd: 2415020.0, valueDeg: 22.363889 },
  raman: { epochJd: 2415020.0, valueDeg: 21.014444 },
};

/** IAU 2006 accumulated general precession in longitude p_A, arcseconds, for T Julian centuries TT from J2000. */
function generalPrecessionArcsec(t: number): number {
  return ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
}

/** Mean ayanamsa (no nutation), degrees, at a JD in TT. */
export function meanAyanamsaTt(jdTt: number, system: AyanamsaSystem = 'lahiri'): number {
  const def = DEFINITIONS[system];
  if (!def) throw new JyotishError('INVALID_ARGUMENT', `Unknown ayanamsa "${system}"; use lahiri, kp or raman.`);
  const t = (jdTt - J2000) / 36525;
  const t0 = (def.epochJd - J2000) / 36525;
  return def.valueDeg + (generalPrecessionArcsec(t) - generalPrecessionArcsec(t0)) / 3600;
}

/**
 * True ayanamsa (nutation in longitude included), degrees in about [20, 26] for years 1800–2200.
 * @param jdUt Julian day, UT
 * @param system lahiri (default), kp or raman
 */
export function ayanamsa(jdUt: number, system: AyanamsaSystem = 'lahiri'): number {
  const time = MakeTime(jdUt - J2000);
  const jdTt = time.tt + J2000;
  return meanAyanamsaTt(jdTt, system) + e_tilt(time).dpsi / 3600;
}
