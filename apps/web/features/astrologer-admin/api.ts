import { format, type Locale } from '@/i18n';
import { apiErrorOf, getJson, isApiFailure, postJson, putJson, type ApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { astrologerAdminMessages, hindiApiErrors } from './messages';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * The sentence to show for a refused call: in English the server's own sentence, in Hindi our translation of its
 * code (limits filled from `details`), else the server's sentence; a 404 carries no body, so it is said plainly.
 */
export function failureText(failure: ApiFailure, lang: Locale): string {
  const t = astrologerAdminMessages[lang].common;
  if (failure.error_status === 404) return t.notFound;
  const { code, message } = apiErrorOf(failure);
  if (lang === 'hi' && code && hindiApiErrors[code]) {
    const details = ((failure.response as { error?: { details?: Record<string, unknown> } } | undefined)?.error?.details ?? {}) as Record<string, unknown>;
    const money = (k: string) => (typeof details[k] === 'number' ? formatPaise(details[k] as number) : '—');
    return format(hindiApiErrors[code], { min: money('min_price_paise'), max: money('max_price_paise') });
  }
  return message ?? t.actionFailed;
}

async function run<T>(call: () => Promise<unknown>, lang: Locale, whole = false): Promise<Outcome<T>> {
  try {
    const res = await call();
    if (isApiFailure(res)) return { ok: false, message: failureText(res, lang) };
    return { ok: true, data: (whole ? res : (res as { data: T }).data) as T };
  } catch {
    return { ok: false, message: astrologerAdminMessages[lang].common.actionFailed };
  }
}

/** GET → the reply's `data`, or a sentence. */
export const load = <T>(path: string, lang: Locale) => run<T>(() => getJson(path), lang);
/** GET → the whole reply (lists that carry `total` beside `data`), or a sentence. */
export const loadReply = <T>(path: string, lang: Locale) => run<T>(() => getJson(path), lang, true);
/** POST → the reply's `data`, or a sentence. */
export const post = <T>(path: string, body: unknown, lang: Locale) => run<T>(() => postJson(path, body), lang);
/** PUT → the reply's `data`, or a sentence. */
export const put = <T>(path: string, body: unknown, lang: Locale) => run<T>(() => putJson(path, body), lang);

/** Paise → the text of a rupee input: 2500 → "25", 1250 → "12.50". */
export const paiseToRupeesInput = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** A reason the API will accept: a sentence of 5 to 500 characters (the server decides; this is comfort). */
export const isReason = (text: string) => text.trim().length >= 5;
