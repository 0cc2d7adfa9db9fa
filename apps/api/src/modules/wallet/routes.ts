import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users, eq } from '@nakshatra/db';
import {
  createHoldBodySchema, createOrderHistoryBodySchema, createTransactionBodySchema, holdSchema, ledgerOperationResultSchema,
  orderListQuerySchema, orderListSchema, orderSchema, postHoldBodySchema, singleWalletSchema, updateWalletBodySchema, walletTransactionsQuerySchema,
} from '@nakshatra/shared';
import { forbidden, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { walletBalances } from './balances.js';
import { createHold, postHold, releaseHold, type HoldRow } from './holds.js';
import { createOrderHistory, findOrder, listOrders, toOrder } from './orders.js';
import { requireServiceOrAdmin } from './service-auth.js';
import { adjustWallet, debitWallet, refundDebit, type OperationOutcome } from './spend.js';
import { listTransactions } from './transactions.js';
import { invoicePdf } from './invoice.js';

const tags = ['wallet'];
const userIdParams = z.object({ id: z.string().uuid('That is not a valid user id.') });
const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });
const serverSide = 'Server-side only: `Authorization: Bearer <INTERNAL_API_TOKEN>` (other backend services) or an admin session. Browsers never move money by themselves.';

const holdDto = (h: HoldRow) => ({
  id: h.id, user_id: h.userId, status: h.status as 'pending', amount_paise: h.realPaise + h.promoPaise, real_paise: h.realPaise,
  promotional_paise: h.promoPaise, posted_paise: h.postedPaise, expires_at: h.expiresAt.toISOString(),
});

export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, env } = app.ctx;

  const operationResult = async ({ op, replayed, balancesAfter: b }: OperationOutcome) => {
    const m = (op.metadata ?? {}) as { real_paise?: number; promotional_paise?: number };
    const balances = b
      ? { real_paise: b.real, promotional_paise: b.promo, held_paise: b.held, total_paise: b.real + b.promo, balance: (b.real + b.promo) / 100 }
      : op.userId ? await walletBalances(db, op.userId) : null;
    return {
      transaction_id: op.id, kind: op.kind, user_id: op.userId, amount_paise: op.amountPaise, real_paise: m.real_paise ?? 0,
      promotional_paise: m.promotional_paise ?? 0, replayed, balances,
    };
  };

  r.get('/api/get_single_wallet/:id', {
    schema: { security: [{ session: [] }],
      tags, summary: 'A wallet: balances (real, promotional) and transactions with filters and pagination (own wallet; any for an admin)',
      params: userIdParams, querystring: walletTransactionsQuerySchema, response: { 200: ok(singleWalletSchema) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      if (me.id !== req.params.id && me.type !== 'admin') throw forbidden('You can only see your own wallet.');
      const q = req.query;
      const [balances, transactions] = await Promise.all([
        walletBalances(db, req.params.id),
        listTransactions(db, { userId: req.params.id, page: q.page, pageSize: q.page_size, direction: q.direction, kind: q.kind, from: q.from, to: q.to }),
      ]);
      return { status: 200, data: { user_id: req.params.id, balances, transactions } };
    },
  });

  r.get('/api/get_order_history', {
    schema: { security: [{ session: [] }], tags, summary: 'Order history, newest first (own orders; admins may pass user_id)', querystring: orderListQuerySchema, response: { 200: ok(orderListSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      const q = req.query;
      if (q.user_id && q.user_id !== me.id && me.type !== 'admin') throw forbidden('You can only see your own orders.');
      return { status: 200, data: await listOrders(db, { userId: q.user_id ?? me.id, kind: q.kind, status: q.status, page: q.page, pageSize: q.page_size }) };
    },
  });

  r.get('/api/get_single_order_history/:id', {
    schema: { security: [{ session: [] }], tags, summary: 'One order (for /successfull and /failed: status and amounts)', params: z.object({ id: z.string().uuid('That is not a valid order id.') }), response: { 200: ok(orderSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      const o = await findOrder(db, req.params.id);
      if (!o || (o.userId !== me.id && me.type !== 'admin')) throw notFound('No order has this id.');
      return { status: 200, data: toOrder(o) };
    },
  });

  r.get('/api/wallet/invoices/:file', {
    schema: { security: [{ session: [] }],
      tags, summary: 'GST invoice of a paid recharge as PDF: /api/wallet/invoices/{orderId}.pdf',
      params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/i, 'Ask for /api/wallet/invoices/<order id>.pdf.') }),
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      const o = await findOrder(db, req.params.file.slice(0, 36));
      if (!o || (o.userId !== me.id && me.type !== 'admin')) throw notFound('No order has this id.');
      if (o.kind !== 'recharge' || !o.invoiceNumber) throw notFound('This order has no invoice yet: invoices exist for paid recharges.');
      const [u] = await db.select().from(users).where(eq(users.id, o.userId));
      const pdf = await invoicePdf(db, o, u);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="invoice-${o.invoiceNumber}.pdf"`).send(pdf);
    },
  });

  r.put('/api/update_wallet/:id', {
    schema: {
      tags: ['wallet (admin)'], summary: 'Admin adjustment of a wallet with a mandatory reason (ledgered and audited)',
      description: 'Positive amount_paise credits, negative debits (never below zero). Counterpart: the platform adjustments account.',
      params: userIdParams, body: updateWalletBodySchema, response: { 200: ok(ledgerOperationResultSchema) },
    },
    handler: async (req) => {
      const admin = await requireServiceOrAdmin(req, env);
      if (admin.kind !== 'admin') throw forbidden('Only administrators can adjust a wallet.');
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, req.params.id));
      if (!u) throw notFound('No user has this id.');
      const b = req.body;
      const out = await adjustWallet(db, { userId: u.id, amountPaise: b.amount_paise, account: b.account, reason: b.reason, key: b.idempotency_key ?? `adjust:${randomUUID()}`, actorUserId: admin.actorUserId });
      if (!out.replayed) await audit(db, { actorUserId: admin.actorUserId, action: 'admin.wallet.adjust', target: u.id, details: { amount_paise: b.amount_paise, account: b.account, reason: b.reason, transaction_id: out.op.id }, ip: req.ip });
      return { status: 200, data: await operationResult(out) };
    },
  });

  r.post('/api/create_transaction', {
    schema: {
      tags: ['wallet (server-side)'], summary: 'Debit a wallet, or refund an earlier debit to it', description: `${serverSide} Each idempotency_key is applied once; a replay answers the first result with replayed=true.`,
      body: createTransactionBodySchema, response: { 200: ok(ledgerOperationResultSchema) },
    },
    handler: async (req) => {
      const caller = await requireServiceOrAdmin(req, env);
      const b = req.body;
      const out = b.type === 'debit'
        ? await debitWallet(db, { userId: b.user_id, amountPaise: b.amount_paise, key: b.idempotency_key, category: b.category, description: b.description, reference: b.reference, astrologerId: b.astrologer_id, astrologerSharePaise: b.astrologer_share_paise, actorUserId: caller.actorUserId })
        : await refundDebit(db, { operationId: b.transaction_id, amountPaise: b.amount_paise, key: b.idempotency_key, description: b.description, actorUserId: caller.actorUserId });
      if (caller.kind === 'admin' && !out.replayed) await audit(db, { actorUserId: caller.actorUserId, action: `admin.wallet.${b.type}`, target: out.op.userId, details: { transaction_id: out.op.id, amount_paise: b.amount_paise }, ip: req.ip });
      return { status: 200, data: await operationResult(out) };
    },
  });

  r.post('/api/create_order_history', {
    schema: {
      tags: ['wallet (server-side)'], summary: 'Record an order of another feature (consultation, product, booking) in a user’s history',
      description: `${serverSide} Recharges are recorded by /api/create_transaction_r. This records history only; money moves through create_transaction or holds (put the transaction id in reference).`,
      body: createOrderHistoryBodySchema, response: { 200: ok(orderSchema) },
    },
    handler: async (req) => {
      await requireServiceOrAdmin(req, env);
      const b = req.body;
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, b.user_id));
      if (!u) throw notFound('No user has this id.');
      return { status: 200, data: await createOrderHistory(db, { userId: b.user_id, kind: b.kind, status: b.status, amountPaise: b.amount_paise, description: b.description, reference: b.reference, details: b.details, now: clock.now() }) };
    },
  });

  r.post('/api/wallet/holds', {
    schema: { tags: ['wallet (server-side)'], summary: 'Reserve wallet money (pending hold) for a consultation or booking', description: `${serverSide} Expired holds are released by the server.`, body: createHoldBodySchema, response: { 200: ok(holdSchema) } },
    handler: async (req) => {
      await requireServiceOrAdmin(req, env);
      const b = req.body;
      const now = clock.now();
      const { hold } = await createHold(db, { userId: b.user_id, amountPaise: b.amount_paise, key: b.idempotency_key, category: b.category, description: b.description, reference: b.reference, expiresAt: new Date(now.getTime() + b.expires_in_seconds * 1000), now });
      return { status: 200, data: holdDto(hold) };
    },
  });

  const holdParams = z.object({ id: z.string().uuid('That is not a valid hold id.') });
  r.post('/api/wallet/holds/:id/post', {
    schema: { tags: ['wallet (server-side)'], summary: 'Charge part or all of a hold and release the rest', description: serverSide, params: holdParams, body: postHoldBodySchema, response: { 200: ok(holdSchema) } },
    handler: async (req) => {
      await requireServiceOrAdmin(req, env);
      const b = req.body;
      return { status: 200, data: holdDto(await postHold(db, { holdId: req.params.id, amountPaise: b.amount_paise, astrologerId: b.astrologer_id, astrologerSharePaise: b.astrologer_share_paise, description: b.description, now: clock.now() })) };
    },
  });

  r.post('/api/wallet/holds/:id/void', {
    schema: { tags: ['wallet (server-side)'], summary: 'Release a hold without charging', description: serverSide, params: holdParams, response: { 200: ok(holdSchema) } },
    handler: async (req) => {
      await requireServiceOrAdmin(req, env);
      return { status: 200, data: holdDto(await releaseHold(db, req.params.id, 'voided', clock.now())) };
    },
  });
}
