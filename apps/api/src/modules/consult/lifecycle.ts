import { and, astrologers, consultSessions, eq, sql } from '@nakshatra/db';
import { minimumBalanceMessage, type CreateSessionBody } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { getConsultSettings } from '../astrologers/settings.js';
import { walletBalances } from '../wallet/balances.js';
import type { ConsultCtx } from './context.js';
import { finish, REQUEST_TTL_MS, startMeter, tick } from './meter.js';
import { presenceOf, setBusy } from './presence.js';
import { loadSession, type Loaded } from './view.js';

export type Side = 'user' | 'astrologer';

/** Which side of the session the signed-in account is on (null: neither). */
export function sideOf(loaded: Loaded, userId: string): Side | null {
  if (loaded.row.userId === userId) return 'user';
  if (loaded.astrologerUserId === userId) return 'astrologer';
  return null;
}

/** A participant (or, read-only, an admin) may see a session; anybody else gets a 404, not a hint it exists. */
export async function loadForViewer(ctx: ConsultCtx, id: string, viewer: SessionUser): Promise<Loaded & { side: Side | null }> {
  const loaded = await loadSession(ctx.db, id, ctx.clock.now());
  const side = sideOf(loaded, viewer.id);
  if (!side && viewer.type !== 'admin') throw new AppError(404, 'session_not_found', 'This consultation was not found.');
  return { ...loaded, side };
}

const conflict = (message: string) => new AppError(409, 'session_state_conflict', message);

/**
 * A user asks an approved, online astrologer for a chat or call. The wallet must hold at least 5 minutes of the
 * astrologer's price; one open session per user (the database's unique index decides races).
 */
export async function requestSession(ctx: ConsultCtx, user: SessionUser, body: CreateSessionBody) {
  const now = ctx.clock.now();
  const [a] = await ctx.db.select().from(astrologers).where(eq(astrologers.id, body.astrologer_id));
  if (!a || a.status !== 'approved' || a.pricePaise === null) throw new AppError(404, 'astrologer_not_found', 'This astrologer was not found.');
  if (a.userId === user.id) throw forbidden('You cannot start a consultation with yourself.');
  const [open] = await ctx.db.select({ id: consultSessions.id }).from(consultSessions)
    .where(and(eq(consultSessions.userId, user.id), sql`${consultSessions.status} in ('requested', 'accepted', 'active')`));
  if (open) throw new AppError(409, 'active_session_exists', 'You already have a consultation in progress. Please finish it first.', { session_id: open.id });
  const status = body.mode === 'call' ? a.callStatus : a.chatStatus;
  if (status !== 'online')
    throw new AppError(409, 'astrologer_unavailable', status === 'busy' ? `${a.displayName} is busy in another consultation. Please try again in a few minutes.` : `${a.displayName} is offline right now. Tap “Notify me” to hear when they are back.`, { status });
  const price = a.pricePaise;
  if (body.spending_cap_paise != null && body.spending_cap_paise < price)
    throw new AppError(400, 'validation_failed', `The spending limit must allow at least one minute (₹${price / 100}).`);
  const balance = (await walletBalances(ctx.db, user.id)).total_paise;
  if (balance < price * 5)
    throw new AppError(402, 'insufficient_balance', minimumBalanceMessage(price, a.displayName, body.mode), { required_paise: price * 5, balance_paise: balance, price_per_minute_paise: price });
  const settings = await getConsultSettings(ctx.db);
  let id: string;
  try {
    const [row] = await ctx.db.insert(consultSessions).values({
      userId: user.id, astrologerId: a.id, mode: body.mode, status: 'requested', pricePaise: price, sharePercent: settings.astrologer_share_percent,
      intake: body.intake, spendingCapPaise: body.spending_cap_paise ?? null, requestedAt: now, requestExpiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
    }).returning({ id: consultSessions.id });
    id = row.id;
  } catch (err) {
    const [again] = await ctx.db.select({ id: consultSessions.id }).from(consultSessions)
      .where(and(eq(consultSessions.userId, user.id), sql`${consultSessions.status} in ('requested', 'accepted', 'active')`));
    if (again) throw new AppError(409, 'active_session_exists', 'You already have a consultation in progress. Please finish it first.', { session_id: again.id });
    throw err;
  }
  const loaded = await loadSession(ctx.db, id, now);
  ctx.notify.session(loaded.view, loaded.userIds);
  ctx.notify.push(a.userId, {
    title: `New ${body.mode} request`, body: `${body.intake.name}: ${body.intake.topic.slice(0, 80)} (answer within 2 minutes)`, url: '/astrologer', tag: `consult-${id}`,
  });
  return loaded.view;
}

async function own(ctx: ConsultCtx, id: string, user: SessionUser, side: Side) {
  const loaded = await loadForViewer(ctx, id, user);
  if (loaded.side !== side) throw forbidden(side === 'astrologer' ? 'Only the astrologer of this consultation can do this.' : 'Only the user of this consultation can do this.');
  return loaded;
}

/** The astrologer accepts within 2 minutes; they become busy and the 2-minute first-reply clock starts. */
export async function acceptSession(ctx: ConsultCtx, id: string, user: SessionUser) {
  const now = ctx.clock.now();
  await tick(ctx, id, now);
  const { row } = await own(ctx, id, user, 'astrologer');
  if (row.status === 'accepted' || row.status === 'active') return (await loadSession(ctx.db, id, now)).view;
  if (row.status === 'expired') throw conflict('This request expired: it was not accepted within 2 minutes.');
  if (row.status !== 'requested') throw conflict('This request is no longer waiting for you.');
  let done;
  try {
    [done] = await ctx.db.update(consultSessions).set({ status: 'accepted', acceptedAt: now, version: row.version + 1 })
      .where(and(eq(consultSessions.id, id), eq(consultSessions.version, row.version), eq(consultSessions.status, 'requested'))).returning();
  } catch {
    throw conflict('Finish your current consultation before accepting another.');
  }
  if (!done) throw conflict('This request changed meanwhile; please look again.');
  await setBusy(ctx.db, row.astrologerId, now);
  const loaded = await loadSession(ctx.db, id, now);
  ctx.notify.session(loaded.view, loaded.userIds);
  ctx.notify.presence(await presenceOf(ctx.db, row.astrologerId, loaded.row, now));
  ctx.notify.push(row.userId, { title: `${loaded.view.astrologer.name} accepted`, body: 'Your consultation is starting: open it now.', url: `/consultation/${id}`, tag: `consult-${id}` });
  return loaded.view;
}

export async function rejectSession(ctx: ConsultCtx, id: string, user: SessionUser, reason: string | undefined) {
  const now = ctx.clock.now();
  const { row } = await own(ctx, id, user, 'astrologer');
  if (row.status !== 'requested') throw conflict('Only a waiting request can be rejected.');
  const [done] = await ctx.db.update(consultSessions).set({ status: 'rejected', endedAt: now, rejectReason: reason || null, version: row.version + 1 })
    .where(and(eq(consultSessions.id, id), eq(consultSessions.version, row.version))).returning();
  if (!done) throw conflict('This request changed meanwhile; please look again.');
  const loaded = await loadSession(ctx.db, id, now);
  ctx.notify.session(loaded.view, loaded.userIds);
  return loaded.view;
}

/** Either side ends: a waiting request is cancelled (user) or rejected (astrologer); a running one is settled. */
export async function endSession(ctx: ConsultCtx, id: string, user: SessionUser) {
  const now = ctx.clock.now();
  await tick(ctx, id, now);
  const loaded = await loadForViewer(ctx, id, user);
  if (!loaded.side) throw forbidden('Only the participants can end this consultation.');
  await finish(ctx, id, loaded.side === 'user' ? 'user_ended' : 'astrologer_ended', now);
  return (await loadSession(ctx.db, id, now)).view;
}

/** A side's connection came or went (socket.io presence, or WebRTC audio in a call). */
export async function markConnection(ctx: ConsultCtx, id: string, side: Side, connected: boolean) {
  const now = ctx.clock.now();
  const col = side === 'user' ? consultSessions.userAwaySince : consultSessions.astrologerAwaySince;
  const key = side === 'user' ? 'userAwaySince' : 'astrologerAwaySince';
  await ctx.db.update(consultSessions)
    .set({ [key]: connected ? null : sql`coalesce(${col}, ${now.toISOString()}::timestamptz)`, version: sql`${consultSessions.version} + 1` })
    .where(and(eq(consultSessions.id, id), sql`${consultSessions.status} in ('requested', 'accepted', 'active')`));
  await tick(ctx, id, now);
}

/** Calls: the meter starts when both sides report their audio connected. */
export async function reportCallState(ctx: ConsultCtx, id: string, side: Side, state: 'connected' | 'failed' | 'closed') {
  const now = ctx.clock.now();
  const key = side === 'user' ? 'userCallConnected' : 'astrologerCallConnected';
  const [row] = await ctx.db.update(consultSessions).set({ [key]: state === 'connected' ? 1 : 0, version: sql`${consultSessions.version} + 1` })
    .where(and(eq(consultSessions.id, id), eq(consultSessions.mode, 'call'))).returning();
  if (!row) return;
  if (row.status === 'accepted' && row.userCallConnected && row.astrologerCallConnected) await startMeter(ctx, id, now);
  else if (row.status === 'active') await markConnection(ctx, id, side, state === 'connected');
}

/** The user changes the spending cap during a session (at least the minutes already started). */
export async function setSpendingCap(ctx: ConsultCtx, id: string, user: SessionUser, cap: number | null) {
  const now = ctx.clock.now();
  const { row } = await own(ctx, id, user, 'user');
  if (row.status === 'ended') throw conflict('This consultation has ended.');
  if (cap !== null && cap < row.billedMinutes * row.pricePaise + row.pricePaise && row.status === 'active')
    throw new AppError(400, 'validation_failed', `The limit must cover the minutes already started plus one (₹${((row.billedMinutes + 1) * row.pricePaise) / 100}).`);
  await ctx.db.update(consultSessions).set({ spendingCapPaise: cap, version: sql`${consultSessions.version} + 1` }).where(eq(consultSessions.id, id));
  const loaded = await loadSession(ctx.db, id, now);
  ctx.notify.session(loaded.view, loaded.userIds);
  return loaded.view;
}

