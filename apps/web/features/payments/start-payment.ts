import type { RechargeOrder } from '@nakshatra/shared';
import { verifyPayment } from '@/features/wallet/wallet-api';
import { payWithRazorpay } from './razorpay-checkout';

export const successPath = (orderId: string) => `/successfull?order_id=${encodeURIComponent(orderId)}`;
export const failurePath = (orderId: string) => `/failed?order_id=${encodeURIComponent(orderId)}`;

/**
 * Takes the payer through the gateway's checkout for a new recharge order.
 * - sandbox: the API's hosted checkout page (Pay / Fail), which redirects to /successfull or /failed itself;
 * - razorpay: Checkout in a window over our page; its handler response goes to /api/payments/verify, then
 *   /successfull shows what the server recorded (the webhook may credit first: either way once).
 * Resolves `'dismissed'` only when the payer closed Razorpay's window without paying; otherwise the page navigates.
 */
export async function startPayment(order: RechargeOrder): Promise<'navigating' | 'dismissed'> {
  const { checkout } = order;
  if (checkout.type === 'redirect') {
    window.location.assign(checkout.url);
    return 'navigating';
  }
  const result = await payWithRazorpay(checkout);
  if (result === 'dismissed') return 'dismissed';
  if (result === 'failed') {
    window.location.assign(failurePath(order.order_id));
    return 'navigating';
  }
  try {
    await verifyPayment(result);
  } catch {
    // the webhook still credits the payment; /successfull waits for it and says so
  }
  window.location.assign(successPath(order.order_id));
  return 'navigating';
}
