/**
 * Ashtakoota tables exactly as in `shared/refdata/ashtakoota.md` (North-Indian / AstroSage-style convention,
 * boy = row, girl = column). Only data and tiny lookups live here; scoring is in match-ashtakoota.ts.
 */
import { naturalRelation } from './grahas.js';
import { RASHI_LORDS } from './rashis.js';
import { YONIS } from './nakshatras.js';
import type { Yoni } from './nakshatras.js';

export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';

/** Varna of rashis 1..12 (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra). */
export const VARNA_OF_RASHI: readonly Varna[] = [
  'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin',
];
/** Rank of a varna: Brahmin 4 > Kshatriya 3 > Vaishya 2 > Shudra 1. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };
export const VARNA_HI: Readonly<Record<Varna, string>> = { Brahmin: 'ब्राह्मण', Kshatriya: 'क्षत्रिय', Vaishya: 'वैश्य', Shudra: 'शूद्र' };

export const VASHYAS: readonly Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
export const VASHYA_HI: Readonly<Record<Vashya, string>> = {
  Chatushpada: 'चतुष्पद', Manava: 'मानव', Jalachara: 'जलचर', Vanachara: 'वनचर', Keeta: 'कीट',
};

/**
 * Vashya group of a Moon position. `degInSign` in [0, 30) splits Dhanu (Manava below 15°, Chatushpada from 15°)
 * and Makara (Chatushpada below 15°, Jalachara from 15°); without degrees Dhanu = Manava, Makara = Jalachara.
 */
export function vashyaOf(rashi: number, degInSign?: number): Vashya {
  switch (rashi) {
    case 1: case 2: return 'Chatushpada';
    case 3: case 6: case 7: case 11: return 'Manava';
    case 4: case 12: return 'Jalachara';
    case 5: return 'Vanachara';
    case 8: return 'Keeta';
    case 9: return degInSign !== undefined && degInSign >= 15 ? 'Chatushpada' : 'Manava';
    default: return degInSign !== undefined && degInSign < 15 ? 'Chatushpada' : 'Jalachara';
  }
}

/** Vashya points, VASHYAS order, boy row × girl column (symmetric). */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Yoni points, YONIS order (symmetric 14 × 14). */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** Index of a yoni animal in YONIS. */
export function yoniIndex(y: Yoni): number {
  return YONIS.indexOf(y);
}

/** Gana points, [Deva, Manushya, Rakshasa] boy row × girl column. */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

/** Graha maitri points from the pair of one-way natural relations (F+F 5, F+N 4, N+N 3, F+E 1, N+E 0.5, E+E 0). */
export function maitriPoints(boyRashi: number, girlRashi: number): { points: number; relation: string } {
  const b = RASHI_LORDS[boyRashi - 1];
  const g = RASHI_LORDS[girlRashi - 1];
  const code = (r: string): string => (r === 'friend' ? 'F' : r === 'enemy' ? 'E' : 'N');
  const r1 = code(naturalRelation(b, g));
  const r2 = code(naturalRelation(g, b));
  const key = [r1, r2].sort((x, y) => 'FNE'.indexOf(x) - 'FNE'.indexOf(y)).join('');
  const table: Record<string, number> = { FF: 5, FN: 4, NN: 3, FE: 1, NE: 0.5, EE: 0 };
  return { points: table[key], relation: key };
}

/** Count of `to` from `from`, inclusive, modulo `n` (1..n). */
export function countFrom(from: number, to: number, n: number): number {
  return ((((to - from) % n) + n) % n) + 1;
}

/** Bhakoot: points and dosha label from the inclusive counts between the two rashis. */
export function bhakootOf(boyRashi: number, girlRashi: number): { points: number; dosha: string | null; girlToBoy: number; boyToGirl: number } {
  const girlToBoy = countFrom(girlRashi, boyRashi, 12);
  const boyToGirl = countFrom(boyRashi, girlRashi, 12);
  const pair = Math.min(girlToBoy, boyToGirl);
  const dosha = pair === 2 ? '2/12' : pair === 5 ? '5/9' : pair === 6 ? '6/8' : null;
  return { points: dosha ? 0 : 7, dosha, girlToBoy, boyToGirl };
}

/** Tara: both-way counts; a direction is bad when count mod 9 is 3, 5 or 7; 1.5 points per good direction. */
export function taraOf(boyNak: number, girlNak: number): { points: number; girlToBoy: number; boyToGirl: number } {
  const girlToBoy = countFrom(girlNak, boyNak, 27);
  const boyToGirl = countFrom(boyNak, girlNak, 27);
  const good = (c: number): boolean => ![3, 5, 7].includes(c % 9);
  return { points: (good(girlToBoy) ? 1.5 : 0) + (good(boyToGirl) ? 1.5 : 0), girlToBoy, boyToGirl };
}

/** Tara names for count mod 9 (1 Janma … 9 Parama Mitra; remainder 0 = 9th). */
export const TARA_NAMES: readonly string[] = [
  'Parama Mitra', 'Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra',
];
