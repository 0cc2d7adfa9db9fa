import { and, astrologerPayouts, astrologers, count, desc, eq, ledgerAccounts, ledgerTransfers, sql, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { accountIds, chart, insertOperation, applyLegs, lockAccounts, type AccountSpec } from '../wallet/ledger.js';

/** Payouts move earnings to "payouts payable" when requested; paying them moves that to the bank (money out). */
const payable: AccountSpec = { code: 'platform:payouts_payable', kind: 'payouts_payable' as AccountSpec['kind'] };
const bank: AccountSpec = { code: 'platform:bank', kind: 'bank' as AccountSpec['kind'] };
export const MIN_PAYOUT_PAISE = 50_000;

type PayoutRow = typeof astrologerPayouts.$inferSelect;
export const toPayout = (p: PayoutRow) => ({
  id: p.id, amount_paise: p.amountPaise, status: p.status as 'requested' | 'paid' | 'rejected', requested_at: p.requestedAt.toISOString(),
  decided_at: p.decidedAt ? p.decidedAt.toISOString() : null, reference: p.reference, reason: p.reason,
});

async function earningsBalance(db: Db, astroUserId: string): Promise<number> {
  const [a] = await db.select({ b: ledgerAccounts.balancePaise }).from(ledgerAccounts).where(eq(ledgerAccounts.code, chart.astrologerEarnings(astroUserId).code));
  return a ? Number(a.b) : 0;
}

/** The astrologer's earnings: the ledger account's balance, this month, and the latest entries. */
export async function earnings(db: Db, astro: { id: string; userId: string }, shareFallback: number, now: Date) {
  const [acc] = await accountIds(db, [chart.astrologerEarnings(astro.userId)]);
  const balance = await earningsBalance(db, astro.userId);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const entries = await db.execute(sql`
    select t.id, o.created_at as at, o.description, o.reference,
           case when t.credit_account_id = ${acc} then t.amount_paise else -t.amount_paise end as amount_paise
    from ${ledgerTransfers} t join ledger_operations o on o.id = t.operation_id
    where (t.credit_account_id = ${acc} or t.debit_account_id = ${acc}) and t.amount_paise > 0
    order by o.created_at desc, t.id desc limit 50`);
  const rows = ((entries as unknown as { rows?: unknown[] }).rows ?? (entries as unknown as unknown[])) as Array<{ id: string; at: Date | string; description: string | null; reference: string | null; amount_paise: number | string }>;
  const [month] = await db.execute(sql`
    select coalesce(sum(case when t.credit_account_id = ${acc} then t.amount_paise else -t.amount_paise end), 0) as total
    from ${ledgerTransfers} t join ledger_operations o on o.id = t.operation_id
    where (t.credit_account_id = ${acc} or t.debit_account_id = ${acc}) and o.kind in ('hold_post', 'refund', 'debit') and o.created_at >= ${monthStart.toISOString()}::timestamptz`)
    .then((r) => ((r as unknown as { rows?: unknown[] }).rows ?? (r as unknown as unknown[])) as Array<{ total: string | number }>);
  const [{ n }] = await db.select({ n: count() }).from(sql`consult_sessions`).where(sql`astrologer_id = ${astro.id} and charged_paise > 0 and ended_at >= ${monthStart.toISOString()}::timestamptz`);
  const [pending] = await db.select({ s: sql<number>`coalesce(sum(${astrologerPayouts.amountPaise}), 0)`.mapWith(Number) }).from(astrologerPayouts)
    .where(and(eq(astrologerPayouts.astrologerId, astro.id), eq(astrologerPayouts.status, 'requested')));
  return {
    balance_paise: balance + pending.s, pending_payout_paise: pending.s, available_paise: balance,
    month_paise: Number(month?.total ?? 0), month_sessions: Number(n), share_percent: shareFallback,
    entries: rows.map((e) => ({
      id: e.id, at: new Date(e.at).toISOString(), description: e.description ?? '', amount_paise: Number(e.amount_paise),
      session_id: e.reference?.startsWith('consult:') ? e.reference.slice(8) : null,
    })),
  };
}

export async function requestPayout(db: Db, astro: { id: string; userId: string }, amount: number, now: Date) {
  if (amount < MIN_PAYOUT_PAISE) throw new AppError(400, 'payout_not_allowed', `A payout must be at least ₹${MIN_PAYOUT_PAISE / 100}.`);
  const [earnId, payableId] = await accountIds(db, [chart.astrologerEarnings(astro.userId), payable]);
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [earnId, payableId]);
    const free = locked.get(earnId)!.balancePaise - locked.get(earnId)!.heldPaise;
    if (amount > free) throw new AppError(400, 'payout_not_allowed', `You can ask for at most ₹${(Math.max(0, free) / 100).toFixed(2)}, your earnings not yet paid out.`);
    const [p] = await tx.insert(astrologerPayouts).values({ astrologerId: astro.id, amountPaise: amount, requestedAt: now }).returning();
    const { row } = await insertOperation(tx, { key: `payout:${p.id}:request`, kind: 'payout_request', amountPaise: amount, fingerprint: JSON.stringify(['payout', p.id, amount]), reference: `payout:${p.id}`, description: 'Payout requested', category: 'payout', at: now });
    await applyLegs(tx, row, [{ debit: earnId, credit: payableId, amountPaise: amount }], locked);
    return toPayout(p);
  });
}

/** Admin: mark paid (the bank transfer's reference) or reject (the money returns to the earnings). */
export async function decidePayout(db: Db, id: string, decision: { paid: true; reference: string } | { paid: false; reason: string }, adminId: string, now: Date) {
  const [p] = await db.select().from(astrologerPayouts).where(eq(astrologerPayouts.id, id));
  if (!p) throw new AppError(404, 'not_found', 'No payout request has this id.');
  const [a] = await db.select({ userId: astrologers.userId }).from(astrologers).where(eq(astrologers.id, p.astrologerId));
  const [earnId, payableId, bankId] = await accountIds(db, [chart.astrologerEarnings(a.userId), payable, bank]);
  return db.transaction(async (tx) => {
    const [cur] = await tx.select().from(astrologerPayouts).where(eq(astrologerPayouts.id, id)).for('update');
    if (cur.status !== 'requested') throw new AppError(409, 'payout_not_allowed', `This payout is already ${cur.status}.`);
    const locked = await lockAccounts(tx, [earnId, payableId, bankId]);
    const { row } = await insertOperation(tx, {
      key: `payout:${id}:${decision.paid ? 'paid' : 'rejected'}`, kind: decision.paid ? 'payout_paid' : 'payout_rejected', amountPaise: cur.amountPaise,
      fingerprint: JSON.stringify(['payout-decision', id, decision.paid]), reference: `payout:${id}`, actorUserId: adminId,
      description: decision.paid ? `Payout paid (${decision.reference})` : `Payout rejected: ${decision.reason}`, category: 'payout', at: now,
    });
    await applyLegs(tx, row, [decision.paid ? { debit: payableId, credit: bankId, amountPaise: cur.amountPaise } : { debit: payableId, credit: earnId, amountPaise: cur.amountPaise }], locked);
    const [done] = await tx.update(astrologerPayouts).set({
      status: decision.paid ? 'paid' : 'rejected', reference: decision.paid ? decision.reference : null, reason: decision.paid ? null : decision.reason, decidedAt: now, decidedBy: adminId,
    }).where(eq(astrologerPayouts.id, id)).returning();
    return toPayout(done);
  });
}

export async function listPayouts(db: Db, q: { astrologerId?: string; status?: string; page: number; limit: number }) {
  const where = and(q.astrologerId ? eq(astrologerPayouts.astrologerId, q.astrologerId) : undefined, q.status ? eq(astrologerPayouts.status, q.status) : undefined);
  const rows = await db.select({ p: astrologerPayouts, name: astrologers.displayName }).from(astrologerPayouts).innerJoin(astrologers, eq(astrologers.id, astrologerPayouts.astrologerId))
    .where(where).orderBy(desc(astrologerPayouts.requestedAt)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [{ n }] = await db.select({ n: count() }).from(astrologerPayouts).where(where);
  return { items: rows.map((r) => ({ ...toPayout(r.p), astrologer: { id: r.p.astrologerId, name: r.name } })), total: Number(n) };
}
