/**
 * Jaimini basics: chara karakas, arudha padas (with the arudha lagna and the upapada) and karakamsa.
 *
 * Conventions (stated because the schools differ):
 * - Chara karakas rank the grahas by degrees travelled in their sign. The 8-karaka scheme (BPHS, as Jagannatha Hora
 *   and PyJHora) counts Rahu too, as 30° − its degrees (it moves backwards); the 7-karaka scheme leaves Rahu out and has
 *   no pitrikaraka. Ties (equal to a hundredth of a second of arc) go to the graha earlier in Sun…Saturn, Rahu order;
 *   the report flags planets closer than 0.1°, where the karaka is too close to call.
 * - Arudha of a house: count from the house's sign to its lord, as many again from the lord; when that lands in the
 *   house itself or the 7th from it, take the 10th from there (BPHS). Scorpio and Aquarius have two lords (Mars/Ketu,
 *   Saturn/Rahu): the stronger is used — the one with more grahas beside it; on a tie the one not in the sign itself
 *   (the lord away from home "carries" the house); then the graha rather than the node.
 */
import type { BirthChart } from '../astro/chart.js';
import type { Graha } from '../astro/positions.js';
import { RASHI_LORDS } from '../vedic/rashis.js';

export const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
export type SignName = (typeof SIGN_NAMES)[number];

const KARAKAS_8 = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'pitrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
const KARAKAS_7 = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
export type KarakaName = (typeof KARAKAS_8)[number];
const ORDER: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];
/** sign lords, Aries first */
const LORD: readonly Graha[] = RASHI_LORDS;

const signIndex = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30); // 0 = Aries
const degInSign = (lon: number) => (((lon % 360) + 360) % 360) % 30;

export type CharaKarakas = {
  scheme: 7 | 8;
  karakas: Partial<Record<KarakaName, Graha>>;
  /** degrees in sign used for the ranking (Rahu: 30° − its degrees) */
  degrees: Partial<Record<Graha, number>>;
  /** pairs of grahas within 0.1° of each other: their order may flip with a small change of birth time */
  closeCalls: Array<[Graha, Graha]>;
};

export function charaKarakas(chart: BirthChart, scheme: 7 | 8 = 8): CharaKarakas {
  const grahas = scheme === 8 ? ORDER : ORDER.slice(0, 7);
  const degrees: Partial<Record<Graha, number>> = {};
  for (const g of grahas) degrees[g] = g === 'Rahu' ? 30 - degInSign(chart.planets.Rahu.lon) : degInSign(chart.planets[g].lon);
  const ranked = [...grahas].sort((a, b) => degrees[b]! - degrees[a]! || grahas.indexOf(a) - grahas.indexOf(b));
  const names = scheme === 8 ? KARAKAS_8 : KARAKAS_7;
  const karakas: Partial<Record<KarakaName, Graha>> = {};
  names.forEach((k, i) => { karakas[k] = ranked[i]!; });
  const closeCalls: Array<[Graha, Graha]> = [];
  for (let i = 1; i < ranked.length; i++) if (degrees[ranked[i - 1]!]! - degrees[ranked[i]!]! < 0.1) closeCalls.push([ranked[i - 1]!, ranked[i]!]);
  return { scheme, karakas, degrees, closeCalls };
}

/** The lord of a sign (0 = Aries) used for arudhas: for Scorpio and Aquarius the stronger of the two. */
export function arudhaLord(chart: BirthChart, sign: number, coLords = true): Graha {
  if (!coLords) return LORD[sign]!;
  const co: Partial<Record<number, [Graha, Graha]>> = { 7: ['Mars', 'Ketu'], 10: ['Saturn', 'Rahu'] };
  const pair = co[sign];
  if (!pair) return LORD[sign]!;
  const where = (g: Graha) => signIndex(chart.planets[g].lon);
  const company = (g: Graha) => (Object.keys(chart.planets) as Graha[]).filter((o) => o !== g && where(o) === where(g)).length;
  const [a, b] = pair;
  if (company(a) !== company(b)) return company(a) > company(b) ? a : b;
  const aHome = where(a) === sign;
  const bHome = where(b) === sign;
  if (aHome !== bHome) return aHome ? b : a;
  // still equal: the graha rather than the node (Mars for Scorpio, Saturn for Aquarius)
  return a;
}

/** The arudha (pada) of the house whose sign is `sign` (0 = Aries), as a sign index. */
export function arudhaOfSign(chart: BirthChart, sign: number, coLords = true): number {
  const lordSign = signIndex(chart.planets[arudhaLord(chart, sign, coLords)].lon);
  const n = (lordSign - sign + 12) % 12; // steps from the house to its lord
  let pada = (lordSign + n) % 12;
  if (pada === sign || pada === (sign + 6) % 12) pada = (pada + 9) % 12; // the 10th from there
  return pada;
}

export type ArudhaPadas = { lagna: SignName; upapada: SignName; houses: Array<{ house: number; sign: SignName }> };

export function arudhaPadas(chart: BirthChart, coLords = true): ArudhaPadas {
  const asc = signIndex(chart.ascendant.lon);
  const houses = Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: SIGN_NAMES[arudhaOfSign(chart, (asc + i) % 12, coLords)]! }));
  return { lagna: houses[0]!.sign, upapada: houses[11]!.sign, houses };
}

/** Karakamsa: the atmakaraka's navamsa sign, and that sign's house counted from the rasi lagna. */
export function karakamsa(chart: BirthChart, scheme: 7 | 8 = 8): { atmakaraka: Graha; sign: SignName; houseFromLagna: number } {
  const ak = charaKarakas(chart, scheme).karakas.atmakaraka!;
  const lon = chart.planets[ak].lon;
  const navamsa = Math.floor(lon / (30 / 9)) % 12;
  return { atmakaraka: ak, sign: SIGN_NAMES[navamsa]!, houseFromLagna: ((navamsa - signIndex(chart.ascendant.lon) + 12) % 12) + 1 };
}

/** The Jaimini keys of `jyotish depth --json` (shape of ../shared/refdata/depth.md). */
export function jaiminiDepthJson(chart: BirthChart) {
  const a = arudhaPadas(chart);
  return {
    chara_karakas: charaKarakas(chart, 8).karakas,
    chara_karakas_7: charaKarakas(chart, 7).karakas,
    arudha_lagna: { sign: a.lagna },
    upapada: { sign: a.upapada },
    bhava_arudhas: a.houses,
    karakamsa: karakamsa(chart),
  };
}
