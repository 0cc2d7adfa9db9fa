/** Horoscope periods on the Indian calendar day (IST): a date, an ISO week (Monday–Sunday), a month, a year. */
import type { HoroscopeType } from '@nakshatra/shared';

export type Period = { type: HoroscopeType; start: string; end: string; days: string[] };

const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (s: string, n: number) => { const d = toDate(s); d.setUTCDate(d.getUTCDate() + n); return iso(d); };

/** True for a real calendar date written YYYY-MM-DD. */
export function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  return iso(toDate(s)) === s;
}

/** Today's date in India (IST, +05:30, no DST). */
export const todayIst = (now: Date) => iso(new Date(now.getTime() + 5.5 * 3600_000));

/** Monday of ISO week `week` of ISO year `year`. */
export function isoWeekStart(year: number, week: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4);
  monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7) + (week - 1) * 7);
  return iso(monday);
}

/** Number of ISO weeks (52 or 53) in ISO year `year`. */
export function isoWeeksInYear(year: number): number {
  const dec28 = new Date(Date.UTC(year, 11, 28));
  const jan4 = new Date(Date.UTC(year, 0, 4));
  return Math.round((dec28.getTime() - jan4.getTime()) / (7 * 86400_000) + ((jan4.getUTCDay() + 6) % 7 - (dec28.getUTCDay() + 6) % 7) / 7) + 1;
}

/** ISO year and week of a date. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const d = toDate(date);
  const thursday = new Date(d);
  thursday.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86400_000)) + 1;
  return { year, week };
}

/** The period of `type` containing `date`. */
export function periodOf(type: HoroscopeType, date: string): Period {
  let start: string;
  let end: string;
  if (type === 'daily') { start = date; end = date; }
  else if (type === 'weekly') { const { year, week } = isoWeekOf(date); start = isoWeekStart(year, week); end = addDays(start, 6); }
  else if (type === 'monthly') {
    start = `${date.slice(0, 8)}01`;
    const d = toDate(start); d.setUTCMonth(d.getUTCMonth() + 1); d.setUTCDate(0); end = iso(d);
  } else { start = `${date.slice(0, 4)}-01-01`; end = `${date.slice(0, 4)}-12-31`; }
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return { type, start, end, days };
}
