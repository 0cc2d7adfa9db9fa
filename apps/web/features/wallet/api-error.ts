import type { Locale } from '@/i18n';
import { apiErrorOf, type ApiFailure } from '@/features/api/client';

/**
 * A sentence for a failed wallet call: the API's own English sentence on English pages; on Hindi pages
 * the sentence for its code when we have one; otherwise the fallback.
 */
export function apiFailureText(failure: ApiFailure, lang: Locale, byCode: Partial<Record<string, string>>, fallback: string): string {
  const { code, message } = apiErrorOf(failure);
  if (lang === 'en' && message) return message;
  return (code && byCode[code]) || fallback;
}
