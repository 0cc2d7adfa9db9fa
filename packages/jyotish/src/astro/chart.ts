/**
 * A birth chart's astronomy: local time → UT, sidereal positions of the nine grahas with rashi/nakshatra/pada,
 * ascendant, MC, houses (whole sign, Placidus/Porphyry, KP) and Vimshottari dasha.
 */
import { assertLatitude, assertLongitude } from '../errors.js';
import { vimshottari, type VimshottariDasha } from '../dasha/vimshottari.js';
import { yogini, type YoginiDasha } from '../dasha/yogini.js';
import type { AyanamsaSystem } from './ayanamsa.js';
import { houses, type Houses } from './houses.js';
import { kpCusps, kpLords, type KpCusps, type KpLords } from './kp.js';
import { GRAHAS, grahaPositions, type Graha, type GrahaPosition, type NodeType } from './positions.js';
import { localToUt, type UtMoment } from './time-zone.js';

/** Birth data as a person enters it. */
export interface BirthInput {
  /** Local civil date `YYYY-MM-DD`. */
  date: string;
  /** Local clock time `HH:MM[:SS]`, 24-hour. */
  time: string;
  /** Latitude, degrees [-90, 90], north positive. */
  lat: number;
  /** Longitude, degrees [-180, 180], east positive. */
  lon: number;
  /** IANA time zone, e.g. `Asia/Kolkata`. */
  timeZone: string;
  /** Ayanamsa, default `lahiri`. */
  ayanamsa?: AyanamsaSystem;
  /** Rahu/Ketu model, default `mean`. */
  node?: NodeType;
  /** Days per Vimshottari year, default 365.25. */
  dashaYearDays?: number;
}

/** Zodiac divisions of a sidereal longitude, numbered from 1 as in the reference data. */
export interface ZodiacPoint {
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** Rashi 1..12 (1 = Mesha). */
  rashi: number;
  /** Degrees within the rashi, [0, 30). */
  degInRashi: number;
  /** Nakshatra 1..27 (1 = Ashwini). */
  nakshatra: number;
  /** Pada 1..4. */
  pada: number;
}

/** Rashi, nakshatra and pada of a sidereal longitude (degrees). */
export function zodiacPoint(lon: number): ZodiacPoint {
  const l = ((lon % 360) + 360) % 360;
  const rashi = Math.min(11, Math.floor(l / 30)) + 1;
  const nak = Math.min(26, Math.floor(l / (360 / 27)));
  const pada = Math.min(3, Math.floor((l - nak * (360 / 27)) / (360 / 108))) + 1;
  return { lon: l, rashi, degInRashi: l - (rashi - 1) * 30, nakshatra: nak + 1, pada };
}

/** One graha in the chart. */
export type ChartGraha = GrahaPosition & ZodiacPoint & { kp: KpLords };

/** The astronomical birth chart. */
export interface BirthChart {
  input: BirthInput;
  /** How the local time was converted (offset used, ambiguity flag). */
  ut: UtMoment;
  /** True ayanamsa used, degrees. */
  ayanamsa: number;
  ayanamsaSystem: AyanamsaSystem;
  node: NodeType;
  planets: Record<Graha, ChartGraha>;
  ascendant: ZodiacPoint & { kp: KpLords };
  mc: ZodiacPoint;
  houses: Houses;
  kp: KpCusps;
  vimshottari: VimshottariDasha;
  yogini: YoginiDasha;
}

/**
 * Computes the astronomical part of a birth chart. Throws `JyotishError` on bad input.
 * @param input birth date/time/place and options
 */
export function birthChart(input: BirthInput): BirthChart {
  assertLatitude(input.lat);
  assertLongitude(input.lon);
  const ut = localToUt(input.date, input.time, input.timeZone);
  const system = input.ayanamsa ?? 'lahiri';
  const node = input.node ?? 'mean';
  const pos = grahaPositions(ut.jdUt, { ayanamsa: system, node });
  const planets = {} as Record<Graha, ChartGraha>;
  for (const g of GRAHAS) planets[g] = { ...pos.planets[g], ...zodiacPoint(pos.planets[g].lon), kp: kpLords(pos.planets[g].lon) };
  const h = houses(ut.jdUt, input.lat, input.lon, system);
  const moon = planets.Moon.lon;
  return {
    input,
    ut,
    ayanamsa: pos.ayanamsa,
    ayanamsaSystem: system,
    node,
    planets,
    ascendant: { ...zodiacPoint(h.ascendant), kp: kpLords(h.ascendant) },
    mc: zodiacPoint(h.mc),
    houses: h,
    kp: kpCusps(ut.jdUt, input.lat, input.lon),
    vimshottari: vimshottari(moon, ut.jdUt, { yearDays: input.dashaYearDays ?? 365.25, levels: 3 }),
    yogini: yogini(moon, ut.jdUt, { yearDays: input.dashaYearDays ?? 365.25 }),
  };
}
