import type { PublicAstrologer } from '@nakshatra/shared';

/** What the live part of a directory page keeps per astrologer: who, and the two statuses. */
export type LiveFields = Pick<PublicAstrologer, 'id' | 'chat_status' | 'call_status'>;

/**
 * A short fingerprint of everything a directory page draws on the server except the live statuses: the total, the
 * order of the astrologers and each one's drawn fields. The server puts it in the page; the browser compares it with its
 * own re-read to know whether the drawn cards are out of date (statuses are kept live separately).
 */
export function directorySignature(data: readonly PublicAstrologer[], total: number): string {
  // the fields a card draws, in a fixed order (statuses are live; followers are not drawn)
  const drawn = data.map((a) => [a.id, a.name, a.photo_url, a.skills, a.languages, a.experience_years, a.price_per_minute_paise, a.rating, a.review_count]);
  return fnv1a(JSON.stringify([total, drawn]));
}

/** 32-bit FNV-1a as 8 hex digits: a fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
