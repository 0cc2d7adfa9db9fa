/**
 * Fast sidereal longitudes for transit scans over decades (sade sati, dhaiya, ingress tables).
 *
 * Exact apparent positions cost ~60 µs each and a 100-year scan asks thousands of them, so this samples the
 * geometric geocentric longitude on a fixed grid (astronomy-engine's analytic heliocentric states give
 * position and velocity together) and interpolates with cubic Hermite polynomials. Samples are memoised per
 * body and grid cell, so results are deterministic and repeated scans are nearly free.
 *
 * Sidereal = J2000-ecliptic longitude − (Lahiri at J2000, mean): precession of the equinox cancels between
 * the tropical longitude and the ayanamsa. Light-time and aberration are left out (≤ 30″ for Saturn), so the
 * accuracy is better than 1′, i.e. a Saturn ingress to within about half a day.
 */
import { Body, HelioState, MakeTime } from 'astronomy-engine';
import { meanAyanamsaTt, type AyanamsaSystem } from './ayanamsa.js';
import { J2000 } from './julian.js';
import { norm360 } from './angles.js';
import { JyotishError } from '../errors.js';

/** Bodies supported by the fast transit function. */
export type TransitBody = 'Sun' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

const BODY: Record<TransitBody, Body> = {
  Sun: Body.Sun, Mars: Body.Mars, Mercury: Body.Mercury, Jupiter: Body.Jupiter, Venus: Body.Venus, Saturn: Body.Saturn,
};
/** Grid step per body, days (keeps the Hermite error far below 1″). */
const STEP: Record<TransitBody, number> = { Sun: 4, Mercury: 1, Venus: 2, Mars: 4, Jupiter: 8, Saturn: 16 };
const EPS = (23.4392911 * Math.PI) / 180;
const COS_E = Math.cos(EPS);
const SIN_E = Math.sin(EPS);
const cache = new Map<string, Map<number, [number, number]>>();

/** Geometric geocentric longitude in the J2000 ecliptic (degrees) and its rate (degrees/day). */
function sample(body: TransitBody, jdTtApprox: number): [number, number] {
  const time = MakeTime(jdTtApprox - J2000);
  const e = HelioState(Body.Earth, time);
  let x = -e.x, y = -e.y, z = -e.z, vx = -e.vx, vy = -e.vy, vz = -e.vz;
  if (body !== 'Sun') {
    const b = HelioState(BODY[body], time);
    x += b.x; y += b.y; z += b.z; vx += b.vx; vy += b.vy; vz += b.vz;
  }
  const ye = y * COS_E + z * SIN_E;
  const vye = vy * COS_E + vz * SIN_E;
  const lon = (Math.atan2(ye, x) * 180) / Math.PI;
  const rate = (((x * vye - ye * vx) / (x * x + ye * ye)) * 180) / Math.PI;
  return [lon, rate];
}

function node(body: TransitBody, k: number): [number, number] {
  let m = cache.get(body);
  if (!m) cache.set(body, (m = new Map()));
  let v = m.get(k);
  if (!v) m.set(k, (v = sample(body, k * STEP[body])));
  return v;
}

/**
 * Sidereal longitude of `body` at `jdUt` from the interpolated grid, degrees [0, 360), accurate to < 1′.
 * @param body Sun, Mercury, Venus, Mars, Jupiter or Saturn
 * @param jdUt Julian day (UT; the grid ignores ΔT, a shift of under a minute)
 * @param system ayanamsa (default lahiri)
 */
export function transitLongitude(body: TransitBody, jdUt: number, system: AyanamsaSystem = 'lahiri'): number {
  if (!(body in STEP)) throw new JyotishError('INVALID_ARGUMENT', `Transit longitudes are available for Sun…Saturn, not "${String(body)}".`);
  if (!Number.isFinite(jdUt)) throw new JyotishError('INVALID_ARGUMENT', 'Julian day must be a finite number.');
  const h = STEP[body];
  const k = Math.floor(jdUt / h);
  const [l0, r0] = node(body, k);
  let [l1, r1] = node(body, k + 1);
  l1 = l0 + ((((l1 - l0) % 360) + 540) % 360) - 180;
  const s = (jdUt - k * h) / h;
  const h00 = 2 * s ** 3 - 3 * s ** 2 + 1, h10 = s ** 3 - 2 * s ** 2 + s, h01 = -2 * s ** 3 + 3 * s ** 2, h11 = s ** 3 - s ** 2;
  const lon = h00 * l0 + h10 * h * r0 + h01 * l1 + h11 * h * r1;
  return norm360(lon - meanAyanamsaTt(J2000, system));
}

/** A `(jdUt) => sidereal longitude` function for one body, as transit features take it. */
export function transitLongitudeFn(body: TransitBody, system: AyanamsaSystem = 'lahiri'): (jdUt: number) => number {
  return (jdUt) => transitLongitude(body, jdUt, system);
}
