import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, contentItems, desc, eq, inArray, lte, ne, orderEvents, orderLines, orders, productVariants, refunds, sql, users } from '@nakshatra/db';
import { orderInvoicePdf } from './documents.js';
import { sharedPdfRenderer } from '../astro/pdf.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { placeOrder, closeUnpaidOrder, quoteOrder } from './checkout.js';
import { cancelPaidOrder } from './refund.js';
import { nextFulfilmentSteps } from './fulfilment.js';
import { deliveryEstimate, MAX_LINES, poojaPackagesOf, poojaSlotsOf, priceBooking, priceShopOrder, type ShipTo } from './sellers.js';
import { getOwnAddress } from '../addresses/address-book.js';
import { cartLinesOf } from '../cart/read-cart.js';

const tags = ['shop and pooja'];
const uuid = (what: string) => z.string().uuid(`${what} is not a valid id.`);
const text = (what: string, max: number) => z.string().trim().min(1, `Please enter ${what}.`).max(max, `${what[0].toUpperCase()}${what.slice(1)} is too long (at most ${max} characters).`);

const itemSchema = z.object({
  variant_id: uuid('The item'),
  quantity: z.number({ error: 'The quantity must be a whole number.' }).int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(100, 'The quantity is too large.'),
  options: z.object({ name: z.string().trim().max(80, 'The name is too long.').optional(), gotra: z.string().trim().max(80, 'The gotra is too long.').optional() }).nullish(),
});
const payWith = { use_wallet: z.boolean().default(true).describe('pay what the wallet can first; the gateway collects the rest'), coupon: z.string().trim().max(40).nullish() };
const checkoutBody = z.object({
  items: z.array(itemSchema).max(MAX_LINES, `An order can have at most ${MAX_LINES} different items.`).optional().describe('what to buy; without it, the signed-in cart'),
  address_id: uuid('The address'),
  ...payWith,
});
const participantSchema = z.object({ name: text('the participant’s name', 80), gotra: z.string().trim().max(60).nullish(), relation: z.string().trim().max(40).nullish() });
const bookingBody = z.object({
  slot_id: uuid('The slot'),
  package_code: z.string().trim().min(1, 'Please choose a package.').max(40),
  participants: z.array(participantSchema).min(1, 'Please give at least one participant’s name.').max(12, 'At most 12 participants.'),
  sankalp: text('the purpose of the pooja (sankalp)', 500),
  prasad_address_id: uuid('The address').nullish(),
  ...payWith,
});
const placedSchema = z.object({
  order_id: z.string(), status: z.string(), total_paise: z.number(), wallet_paise: z.number(), gateway_paise: z.number(), discount_paise: z.number(),
  expires_at: z.string().nullable(), gateway: z.string().nullable(), gateway_order_id: z.string().nullable(), checkout: z.any().nullable(),
});
const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });

export async function commerceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  async function shipTo(userId: string, addressId: string): Promise<ShipTo> {
    const a = await getOwnAddress(db, userId, addressId);
    return { name: a.name, phone: a.phone, line1: a.line1, line2: a.line2, city: a.city, district: a.district, state: a.state, postal_code: a.postalCode, country: a.country };
  }

  r.get('/api/shop/products/:slug', {
    schema: { tags, summary: 'A product with its variants: price (GST included), stock left, limits', params: z.object({ slug: z.string().max(200) }) },
    handler: async (req, reply) => {
      const now = clock.now();
      const [p] = await db.select({ id: contentItems.id, slug: contentItems.slug, i18n: contentItems.i18n, data: contentItems.data }).from(contentItems)
        .where(and(eq(contentItems.type, 'products'), eq(contentItems.slug, req.params.slug), ne(contentItems.status, 'draft'), lte(contentItems.publishAt, now)));
      if (!p) throw notFound('No product has this address.');
      const vs = await db.select().from(productVariants).where(and(eq(productVariants.productId, p.id), eq(productVariants.active, true))).orderBy(asc(productVariants.position), asc(productVariants.pricePaise));
      reply.header('cache-control', 'public, max-age=10');
      return {
        status: 200,
        data: {
          id: p.id, slug: p.slug, title: p.i18n.title,
          variants: vs.map((v) => ({
            id: v.id, sku: v.sku, label: v.label, attributes: v.attributes, price_paise: v.pricePaise, mrp_paise: v.mrpPaise, gst_rate_percent: v.gstRateBp / 100, hsn: v.hsn,
            in_stock: v.stock - v.reserved, max_per_order: v.maxPerOrder, energisation: v.energisation, ships_abroad: v.shipsAbroad,
          })),
        },
      };
    },
  });

  r.get('/api/shop/delivery-estimate', {
    schema: { tags, summary: 'Delivery days for a PIN code (or a country abroad)', querystring: z.object({ pin: z.string().regex(/^[1-9][0-9]{5}$/, 'A PIN code has 6 digits and does not start with 0.').optional(), country: z.string().length(2).default('IN') }) },
    handler: async (req) => {
      if (req.query.country === 'IN' && !req.query.pin) throw new AppError(400, 'bad_request', 'Please enter a 6-digit PIN code.');
      return { status: 200, data: deliveryEstimate({ country: req.query.country.toUpperCase(), postal_code: req.query.pin ?? '' }, clock.now()) };
    },
  });

  r.post('/api/shop/quote', {
    schema: {
      security: [{ session: [] }], tags, summary: 'What a shop order would cost now (nothing is reserved): subtotal, coupon discount, delivery, GST inside, total',
      body: z.object({ items: checkoutBody.shape.items, address_id: uuid('The address').nullish(), coupon: payWith.coupon }),
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const now = clock.now();
      let items = req.body.items;
      if (!items) {
        items = await cartLinesOf(db, me.id);
      }
      const to: ShipTo = req.body.address_id ? await shipTo(me.id, req.body.address_id) : { name: '', phone: '', line1: '', city: '', state: '', postal_code: '', country: 'IN' };
      const draft = await priceShopOrder(db, items, to, now);
      return { status: 200, data: await quoteOrder(db, me.id, { ...draft, couponCode: req.body.coupon ?? null }, now) };
    },
  });

  r.post('/api/shop/checkout', {
    schema: {
      security: [{ session: [] }], tags, body: checkoutBody, response: { 200: ok(placedSchema) },
      summary: 'Place a shop order: stock reserved, wallet first, the gateway for the rest',
      description: 'Prices, stock, limits and delivery are the server’s. 409 `sold_out` names what is short (nothing is reserved then). ' +
        'With a gateway part, send the browser to `checkout` (sandbox) or open Razorpay Checkout; the order is paid from the verified capture, exactly once. ' +
        'An order not paid within the reservation time (15 minutes by default) expires: stock, coupon and wallet hold go back; a payment arriving later is refunded automatically.',
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const now = clock.now();
      let items = req.body.items;
      const fromCart = !items;
      if (!items) {
        items = await cartLinesOf(db, me.id);
      }
      const draft = await priceShopOrder(db, items, await shipTo(me.id, req.body.address_id), now);
      // bought from the cart: its lines leave the cart when the order is paid (settle.ts)
      if (fromCart) draft.details.from_cart = true;
      const placed = await placeOrder(db, app.payments.gateway, me, { ...draft, couponCode: req.body.coupon ?? null }, { useWallet: req.body.use_wallet, now });
      return { status: 200, data: placed };
    },
  });

  r.get('/api/pooja/:slug/booking-options', {
    schema: { tags, summary: 'A pooja’s packages and its slots from now on (open, full or closed), with each date’s reason', params: z.object({ slug: z.string().max(200) }) },
    handler: async (req) => {
      const now = clock.now();
      const [p] = await db.select().from(contentItems).where(and(eq(contentItems.type, 'pooja'), eq(contentItems.slug, req.params.slug), ne(contentItems.status, 'draft'), lte(contentItems.publishAt, now)));
      if (!p) throw notFound('No pooja has this address.');
      return { status: 200, data: { pooja_id: p.id, slug: p.slug, packages: await poojaPackagesOf(db, p), slots: await poojaSlotsOf(db, p.id, now) } };
    },
  });

  r.post('/api/pooja/:slug/book', {
    schema: {
      security: [{ session: [] }], tags, params: z.object({ slug: z.string().max(200) }), body: bookingBody, response: { 200: ok(placedSchema) },
      summary: 'Book a seat in a pooja slot (the same checkout as the shop)',
      description: 'The last seat of a slot goes to exactly one booking; a full slot answers 409 `sold_out`.',
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const now = clock.now();
      const prasad = req.body.prasad_address_id ? await shipTo(me.id, req.body.prasad_address_id) : null;
      const draft = await priceBooking(db, req.params.slug, { ...req.body, prasad_address: prasad }, now);
      return { status: 200, data: await placeOrder(db, app.payments.gateway, me, { ...draft, couponCode: req.body.coupon ?? null }, { useWallet: req.body.use_wallet, now }) };
    },
  });

  async function ownOrder(req: Parameters<typeof requireUser>[0], id: string) {
    const me = await requireUser(req);
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    // another user's order is answered as missing: its existence is nobody else's business
    if (!o || (o.userId !== me.id && me.type !== 'admin') || (o.kind !== 'product' && o.kind !== 'booking')) throw notFound('No order of yours has this id.');
    return { me, o };
  }

  r.get('/api/orders/:id', {
    schema: { security: [{ session: [] }], tags, summary: 'A shop order or pooja booking of yours: lines, amounts, status timeline, refunds (owner or admin)', params: z.object({ id: uuid('The order') }) },
    handler: async (req) => {
      const { me, o } = await ownOrder(req, req.params.id);
      const [lines, events, refs] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, o.id)),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
        db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(desc(refunds.createdAt)),
      ]);
      return {
        status: 200,
        data: {
          id: o.id, kind: o.kind, status: o.status, fulfilment: o.fulfilment, description: o.description,
          total_paise: o.totalPaise, gst_paise: o.gstPaise, wallet_paise: o.walletPaise, gateway_paise: o.gatewayPaise, refunded_paise: o.refundedPaise,
          invoice_number: o.invoiceNumber, invoice_url: o.invoiceNumber ? `/api/orders/${o.id}/invoice.pdf` : null,
          expires_at: o.status === 'pending' && o.expiresAt ? o.expiresAt.toISOString() : null,
          pay_url: o.status === 'pending' && o.gateway === 'sandbox' && o.gatewayOrderId ? `/api/payments/sandbox/checkout/${o.id}` : null,
          created_at: o.createdAt.toISOString(), paid_at: o.paidAt?.toISOString() ?? null,
          details: o.details ?? {},
          lines: lines.map((l) => ({ title: l.title, sku: l.sku, hsn: l.hsn, quantity: l.quantity, unit_paise: l.unitPaise, total_paise: l.totalPaise, gst_paise: l.gstPaise, gst_rate_percent: l.gstRateBp / 100, options: l.options })),
          events: events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString(), details: e.details })),
          refunds: refs.map((x) => ({ id: x.id, amount_paise: x.amountPaise + x.gstPaise, mode: x.mode, status: x.status, reason: x.reason, created_at: x.createdAt.toISOString() })),
          /** admins: the fulfilment steps POST /api/admin/orders/{id}/fulfilment accepts now (empty for the buyer) */
          next_steps: me.type === 'admin' ? nextFulfilmentSteps(o) : [],
        },
      };
    },
  });

  r.get('/api/orders/:id/invoice.pdf', {
    schema: { security: [{ session: [] }], tags, summary: 'GST tax invoice of a paid order or booking (PDF; owner or admin)', params: z.object({ id: uuid('The order') }) },
    handler: async (req, reply) => {
      const { o } = await ownOrder(req, req.params.id);
      if (!o.invoiceNumber) throw notFound('This order has no invoice yet: it is issued when the order is paid.');
      const [lines, [u]] = await Promise.all([db.select().from(orderLines).where(eq(orderLines.orderId, o.id)), db.select().from(users).where(eq(users.id, o.userId))]);
      const body = await orderInvoicePdf(sharedPdfRenderer(app), db, o, lines, u);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${o.invoiceNumber}.pdf"`).header('cache-control', 'private, no-store').send(body);
    },
  });

  r.post('/api/orders/:id/cancel', {
    schema: {
      security: [{ session: [] }], tags, params: z.object({ id: uuid('The order') }),
      body: z.object({ reason: z.string().trim().max(300).optional(), refund_to: z.enum(['source', 'wallet']).default('source') }).default({ refund_to: 'source' }),
      summary: 'Cancel your order: unpaid at once; paid until it ships (products) or until 24 hours before the slot (pooja), with a refund',
    },
    handler: async (req) => {
      const { me, o } = await ownOrder(req, req.params.id);
      const now = clock.now();
      if (o.status === 'pending') {
        await closeUnpaidOrder(db, o.id, 'cancelled', 'Cancelled by you before payment; nothing was charged.', me.id, now);
      } else {
        await cancelPaidOrder(db, o.id, { actorUserId: me.id, byAdmin: false, reason: req.body.reason || 'Cancelled by the customer', refundTo: req.body.refund_to, now });
      }
      const [after] = await db.select({ status: orders.status, fulfilment: orders.fulfilment, refunded_paise: orders.refundedPaise }).from(orders).where(eq(orders.id, o.id));
      return { status: 200, data: after };
    },
  });

  r.get('/api/orders', {
    schema: { security: [{ session: [] }], tags, summary: 'Your shop orders and pooja bookings, newest first', querystring: z.object({ kind: z.enum(['product', 'booking']).optional() }) },
    handler: async (req) => {
      const me = await requireUser(req);
      const rows = await db.select().from(orders)
        .where(and(eq(orders.userId, me.id), req.query.kind ? eq(orders.kind, req.query.kind) : inArray(orders.kind, ['product', 'booking'])))
        .orderBy(desc(orders.createdAt)).limit(100);
      return { status: 200, data: rows.map((o) => ({ id: o.id, kind: o.kind, status: o.status, fulfilment: o.fulfilment, description: o.description, total_paise: o.totalPaise, created_at: o.createdAt.toISOString() })) };
    },
  });

}
