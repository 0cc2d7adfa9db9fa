/**
 * Masks what lets a user and an astrologer move off the platform (where users are defrauded): phone numbers,
 * UPI and other payment handles, e-mail addresses and messaging links. Returns the text and whether anything
 * was masked.
 *
 * Phone numbers are found however they are written: ASCII, Devanagari (९८७६…) or other Indian-script or full-width
 * digits, mixed, spread out with spaces, dots, dashes, slashes or invisible characters, or spelled out in English or
 * Hindi words ("nine eight seven…", "नौ आठ सात…"). Dates (14/05/1990, 14-05-1990) and clock times are not numbers to
 * mask: astrology chats are full of them.
 */
const MASK = '•••';

/** Decimal digits of the scripts our users write in: ASCII, Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam, full-width. */
const DIGIT = '[0-9\\u0966-\\u096F\\u09E6-\\u09EF\\u0A66-\\u0A6F\\u0AE6-\\u0AEF\\u0BE6-\\u0BEF\\u0C66-\\u0C6F\\u0CE6-\\u0CEF\\u0D66-\\u0D6F\\uFF10-\\uFF19]';
const DIGIT_WORD = [
  'zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'शून्य', 'जीरो', 'ज़ीरो', 'एक', 'दो', 'तीन', 'चार', 'पांच', 'पाँच', 'छह', 'छः', 'छे', 'सात', 'आठ', 'नौ',
].join('|');
/** One digit, as a character or as a whole word. */
const TOKEN = `(?:${DIGIT}|(?<![\\p{L}\\p{M}])(?:${DIGIT_WORD})(?![\\p{L}\\p{M}]))`;
/** What people put between digits to slip past a filter: spaces, punctuation, brackets, invisible characters. */
const SEPARATOR = '[\\s.\\-_()\\[\\]/\\\\|,:;*•·\'"`~+=\\u200B-\\u200D\\u2060\\uFEFF]';

const patterns: RegExp[] = [
  // messaging links (wa.me, t.me, telegram.me)
  /\b(?:https?:\/\/)?(?:wa\.me|t\.me|telegram\.me|api\.whatsapp\.com)\/\S*/giu,
  // e-mail addresses and UPI handles (name@bank, 98xxxx@ybl, name@okaxis)
  /[\p{L}\p{N}._%+-]{2,}\s*(?:@|\(at\)|\[at\])\s*[A-Za-z][A-Za-z0-9.-]{1,}/giu,
  // phone numbers: 8 or more digits (characters or words), up to three separators between any two, optional +
  new RegExp(`\\+?${TOKEN}(?:${SEPARATOR}{0,3}${TOKEN}){7,}`, 'giu'),
];

/** Dates and clock times, kept out of the phone-number search. */
// not a piece of a longer run of digits ("98-76-54-32-10" is no date)
const DATE_OR_TIME = new RegExp(`(?<!${DIGIT}[\\s/.\\-:]?)(?:${DIGIT}{1,2}[/.\\-]${DIGIT}{1,2}[/.\\-](?:${DIGIT}{4}|${DIGIT}{2})|${DIGIT}{4}-${DIGIT}{2}-${DIGIT}{2}|${DIGIT}{1,2}:${DIGIT}{2}(?::${DIGIT}{2})?)(?![\\s/.\\-:]?${DIGIT})`, 'gu');

/** The value of a run of digits in any of our scripts. */
const asciiDigits = (s: string) =>
  s.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    if (cp <= 0x39) return d;
    if (cp >= 0xff10) return String(cp - 0xff10);
    return String((cp & 0xf) - 6); // the Indian scripts' zeros all sit at U+0xx6
  });

/** True when a matched date or time has a real day, month, hour and minute. */
function isPlausible(m: string): boolean {
  const parts = asciiDigits(m).split(/[/.\-:]/).map(Number);
  if (m.includes(':')) return parts[0]! <= 23 && parts[1]! <= 59 && (parts[2] ?? 0) <= 59;
  const [a, b, c] = parts as [number, number, number];
  return a >= 1000 ? b >= 1 && b <= 12 && c >= 1 && c <= 31 : a >= 1 && a <= 31 && b >= 1 && b <= 12;
}

export function maskContacts(text: string): { text: string; masked: boolean } {
  // set dates and times aside (private-use placeholders), mask, then put them back
  const kept: string[] = [];
  let out = text.replace(DATE_OR_TIME, (m) => (isPlausible(m) ? `\uE000${kept.push(m) - 1}\uE001` : m));
  const before = out;
  for (const p of patterns) out = out.replace(p, MASK);
  const masked = out !== before;
  out = out.replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)] ?? '');
  return { text: out, masked };
}
