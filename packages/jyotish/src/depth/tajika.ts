/**
 * Varshaphal (Tajika), second part: the five office bearers and the year lord, Pancha-vargiya bala, and the mudda
 * (varsha Vimshottari) dasha. Conventions, stated because the sources differ (Tajika Neelakanthi, B.V. Raman's
 * "Varshaphal", P.V.R. Narasimha Rao's notes):
 *
 * - Office bearers (pancha adhikaris): the lord of Muntha's sign, of the natal lagna's sign, of the annual lagna's sign,
 *   the tri-rashi lord of the annual lagna (by day or by night) and the dina-ratri lord (the lord of the Sun's sign in a
 *   day return, of the Moon's sign in a night return). Day and night: the Sun above or below the horizon at the return,
 *   read from the annual chart (the Sun between the 7th cusp and the ascendant, going forward, is above).
 * - Year lord: among the office bearers that aspect the annual lagna with a Tajika aspect (from their sign, the lagna
 *   in the 1st, 3rd, 4th, 5th, 7th, 9th, 10th or 11th), the strongest by Pancha-vargiya bala; if none aspects it, the
 *   strongest of all five. Equal strength goes to the earlier in the order above (Muntha lord first). Rahu and Ketu are
 *   never office bearers.
 * - Pancha-vargiya bala (out of 20): (sign + exaltation + hadda + drekkana + navamsa) / 4, with sign 30, hadda 15,
 *   drekkana 10, navamsa 5 for own sign (or exaltation for the sign), ¾ of that for a friend's, ½ for a neutral's,
 *   ¼ for an enemy's (natural relations); exaltation 20 at the deep exaltation point down to 0 at the deep debilitation.
 *   The haddas are the Egyptian terms Tajika uses.
 * - Mudda dasha (Raman): the Vimshottari lords in the order Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu,
 *   Venus with 18, 30, 21, 54, 48, 57, 51, 21, 60 parts of a 360-part year. The year starts with the natal Moon's
 *   nakshatra lord advanced one place per completed year, with the balance the natal Moon left in its nakshatra (so the
 *   first period began before the return); the year is the actual one, from this return to the next.
 *   PyJHora (the reference) advances the lord by adding the completed years to its internal planet number instead of
 *   its place in this order, so its first lord differs from Raman's in most charts; we follow Raman.
 */
import type { BirthChart } from '../astro/chart.js';
import type { Graha } from '../astro/positions.js';
import { formatLocalIso } from '../astro/time-zone.js';
import { vargaSign } from '../vedic/divisional.js';
import { EXALTATION, naturalRelation, OWN_SIGNS } from '../vedic/grahas.js';
import { RASHI_LORDS } from '../vedic/rashis.js';
import { solarReturnJd, varshaphal, type Varshaphal } from './varshaphal.js';
import { SIGN_NAMES } from './jaimini.js';
import { tajikaExtrasJson } from './tajika-yogas.js';

export const SAPTA: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const TRI_RASHI_DAY: readonly Graha[] = ['Sun', 'Venus', 'Saturn', 'Venus', 'Jupiter', 'Moon', 'Mercury', 'Mars', 'Saturn', 'Mars', 'Jupiter', 'Moon'];
const TRI_RASHI_NIGHT: readonly Graha[] = ['Jupiter', 'Moon', 'Mercury', 'Mars', 'Sun', 'Venus', 'Saturn', 'Venus', 'Saturn', 'Mars', 'Jupiter', 'Moon'];
// Egyptian terms (haddas): per sign, [lord, up to degree]
const HADDA: ReadonlyArray<ReadonlyArray<[Graha, number]>> = [
  [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Mars', 26], ['Saturn', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
];

const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);

/** 1 in own sign, ¾ friend's, ½ neutral's, ¼ enemy's (natural relation with the sign's lord). */
function dignityFactor(g: Graha, sign: number, exaltationCounts: boolean): number {
  if (OWN_SIGNS[g].includes((sign + 1) as never) || (exaltationCounts && EXALTATION[g].sign - 1 === sign)) return 1;
  const rel = naturalRelation(g, RASHI_LORDS[sign]!);
  return rel === 'friend' ? 0.75 : rel === 'neutral' ? 0.5 : 0.25;
}

export type PanchaVargiya = { sign: number; exaltation: number; hadda: number; drekkana: number; navamsa: number; total: number };

/** Pancha-vargiya bala of a graha at sidereal longitude `lon`. */
export function panchaVargiyaBala(g: Graha, lon: number): PanchaVargiya {
  const sign = signOf(lon);
  const deg = lon - sign * 30;
  const deep = (EXALTATION[g].sign - 1) * 30 + EXALTATION[g].deg;
  let fromDebilitation = Math.abs((((lon - deep + 180) % 360) + 360) % 360);
  if (fromDebilitation > 180) fromDebilitation = 360 - fromDebilitation;
  const haddaLord = HADDA[sign]!.find(([, upTo]) => deg < upTo)?.[0] ?? HADDA[sign]![4]![0];
  const haddaFactor = haddaLord === g ? 1 : naturalRelation(g, haddaLord) === 'friend' ? 0.75 : naturalRelation(g, haddaLord) === 'neutral' ? 0.5 : 0.25;
  const parts = {
    sign: 30 * dignityFactor(g, sign, true),
    exaltation: (fromDebilitation / 180) * 20,
    hadda: 15 * haddaFactor,
    drekkana: 10 * dignityFactor(g, vargaSign(lon, 3) - 1, false),
    navamsa: 5 * dignityFactor(g, vargaSign(lon, 9) - 1, false),
  };
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return { sign: r2(parts.sign), exaltation: r2(parts.exaltation), hadda: r2(parts.hadda), drekkana: r2(parts.drekkana), navamsa: r2(parts.navamsa), total: r2((parts.sign + parts.exaltation + parts.hadda + parts.drekkana + parts.navamsa) / 4) };
}

export type OfficeBearer = { office: 'muntha_lord' | 'janma_lagna_lord' | 'varsha_lagna_lord' | 'tri_rashi_lord' | 'dina_ratri_lord'; graha: Graha };

export type YearLord = {
  dayReturn: boolean;
  officeBearers: OfficeBearer[];
  strengths: Partial<Record<Graha, PanchaVargiya>>;
  aspecting: Graha[];
  yearLord: Graha;
  reason: string;
};

/** Does a graha in sign `from` cast a Tajika aspect on sign `to` (the 1st, 3rd, 4th, 5th, 7th, 9th, 10th or 11th)? */
export function tajikaAspects(from: number, to: number): boolean {
  return [1, 3, 4, 5, 7, 9, 10, 11].includes(((to - from + 12) % 12) + 1);
}

export function yearLord(chart: BirthChart, v: Varshaphal): YearLord {
  const ascSign = signOf(v.ascendant.lon);
  const sun = v.planets.Sun.lon;
  const dayReturn = (((sun - v.ascendant.lon) % 360) + 360) % 360 > 180;
  const munthaSign = SIGN_NAMES.indexOf(v.muntha.sign);
  const officeBearers: OfficeBearer[] = [
    { office: 'muntha_lord', graha: RASHI_LORDS[munthaSign]! },
    { office: 'janma_lagna_lord', graha: RASHI_LORDS[signOf(chart.ascendant.lon)]! },
    { office: 'varsha_lagna_lord', graha: RASHI_LORDS[ascSign]! },
    { office: 'tri_rashi_lord', graha: (dayReturn ? TRI_RASHI_DAY : TRI_RASHI_NIGHT)[ascSign]! },
    { office: 'dina_ratri_lord', graha: RASHI_LORDS[signOf(dayReturn ? sun : v.planets.Moon.lon)]! },
  ];
  const candidates = [...new Set(officeBearers.map((o) => o.graha))];
  const strengths: Partial<Record<Graha, PanchaVargiya>> = {};
  for (const g of candidates) strengths[g] = panchaVargiyaBala(g, v.planets[g].lon);
  const aspecting = candidates.filter((g) => tajikaAspects(signOf(v.planets[g].lon), ascSign));
  const pool = aspecting.length > 0 ? aspecting : candidates;
  const best = pool.reduce((a, b) => (strengths[b]!.total > strengths[a]!.total ? b : a));
  const reason = aspecting.length > 0
    ? `${best} is the strongest (Pancha-vargiya bala ${strengths[best]!.total}) of the office bearers that aspect the annual lagna (${aspecting.join(', ')})`
    : `no office bearer aspects the annual lagna; ${best} is the strongest of them (Pancha-vargiya bala ${strengths[best]!.total})`;
  return { dayReturn, officeBearers, strengths, aspecting, yearLord: best, reason };
}

const MUDDA_ORDER: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
const MUDDA_PARTS: Readonly<Record<string, number>> = { Sun: 18, Moon: 30, Mars: 21, Rahu: 54, Jupiter: 48, Saturn: 57, Mercury: 51, Ketu: 21, Venus: 60 };
const VIMSHOTTARI_FROM_ASHWINI: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

export type MuddaPeriod = { lord: Graha; startJdUt: number; startLocal: string; days: number };

/** The mudda dasha of year of life `yearOfLife`: nine periods, the first begun before the return by the natal balance. */
export function muddaDasha(chart: BirthChart, yearOfLife: number, start = solarReturnJd(chart, yearOfLife)): MuddaPeriod[] {
  const yearDays = solarReturnJd(chart, yearOfLife + 1) - start;
  const span = 360 / 27;
  const moon = chart.planets.Moon.lon;
  const nak = Math.floor(moon / span);
  const natalLord = VIMSHOTTARI_FROM_ASHWINI[nak % 9]!;
  const first = (MUDDA_ORDER.indexOf(natalLord) + yearOfLife - 1) % 9;
  const elapsedFraction = (moon - nak * span) / span;
  const dayOf = (g: Graha) => (MUDDA_PARTS[g]! * yearDays) / 360;
  let jd = start - elapsedFraction * dayOf(MUDDA_ORDER[first]!);
  const out: MuddaPeriod[] = [];
  for (let i = 0; i < 9; i++) {
    const lord = MUDDA_ORDER[(first + i) % 9]!;
    out.push({ lord, startJdUt: jd, startLocal: formatLocalIso(jd, chart.input.timeZone), days: dayOf(lord) });
    jd += dayOf(lord);
  }
  return out;
}

/** The Tajika keys of the depth JSON's `varshaphal`. */
export function tajikaDepthJson(chart: BirthChart, yearOfLife: number, v: Varshaphal = varshaphal(chart, yearOfLife)) {
  const y = yearLord(chart, v);
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    day_return: y.dayReturn,
    office_bearers: Object.fromEntries(y.officeBearers.map((o) => [o.office, o.graha])),
    pancha_vargiya_bala: Object.fromEntries(Object.entries(y.strengths).map(([g, s]) => [g, s!.total])),
    year_lord: y.yearLord,
    year_lord_aspecting: y.aspecting,
    year_lord_reason: y.reason,
    mudda_dasha: muddaDasha(chart, yearOfLife, v.returnJdUt).map((p) => ({ lord: p.lord, start_local: p.startLocal.replace('T', ' ').slice(0, 19), days: r4(p.days) })),
    ...tajikaExtrasJson(v, y.dayReturn),
  };
}
