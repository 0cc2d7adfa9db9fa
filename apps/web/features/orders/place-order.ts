import { toast } from '@/features/ui/toast';
import type { Locale } from '@/i18n';
import { isApiFailure, type ApiResult } from '@/features/api/client';
import { continueToPayment } from './continue-to-payment';
import { orderErrorText } from './error-text';
import type { OrderMessages } from './messages';
import type { PlacedOrder } from './types';

/**
 * The one way the shop and the pooja booking finish a checkout: send the request, show the server's sentence when
 * it refuses (a toast, and returned for an inline message), otherwise go on to the payment or the order page.
 * Resolves with the order when it was placed (the page is navigating away), or an error sentence.
 */
export async function placeAndPay(
  request: () => Promise<ApiResult<{ data: PlacedOrder }>>,
  lang: Locale,
  t: { errors: OrderMessages['errors']; cancelled: string },
  onPlaced?: (placed: PlacedOrder) => void,
): Promise<{ placed: PlacedOrder } | { error: string; status: number }> {
  let res: ApiResult<{ data: PlacedOrder }> | null = null;
  try {
    res = await request();
  } catch {
    res = null;
  }
  if (!res || isApiFailure(res) || !res.data) {
    const failure = res && isApiFailure(res) ? res : null;
    const error = orderErrorText(failure, lang, t.errors);
    toast.error(error);
    return { error, status: failure?.error_status ?? 0 };
  }
  onPlaced?.(res.data);
  if ((await continueToPayment(res.data)) === 'dismissed') toast(t.cancelled);
  return { placed: res.data };
}
