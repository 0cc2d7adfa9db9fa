/**
 * Kaal Sarp dosha: all seven planets (Sun … Saturn) hemmed on one side of the Rahu–Ketu axis.
 * Judged by longitude, not by sign: a planet in Rahu's or Ketu's sign but on the far side of the node breaks
 * the yoga. Planets all in the arc from Rahu forward (zodiacal order) to Ketu give the classic Kaal Sarp;
 * all in the arc from Ketu to Rahu give the reverse form, often called Kaal Amrit, reported as present too
 * with `direction` telling them apart. The type is named from Rahu's whole-sign house from the lagna.
 */
import { chartContext } from './chart-context.js';
import { SAPTA_GRAHAS } from './types.js';
import type { Placements, SaptaGraha, YogaResult } from './types.js';
import { joinEn, norm360, ordinal } from './zodiac.js';

/** Kaal Sarp types by Rahu's house 1..12 (index 0 = 1st house). */
export const KAAL_SARP_TYPES: readonly string[] = [
  'Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachur', 'Ghatak', 'Vishdhar', 'Sheshnag',
];

/** Hindi names of the Kaal Sarp types, same order. */
export const KAAL_SARP_TYPES_HI: readonly string[] = [
  'अनंत', 'कुलिक', 'वासुकि', 'शंखपाल', 'पद्म', 'महापद्म', 'तक्षक', 'कर्कोटक', 'शंखचूड़', 'घातक', 'विषधर', 'शेषनाग',
];

export type KaalSarpResult = YogaResult & {
  /** Type name by Rahu's house, when present. */
  type: string | null;
  rahuHouse: number;
  direction: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
  /** Planets outside the hemmed arc (when not present). */
  outside: SaptaGraha[];
};

/** Kaal Sarp dosha of a chart. */
export function kaalSarpDosha(placements: Placements): KaalSarpResult {
  const ctx = chartContext(placements);
  const rahu = ctx.lon.Rahu;
  const ketu = ctx.lon.Ketu;
  const arc = norm360(ketu - rahu); // 180 for the usual Ketu = Rahu + 180°
  const inRahuToKetu = SAPTA_GRAHAS.filter((g) => {
    const d = norm360(ctx.lon[g] - rahu);
    return d > 0 && d < arc;
  });
  const inKetuToRahu = SAPTA_GRAHAS.filter((g) => {
    const d = norm360(ctx.lon[g] - rahu);
    return d > arc && d < 360;
  });
  const rahuHouse = ctx.house.Rahu;
  const direction = inRahuToKetu.length === 7 ? 'rahu-to-ketu' : inKetuToRahu.length === 7 ? 'ketu-to-rahu' : null;
  const present = direction !== null;
  const type = present ? KAAL_SARP_TYPES[rahuHouse - 1] : null;
  const larger = inRahuToKetu.length >= inKetuToRahu.length ? inRahuToKetu : inKetuToRahu;
  const outside = present ? [] : SAPTA_GRAHAS.filter((g) => !larger.includes(g));
  const axis = `Rahu is in the ${ordinal(rahuHouse)} house and Ketu in the ${ordinal(ctx.house.Ketu)}`;
  const reason = present
    ? `${axis}; all seven planets lie between ${direction === 'rahu-to-ketu' ? 'Rahu and Ketu' : 'Ketu and Rahu (the reverse form, also called Kaal Amrit)'}, giving ${type} Kaal Sarp.`
    : `${axis}; ${joinEn(outside)} ${outside.length > 1 ? 'lie' : 'lies'} on the other side of the nodal axis, so the planets are not hemmed in.`;
  const nameHi = present ? `${KAAL_SARP_TYPES_HI[rahuHouse - 1]} कालसर्प दोष` : 'कालसर्प दोष';
  return { key: 'kaal_sarp', name: present ? `${type} Kaal Sarp Dosha` : 'Kaal Sarp Dosha', nameHi, present, reason, type, rahuHouse, direction, outside };
}
