import { formatRupees } from '@/features/shell/avatar';
import { languageNamesHi } from '@/features/astrologers/messages';
import { format, type Locale } from '@/i18n';
import { liveMessages } from './messages';

/** "₹25" from paise. */
export const rupees = (paise: number) => formatRupees(paise / 100);

export const languageLabel = (language: string, lang: Locale) => (lang === 'hi' ? (languageNamesHi[language] ?? language) : language);

export function viewersText(n: number, lang: Locale): string {
  const t = liveMessages[lang].room;
  return n === 1 ? t.viewersOne : format(t.viewers, { n: n.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') });
}

/**
 * A date and time in the visitor's own time zone and the page's language. The server render uses India's time
 * (most visitors); the browser renders it again in its own zone (see LocalTime).
 */
export function localDateTime(iso: string, lang: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** "1 h 05 min", "12 min", "40 s". */
export function durationLabel(seconds: number, lang: Locale): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const [hu, mu, su] = lang === 'hi' ? ['घं', 'मिनट', 'से'] : ['h', 'min', 's'];
  if (h > 0) return `${h} ${hu} ${String(m).padStart(2, '0')} ${mu}`;
  if (m > 0) return `${m} ${mu}`;
  return `${s} ${su}`;
}

/** A client id for a chat message or an idempotency key for a gift (8 to 64 characters). */
export function newKey(): string {
  const raw = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return raw.slice(0, 64);
}
