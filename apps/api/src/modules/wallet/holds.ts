import { and, asc, eq, ledgerOperations, lte, walletHolds, type Db } from '@nakshatra/db';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { accountIds, applyLegs, available, changeHeld, chart, insertOperation, insufficientFunds, lockAccounts, splitSpend, type Leg, type Locked, type Tx } from './ledger.js';
import { getWalletSettings } from './settings.js';

export type HoldRow = typeof walletHolds.$inferSelect;

/**
 * Reserves money for something whose final price is not known yet (a consultation, a booking): the
 * reserved amount cannot be spent elsewhere until the hold is posted, voided or expires.
 */
export async function createHold(db: Db, input: { userId: string; amountPaise: number; key: string; category: string; description?: string | null; reference?: string | null; expiresAt: Date; now: Date; /** hold what is free up to the amount (possibly nothing) instead of refusing */ upTo?: boolean }): Promise<{ hold: HoldRow; replayed: boolean }> {
  const settings = await getWalletSettings(db);
  const [realId, promoId] = await accountIds(db, [chart.userReal(input.userId), chart.userPromo(input.userId)]);
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .insert(walletHolds)
      .values({ idempotencyKey: input.key, userId: input.userId, realPaise: 0, promoPaise: 0, category: input.category, description: input.description ?? null, reference: input.reference ?? null, expiresAt: input.expiresAt, createdAt: input.now })
      .onConflictDoNothing({ target: walletHolds.idempotencyKey })
      .returning();
    if (!hold) {
      const [existing] = await tx.select().from(walletHolds).where(eq(walletHolds.idempotencyKey, input.key));
      if (existing.userId !== input.userId || (input.upTo ? existing.realPaise + existing.promoPaise > input.amountPaise : existing.realPaise + existing.promoPaise !== input.amountPaise))
        throw new AppError(409, 'idempotency_conflict', 'This idempotency key was already used for a different hold; use a new key.');
      return { hold: existing, replayed: true };
    }
    const locked = await lockAccounts(tx, [realId, promoId]);
    const split = await holdOnLocked(tx, locked, { realId, promoId }, input.amountPaise, !!input.upTo, settings.spend_order);
    const [updated] = await tx.update(walletHolds).set({ realPaise: split.realPaise, promoPaise: split.promoPaise }).where(eq(walletHolds.id, hold.id)).returning();
    return { hold: updated, replayed: false };
  });
}

/**
 * Reserves money on a wallet whose two accounts the caller has locked: exactly `amountPaise`, or with `upTo` what is
 * free up to it (possibly nothing), split over real money and promotional credit in the configured order.
 */
export async function holdOnLocked(tx: Tx, locked: Locked, wallet: { realId: string; promoId: string }, amountPaise: number, upTo: boolean, spendOrder: 'real_first' | 'promotional_first') {
  const { realId, promoId } = wallet;
  const free = Math.max(0, available(locked.get(realId))) + Math.max(0, available(locked.get(promoId)));
  const amount = upTo ? Math.min(amountPaise, free) : amountPaise;
  const split = splitSpend(amount, available(locked.get(realId)), available(locked.get(promoId)), spendOrder);
  if (!split) throw insufficientFunds();
  await changeHeld(tx, locked, [{ id: realId, deltaPaise: split.realPaise }, { id: promoId, deltaPaise: split.promoPaise }]);
  return split;
}

/**
 * Debits a wallet whose accounts the caller has locked (with its revenue shard), inside the caller's transaction:
 * an operation of kind `debit` (so refundDebit can give it back) with its transfers. `split` says how much comes
 * from real money and from promotional credit (splitSpend on what is free).
 */
export async function debitLockedIn(tx: Tx, locked: Locked, ids: HoldAccounts, input: { userId: string; key: string; split: { realPaise: number; promoPaise: number }; category: string; description: string; reference: string | null; metadata?: Record<string, unknown>; now: Date }) {
  const amountPaise = input.split.realPaise + input.split.promoPaise;
  const { row } = await insertOperation(tx, {
    key: input.key, kind: 'debit', userId: input.userId, amountPaise, fingerprint: JSON.stringify(['debit', input.userId, amountPaise, null, 0]),
    reference: input.reference, description: input.description, category: input.category, at: input.now,
    metadata: { direction: 'debit', real_paise: input.split.realPaise, promotional_paise: input.split.promoPaise, astrologer_id: null, astrologer_share_paise: 0, ...input.metadata },
  });
  await applyLegs(tx, row, [
    { debit: ids.realId, credit: ids.revenueId, amountPaise: input.split.realPaise },
    { debit: ids.promoId, credit: ids.revenueId, amountPaise: input.split.promoPaise },
  ], locked, input.now);
  return row;
}

export type PostHoldInput = { amountPaise: number; astrologerId?: string | null; astrologerSharePaise?: number; description?: string | null; now: Date };
export type HoldAccounts = { realId: string; promoId: string; revenueId: string; astroId?: string };

/** The ledger accounts posting a hold of this user touches (ids are created outside any transaction). */
export async function holdAccounts(db: Db, userId: string, astrologerId?: string | null): Promise<HoldAccounts> {
  const specs = [chart.userReal(userId), chart.userPromo(userId), chart.revenue(userId)];
  if (astrologerId) specs.push(chart.astrologerEarnings(astrologerId));
  const [realId, promoId, revenueId, astroId] = await accountIds(db, specs);
  return { realId, promoId, revenueId, ...(astroId ? { astroId } : {}) };
}

/**
 * Posts part or all of a pending hold (the rest is released). Posting an already posted hold with the
 * same amount returns it unchanged, so callers may retry.
 */
export async function postHold(db: Db, input: { holdId: string } & PostHoldInput): Promise<HoldRow> {
  const [h] = await db.select().from(walletHolds).where(eq(walletHolds.id, input.holdId));
  if (!h) throw notFound('No hold has this id.');
  const share = input.astrologerSharePaise ?? 0;
  if (share > input.amountPaise) throw badRequest('The astrologer’s share cannot be more than the amount.');
  if (share > 0 && !input.astrologerId) throw badRequest('astrologer_id is required with astrologer_share_paise.');
  if (input.amountPaise > h.realPaise + h.promoPaise) throw badRequest(`You can post at most ₹${((h.realPaise + h.promoPaise) / 100).toFixed(2)}, the amount held.`);
  const settings = await getWalletSettings(db);
  const ids = await holdAccounts(db, h.userId, share > 0 ? input.astrologerId : null);
  return db.transaction((tx) => postHoldIn(tx, h.id, ids, input, settings.spend_order));
}

/**
 * Posts a hold inside the caller's transaction (a shop order's payment posts its wallet part with the gateway part,
 * atomically). The hold row is locked here; `ids` come from holdAccounts.
 */
export async function postHoldIn(tx: Tx, holdId: string, ids: HoldAccounts, input: PostHoldInput, spendOrder: 'real_first' | 'promotional_first'): Promise<HoldRow & { operationId: string }> {
  const share = input.astrologerSharePaise ?? 0;
  const { realId, promoId, revenueId, astroId } = ids;
  const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.id, holdId)).for('update');
  if (hold.status === 'posted' && hold.postedPaise === input.amountPaise) {
    const [op] = await tx.select({ id: ledgerOperations.id }).from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, `hold:${hold.id}:post`));
    return { ...hold, operationId: op.id };
  }
  if (hold.status !== 'pending') throw new AppError(409, 'hold_not_pending', `This hold is already ${hold.status}.`);
  const locked = await lockAccounts(tx, astroId ? [realId, promoId, revenueId, astroId] : [realId, promoId, revenueId]);
  await changeHeld(tx, locked, [{ id: realId, deltaPaise: -hold.realPaise }, { id: promoId, deltaPaise: -hold.promoPaise }]);
  // spend from the parts the hold reserved, in the configured order
  const split = splitSpend(input.amountPaise, hold.realPaise, hold.promoPaise, spendOrder)!;
  const { row } = await insertOperation(tx, {
    key: `hold:${hold.id}:post`, kind: 'hold_post', userId: hold.userId, amountPaise: input.amountPaise,
    fingerprint: JSON.stringify(['hold_post', hold.id, input.amountPaise]), reference: hold.reference,
    description: input.description ?? hold.description, category: hold.category, at: input.now,
    metadata: { direction: 'debit', hold_id: hold.id, real_paise: split.realPaise, promotional_paise: split.promoPaise, astrologer_id: input.astrologerId ?? null, astrologer_share_paise: share },
  });
  const legs: Leg[] = [
    { debit: realId, credit: revenueId, amountPaise: split.realPaise },
    { debit: promoId, credit: revenueId, amountPaise: split.promoPaise },
  ];
  if (astroId) legs.push({ debit: revenueId, credit: astroId, amountPaise: share });
  await applyLegs(tx, row, legs, locked);
  const [done] = await tx.update(walletHolds).set({ status: 'posted', postedPaise: input.amountPaise, finalizedAt: input.now }).where(eq(walletHolds.id, hold.id)).returning();
  return { ...done, operationId: row.id };
}

/** Releases a pending hold without charging anything ('voided' by a caller, 'expired' by the sweep). */
export async function releaseHold(db: Db, holdId: string, status: 'voided' | 'expired', now: Date): Promise<HoldRow> {
  const [h] = await db.select().from(walletHolds).where(eq(walletHolds.id, holdId));
  if (!h) throw notFound('No hold has this id.');
  const [realId, promoId] = await accountIds(db, [chart.userReal(h.userId), chart.userPromo(h.userId)]);
  return db.transaction(async (tx) => {
    const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.id, holdId)).for('update');
    if (hold.status === status) return hold;
    if (hold.status !== 'pending') throw new AppError(409, 'hold_not_pending', `This hold is already ${hold.status}.`);
    if (status === 'expired' && hold.expiresAt > now) return hold;
    const locked = await lockAccounts(tx, [realId, promoId]);
    await changeHeld(tx, locked, [{ id: realId, deltaPaise: -hold.realPaise }, { id: promoId, deltaPaise: -hold.promoPaise }]);
    const [done] = await tx.update(walletHolds).set({ status, finalizedAt: now }).where(eq(walletHolds.id, holdId)).returning();
    return done;
  });
}

/** Releases every pending hold past its expiry; returns how many. Run periodically by the API (and by tests). */
export async function expireHolds(db: Db, now: Date, batch = 200): Promise<number> {
  let released = 0;
  // bounded: a hold that keeps failing to release must not spin the sweep forever
  for (let round = 0; round < 50; round++) {
    const due = await db.select({ id: walletHolds.id }).from(walletHolds).where(and(eq(walletHolds.status, 'pending'), lte(walletHolds.expiresAt, now))).orderBy(asc(walletHolds.expiresAt)).limit(batch);
    for (const { id } of due) {
      const h = await releaseHold(db, id, 'expired', now).catch(() => null);
      if (h?.status === 'expired') released++;
    }
    if (due.length < batch) break;
  }
  return released;
}
