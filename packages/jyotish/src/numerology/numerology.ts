/**
 * Name and birth-date numerology, Pythagorean or Chaldean: life path, destiny (expression), soul urge,
 * personality and birthday numbers, with lucky numbers, colours and days. Every number carries its reduction
 * written out, so a reader can check it by hand.
 */
import { parseBirthDate } from './birth-date.js';
import { CORRESPONDENCES, MASTER_TRAITS } from './correspondences.js';
import { cleanName, isVowel, letterValue, type NumerologySystem } from './letters.js';
import { disposition, GRAHA_LABELS, NUMBER_GRAHA, type Graha, type Label } from './planets.js';
import { reduceNumber, rootNumber } from './reduce.js';
import { NumerologyError } from './errors.js';

export interface NumerologyInput {
  /** Full name as the person uses it; English or Hindi letters. */
  name: string;
  /** Birth date, YYYY-MM-DD (Gregorian). */
  birthDate: string;
  /** Letter values to use; default 'pythagorean'. The life path and birthday do not depend on it. */
  system?: NumerologySystem;
}

/** One number of the chart. */
export interface NumerologyNumber {
  /** 1–9, or a master number 11, 22, 33; 0 only when the name has no letters of the kind counted. */
  value: number;
  /** Single-digit root, 1–9 (11 → 2, 22 → 4, 33 → 6); 0 with `value` 0. */
  root: number;
  isMaster: boolean;
  /** The calculation written out, e.g. "1990-05-14 → 1+9+9+0 + 0+5 + 1+4 = 29 → 2+9 = 11 (master)". */
  steps: string;
  /** Graha ruling the root (absent for 0). */
  graha?: Graha;
  grahaLabel?: Label;
  /** Character keywords of the root, plus the master meaning for 11/22/33. */
  traits?: Label;
}

export interface LuckyItems {
  /** The root birthday number (moolank) the items follow, 1–9. */
  basedOn: number;
  /** Why: "Root number 5 (birthday 14 → 1+4 = 5), ruled by Mercury". */
  basis: Label;
  /** The root and the numbers of its graha's natural friends, ascending. */
  numbers: number[];
  colours: Label[];
  days: Label[];
}

export interface NumerologyResult {
  system: NumerologySystem;
  /** The letters counted, upper case, e.g. "RAHUL SHARMA". */
  name: string;
  /** How the input was turned into those letters, when it was not already plain. */
  nameNote?: string;
  birthDate: string;
  lifePath: NumerologyNumber;
  /** Destiny, also called expression: all letters of the name. */
  destiny: NumerologyNumber;
  /** Soul urge (heart's desire): vowels. Y counts as a vowel only in a word with no other vowel. */
  soulUrge: NumerologyNumber;
  /** Personality: consonants. */
  personality: NumerologyNumber;
  /** The day of the month, reduced. */
  birthday: NumerologyNumber;
  lucky: LuckyItems;
}

function describe(value: number, isMaster: boolean, steps: string): NumerologyNumber {
  const root = value === 0 ? 0 : rootNumber(value);
  if (root === 0) return { value, root, isMaster, steps };
  const graha = NUMBER_GRAHA[root];
  const base = CORRESPONDENCES[root].traits;
  const master = MASTER_TRAITS[value];
  const traits = master ? { en: `${base.en}; ${master.en}`, hi: `${base.hi}; ${master.hi}` } : base;
  return { value, root, isMaster, steps, graha, grahaLabel: GRAHA_LABELS[graha], traits };
}

/** Which letters of a word a number counts. */
export type LetterFilter = (letter: string, word: string) => boolean;
const wordHasVowel = (word: string): boolean => [...word].some(isVowel);
const countsAsVowel = (letter: string, word: string): boolean =>
  isVowel(letter) || (letter === 'Y' && !wordHasVowel(word));
const ALL: LetterFilter = () => true;
/** Letters of the soul urge: vowels (Y only in a word with no other vowel). */
export const VOWELS: LetterFilter = countsAsVowel;
/** Letters of the personality number: everything else. */
export const CONSONANTS: LetterFilter = (letter, word) => !countsAsVowel(letter, word);

/** Sums the chosen letters and reduces: "RAHUL SHARMA: R(9)+A(1)+... = 48 → 4+8 = 12 → 1+2 = 3". */
export function nameNumber(words: string[], system: NumerologySystem, filter: LetterFilter = ALL): NumerologyNumber {
  let total = 0;
  const terms: string[] = [];
  for (const word of words) {
    const letters = [...word].filter((l) => filter(l, word));
    if (letters.length === 0) continue;
    terms.push(letters.map((l) => `${l}(${letterValue(l, system)})`).join('+'));
    total += letters.reduce((sum, l) => sum + letterValue(l, system), 0);
  }
  if (terms.length === 0) return describe(0, false, `${words.join(' ')}: no letters of this kind → 0`);
  const reduction = reduceNumber(total);
  return describe(reduction.value, reduction.isMaster, `${words.join(' ')}: ${terms.join(' + ')} = ${reduction.steps}`);
}

const digitTerms = (digits: string): string => digits.split('').join('+');

/**
 * The numerology of a person. Throws `NumerologyError`: `INVALID_ARGUMENT` for a name with no letters or an
 * unknown system, `INVALID_DATE` for a malformed or impossible date.
 */
export function numerology(input: NumerologyInput): NumerologyResult {
  const system = input.system ?? 'pythagorean';
  if (system !== 'pythagorean' && system !== 'chaldean') {
    throw new NumerologyError('INVALID_ARGUMENT', `The numerology system must be "pythagorean" or "chaldean" (got "${String(system)}").`);
  }
  const { words, note } = cleanName(input.name);
  const date = parseBirthDate(input.birthDate);
  const [yyyy, mm, dd] = date.iso.split('-');

  const dateSum = [...(yyyy + mm + dd)].reduce((sum, d) => sum + Number(d), 0);
  const life = reduceNumber(dateSum);
  const lifePath = describe(life.value, life.isMaster, `${date.iso} → ${digitTerms(yyyy)} + ${digitTerms(mm)} + ${digitTerms(dd)} = ${life.steps}`);
  const day = reduceNumber(date.day);
  const birthday = describe(day.value, day.isMaster, day.steps);

  const basedOn = rootNumber(date.day);
  const graha = NUMBER_GRAHA[basedOn];
  const rootSteps = reduceNumber(date.day, false).steps;
  const lucky: LuckyItems = {
    basedOn,
    basis: {
      en: `Root number ${basedOn} (birthday ${rootSteps}), ruled by ${GRAHA_LABELS[graha].en}`,
      hi: `मूलांक ${basedOn} (जन्म तिथि ${rootSteps}), स्वामी ${GRAHA_LABELS[graha].hi}`,
    },
    numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => n === basedOn || disposition(graha, NUMBER_GRAHA[n]) === 'friend'),
    colours: CORRESPONDENCES[basedOn].colours,
    days: CORRESPONDENCES[basedOn].days,
  };

  const result: NumerologyResult = {
    system,
    name: words.join(' '),
    birthDate: date.iso,
    lifePath,
    destiny: nameNumber(words, system),
    soulUrge: nameNumber(words, system, VOWELS),
    personality: nameNumber(words, system, CONSONANTS),
    birthday,
    lucky,
  };
  if (note) result.nameNote = note;
  return result;
}
