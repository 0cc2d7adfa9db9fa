import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sandboxPayments, sql, type Db } from '@nakshatra/db';
import type { GatewayPayment, PaymentGateway } from './gateway.js';
import { GatewayError, hmacHex, sameSignature } from './gateway.js';

const toPayment = (p: typeof sandboxPayments.$inferSelect): GatewayPayment => ({
  id: p.id,
  orderId: p.gatewayOrderId,
  amountPaise: p.amountPaise,
  currency: p.currency,
  status: p.status as GatewayPayment['status'],
  method: 'sandbox',
  amountRefundedPaise: p.refundedPaise,
  createdAt: p.createdAt,
});

/**
 * The development gateway: orders get `order_sbx_…` ids, the browser pays on our own hosted checkout page
 * (routes in sandbox-routes.ts), and its records live in `sandbox_payments` as Razorpay would keep them.
 * Payment signatures use the same HMAC scheme as Razorpay with `secret` as the key secret.
 */
export function sandboxGateway(db: Db, secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    async createOrder(input) {
      return { id: `order_sbx_${randomBytes(7).toString('hex')}`, amountPaise: input.amountPaise, currency: input.currency };
    },
    checkout(input) {
      return { type: 'redirect', url: `/api/payments/sandbox/checkout/${input.orderId}` };
    },
    async fetchPayment(id) {
      const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return p ? toPayment(p) : null;
    },
    async capturePayment(id) {
      const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!p) throw new GatewayError('No such sandbox payment.', 404);
      return toPayment(p);
    },
    async refundPayment(id, amountPaise) {
      const [p] = await db
        .update(sandboxPayments)
        .set({ refundedPaise: sql`${sandboxPayments.refundedPaise} + ${amountPaise}`, status: sql`case when ${sandboxPayments.refundedPaise} + ${amountPaise} >= ${sandboxPayments.amountPaise} then 'refunded' else ${sandboxPayments.status} end` })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'captured'), sql`${sandboxPayments.refundedPaise} + ${amountPaise} <= ${sandboxPayments.amountPaise}`))
        .returning();
      if (!p) throw new GatewayError('The sandbox refused the refund (unknown payment or more than was paid).', 400);
      return { id: `rfnd_sbx_${randomBytes(7).toString('hex')}`, paymentId: id, amountPaise, status: 'processed' };
    },
    async listPayments(from, to) {
      const rows = await db.select().from(sandboxPayments).where(and(gte(sandboxPayments.createdAt, from), lt(sandboxPayments.createdAt, to)));
      return rows.map(toPayment);
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return sameSignature(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
  };
}
