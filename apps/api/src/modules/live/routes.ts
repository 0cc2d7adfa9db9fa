import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq, gifts } from '@nakshatra/db';
import {
  createLiveBodySchema, giftBodySchema, giftSchema, liveDetailSchema, liveGiftEventSchema, liveListSchema, liveReportSchema, liveSettingsSchema,
  liveStatusSchema, liveSummarySchema, moderateBodySchema, sendGiftBodySchema,
} from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin, requireUser } from '../../plugins/session.js';
import {
  adminLives, clearQueue, createLive, deleteChat, endLiveBy, endStageBy, joinQueue, leaveQueue, listLives, liveDetail, loadLive, moderate, ownLives,
  sendGift, setReminder, skipInQueue, startLive, summaryFor, takeStage, toGift,
} from './service.js';
import { getLiveSettings, saveLiveSettings } from './settings.js';

const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });
const idParams = z.object({ id: z.string() });
const giftPatchSchema = z.object({ ...giftBodySchema.shape, active: z.boolean(), sort_order: z.number().int() }).partial();
const reportRow = z.object({ live: liveSummarySchema, report: liveReportSchema, end_reason: z.string().nullable().optional() });

/**
 * Guruji Live (issue 11) over HTTP: the list, a live's page, reminders, gifts, the stage queue, the astrologer's
 * own lives and the admin's catalogue, settings and lives. Chat and media signalling go over socket.io (realtime.ts).
 */
export async function liveRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const security = [{ session: [] }];
  const ctx = app.live;

  // --- public ---
  r.get('/api/lives', {
    schema: { tags, summary: 'Lives on air now (most viewers first) and upcoming (soonest first)', response: { 200: ok(liveListSchema) } },
    handler: async (req) => ({ status: 200, data: await listLives(ctx, await req.currentUser()) }),
  });
  r.get('/api/lives/:id', {
    schema: { tags, summary: 'One live: status, viewers, queue, stage, top gifters, feeds, and `me` from the cookie', params: idParams, response: { 200: ok(liveDetailSchema) } },
    handler: async (req) => ({ status: 200, data: await liveDetail(ctx, await loadLive(db, req.params.id), await req.currentUser()) }),
  });
  r.get('/api/gifts', {
    schema: { tags, summary: 'The gifts on sale, in catalogue order', response: { 200: ok(z.array(giftSchema)) } },
    handler: async () => ({ status: 200, data: (await db.select().from(gifts).where(eq(gifts.active, 1)).orderBy(asc(gifts.sortOrder), asc(gifts.pricePaise))).map(toGift) }),
  });

  // --- signed in ---
  r.post('/api/lives/:id/reminder', {
    schema: { tags, security, summary: 'Remind me when this scheduled live starts (in-app and Web Push)', params: idParams, response: { 200: ok(z.object({ reminder: z.boolean() })) } },
    handler: async (req) => ({ status: 200, data: await setReminder(ctx, req.params.id, await requireUser(req), true) }),
  });
  r.delete('/api/lives/:id/reminder', {
    schema: { tags, security, summary: 'No reminder for this live', params: idParams, response: { 200: ok(z.object({ reminder: z.boolean() })) } },
    handler: async (req) => ({ status: 200, data: await setReminder(ctx, req.params.id, await requireUser(req), false) }),
  });
  r.post('/api/lives/:id/gifts', {
    schema: {
      tags, security, summary: 'Send a gift: one wallet debit (category gift) with the astrologer’s share; the same idempotency_key returns the same gift; 402 insufficient_balance with required_paise and balance_paise',
      params: idParams, body: sendGiftBodySchema, response: { 200: ok(z.object({ gift: liveGiftEventSchema, balance_paise: z.number() })) },
    },
    handler: async (req) => ({ status: 200, data: await sendGift(ctx, req.params.id, await requireUser(req), req.body) }),
  });
  r.post('/api/lives/:id/queue', {
    schema: { tags, security, summary: 'Join the queue for a paid call on stage (needs 5 minutes of the live’s price; 402 otherwise)', params: idParams, response: { 200: ok(z.object({ in_queue: z.boolean() })) } },
    handler: async (req) => ({ status: 200, data: await joinQueue(ctx, req.params.id, await requireUser(req)) }),
  });
  r.delete('/api/lives/:id/queue', {
    schema: { tags, security, summary: 'Leave the queue', params: idParams, response: { 200: ok(z.object({ in_queue: z.boolean() })) } },
    handler: async (req) => {
      const user = await requireUser(req);
      await loadLive(db, req.params.id);
      await leaveQueue(ctx, req.params.id, user.id);
      return { status: 200, data: { in_queue: false } };
    },
  });
  r.post('/api/lives/:id/stage/end', {
    schema: { tags, security, summary: 'The caller on stage or the astrologer ends the call (settled by the consultation meter)', params: idParams, response: { 200: ok(z.object({ ended: z.boolean(), session_id: z.string() })) } },
    handler: async (req) => ({ status: 200, data: await endStageBy(ctx, req.params.id, await requireUser(req)) }),
  });

  // --- the astrologer ---
  r.post('/api/lives', {
    schema: { tags, security, summary: 'Go live now (starting until your video connects) or schedule a live; 409 live_exists if one is on air', body: createLiveBodySchema, response: { 201: ok(liveDetailSchema) } },
    handler: async (req, reply) => {
      const user = await requireUser(req);
      const row = await createLive(ctx, user, req.body);
      reply.code(201);
      return { status: 201, data: await liveDetail(ctx, row, user) };
    },
  });
  r.post('/api/lives/:id/start', {
    schema: { tags, security, summary: 'Start a scheduled live (starting until your video connects)', params: idParams, response: { 200: ok(liveDetailSchema) } },
    handler: async (req) => {
      const user = await requireUser(req);
      return { status: 200, data: await liveDetail(ctx, await startLive(ctx, req.params.id, user), user) };
    },
  });
  r.post('/api/lives/:id/end', {
    schema: { tags, security, summary: 'End (or cancel, if scheduled) your live; a call on stage is settled', params: idParams, response: { 200: ok(liveDetailSchema) } },
    handler: async (req) => {
      const user = await requireUser(req);
      return { status: 200, data: await liveDetail(ctx, await endLiveBy(ctx, req.params.id, user, false), user) };
    },
  });
  r.post('/api/lives/:id/stage', {
    schema: {
      tags, security, summary: 'Take the next caller from the queue, or the one named by user_id (the astrologer only)', params: idParams,
      body: z.object({ user_id: z.string().uuid('Unknown viewer.').optional() }).optional(), response: { 200: ok(z.object({ session_id: z.string(), user_id: z.string() })) },
    },
    handler: async (req) => ({ status: 200, data: await takeStage(ctx, req.params.id, await requireUser(req), req.body?.user_id) }),
  });
  r.post('/api/lives/:id/queue/skip', {
    schema: { tags, security, summary: 'Take a viewer off the queue (the astrologer only)', params: idParams, body: z.object({ user_id: z.string().uuid('Unknown viewer.') }), response: { 200: ok(z.object({ skipped: z.string() })) } },
    handler: async (req) => ({ status: 200, data: await skipInQueue(ctx, req.params.id, await requireUser(req), req.body.user_id) }),
  });
  r.post('/api/lives/:id/queue/clear', {
    schema: { tags, security, summary: 'Empty the queue (the astrologer only)', params: idParams, response: { 200: ok(z.object({ cleared: z.number() })) } },
    handler: async (req) => ({ status: 200, data: await clearQueue(ctx, req.params.id, await requireUser(req)) }),
  });
  r.get('/api/astrologer/lives', {
    schema: { tags, security, summary: 'Your lives, newest first, each with its report', response: { 200: ok(z.array(reportRow)) } },
    handler: async (req) => ({ status: 200, data: await ownLives(ctx, await requireUser(req)) }),
  });
  r.get('/api/lives/:id/summary', {
    schema: { tags, security, summary: 'Duration, peak and total viewers, gifts, calls and earnings (the astrologer or an admin)', params: idParams, response: { 200: ok(liveReportSchema) } },
    handler: async (req) => ({ status: 200, data: await summaryFor(ctx, req.params.id, await requireUser(req)) }),
  });

  // --- host or admin ---
  r.delete('/api/lives/:id/chat/:message_id', {
    schema: { tags, security, summary: 'Delete a chat message (everyone receives live:chat-deleted)', params: z.object({ id: z.string(), message_id: z.string() }), response: { 200: ok(z.object({ deleted: z.boolean() })) } },
    handler: async (req) => ({ status: 200, data: await deleteChat(ctx, req.params.id, req.params.message_id, await requireUser(req)) }),
  });
  r.post('/api/lives/:id/moderation', {
    schema: { tags, security, summary: 'Mute, unmute or remove a viewer for this live; block or unblock for all your lives', params: idParams, body: moderateBodySchema, response: { 200: ok(z.object({ user_id: z.string(), action: z.string(), message: z.string() })) } },
    handler: async (req) => ({ status: 200, data: await moderate(ctx, req.params.id, await requireUser(req), req.body) }),
  });

  // --- admin ---
  r.get('/api/admin/lives', {
    schema: { tags, security, summary: 'All lives, newest first, with their reports; ?status filters', querystring: z.object({ status: liveStatusSchema.optional() }), response: { 200: ok(z.array(reportRow)) } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await adminLives(ctx, req.query.status) };
    },
  });
  r.post('/api/admin/lives/:id/end', {
    schema: { tags, security, summary: 'End a live (a call on stage is settled)', params: idParams, response: { 200: ok(liveDetailSchema) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      return { status: 200, data: await liveDetail(ctx, await endLiveBy(ctx, req.params.id, admin, true), admin) };
    },
  });
  r.get('/api/admin/gifts', {
    schema: { tags, security, summary: 'The whole gift catalogue (on sale or not)', response: { 200: ok(z.array(giftSchema)) } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: (await db.select().from(gifts).orderBy(asc(gifts.sortOrder), asc(gifts.pricePaise))).map(toGift) };
    },
  });
  r.post('/api/admin/gifts', {
    schema: { tags, security, summary: 'Add a gift', body: giftBodySchema, response: { 201: ok(giftSchema) } },
    handler: async (req, reply) => {
      await requireAdmin(req);
      const b = req.body;
      const [g] = await db.insert(gifts).values({ nameEn: b.name_en, nameHi: b.name_hi, icon: b.icon, pricePaise: b.price_paise, active: b.active ? 1 : 0, sortOrder: b.sort_order, createdAt: clock.now(), updatedAt: clock.now() }).returning();
      reply.code(201);
      return { status: 201, data: toGift(g) };
    },
  });
  r.patch('/api/admin/gifts/:id', {
    schema: { tags, security, summary: 'Change a gift (its price applies to gifts sent from now on), or take it off sale', params: idParams, body: giftPatchSchema, response: { 200: ok(giftSchema) } },
    handler: async (req) => {
      await requireAdmin(req);
      const b = req.body;
      if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw new AppError(404, 'gift_not_found', 'This gift was not found.');
      const [g] = await db.update(gifts).set({
        ...(b.name_en !== undefined && { nameEn: b.name_en }), ...(b.name_hi !== undefined && { nameHi: b.name_hi }), ...(b.icon !== undefined && { icon: b.icon }),
        ...(b.price_paise !== undefined && { pricePaise: b.price_paise }), ...(b.active !== undefined && { active: b.active ? 1 : 0 }), ...(b.sort_order !== undefined && { sortOrder: b.sort_order }),
        updatedAt: clock.now(),
      }).where(eq(gifts.id, req.params.id)).returning();
      if (!g) throw new AppError(404, 'gift_not_found', 'This gift was not found.');
      return { status: 200, data: toGift(g) };
    },
  });
  r.get('/api/admin/live-settings', {
    schema: { tags, security, summary: 'Live settings: price limits, gift share, blocked words, chat rate', response: { 200: ok(liveSettingsSchema) } },
    handler: async (req) => {
      await requireAdmin(req);
      return { status: 200, data: await getLiveSettings(db) };
    },
  });
  r.put('/api/admin/live-settings', {
    schema: { tags, security, summary: 'Save live settings', body: liveSettingsSchema, response: { 200: ok(liveSettingsSchema) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      return { status: 200, data: await saveLiveSettings(db, req.body, admin.id, clock.now()) };
    },
  });
}
