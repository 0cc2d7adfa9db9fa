/**
 * Avasthas (planetary states) judged standard here:
 * - Baaladi (age): the sign in five 6° parts — Bala (infant), Kumara (youth), Yuva (adult), Vriddha (old),
 *   Mrita (dead) in odd signs; reversed in even signs.
 * - Jagradadi (alertness): Jagrat (awake) in own sign or exaltation, Swapna (dreaming) in a friendly or neutral
 *   sign, Sushupti (asleep) in an enemy sign or debilitation. Moolatrikona counts as own.
 */
import type { Dignity } from './dignity.js';
import type { BilingualName, RashiNumber } from './types.js';

export type BaaladiAvastha = 'Bala' | 'Kumara' | 'Yuva' | 'Vriddha' | 'Mrita';
export type JagradadiAvastha = 'Jagrat' | 'Swapna' | 'Sushupti';

const BAALADI: BaaladiAvastha[] = ['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita'];
/** Hindi names of the avasthas. */
export const AVASTHA_HI: Readonly<Record<BaaladiAvastha | JagradadiAvastha, string>> = {
  Bala: 'बाल', Kumara: 'कुमार', Yuva: 'युवा', Vriddha: 'वृद्ध', Mrita: 'मृत',
  Jagrat: 'जाग्रत', Swapna: 'स्वप्न', Sushupti: 'सुषुप्ति',
};

/** Baaladi avastha from the sign (1..12) and degrees within it, [0, 30). */
export function baaladiAvastha(sign: RashiNumber, degInSign: number): BaaladiAvastha {
  const part = Math.min(4, Math.floor(degInSign / 6));
  return BAALADI[sign % 2 === 1 ? part : 4 - part];
}

/** Jagradadi avastha from the dignity. */
export function jagradadiAvastha(dignity: Dignity): JagradadiAvastha {
  if (dignity === 'own' || dignity === 'exalted' || dignity === 'moolatrikona') return 'Jagrat';
  if (dignity === 'friendly' || dignity === 'neutral') return 'Swapna';
  return 'Sushupti';
}

/** Bilingual label of an avastha. */
export function avasthaName(a: BaaladiAvastha | JagradadiAvastha): BilingualName {
  return { en: a, hi: AVASTHA_HI[a] };
}
