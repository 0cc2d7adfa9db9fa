/**
 * Combustion (asta): a planet too close to the Sun. Standard orbs (Surya Siddhanta / BPHS commentary), degrees
 * of longitude from the Sun: Moon 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when
 * retrograde), Saturn 15. The Sun itself and the nodes are never combust.
 */
import type { Graha } from './types.js';
import { norm360 } from './zodiac.js';

/** Combustion orb in degrees for graha `g`, or null when it cannot be combust. */
export function combustionOrb(g: Graha, retrograde: boolean): number | null {
  switch (g) {
    case 'Moon': return 12;
    case 'Mars': return 17;
    case 'Mercury': return retrograde ? 12 : 14;
    case 'Jupiter': return 11;
    case 'Venus': return retrograde ? 8 : 10;
    case 'Saturn': return 15;
    default: return null;
  }
}

/** Angular distance between two longitudes, degrees [0, 180]. */
export function angularDistance(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
}

export type Combustion = { combust: boolean; distanceFromSunDeg: number; orbDeg: number | null };

/** Combustion of graha `g` at `lon` with speed `speed` (deg/day, negative = retrograde) given the Sun's `sunLon`. */
export function combustionOf(g: Graha, lon: number, speed: number, sunLon: number): Combustion {
  const distance = angularDistance(lon, sunLon);
  const orb = combustionOrb(g, speed < 0);
  return { combust: orb !== null && distance <= orb, distanceFromSunDeg: distance, orbDeg: orb };
}
