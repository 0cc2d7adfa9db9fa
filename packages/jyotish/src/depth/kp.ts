/**
 * Krishnamurti Paddhati beyond the lords: four-level significators, ruling planets, and horary from a number 1–249.
 *
 * - Occupancy is by the KP (Placidus, KP ayanamsa) cusps: a planet belongs to the house whose cusp it has passed.
 * - Significators of a house, strongest first (the standard KP order): (1) planets in the star of its occupants,
 *   (2) its occupants, (3) planets in the star of its lord, (4) its lord (the sign lord of its cusp).
 *   Rahu and Ketu also act as agents: a node signifies at the same level what the lord of the sign it sits in does.
 * - Ruling planets at a moment and place: the ascendant's sign, star and sub lords, the Moon's sign, star and sub
 *   lords, and the lord of the weekday (which begins at sunrise).
 * - Horary (prashna): the 249 numbers are the 243 subs of the zodiac with the 6 subs that straddle a sign boundary split
 *   in two. The number's starting longitude becomes the ascendant: the cusps are those of the sidereal time at which
 *   that longitude rises at the place (found by search), with the planets as they are at the moment of the question.
 */
import { ayanamsa } from '../astro/ayanamsa.js';
import { kpLords } from '../astro/kp.js';
import { ascFromArmc, mcFromArmc, placidusCusps, tropicalAngles } from '../astro/houses.js';
import { grahaPositions, GRAHAS, type Graha } from '../astro/positions.js';
import { localPartsFromJd } from '../astro/time-zone.js';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type DashaLord } from '../dasha/vimshottari.js';
import { JyotishError } from '../errors.js';
import { panchangDay } from '../panchang/day.js';
import { RASHI_LORDS } from '../vedic/rashis.js';

/** sign lords, Aries first */
const LORD: readonly Graha[] = RASHI_LORDS;
const WEEKDAY_LORD: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const norm = (x: number) => ((x % 360) + 360) % 360;
const signOf = (lon: number) => Math.floor(norm(lon) / 30);

export type KpChart = { cusps: number[]; planets: Record<Graha, number> };

/** House (1..12) of a longitude among KP cusps. */
export function kpHouseOf(cusps: number[], lon: number): number {
  for (let h = 0; h < 12; h++) {
    const start = cusps[h]!;
    const span = norm(cusps[(h + 1) % 12]! - start);
    if (norm(lon - start) < span) return h + 1;
  }
  return 12;
}

export type HouseSignificators = { house: number; levels: [Graha[], Graha[], Graha[], Graha[]]; all: Graha[] };

export function kpSignificators(chart: KpChart): { houses: HouseSignificators[]; planets: Record<Graha, number[]> } {
  const star = (g: Graha) => kpLords(chart.planets[g]).starLord as Graha;
  const occupants = (h: number) => GRAHAS.filter((g) => kpHouseOf(chart.cusps, chart.planets[g]) === h);
  const nodeAgents = (list: Graha[]) => (['Rahu', 'Ketu'] as Graha[]).filter((n) => !list.includes(n) && list.includes(LORD[signOf(chart.planets[n])]!));
  const houses = Array.from({ length: 12 }, (_, i): HouseSignificators => {
    const h = i + 1;
    const occ = occupants(h);
    const lord = LORD[signOf(chart.cusps[i]!)]!;
    const l1 = GRAHAS.filter((g) => occ.includes(star(g)));
    const l3 = GRAHAS.filter((g) => star(g) === lord);
    const levels = [l1, occ, l3, [lord]].map((l) => [...l, ...nodeAgents(l)]) as HouseSignificators['levels'];
    const all: Graha[] = [];
    for (const l of levels) for (const g of l) if (!all.includes(g)) all.push(g);
    return { house: h, levels, all };
  });
  const planets = {} as Record<Graha, number[]>;
  for (const g of GRAHAS) planets[g] = houses.filter((x) => x.all.includes(g)).map((x) => x.house);
  return { houses, planets };
}

/** The KP chart of a moment and place (KP ayanamsa, Placidus; true nodes). */
export function kpChartAt(jdUt: number, lat: number, lon: number): KpChart {
  const ay = ayanamsa(jdUt, 'kp');
  const a = tropicalAngles(jdUt, lat, lon);
  const cusps = placidusCusps(a, lat).cusps.map((c) => norm(c - ay));
  const p = grahaPositions(jdUt, { ayanamsa: 'kp', node: 'true' });
  const planets = {} as Record<Graha, number>;
  for (const g of GRAHAS) planets[g] = p.planets[g].lon;
  return { cusps, planets };
}

export type RulingPlanets = {
  ascendant: { sign: Graha; star: DashaLord; sub: DashaLord };
  moon: { sign: Graha; star: DashaLord; sub: DashaLord };
  day: Graha;
  /** distinct, strongest first (day lord, then ascendant's and Moon's star, sign and sub lords) */
  list: Graha[];
};

export function rulingPlanets(input: { jdUt: number; lat: number; lon: number; timeZone: string }): RulingPlanets {
  const c = kpChartAt(input.jdUt, input.lat, input.lon);
  const asc = kpLords(c.cusps[0]!);
  const moon = kpLords(c.planets.Moon);
  // the Vedic day runs from sunrise to sunrise
  const parts = localPartsFromJd(input.jdUt, input.timeZone);
  const date = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  const today = panchangDay({ date, lat: input.lat, lon: input.lon, timeZone: input.timeZone });
  const beforeSunrise = today.sunrise !== null && input.jdUt < today.sunrise.jd;
  const day = WEEKDAY_LORD[(today.vaar.number + (beforeSunrise ? 6 : 0)) % 7]!;
  const r: RulingPlanets = {
    ascendant: { sign: LORD[signOf(c.cusps[0]!)]!, star: asc.starLord, sub: asc.subLord },
    moon: { sign: LORD[signOf(c.planets.Moon)]!, star: moon.starLord, sub: moon.subLord },
    day,
    list: [],
  };
  for (const g of [day, r.ascendant.star, r.ascendant.sign, r.moon.star, r.moon.sign, r.ascendant.sub, r.moon.sub] as Graha[]) if (!r.list.includes(g)) r.list.push(g);
  return r;
}

export type HoraryRow = { number: number; start: number; end: number; sign: number; star: DashaLord; sub: DashaLord };

/** The 249 KP horary numbers. */
export const KP_HORARY_TABLE: readonly HoraryRow[] = (() => {
  const rows: HoraryRow[] = [];
  const nak = 360 / 27;
  for (let n = 0; n < 27; n++) {
    const star = VIMSHOTTARI_ORDER[n % 9]!;
    const i0 = VIMSHOTTARI_ORDER.indexOf(star);
    let at = n * nak;
    for (let k = 0; k < 9; k++) {
      const sub = VIMSHOTTARI_ORDER[(i0 + k) % 9]!;
      const end = at + (nak * VIMSHOTTARI_YEARS[sub]) / 120;
      const boundary = Math.ceil(at / 30 - 1e-9) * 30;
      if (boundary > at + 1e-9 && boundary < end - 1e-9) {
        rows.push({ number: 0, start: at, end: boundary, sign: signOf(at), star, sub });
        rows.push({ number: 0, start: boundary, end, sign: signOf(boundary), star, sub });
      } else rows.push({ number: 0, start: at, end, sign: signOf(at), star, sub });
      at = end;
    }
  }
  return rows.map((r, i) => ({ ...r, number: i + 1 }));
})();

/** The ARMC at which `tropicalLon` rises at `lat` (0..360), by bisection on the ascendant. */
function armcRising(tropicalLon: number, eps: number, lat: number): number {
  const ascAt = (armc: number) => {
    let asc = ascFromArmc(armc, eps, lat);
    const mc = mcFromArmc(armc, eps);
    if (norm(asc - mc) > 180) asc = norm(asc + 180);
    return asc;
  };
  // the ascendant runs once round the zodiac as the ARMC does: scan, then refine
  let best = 0;
  let bestErr = 400;
  for (let a = 0; a < 360; a += 1) {
    const e = Math.abs(((ascAt(a) - tropicalLon + 540) % 360) - 180);
    if (e < bestErr) { bestErr = e; best = a; }
  }
  let lo = best - 1;
  let hi = best + 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const d = ((ascAt(mid) - tropicalLon + 540) % 360) - 180;
    if (d < 0) lo = mid; else hi = mid;
  }
  return norm((lo + hi) / 2);
}

export function kpHorary(input: { number: number; jdUt: number; lat: number; lon: number; timeZone: string }) {
  if (!Number.isInteger(input.number) || input.number < 1 || input.number > 249) throw new JyotishError('INVALID_ARGUMENT', 'A KP horary number is a whole number from 1 to 249.');
  if (Math.abs(input.lat) >= 66) throw new JyotishError('INVALID_ARGUMENT', 'KP horary needs Placidus cusps, which do not exist beyond 66° of latitude.');
  const row = KP_HORARY_TABLE[input.number - 1]!;
  const ay = ayanamsa(input.jdUt, 'kp');
  const eps = tropicalAngles(input.jdUt, input.lat, input.lon).obliquity;
  const armc = armcRising(norm(row.start + ay + 1e-7), eps, input.lat);
  const mc = mcFromArmc(armc, eps);
  const cusps = placidusCusps({ armc, obliquity: eps, ascendant: norm(row.start + ay + 1e-7), mc }, input.lat).cusps.map((c) => norm(c - ay));
  const moment = kpChartAt(input.jdUt, input.lat, input.lon);
  const chart: KpChart = { cusps, planets: moment.planets };
  return { row, chart, significators: kpSignificators(chart), rulingPlanets: rulingPlanets(input) };
}
