import { randomBytes } from 'node:crypto';
import { hmacHex } from './gateway.js';

export type EventPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'captured' | 'failed' | 'authorized';
  method?: string;
  errorDescription?: string | null;
  createdAt: Date;
};

/** A webhook body in Razorpay's event format (`payment.captured`, `payment.failed`). */
export function razorpayPaymentEvent(event: 'payment.captured' | 'payment.failed' | 'payment.authorized', p: EventPayment, accountId = 'acc_sandbox') {
  const createdAt = Math.floor(p.createdAt.getTime() / 1000);
  return {
    entity: 'event',
    account_id: accountId,
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: p.id,
          entity: 'payment',
          amount: p.amountPaise,
          currency: p.currency,
          status: p.status,
          order_id: p.orderId,
          invoice_id: null,
          international: false,
          method: p.method ?? 'upi',
          amount_refunded: 0,
          refund_status: null,
          captured: p.status === 'captured',
          description: null,
          error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
          error_description: p.status === 'failed' ? (p.errorDescription ?? 'Payment failed') : null,
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  };
}

/** The body as sent and its headers: signed like Razorpay (HMAC-SHA256 of the raw body with the webhook secret). */
export function signedWebhook(secret: string, event: object) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
    },
  };
}
