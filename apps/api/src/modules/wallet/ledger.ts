import { and, desc, eq, inArray, ledgerAccounts, ledgerOperations, ledgerTransfers, sql, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';

/**
 * The double-entry core. Every movement of money is an operation (the unit of idempotency) made of
 * transfers from one account to another in positive integer paise. An account's balance is credits minus
 * debits, so the sum over all accounts is always zero. Balances are cached on the account row and
 * changed only here, in the same transaction that writes the transfers, after locking the rows in id
 * order (no deadlocks between transactions touching the same accounts).
 */

/** A database handle or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type AccountKind =
  | 'user_real' | 'user_promo' | 'astrologer_earnings' | 'platform_revenue' | 'gst_payable'
  | 'gateway_clearing' | 'promotions' | 'refunds_payable' | 'adjustments';

export type AccountSpec = { code: string; kind: AccountKind; userId?: string; nonNegative?: boolean };

/** The chart of accounts. User wallets may never go below what is held on them. */
export const chart = {
  userReal: (userId: string): AccountSpec => ({ code: `user:${userId}:real`, kind: 'user_real', userId, nonNegative: true }),
  userPromo: (userId: string): AccountSpec => ({ code: `user:${userId}:promo`, kind: 'user_promo', userId, nonNegative: true }),
  astrologerEarnings: (userId: string): AccountSpec => ({ code: `astrologer:${userId}:earnings`, kind: 'astrologer_earnings', userId }),
  /**
   * Platform revenue is split over REVENUE_SHARDS accounts (`platform:revenue:0` … `:15`), one chosen per wallet,
   * so debits of different wallets do not queue on one hot row's lock until their commit. Revenue is the sum over
   * every account of kind platform_revenue (the shards and the single `platform:revenue` of older ledgers).
   */
  revenue: (userId: string): AccountSpec => ({ code: `platform:revenue:${revenueShard(userId)}`, kind: 'platform_revenue' }),
  gstPayable: { code: 'platform:gst_payable', kind: 'gst_payable' } as AccountSpec,
  /**
   * GST payable on shop and pooja sales, spread over the same shards as revenue (one per wallet), so that many
   * orders paid at once do not queue on one row's lock. GST payable is the sum over every account of its kind.
   */
  gstPayableFor: (userId: string): AccountSpec => ({ code: `platform:gst_payable:${revenueShard(userId)}`, kind: 'gst_payable' }),
  /** bonus credit is a promotional expense: this account goes negative as bonuses are granted */
  promotions: { code: 'platform:promotions', kind: 'promotions' } as AccountSpec,
  /** money on its way back to payers (refunds initiated at the gateway, not yet confirmed) */
  refundsPayable: { code: 'platform:refunds_payable', kind: 'refunds_payable' } as AccountSpec,
  /** counterpart of admin adjustments */
  adjustments: { code: 'platform:adjustments', kind: 'adjustments' } as AccountSpec,
  /** what the gateway owes us (debited on capture, credited when it refunds) */
  gatewayClearing: (gateway: string): AccountSpec => ({ code: `gateway:${gateway}:clearing`, kind: 'gateway_clearing' }),
};

/** How many accounts platform revenue is spread over (see `chart.revenue`). */
export const REVENUE_SHARDS = 16;

/** The revenue shard of a wallet: a stable hash of the user id (FNV-1a), so one user's debits and refunds meet one row. */
export function revenueShard(userId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) h = Math.imul(h ^ userId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % REVENUE_SHARDS;
}

const idCache = new WeakMap<object, Map<string, string>>();

/** Account ids for the given specs, creating missing accounts. Ids never change, so they are cached per database. */
export async function accountIds(db: Db, specs: AccountSpec[]): Promise<string[]> {
  let cache = idCache.get(db);
  if (!cache) idCache.set(db, (cache = new Map()));
  const missing = specs.filter((s) => !cache.has(s.code));
  if (missing.length) {
    const unique = [...new Map(missing.map((s) => [s.code, s])).values()];
    await db
      .insert(ledgerAccounts)
      .values(unique.map((s) => ({ code: s.code, kind: s.kind, userId: s.userId ?? null, nonNegative: s.nonNegative ?? false })))
      .onConflictDoNothing({ target: ledgerAccounts.code });
    const rows = await db.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, unique.map((s) => s.code)));
    for (const r of rows) cache.set(r.code, r.id);
  }
  return specs.map((s) => cache.get(s.code)!);
}

export type LockedAccount = { id: string; balancePaise: number; heldPaise: number; nonNegative: boolean };
export type Locked = Map<string, LockedAccount>;

/**
 * Locks the accounts (SELECT … FOR UPDATE) for the rest of the transaction and returns their state. The
 * global lock order is: user wallets by id, then platform accounts by id. Every transaction locks its
 * wallets before any platform account, so no two transactions can wait on each other in a cycle.
 */
export async function lockAccounts(tx: Tx, ids: string[]): Promise<Locked> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select({ id: ledgerAccounts.id, balancePaise: ledgerAccounts.balancePaise, heldPaise: ledgerAccounts.heldPaise, nonNegative: ledgerAccounts.nonNegative })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, unique))
    .orderBy(desc(ledgerAccounts.nonNegative), ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, { ...r, balancePaise: Number(r.balancePaise), heldPaise: Number(r.heldPaise) }]));
}

/** What is free to spend on a locked account. */
export const available = (a: LockedAccount | undefined) => (a ? a.balancePaise - a.heldPaise : 0);

export type Leg = { debit: string; credit: string; amountPaise: number };

export const insufficientFunds = (message = 'Your wallet balance is too low for this. Please recharge and try again.') =>
  new AppError(402, 'insufficient_funds', message);

export type OperationInput = {
  key: string;
  kind: string;
  userId?: string | null;
  amountPaise: number;
  /** the request as the caller meant it; a key reused for a different request is refused */
  fingerprint: string;
  reference?: string | null;
  description?: string | null;
  category?: string | null;
  actorUserId?: string | null;
  reversesOperationId?: string | null;
  metadata?: Record<string, unknown>;
  at?: Date;
};
export type OperationRow = typeof ledgerOperations.$inferSelect;

/**
 * Records the operation, or finds the one already recorded under its key (`inserted` false). Under
 * PostgreSQL a concurrent insert of the same key waits for the first transaction and then sees its row.
 */
export async function insertOperation(tx: Tx, op: OperationInput): Promise<{ row: OperationRow; inserted: boolean }> {
  const [row] = await tx
    .insert(ledgerOperations)
    .values({
      idempotencyKey: op.key,
      kind: op.kind,
      userId: op.userId ?? null,
      amountPaise: op.amountPaise,
      fingerprint: op.fingerprint,
      reference: op.reference ?? null,
      description: op.description ?? null,
      category: op.category ?? null,
      actorUserId: op.actorUserId ?? null,
      reversesOperationId: op.reversesOperationId ?? null,
      metadata: op.metadata ?? null,
      ...(op.at ? { createdAt: op.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerOperations.idempotencyKey })
    .returning();
  if (row) return { row, inserted: true };
  const [existing] = await tx.select().from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, op.key));
  if (existing.fingerprint !== op.fingerprint)
    throw new AppError(409, 'idempotency_conflict', 'This idempotency key was already used for a different request; use a new key.');
  return { row: existing, inserted: false };
}

/**
 * Writes the transfers and moves the cached balances. Every account must already be locked in `locked`;
 * a non-negative account may not end below what is held on it (checked here, again in the UPDATE, and by
 * the table's CHECK constraint).
 */
export async function applyLegs(tx: Tx, op: OperationRow, legs: Leg[], locked: Locked, at?: Date): Promise<void> {
  const real = legs.filter((l) => l.amountPaise !== 0);
  if (!real.length) return;
  const delta = new Map<string, number>();
  for (const l of real) {
    if (!Number.isSafeInteger(l.amountPaise) || l.amountPaise < 0) throw new Error(`ledger: bad leg amount ${l.amountPaise}`);
    if (l.debit === l.credit) throw new Error('ledger: a transfer needs two accounts');
    delta.set(l.debit, (delta.get(l.debit) ?? 0) - l.amountPaise);
    delta.set(l.credit, (delta.get(l.credit) ?? 0) + l.amountPaise);
  }
  for (const [id, d] of delta) {
    const a = locked.get(id);
    if (!a) throw new Error(`ledger: account ${id} was not locked`);
    if (a.nonNegative && a.balancePaise + d < a.heldPaise) throw insufficientFunds();
  }
  const changed = [...delta].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  if (changed.length) {
    const values = sql.join(changed.map(([id, d]) => sql`(${id}::uuid, ${d}::bigint)`), sql`, `);
    const updated = await tx.execute<{ id: string }>(sql`
      update ledger_accounts a set balance_paise = a.balance_paise + v.d
      from (values ${values}) as v(id, d)
      where a.id = v.id and (not a.non_negative or a.balance_paise + v.d >= a.held_paise)
      returning a.id`);
    const n = Array.isArray(updated) ? updated.length : (updated as { rows: unknown[] }).rows.length;
    if (n !== changed.length) throw insufficientFunds();
    for (const [id, d] of changed) locked.get(id)!.balancePaise += d;
  }
  await tx.insert(ledgerTransfers).values(
    real.map((l, i) => ({
      idempotencyKey: `${op.idempotencyKey}#${i + 1}`,
      operationId: op.id,
      debitAccountId: l.debit,
      creditAccountId: l.credit,
      amountPaise: l.amountPaise,
      ...(at ? { createdAt: at } : {}),
    })),
  );
}

/** Changes what is held on locked accounts (holds): positive reserves, negative releases. */
export async function changeHeld(tx: Tx, locked: Locked, changes: Array<{ id: string; deltaPaise: number }>): Promise<void> {
  for (const { id, deltaPaise } of changes.filter((c) => c.deltaPaise !== 0).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const a = locked.get(id);
    if (!a) throw new Error(`ledger: account ${id} was not locked`);
    if (a.heldPaise + deltaPaise < 0) throw new Error('ledger: releasing more than is held');
    if (deltaPaise > 0 && a.balancePaise - a.heldPaise < deltaPaise) throw insufficientFunds();
    const rows = await tx
      .update(ledgerAccounts)
      .set({ heldPaise: sql`${ledgerAccounts.heldPaise} + ${deltaPaise}` })
      .where(and(eq(ledgerAccounts.id, id), sql`${ledgerAccounts.balancePaise} - ${ledgerAccounts.heldPaise} >= ${Math.max(deltaPaise, 0)}`))
      .returning({ id: ledgerAccounts.id });
    if (!rows.length) throw insufficientFunds();
    a.heldPaise += deltaPaise;
  }
}

/** Splits an amount over real money and promotional credit in the configured order. */
export function splitSpend(amountPaise: number, realAvailable: number, promoAvailable: number, order: 'real_first' | 'promotional_first') {
  const firstAvail = order === 'real_first' ? realAvailable : promoAvailable;
  const first = Math.min(amountPaise, Math.max(firstAvail, 0));
  const second = amountPaise - first;
  const secondAvail = order === 'real_first' ? promoAvailable : realAvailable;
  if (second > secondAvail) return null;
  return order === 'real_first' ? { realPaise: first, promoPaise: second } : { realPaise: second, promoPaise: first };
}

/** Ledger-wide totals: the sum over all accounts (always 0) and the total per account kind. */
export async function ledgerTotals(db: Executor) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balancePaise: sql<string>`sum(${ledgerAccounts.balancePaise})`, heldPaise: sql<string>`sum(${ledgerAccounts.heldPaise})`, accounts: sql<string>`count(*)` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  const byKind = rows.map((r) => ({ kind: r.kind, balance_paise: Number(r.balancePaise), held_paise: Number(r.heldPaise), accounts: Number(r.accounts) }));
  return { sum_paise: byKind.reduce((s, r) => s + r.balance_paise, 0), by_kind: byKind };
}

/**
 * What users spent per category (consultation, gift, product …): debits and posted holds, refunds given back, the
 * astrologers' shares and the platform's net. Guruji Live's gifts are category 'gift'; its stage calls 'consultation'.
 */
export async function spendByCategory(db: Executor) {
  const rows = await db.select({
    category: ledgerOperations.category,
    spent: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} in ('debit', 'hold_post') then ${ledgerOperations.amountPaise} else 0 end), 0)`,
    refunded: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} = 'refund' then ${ledgerOperations.amountPaise} else 0 end), 0)`,
    share: sql<string>`coalesce(sum(case when ${ledgerOperations.kind} in ('debit', 'hold_post') then coalesce((${ledgerOperations.metadata}->>'astrologer_share_paise')::bigint, 0) else 0 end), 0)`,
    operations: sql<string>`count(*) filter (where ${ledgerOperations.kind} in ('debit', 'hold_post'))`,
  }).from(ledgerOperations).where(sql`${ledgerOperations.kind} in ('debit', 'hold_post', 'refund')`).groupBy(ledgerOperations.category).orderBy(ledgerOperations.category);
  return rows.map((r) => ({ category: r.category ?? 'other', spent_paise: Number(r.spent), refunded_paise: Number(r.refunded), astrologer_share_paise: Number(r.share), operations: Number(r.operations) }));
}

/** Accounts whose cached balance differs from the sum of their transfers (should always be empty). */
export async function balanceDrift(db: Executor): Promise<Array<{ id: string; code: string; cached: number; fromTransfers: number }>> {
  const res = await db.execute<{ id: string; code: string; cached: string; from_transfers: string }>(sql`
    select a.id, a.code, a.balance_paise as cached,
      coalesce((select sum(amount_paise) from ledger_transfers t where t.credit_account_id = a.id), 0)
      - coalesce((select sum(amount_paise) from ledger_transfers t where t.debit_account_id = a.id), 0) as from_transfers
    from ledger_accounts a`);
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as Array<{ id: string; code: string; cached: string; from_transfers: string }>;
  return rows
    .map((r) => ({ id: r.id, code: r.code, cached: Number(r.cached), fromTransfers: Number(r.from_transfers) }))
    .filter((r) => r.cached !== r.fromTransfers);
}

/** Rows of a raw `execute`, whichever driver answered. */
export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/** An operation row as PostgreSQL names its columns (a raw `returning *` or `row_to_json`). */
export function operationFromRow(r: Record<string, unknown>): OperationRow {
  return {
    id: r.id as string, idempotencyKey: r.idempotency_key as string, kind: r.kind as string, userId: (r.user_id as string) ?? null,
    amountPaise: Number(r.amount_paise), fingerprint: r.fingerprint as string, reference: (r.reference as string) ?? null,
    description: (r.description as string) ?? null, category: (r.category as string) ?? null, actorUserId: (r.actor_user_id as string) ?? null,
    reversesOperationId: (r.reverses_operation_id as string) ?? null,
    metadata: (typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata) as Record<string, unknown> | null,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at as string),
  };
}

/** The operation already recorded under a key, checked against the request's fingerprint (null if none). */
export async function findOperation(db: Executor, key: string, fingerprint: string): Promise<OperationRow | null> {
  const [existing] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, key));
  if (!existing) return null;
  if (existing.fingerprint !== fingerprint)
    throw new AppError(409, 'idempotency_conflict', 'This idempotency key was already used for a different request; use a new key.');
  return existing;
}
