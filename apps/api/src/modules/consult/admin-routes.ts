import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, astrologers, consultSessions, count, desc, eq, ilike, inArray, ledgerOperations, like, or, users, sql, walletHolds } from '@nakshatra/db';
import { consultSessionSchema } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { requireServiceOrAdmin } from '../wallet/service-auth.js';
import { finish, refundMinutes } from './meter.js';
import { listMessages } from './messages.js';
import { createPusher } from './push.js';
import { decidePayout, listPayouts } from './payouts.js';
import { loadSession, toView } from './view.js';

const idParams = z.object({ id: z.string().uuid('Unknown id.') });

/** Admin: live sessions board, transcripts and charges for disputes, refunds, ending a session, payouts; push sending. */
export async function consultAdminRoutes(app: FastifyInstance) {
  const { db, clock, env } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consultations (admin)'];
  const security = [{ session: [] }];
  const pusher = createPusher(app);

  r.get('/api/admin/consult/sessions', {
    schema: { tags, security, summary: 'Consultations: live (accepted, active) or all, searchable by user or astrologer name', querystring: z.object({ status: z.enum(['live', 'all']).default('all'), q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }), response: { 200: z.object({ status: z.number(), data: z.object({ items: z.array(consultSessionSchema), total: z.number() }) }) } },
    handler: async (req) => {
      await requireAdmin(req);
      const { status, q, page, limit } = req.query;
      const where = and(status === 'live' ? inArray(consultSessions.status, ['requested', 'accepted', 'active']) : undefined, q ? or(ilike(users.name, `%${q}%`), ilike(astrologers.displayName, `%${q}%`), ilike(users.phone, `%${q}%`)) : undefined);
      const rows = await db.select({ s: consultSessions, userName: users.name, astroName: astrologers.displayName, astroPhoto: astrologers.photoUrl })
        .from(consultSessions).innerJoin(users, eq(users.id, consultSessions.userId)).innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId))
        .where(where).orderBy(desc(consultSessions.requestedAt)).limit(limit).offset((page - 1) * limit);
      const [{ n }] = await db.select({ n: count() }).from(consultSessions).innerJoin(users, eq(users.id, consultSessions.userId)).innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId)).where(where);
      const now = clock.now();
      return { status: 200, data: { items: rows.map((x) => toView(x.s, x.userName, x.astroName, x.astroPhoto, now)), total: Number(n) } };
    },
  });

  r.get('/api/admin/consult/sessions/:id', {
    schema: { tags, security, summary: 'A consultation with its full transcript and its ledger charges (for disputes)', params: idParams, response: { 200: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req) => {
      await requireAdmin(req);
      const loaded = await loadSession(db, req.params.id, clock.now());
      const messages = await listMessages(app.consult, req.params.id, 0, 10_000);
      const holds = await db.select({ id: walletHolds.id }).from(walletHolds).where(like(walletHolds.idempotencyKey, `consult:${req.params.id}:m%`));
      const postKeys = holds.map((h) => `hold:${h.id}:post`);
      const ops = postKeys.length ? await db.select().from(ledgerOperations).where(or(inArray(ledgerOperations.idempotencyKey, postKeys), like(ledgerOperations.idempotencyKey, `consult:${req.params.id}:refund:%`))).orderBy(ledgerOperations.createdAt) : [];
      const charges = ops.map((o) => ({ at: o.createdAt.toISOString(), kind: o.kind === 'refund' ? 'refund' : 'minute', description: o.description ?? '', amount_paise: o.kind === 'refund' ? -o.amountPaise : o.amountPaise }));
      return { status: 200, data: { session: loaded.view, messages, charges } };
    },
  });

  r.post('/api/admin/consult/sessions/:id/refund', {
    schema: { tags, security, summary: 'Refund part or all of what a consultation charged, to the user’s wallet (audited)', params: idParams, body: z.object({ amount_paise: z.number({ error: 'Please enter the amount to refund.' }).int('Please enter whole paise.').positive('The amount must be more than zero.'), reason: z.string().trim().min(5, 'Please give the reason in a sentence.').max(500) }), response: { 200: z.object({ status: z.number(), data: consultSessionSchema }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const loaded = await loadSession(db, req.params.id, clock.now());
      const amount = req.body.amount_paise;
      // claim the amount first, in one conditional statement: of two refunds at once only one fits under what was
      // charged; the ledger then moves exactly what was claimed (its keys carry the claim, so each refund is distinct)
      const [claimed] = await db.update(consultSessions)
        .set({ refundedPaise: sql`${consultSessions.refundedPaise} + ${amount}`, version: sql`${consultSessions.version} + 1` })
        .where(and(eq(consultSessions.id, loaded.row.id), sql`${consultSessions.refundedPaise} + ${amount} <= ${consultSessions.chargedPaise}`))
        .returning();
      if (!claimed) {
        const fresh = await loadSession(db, req.params.id, clock.now());
        const refundable = fresh.row.chargedPaise - fresh.row.refundedPaise;
        throw new AppError(409, 'refund_not_allowed', `At most ₹${(refundable / 100).toFixed(2)} of this consultation can still be refunded.`);
      }
      let given: number;
      try {
        given = await refundMinutes(app.consult, { ...claimed, refundedPaise: claimed.refundedPaise - amount }, amount, 'admin', `Refund: ${req.body.reason}`, admin.id, { alreadyCounted: true });
      } catch (err) {
        await db.update(consultSessions).set({ refundedPaise: sql`${consultSessions.refundedPaise} - ${amount}` }).where(eq(consultSessions.id, loaded.row.id));
        throw err;
      }
      // the minutes' debits hold at least what was charged; should they not, give back the unused claim
      if (given < amount) await db.update(consultSessions).set({ refundedPaise: sql`${consultSessions.refundedPaise} - ${amount - given}` }).where(eq(consultSessions.id, loaded.row.id));
      await audit(db, { actorUserId: admin.id, action: 'admin.consult.refund', target: `consult:${req.params.id}`, details: { amount_paise: given, reason: req.body.reason }, ip: req.ip });
      const fresh = await loadSession(db, req.params.id, clock.now());
      app.consult.notify.session(fresh.view, fresh.userIds);
      return { status: 200, data: fresh.view };
    },
  });

  r.post('/api/admin/consult/sessions/:id/end', {
    schema: { tags, security, summary: 'End a consultation now (settled like any end; audited)', params: idParams, response: { 200: z.object({ status: z.number(), data: consultSessionSchema }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      await loadSession(db, req.params.id, clock.now());
      await finish(app.consult, req.params.id, 'admin_ended', clock.now());
      await audit(db, { actorUserId: admin.id, action: 'admin.consult.end', target: `consult:${req.params.id}`, details: {}, ip: req.ip });
      return { status: 200, data: (await loadSession(db, req.params.id, clock.now())).view };
    },
  });

  r.get('/api/admin/payouts', {
    schema: { tags, security, summary: 'Payout requests', querystring: z.object({ status: z.enum(['requested', 'paid', 'rejected']).optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }), response: { 200: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await listPayouts(db, req.query) };
    },
  });
  r.post('/api/admin/payouts/:id/paid', {
    schema: { tags, security, summary: 'Mark a payout paid with the bank transfer reference (audited)', params: idParams, body: z.object({ reference: z.string().trim().min(4, 'Please enter the bank transfer reference.').max(100) }), response: { 200: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const p = await decidePayout(db, req.params.id, { paid: true, reference: req.body.reference }, admin.id, clock.now());
      await audit(db, { actorUserId: admin.id, action: 'admin.payout.paid', target: `payout:${p.id}`, details: { reference: req.body.reference, amount_paise: p.amount_paise }, ip: req.ip });
      return { status: 200, data: p };
    },
  });
  r.post('/api/admin/payouts/:id/reject', {
    schema: { tags, security, summary: 'Reject a payout request; the amount returns to the earnings (audited)', params: idParams, body: z.object({ reason: z.string().trim().min(5, 'Please give the reason in a sentence.').max(500) }), response: { 200: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const p = await decidePayout(db, req.params.id, { paid: false, reason: req.body.reason }, admin.id, clock.now());
      await audit(db, { actorUserId: admin.id, action: 'admin.payout.rejected', target: `payout:${p.id}`, details: { reason: req.body.reason }, ip: req.ip });
      return { status: 200, data: p };
    },
  });

  r.post('/api/send_notification_fcm', {
    schema: {
      tags, security, summary: 'Send a web push notification to a user’s browsers (admins and backend services only)',
      description: 'Standard Web Push with VAPID (the name is the spec’s). Body {user_id, title, body, url}. Returns how many subscriptions received it and how many were gone (deleted).',
      body: z.object({ user_id: z.string().uuid('Unknown user.'), title: z.string().trim().min(1).max(100), body: z.string().trim().max(300).default(''), url: z.string().max(300).regex(/^\//, 'url must be a path on this site.').default('/') }),
      response: { 200: z.object({ status: z.number(), data: z.object({ sent: z.number(), removed: z.number(), enabled: z.boolean() }) }) },
    },
    handler: async (req) => {
      await requireServiceOrAdmin(req, env);
      const out = await pusher.send(req.body.user_id, { title: req.body.title, body: req.body.body, url: req.body.url });
      return { status: 200, data: { ...out, enabled: pusher.enabled } };
    },
  });
}
