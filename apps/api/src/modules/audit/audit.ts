import { auditLog, type Db } from '@nakshatra/db';

export type AuditEntry = { actorUserId?: string | null; action: string; target?: string | null; details?: Record<string, unknown>; ip?: string | null; /** defaults to the database's now() */ at?: Date };

/** Appends to the audit log: sign-ins, failed sign-ins and admin actions. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** Phone numbers in the log show only the last four digits. */
export const maskPhone = (phone: string) => `******${phone.slice(-4)}`;
