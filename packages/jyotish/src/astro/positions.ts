/**
 * Apparent geocentric positions of the nine grahas: tropical (true ecliptic and equinox of date, with
 * light-time, aberration and nutation, from astronomy-engine) and sidereal (tropical − true ayanamsa).
 */
import { Body, EclipticGeoMoon, Ecliptic, GeoMoonState, GeoVector, HelioState, MakeTime, type AstroTime, type StateVector } from 'astronomy-engine';
import { ayanamsa, type AyanamsaSystem } from './ayanamsa.js';
import { diff180, norm360 } from './angles.js';
import { J2000 } from './julian.js';
import { meanNodeLongitude, trueNodeLongitude } from './nodes.js';
import { assertJd, JyotishError } from '../errors.js';

/** The nine grahas in the traditional order. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
/** One of the nine grahas. */
export type Graha = (typeof GRAHAS)[number];
/** Mean (default) or true (osculating) lunar node for Rahu/Ketu. */
export type NodeType = 'mean' | 'true';

/** Options shared by position functions. */
export interface PositionOptions {
  /** Ayanamsa for sidereal longitudes; default `lahiri`. */
  ayanamsa?: AyanamsaSystem;
  /** Node model for Rahu/Ketu; default `mean`. */
  node?: NodeType;
}

/** Position of one graha at one moment. */
export interface GrahaPosition {
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** Apparent tropical longitude of date, degrees [0, 360). */
  tropicalLon: number;
  /** Speed in longitude, degrees per day (negative when retrograde). */
  speed: number;
  /** True when the speed is negative (Rahu/Ketu: mean node always; true node usually). */
  isRetrograde: boolean;
}

const BODY: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

/** Step for the nodes' central-difference speed, days. */
const SPEED_STEP_DAYS: Record<'Rahu' | 'Ketu', number> = { Rahu: 0.02, Ketu: 0.02 };

/** Light travel time for 1 AU, seconds. */
const AU_LIGHT_SECONDS = 499.004784;
/** Mean Earth–Moon distance, AU (384 400 km). */
const MOON_MEAN_DIST_AU = 0.0025695553;

function timeOf(jdUt: number): AstroTime {
  return MakeTime(jdUt - J2000);
}

/**
 * Apparent tropical longitude of date of a graha, degrees [0, 360).
 * @param body graha
 * @param jdUt Julian day, UT
 * @param node node model for Rahu/Ketu (default mean)
 */
export function tropicalLongitude(body: Graha, jdUt: number, node: NodeType = 'mean'): number {
  const time = timeOf(jdUt);
  switch (body) {
    case 'Moon': {
      // astronomy-engine's Moon is geometric; the apparent Moon is where it was one light-time (~1.3 s) ago
      // (annual aberration and the Earth's own light-time displacement cancel for a geocentric body).
      // Angular speed from the area law, ω ≈ 13.1764°/day × (mean distance / distance)².
      const m = EclipticGeoMoon(time);
      const lightDays = (m.dist * AU_LIGHT_SECONDS) / 86400;
      const omega = 13.1764 * (MOON_MEAN_DIST_AU / m.dist) ** 2;
      return norm360(m.lon - omega * lightDays);
    }
    case 'Rahu':
      return node === 'true' ? trueNodeLongitude(time) : meanNodeLongitude(time);
    case 'Ketu':
      return norm360((node === 'true' ? trueNodeLongitude(time) : meanNodeLongitude(time)) + 180);
    default: {
      const b = BODY[body];
      if (b === undefined) throw new JyotishError('INVALID_ARGUMENT', `Unknown graha "${String(body)}".`);
      return norm360(Ecliptic(GeoVector(b, time, true)).elon);
    }
  }
}

/**
 * Sidereal longitude of a graha, degrees [0, 360). Suitable as the `(jdUt) => number` function that transit
 * features (sade sati) take.
 * @param body graha
 * @param jdUt Julian day, UT
 * @param opts ayanamsa (default lahiri) and node model (default mean)
 */
export function siderealLongitude(body: Graha, jdUt: number, opts: PositionOptions = {}): number {
  assertJd(jdUt);
  return norm360(tropicalLongitude(body, jdUt, opts.node) - ayanamsa(jdUt, opts.ayanamsa));
}

// J2000 mean obliquity, for rotating J2000 equatorial velocities into the J2000 ecliptic.
const EPS_J2000 = (23.4392911 * Math.PI) / 180;
const COS_E = Math.cos(EPS_J2000);
const SIN_E = Math.sin(EPS_J2000);
// General precession in longitude, degrees per day (added to rates measured in the fixed J2000 ecliptic).
const PRECESSION_DEG_PER_DAY = 5028.796195 / 3600 / 36525;

/** Rate of ecliptic longitude (degrees/day) of a geocentric EQJ state (AU, AU/day). */
function longitudeRate(x: number, y: number, z: number, vx: number, vy: number, vz: number): number {
  const ye = y * COS_E + z * SIN_E;
  const vye = vy * COS_E + vz * SIN_E;
  return (((x * vye - ye * vx) / (x * x + ye * ye)) * 180) / Math.PI + PRECESSION_DEG_PER_DAY;
}

/**
 * Speed in longitude, degrees/day: geometric geocentric velocity from astronomy-engine's analytic states
 * (light-time changes it by far less than 0.001°/day); nodes by central difference.
 */
function speedOf(body: Graha, jdUt: number, node: NodeType, earth?: StateVector): number {
  const time = timeOf(jdUt);
  if (body === 'Rahu' || body === 'Ketu') {
    const h = SPEED_STEP_DAYS[body];
    return diff180(tropicalLongitude(body, jdUt + h, node), tropicalLongitude(body, jdUt - h, node)) / (2 * h);
  }
  if (body === 'Moon') {
    const m = GeoMoonState(time);
    return longitudeRate(m.x, m.y, m.z, m.vx, m.vy, m.vz);
  }
  const e = earth ?? HelioState(Body.Earth, time);
  if (body === 'Sun') return longitudeRate(-e.x, -e.y, -e.z, -e.vx, -e.vy, -e.vz);
  const b = HelioState(BODY[body], time);
  return longitudeRate(b.x - e.x, b.y - e.y, b.z - e.z, b.vx - e.vx, b.vy - e.vy, b.vz - e.vz);
}

/**
 * Full position of one graha: sidereal and tropical longitude, speed and retrograde flag.
 * @param body graha
 * @param jdUt Julian day, UT
 * @param opts ayanamsa (default lahiri), node (default mean)
 * @param ayanamsaDeg precomputed true ayanamsa for `jdUt`, degrees (optional)
 */
export function grahaPosition(body: Graha, jdUt: number, opts: PositionOptions = {}, ayanamsaDeg?: number, earth?: StateVector): GrahaPosition {
  assertJd(jdUt);
  const ay = ayanamsaDeg ?? ayanamsa(jdUt, opts.ayanamsa);
  const tropicalLon = tropicalLongitude(body, jdUt, opts.node);
  const speed = speedOf(body, jdUt, opts.node ?? 'mean', earth);
  return { lon: norm360(tropicalLon - ay), tropicalLon, speed, isRetrograde: speed < 0 };
}

/** Positions of all nine grahas at one moment, with the ayanamsa used. */
export interface GrahaPositions {
  /** True ayanamsa used, degrees. */
  ayanamsa: number;
  /** Ayanamsa system used. */
  ayanamsaSystem: AyanamsaSystem;
  /** Node model used for Rahu/Ketu. */
  node: NodeType;
  /** Each graha's position; Ketu = Rahu + 180°. */
  planets: Record<Graha, GrahaPosition>;
}

/**
 * Positions of the nine grahas at `jdUt`.
 * @param jdUt Julian day, UT
 * @param opts ayanamsa (default lahiri), node (default mean)
 */
export function grahaPositions(jdUt: number, opts: PositionOptions = {}): GrahaPositions {
  assertJd(jdUt);
  const system = opts.ayanamsa ?? 'lahiri';
  const node = opts.node ?? 'mean';
  const ay = ayanamsa(jdUt, system);
  const planets = {} as Record<Graha, GrahaPosition>;
  const earth = HelioState(Body.Earth, timeOf(jdUt));
  for (const g of GRAHAS) {
    if (g === 'Ketu') continue;
    planets[g] = grahaPosition(g, jdUt, { ayanamsa: system, node }, ay, earth);
  }
  const r = planets.Rahu;
  planets.Ketu = { lon: norm360(r.lon + 180), tropicalLon: norm360(r.tropicalLon + 180), speed: r.speed, isRetrograde: r.isRetrograde };
  return { ayanamsa: ay, ayanamsaSystem: system, node, planets };
}
