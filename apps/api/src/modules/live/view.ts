/** How a live looks to a viewer (list cards, the detail with `me`), the throttled broadcasts, and counting viewers. */
import { and, asc, astrologerFollowers, astrologers, consultSessions, count, desc, eq, gifts, inArray, liveBans, liveGifts, liveQueue, liveReminders, lives, liveViewers, sql, users, type Db } from '@nakshatra/db';
import type { LiveDetail, LiveEndReason, LiveStatus, LiveSummary } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { type LiveRow, UPDATE_EVERY_MS, LIST_EVERY_MS, type LiveCtx, iso, loadLive, astrologerOfLive, isHost } from './context.js';

export async function viewerCount(ctx: LiveCtx, liveId: string): Promise<number> {
  const sockets = await ctx.io.in(`live:${liveId}`).fetchSockets();
  return sockets.length;
}

export function summaryOf(row: LiveRow, a: { id: string; displayName: string; photoUrl: string | null }, viewers: number, reminder: boolean): LiveSummary {
  return {
    id: row.id, status: row.status as LiveStatus, title: row.title, topic: row.topic, language: row.language, price_per_minute_paise: row.pricePaise,
    viewer_count: row.status === 'ended' ? 0 : viewers, scheduled_at: iso(row.scheduledAt), started_at: iso(row.startedAt), ended_at: iso(row.endedAt),
    astrologer: { id: a.id, name: a.displayName, photo_url: a.photoUrl }, reminder,
  };
}

/** GET /api/lives: on air now (live or reconnecting, most viewers first) and upcoming (soonest first); a 'starting' live (the host's video not yet there) is not listed. */
export async function listLives(ctx: LiveCtx, viewer: SessionUser | null) {
  const rows = await ctx.db.select({ l: lives, a: astrologers }).from(lives).innerJoin(astrologers, eq(astrologers.id, lives.astrologerId))
    .where(inArray(lives.status, ['scheduled', 'live', 'reconnecting'])).orderBy(asc(lives.scheduledAt), desc(lives.startedAt)).limit(200);
  const reminded = viewer && rows.length
    ? new Set((await ctx.db.select({ id: liveReminders.liveId }).from(liveReminders).where(and(eq(liveReminders.userId, viewer.id), inArray(liveReminders.liveId, rows.map((r) => r.l.id))))).map((r) => r.id))
    : new Set<string>();
  const live: LiveSummary[] = [];
  const upcoming: LiveSummary[] = [];
  for (const { l, a } of rows) {
    if (l.status === 'scheduled') upcoming.push(summaryOf(l, a, 0, reminded.has(l.id)));
    else live.push(summaryOf(l, a, await viewerCount(ctx, l.id), reminded.has(l.id)));
  }
  live.sort((x, y) => y.viewer_count - x.viewer_count);
  return { live, upcoming };
}

export async function banOf(db: Db, row: LiveRow, userId: string) {
  const bans = await db.select({ kind: liveBans.kind }).from(liveBans)
    .where(and(eq(liveBans.userId, userId), eq(liveBans.astrologerId, row.astrologerId), sql`(${liveBans.liveId} = ${row.id} or ${liveBans.liveId} is null)`));
  const kinds = new Set(bans.map((b) => b.kind));
  return { muted: kinds.has('mute'), removed: kinds.has('remove'), blocked: kinds.has('block') };
}

export async function stageOfRow(db: Db, row: LiveRow): Promise<LiveDetail['stage']> {
  if (!row.stageSessionId) return null;
  const [s] = await db.select({ s: consultSessions, name: users.name }).from(consultSessions).innerJoin(users, eq(users.id, consultSessions.userId)).where(eq(consultSessions.id, row.stageSessionId));
  if (!s || (s.s.status !== 'accepted' && s.s.status !== 'active')) return null;
  return { user_id: s.s.userId, name: s.name ?? 'Caller', session_id: s.s.id, status: s.s.status, started_at: iso(s.s.startedAt), billed_minutes: s.s.billedMinutes };
}

type Personal = { following: boolean; reminder: boolean; muted: boolean };
const nobody: Personal = { following: false, reminder: false, muted: false };

/** What differs per signed-in viewer (follows the astrologer, asked for a reminder, muted or blocked), for many viewers in three queries. */
async function personalOf(ctx: LiveCtx, row: LiveRow, userIds: string[]): Promise<Map<string, Personal>> {
  const out = new Map<string, Personal>(userIds.map((u) => [u, { ...nobody }]));
  if (!userIds.length) return out;
  const [follows, reminders, bans] = await Promise.all([
    ctx.db.select({ u: astrologerFollowers.userId }).from(astrologerFollowers).where(and(eq(astrologerFollowers.astrologerId, row.astrologerId), inArray(astrologerFollowers.userId, userIds))),
    ctx.db.select({ u: liveReminders.userId }).from(liveReminders).where(and(eq(liveReminders.liveId, row.id), inArray(liveReminders.userId, userIds))),
    ctx.db.select({ u: liveBans.userId, kind: liveBans.kind }).from(liveBans)
      .where(and(inArray(liveBans.userId, userIds), eq(liveBans.astrologerId, row.astrologerId), sql`(${liveBans.liveId} = ${row.id} or ${liveBans.liveId} is null)`)),
  ]);
  for (const f of follows) out.get(f.u)!.following = true;
  for (const r of reminders) out.get(r.u)!.reminder = true;
  for (const b of bans) if (b.kind === 'mute' || b.kind === 'block') out.get(b.u)!.muted = true;
  return out;
}

/** The signed-out detail with one viewer's own parts filled in (no query: `personal` was read in bulk). */
function forViewer(base: LiveDetail, a: { userId: string }, viewer: SessionUser, personal: Personal): LiveDetail {
  const host = isHost(a, viewer);
  return {
    ...base,
    reminder: personal.reminder,
    astrologer: { ...base.astrologer, following: personal.following },
    me: {
      signed_in: true, is_host: host, is_moderator: host || viewer.type === 'admin',
      in_queue: base.queue.some((q) => q.user_id === viewer.id), on_stage: base.stage?.user_id === viewer.id,
      muted: personal.muted,
    },
  };
}

/** What every viewer sees alike: the live as a signed-out visitor's page shows it. */
async function publicDetail(ctx: LiveCtx, row: LiveRow, a: Awaited<ReturnType<typeof astrologerOfLive>>): Promise<LiveDetail> {
  const [queue, stage, gifters, viewers] = await Promise.all([
    ctx.db.select({ user_id: liveQueue.userId, name: users.name, joined_at: liveQueue.joinedAt }).from(liveQueue).innerJoin(users, eq(users.id, liveQueue.userId))
      .where(and(eq(liveQueue.liveId, row.id), eq(liveQueue.state, 'waiting'))).orderBy(asc(liveQueue.joinedAt), asc(liveQueue.id)),
    stageOfRow(ctx.db, row),
    topGifters(ctx.db, row.id),
    row.status === 'ended' ? Promise.resolve(0) : viewerCount(ctx, row.id),
  ]);
  return {
    ...summaryOf(row, a, viewers, false),
    astrologer: { id: a.id, name: a.displayName, photo_url: a.photoUrl, languages: a.languages, skills: a.skills, experience_years: a.experienceYears, following: false },
    peak_viewers: row.peakViewers,
    queue: queue.map((q) => ({ user_id: q.user_id, name: q.name ?? 'Viewer', joined_at: q.joined_at.toISOString() })),
    stage,
    top_gifters: gifters,
    feeds: { host: row.status === 'live', guest: !!stage && ctx.guestFeeds.has(row.id) },
    end_reason: (row.endReason as LiveEndReason | null) ?? null,
    me: { signed_in: false, is_host: false, is_moderator: false, in_queue: false, on_stage: false, muted: false },
  };
}

/** The live as a viewer's page shows it; `viewer` null: signed out. */
export async function liveDetail(ctx: LiveCtx, row: LiveRow, viewer: SessionUser | null): Promise<LiveDetail> {
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  const base = await publicDetail(ctx, row, a);
  if (!viewer) return base;
  return forViewer(base, a, viewer, (await personalOf(ctx, row, [viewer.id])).get(viewer.id)!);
}

export async function topGifters(db: Db, liveId: string) {
  const rows = await db.select({ user_id: liveGifts.userId, name: users.name, total: sql<string>`sum(${liveGifts.pricePaise})`, n: count() })
    .from(liveGifts).innerJoin(users, eq(users.id, liveGifts.userId)).where(eq(liveGifts.liveId, liveId))
    .groupBy(liveGifts.userId, users.name).orderBy(desc(sql`sum(${liveGifts.pricePaise})`)).limit(10);
  return rows.map((r) => ({ user_id: r.user_id, name: r.name ?? 'Viewer', total_paise: Number(r.total), gifts: Number(r.n) }));
}

/** `live:update` to the room: about 2 a second at most (first at once, the rest gathered), each signed-in socket with its own `me`. */
export function scheduleUpdate(ctx: LiveCtx, liveId: string): void {
  if (ctx.stopped) return;
  const t = ctx.timers.get(liveId);
  if (t) { t.dirty = true; return; }
  const entry = { timer: setTimeout(() => {
    ctx.timers.delete(liveId);
    if (entry.dirty) scheduleUpdate(ctx, liveId);
  }, UPDATE_EVERY_MS), dirty: false };
  entry.timer.unref();
  ctx.timers.set(liveId, entry);
  void broadcastUpdate(ctx, liveId).catch((err) => ctx.log?.warn({ err }, 'live:update failed'));
}

export async function broadcastUpdate(ctx: LiveCtx, liveId: string) {
  const row = await loadLive(ctx.db, liveId);
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  // the shared part once, then each signed-in viewer's own part, read for all of them at once
  const base = await publicDetail(ctx, row, a);
  ctx.io.to(`live:${liveId}:anon`).emit('live:update', base);
  const sockets = (await ctx.io.in(`live:${liveId}`).fetchSockets()).filter((s) => s.data.user);
  const personal = await personalOf(ctx, row, [...new Set(sockets.map((s) => s.data.user!.id))]);
  for (const s of sockets) s.emit('live:update', forViewer(base, a, s.data.user!, personal.get(s.data.user!.id)!));
}

/** `live:list-changed` to the list page's room, at most every 2 s. */
export function listChanged(ctx: LiveCtx): void {
  if (ctx.stopped) return;
  if (ctx.listTimer.timer) { ctx.listTimer.dirty = true; return; }
  ctx.io.to('lives').emit('live:list-changed');
  ctx.listTimer.timer = setTimeout(() => {
    ctx.listTimer.timer = null;
    if (ctx.listTimer.dirty) { ctx.listTimer.dirty = false; listChanged(ctx); }
  }, LIST_EVERY_MS);
  ctx.listTimer.timer.unref();
}

/** The process is closing: no more broadcasts. */
export function stopTimers(ctx: LiveCtx) {
  ctx.stopped = true;
  for (const t of ctx.timers.values()) clearTimeout(t.timer);
  ctx.timers.clear();
  if (ctx.listTimer.timer) clearTimeout(ctx.listTimer.timer);
  ctx.listTimer.timer = null;
}


/** A socket entered the room: counted once per viewer in the total, the peak kept. */
export async function recordViewer(ctx: LiveCtx, row: LiveRow, viewerKey: string, userId: string | null) {
  const now = ctx.clock.now();
  await ctx.db.insert(liveViewers).values({ liveId: row.id, viewerKey, userId, firstSeenAt: now }).onConflictDoNothing();
  const n = await viewerCount(ctx, row.id);
  await ctx.db.update(lives).set({ peakViewers: sql`greatest(${lives.peakViewers}, ${n})` }).where(eq(lives.id, row.id));
}

export async function assertMayEnter(ctx: LiveCtx, row: LiveRow, user: SessionUser | null) {
  if (!user) return;
  const ban = await banOf(ctx.db, row, user.id);
  if (ban.blocked) throw new AppError(403, 'live_banned', 'The astrologer has blocked you from their lives.');
  if (ban.removed) throw new AppError(403, 'live_banned', 'You were removed from this live.');
}
