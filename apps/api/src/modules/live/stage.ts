/** The stage queue and the paid call on stage (a consultation billed by the meter), and the media engine's events. */
import { and, asc, consultSessions, eq, isNull, liveQueue, lives, sql, users } from '@nakshatra/db';
import { minimumBalanceMessage, type ConsultEndReason, type LiveFeed, type LiveStatus } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { getConsultSettings } from '../astrologers/settings.js';
import { reportCallState, type Side } from '../consult/lifecycle.js';
import { finish } from '../consult/meter.js';
import { presenceOf, setBusy } from '../consult/presence.js';
import { walletBalances } from '../wallet/balances.js';
import { MediaError, type MediaEvent } from './media/types.js';
import { type LiveRow, QUEUE_MINUTES, ON_AIR, type LiveCtx, conflict, serial, loadLive, astrologerOfLive } from './context.js';
import { stageOfRow, scheduleUpdate, assertMayEnter } from './view.js';
import { hostOnly, onHostFeed } from './lifecycle.js';
import { systemLine } from './chat.js';

export async function joinQueue(ctx: LiveCtx, liveId: string, user: SessionUser) {
  const row = await loadLive(ctx.db, liveId);
  if (row.status !== 'live' && row.status !== 'reconnecting') throw conflict(row.status === 'ended' ? 'This live has ended.' : 'The queue opens when the live starts.');
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  if (a.userId === user.id) throw forbidden('You are the astrologer of this live.');
  await assertMayEnter(ctx, row, user);
  const stage = await stageOfRow(ctx.db, row);
  if (stage?.user_id === user.id) throw new AppError(409, 'queue_conflict', 'You are on stage already.');
  const balance = (await walletBalances(ctx.db, user.id)).total_paise;
  const need = row.pricePaise * QUEUE_MINUTES;
  if (balance < need)
    throw new AppError(402, 'insufficient_balance', minimumBalanceMessage(row.pricePaise, a.displayName, 'call'), { required_paise: need, balance_paise: balance, price_per_minute_paise: row.pricePaise });
  const now = ctx.clock.now();
  const [entry] = await ctx.db.insert(liveQueue).values({ liveId: row.id, userId: user.id, joinedAt: now, state: 'waiting', updatedAt: now }).onConflictDoNothing().returning();
  if (!entry) throw new AppError(409, 'queue_conflict', 'You are already in the queue.');
  scheduleUpdate(ctx, row.id);
  return { in_queue: true };
}

export async function leaveQueue(ctx: LiveCtx, liveId: string, userId: string, state: 'left' | 'skipped' = 'left'): Promise<boolean> {
  const left = await ctx.db.update(liveQueue).set({ state, updatedAt: ctx.clock.now() })
    .where(and(eq(liveQueue.liveId, liveId), eq(liveQueue.userId, userId), eq(liveQueue.state, 'waiting'))).returning({ id: liveQueue.id });
  if (left.length) scheduleUpdate(ctx, liveId);
  return left.length > 0;
}

export async function skipInQueue(ctx: LiveCtx, liveId: string, host: SessionUser, userId: string) {
  await hostOnly(ctx, liveId, host);
  if (!(await leaveQueue(ctx, liveId, userId, 'skipped'))) throw new AppError(404, 'not_found', 'This viewer is not in the queue.');
  return { skipped: userId };
}

export async function clearQueue(ctx: LiveCtx, liveId: string, host: SessionUser) {
  const { row } = await hostOnly(ctx, liveId, host);
  const n = await ctx.db.update(liveQueue).set({ state: 'skipped', updatedAt: ctx.clock.now() }).where(and(eq(liveQueue.liveId, row.id), eq(liveQueue.state, 'waiting'))).returning({ id: liveQueue.id });
  scheduleUpdate(ctx, row.id);
  return { cleared: n.length };
}

/**
 * The host takes the next caller (or the one they pick): a consultation of mode call, already accepted, at the live's
 * price, billed by the consultation meter once both sides' media connect.
 */
export async function takeStage(ctx: LiveCtx, liveId: string, host: SessionUser, pick?: string) {
  return serial(ctx, liveId, async () => {
    const now = ctx.clock.now();
    const { row, a } = await hostOnly(ctx, liveId, host);
    if (row.status !== 'live') throw conflict(row.status === 'reconnecting' ? 'Your video is reconnecting; take a caller once it is back.' : 'Take callers while the live is on air.');
    if (await stageOfRow(ctx.db, row)) throw new AppError(409, 'queue_conflict', 'Someone is on stage already. End that call first.');
    const waiting = await ctx.db.select().from(liveQueue).where(and(eq(liveQueue.liveId, row.id), eq(liveQueue.state, 'waiting'), pick ? eq(liveQueue.userId, pick) : undefined))
      .orderBy(asc(liveQueue.joinedAt), asc(liveQueue.id)).limit(1);
    const entry = waiting[0];
    if (!entry) throw new AppError(404, 'not_found', pick ? 'This viewer is not in the queue.' : 'Nobody is waiting in the queue.');
    const [u] = await ctx.db.select().from(users).where(eq(users.id, entry.userId));
    const balance = (await walletBalances(ctx.db, entry.userId)).total_paise;
    if (balance < row.pricePaise * QUEUE_MINUTES) {
      await leaveQueue(ctx, row.id, entry.userId, 'skipped');
      throw new AppError(409, 'queue_conflict', `${u?.name ?? 'This caller'} no longer has the balance for 5 minutes; they were taken off the queue.`);
    }
    const consult = await getConsultSettings(ctx.db);
    const name = (u?.name && u.name.trim().length >= 2 ? u.name.trim() : 'Live caller').slice(0, 80);
    let sessionId: string;
    try {
      const [s] = await ctx.db.insert(consultSessions).values({
        userId: entry.userId, astrologerId: a.id, mode: 'call', status: 'accepted', pricePaise: row.pricePaise, sharePercent: consult.astrologer_share_percent,
        intake: { name, gender: u?.gender ?? 'other', birth_date: u?.birthDate ?? '2000-01-01', topic: `Live call: ${row.title}`.slice(0, 500) },
        requestedAt: now, acceptedAt: now, liveId: row.id,
      }).returning({ id: consultSessions.id });
      sessionId = s.id;
    } catch {
      throw new AppError(409, 'active_session_exists', `${name} has another consultation in progress, or you do; finish it first.`);
    }
    const [set] = await ctx.db.update(lives).set({ stageSessionId: sessionId, version: row.version + 1 }).where(and(eq(lives.id, row.id), eq(lives.version, row.version), isNull(lives.stageSessionId))).returning();
    if (!set) {
      await finish(ctx.consult, sessionId, 'astrologer_ended', now);
      throw conflict('This live changed meanwhile; please try again.');
    }
    ctx.stageOf.set(sessionId, row.id);
    await ctx.db.update(liveQueue).set({ state: 'taken', sessionId, updatedAt: now }).where(eq(liveQueue.id, entry.id));
    // the meter's connection checks look at these rooms
    ctx.io.in(`user:${entry.userId}`).socketsJoin(`session:${sessionId}:user`);
    ctx.io.in(`user:${a.userId}`).socketsJoin(`session:${sessionId}:astrologer`);
    ctx.io.to(`user:${entry.userId}`).emit('live:on-stage', { live_id: row.id, session_id: sessionId });
    await systemLine(ctx, row.id, `${name} is on stage · ${name} मंच पर हैं`);
    scheduleUpdate(ctx, row.id);
    return { session_id: sessionId, user_id: entry.userId };
  });
}

/** POST /api/lives/{id}/stage/end: the caller or the host ends the call (the meter settles it). */
export async function endStageBy(ctx: LiveCtx, liveId: string, user: SessionUser) {
  const row = await loadLive(ctx.db, liveId);
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  const stage = await stageOfRow(ctx.db, row);
  if (!stage) throw new AppError(409, 'queue_conflict', 'Nobody is on stage.');
  const side: Side | null = a.userId === user.id ? 'astrologer' : stage.user_id === user.id ? 'user' : null;
  if (!side) throw forbidden('Only the caller on stage or the astrologer can end this call.');
  await settleStage(ctx, row, stage.session_id, side === 'user' ? 'user_ended' : 'astrologer_ended', ctx.clock.now());
  return { ended: true, session_id: stage.session_id };
}

/** Settles the stage consultation at `at` (astrologer-side reasons mark that side away for the fair-start rule), then clears the stage. */
export async function settleStage(ctx: LiveCtx, row: LiveRow, sessionId: string, reason: ConsultEndReason, at: Date) {
  if (reason === 'disconnected')
    await ctx.db.update(consultSessions).set({ astrologerAwaySince: sql`coalesce(${consultSessions.astrologerAwaySince}, ${at.toISOString()}::timestamptz)`, version: sql`${consultSessions.version} + 1` })
      .where(eq(consultSessions.id, sessionId));
  await finish(ctx.consult, sessionId, reason, at);
  await stageEnded(ctx, row.id, sessionId, reason === 'user_ended' ? 'The caller ended the call.' : 'The call ended.');
}

/** The stage's consultation is over (whoever ended it: either side, the meter, a disconnect): take the guest off. */
export async function stageEnded(ctx: LiveCtx, liveId: string, sessionId: string, reason: string) {
  const now = ctx.clock.now();
  const [cleared] = await ctx.db.update(lives).set({ stageSessionId: null, version: sql`${lives.version} + 1` }).where(and(eq(lives.id, liveId), eq(lives.stageSessionId, sessionId))).returning();
  ctx.stageOf.delete(sessionId);
  if (!cleared) return;
  const [s] = await ctx.db.select({ userId: consultSessions.userId }).from(consultSessions).where(eq(consultSessions.id, sessionId));
  ctx.guestFeeds.delete(liveId);
  await ctx.media.unpublish(liveId, 'guest').catch(() => {});
  ctx.io.to(`live:${liveId}`).emit('live:feed', { live_id: liveId, feed: 'guest', publishing: false });
  if (s) ctx.io.to(`user:${s.userId}`).emit('live:off-stage', { live_id: liveId, session_id: sessionId, reason });
  ctx.io.in(`session:${sessionId}:user`).socketsLeave(`session:${sessionId}:user`);
  ctx.io.in(`session:${sessionId}:astrologer`).socketsLeave(`session:${sessionId}:astrologer`);
  // the meter's finish set the astrologer online again; while the live is on air they stay busy
  if (ON_AIR.includes(cleared.status as LiveStatus)) {
    await setBusy(ctx.db, cleared.astrologerId, now);
    ctx.consult.notify.presence(await presenceOf(ctx.db, cleared.astrologerId, null, now));
  }
  scheduleUpdate(ctx, liveId);
}

/** Every consultation change: a stage call that started (stage status) or ended (take the guest off). */
export async function onConsultSession(ctx: LiveCtx, view: { id: string; status: string }) {
  let liveId = ctx.stageOf.get(view.id);
  const over = !['requested', 'accepted', 'active'].includes(view.status);
  if (!liveId && over) {
    const [l] = await ctx.db.select({ id: lives.id }).from(lives).where(eq(lives.stageSessionId, view.id));
    liveId = l?.id;
  }
  if (!liveId) return;
  if (over) await stageEnded(ctx, liveId, view.id, 'The call ended.');
  else scheduleUpdate(ctx, liveId);
}


/** A subscriber id as given to the engine: `<user id or anon>:<socket id>`. */
export const viewerIdOf = (userId: string | null, socketId: string) => `${userId ?? 'anon'}:${socketId}`;

/** Media engine events → the live's state and the stage call's meter. */
export async function onMediaEvent(ctx: LiveCtx, e: MediaEvent) {
  const liveId = e.roomId;
  if (e.type === 'feed' && e.feed === 'host') return onHostFeed(ctx, liveId, e.state);
  const row = await loadLive(ctx.db, liveId).catch(() => null);
  if (!row) return;
  if (e.type === 'feed') {
    const publishing = e.state === 'connected';
    if (publishing) ctx.guestFeeds.add(liveId); else ctx.guestFeeds.delete(liveId);
    ctx.io.to(`live:${liveId}`).emit('live:feed', { live_id: liveId, feed: 'guest', publishing });
    if (row.stageSessionId) await reportCallState(ctx.consult, row.stageSessionId, 'user', e.state === 'connected' ? 'connected' : e.state === 'closed' ? 'closed' : 'failed');
    scheduleUpdate(ctx, liveId);
    return;
  }
  if (e.feed !== 'guest' || !row.stageSessionId) return;
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  if (!e.viewerId.startsWith(`${a.userId}:`)) return;
  await reportCallState(ctx.consult, row.stageSessionId, 'astrologer', e.state === 'connected' ? 'connected' : e.state === 'closed' ? 'closed' : 'failed');
}

export function mediaAck(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof MediaError) {
    const status = err.code === 'engine_unavailable' ? 503 : err.code === 'bad_sdp' ? 400 : 409;
    const sentence = {
      room_not_found: 'This live has no video room right now. Please try again in a moment.',
      feed_not_published: 'This video is not being sent right now; it starts again as soon as it is back.',
      subscription_not_found: 'This video connection has closed. Please reconnect.',
      bad_sdp: 'Your browser sent a connection offer the server could not read. Please reload the page.',
      engine_unavailable: 'The live video service is not available right now. Please try again shortly.',
    }[err.code];
    return new AppError(status, 'media_failed', sentence, { media_error: err.code });
  }
  throw err;
}

export async function authorizePublish(ctx: LiveCtx, liveId: string, feed: LiveFeed, user: SessionUser | null) {
  if (!user) throw new AppError(401, 'unauthenticated', 'Please log in to continue.');
  const row = await loadLive(ctx.db, liveId);
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  if (feed === 'host') {
    if (a.userId !== user.id) throw forbidden('Only the astrologer of this live can send its video.');
    if (!ON_AIR.includes(row.status as LiveStatus)) throw conflict(row.status === 'scheduled' ? 'Start this live first.' : 'This live has ended.');
  } else if (feed === 'guest') {
    const stage = await stageOfRow(ctx.db, row);
    if (!stage || stage.user_id !== user.id) throw forbidden('Only the caller on stage can send audio and video to this live.');
  } else {
    throw new AppError(400, 'validation_failed', 'feed must be host or guest.');
  }
  return row;
}
