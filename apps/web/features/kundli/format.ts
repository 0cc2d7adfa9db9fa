/** Display helpers for the astrology pages (dates in the place's own zone, degrees as d°m′s″). */
const locale = (lang: 'en' | 'hi') => (lang === 'hi' ? 'hi-IN' : 'en-IN');

export function fmtDateTime(iso: string | null | undefined, lang: 'en' | 'hi', zone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'medium', timeZone: zone, hourCycle: 'h23' }).format(new Date(iso));
}

export function fmtTime(iso: string | null | undefined, lang: 'en' | 'hi', zone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit', timeZone: zone, hourCycle: 'h23' }).format(new Date(iso));
}

/** A date given as YYYY-MM-DD (a civil date, no zone) or an instant shown in `zone`. */
export function fmtDate(value: string, lang: 'en' | 'hi', zone = 'UTC'): string {
  const isCivil = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(isCivil ? `${value}T12:00:00Z` : value);
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: isCivil ? 'UTC' : zone }).format(d);
}

/** 29.9817 → 29°58′54″ */
export function fmtDeg(deg: number): string {
  let total = Math.round(deg * 3600);
  const d = Math.floor(total / 3600);
  total -= d * 3600;
  const m = Math.floor(total / 60);
  const s = total - m * 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

export const pick = (b: { en: string; hi: string }, lang: 'en' | 'hi') => (lang === 'hi' ? b.hi || b.en : b.en);
