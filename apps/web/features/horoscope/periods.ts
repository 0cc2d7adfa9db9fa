/** Horoscope periods on the Indian calendar day (IST, +05:30): the page's date and when its text changes. */
export const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type PeriodType = (typeof PERIODS)[number];
export const isPeriod = (s: string): s is PeriodType => (PERIODS as readonly string[]).includes(s);

const IST_MS = 5.5 * 3600_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Today's date in India. */
export const todayIst = (now = new Date()) => iso(new Date(now.getTime() + IST_MS));

/** The first day after the period of `type` that contains `date` (YYYY-MM-DD). */
export function nextPeriodStart(type: PeriodType, date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (type === 'daily') d.setUTCDate(d.getUTCDate() + 1);
  else if (type === 'weekly') d.setUTCDate(d.getUTCDate() + (7 - ((d.getUTCDay() + 6) % 7)));
  else if (type === 'monthly') { d.setUTCDate(1); d.setUTCMonth(d.getUTCMonth() + 1); }
  else { d.setUTCMonth(0, 1); d.setUTCFullYear(d.getUTCFullYear() + 1); }
  return iso(d);
}

/** Seconds until the period containing today (IST) ends: how long a page of that period may be cached. */
export function secondsUntilNextPeriod(type: PeriodType, now = new Date()): number {
  const next = Date.parse(`${nextPeriodStart(type, todayIst(now))}T00:00:00Z`) - IST_MS;
  return Math.max(60, Math.ceil((next - now.getTime()) / 1000));
}
