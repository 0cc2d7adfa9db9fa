import { and, eq, ledgerOperations, sql, type Db } from '@nakshatra/db';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { accountIds, applyLegs, available, chart, findOperation, insertOperation, insufficientFunds, lockAccounts, type Leg, type OperationRow } from './ledger.js';
import { getWalletSettings } from './settings.js';
import { submitDebit, type PreparedDebit } from './debit-batch.js';

export type DebitInput = {
  userId: string;
  amountPaise: number;
  key: string;
  category: string;
  description: string;
  reference?: string | null;
  /** part of the amount that goes to an astrologer's earnings */
  astrologerId?: string | null;
  astrologerSharePaise?: number;
  actorUserId?: string | null;
  /** kept in the operation's metadata (e.g. which gift of which live a debit paid for), so the ledger alone can rebuild it */
  details?: Record<string, unknown> | null;
};

/** `balancesAfter`: the wallet right after a fresh debit (saves a query for the reply). */
export type OperationOutcome = { op: OperationRow; replayed: boolean; balancesAfter?: { real: number; promo: number; held: number } };

/**
 * Debits a wallet for something the user bought (a consultation minute, a gift, a product …): real money
 * and promotional credit in the configured order, all or nothing, never below zero. Applied once per key.
 *
 * Written by one SQL statement, usually together with other debits that arrive at the same time (group commit,
 * see debit-batch.ts): it locks the wallet rows, splits the amount over what they have free, records the operation
 * (a key used before inserts nothing), moves the balances and writes the transfers, atomically.
 */
export async function debitWallet(db: Db, input: DebitInput): Promise<OperationOutcome> {
  const share = input.astrologerSharePaise ?? 0;
  if (share > input.amountPaise) throw badRequest('The astrologer’s share cannot be more than the amount.');
  if (share > 0 && !input.astrologerId) throw badRequest('astrologer_id is required with astrologer_share_paise.');
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 0) throw badRequest('The amount must be a whole number of paise, not negative.');
  const fingerprint = JSON.stringify(['debit', input.userId, input.amountPaise, input.astrologerId ?? null, share]);
  const settings = await getWalletSettings(db);
  const specs = [chart.userReal(input.userId), chart.userPromo(input.userId), chart.revenue(input.userId)];
  if (share > 0) specs.push(chart.astrologerEarnings(input.astrologerId!));
  const [realId, promoId, revenueId, astroId] = await accountIds(db, specs);
  const item: PreparedDebit = {
    key: input.key, userId: input.userId, amountPaise: input.amountPaise, fingerprint, reference: input.reference ?? null,
    description: input.description, category: input.category, actorUserId: input.actorUserId ?? null,
    astrologerId: input.astrologerId ?? null, sharePaise: share, realId, promoId, revenueId, astroId: share > 0 ? astroId : null,
    realFirst: settings.spend_order === 'real_first', details: input.details ?? null,
  };
  const r = await submitDebit(db, item, { maxInFlight: isEmbedded(db) ? 1 : 2 });
  if (!r.op) {
    // nothing written: the key was used before (a replay), or the wallet has too little
    const applied = await findOperation(db, input.key, fingerprint);
    if (applied) return { op: applied, replayed: true };
    throw insufficientFunds();
  }
  const { before } = r;
  return {
    op: r.op,
    replayed: false,
    balancesAfter: {
      real: before.real.balance - before.real.held - r.realPaise,
      promo: before.promo.balance - before.promo.held - r.promoPaise,
      held: before.real.held + before.promo.held,
    },
  };
}

/** The embedded database (PGlite) answers one statement at a time: one debit group in flight is enough there. */
function isEmbedded(db: Db): boolean {
  const client = (db as unknown as { $client?: object }).$client;
  return !!client && 'waitReady' in client;
}

/**
 * Gives back (part of) an earlier debit to the same wallet: real money first, then promotional credit,
 * never more than was debited; the astrologer's share is taken back in proportion.
 */
export async function refundDebit(db: Db, input: { operationId: string; amountPaise: number; key: string; description: string; actorUserId?: string | null }): Promise<OperationOutcome> {
  const [orig] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.id, input.operationId));
  if (!orig || !['debit', 'hold_post'].includes(orig.kind)) throw notFound('No debit has this transaction id.');
  const userId = orig.userId!;
  const meta = (orig.metadata ?? {}) as { real_paise?: number; promotional_paise?: number; astrologer_id?: string | null; astrologer_share_paise?: number };
  const astroShare = meta.astrologer_share_paise ?? 0;
  const specs = [chart.userReal(userId), chart.userPromo(userId), chart.revenue(userId)];
  if (astroShare > 0 && meta.astrologer_id) specs.push(chart.astrologerEarnings(meta.astrologer_id));
  const [realId, promoId, revenueId, astroId] = await accountIds(db, specs);
  const fingerprint = JSON.stringify(['refund', input.operationId, input.amountPaise]);
  return db.transaction(async (tx) => {
    // the original is locked so two refunds of it cannot both pass the "not more than debited" check
    await tx.select({ id: ledgerOperations.id }).from(ledgerOperations).where(eq(ledgerOperations.id, orig.id)).for('update');
    const { row, inserted } = await insertOperation(tx, {
      key: input.key, kind: 'refund', userId, amountPaise: input.amountPaise, fingerprint, reference: orig.reference,
      description: input.description, category: orig.category, actorUserId: input.actorUserId, reversesOperationId: orig.id,
      metadata: { direction: 'credit' },
    });
    if (!inserted) return { op: row, replayed: true };
    const [done] = await tx
      .select({ real: sql<string>`coalesce(sum((${ledgerOperations.metadata}->>'real_paise')::bigint), 0)`, promo: sql<string>`coalesce(sum((${ledgerOperations.metadata}->>'promotional_paise')::bigint), 0)` })
      .from(ledgerOperations)
      .where(and(eq(ledgerOperations.reversesOperationId, orig.id), sql`${ledgerOperations.id} <> ${row.id}`));
    const realLeft = (meta.real_paise ?? 0) - Number(done.real);
    const promoLeft = (meta.promotional_paise ?? 0) - Number(done.promo);
    if (input.amountPaise > realLeft + promoLeft)
      throw new AppError(409, 'refund_not_allowed', `Only ₹${((realLeft + promoLeft) / 100).toFixed(2)} of this transaction can still be refunded.`);
    const realBack = Math.min(realLeft, input.amountPaise);
    const promoBack = input.amountPaise - realBack;
    const shareBack = astroId ? Math.floor((astroShare * input.amountPaise) / orig.amountPaise) : 0;
    const locked = await lockAccounts(tx, astroId ? [realId, promoId, revenueId, astroId] : [realId, promoId, revenueId]);
    const legs: Leg[] = [
      { debit: revenueId, credit: realId, amountPaise: realBack },
      { debit: revenueId, credit: promoId, amountPaise: promoBack },
    ];
    if (astroId) legs.push({ debit: astroId, credit: revenueId, amountPaise: shareBack });
    await applyLegs(tx, row, legs, locked);
    const metadata = { ...row.metadata, real_paise: realBack, promotional_paise: promoBack };
    await tx.update(ledgerOperations).set({ metadata }).where(eq(ledgerOperations.id, row.id));
    return { op: { ...row, metadata }, replayed: false };
  });
}

/** Admin adjustment of a wallet (positive credits, negative debits), ledgered against the adjustments account. */
export async function adjustWallet(db: Db, input: { userId: string; amountPaise: number; account: 'real' | 'promotional'; reason: string; key: string; actorUserId: string }): Promise<OperationOutcome> {
  const spec = input.account === 'real' ? chart.userReal(input.userId) : chart.userPromo(input.userId);
  const [walletId, adjId] = await accountIds(db, [spec, chart.adjustments]);
  const abs = Math.abs(input.amountPaise);
  const credit = input.amountPaise > 0;
  const fingerprint = JSON.stringify(['adjustment', input.userId, input.amountPaise, input.account]);
  return db.transaction(async (tx) => {
    const { row, inserted } = await insertOperation(tx, {
      key: input.key, kind: 'adjustment', userId: input.userId, amountPaise: abs, fingerprint, description: input.reason,
      category: 'adjustment', actorUserId: input.actorUserId,
      metadata: { direction: credit ? 'credit' : 'debit', real_paise: input.account === 'real' ? abs : 0, promotional_paise: input.account === 'promotional' ? abs : 0 },
    });
    if (!inserted) return { op: row, replayed: true };
    const locked = await lockAccounts(tx, [walletId, adjId]);
    if (!credit && available(locked.get(walletId)) < abs)
      throw insufficientFunds(`This wallet has only ₹${(available(locked.get(walletId)) / 100).toFixed(2)} ${input.account === 'real' ? 'real balance' : 'promotional credit'} free to take back.`);
    await applyLegs(tx, row, [credit ? { debit: adjId, credit: walletId, amountPaise: abs } : { debit: walletId, credit: adjId, amountPaise: abs }], locked);
    return { op: row, replayed: false };
  });
}
