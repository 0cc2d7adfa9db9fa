import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nextFulfilmentSteps } from './fulfilment.js';
import {
  and, asc, contentItems, count, coupons, desc, eq, gte, inArray, lt, orderEvents, orderLines, orders, poojaBlackouts, poojaSlots, productVariants, sql, stockMovements, users,
} from '@nakshatra/db';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { cancelPaidOrder } from './refund.js';
import { sankalpSheetPdf } from './documents.js';
import { sharedPdfRenderer } from '../astro/pdf.js';
import { getWalletSettings } from '../wallet/settings.js';

const tags = ['shop and pooja (admin)'];
const uuid = (what: string) => z.string().uuid(`${what} is not a valid id.`);
const rupees = (p: number) => `₹${(p / 100).toFixed(2)}`;

const LABEL: Record<string, string> = {
  packed: 'Packed and ready to ship', shipped: 'Shipped', delivered: 'Delivered', confirmed: 'Confirmed by the pandit',
  performed: 'Pooja performed', video_available: 'The pooja video is ready to watch', prasad_shipped: 'Prasad shipped',
};

const fulfilmentBody = z.object({
  status: z.enum(['packed', 'shipped', 'delivered', 'confirmed', 'performed', 'video_available', 'prasad_shipped'], { error: 'Choose the next step of the order.' }),
  courier: z.string().trim().min(2, 'Please give the courier’s name.').max(60).optional(),
  tracking_number: z.string().trim().min(4, 'Please give the tracking number.').max(60).optional(),
  tracking_url: z.string().trim().url('The tracking link must be a full https:// address.').max(500).optional(),
  video_url: z.string().trim().max(500).regex(/^(https:\/\/|\/upload\/)/, 'The video must be an uploaded file (/upload/…) or an https:// link.').optional(),
  note: z.string().trim().max(500).optional(),
});

const variantBody = z.object({
  product_id: uuid('The product'),
  sku: z.string().trim().min(2).max(40).regex(/^[A-Z0-9][A-Z0-9._-]*$/i, 'A SKU has letters, digits, dots, dashes and underscores.'),
  label: z.object({ en: z.string().trim().min(1).max(120), hi: z.string().trim().max(120).optional() }),
  attributes: z.record(z.string().max(40), z.string().max(80)).default({}),
  price_paise: z.number().int().min(100, 'The price must be at least ₹1.'),
  mrp_paise: z.number().int().min(100).nullish(),
  gst_rate_bp: z.number().int().min(0).max(2800),
  hsn: z.string().trim().regex(/^\d{4,8}$/, 'An HSN code has 4 to 8 digits.'),
  max_per_order: z.number().int().min(1).max(100).default(5),
  energisation: z.boolean().default(false),
  ships_abroad: z.boolean().default(false),
  weight_grams: z.number().int().min(1).max(50_000).default(100),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(1000).default(0),
});

export async function commerceAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const sec = [{ session: [] }];

  const listQuery = z.object({
    kind: z.enum(['product', 'booking']).optional(),
    status: z.string().max(30).optional(),
    fulfilment: z.string().max(30).optional(),
    q: z.string().trim().max(100).optional(),
    from: z.string().date('from must be a date (YYYY-MM-DD).').optional(),
    to: z.string().date('to must be a date (YYYY-MM-DD).').optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  });
  type LQ = z.infer<typeof listQuery>;
  const where = (q: LQ) => and(
    q.kind ? eq(orders.kind, q.kind) : inArray(orders.kind, ['product', 'booking']),
    q.status ? eq(orders.status, q.status) : undefined,
    q.fulfilment ? eq(orders.fulfilment, q.fulfilment) : undefined,
    q.from ? gte(orders.createdAt, new Date(`${q.from}T00:00:00+05:30`)) : undefined,
    q.to ? lt(orders.createdAt, new Date(new Date(`${q.to}T00:00:00+05:30`).getTime() + 86_400_000)) : undefined,
    q.q ? sql`(${orders.id}::text ilike ${`%${q.q}%`} or ${orders.invoiceNumber} ilike ${`%${q.q}%`} or ${users.phone} ilike ${`%${q.q}%`} or ${orders.description} ilike ${`%${q.q}%`})` : undefined,
  );
  const select = { o: orders, phone: users.phone, name: users.name };

  r.get('/api/admin/orders', {
    schema: { security: sec, tags, summary: 'Shop orders and pooja bookings with filters (kind, payment status, fulfilment, dates, search by id, invoice, phone)', querystring: listQuery },
    handler: async (req) => {
      await requireAdmin(req);
      const q = req.query;
      const [rows, [{ n }]] = await Promise.all([
        db.select(select).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where(q)).orderBy(desc(orders.createdAt)).limit(q.page_size).offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where(q)),
      ]);
      return {
        status: 200,
        data: {
          items: rows.map(({ o, phone, name }) => ({
            id: o.id, kind: o.kind, status: o.status, fulfilment: o.fulfilment, description: o.description, customer: name, phone,
            total_paise: o.totalPaise, refunded_paise: o.refundedPaise, invoice_number: o.invoiceNumber, created_at: o.createdAt.toISOString(),
            starts_at: (o.details as { starts_at?: string } | null)?.starts_at ?? null,
          })),
          page: q.page, page_size: q.page_size, total: Number(n),
        },
      };
    },
  });

  r.get('/api/admin/orders.csv', {
    schema: { security: sec, tags, summary: 'The same orders as CSV (one row per order line), for accounts', querystring: listQuery.omit({ page: true, page_size: true }) },
    handler: async (req, reply) => {
      await requireAdmin(req);
      const rows = await db.select(select).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where({ ...req.query, page: 1, page_size: 10_000 })).orderBy(desc(orders.createdAt)).limit(10_000);
      const lines = rows.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((x) => x.o.id))) : [];
      const byOrder = new Map<string, typeof lines>();
      for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
      // a cell that starts like a formula is prefixed so a spreadsheet shows it as text
      const cell = (v: unknown) => {
        let s = v == null ? '' : String(v);
        if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
        return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      };
      const head = ['order_id', 'created_at', 'kind', 'status', 'fulfilment', 'invoice_number', 'customer', 'phone', 'item', 'sku', 'hsn', 'quantity', 'unit_rupees', 'line_rupees', 'gst_rate_percent', 'gst_rupees', 'order_total_rupees', 'refunded_rupees'];
      const out = [head.join(',')];
      for (const { o, phone, name } of rows)
        for (const l of byOrder.get(o.id) ?? [])
          out.push([o.id, o.createdAt.toISOString(), o.kind, o.status, o.fulfilment, o.invoiceNumber, name, phone, l.title.en, l.sku, l.hsn, l.quantity, (l.unitPaise / 100).toFixed(2), (l.totalPaise / 100).toFixed(2), l.gstRateBp / 100, (l.gstPaise / 100).toFixed(2), (o.totalPaise / 100).toFixed(2), (o.refundedPaise / 100).toFixed(2)].map(cell).join(','));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-${clock.now().toISOString().slice(0, 10)}.csv"`).send(`${out.join('\r\n')}\r\n`);
    },
  });

  r.post('/api/admin/orders/:id/fulfilment', {
    schema: {
      security: sec, tags, params: z.object({ id: uuid('The order') }), body: fulfilmentBody,
      summary: 'Move a paid order to its next step: packed, shipped (courier and tracking number), delivered; bookings: confirmed, performed, video_available (video), prasad_shipped',
      description: 'Each step is timestamped on the order’s timeline; shipped, delivered and video_available are sent to the customer by SMS (and e-mail when known).',
    },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const b = req.body;
      const now = clock.now();
      const [o0] = await db.select().from(orders).where(eq(orders.id, req.params.id));
      if (!o0 || (o0.kind !== 'product' && o0.kind !== 'booking')) throw notFound('No shop order or pooja booking has this id.');
      if (b.status === 'shipped' || b.status === 'prasad_shipped') if (!b.courier || !b.tracking_number) throw badRequest('Shipping needs the courier’s name and the tracking number.');
      if (b.status === 'video_available' && !b.video_url) throw badRequest('Please upload the pooja video or give its link first.');
      if (b.status === 'prasad_shipped' && !(o0.details as { ship_to?: unknown } | null)?.ship_to) throw badRequest('This booking has no prasad delivery.');
      const updated = await db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(eq(orders.id, o0.id)).for('update');
        if (o.status !== 'paid' && o.status !== 'partially_refunded') throw new AppError(409, 'order_state_conflict', `This order is ${o.status}; only a paid order moves on.`);
        const allowed = nextFulfilmentSteps(o);
        if (!allowed.includes(b.status)) throw new AppError(409, 'order_state_conflict', allowed.length ? `From “${o.fulfilment}” the order can go to: ${allowed.join(', ')}.` : `This order is ${o.fulfilment}; it has no further step.`);
        const details = { ...(o.details ?? {}) } as Record<string, unknown>;
        if (b.tracking_number) details.tracking = { courier: b.courier, number: b.tracking_number, url: b.tracking_url ?? null };
        if (b.video_url) details.video_url = b.video_url;
        await tx.update(orders).set({ fulfilment: b.status, details, updatedAt: now, ...(b.status === 'delivered' || b.status === 'prasad_shipped' ? { status: o.status === 'paid' ? 'paid' : o.status } : {}) }).where(eq(orders.id, o.id));
        const note = [LABEL[b.status], b.tracking_number ? `${b.courier}, tracking number ${b.tracking_number}` : '', b.note ?? ''].filter(Boolean).join('. ');
        await tx.insert(orderEvents).values({ orderId: o.id, status: b.status, note, actorUserId: admin.id, details: b.tracking_number ? { courier: b.courier, tracking_number: b.tracking_number, tracking_url: b.tracking_url ?? null } : null, createdAt: now });
        return { ...o, fulfilment: b.status, details };
      });
      await audit(db, { actorUserId: admin.id, action: 'admin.order.fulfilment', target: o0.id, details: { status: b.status, tracking: b.tracking_number ?? null }, ip: req.ip });
      // tell the customer (a failing provider does not undo the step)
      if (['shipped', 'delivered', 'video_available', 'prasad_shipped'].includes(b.status)) {
        const [u] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, o0.userId));
        const text = `Nakshatra: your ${o0.kind === 'product' ? 'order' : 'pooja booking'} ${o0.invoiceNumber ?? o0.id.slice(0, 8)}: ${LABEL[b.status]}${b.tracking_number ? ` (${b.courier} ${b.tracking_number})` : ''}. Details: /orders/${o0.id}`;
        if (u?.phone && app.ctx.sms.sendNotice) await app.ctx.sms.sendNotice(u.phone, text).catch((err) => req.log.warn({ err }, 'order notice SMS failed'));
        if (u?.email) await app.ctx.mailer.send({ to: u.email, subject: `Nakshatra: ${LABEL[b.status]}`, text }).catch((err) => req.log.warn({ err }, 'order notice e-mail failed'));
      }
      return { status: 200, data: { id: updated.id, fulfilment: updated.fulfilment, details: updated.details } };
    },
  });

  r.post('/api/admin/orders/:id/refund', {
    schema: {
      security: sec, tags, params: z.object({ id: uuid('The order') }),
      body: z.object({
        amount_paise: z.number().int().min(1).optional().describe('default: everything not yet refunded'),
        refund_to: z.enum(['source', 'wallet']).default('source'),
        reason: z.string().trim().min(5, 'Please give a reason of at least 5 characters.').max(500),
        restock: z.boolean().optional().describe('put the units or the seat back (default: on a full refund before shipping)'),
      }),
      summary: 'Refund a shop order or pooja booking in part or in full: the wallet part to the wallet, the online part to its payment (or the wallet)',
    },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const res = await cancelPaidOrder(db, req.params.id, { actorUserId: admin.id, byAdmin: true, reason: req.body.reason, refundTo: req.body.refund_to, amountPaise: req.body.amount_paise, restock: req.body.restock, now: clock.now() });
      await audit(db, { actorUserId: admin.id, action: 'admin.order.refund', target: req.params.id, details: { ...res, reason: req.body.reason }, ip: req.ip });
      return { status: 200, data: res };
    },
  });

  // ---- products: variants and stock ----
  r.get('/api/admin/shop/variants', {
    schema: { security: sec, tags, summary: 'Variants with stock (all, one product’s, or the low-stock list)', querystring: z.object({ product_id: uuid('The product').optional(), low_stock: z.coerce.number().int().min(0).max(1000).optional() }) },
    handler: async (req) => {
      await requireAdmin(req);
      const rows = await db.select({ v: productVariants, title: sql<{ en: string }>`${contentItems.i18n}->'title'`, slug: contentItems.slug }).from(productVariants)
        .leftJoin(contentItems, eq(contentItems.id, productVariants.productId))
        .where(and(req.query.product_id ? eq(productVariants.productId, req.query.product_id) : undefined, req.query.low_stock != null ? sql`${productVariants.stock} - ${productVariants.reserved} <= ${req.query.low_stock}` : undefined))
        .orderBy(asc(contentItems.slug), asc(productVariants.position));
      return { status: 200, data: rows.map(({ v, title, slug }) => ({ ...v, product_title: title?.en ?? null, product_slug: slug, available: v.stock - v.reserved })) };
    },
  });

  r.post('/api/admin/shop/variants', {
    schema: { security: sec, tags, summary: 'Add a variant (its stock starts at 0: add stock with a reason)', body: variantBody },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const b = req.body;
      const [p] = await db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.id, b.product_id), eq(contentItems.type, 'products')));
      if (!p) throw notFound('No product has this id.');
      const [v] = await db.insert(productVariants).values({
        productId: b.product_id, sku: b.sku.toUpperCase(), label: b.label, attributes: b.attributes, pricePaise: b.price_paise, mrpPaise: b.mrp_paise ?? null, gstRateBp: b.gst_rate_bp, hsn: b.hsn,
        maxPerOrder: b.max_per_order, energisation: b.energisation, shipsAbroad: b.ships_abroad, weightGrams: b.weight_grams, active: b.active, position: b.position,
      }).onConflictDoNothing({ target: productVariants.sku }).returning();
      if (!v) throw new AppError(409, 'bad_request', `The SKU ${b.sku.toUpperCase()} is already used by another variant.`);
      await audit(db, { actorUserId: admin.id, action: 'admin.shop.variant_create', target: v.id, details: { sku: v.sku }, ip: req.ip });
      return { status: 200, data: v };
    },
  });

  r.put('/api/admin/shop/variants/:id', {
    schema: { security: sec, tags, summary: 'Change a variant (price, GST, limits, active …; stock changes go through /stock)', params: z.object({ id: uuid('The variant') }), body: variantBody.omit({ product_id: true, sku: true }).partial() },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const b = req.body;
      const [v] = await db.update(productVariants).set({
        ...(b.label && { label: b.label }), ...(b.attributes && { attributes: b.attributes }), ...(b.price_paise != null && { pricePaise: b.price_paise }),
        ...(b.mrp_paise !== undefined && { mrpPaise: b.mrp_paise }), ...(b.gst_rate_bp != null && { gstRateBp: b.gst_rate_bp }), ...(b.hsn && { hsn: b.hsn }),
        ...(b.max_per_order != null && { maxPerOrder: b.max_per_order }), ...(b.energisation != null && { energisation: b.energisation }), ...(b.ships_abroad != null && { shipsAbroad: b.ships_abroad }),
        ...(b.weight_grams != null && { weightGrams: b.weight_grams }), ...(b.active != null && { active: b.active }), ...(b.position != null && { position: b.position }), updatedAt: clock.now(),
      }).where(eq(productVariants.id, req.params.id)).returning();
      if (!v) throw notFound('No variant has this id.');
      await audit(db, { actorUserId: admin.id, action: 'admin.shop.variant_update', target: v.id, details: b, ip: req.ip });
      return { status: 200, data: v };
    },
  });

  r.post('/api/admin/shop/variants/:id/stock', {
    schema: { security: sec, tags, summary: 'Add or remove stock on hand, with a reason (never below what orders hold)', params: z.object({ id: uuid('The variant') }), body: z.object({ delta: z.number().int().min(-100_000).max(100_000).refine((n) => n !== 0, 'The change cannot be 0.'), reason: z.string().trim().min(3, 'Please give a reason.').max(200) }) },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { delta, reason } = req.body;
      const v = await db.transaction(async (tx) => {
        const [row] = await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${delta}`, updatedAt: clock.now() })
          .where(and(eq(productVariants.id, req.params.id), sql`${productVariants.stock} + ${delta} >= ${productVariants.reserved}`)).returning();
        if (!row) {
          const [cur] = await tx.select().from(productVariants).where(eq(productVariants.id, req.params.id));
          if (!cur) throw notFound('No variant has this id.');
          throw badRequest(`Stock cannot go below ${cur.reserved} (held by unpaid orders); it is ${cur.stock} now.`);
        }
        await tx.insert(stockMovements).values({ variantId: row.id, delta, reason: 'adjustment', note: reason, actorUserId: admin.id, createdAt: clock.now() });
        return row;
      });
      await audit(db, { actorUserId: admin.id, action: 'admin.shop.stock', target: v.id, details: { delta, reason, stock: v.stock }, ip: req.ip });
      return { status: 200, data: { id: v.id, stock: v.stock, reserved: v.reserved, available: v.stock - v.reserved } };
    },
  });

  // ---- pooja: schedule ----
  r.get('/api/admin/pooja/:poojaId/slots', {
    schema: { security: sec, tags, summary: 'A pooja’s slots with seats booked and held, and its blackout dates', params: z.object({ poojaId: uuid('The pooja') }) },
    handler: async (req) => {
      await requireAdmin(req);
      const [slots, black] = await Promise.all([
        db.select().from(poojaSlots).where(eq(poojaSlots.poojaId, req.params.poojaId)).orderBy(asc(poojaSlots.startsAt)),
        db.select().from(poojaBlackouts).where(eq(poojaBlackouts.poojaId, req.params.poojaId)).orderBy(asc(poojaBlackouts.date)),
      ]);
      return { status: 200, data: { slots, blackouts: black } };
    },
  });

  r.post('/api/admin/pooja/:poojaId/slots', {
    schema: { security: sec, tags, summary: 'Add a slot', params: z.object({ poojaId: uuid('The pooja') }), body: z.object({ starts_at: z.string().datetime({ offset: true, message: 'starts_at must be a date and time with its offset, e.g. 2026-12-01T07:00:00+05:30.' }), capacity: z.number().int().min(1).max(1000), reason: z.object({ en: z.string().max(120), hi: z.string().max(120).optional() }).nullish() }) },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const startsAt = new Date(req.body.starts_at);
      if (startsAt <= clock.now()) throw badRequest('A slot must start in the future.');
      const [p] = await db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.id, req.params.poojaId), eq(contentItems.type, 'pooja')));
      if (!p) throw notFound('No pooja has this id.');
      const [s] = await db.insert(poojaSlots).values({ poojaId: p.id, startsAt, capacity: req.body.capacity, reason: req.body.reason ?? null }).onConflictDoNothing().returning();
      if (!s) throw new AppError(409, 'bad_request', 'This pooja already has a slot at that time.');
      await audit(db, { actorUserId: admin.id, action: 'admin.pooja.slot_create', target: s.id, details: req.body, ip: req.ip });
      return { status: 200, data: s };
    },
  });

  r.put('/api/admin/pooja/slots/:id', {
    schema: { security: sec, tags, summary: 'Change a slot’s capacity (never below its seats taken) or open/close it', params: z.object({ id: uuid('The slot') }), body: z.object({ capacity: z.number().int().min(0).max(1000).optional(), status: z.enum(['open', 'closed']).optional() }) },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { capacity, status } = req.body;
      const [s] = await db.update(poojaSlots).set({ ...(capacity != null && { capacity }), ...(status && { status }) })
        .where(and(eq(poojaSlots.id, req.params.id), capacity != null ? sql`${capacity} >= ${poojaSlots.reserved} + ${poojaSlots.booked}` : undefined)).returning();
      if (!s) {
        const [cur] = await db.select().from(poojaSlots).where(eq(poojaSlots.id, req.params.id));
        if (!cur) throw notFound('No slot has this id.');
        throw badRequest(`The capacity cannot be below the ${cur.reserved + cur.booked} seats already taken.`);
      }
      await audit(db, { actorUserId: admin.id, action: 'admin.pooja.slot_update', target: s.id, details: req.body, ip: req.ip });
      return { status: 200, data: s };
    },
  });

  r.post('/api/admin/pooja/:poojaId/blackouts', {
    schema: { security: sec, tags, summary: 'Block a date (IST) for a pooja: its slots that day are not offered', params: z.object({ poojaId: uuid('The pooja') }), body: z.object({ date: z.string().date('date must be YYYY-MM-DD.'), note: z.string().max(200).optional() }) },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      await db.insert(poojaBlackouts).values({ poojaId: req.params.poojaId, date: req.body.date, note: req.body.note ?? null }).onConflictDoNothing();
      await audit(db, { actorUserId: admin.id, action: 'admin.pooja.blackout', target: req.params.poojaId, details: req.body, ip: req.ip });
      return { status: 200, data: { pooja_id: req.params.poojaId, date: req.body.date } };
    },
  });

  async function bookingsOf(date: string) {
    const from = new Date(`${date}T00:00:00+05:30`);
    const to = new Date(from.getTime() + 86_400_000);
    const rows = await db.select().from(orders).where(and(eq(orders.kind, 'booking'), inArray(orders.status, ['paid', 'partially_refunded']),
      sql`(${orders.details}->>'starts_at')::timestamptz >= ${from.toISOString()}::timestamptz and (${orders.details}->>'starts_at')::timestamptz < ${to.toISOString()}::timestamptz`))
      .orderBy(sql`${orders.details}->>'starts_at'`, asc(orders.createdAt));
    return rows.map((o) => {
      const d = (o.details ?? {}) as { starts_at?: string; pooja_slug?: string; participants?: Array<{ name: string; gotra?: string | null; relation?: string | null }>; sankalp?: string; package?: string };
      return { order_id: o.id, starts_at: d.starts_at, pooja: d.pooja_slug, package: d.package, participants: d.participants, sankalp: d.sankalp, fulfilment: o.fulfilment, total: rupees(o.totalPaise) };
    });
  }
  const dayQuery = z.object({ date: z.string().date('date must be YYYY-MM-DD.') });

  r.get('/api/admin/pooja/bookings', {
    schema: { security: sec, tags, summary: 'Paid bookings of one day (IST), by slot: names, gotra, sankalp, for the pandit', querystring: dayQuery },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await bookingsOf(req.query.date) };
    },
  });

  r.get('/api/admin/pooja/sankalp-sheet.pdf', {
    schema: { security: sec, tags, summary: 'The printable sankalp sheet of one day (PDF): per slot, names, gotra and sankalp', querystring: dayQuery },
    handler: async (req, reply) => {
      await requireAdmin(req);
      const { company } = await getWalletSettings(db);
      const body = await sankalpSheetPdf(sharedPdfRenderer(app), req.query.date, await bookingsOf(req.query.date), company.legal_name);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="sankalp-${req.query.date}.pdf"`).header('cache-control', 'private, no-store').send(body);
    },
  });

  // ---- coupons ----
  const couponBody = z.object({
    code: z.string().trim().min(3).max(40).regex(/^[A-Z0-9_-]+$/i, 'A coupon code has letters, digits, dashes and underscores.'),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int().min(1).describe('basis points for percent (1000 = 10%), paise for fixed'),
    min_order_paise: z.number().int().min(0).default(0),
    max_discount_paise: z.number().int().min(1).nullish(),
    applies_to: z.enum(['shop', 'pooja', 'all']).default('all'),
    valid_from: z.string().datetime({ offset: true }).nullish(),
    valid_to: z.string().datetime({ offset: true }).nullish(),
    max_uses: z.number().int().min(1).nullish(),
    per_user_limit: z.number().int().min(1).max(100).default(1),
    active: z.boolean().default(true),
  }).refine((c) => c.kind !== 'percent' || c.value <= 10_000, { message: 'A percentage cannot be more than 100% (10000).', path: ['value'] });

  r.get('/api/admin/coupons', {
    schema: { security: sec, tags, summary: 'Coupons with their use counts' },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await db.select().from(coupons).orderBy(desc(coupons.createdAt)) };
    },
  });

  r.put('/api/admin/coupons/:code', {
    schema: { security: sec, tags, summary: 'Create or change a coupon', params: z.object({ code: z.string().max(40) }), body: couponBody },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const b = req.body;
      if (b.code.toUpperCase() !== req.params.code.toUpperCase()) throw badRequest('The code in the address and in the body differ.');
      const values = {
        code: b.code.toUpperCase(), kind: b.kind, value: b.value, minOrderPaise: b.min_order_paise, maxDiscountPaise: b.max_discount_paise ?? null, appliesTo: b.applies_to,
        validFrom: b.valid_from ? new Date(b.valid_from) : null, validTo: b.valid_to ? new Date(b.valid_to) : null, maxUses: b.max_uses ?? null, perUserLimit: b.per_user_limit, active: b.active,
      };
      const [c] = await db.insert(coupons).values(values).onConflictDoUpdate({ target: coupons.code, set: { ...values, code: undefined } as never }).returning();
      await audit(db, { actorUserId: admin.id, action: 'admin.coupon.save', target: c.code, details: b, ip: req.ip });
      return { status: 200, data: c };
    },
  });
}
