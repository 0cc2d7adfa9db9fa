/** The twelve rashis (sidereal signs) with their names, lords, elements and qualities. */
import type { BilingualName, RashiNumber, SaptaGraha } from './types.js';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Quality = 'movable' | 'fixed' | 'dual';

export type RashiInfo = {
  /** 1..12 */
  number: RashiNumber;
  /** Sanskrit name in Latin script (`en`) and Devanagari (`hi`), e.g. Mesha / मेष. */
  name: BilingualName;
  /** Western equivalent, e.g. Aries. */
  western: string;
  lord: SaptaGraha;
  element: Element;
  /** Tatva name as used in the avakahada chakra, e.g. Agni / अग्नि. */
  tatva: BilingualName;
  /** Chara (movable), Sthira (fixed) or Dwiswabhava (dual). */
  quality: Quality;
  /** Odd signs are masculine, even signs feminine. */
  gender: 'male' | 'female';
};

const NAMES: Array<[string, string, string]> = [
  ['Mesha', 'मेष', 'Aries'], ['Vrishabha', 'वृषभ', 'Taurus'], ['Mithuna', 'मिथुन', 'Gemini'],
  ['Karka', 'कर्क', 'Cancer'], ['Simha', 'सिंह', 'Leo'], ['Kanya', 'कन्या', 'Virgo'],
  ['Tula', 'तुला', 'Libra'], ['Vrishchika', 'वृश्चिक', 'Scorpio'], ['Dhanu', 'धनु', 'Sagittarius'],
  ['Makara', 'मकर', 'Capricorn'], ['Kumbha', 'कुम्भ', 'Aquarius'], ['Meena', 'मीन', 'Pisces'],
];

/** Lords of the rashis 1..12 (index 0 = Mesha). */
export const RASHI_LORDS: readonly SaptaGraha[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const TATVAS: BilingualName[] = [
  { en: 'Agni', hi: 'अग्नि' }, { en: 'Prithvi', hi: 'पृथ्वी' }, { en: 'Vayu', hi: 'वायु' }, { en: 'Jal', hi: 'जल' },
];
const QUALITIES: Quality[] = ['movable', 'fixed', 'dual'];

/** Rashi table, index 0 = Mesha (1). */
export const RASHIS: readonly RashiInfo[] = NAMES.map(([en, hi, western], i) => ({
  number: i + 1,
  name: { en, hi },
  western,
  lord: RASHI_LORDS[i],
  element: ELEMENTS[i % 4],
  tatva: TATVAS[i % 4],
  quality: QUALITIES[i % 3],
  gender: i % 2 === 0 ? 'male' : 'female',
}));

/** Rashi info for sign number 1..12. */
export function rashiInfo(sign: RashiNumber): RashiInfo {
  return RASHIS[sign - 1];
}

/** Lord of sign number 1..12. */
export function rashiLord(sign: RashiNumber): SaptaGraha {
  return RASHI_LORDS[sign - 1];
}
