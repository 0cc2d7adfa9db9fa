import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, orders } from '@nakshatra/db';
import { orderSchema, rechargeBodySchema, rechargeOptionsSchema, rechargeOrderSchema, verifyPaymentBodySchema } from '@nakshatra/shared';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { toOrder } from '../wallet/orders.js';
import { bonusFor, getWalletSettings, gstFor } from '../wallet/settings.js';
import { createRecharge } from './create-recharge.js';
import { recordCapture } from './capture-payment.js';
import { handleWebhook } from './webhook.js';
import { sandboxRoutes } from './sandbox-routes.js';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  r.get('/api/wallet/recharge-options', {
    schema: { tags, summary: 'Recharge packs, bonus, GST rate and custom-amount limits (for /recharge)', response: { 200: z.object({ status: z.number(), data: rechargeOptionsSchema }) } },
    handler: async () => {
      const s = await getWalletSettings(db);
      return {
        status: 200,
        data: {
          currency: 'INR' as const,
          packs: s.packs.map((p) => {
            const paise = p.amount * 100;
            const gst = gstFor(paise, s.gst_rate_percent);
            return { amount: p.amount, bonus_percent: p.bonus_percent, bonus_paise: bonusFor(paise, p.bonus_percent), gst_paise: gst, total_paise: paise + gst };
          }),
          gst_rate_percent: s.gst_rate_percent,
          min_amount: s.min_amount,
          max_amount: s.max_amount,
          custom_bonus_percent: s.custom_bonus_percent,
          gateway: app.payments.gateway.name,
        },
      };
    },
  });

  r.post('/api/create_transaction_r', {
    schema: { security: [{ session: [] }],
      tags,
      summary: 'Start a wallet recharge: creates a pending order and the gateway order',
      description:
        '`amount` is rupees: one of the packs or a custom amount within the limits. GST is added on top (`total_paise`). ' +
        'Sandbox: send the browser to `checkout.url`. Razorpay: open Checkout with `checkout`, then POST its handler response to /api/payments/verify. ' +
        'The wallet is credited only from a verified capture; the browser ends on /successfull?order_id=… or /failed?order_id=….',
      body: rechargeBodySchema,
      response: { 200: z.object({ status: z.number(), data: rechargeOrderSchema }) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      return { status: 200, data: await createRecharge(db, app.payments.gateway, me, req.body.amount, clock.now()) };
    },
  });

  r.post('/api/payments/verify', {
    schema: { security: [{ session: [] }],
      tags,
      summary: 'Confirm a Razorpay Checkout payment from the browser (signature checked, capture confirmed with Razorpay)',
      description: 'Idempotent with the webhook: whichever arrives first credits the wallet, the other changes nothing. Answers the order (status paid when credited).',
      body: verifyPaymentBodySchema,
      response: { 200: z.object({ status: z.number(), data: orderSchema }) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const { gateway } = app.payments;
      const b = req.body;
      const [order] = await db.select().from(orders).where(and(eq(orders.gateway, gateway.name), eq(orders.gatewayOrderId, b.razorpay_order_id)));
      if (!order) throw notFound('No payment was started with this order id.');
      if (order.userId !== me.id) throw forbidden('This payment belongs to another account.');
      if (!gateway.verifyPaymentSignature(b.razorpay_order_id, b.razorpay_payment_id, b.razorpay_signature))
        throw new AppError(400, 'payment_signature_invalid', 'We could not verify this payment. If money left your account, it will be credited once the bank confirms it.');
      let payment = await gateway.fetchPayment(b.razorpay_payment_id).catch(() => null);
      if (payment && payment.orderId !== b.razorpay_order_id) throw new AppError(400, 'payment_mismatch', 'This payment does not belong to this order.');
      if (payment?.status === 'authorized') payment = await gateway.capturePayment(payment.id, order.kind === 'recharge' ? order.totalPaise : order.gatewayPaise, order.currency).catch(() => payment);
      if (payment?.status === 'captured' || payment?.status === 'refunded') {
        await recordCapture(db, { gateway: gateway.name, paymentId: payment.id, gatewayOrderId: payment.orderId, amountPaise: payment.amountPaise, currency: payment.currency, method: payment.method, source: 'verify' }, clock.now());
      }
      const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
      return { status: 200, data: toOrder(now) };
    },
  });

  // The webhook needs the raw bytes to check the signature: a JSON parser scoped to this route keeps them.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
      // its own per-IP budget: generous for the gateway's bursts, a wall for a flood of forged deliveries
      config: { rateLimit: { max: app.ctx.env.WEBHOOK_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Payment gateway webhooks (Razorpay event format; the sandbox sends the same)',
        description: 'Signed with HMAC-SHA256 of the raw body and the webhook secret in `X-Razorpay-Signature`; a wrong or missing signature gets 400 and stores nothing; each address may deliver `WEBHOOK_RATE_LIMIT_PER_MINUTE` (default 300) requests a minute, then 429. Handles payment.captured, order.paid and payment.failed; other events are acknowledged and ignored.',
        headers: z.object({ 'x-razorpay-signature': z.string().optional(), 'x-razorpay-event-id': z.string().optional() }).passthrough(),
        response: { 200: z.object({ status: z.number(), data: z.object({ outcome: z.string(), order_id: z.string().nullable() }) }) },
      },
      handler: async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? ''));
        const res = await handleWebhook(db, { gateway: app.payments.gateway.name, secret: app.payments.webhookSecret, raw, signature: req.headers['x-razorpay-signature'] as string | undefined, eventId: req.headers['x-razorpay-event-id'] as string | undefined, now: clock.now() });
        return { status: 200, data: { outcome: res.outcome, order_id: res.orderId } };
      },
    });
  });

  if (app.payments.gateway.name === 'sandbox') await app.register(sandboxRoutes);
}
