import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Checkout, GatewayName } from '@nakshatra/shared';
import type { Env } from '../../env.js';

export type GatewayOrder = { id: string; amountPaise: number; currency: string };
export type GatewayPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's payment states */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string | null;
  amountRefundedPaise: number;
  createdAt: Date;
};
export type GatewayRefund = { id: string; paymentId: string; amountPaise: number; status: 'pending' | 'processed' | 'failed' };

/** What the wallet needs from a payment service; `razorpay` and `sandbox` implement it. */
export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: { amountPaise: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** What the browser needs to pay the order. */
  checkout(input: { orderId: string; gatewayOrderId: string; totalPaise: number; description: string; prefill: { contact?: string; email?: string; name?: string } }): Checkout;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Captures an authorized payment (Razorpay without auto-capture); returns the payment as it now is. */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  refundPayment(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
  /** Payments created in [from, to), for reconciliation. */
  listPayments(from: Date, to: Date): Promise<GatewayPayment[]>;
  /** The Checkout handler's signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
}

export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret webhooks are signed with: configured, or (development sandbox) derived from SESSION_SECRET. */
export function webhookSecret(env: Env): string {
  return env.PAYMENT_WEBHOOK_SECRET ?? env.RAZORPAY_WEBHOOK_SECRET ?? hmacHex(env.SESSION_SECRET, 'sandbox-webhook-secret');
}

/** Razorpay's webhook check: HMAC-SHA256 of the raw body with the webhook secret, against X-Razorpay-Signature. */
export const verifyWebhookSignature = (secret: string, rawBody: Buffer | string, signature: string | undefined) => sameSignature(hmacHex(secret, rawBody), signature);

export class GatewayError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'GatewayError';
  }
}
