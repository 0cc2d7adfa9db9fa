import { formatRupees } from '@/features/shell/avatar';
import type { Locale } from '@/i18n';

/** Paise as rupees with the rupee symbol and Indian grouping: 11800 → "₹118", 9950 → "₹99.50". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

/** A date and time in India (IST), in the page's language. */
export function formatDateTime(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

/**
 * The pricing rules of the API (apps/api/src/modules/wallet/settings.ts), for the preview of a custom
 * amount before the order exists; the order the API creates is what the payer is charged.
 * GST rounds half up to the paisa; the bonus rounds down.
 */
export const gstForPaise = (amountPaise: number, ratePercent: number) => Math.round((amountPaise * Math.round(ratePercent * 100)) / 10_000);
export const bonusForPaise = (amountPaise: number, percent: number) => Math.floor((amountPaise * Math.round(percent * 100)) / 10_000);
