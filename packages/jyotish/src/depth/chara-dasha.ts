/**
 * Chara dasha, K.N. Rao's method (the one most software follows; PyJHora's default):
 * - the first dasha is the lagna's sign; the dashas go forward through the zodiac when the 9th sign from the lagna is
 *   one of Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius (the savya group), backward otherwise;
 * - a sign's years: count from the sign to its lord (forward for a savya sign, backward for the others), less one;
 *   a lord in its own sign gives 12; an exalted lord adds a year and a debilitated one takes a year away (K.N. Rao;
 *   Rahu exalted in Gemini and Ketu in Sagittarius, as PyJHora: with Taurus/Scorpio 165 of 168 years agree, with these 166);
 *   Scorpio and Aquarius take their stronger lord (as for arudhas, see jaimini.ts);
 * - the first cycle starts at birth (no balance), years of 365.256363 days (sidereal), each mahadasha split into 12
 *   antardashas of equal length going the same way from the next sign.
 */
import type { BirthChart } from '../astro/chart.js';
import type { Graha } from '../astro/positions.js';
import { formatLocalIso } from '../astro/time-zone.js';
import { EXALTATION } from '../vedic/grahas.js';
import { arudhaLord, SIGN_NAMES, type SignName } from './jaimini.js';

const SAVYA = new Set([0, 1, 2, 6, 7, 8]);
// exaltation signs (0 = Aries) from the engine's table, with the nodes as K.N. Rao and PyJHora take them for chara dasha
const EXALTED: Partial<Record<Graha, number>> = { ...Object.fromEntries(Object.entries(EXALTATION).map(([g, e]) => [g, e.sign - 1])), Rahu: 2, Ketu: 8 };
const YEAR_DAYS = 365.256363;
const signIndex = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);

export type CharaPeriod = { sign: SignName; years: number; startJd: number; endJd: number; start: string; antardashas?: CharaPeriod[] };

/** Years of one sign's mahadasha. */
export function charaYears(chart: BirthChart, sign: number, opts: { exaltation?: boolean } = {}): number {
  const lord = arudhaLord(chart, sign);
  const at = signIndex(chart.planets[lord].lon);
  const count = SAVYA.has(sign) ? (at - sign + 12) % 12 : (sign - at + 12) % 12; // steps, 0 = own sign
  let years = count === 0 ? 12 : count;
  if (opts.exaltation !== false) {
    if (EXALTED[lord] === at) years += 1;
    else if (EXALTED[lord] !== undefined && (EXALTED[lord]! + 6) % 12 === at) years -= 1;
  }
  return years;
}

export function charaDasha(chart: BirthChart, opts: { cycles?: 1 | 2; levels?: 1 | 2; exaltation?: boolean } = {}): { forward: boolean; periods: CharaPeriod[] } {
  const lagna = signIndex(chart.ascendant.lon);
  const forward = SAVYA.has((lagna + 8) % 12);
  const step = forward ? 1 : -1;
  const tz = chart.input.timeZone;
  const periods: CharaPeriod[] = [];
  let jd = chart.ut.jdUt;
  for (let i = 0; i < 12 * (opts.cycles ?? 1); i++) {
    const sign = (((lagna + step * i) % 12) + 12) % 12;
    const years = i < 12 ? charaYears(chart, sign, opts) : 12 - charaYears(chart, sign, opts); // second cycle: 12 − first
    const endJd = jd + years * YEAR_DAYS;
    const p: CharaPeriod = { sign: SIGN_NAMES[sign]!, years, startJd: jd, endJd, start: formatLocalIso(jd, tz) };
    if ((opts.levels ?? 2) === 2 && years > 0) {
      const part = (endJd - jd) / 12;
      p.antardashas = Array.from({ length: 12 }, (_, k) => {
        const s = (((sign + step * (k + 1)) % 12) + 12) % 12;
        const a = jd + k * part;
        return { sign: SIGN_NAMES[s]!, years: years / 12, startJd: a, endJd: a + part, start: formatLocalIso(a, tz) };
      });
    }
    periods.push(p);
    jd = endJd;
  }
  return { forward, periods };
}

/** The first 12 mahadashas' antardashas (each 1/12 of its mahadasha), for pages and reports. */
export function charaAntardashasJson(chart: BirthChart) {
  return charaDasha(chart, { levels: 2 }).periods.map((p) => ({ sign: p.sign, antardashas: (p.antardashas ?? []).map((a) => ({ sign: a.sign, start_local: a.start.replace('T', ' ').slice(0, 19) })) }));
}

/** `chara_dasha` of `jyotish depth --json`: the first 12 mahadashas. */
export function charaDashaDepthJson(chart: BirthChart) {
  return charaDasha(chart, { levels: 1 }).periods.map((p) => ({ sign: p.sign, years: p.years, start_local: p.start.replace('T', ' ').slice(0, 19) }));
}
