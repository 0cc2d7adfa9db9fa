/**
 * Ascendant, MC and house cusps. Angles are computed tropically from the apparent sidereal time (ARMC) and the
 * true obliquity, then made sidereal by subtracting the same true ayanamsa as the planets.
 */
import { MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import { DEG, diff180, norm360 } from './angles.js';
import { ayanamsa as ayanamsaOf, type AyanamsaSystem } from './ayanamsa.js';
import { J2000 } from './julian.js';
import { assertJd, assertLatitude, assertLongitude } from '../errors.js';

/** Tropical angles of a moment and place. */
export interface Angles {
  /** Right ascension of the MC (local apparent sidereal time), degrees [0, 360). */
  armc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Tropical ascendant, degrees [0, 360); always the one east of the MC (0 < Asc − MC < 180). */
  ascendant: number;
  /** Tropical MC, degrees [0, 360). */
  mc: number;
}

/**
 * Tropical ascendant and MC. Above the polar circles the plain formula can give the descendant; the result is
 * turned so the ascendant is east of the MC, the Swiss Ephemeris convention.
 * @param jdUt Julian day, UT
 * @param latDeg geographic latitude, degrees [-90, 90], north positive
 * @param lonDeg geographic longitude, degrees [-180, 180], east positive
 */
export function tropicalAngles(jdUt: number, latDeg: number, lonDeg: number): Angles {
  assertJd(jdUt);
  assertLatitude(latDeg);
  assertLongitude(lonDeg);
  const time = MakeTime(jdUt - J2000);
  const eps = e_tilt(time).tobl;
  const armc = norm360(SiderealTime(time) * 15 + lonDeg);
  const mc = mcFromArmc(armc, eps);
  let asc = ascFromArmc(armc, eps, latDeg);
  if (diff180(asc, mc) < 0) asc = norm360(asc + 180);
  return { armc, obliquity: eps, ascendant: asc, mc };
}

/** Ecliptic longitude of the MC for an ARMC and obliquity, degrees [0, 360). */
export function mcFromArmc(armc: number, eps: number): number {
  const r = armc * DEG;
  return norm360(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(eps * DEG)) / DEG);
}

/** Ecliptic longitude rising at latitude `lat` for an ARMC (not yet checked against the MC), degrees. */
export function ascFromArmc(armc: number, eps: number, lat: number): number {
  const r = armc * DEG;
  const e = eps * DEG;
  // At the poles tan(lat) is infinite; clamp a hair inside so the formula still returns the limiting point.
  const phi = Math.max(-89.9999, Math.min(89.9999, lat)) * DEG;
  return norm360(Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(phi) * Math.sin(e))) / DEG);
}

/** Ecliptic longitude of the point with right ascension `ra` (both degrees). */
function lonFromRa(ra: number, eps: number): number {
  const r = ra * DEG;
  return norm360(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(eps * DEG)) / DEG);
}

/** Placidus or Porphyry cusps (tropical) for given angles. */
export interface CuspSet {
  /** House system actually used. */
  system: 'placidus' | 'porphyry';
  /** Twelve tropical cusps, degrees [0, 360); index 0 = house 1 (ascendant), 9 = house 10 (MC). */
  cusps: number[];
}

/** Porphyry cusps: each quadrant between the angles split in three equal ecliptic arcs. */
export function porphyryCusps(asc: number, mc: number): number[] {
  const ic = norm360(mc + 180);
  const dsc = norm360(asc + 180);
  const q1 = norm360(ic - asc); // Asc → IC (houses 1–3)
  const q2 = norm360(dsc - ic); // IC → Dsc (houses 4–6)
  const cusps = new Array<number>(12);
  cusps[0] = asc;
  cusps[1] = norm360(asc + q1 / 3);
  cusps[2] = norm360(asc + (2 * q1) / 3);
  cusps[3] = ic;
  cusps[4] = norm360(ic + q2 / 3);
  cusps[5] = norm360(ic + (2 * q2) / 3);
  for (let i = 6; i < 12; i++) cusps[i] = norm360(cusps[i - 6] + 180);
  return cusps;
}

/**
 * Placidus cusps by iterating on the time divisions of each point's diurnal/nocturnal semi-arc.
 * Inside the polar circles (|lat| ≥ 90° − obliquity) Placidus is undefined: Porphyry is used and reported.
 */
export function placidusCusps(angles: Angles, latDeg: number): CuspSet {
  const { armc, obliquity: eps, ascendant: asc, mc } = angles;
  if (Math.abs(latDeg) >= 90 - eps) return { system: 'porphyry', cusps: porphyryCusps(asc, mc) };
  const tanPhi = Math.tan(latDeg * DEG);
  const sinEps = Math.sin(eps * DEG);
  // Cusp at hour angle −(k·SDA/3) for houses 11, 12 and −(SDA + k·SNA/3) for houses 2, 3.
  const cusp = (house: 11 | 12 | 2 | 3): number => {
    let ra = norm360(armc + { 11: 30, 12: 60, 2: 120, 3: 150 }[house]);
    for (let i = 0; i < 50; i++) {
      const lon = lonFromRa(ra, eps);
      const dec = Math.asin(sinEps * Math.sin(lon * DEG));
      const x = tanPhi * Math.tan(dec);
      const ad = Math.asin(Math.max(-1, Math.min(1, x))) / DEG; // ascensional difference
      const sda = 90 + ad;
      const sna = 90 - ad;
      const next =
        house === 11 ? armc + sda / 3 : house === 12 ? armc + (2 * sda) / 3 : house === 2 ? armc + sda + sna / 3 : armc + sda + (2 * sna) / 3;
      const n = norm360(next);
      if (Math.abs(diff180(n, ra)) < 1e-9) {
        ra = n;
        break;
      }
      ra = n;
    }
    return lonFromRa(ra, eps);
  };
  const c11 = cusp(11), c12 = cusp(12), c2 = cusp(2), c3 = cusp(3);
  const cusps = [asc, c2, c3, norm360(mc + 180), norm360(c11 + 180), norm360(c12 + 180), norm360(asc + 180), norm360(c2 + 180), norm360(c3 + 180), mc, c11, c12];
  return { system: 'placidus', cusps };
}

/** Sidereal houses of a moment and place. */
export interface Houses {
  /** Sidereal ascendant, degrees [0, 360). */
  ascendant: number;
  /** Sidereal MC, degrees [0, 360). */
  mc: number;
  /** Local apparent sidereal time as an angle, degrees [0, 360). */
  armc: number;
  /** True ayanamsa used, degrees. */
  ayanamsa: number;
  /** Whole-sign cusps (the lagna's rashi is house 1): 12 sidereal longitudes, multiples of 30. */
  wholeSign: number[];
  /** Placidus cusps, or Porphyry where Placidus is undefined (see `system`/`isPlacidusFallback`). */
  placidus: CuspSet & { isPlacidusFallback: boolean; note?: string };
}

/**
 * Sidereal ascendant, MC and house cusps.
 * @param jdUt Julian day, UT
 * @param latDeg latitude, degrees [-90, 90]
 * @param lonDeg longitude, degrees [-180, 180], east positive
 * @param system ayanamsa (default lahiri)
 */
export function houses(jdUt: number, latDeg: number, lonDeg: number, system: AyanamsaSystem = 'lahiri'): Houses {
  const a = tropicalAngles(jdUt, latDeg, lonDeg);
  const ay = ayanamsaOf(jdUt, system);
  const asc = norm360(a.ascendant - ay);
  const p = placidusCusps(a, latDeg);
  const lagnaSign = Math.floor(asc / 30);
  const isFallback = p.system !== 'placidus';
  return {
    ascendant: asc,
    mc: norm360(a.mc - ay),
    armc: a.armc,
    ayanamsa: ay,
    wholeSign: Array.from({ length: 12 }, (_, i) => ((lagnaSign + i) % 12) * 30),
    placidus: {
      system: p.system,
      cusps: p.cusps.map((c) => norm360(c - ay)),
      isPlacidusFallback: isFallback,
      ...(isFallback ? { note: `Placidus is undefined within the polar circles (|latitude| ≥ ${(90 - a.obliquity).toFixed(2)}°); Porphyry cusps are given instead.` } : {}),
    },
  };
}
