import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, desc, eq, gte, lt, ledgerOperations, orders, paymentFlags, payments, refunds, sql, type Db } from '@nakshatra/db';
import { adminListQuerySchema, adminRefundBodySchema, resolveFlagBodySchema, walletSettingsSchema } from '@nakshatra/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { refundOrderToWallet, refundRechargeToSource } from '../payments/refund.js';
import { balanceDrift, ledgerTotals, spendByCategory } from './ledger.js';
import { getWalletSettings, saveWalletSettings } from './settings.js';
import { toTransaction } from './transactions.js';

type Q = z.infer<typeof adminListQuerySchema>;
const tags = ['wallet (admin)'];
const list = z.object({ status: z.number(), data: z.object({ items: z.array(z.record(z.string(), z.unknown())), page: z.number(), page_size: z.number(), total: z.number() }) });

/** A searchable, paginated admin list over one table: `q` matches any of the text columns given. */
async function page<T extends PgTable>(db: Db, table: T, q: Q, opts: { search: PgColumn[]; status?: PgColumn; created: PgColumn }) {
  const term = q.q ? `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    term ? sql`(${sql.join(opts.search.map((c) => sql`${c}::text ilike ${term}`), sql` or `)})` : undefined,
    q.status && opts.status ? eq(opts.status, q.status) : undefined,
    q.from ? gte(opts.created, new Date(q.from)) : undefined,
    q.to ? lt(opts.created, new Date(q.to)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(table as PgTable).where(where).orderBy(desc(opts.created)).limit(q.page_size).offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(table as PgTable).where(where),
  ]);
  return { items: rows as Array<Record<string, unknown>>, page: q.page, page_size: q.page_size, total: Number(n) };
}

/** Admin: payments, transactions, refunds, ledger totals, flagged items and settings (403 for everyone else). */
export async function walletAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  r.get('/api/admin/wallet/payments', {
    schema: { security: [{ session: [] }], tags, summary: 'Gateway payments (captured, failed, refused), searchable by payment, order or user id', querystring: adminListQuerySchema, response: { 200: list } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await page(db, payments, req.query, { search: [payments.gatewayPaymentId, payments.gatewayOrderId, payments.orderId], status: payments.status, created: payments.createdAt }) };
    },
  });

  r.get('/api/admin/wallet/orders', {
    schema: { security: [{ session: [] }], tags, summary: 'All orders, searchable by order, user, gateway id or invoice number', querystring: adminListQuerySchema, response: { 200: list } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await page(db, orders, req.query, { search: [orders.id, orders.userId, orders.gatewayOrderId, orders.gatewayPaymentId, orders.invoiceNumber, orders.reference], status: orders.status, created: orders.createdAt }) };
    },
  });

  r.get('/api/admin/wallet/transactions', {
    schema: { security: [{ session: [] }], tags, summary: 'Ledger operations (every money movement), searchable by id, user, reference or idempotency key; status filters by kind', querystring: adminListQuerySchema, response: { 200: list } },
    handler: async (req) => {
      await requireAdmin(req);
      const res = await page(db, ledgerOperations, req.query, { search: [ledgerOperations.id, ledgerOperations.userId, ledgerOperations.reference, ledgerOperations.idempotencyKey, ledgerOperations.description], status: ledgerOperations.kind, created: ledgerOperations.createdAt });
      return { status: 200, data: { ...res, items: res.items.map((op) => ({ ...toTransaction(op as never), user_id: op.userId, idempotency_key: op.idempotencyKey, actor_user_id: op.actorUserId })) } };
    },
  });

  r.get('/api/admin/wallet/refunds', {
    schema: { security: [{ session: [] }], tags, summary: 'Refunds, searchable by refund, order, user or gateway id', querystring: adminListQuerySchema, response: { 200: list } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await page(db, refunds, req.query, { search: [refunds.id, refunds.orderId, refunds.userId, refunds.gatewayPaymentId, refunds.gatewayRefundId], status: refunds.status, created: refunds.createdAt }) };
    },
  });

  r.get('/api/admin/wallet/flags', {
    schema: { security: [{ session: [] }], tags, summary: 'Items flagged for review (amount or currency mismatch, unknown order, second payment, failed refund, reconciliation)', querystring: adminListQuerySchema, response: { 200: list } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await page(db, paymentFlags, req.query, { search: [paymentFlags.reason, paymentFlags.orderId, paymentFlags.gatewayPaymentId], status: paymentFlags.status, created: paymentFlags.createdAt }) };
    },
  });

  r.post('/api/admin/wallet/flags/:id/resolve', {
    schema: { security: [{ session: [] }], tags, summary: 'Mark a flagged item resolved, saying how (audited)', params: z.object({ id: z.string().uuid('That is not a valid flag id.') }), body: resolveFlagBodySchema, response: { 200: z.object({ status: z.number(), data: z.record(z.string(), z.unknown()) }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const [f] = await db.update(paymentFlags).set({ status: 'resolved', resolution: req.body.resolution, resolvedBy: admin.id, resolvedAt: clock.now() }).where(eq(paymentFlags.id, req.params.id)).returning();
      if (!f) throw notFound('No flagged item has this id.');
      await audit(db, { actorUserId: admin.id, action: 'admin.wallet.flag_resolved', target: f.id, details: { resolution: req.body.resolution }, ip: req.ip });
      return { status: 200, data: f as Record<string, unknown> };
    },
  });

  r.get('/api/admin/wallet/ledger-totals', {
    schema: { security: [{ session: [] }],
      tags, summary: 'Ledger totals per account kind; sum_paise is always 0 and drift lists accounts whose cached balance differs from their transfers (always empty); by_category: what users spent per category (consultation, gift …), refunds and the astrologers’ shares',
      response: { 200: z.object({ status: z.number(), data: z.object({ sum_paise: z.number(), by_kind: z.array(z.object({ kind: z.string(), balance_paise: z.number(), held_paise: z.number(), accounts: z.number() })), drift: z.array(z.record(z.string(), z.unknown())), open_flags: z.number(),
        by_category: z.array(z.object({ category: z.string(), spent_paise: z.number(), refunded_paise: z.number(), astrologer_share_paise: z.number(), operations: z.number() })) }) }) },
    },
    handler: async (req) => {
      await requireAdmin(req);
      const [totals, drift, [{ n }], byCategory] = await Promise.all([ledgerTotals(db), balanceDrift(db), db.select({ n: count() }).from(paymentFlags).where(eq(paymentFlags.status, 'open')), spendByCategory(db)]);
      return { status: 200, data: { ...totals, drift, open_flags: Number(n), by_category: byCategory } };
    },
  });

  r.post('/api/admin/wallet/refunds', {
    schema: { security: [{ session: [] }],
      tags, summary: 'Refund an order: to_wallet (an order paid from the wallet) or to_source (unused real balance of a recharge back to its original payment, with its GST)',
      body: adminRefundBodySchema, response: { 200: z.object({ status: z.number(), data: z.record(z.string(), z.unknown()) }) },
    },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const b = req.body;
      const input = { orderId: b.order_id, amountPaise: b.amount_paise, reason: b.reason, actorUserId: admin.id, now: clock.now() };
      const refund = b.mode === 'to_wallet' ? await refundOrderToWallet(db, input) : await refundRechargeToSource(db, app.payments.gateway, input);
      await audit(db, { actorUserId: admin.id, action: `admin.wallet.refund_${b.mode}`, target: b.order_id, details: { refund_id: refund.id, amount_paise: refund.amountPaise, gst_paise: refund.gstPaise, reason: b.reason }, ip: req.ip });
      return { status: 200, data: refund as Record<string, unknown> };
    },
  });

  r.get('/api/admin/wallet/settings', {
    schema: { security: [{ session: [] }], tags, summary: 'Recharge packs, bonus percentages, GST rate, limits, spending order and invoice company fields', response: { 200: z.object({ status: z.number(), data: walletSettingsSchema }) } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await getWalletSettings(db) };
    },
  });

  r.put('/api/admin/wallet/settings', {
    schema: { security: [{ session: [] }], tags, summary: 'Replace the wallet settings (validated, audited)', body: walletSettingsSchema, response: { 200: z.object({ status: z.number(), data: walletSettingsSchema }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      return { status: 200, data: await saveWalletSettings(db, req.body, { userId: admin.id, ip: req.ip }) };
    },
  });
}
