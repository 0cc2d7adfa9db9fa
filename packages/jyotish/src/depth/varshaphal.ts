/**
 * Varshaphal (Tajika annual chart), first part: the sidereal solar return for a year of life, the annual chart at the
 * birth place, and Muntha.
 *
 * - Year of life N (N = 1 is the year from birth to the first birthday): the return is the moment, N − 1 sidereal years
 *   after birth, when the Sun's sidereal longitude (Lahiri, apparent, as the natal one) equals its natal value; found
 *   by Newton steps on the Sun's speed, to well under a second.
 * - Muntha: the natal lagna's sign advanced one sign per completed year (N − 1).
 */
import type { BirthChart } from '../astro/chart.js';
import { houses } from '../astro/houses.js';
import { grahaPositions, grahaPosition, GRAHAS, type Graha } from '../astro/positions.js';
import { formatLocalIso } from '../astro/time-zone.js';
import { isoUtcFromJd } from '../astro/julian.js';
import { JyotishError } from '../errors.js';
import { SIGN_NAMES, type SignName } from './jaimini.js';

const SIDEREAL_YEAR_DAYS = 365.256363;

/** Julian day (UT) of the sidereal solar return starting year of life `yearOfLife` (1 = birth). */
export function solarReturnJd(chart: BirthChart, yearOfLife: number): number {
  if (!Number.isInteger(yearOfLife) || yearOfLife < 1 || yearOfLife > 150) throw new JyotishError('INVALID_ARGUMENT', 'The year of life must be a whole number from 1 to 150.');
  const natal = chart.planets.Sun.lon;
  const opts = { ayanamsa: chart.ayanamsaSystem };
  let jd = chart.ut.jdUt + (yearOfLife - 1) * SIDEREAL_YEAR_DAYS;
  for (let i = 0; i < 8; i++) {
    const sun = grahaPosition('Sun', jd, opts);
    let d = natal - sun.lon;
    d = ((d + 540) % 360) - 180; // the short way round
    const step = d / sun.speed;
    jd += step;
    if (Math.abs(step) < 1e-7) break; // < 0.01 s
  }
  return jd;
}

export type Varshaphal = {
  yearOfLife: number;
  completedYears: number;
  returnJdUt: number;
  returnUtc: string;
  returnLocal: string;
  ascendant: { sign: SignName; lon: number; degInSign: number };
  planets: Record<Graha, { sign: SignName; degInSign: number; lon: number }>;
  muntha: { sign: SignName; houseFromAnnualLagna: number };
};

export function varshaphal(chart: BirthChart, yearOfLife: number): Varshaphal {
  const jd = solarReturnJd(chart, yearOfLife);
  const { lat, lon, timeZone } = chart.input;
  const h = houses(jd, lat, lon, chart.ayanamsaSystem);
  const p = grahaPositions(jd, { ayanamsa: chart.ayanamsaSystem, node: chart.node });
  const planets = {} as Varshaphal['planets'];
  for (const g of GRAHAS) planets[g] = { sign: SIGN_NAMES[Math.floor(p.planets[g].lon / 30)]!, degInSign: p.planets[g].lon % 30, lon: p.planets[g].lon };
  const ascSign = Math.floor(h.ascendant / 30);
  const munthaSign = (Math.floor(chart.ascendant.lon / 30) + yearOfLife - 1) % 12;
  return {
    yearOfLife,
    completedYears: yearOfLife - 1,
    returnJdUt: jd,
    returnUtc: isoUtcFromJd(jd).replace(/\.\d+Z$/, 'Z'),
    returnLocal: formatLocalIso(jd, timeZone),
    ascendant: { sign: SIGN_NAMES[ascSign]!, lon: h.ascendant, degInSign: h.ascendant % 30 },
    planets,
    muntha: { sign: SIGN_NAMES[munthaSign]!, houseFromAnnualLagna: ((munthaSign - ascSign + 12) % 12) + 1 },
  };
}

/** The `varshaphal` key of `jyotish depth --json --year-of-life N` (depth.md shape; the Tajika keys come from tajika.ts). */
export function varshaphalDepthJson(chart: BirthChart, yearOfLife: number, v: Varshaphal = varshaphal(chart, yearOfLife)) {
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    year_of_life: v.yearOfLife,
    completed_years: v.completedYears,
    return_utc: v.returnUtc,
    return_local: v.returnLocal,
    ascendant: { sign: v.ascendant.sign, lon: r4(v.ascendant.lon) },
    planets: Object.fromEntries(GRAHAS.map((g) => [g, { sign: v.planets[g].sign, deg_in_sign: r4(v.planets[g].degInSign) }])),
    muntha: { sign: v.muntha.sign },
  };
}

