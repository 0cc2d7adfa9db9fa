import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, sandboxPayments, eq } from '@nakshatra/db';
import { forbidden, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import type { OrderRow } from '../wallet/orders.js';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';
import { escapeHtml } from '../../lib/html.js';

const params = z.object({ orderId: z.string().uuid('That is not a valid order id.') });
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const esc = escapeHtml;

/** What the gateway collects: a recharge in full; a shop or pooja order less what the wallet pays. */
const toPay = (o: OrderRow) => (o.kind === 'recharge' ? o.totalPaise : o.gatewayPaise);
const COMMERCE = new Set(['product', 'booking']);

function page(o: OrderRow): string {
  const payable = o.status === 'pending' || o.status === 'failed';
  const due = toPay(o);
  const rows = o.kind === 'recharge'
    ? [
      ['Wallet recharge', rupees(o.amountPaise)],
      [`GST (${o.gstRateBp / 100}%)`, rupees(o.gstPaise)],
      ['Total to pay', rupees(o.totalPaise)],
      ...(o.bonusPaise ? [['Bonus promotional credit', rupees(o.bonusPaise)]] : []),
    ]
    : [
      [o.description ?? 'Order', rupees(o.totalPaise)],
      ...(o.walletPaise ? [['Paid from the wallet', `− ${rupees(o.walletPaise)}`]] : []),
      ['Total to pay', rupees(due)],
    ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout · ${esc(rupees(due))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.4rem 0;border-bottom:1px solid #ddd}td:last-child{text-align:right}
button{font-size:1rem;padding:.7rem 1.2rem;border-radius:.4rem;border:1px solid #333;cursor:pointer;margin-right:.5rem}
.pay{background:#1b5e20;color:#fff}.fail{background:#fff;color:#b71c1c;border-color:#b71c1c}
.note{background:#fff8e1;padding:.6rem;border-radius:.4rem}</style></head>
<body><main>
<h1>Sandbox checkout</h1>
<p class="note" role="note">Test payments only: no real money moves. Choose Pay or Fail to see what a real payment would do.</p>
<table aria-label="Amounts"><tbody>${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</tbody></table>
${payable
    ? `<form method="post" action="/api/payments/sandbox/checkout/${o.id}/pay" style="display:inline"><button class="pay" type="submit">Pay ${esc(rupees(due))}</button></form>
<form method="post" action="/api/payments/sandbox/checkout/${o.id}/fail" style="display:inline"><button class="fail" type="submit">Fail payment</button></form>`
    : `<p role="status">This order is already ${esc(o.status)}. <a href="/order-history">See your orders</a>.</p>`}
</main></body></html>`;
}

/**
 * The sandbox gateway's hosted checkout (development only): Pay or Fail records the payment on the
 * "gateway side", delivers the same signed webhook Razorpay would to POST /api/payments/webhook, and
 * redirects the browser to /successfull?order_id=… or /failed?order_id=….
 */
export async function sandboxRoutes(app: FastifyInstance) {
  // HTML forms post urlencoded bodies (empty here); parse them in this scope only
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const tags = ['payments (sandbox)'];

  async function ownOrder(req: Parameters<typeof requireUser>[0], id: string): Promise<OrderRow> {
    const me = await requireUser(req);
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    if (!o || o.gateway !== 'sandbox' || (o.kind !== 'recharge' && !COMMERCE.has(o.kind)) || !o.gatewayOrderId) throw notFound('No sandbox payment has this order id.');
    if (o.userId !== me.id) throw forbidden('This order belongs to another account.');
    return o;
  }

  r.get('/api/payments/sandbox/checkout/:orderId', {
    schema: { tags, summary: 'Sandbox hosted checkout page (HTML) with Pay and Fail buttons', params },
    handler: async (req, reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(await ownOrder(req, req.params.orderId))),
  });

  for (const outcome of ['pay', 'fail'] as const) {
    r.post(`/api/payments/sandbox/checkout/:orderId/${outcome}`, {
      schema: { tags, summary: outcome === 'pay' ? 'Sandbox: pay the order (303 to /successfull?order_id=…)' : 'Sandbox: fail the payment (303 to /failed?order_id=…)', params },
      handler: async (req, reply) => {
        const o = await ownOrder(req, req.params.orderId);
        if (o.status === 'pending' || o.status === 'failed') {
          const id = `pay_sbx_${randomBytes(7).toString('hex')}`;
          const now = clock.now();
          const status = outcome === 'pay' ? 'captured' : 'failed';
          await db.insert(sandboxPayments).values({ id, gatewayOrderId: o.gatewayOrderId!, amountPaise: toPay(o), currency: o.currency, status, createdAt: now });
          const event = razorpayPaymentEvent(outcome === 'pay' ? 'payment.captured' : 'payment.failed', { id, orderId: o.gatewayOrderId!, amountPaise: toPay(o), currency: o.currency, status, method: 'upi', errorDescription: 'The tester chose Fail on the sandbox checkout.', createdAt: now });
          const { body, headers } = signedWebhook(app.payments.webhookSecret, event);
          const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
          if (res.statusCode !== 200) req.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook was not accepted');
        }
        const alreadyPaid = o.status !== 'pending' && o.status !== 'failed';
        // a shop or pooja order ends on its own page, which shows paid, still payable or refunded
        if (COMMERCE.has(o.kind)) return reply.code(303).header('location', `/orders/${o.id}`).send();
        const target = outcome === 'pay' || alreadyPaid ? 'successfull' : 'failed';
        return reply.code(303).header('location', `/${target}?order_id=${o.id}`).send();
      },
    });
  }
}
