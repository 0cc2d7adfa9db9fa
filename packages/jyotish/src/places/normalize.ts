/**
 * Text folding for place search: both the indexed names and the user's query go through the same functions, so
 * "São Paulo", "sao paulo" and "SAO-PAULO" meet on one key.
 */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'n', ĸ: 'k',
};

const COMBINING_MARKS = /\p{M}+/gu;
const SPECIALS = /[øæœßłđðþıħŧŋĸ]/g;
/** Apostrophes vanish ("Coeur d'Alene" → "coeur dalene"); every other non-letter separates words. */
const APOSTROPHES = /['’‘`ʻʼ]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/**
 * Folds Latin (and any non-Devanagari) text to a search key: lower case, diacritics removed, punctuation turned into
 * single spaces, trimmed. Returns '' when nothing searchable is left.
 */
export function foldLatin(text: string): string {
  // Most names are plain ASCII: skip Unicode decomposition for them (index build time).
  if (ASCII.test(text)) return text.toLowerCase().replace(APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPECIALS, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** True when the text contains at least one Devanagari letter (U+0900–U+097F). */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const JOINERS = /[\u200C\u200D]/g;
/** A nasal consonant with virama before another consonant is spelled interchangeably with the anusvara. */
const HALF_NASAL = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;
const NON_DEVANAGARI_WORD = /[^\u0900-\u097F\p{L}\p{N}]+/gu;

/**
 * Folds Devanagari text so common spelling variants meet: nukta dropped (ज़ = ज), chandrabindu = anusvara,
 * half nasals = anusvara (मुम्बई = मुंबई), zero-width joiners removed, punctuation to single spaces.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(NUKTA, '')
    .replace(JOINERS, '')
    .replace(CHANDRABINDU, '\u0902')
    .replace(HALF_NASAL, '\u0902')
    .replace(NON_DEVANAGARI_WORD, ' ')
    .trim();
}

/** Folds any query or name: Devanagari rules when it contains Devanagari, Latin rules otherwise. */
export function foldName(text: string): string {
  return hasDevanagari(text) ? foldDevanagari(text) : foldLatin(text);
}
