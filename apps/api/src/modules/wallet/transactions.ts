import { and, count, desc, eq, gte, lt, ledgerOperations, sql, type Db } from '@nakshatra/db';
import type { WalletTransaction } from '@nakshatra/shared';
import type { OperationRow } from './ledger.js';

/** An operation as a line of the wallet's statement. */
export function toTransaction(op: OperationRow): WalletTransaction {
  const m = (op.metadata ?? {}) as { direction?: 'credit' | 'debit'; real_paise?: number; promotional_paise?: number };
  const real = m.real_paise ?? 0;
  const promo = m.promotional_paise ?? 0;
  return {
    id: op.id,
    kind: op.kind,
    direction: m.direction ?? 'debit',
    amount_paise: real + promo,
    real_paise: real,
    promotional_paise: promo,
    category: op.category,
    description: op.description,
    reference: op.reference,
    created_at: op.createdAt.toISOString(),
  };
}

/** A user's wallet statement, newest first, with filters. */
export async function listTransactions(db: Db, q: { userId: string; page: number; pageSize: number; direction?: string; kind?: string; from?: string; to?: string }) {
  const where = and(
    eq(ledgerOperations.userId, q.userId),
    q.direction ? sql`${ledgerOperations.metadata}->>'direction' = ${q.direction}` : undefined,
    q.kind ? eq(ledgerOperations.kind, q.kind) : undefined,
    q.from ? gte(ledgerOperations.createdAt, new Date(q.from)) : undefined,
    q.to ? lt(ledgerOperations.createdAt, new Date(q.to)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(ledgerOperations).where(where).orderBy(desc(ledgerOperations.createdAt), desc(ledgerOperations.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(ledgerOperations).where(where),
  ]);
  return { items: rows.map(toTransaction), page: q.page, page_size: q.pageSize, total: Number(n) };
}
