/**
 * The Moon's ascending node (Rahu): mean node from Meeus' polynomial (Astronomical Algorithms ch. 47,
 * ELP-2000/82 mean elements) and the true (osculating) node from the Moon's geocentric position and velocity.
 * Both are returned as apparent longitudes in the true ecliptic and equinox of date (nutation included),
 * tropical, degrees in [0, 360).
 */
import { GeoMoonState, MakeTime, RotateState, Rotation_EQJ_ECT, e_tilt, type AstroTime } from 'astronomy-engine';
import { norm360 } from './angles.js';

/** Mean longitude of the ascending node, tropical, mean equinox of date (no nutation), degrees; T = centuries TT. */
export function meanNodeMeanEquinox(tCenturiesTt: number): number {
  const t = tCenturiesTt;
  return norm360(125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000);
}

/** Mean node, tropical longitude in the true equinox of date (nutation added), degrees [0, 360). */
export function meanNodeLongitude(time: AstroTime): number {
  const t = time.tt / 36525;
  return norm360(meanNodeMeanEquinox(t) + e_tilt(time).dpsi / 3600);
}

/**
 * True (osculating) node, tropical longitude in the true ecliptic of date, degrees [0, 360):
 * the intersection of the instantaneous orbital plane (r × v of the geocentric Moon) with the ecliptic.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const s = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  return norm360(Math.atan2(hx, -hy) * (180 / Math.PI));
}

/** Mean node at a UT day count since J2000 (astronomy-engine time) — convenience for tests. */
export function meanNodeAtUt(daysSinceJ2000Ut: number): number {
  return meanNodeLongitude(MakeTime(daysSinceJ2000Ut));
}
