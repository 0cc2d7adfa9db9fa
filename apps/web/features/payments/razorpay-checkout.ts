import type { Checkout } from '@nakshatra/shared';

type RazorpayCheckout = Extract<Checkout, { type: 'razorpay' }>;
export type RazorpayHandlerResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayInstance = { open(): void; on(event: 'payment.failed', cb: (response: unknown) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's Checkout script once (only when a Razorpay payment starts, never on page load). */
function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout with the options the API returned. Resolves with the handler's response when
 * the payer completes a payment, `'failed'` when the payer closes the window after a failed attempt,
 * `'dismissed'` when they close it without trying. Razorpay lets the payer retry inside the window, so a
 * failed attempt alone does not end the checkout.
 */
export async function payWithRazorpay(checkout: RazorpayCheckout): Promise<RazorpayHandlerResponse | 'failed' | 'dismissed'> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    let hasFailedAttempt = false;
    const rzp = new Razorpay({
      key: checkout.key_id,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      notes: checkout.notes,
      theme: { color: '#c2410c' },
      handler: (response: RazorpayHandlerResponse) => resolve(response),
      modal: { ondismiss: () => resolve(hasFailedAttempt ? 'failed' : 'dismissed') },
    });
    rzp.on('payment.failed', () => {
      hasFailedAttempt = true;
    });
    rzp.open();
  });
}
