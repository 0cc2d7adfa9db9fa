import type { ConsultMode } from '@nakshatra/shared';
import { formatRupees } from '@/features/shell/avatar';
import { format, type Locale } from '@/i18n';
import { astrologerMessages, languageNamesHi, skillNamesHi } from './messages';

export type Presence = 'online' | 'busy' | 'offline';
/** The live status of one astrologer for one mode; `waitMinutes` only while busy, when the server knows it. */
export type LiveStatus = { status: Presence; waitMinutes: number | null };

/** One mode's status from an astrologer's two (a presence update or a listed astrologer): the call or the chat one. */
export const statusFor = (a: { chat_status: string; call_status: string }, mode: ConsultMode): Presence =>
  (mode === 'call' ? a.call_status : a.chat_status) as Presence;

export const skillName = (skill: string, lang: Locale) => (lang === 'hi' ? (skillNamesHi[skill] ?? skill) : skill);
export const languageName = (language: string, lang: Locale) => (lang === 'hi' ? (languageNamesHi[language] ?? language) : language);

/** "₹25/min" from paise. */
export function pricePerMinute(paise: number, lang: Locale): string {
  return format(astrologerMessages[lang].card.perMinute, { price: formatRupees(paise / 100) });
}

export function experienceText(years: number, lang: Locale): string {
  const t = astrologerMessages[lang].card;
  if (years <= 0) return t.experienceNew;
  return years === 1 ? t.experienceOne : format(t.experience, { years });
}

export function reviewCountText(count: number, lang: Locale): string {
  const t = astrologerMessages[lang].card;
  return count === 1 ? t.reviewsOne : format(t.reviews, { count: count.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') });
}

export function statusText(live: LiveStatus, lang: Locale): string {
  const t = astrologerMessages[lang].status;
  if (live.status === 'online') return t.online;
  if (live.status === 'busy') return live.waitMinutes && live.waitMinutes > 0 ? format(t.busyWait, { minutes: live.waitMinutes }) : t.busy;
  return t.offline;
}

/** Rupees as minimumBalanceMessage (packages/shared) writes them: "125" or "62.50". */
export function plainRupees(paise: number): string {
  const rupees = paise / 100;
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

/**
 * The spec's minimum-balance sentence in the page's language, from the same numbers the server used
 * (`required_paise` is 5 minutes of the price). English pages show the server's own sentence when it has one.
 */
export function minimumBalanceText(requiredPaise: number, name: string, mode: ConsultMode, lang: Locale): string {
  const t = astrologerMessages[lang].start;
  return format(mode === 'call' ? t.minimumBalanceCall : t.minimumBalance, { amount: plainRupees(requiredPaise), name });
}

/** Seconds as "45 s", "3 min" or "2 min 10 s". */
export function durationText(seconds: number, lang: Locale): string {
  const t = astrologerMessages[lang].profile;
  if (seconds < 60) return format(t.seconds, { n: seconds });
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? format(t.minutes, { n: m }) : format(t.minutesSeconds, { m, s });
}

/** Up to two letters for a picture-less avatar: "Pandit Raghav Sharma" → "RS" (titles skipped). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/^(pandit|pt\.?|acharya|jyotishi|dr\.?|shri|smt\.?|guru(ji)?)$/i.test(w));
  const picked = words.length >= 2 ? [words[0], words[words.length - 1]] : words.length ? [words[0]] : [name];
  return picked.map((w) => w.charAt(0).toUpperCase()).join('');
}

/** A review's date in India (IST), in the page's language: "14 Mar 2026". */
export function reviewDate(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
