import type { PlacedOrder } from './types';

/** The page of one order (the sandbox's Pay also ends there). */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/**
 * After a shop order or pooja booking was placed: paid from the wallet → its page; otherwise the gateway's
 * checkout for the online part (sandbox: the hosted page, which comes back to /orders/{id}; Razorpay: its window,
 * then the verification and the order page). Resolves `'dismissed'` only when the payer closed Razorpay's window.
 */
export async function continueToPayment(placed: PlacedOrder): Promise<'navigating' | 'dismissed'> {
  const { checkout } = placed;
  if (placed.status === 'paid' || !checkout) {
    window.location.assign(orderPath(placed.order_id));
    return 'navigating';
  }
  if (checkout.type === 'redirect') {
    window.location.assign(checkout.url);
    return 'navigating';
  }
  // Razorpay's code comes only when a Razorpay payment starts
  const [{ payWithRazorpay }, { verifyPayment }] = await Promise.all([import('@/features/payments/razorpay-checkout'), import('@/features/wallet/wallet-api')]);
  const result = await payWithRazorpay(checkout as unknown as Parameters<typeof payWithRazorpay>[0]);
  if (result === 'dismissed') return 'dismissed';
  if (result !== 'failed') await verifyPayment(result).catch(() => undefined); // the webhook settles it otherwise
  window.location.assign(orderPath(placed.order_id));
  return 'navigating';
}
