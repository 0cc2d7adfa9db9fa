/**
 * Graha names, natural (naisargika) friendships and dignity tables (Parashara, BPHS).
 *
 * Convention for dignity: exaltation and debilitation are whole-sign, except where BPHS splits a sign:
 * Moon in Vrishabha 0–3° exalted, 3–30° moolatrikona; Mercury in Kanya 0–15° exalted, 15–20° moolatrikona,
 * 20–30° own. Otherwise moolatrikona degrees take precedence over own sign. Friendship is the natural
 * (permanent) one only; temporary (tatkalika) friendship is not combined.
 * Nodes: Rahu exalted in Vrishabha, Ketu in Vrishchika (debilitated in the opposite sign); Rahu owns Kumbha
 * and Ketu Vrishchika as co-lords; their friends Mercury, Venus, Saturn, enemies Sun, Moon, Mars, Jupiter neutral
 * (a common modern convention; texts differ).
 */
import type { BilingualName, Graha, RashiNumber } from './types.js';

/** Graha names in English and Hindi (Devanagari). */
export const GRAHA_NAMES: Readonly<Record<Graha, BilingualName & { sanskrit: string }>> = {
  Sun: { en: 'Sun', hi: 'सूर्य', sanskrit: 'Surya' },
  Moon: { en: 'Moon', hi: 'चन्द्र', sanskrit: 'Chandra' },
  Mars: { en: 'Mars', hi: 'मंगल', sanskrit: 'Mangal' },
  Mercury: { en: 'Mercury', hi: 'बुध', sanskrit: 'Budh' },
  Jupiter: { en: 'Jupiter', hi: 'गुरु', sanskrit: 'Guru' },
  Venus: { en: 'Venus', hi: 'शुक्र', sanskrit: 'Shukra' },
  Saturn: { en: 'Saturn', hi: 'शनि', sanskrit: 'Shani' },
  Rahu: { en: 'Rahu', hi: 'राहु', sanskrit: 'Rahu' },
  Ketu: { en: 'Ketu', hi: 'केतु', sanskrit: 'Ketu' },
};

export type Relation = 'friend' | 'neutral' | 'enemy';

const FRIENDS: Record<Graha, Graha[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
  Rahu: ['Mercury', 'Venus', 'Saturn'],
  Ketu: ['Mercury', 'Venus', 'Saturn'],
};
const ENEMIES: Record<Graha, Graha[]> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
  Rahu: ['Sun', 'Moon', 'Mars'],
  Ketu: ['Sun', 'Moon', 'Mars'],
};

/** Natural relation of `of` towards `towards` (one-way; a graha counts as its own friend). */
export function naturalRelation(of: Graha, towards: Graha): Relation {
  if (of === towards || FRIENDS[of].includes(towards)) return 'friend';
  return ENEMIES[of].includes(towards) ? 'enemy' : 'neutral';
}

/** Exaltation sign and exact degree of deep exaltation within it. */
export const EXALTATION: Readonly<Record<Graha, { sign: RashiNumber; deg: number }>> = {
  Sun: { sign: 1, deg: 10 },
  Moon: { sign: 2, deg: 3 },
  Mars: { sign: 10, deg: 28 },
  Mercury: { sign: 6, deg: 15 },
  Jupiter: { sign: 4, deg: 5 },
  Venus: { sign: 12, deg: 27 },
  Saturn: { sign: 7, deg: 20 },
  Rahu: { sign: 2, deg: 20 },
  Ketu: { sign: 8, deg: 20 },
};

/** Debilitation sign: the 7th from the exaltation sign. */
export function debilitationSign(g: Graha): RashiNumber {
  return ((EXALTATION[g].sign + 5) % 12) + 1;
}

/** Moolatrikona sign and degree range [from, to) within it; nodes have none here. */
export const MOOLATRIKONA: Readonly<Partial<Record<Graha, { sign: RashiNumber; from: number; to: number }>>> = {
  Sun: { sign: 5, from: 0, to: 20 },
  Moon: { sign: 2, from: 3, to: 30 },
  Mars: { sign: 1, from: 0, to: 12 },
  Mercury: { sign: 6, from: 15, to: 20 },
  Jupiter: { sign: 9, from: 0, to: 10 },
  Venus: { sign: 7, from: 0, to: 15 },
  Saturn: { sign: 11, from: 0, to: 20 },
};

/** Signs owned by each graha (nodes as co-lords: Rahu Kumbha, Ketu Vrishchika). */
export const OWN_SIGNS: Readonly<Record<Graha, RashiNumber[]>> = {
  Sun: [5],
  Moon: [4],
  Mars: [1, 8],
  Mercury: [3, 6],
  Jupiter: [9, 12],
  Venus: [2, 7],
  Saturn: [10, 11],
  Rahu: [11],
  Ketu: [8],
};

/** Natural benefics (Jupiter, Venus, Mercury, Moon) — Moon and Mercury treated as benefic unconditionally here. */
export const NATURAL_BENEFICS: readonly Graha[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];
