/**
 * Devanagari → Latin for place search. The hand-written table in `hindi-names.ts` covers the big cities; for any
 * other Indian place a Hindi query is transliterated and compared on a consonant skeleton, which absorbs the usual
 * spelling spread between Hindi and English names (schwa, long vowels, aspiration, v/b, doubled letters).
 */
import { foldLatin } from './normalize.js';

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
/** Consonants written with nukta: folded text has lost the nukta, so these only matter for raw input. */
const NUKTA_CONSONANTS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const INDEPENDENT_VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
};
const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = /^(p|ph|b|bh|m)/;

type Token = { latin: string; kind: 'consonant' | 'vowel' | 'schwa' | 'nasal' | 'other' };

function tokenize(word: string): Token[] {
  const chars = [...word.normalize('NFD')];
  const tokens: Token[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (CONSONANTS[ch]) {
      const hasNukta = chars[i + 1] === NUKTA;
      if (hasNukta) i++;
      tokens.push({ latin: hasNukta ? (NUKTA_CONSONANTS[ch] ?? CONSONANTS[ch]) : CONSONANTS[ch], kind: 'consonant' });
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next]) {
        tokens.push({ latin: VOWEL_SIGNS[next], kind: 'vowel' });
        i++;
      } else tokens.push({ latin: 'a', kind: 'schwa' });
    } else if (INDEPENDENT_VOWELS[ch]) tokens.push({ latin: INDEPENDENT_VOWELS[ch], kind: 'vowel' });
    else if (ch === ANUSVARA || ch === CHANDRABINDU) tokens.push({ latin: 'n', kind: 'nasal' });
    else if (ch === VISARGA) tokens.push({ latin: 'h', kind: 'other' });
    else if (/[\p{L}\p{N}]/u.test(ch) && !/\p{M}/u.test(ch)) tokens.push({ latin: ch, kind: 'other' });
  }
  return tokens;
}

const isVowelLike = (t: Token | undefined): boolean => t !== undefined && (t.kind === 'vowel' || t.kind === 'schwa');

/**
 * Hindi schwa deletion, the usual heuristic: the word-final inherent "a" is silent (राम → ram), and a medial one is
 * silent between a vowel-consonant and a consonant-vowel (कानपुर → kanpur, not kanapur).
 */
function deleteSchwas(tokens: Token[]): Token[] {
  const out = tokens.slice();
  const syllables = out.filter(isVowelLike).length;
  if (syllables > 1 && out[out.length - 1]?.kind === 'schwa') out.pop();
  for (let i = out.length - 2; i >= 2; i--) {
    if (out[i].kind !== 'schwa') continue;
    const before = out[i - 1];
    const after = out[i + 1];
    if (before.kind === 'consonant' && isVowelLike(out[i - 2]) && after?.kind === 'consonant' && isVowelLike(out[i + 2])) {
      out.splice(i, 1);
    }
  }
  return out;
}

/**
 * Transliterates Devanagari to lower-case Latin the way Indian place names are usually spelled in English
 * (Hunterian-like, no diacritics, schwa deletion): "वाराणसी" → "varanasi", "कानपुर" → "kanpur". Non-Devanagari
 * letters pass through; words stay separated by single spaces.
 */
export function transliterateDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .split(/[^\u0900-\u097F\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => {
      const tokens = deleteSchwas(tokenize(word));
      return tokens
        .map((t, i) => {
          if (t.kind !== 'nasal') return t.latin;
          const next = tokens[i + 1];
          return next && next.kind === 'consonant' && LABIALS.test(next.latin) ? 'm' : 'n';
        })
        .join('');
    })
    .join(' ');
}

/**
 * A loose phonetic key of a Latin name: an "a" if it starts with a vowel, then its consonants with aspiration (h),
 * vowels and y removed, c/ck/q → k, v/w → b, z → j, f → p, x → ks, and doubled letters merged.
 * "Thiruvananthapuram" and "तिरुवनंतपुरम" (transliterated) both give "trbntprm".
 */
export function phoneticSkeleton(latinText: string): string {
  let s = foldLatin(latinText).replace(/ /g, '');
  if (!s) return '';
  const startsWithVowel = /^[aeiou]/.test(s);
  s = s
    .replace(/ch/g, '\u0001')
    .replace(/ck/g, 'k')
    .replace(/[cq]/g, 'k')
    .replace(/\u0001/g, 'c')
    .replace(/[vw]/g, 'b')
    .replace(/z/g, 'j')
    .replace(/f/g, 'p')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
  return (startsWithVowel ? 'a' : '') + s;
}

/** The skeleton of a Devanagari query, via transliteration (nukta letters kept: ड़ → r); '' when nothing is left. */
export function devanagariSkeleton(text: string): string {
  return phoneticSkeleton(transliterateDevanagari(text.replace(/[\u200C\u200D]/g, '')));
}

/** Spelling noise removed before comparing a transliteration with a name: aspiration, w/v, doubled letters. */
function soundKey(latin: string): string {
  return latin.replace(/ /g, '').replace(/h/g, '').replace(/w/g, 'v').replace(/(.)\1+/g, '$1');
}

/**
 * How well a transliterated query matches the start of a Latin name, in [0, 1]: 1 − (edit distance between the
 * query and the best-matching prefix of the name) / query length, after `soundKey`. "mahoba" vs "Mahoba" → 1,
 * vs "Mumbai" → 0.6. Used to keep a loose skeleton match only when the vowels roughly agree too.
 */
export function prefixSimilarity(transliterated: string, latinName: string): number {
  const q = soundKey(transliterated);
  const name = soundKey(foldLatin(latinName));
  if (!q) return 0;
  let row = new Uint16Array(name.length + 1);
  let next = new Uint16Array(name.length + 1);
  for (let j = 0; j <= name.length; j++) row[j] = j;
  for (let i = 1; i <= q.length; i++) {
    next[0] = i;
    for (let j = 1; j <= name.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (q[i - 1] === name[j - 1] ? 0 : 1));
    }
    [row, next] = [next, row];
  }
  let distance = q.length;
  for (let j = 0; j <= name.length; j++) distance = Math.min(distance, row[j]);
  return 1 - distance / q.length;
}
