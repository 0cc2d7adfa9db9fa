import type { Locale } from '@/i18n';

const tz = 'Asia/Kolkata';
const locale = (lang: Locale) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/** A calendar date (YYYY-MM-DD or an instant) as "28 Nov 2026", in the page's language. */
export function formatDay(isoDate: string, lang: Locale): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00+05:30`) : new Date(isoDate);
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', year: 'numeric', timeZone: tz }).format(d);
}

/** A weekday and date in India: "Friday, 4 December 2026". */
export function formatLongDay(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: tz }).format(new Date(iso));
}

/** A time of day in India: "6:30 am". */
export function formatTime(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(locale(lang), { hour: 'numeric', minute: '2-digit', timeZone: tz }).format(new Date(iso));
}

/** The date in India of an instant, as YYYY-MM-DD (for grouping slots by day). */
export function istDateKey(iso: string): string {
  return new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}
