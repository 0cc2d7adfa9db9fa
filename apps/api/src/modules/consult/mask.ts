/**
 * Masks what lets a user and an astrologer move off the platform (where users are defrauded): phone numbers,
 * UPI and other payment handles, e-mail addresses and messaging links. Returns the text and whether anything
 * was masked.
 */
const MASK = '•••';
const patterns: RegExp[] = [
  // messaging links (wa.me, t.me, telegram.me)
  /\b(?:https?:\/\/)?(?:wa\.me|t\.me|telegram\.me|api\.whatsapp\.com)\/\S*/gi,
  // e-mail addresses and UPI handles (name@bank, 98xxxx@ybl, name@okaxis)
  /[A-Za-z0-9._%+-]{2,}@[A-Za-z][A-Za-z0-9.-]{1,}/g,
  // phone numbers: 8 or more digits, possibly separated by spaces, dots, dashes or brackets, with an optional +
  /\+?\d(?:[\s.\-()]{0,2}\d){7,}/g,
];

export function maskContacts(text: string): { text: string; masked: boolean } {
  let out = text;
  for (const p of patterns) out = out.replace(p, MASK);
  return { text: out, masked: out !== text };
}
