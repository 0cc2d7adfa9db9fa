import { and, astrologers, consultSessions, eq, inArray, like, walletHolds, sql } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { createHold, postHold, releaseHold } from '../wallet/holds.js';
import { walletBalances } from '../wallet/balances.js';
import { refundDebit } from '../wallet/spend.js';
import { createOrderHistory } from '../wallet/orders.js';
import { ledgerOperations } from '@nakshatra/db';
import type { ConsultEndReason } from '@nakshatra/shared';
import type { ConsultCtx } from './context.js';
import { clearBusy, presenceOf } from './presence.js';
import { loadSession, meteredMs, MINUTE_MS, type SessionRow } from './view.js';

/** Grace before the meter pauses for a side that lost its connection, and before the session ends. */
export const PAUSE_AFTER_MS = 30_000;
export const END_AFTER_MS = 120_000;
/** A request not accepted in 2 minutes expires; an accepted chat without a reply (or a call without audio) in 2 minutes ends free. */
export const REQUEST_TTL_MS = 120_000;
export const FIRST_REPLY_MS = 120_000;
/** A session the astrologer's side drops within its first 2 metered minutes is refunded in full. */
export const FAIR_START_MS = 120_000;
/** Holds outlive their minute comfortably; the meter posts them long before (the sweep releases strays). */
const HOLD_TTL_MS = 15 * 60_000;

const holdKey = (id: string, minute: number) => `consult:${id}:m${minute}`;
const sharePaise = (row: SessionRow) => Math.floor((row.pricePaise * row.sharePercent) / 100);

/** Optimistic update: applies only if nobody changed the row since it was read (another ticker, another process). */
async function update(ctx: ConsultCtx, row: SessionRow, set: Partial<SessionRow>): Promise<SessionRow | null> {
  const [done] = await ctx.db.update(consultSessions).set({ ...set, version: row.version + 1 })
    .where(and(eq(consultSessions.id, row.id), eq(consultSessions.version, row.version))).returning();
  return done ?? null;
}

async function reload(ctx: ConsultCtx, id: string): Promise<SessionRow> {
  const [row] = await ctx.db.select().from(consultSessions).where(eq(consultSessions.id, id));
  return row;
}

async function holdMinute(ctx: ConsultCtx, row: SessionRow, minute: number, now: Date, astroName: string) {
  try {
    const { hold } = await createHold(ctx.db, {
      userId: row.userId, amountPaise: row.pricePaise, key: holdKey(row.id, minute), category: 'consultation',
      description: `${row.mode === 'call' ? 'Call' : 'Chat'} with ${astroName}, minute ${minute}`, reference: `consult:${row.id}`,
      expiresAt: new Date(now.getTime() + HOLD_TTL_MS), now,
    });
    return hold;
  } catch (err) {
    if (err instanceof AppError && err.code === 'insufficient_funds') return null;
    throw err;
  }
}

async function astrologerOf(ctx: ConsultCtx, row: SessionRow) {
  const [a] = await ctx.db.select({ userId: astrologers.userId, name: astrologers.displayName }).from(astrologers).where(eq(astrologers.id, row.astrologerId));
  return a;
}

async function postMinute(ctx: ConsultCtx, row: SessionRow, holdId: string, astroUserId: string, now: Date) {
  await postHold(ctx.db, { holdId, amountPaise: row.pricePaise, astrologerId: astroUserId, astrologerSharePaise: sharePaise(row), now });
}

async function notifyChange(ctx: ConsultCtx, id: string, now: Date, presence = false) {
  const loaded = await loadSession(ctx.db, id, now);
  ctx.notify.session(loaded.view, loaded.userIds);
  if (presence) ctx.notify.presence(await presenceOf(ctx.db, loaded.row.astrologerId, loaded.row.status === 'active' || loaded.row.status === 'accepted' ? loaded.row : null, now));
}

/** Warns the user about a minute before the money (or the spending cap) runs out. */
async function maybeWarn(ctx: ConsultCtx, row: SessionRow, now: Date) {
  if (row.warnedMinute >= row.billedMinutes) return row;
  const free = (await walletBalances(ctx.db, row.userId)).total_paise;
  const capLeft = row.spendingCapPaise === null ? Infinity : row.spendingCapPaise - row.chargedPaise - row.pricePaise;
  if (free >= row.pricePaise && capLeft >= row.pricePaise) return row;
  const updated = await update(ctx, row, { warnedMinute: row.billedMinutes });
  if (!updated) return row;
  const secondsLeft = Math.max(0, Math.ceil((row.billedMinutes * MINUTE_MS - meteredMs(row, now)) / 1000));
  ctx.notify.warning({ session_id: row.id, seconds_left: secondsLeft, balance_paise: free }, row.userId);
  return updated;
}

/**
 * The meter starts: at the astrologer's first reply (chat) or when both sides' audio connects (call). The first
 * minute is held before it begins; without the money for it the session ends at once, free.
 */
export async function startMeter(ctx: ConsultCtx, id: string, now: Date): Promise<void> {
  const row = await reload(ctx, id);
  if (row.status !== 'accepted') return;
  const astro = await astrologerOf(ctx, row);
  const hold = await holdMinute(ctx, row, 1, now, astro.name);
  if (!hold) { await finish(ctx, id, 'balance_exhausted', now); return; }
  const started = await update(ctx, row, { status: 'active', startedAt: now, meterResumedAt: now, meterMs: 0, billedMinutes: 1, currentHoldId: hold.id });
  if (!started) {
    const again = await reload(ctx, id);
    if (again.currentHoldId !== hold.id) await releaseHold(ctx.db, hold.id, 'voided', now).catch(() => {});
    return;
  }
  await maybeWarn(ctx, started, now);
  await notifyChange(ctx, id, now, true);
}

/**
 * Ends a session and settles it: the running minute is charged (each started minute is), unless the fairness
 * rule applies: a session the astrologer ended or dropped within its first 2 minutes is refunded in full.
 */
export async function finish(ctx: ConsultCtx, id: string, reason: ConsultEndReason, at: Date): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await reload(ctx, id);
    if (row.status === 'ended' || row.status === 'expired' || row.status === 'rejected' || row.status === 'cancelled') return;
    const astro = await astrologerOf(ctx, row);
    const metered = meteredMs(row, at);
    const astrologerSide = reason === 'astrologer_ended' || (reason === 'disconnected' && row.astrologerAwaySince !== null);
    const refundAll = row.status === 'active' && astrologerSide && metered < FAIR_START_MS;
    let charged = row.chargedPaise;
    if (row.currentHoldId) {
      if (refundAll) await releaseHold(ctx.db, row.currentHoldId, 'voided', at).catch((err) => { if (!(err instanceof AppError)) throw err; });
      else { await postMinute(ctx, row, row.currentHoldId, astro.userId, at); charged += row.pricePaise; }
    }
    const status = row.status === 'requested' ? (reason === 'astrologer_ended' ? 'rejected' : 'cancelled') : 'ended';
    const done = await update(ctx, row, {
      status, endedAt: at, endReason: status === 'ended' ? reason : null, currentHoldId: null, chargedPaise: charged,
      meterMs: metered, meterResumedAt: null,
    });
    if (!done) continue;
    if (refundAll && charged > 0) await refundMinutes(ctx, done, charged, 'fair-start', 'Refund: the astrologer left in the first 2 minutes', null);
    if (row.status !== 'requested') await clearBusy(ctx.db, row.astrologerId, at);
    const final = await reload(ctx, id);
    if (final.status === 'ended' && final.billedMinutes > 0) {
      const net = final.chargedPaise - final.refundedPaise;
      await createOrderHistory(ctx.db, {
        userId: final.userId, kind: 'consultation', status: 'completed', amountPaise: net,
        description: `${final.mode === 'call' ? 'Call' : 'Chat'} with ${astro.name}: ${final.billedMinutes} min`,
        reference: `consult:${final.id}`, details: { session_id: final.id, minutes: final.billedMinutes, price_per_minute_paise: final.pricePaise, charged_paise: final.chargedPaise, refunded_paise: final.refundedPaise, end_reason: reason },
        now: at,
      });
    }
    await notifyChange(ctx, id, at, row.status !== 'requested');
    return;
  }
}

/**
 * Gives money back for posted minutes, newest first, up to `amount` (each minute's ledger debit is refunded,
 * the astrologer's share taken back in proportion). Keys make a retry move no money twice.
 */
export async function refundMinutes(ctx: ConsultCtx, row: SessionRow, amount: number, tag: string, description: string, actorUserId: string | null, opts: { alreadyCounted?: boolean } = {}): Promise<number> {
  const holds = await ctx.db.select().from(walletHolds)
    .where(and(like(walletHolds.idempotencyKey, `consult:${row.id}:m%`), eq(walletHolds.status, 'posted')));
  if (!holds.length) return 0;
  const ops = await ctx.db.select().from(ledgerOperations).where(inArray(ledgerOperations.idempotencyKey, holds.map((h) => `hold:${h.id}:post`)));
  ops.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.idempotencyKey.localeCompare(a.idempotencyKey));
  const refundedByOp = new Map<string, number>();
  const prior = await ctx.db.select({ rev: ledgerOperations.reversesOperationId, amount: ledgerOperations.amountPaise }).from(ledgerOperations)
    .where(inArray(ledgerOperations.reversesOperationId, ops.map((o) => o.id)));
  for (const p of prior) refundedByOp.set(p.rev!, (refundedByOp.get(p.rev!) ?? 0) + p.amount);
  let left = amount;
  let given = 0;
  for (const op of ops) {
    if (left <= 0) break;
    const room = op.amountPaise - (refundedByOp.get(op.id) ?? 0);
    const part = Math.min(room, left);
    if (part <= 0) continue;
    await refundDebit(ctx.db, { operationId: op.id, amountPaise: part, key: `consult:${row.id}:refund:${tag}:${op.id}:${row.refundedPaise}`, description, actorUserId });
    left -= part;
    given += part;
  }
  if (given > 0 && !opts.alreadyCounted) {
    await ctx.db.update(consultSessions).set({ refundedPaise: sql`${consultSessions.refundedPaise} + ${given}`, version: sql`${consultSessions.version} + 1` }).where(eq(consultSessions.id, row.id));
  }
  return given;
}

/**
 * Moves one session's meter to `now`: expiries, the 2-minute no-reply rule, pauses and resumptions on
 * disconnects, minute boundaries (charge the minute that ended, hold the next, or end when the money or the cap
 * runs out). Idempotent and safe to run from several processes at once.
 */
export async function tick(ctx: ConsultCtx, id: string, now: Date): Promise<void> {
  let row = await reload(ctx, id);
  if (!row) return;
  if (row.status === 'requested') {
    if (row.requestExpiresAt && now >= row.requestExpiresAt) {
      const done = await update(ctx, row, { status: 'expired', endedAt: row.requestExpiresAt });
      if (done) {
        const astro = await astrologerOf(ctx, row);
        ctx.notify.push(row.userId, { title: 'Request expired', body: `${astro.name} could not take your request. Nothing was charged.`, url: `/consultation/${row.id}`, tag: `consult-${row.id}` });
        await notifyChange(ctx, id, now);
      }
    }
    return;
  }
  if (row.status === 'accepted') {
    const away = earliest(row.userAwaySince, row.astrologerAwaySince);
    if (away && now.getTime() - away.getTime() >= END_AFTER_MS) return finish(ctx, id, 'disconnected', new Date(away.getTime() + END_AFTER_MS));
    if (row.acceptedAt && now.getTime() - row.acceptedAt.getTime() >= FIRST_REPLY_MS) return finish(ctx, id, 'no_reply', new Date(row.acceptedAt.getTime() + FIRST_REPLY_MS));
    return;
  }
  if (row.status !== 'active') return;

  const away = earliest(row.userAwaySince, row.astrologerAwaySince);
  const pauseAt = away && row.meterResumedAt ? new Date(Math.max(row.meterResumedAt.getTime(), away.getTime() + PAUSE_AFTER_MS)) : null;
  const horizon = pauseAt && pauseAt < now ? pauseAt : now;

  // minute boundaries up to the horizon
  for (let guard = 0; guard < 1000 && row.status === 'active' && meteredMs(row, horizon) >= row.billedMinutes * MINUTE_MS; guard++) {
    const astro = await astrologerOf(ctx, row);
    const boundary = new Date(horizon.getTime() - (meteredMs(row, horizon) - row.billedMinutes * MINUTE_MS));
    if (row.currentHoldId) await postMinute(ctx, row, row.currentHoldId, astro.userId, boundary);
    const charged = row.chargedPaise + (row.currentHoldId ? row.pricePaise : 0);
    const capReached = row.spendingCapPaise !== null && charged + row.pricePaise > row.spendingCapPaise;
    const next = capReached ? null : await holdMinute(ctx, row, row.billedMinutes + 1, boundary, astro.name);
    if (!next) {
      const closed = await update(ctx, row, { currentHoldId: null, chargedPaise: charged });
      if (closed) return finish(ctx, id, capReached ? 'spending_cap' : 'balance_exhausted', boundary);
      return;
    }
    const moved = await update(ctx, row, { billedMinutes: row.billedMinutes + 1, currentHoldId: next.id, chargedPaise: charged });
    if (!moved) {
      const again = await reload(ctx, id);
      if (again.currentHoldId !== next.id) await releaseHold(ctx.db, next.id, 'voided', boundary).catch(() => {});
      return;
    }
    row = await maybeWarn(ctx, moved, boundary);
    await notifyChange(ctx, id, boundary, true);
  }

  if (pauseAt && pauseAt <= now && row.meterResumedAt) {
    const paused = await update(ctx, row, { meterMs: meteredMs(row, pauseAt), meterResumedAt: null });
    if (!paused) return;
    row = paused;
    await notifyChange(ctx, id, now);
  }
  if (away && now.getTime() - away.getTime() >= END_AFTER_MS) return finish(ctx, id, 'disconnected', new Date(away.getTime() + END_AFTER_MS));
  if (!away && !row.meterResumedAt) {
    const resumed = await update(ctx, row, { meterResumedAt: now });
    if (resumed) await notifyChange(ctx, id, now);
  }
}

/**
 * Whether `tick` has anything to do for this row at `now` (so the ticker reads each open session once and acts
 * only on those due: an expiry, a first-reply deadline, an absence to pause or end, a minute boundary, a resume).
 */
export function isDue(row: SessionRow, now: Date): boolean {
  const t = now.getTime();
  const away = earliest(row.userAwaySince, row.astrologerAwaySince);
  if (row.status === 'requested') return !!row.requestExpiresAt && t >= row.requestExpiresAt.getTime();
  if (row.status === 'accepted') return (!!away && t - away.getTime() >= END_AFTER_MS) || (!!row.acceptedAt && t - row.acceptedAt.getTime() >= FIRST_REPLY_MS);
  if (row.status !== 'active') return false;
  if (row.meterResumedAt && meteredMs(row, now) >= row.billedMinutes * MINUTE_MS) return true;
  if (away) return (!!row.meterResumedAt && t - away.getTime() >= PAUSE_AFTER_MS) || t - away.getTime() >= END_AFTER_MS;
  return !row.meterResumedAt;
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}
