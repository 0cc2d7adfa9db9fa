/**
 * A hand-made chart shared by the unit tests (not a real birth): Karka lagna 10°, Sun exalted in Mesha,
 * Moon in Vrishabha, Mars exalted in Makara, combust Mercury in Mesha, Jupiter exalted in Karka,
 * debilitated Venus in Kanya, Saturn exalted in Tula, Rahu in Dhanu, Ketu in Mithuna.
 */
import type { Graha, Placements } from './types.js';

const p = (lon: number, speed: number): { lon: number; speed: number } => ({ lon, speed });

/** Build a Placements object from longitudes (degrees) and optional speeds (deg/day). */
export function makePlacements(lons: Record<Graha, number>, ascendantLon: number, speeds: Partial<Record<Graha, number>> = {}): Placements {
  const planets = {} as Placements['planets'];
  for (const [g, lon] of Object.entries(lons) as Array<[Graha, number]>) {
    const def = g === 'Rahu' || g === 'Ketu' ? -0.053 : g === 'Moon' ? 13.2 : 1;
    planets[g] = p(lon, speeds[g] ?? def);
  }
  return { planets, ascendantLon };
}

export const TEST_CHART: Placements = makePlacements(
  { Sun: 10.5, Moon: 45, Mars: 298, Mercury: 20, Jupiter: 95, Venus: 170, Saturn: 200, Rahu: 250, Ketu: 70 },
  100,
);
