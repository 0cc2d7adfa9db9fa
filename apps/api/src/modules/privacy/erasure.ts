import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addresses, and, astrologerFollowers, liveBans, liveChatMessages, liveQueue, liveReminders, liveViewers, astrologerPrivate, cartItems, orderLines, orders, sql, consents, astrologerNotifySubscriptions, astrologerPayouts, astrologerReviews, astrologers, consultMessages,
  consultSessions, dataExports, desc, eq, erasureRequests, inArray, isNull, ledgerAccounts, ledgerOperations, lte, or, otpChallenges, pushSubscriptions,
  savedKundlis, sessions, supportTickets, users, type Db,
} from '@nakshatra/db';
import type { ErasureState } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import { privateDir } from '../astrologers/private-store.js';
import { walletBalances } from '../wallet/balances.js';
import { accountIds, applyLegs, chart, insertOperation, lockAccounts } from '../wallet/ledger.js';

type RequestRow = typeof erasureRequests.$inferSelect;
const DAY = 86_400_000;
const rupees = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What erasing does, said before the person confirms (the same sentences the profile page shows). */
export function consequences(graceDays: number, refundable: number, forfeited: number): string[] {
  return [
    `Your account will be erased ${graceDays} day${graceDays === 1 ? '' : 's'} after you confirm. Until then you can cancel on this page.`,
    'Your name, mobile number, e-mail, birth details, saved kundlis, chat messages (on both sides), live chat messages and reminders, reviews, support requests, addresses, cart, pooja participants and sankalp, and sign-in records will be deleted.',
    'Invoices and wallet ledger entries are kept for 8 years because tax law requires it, with no name, number or e-mail attached.',
    refundable > 0
      ? `Your wallet balance of ${rupees(refundable)} will be refunded to the account you paid from, less any payment-gateway charges, as our Refund Policy says.`
      : 'You have no wallet balance to refund.',
    forfeited > 0 ? `Promotional credit of ${rupees(forfeited)} has no cash value and will lapse.` : 'You have no promotional credit that would lapse.',
  ];
}

export async function erasureState(db: Db, graceDays: number, userId: string): Promise<ErasureState> {
  const [last] = await db.select().from(erasureRequests).where(eq(erasureRequests.userId, userId)).orderBy(desc(erasureRequests.requestedAt)).limit(1);
  const w = await walletBalances(db, userId);
  return {
    request: last ? { id: last.id, status: last.status as 'pending', requested_at: last.requestedAt.toISOString(), due_at: last.dueAt.toISOString(), hold_reason: last.holdReason } : null,
    // what is held belongs to an open consultation, which holds the erasure back until it is settled
    wallet: { refundable_paise: w.real_paise, forfeited_paise: w.promotional_paise },
    grace_days: graceDays,
    consequences: consequences(graceDays, w.real_paise, w.promotional_paise),
  };
}

export async function requestErasure(db: Db, graceDays: number, req: FastifyRequest, user: { id: string; type: string }, now: Date): Promise<RequestRow> {
  if (user.type === 'admin') throw new AppError(403, 'forbidden', 'Admin accounts are closed by another admin, not erased from the profile page.');
  const [open] = await db.select().from(erasureRequests).where(and(eq(erasureRequests.userId, user.id), inArray(erasureRequests.status, ['pending', 'on_hold']))).limit(1);
  if (open) return open;
  const [row] = await db.insert(erasureRequests).values({ userId: user.id, requestedAt: now, dueAt: new Date(now.getTime() + graceDays * DAY), ip: req.ip }).returning();
  await audit(db, { actorUserId: user.id, action: 'privacy.erasure.requested', target: user.id, details: { request: row!.id, due_at: row!.dueAt.toISOString() }, ip: req.ip, at: now });
  return row!;
}

export async function cancelErasure(db: Db, req: FastifyRequest, userId: string, now: Date): Promise<RequestRow> {
  const [row] = await db.update(erasureRequests).set({ status: 'cancelled', cancelledAt: now, holdReason: null })
    .where(and(eq(erasureRequests.userId, userId), inArray(erasureRequests.status, ['pending', 'on_hold']))).returning();
  if (!row) throw new AppError(409, 'conflict', 'There is no erasure request to cancel.');
  await audit(db, { actorUserId: userId, action: 'privacy.erasure.cancelled', target: userId, details: { request: row.id }, ip: req.ip, at: now });
  return row;
}

/** Why an account cannot be erased yet, or null. Checked again at every run: the hold lifts by itself. */
async function blocker(db: Db, userId: string): Promise<string | null> {
  const [open] = await db.select({ id: consultSessions.id }).from(consultSessions)
    .where(and(eq(consultSessions.userId, userId), inArray(consultSessions.status, ['requested', 'accepted', 'active']))).limit(1);
  if (open) return 'A consultation is still open. The account is erased once it ends.';
  const [ticket] = await db.select({ id: supportTickets.id }).from(supportTickets).where(and(eq(supportTickets.userId, userId), eq(supportTickets.status, 'open'))).limit(1);
  if (ticket) return 'An open support request (a dispute) keeps its conversation until it is answered. The account is erased once it is closed.';
  // a shop order on its way or a pooja still to be performed needs the address and the names until it is done
  const [underway] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.kind, ['product', 'booking']), inArray(orders.status, ['pending', 'paid', 'partially_refunded']),
      inArray(orders.fulfilment, ['placed', 'paid', 'packed', 'shipped', 'booked', 'confirmed']))).limit(1);
  if (underway) return 'A shop order or pooja booking is still under way. The account is erased once it is delivered or performed (or cancelled).';
  const [astro] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, userId));
  if (astro) {
    const [live] = await db.select({ id: consultSessions.id }).from(consultSessions)
      .where(and(eq(consultSessions.astrologerId, astro.id), inArray(consultSessions.status, ['requested', 'accepted', 'active']))).limit(1);
    if (live) return 'A consultation with a client is still open. The account is erased once it ends.';
    const [payout] = await db.select({ id: astrologerPayouts.id }).from(astrologerPayouts)
      .where(and(eq(astrologerPayouts.astrologerId, astro.id), eq(astrologerPayouts.status, 'requested'))).limit(1);
    if (payout) return 'A payout is still being settled. The account is erased once it is paid.';
    const [earnings] = await db.select({ balance: ledgerAccounts.balancePaise }).from(ledgerAccounts).where(eq(ledgerAccounts.code, chart.astrologerEarnings(userId).code));
    if ((earnings?.balance ?? 0) > 0) return 'Unpaid earnings must be paid out first: ask for a payout from the dashboard.';
  }
  return null;
}

/**
 * Moves what is left in the wallet out before the account goes: real money to refunds payable (paid back to the
 * payer's method by the finance team, per the Refund Policy), promotional credit back to promotions (it lapses).
 */
async function settleWallet(db: Db, userId: string, requestId: string, now: Date): Promise<{ refunded: number; forfeited: number }> {
  // a run that settled the wallet and then failed before the erasure finished: report what that run moved
  const key = `erasure:${requestId}:wallet`;
  const [done] = await db.select({ metadata: ledgerOperations.metadata }).from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, key));
  if (done) {
    const m = (done.metadata ?? {}) as { real_paise?: number; promotional_paise?: number };
    return { refunded: m.real_paise ?? 0, forfeited: m.promotional_paise ?? 0 };
  }
  const [realId, promoId, payableId, promotionsId] = await accountIds(db, [chart.userReal(userId), chart.userPromo(userId), chart.refundsPayable, chart.promotions]);
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [realId!, promoId!, payableId!, promotionsId!]);
    const real = locked.get(realId!)!.balancePaise - locked.get(realId!)!.heldPaise;
    const promo = locked.get(promoId!)!.balancePaise - locked.get(promoId!)!.heldPaise;
    if (real <= 0 && promo <= 0) return { refunded: 0, forfeited: 0 };
    const { row, inserted } = await insertOperation(tx, {
      key, kind: 'erasure_settlement', userId, amountPaise: real + promo,
      fingerprint: JSON.stringify(['erasure', userId, real, promo]), reference: requestId,
      description: 'Account erased: real balance to be refunded, promotional credit lapsed', category: 'erasure',
      metadata: { real_paise: real, promotional_paise: promo },
    });
    if (!inserted) return { refunded: real, forfeited: promo };
    const legs = [];
    if (real > 0) legs.push({ debit: realId!, credit: payableId!, amountPaise: real });
    if (promo > 0) legs.push({ debit: promoId!, credit: promotionsId!, amountPaise: promo });
    await applyLegs(tx, row, legs, locked, now);
    return { refunded: real, forfeited: promo };
  });
}

/**
 * Erases one account whose grace period is over. Deletes personal data; pseudonymises what tax law keeps (the user
 * row stays as an id with status 'erased', so ledger entries and invoices still add up but name no one).
 */
export async function completeErasure(app: FastifyInstance, r: RequestRow, now: Date): Promise<'completed' | 'on_hold'> {
  const { db } = app.ctx;
  const why = await blocker(db, r.userId);
  if (why) {
    if (r.status !== 'on_hold' || r.holdReason !== why) {
      await db.update(erasureRequests).set({ status: 'on_hold', holdReason: why }).where(eq(erasureRequests.id, r.id));
      await audit(db, { action: 'privacy.erasure.on_hold', target: r.userId, details: { request: r.id, reason: why }, at: now });
    }
    return 'on_hold';
  }
  const money = await settleWallet(db, r.userId, r.id, now);
  const [astro] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, r.userId));
  const [identity] = astro ? await db.select({ path: astrologerPrivate.identityDocumentPath }).from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, astro.id)) : [];
  await db.transaction(async (tx) => {
    const mySessions = await tx.select({ id: consultSessions.id }).from(consultSessions)
      .where(astro ? or(eq(consultSessions.userId, r.userId), eq(consultSessions.astrologerId, astro.id)) : eq(consultSessions.userId, r.userId));
    const ids = mySessions.map((s) => s.id);
    if (ids.length) {
      // transcripts go on both sides; the sessions stay as billing records, without the intake form (birth details)
      await tx.delete(consultMessages).where(inArray(consultMessages.sessionId, ids));
      await tx.update(consultSessions).set({ intake: null }).where(inArray(consultSessions.id, ids));
    }
    await tx.delete(savedKundlis).where(eq(savedKundlis.userId, r.userId));
    // Guruji Live: chat lines, reminders, queue places and moderation records go; gifts stay as billing records (like the ledger);
    // the viewer record stays for the lives' totals without the account
    await tx.delete(liveChatMessages).where(eq(liveChatMessages.userId, r.userId));
    await tx.delete(liveReminders).where(eq(liveReminders.userId, r.userId));
    await tx.delete(liveQueue).where(eq(liveQueue.userId, r.userId));
    await tx.delete(liveBans).where(eq(liveBans.userId, r.userId));
    await tx.update(liveViewers).set({ userId: null, viewerKey: sql`'erased:' || gen_random_uuid()` }).where(eq(liveViewers.userId, r.userId));
    await tx.delete(astrologerReviews).where(eq(astrologerReviews.userId, r.userId));
    await tx.delete(astrologerFollowers).where(eq(astrologerFollowers.userId, r.userId));
    await tx.delete(astrologerNotifySubscriptions).where(eq(astrologerNotifySubscriptions.userId, r.userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, r.userId));
    await tx.delete(supportTickets).where(eq(supportTickets.userId, r.userId));
    await tx.delete(dataExports).where(eq(dataExports.userId, r.userId));
    await tx.delete(sessions).where(eq(sessions.userId, r.userId));
    // the shop: the address book and cart go; orders stay for the tax records with only the state (place of supply)
    await tx.delete(addresses).where(eq(addresses.userId, r.userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, r.userId));
    await tx.update(orders).set({
      details: sql`(coalesce(${orders.details}, '{}'::jsonb) - 'participants' - 'sankalp' - 'ship_to' - 'tracking')
        || case when ${orders.details}->'ship_to' is not null then jsonb_build_object('ship_to', jsonb_build_object('state', ${orders.details}->'ship_to'->>'state', 'country', ${orders.details}->'ship_to'->>'country')) else '{}'::jsonb end`,
    }).where(and(eq(orders.userId, r.userId), inArray(orders.kind, ['product', 'booking'])));
    await tx.update(orderLines).set({ options: null }).where(inArray(orderLines.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, r.userId))));
    // consent records stay as the proof of what was agreed and when, without the address and browser
    await tx.update(consents).set({ ip: null, userAgent: null }).where(eq(consents.userId, r.userId));
    const [u] = await tx.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, r.userId));
    const destinations = [u?.phone, u?.email].filter((d): d is string => !!d);
    if (destinations.length) await tx.delete(otpChallenges).where(inArray(otpChallenges.destination, destinations));
    if (astro) {
      // the public profile goes; bank and identity details go with the private row (the file is removed below)
      await tx.update(astrologers).set({ status: 'erased', displayName: 'Former astrologer', photoUrl: null, biography: '', birthDate: '', gender: 'other', pendingChanges: null, chatStatus: 'offline', callStatus: 'offline', updatedAt: now }).where(eq(astrologers.id, astro.id));
      await tx.delete(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, astro.id));
    }
    await tx.update(users).set({
      status: 'erased', name: null, phone: null, email: null, gender: null, birthDate: null, birthTime: null, birthPlace: null,
      birthLat: null, birthLon: null, birthZone: null, imgUrl: null, passwordHash: null, updatedAt: now,
    }).where(eq(users.id, r.userId));
    await tx.update(erasureRequests).set({ status: 'completed', completedAt: now, holdReason: null, refundedPaise: money.refunded, forfeitedPaise: money.forfeited, ip: null })
      .where(eq(erasureRequests.id, r.id));
  });
  if (identity) await rm(path.join(privateDir(app.ctx.env.DATA_DIR), identity.path), { force: true });
  await audit(db, { action: 'privacy.erasure.completed', target: r.userId, details: { request: r.id, refunded_paise: money.refunded, forfeited_paise: money.forfeited }, at: now });
  return 'completed';
}

/** Runs every erasure whose grace period has ended (and retries those on hold). */
export async function runDueErasures(app: FastifyInstance, now: Date): Promise<{ completed: number; onHold: number }> {
  const due = await app.ctx.db.select().from(erasureRequests)
    .where(and(inArray(erasureRequests.status, ['pending', 'on_hold']), lte(erasureRequests.dueAt, now), isNull(erasureRequests.completedAt)));
  let completed = 0;
  let onHold = 0;
  for (const r of due) {
    try {
      if ((await completeErasure(app, r, now)) === 'completed') completed++;
      else onHold++;
    } catch (err) {
      app.log.error({ err, request: r.id }, 'erasure failed; retried at the next run');
    }
  }
  return { completed, onHold };
}
