/**
 * Letter values of the two systems and name cleaning.
 * Pythagorean: A–I = 1–9, then J = 1 ... in order. Chaldean (after Cheiro): values 1–8 by sound, 9 never given
 * to a letter. Vowels are A, E, I, O, U; Y counts as a consonant in both systems (a fixed, documented rule rather
 * than guessing how it is pronounced).
 */
import { transliterateDevanagari } from '../places/devanagari.js';
import { NumerologyError } from './errors.js';

export type NumerologySystem = 'pythagorean' | 'chaldean';

const CHALDEAN: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 8, G: 3, H: 5, I: 1, J: 1, K: 2, L: 3, M: 4,
  N: 5, O: 7, P: 8, Q: 1, R: 2, S: 3, T: 4, U: 6, V: 6, W: 6, X: 5, Y: 1, Z: 7,
};

/** Value of an upper-case letter A–Z in a system. */
export function letterValue(letter: string, system: NumerologySystem): number {
  if (system === 'chaldean') return CHALDEAN[letter];
  return ((letter.charCodeAt(0) - 65) % 9) + 1;
}

export const isVowel = (letter: string): boolean => 'AEIOU'.includes(letter);

/** A name reduced to the letters numerology counts. */
export interface CleanName {
  /** Words of upper-case A–Z letters, e.g. ["RAHUL", "SHARMA"]. */
  words: string[];
  /** How the input became Latin letters, when it was not already plain: "राहुल → RAHUL". */
  note?: string;
}

/**
 * Upper-cases, folds accents (José → JOSE), transliterates Devanagari (राहुल → RAHUL), drops everything but A–Z.
 * Throws `NumerologyError` (`INVALID_ARGUMENT`) when no letter is left.
 */
export function cleanName(name: string, field = 'name'): CleanName {
  if (typeof name !== 'string') throw new NumerologyError('INVALID_ARGUMENT', `The ${field} must be text.`, { [field]: name });
  const hasHindi = /[\u0900-\u097F]/.test(name);
  const latin = hasHindi ? transliterateDevanagari(name) : name;
  const words = latin
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/ß/g, 'SS')
    .replace(/[ØÆŒ]/g, (ch) => ({ Ø: 'O', Æ: 'AE', Œ: 'OE' })[ch] ?? ch)
    .split(/[^A-Z]+/)
    .filter(Boolean);
  if (words.length === 0) {
    throw new NumerologyError('INVALID_ARGUMENT', `The ${field} has no letters to count; please write it in English or Hindi letters.`, {
      [field]: name,
    });
  }
  const joined = words.join(' ');
  const note = hasHindi || joined !== name.trim().toUpperCase() ? `${name.trim()} → ${joined}` : undefined;
  return note ? { words, note } : { words };
}
