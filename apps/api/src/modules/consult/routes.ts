import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, astrologers, consultSessions, count, desc, eq, inArray, pushSubscriptions, sql, users } from '@nakshatra/db';
import { chatMessageSchema, consultSessionSchema, createMessageBodySchema, createSessionBodySchema, rejectSessionBodySchema, spendingCapBodySchema } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { ownAstrologer } from '../astrologers/self-service.js';
import { getConsultSettings } from '../astrologers/settings.js';
import { acceptSession, endSession, loadForViewer, rejectSession, requestSession, setSpendingCap } from './lifecycle.js';
import { listMessages, sendMessage } from './messages.js';
import { tick } from './meter.js';
import { earnings, listPayouts, requestPayout } from './payouts.js';
import { loadSession, toView } from './view.js';
import { isAllowedPushEndpoint } from './push-endpoint.js';

const one = z.object({ status: z.number(), data: consultSessionSchema });
const page = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit can be at most 100.').default(20),
});
const idParams = z.object({ id: z.string().uuid('Unknown consultation.') });
const statusGroups: Record<string, string[]> = { requested: ['requested'], live: ['accepted', 'active'], ended: ['ended', 'expired', 'rejected', 'cancelled'] };

/**
 * Consultations (issue 6): requests, accept/reject, messages, end, spending cap; the astrologer's requests,
 * earnings and payouts. The meter itself runs in the server (meter.ts, ticker.ts), never in a browser.
 */
export async function consultRoutes(app: FastifyInstance) {
  const { db, clock, env } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consultations'];
  const security = [{ session: [] }];
  const ctx = () => app.consult;

  /** Sessions joined with names, as views. */
  const listViews = async (where: ReturnType<typeof and>, p: { page: number; limit: number }) => {
    const rows = await db.select({ s: consultSessions, userName: users.name, astroName: astrologers.displayName, astroPhoto: astrologers.photoUrl })
      .from(consultSessions).innerJoin(users, eq(users.id, consultSessions.userId)).innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId))
      .where(where).orderBy(desc(consultSessions.requestedAt)).limit(p.limit).offset((p.page - 1) * p.limit);
    const [{ n }] = await db.select({ n: count() }).from(consultSessions).where(where);
    const now = clock.now();
    return { items: rows.map((x) => toView(x.s, x.userName, x.astroName, x.astroPhoto, now)), total: Number(n) };
  };

  r.post('/api/create_chat_session', {
    schema: {
      tags, security, summary: 'Ask an astrologer for a chat or call (intake form; needs 5 minutes of the price in the wallet)',
      description: '402 `insufficient_balance` carries the sentence "Minimum balance of 5 minutes (₹X) is required to start chat with {name}" and details {required_paise, balance_paise}; 409 `active_session_exists` (details.session_id) or `astrologer_unavailable`. The astrologer has 2 minutes to accept.',
      body: createSessionBodySchema, response: { 201: one },
    },
    handler: async (req, reply) => {
      const user = await requireUser(req);
      reply.code(201);
      return { status: 201, data: await requestSession(ctx(), user, req.body) };
    },
  });

  r.post('/api/create_message', {
    schema: { tags, security, summary: 'Send a chat message (the socket event message:send does the same); a repeated client_id returns the stored message', body: createMessageBodySchema, response: { 200: z.object({ status: z.number(), data: chatMessageSchema }) } },
    handler: async (req) => ({ status: 200, data: (await sendMessage(ctx(), await requireUser(req), req.body)).message }),
  });

  r.get('/api/consult/active', {
    schema: { tags, security, summary: 'The signed-in account’s open consultation (as user or astrologer), or null', response: { 200: z.object({ status: z.number(), data: consultSessionSchema.nullable() }) } },
    handler: async (req) => {
      const user = await requireUser(req);
      const mine = await db.select({ id: consultSessions.id }).from(consultSessions).innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId))
        .where(and(inArray(consultSessions.status, ['requested', 'accepted', 'active']), sql`(${consultSessions.userId} = ${user.id} or (${astrologers.userId} = ${user.id} and ${consultSessions.status} <> 'requested'))`))
        .orderBy(desc(consultSessions.requestedAt)).limit(1);
      if (!mine.length) return { status: 200, data: null };
      await tick(ctx(), mine[0].id, clock.now());
      const loaded = await loadSession(db, mine[0].id, clock.now());
      return { status: 200, data: ['requested', 'accepted', 'active'].includes(loaded.row.status) ? loaded.view : null };
    },
  });

  r.get('/api/consult/sessions/:id', {
    schema: { tags, security, summary: 'One consultation (participants and admins)', params: idParams, response: { 200: one } },
    handler: async (req) => {
      const user = await requireUser(req);
      await loadForViewer(ctx(), req.params.id, user);
      await tick(ctx(), req.params.id, clock.now());
      return { status: 200, data: (await loadForViewer(ctx(), req.params.id, user)).view };
    },
  });

  r.get('/api/consult/sessions/:id/messages', {
    schema: { tags, security, summary: 'The transcript after a sequence number (participants and admins)', params: idParams, querystring: z.object({ after_seq: z.coerce.number().int().min(0).default(0) }), response: { 200: z.object({ status: z.number(), data: z.array(chatMessageSchema) }) } },
    handler: async (req) => {
      await loadForViewer(ctx(), req.params.id, await requireUser(req));
      return { status: 200, data: await listMessages(ctx(), req.params.id, req.query.after_seq, 5000) };
    },
  });

  r.get('/api/consult/my_sessions', {
    schema: { tags, security, summary: 'The signed-in user’s consultations, newest first', querystring: page, response: { 200: z.object({ status: z.number(), data: z.object({ items: z.array(consultSessionSchema), total: z.number() }) }) } },
    handler: async (req) => {
      const user = await requireUser(req);
      return { status: 200, data: await listViews(and(eq(consultSessions.userId, user.id)), req.query) };
    },
  });

  for (const [verb, summary] of [['accept', 'The astrologer accepts a request (within 2 minutes)'], ['end', 'Either side ends the consultation; the server settles it'], ['cancel', 'The user withdraws a request before it is accepted']] as const) {
    r.post(`/api/consult/sessions/:id/${verb}`, {
      schema: { tags, security, summary, params: idParams, response: { 200: one } },
      handler: async (req) => {
        const user = await requireUser(req);
        const view = verb === 'accept' ? await acceptSession(ctx(), req.params.id, user) : await endSession(ctx(), req.params.id, user);
        return { status: 200, data: view };
      },
    });
  }
  r.post('/api/consult/sessions/:id/reject', {
    schema: { tags, security, summary: 'The astrologer declines a request (optional reason shown to the user)', params: idParams, body: rejectSessionBodySchema, response: { 200: one } },
    handler: async (req) => ({ status: 200, data: await rejectSession(ctx(), req.params.id, await requireUser(req), req.body.reason) }),
  });
  r.put('/api/consult/sessions/:id/cap', {
    schema: { tags, security, summary: 'The user sets or clears the spending limit of a consultation', params: idParams, body: spendingCapBodySchema, response: { 200: one } },
    handler: async (req) => ({ status: 200, data: await setSpendingCap(ctx(), req.params.id, await requireUser(req), req.body.spending_cap_paise) }),
  });

  r.get('/api/consult/ice_servers', {
    schema: { tags, security, summary: 'WebRTC ICE servers (STUN, and TURN when configured) for calls', response: { 200: z.object({ status: z.number(), data: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() })) }) } },
    handler: async (req) => {
      await requireUser(req);
      const servers: Array<{ urls: string | string[]; username?: string; credential?: string }> = [];
      const stun = env.STUN_URLS.split(',').map((s) => s.trim()).filter(Boolean);
      if (stun.length) servers.push({ urls: stun });
      if (env.TURN_URL) servers.push({ urls: env.TURN_URL, username: env.TURN_USERNAME, credential: env.TURN_CREDENTIAL });
      return { status: 200, data: servers };
    },
  });

  // --- the astrologer's side ---
  r.get('/api/astrologer/me/sessions', {
    schema: { tags, security, summary: 'The astrologer’s requests (requested), running (live) or past (ended) consultations', querystring: page.extend({ status: z.enum(['requested', 'live', 'ended'], { error: 'status must be requested, live or ended.' }).optional() }), response: { 200: z.object({ status: z.number(), data: z.object({ items: z.array(consultSessionSchema), total: z.number() }) }) } },
    handler: async (req) => {
      const me = await ownAstrologer(db, await requireUser(req));
      if (req.query.status === 'requested') {
        const due = await db.select({ id: consultSessions.id }).from(consultSessions).where(and(eq(consultSessions.astrologerId, me.id), eq(consultSessions.status, 'requested')));
        for (const d of due) await tick(ctx(), d.id, clock.now());
      }
      const statuses = req.query.status ? statusGroups[req.query.status] : undefined;
      return { status: 200, data: await listViews(and(eq(consultSessions.astrologerId, me.id), statuses ? inArray(consultSessions.status, statuses) : undefined), req.query) };
    },
  });
  r.get('/api/astrologer/me/earnings', {
    schema: { tags, security, summary: 'The astrologer’s earnings account: balance, pending payouts, this month and the latest entries', response: { 200: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req) => {
      const me = await ownAstrologer(db, await requireUser(req));
      const settings = await getConsultSettings(db);
      return { status: 200, data: await earnings(db, me, settings.astrologer_share_percent, clock.now()) };
    },
  });
  r.get('/api/astrologer/me/payouts', {
    schema: { tags, security, summary: 'The astrologer’s payout requests', response: { 200: z.object({ status: z.number(), data: z.array(z.unknown()) }) } },
    handler: async (req) => {
      const me = await ownAstrologer(db, await requireUser(req));
      return { status: 200, data: (await listPayouts(db, { astrologerId: me.id, page: 1, limit: 100 })).items };
    },
  });
  r.post('/api/astrologer/me/payouts', {
    schema: { tags, security, summary: 'Ask for a payout of earnings to the bank account on file (at least ₹500)', body: z.object({ amount_paise: z.number({ error: 'Please enter the amount.' }).int('Please enter the amount in whole paise.').positive('The amount must be more than zero.') }), response: { 201: z.object({ status: z.number(), data: z.unknown() }) } },
    handler: async (req, reply) => {
      const me = await ownAstrologer(db, await requireUser(req));
      if (me.status !== 'approved') throw new AppError(409, 'payout_not_allowed', 'Payouts are for approved astrologers.');
      reply.code(201);
      return { status: 201, data: await requestPayout(db, me, req.body.amount_paise, clock.now()) };
    },
  });

  // --- web push subscriptions (VAPID) ---
  r.get('/api/push/public_key', {
    schema: { tags, summary: 'The VAPID public key browsers subscribe with (null when push is off)', response: { 200: z.object({ status: z.number(), data: z.object({ public_key: z.string().nullable() }) }) } },
    handler: async () => ({ status: 200, data: { public_key: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? env.VAPID_PUBLIC_KEY : null } }),
  });
  r.post('/api/push/subscribe', {
    schema: {
      tags, security, summary: 'Store this browser’s push subscription for the signed-in account',
      description: 'The endpoint must be https on a known push service (PUSH_ALLOWED_HOSTS: FCM, Mozilla, Apple, Windows); anything else is 400. '
        + 'An endpoint already held by another account is not moved (409): that browser signs out of the other account first.',
      body: z.object({ endpoint: z.string().url('A push subscription needs its endpoint URL.').max(1000), keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }) }),
      response: { 200: z.object({ status: z.number(), data: z.object({ subscribed: z.boolean() }) }) },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      if (!isAllowedPushEndpoint(req.body.endpoint, app.ctx.env))
        throw new AppError(400, 'push_endpoint_refused', 'This browser’s notification service is not one we can send to.');
      // insert, or refresh the keys of this account's own subscription; another account's row is never taken over
      const [row] = await db.insert(pushSubscriptions).values({ endpoint: req.body.endpoint, userId: user.id, p256dh: req.body.keys.p256dh, auth: req.body.keys.auth })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: req.body.keys.p256dh, auth: req.body.keys.auth }, setWhere: eq(pushSubscriptions.userId, user.id) })
        .returning({ userId: pushSubscriptions.userId });
      if (!row) throw new AppError(409, 'push_subscription_taken', 'This browser already receives notifications for another account. Sign out of it there first.');
      return { status: 200, data: { subscribed: true } };
    },
  });

}
