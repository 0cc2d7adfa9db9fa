/** A live's life: create, start, the host's media coming and going, end; the sweep of timeouts, boot recovery and reminders. */
import { and, astrologerFollowers, astrologers, consultSessions, eq, inArray, isNull, liveQueue, liveReminders, lives, sql, type Db } from '@nakshatra/db';
import type { ConsultEndReason, CreateLiveBody, LiveEndReason, LiveStatus } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { clearBusy, presenceOf, setBusy } from '../consult/presence.js';
import { assertLivePrice, getLiveSettings } from './settings.js';
import { type LiveRow, NEVER_STARTED_MS, GRACE_MS, SCHEDULED_STALE_MS, ON_AIR, type LiveCtx, conflict, serial, loadLive, astrologerOfLive } from './context.js';
import { summaryOf, scheduleUpdate, listChanged } from './view.js';
import { settleStage, stageEnded } from './stage.js';

export async function ownApprovedAstrologer(db: Db, user: SessionUser) {
  if (user.type !== 'astrologer') throw forbidden('Only astrologers can go live.');
  const [a] = await db.select().from(astrologers).where(eq(astrologers.userId, user.id));
  if (!a) throw new AppError(404, 'astrologer_not_found', 'No application was found for this account. Please join as an astrologer.');
  if (a.status !== 'approved') throw new AppError(403, 'astrologer_not_approved', 'Only approved astrologers can go live.');
  return a;
}

export async function onAirOf(db: Db, astrologerId: string) {
  const [open] = await db.select({ id: lives.id }).from(lives).where(and(eq(lives.astrologerId, astrologerId), inArray(lives.status, ON_AIR)));
  return open;
}
/** An ordinary consultation in progress (accepted or active) keeps the astrologer from going on air. */
export async function assertNoConsultation(db: Db, astrologerId: string) {
  const [open] = await db.select({ id: consultSessions.id }).from(consultSessions)
    .where(and(eq(consultSessions.astrologerId, astrologerId), inArray(consultSessions.status, ['accepted', 'active'])));
  if (open) throw new AppError(409, 'live_state_conflict', 'Finish your current consultation before going live.', { session_id: open.id });
}

export const secondLive = (id: string) => new AppError(409, 'live_exists', 'You already have a live on air. End it before starting another.', { live_id: id });

/** POST /api/lives: on air now ('starting' until the host's media connects) or announced ('scheduled'). */
export async function createLive(ctx: LiveCtx, user: SessionUser, body: CreateLiveBody): Promise<LiveRow> {
  const now = ctx.clock.now();
  const a = await ownApprovedAstrologer(ctx.db, user);
  assertLivePrice(body.price_per_minute_paise, await getLiveSettings(ctx.db));
  let scheduledAt: Date | null = null;
  if (body.scheduled_at) {
    scheduledAt = new Date(body.scheduled_at);
    if (scheduledAt.getTime() <= now.getTime()) throw new AppError(400, 'validation_failed', 'The scheduled time must be in the future (or leave it empty to go live now).');
    if (scheduledAt.getTime() > now.getTime() + 30 * 86_400_000) throw new AppError(400, 'validation_failed', 'A live can be scheduled at most 30 days ahead.');
  }
  if (!scheduledAt) {
    const open = await onAirOf(ctx.db, a.id);
    if (open) throw secondLive(open.id);
    await assertNoConsultation(ctx.db, a.id);
  }
  let row: LiveRow;
  try {
    [row] = await ctx.db.insert(lives).values({
      astrologerId: a.id, title: body.title, topic: body.topic, language: body.language, pricePaise: body.price_per_minute_paise,
      status: scheduledAt ? 'scheduled' : 'starting', scheduledAt, startingAt: scheduledAt ? null : now, createdAt: now,
    }).returning();
  } catch (err) {
    const open = await onAirOf(ctx.db, a.id);
    if (open) throw secondLive(open.id);
    throw err;
  }
  if (!scheduledAt) await goingOnAir(ctx, row, now);
  listChanged(ctx);
  return row;
}

/** The astrologer is taken by the live: the directory shows them busy (modes they had online), and the media room is ready. */
export async function goingOnAir(ctx: LiveCtx, row: LiveRow, now: Date) {
  await setBusy(ctx.db, row.astrologerId, now);
  ctx.consult.notify.presence(await presenceOf(ctx.db, row.astrologerId, null, now));
  await ctx.media.createRoom(row.id).catch((err) => ctx.log?.warn({ err }, 'live media room not created'));
}

/** Only the live's astrologer (and, where `admin` is true, an admin). */
export async function hostOnly(ctx: LiveCtx, id: string, user: SessionUser, opts: { admin?: boolean } = {}) {
  const row = await loadLive(ctx.db, id);
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  if (a.userId !== user.id && !(opts.admin && user.type === 'admin'))
    throw forbidden(opts.admin ? 'Only the astrologer of this live or an administrator can do this.' : 'Only the astrologer of this live can do this.');
  return { row, a };
}

/** POST /api/lives/{id}/start: a scheduled live goes on air (starting, until the host's media connects). */
export async function startLive(ctx: LiveCtx, id: string, user: SessionUser): Promise<LiveRow> {
  const now = ctx.clock.now();
  const { row } = await hostOnly(ctx, id, user);
  if (row.status !== 'scheduled') {
    if (ON_AIR.includes(row.status as LiveStatus)) return row;
    throw conflict('This live has ended; create a new one.');
  }
  const open = await onAirOf(ctx.db, row.astrologerId);
  if (open) throw secondLive(open.id);
  await assertNoConsultation(ctx.db, row.astrologerId);
  let done: LiveRow | undefined;
  try {
    [done] = await ctx.db.update(lives).set({ status: 'starting', startingAt: now, version: row.version + 1 })
      .where(and(eq(lives.id, id), eq(lives.status, 'scheduled'))).returning();
  } catch {
    const again = await onAirOf(ctx.db, row.astrologerId);
    throw secondLive(again?.id ?? id);
  }
  if (!done) return loadLive(ctx.db, id);
  await goingOnAir(ctx, done, now);
  scheduleUpdate(ctx, id);
  listChanged(ctx);
  return done;
}

/** Host or admin ends a live (or the sweep, the host's loss, a never-started live). Settles a call on stage. */
export async function endLive(ctx: LiveCtx, id: string, reason: LiveEndReason, at: Date): Promise<LiveRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await loadLive(ctx.db, id);
    if (row.status === 'ended') return row;
    const [done] = await ctx.db.update(lives).set({ status: 'ended', endedAt: at, endReason: reason, version: row.version + 1 })
      .where(and(eq(lives.id, id), eq(lives.version, row.version))).returning();
    if (!done) continue;
    if (row.stageSessionId) {
      const stageAt = reason === 'host_lost' && row.hostLostAt ? row.hostLostAt : at;
      const why: ConsultEndReason = reason === 'admin_ended' ? 'admin_ended' : reason === 'host_lost' ? 'disconnected' : 'astrologer_ended';
      await settleStage(ctx, row, row.stageSessionId, why, stageAt);
    }
    await ctx.db.update(liveQueue).set({ state: 'left', updatedAt: at }).where(and(eq(liveQueue.liveId, id), eq(liveQueue.state, 'waiting')));
    if (row.status !== 'scheduled') {
      await clearBusy(ctx.db, row.astrologerId, at);
      ctx.consult.notify.presence(await presenceOf(ctx.db, row.astrologerId, null, at));
    }
    ctx.guestFeeds.delete(id);
    await ctx.media.closeRoom(id).catch(() => {});
    scheduleUpdate(ctx, id);
    listChanged(ctx);
    return done;
  }
  throw conflict('This live changed meanwhile; please try again.');
}

export async function endLiveBy(ctx: LiveCtx, id: string, user: SessionUser, asAdmin: boolean): Promise<LiveRow> {
  const { row } = await hostOnly(ctx, id, user, { admin: asAdmin });
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  const reason: LiveEndReason = row.status === 'scheduled' ? 'cancelled' : a.userId === user.id ? 'host_ended' : 'admin_ended';
  return serial(ctx, id, () => endLive(ctx, id, reason, ctx.clock.now()));
}

/** The host's media came or went (server-measured by the engine). */
export function onHostFeed(ctx: LiveCtx, id: string, state: 'connected' | 'disconnected' | 'closed'): Promise<void> {
  return serial(ctx, id, async () => {
    const now = ctx.clock.now();
    const row = await loadLive(ctx.db, id).catch(() => null);
    if (!row || !ON_AIR.includes(row.status as LiveStatus)) return;
    if (state === 'connected') {
      if (row.status === 'live') return;
      const [done] = await ctx.db.update(lives).set({ status: 'live', startedAt: row.startedAt ?? now, hostLostAt: null, version: row.version + 1 })
        .where(and(eq(lives.id, id), eq(lives.version, row.version))).returning();
      if (!done) return;
      ctx.io.to(`live:${id}`).emit('live:feed', { live_id: id, feed: 'host', publishing: true });
      if (!done.announcedAt) await announce(ctx, done, now);
    } else {
      if (row.status !== 'live') return;
      const [done] = await ctx.db.update(lives).set({ status: 'reconnecting', hostLostAt: now, version: row.version + 1 })
        .where(and(eq(lives.id, id), eq(lives.version, row.version))).returning();
      if (!done) return;
      ctx.io.to(`live:${id}`).emit('live:feed', { live_id: id, feed: 'host', publishing: false });
      // billing stops at the drop: the call on stage is settled now, the astrologer's side away (fair-start rule applies)
      if (row.stageSessionId) await settleStage(ctx, row, row.stageSessionId, 'disconnected', now);
    }
    scheduleUpdate(ctx, id);
    listChanged(ctx);
  });
}

/** Followers and reminder holders hear that the live is on air: in-app (`live:started` to user:<id>) and Web Push. */
export async function announce(ctx: LiveCtx, row: LiveRow, now: Date) {
  const [claimed] = await ctx.db.update(lives).set({ announcedAt: now }).where(and(eq(lives.id, row.id), isNull(lives.announcedAt))).returning({ id: lives.id });
  if (!claimed) return;
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  const followers = await ctx.db.select({ u: astrologerFollowers.userId }).from(astrologerFollowers).where(eq(astrologerFollowers.astrologerId, a.id));
  const reminded = await ctx.db.update(liveReminders).set({ notifiedAt: now }).where(and(eq(liveReminders.liveId, row.id), isNull(liveReminders.notifiedAt))).returning({ u: liveReminders.userId });
  const to = new Set([...followers.map((f) => f.u), ...reminded.map((r) => r.u)]);
  to.delete(a.userId);
  const summary = summaryOf(row, a, 0, false);
  for (const u of to) {
    ctx.io.to(`user:${u}`).emit('live:started', summary);
    ctx.consult.notify.push(u, { title: `${a.displayName} is live now · अभी लाइव`, body: row.title, url: `/live/${row.id}`, tag: `live-${row.id}` });
  }
}


/** Ends lives whose host never connected (2 min) or did not come back within the grace; cancels stale announcements; clears ended stage calls. */
export async function sweepLives(ctx: LiveCtx, now = ctx.clock.now()): Promise<number> {
  const rows = await ctx.db.select().from(lives).where(inArray(lives.status, ['scheduled', 'starting', 'live', 'reconnecting']));
  let acted = 0;
  for (const row of rows) {
    try {
      if (row.status === 'starting' && row.startingAt && now.getTime() - row.startingAt.getTime() >= NEVER_STARTED_MS) {
        acted++;
        await serial(ctx, row.id, () => endLive(ctx, row.id, 'never_started', new Date(row.startingAt!.getTime() + NEVER_STARTED_MS)));
      } else if (row.status === 'reconnecting' && row.hostLostAt && now.getTime() - row.hostLostAt.getTime() >= GRACE_MS) {
        acted++;
        await serial(ctx, row.id, () => endLive(ctx, row.id, 'host_lost', new Date(row.hostLostAt!.getTime() + GRACE_MS)));
      } else if (row.status === 'scheduled' && row.scheduledAt && now.getTime() - row.scheduledAt.getTime() >= SCHEDULED_STALE_MS) {
        acted++;
        await endLive(ctx, row.id, 'cancelled', now);
      } else if (row.stageSessionId) {
        const [s] = await ctx.db.select({ status: consultSessions.status }).from(consultSessions).where(eq(consultSessions.id, row.stageSessionId));
        if (!s || !['accepted', 'active', 'requested'].includes(s.status)) { acted++; await stageEnded(ctx, row.id, row.stageSessionId, 'The call ended.'); }
      }
    } catch (err) {
      ctx.log?.warn({ err, live: row.id }, 'live sweep failed');
    }
  }
  return acted;
}

/**
 * At boot the in-process media is gone: every live on air waits for its host ('reconnecting' from now) and ends
 * after the grace unless the host publishes again. Never a ghost "live now".
 */
export async function recoverLivesOnBoot(ctx: LiveCtx): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db.update(lives).set({ status: 'reconnecting', hostLostAt: sql`coalesce(${lives.hostLostAt}, ${now.toISOString()}::timestamptz)`, version: sql`${lives.version} + 1` })
    .where(inArray(lives.status, ON_AIR)).returning();
  for (const r of rows) {
    if (r.stageSessionId) ctx.stageOf.set(r.stageSessionId, r.id);
    await ctx.media.createRoom(r.id).catch(() => {});
  }
  await sweepLives(ctx, now);
  return rows.length;
}


export async function setReminder(ctx: LiveCtx, liveId: string, user: SessionUser, on: boolean) {
  const row = await loadLive(ctx.db, liveId);
  if (on) {
    if (row.status !== 'scheduled') throw conflict('Reminders are for lives that have not started yet.');
    await ctx.db.insert(liveReminders).values({ liveId: row.id, userId: user.id, createdAt: ctx.clock.now() }).onConflictDoNothing();
  } else {
    await ctx.db.delete(liveReminders).where(and(eq(liveReminders.liveId, row.id), eq(liveReminders.userId, user.id)));
  }
  return { reminder: on };
}
