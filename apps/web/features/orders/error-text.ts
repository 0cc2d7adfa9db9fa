import { apiErrorOf, type ApiFailure } from '@/features/api/client';
import type { Locale } from '@/i18n';
import type { OrderMessages } from './messages';

/**
 * A sentence for a refused checkout, booking or order call: the API's own sentence on English pages (it names the
 * item, the limit or the coupon); on Hindi pages our sentence for its code, followed by the API's details.
 */
export function orderErrorText(failure: ApiFailure | null, lang: Locale, errors: OrderMessages['errors']): string {
  if (!failure) return errors.failed;
  if (failure.error_status === 401) return errors.signIn;
  const { code, message } = apiErrorOf(failure);
  if (lang === 'en') return message || errors.failed;
  const ours = (code && (errors as Record<string, string>)[code]) || errors.failed;
  return message ? `${ours} (${message})` : ours;
}
