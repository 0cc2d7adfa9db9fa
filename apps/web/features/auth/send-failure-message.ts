import type { Locale, Messages } from '@/i18n';
import { apiErrorOf, type ApiFailure } from '@/features/api/client';

/**
 * The toast for a refused send (spec §8: "Failed to send OTP. Please try again."). When the API
 * explains why (limits: 429 with `error.code`/`message`), say that instead: in English the server's own
 * sentence, in Hindi our translation of its code.
 */
export function sendFailureMessage(failure: ApiFailure | { status?: number }, lang: Locale, t: Pick<Messages, 'errors' | 'apiErrors'>): string {
  if (!('error_status' in failure)) return t.errors.sendFailed;
  const { code, message } = apiErrorOf(failure);
  if (lang === 'en' && message) return message;
  if (code && code in t.apiErrors) return t.apiErrors[code as keyof Messages['apiErrors']];
  return t.errors.sendFailed;
}
