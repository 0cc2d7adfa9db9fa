import { and, astrologerPrivate, astrologers, desc, eq, ilike, inArray, or, sql, users, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import { maskAccountNumber } from './private-store.js';
import type { AstrologerRow } from './repository.js';
import { assertPriceWithinLimits, getConsultSettings } from './settings.js';

type PrivateRow = typeof astrologerPrivate.$inferSelect;
export type Actor = { adminId: string; ip: string; now: Date };

/** What admins (and, for their own row, astrologers) see: bank number masked, the document only as a flag. */
export function toApplicationView(a: AstrologerRow, p: PrivateRow | null, phone: string | null) {
  return {
    id: a.id,
    user_id: a.userId,
    status: a.status,
    status_reason: a.statusReason,
    name: a.displayName,
    phone,
    email: p?.email ?? null,
    gender: a.gender,
    birth_date: a.birthDate,
    languages: a.languages,
    skills: a.skills,
    experience_years: a.experienceYears,
    asked_price_per_minute_paise: a.askedPricePaise,
    price_per_minute_paise: a.pricePaise,
    biography: a.biography,
    biography_hi: a.biographyHi,
    photo_url: a.photoUrl,
    chat_status: a.chatStatus,
    call_status: a.callStatus,
    pending_changes: a.pendingChanges,
    has_identity_document: !!p?.identityDocumentPath,
    bank: p ? { account_name: p.bankAccountName, account_number_masked: maskAccountNumber(p.bankAccountNumber), ifsc: p.bankIfsc } : null,
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  };
}
export type ApplicationView = ReturnType<typeof toApplicationView>;

export async function loadApplication(db: Db, id: string): Promise<ApplicationView> {
  const [row] = await db.select({ a: astrologers, p: astrologerPrivate, phone: users.phone }).from(astrologers)
    .leftJoin(astrologerPrivate, eq(astrologerPrivate.astrologerId, astrologers.id)).innerJoin(users, eq(users.id, astrologers.userId))
    .where(eq(astrologers.id, id));
  if (!row) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
  return toApplicationView(row.a, row.p, row.phone);
}

export async function listApplications(db: Db, q: { status?: string; q?: string; page: number; limit: number }) {
  const conds = [];
  if (q.status) conds.push(eq(astrologers.status, q.status));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(astrologers.displayName, like), ilike(users.phone, like), ilike(astrologerPrivate.email, like)));
  }
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db.select({ a: astrologers, p: astrologerPrivate, phone: users.phone }).from(astrologers)
    .leftJoin(astrologerPrivate, eq(astrologerPrivate.astrologerId, astrologers.id)).innerJoin(users, eq(users.id, astrologers.userId))
    .where(where).orderBy(desc(astrologers.createdAt), desc(astrologers.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(astrologers)
    .leftJoin(astrologerPrivate, eq(astrologerPrivate.astrologerId, astrologers.id)).innerJoin(users, eq(users.id, astrologers.userId)).where(where);
  return { rows: rows.map((r) => toApplicationView(r.a, r.p, r.phone)), total: n };
}

const PAST: Record<string, string> = { 'admin.astrologer.approve': 'approved', 'admin.astrologer.reject': 'rejected', 'admin.astrologer.suspend': 'suspended' };

/** Moves an application between states atomically (the row must still be in one of `from`), then audits it. */
async function transition(db: Db, id: string, from: string[], set: Partial<AstrologerRow>, action: string, actor: Actor, details: Record<string, unknown>) {
  const [row] = await db.update(astrologers).set({ ...set, decidedBy: actor.adminId, decidedAt: actor.now, updatedAt: actor.now })
    .where(and(eq(astrologers.id, id), inArray(astrologers.status, from))).returning({ id: astrologers.id });
  if (!row) {
    const [cur] = await db.select({ status: astrologers.status }).from(astrologers).where(eq(astrologers.id, id));
    if (!cur) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
    throw new AppError(409, 'astrologer_state_conflict', `This application is ${cur.status}; it cannot be ${PAST[action] ?? 'changed'} now.`, { status: cur.status });
  }
  await audit(db, { actorUserId: actor.adminId, action, target: id, details, ip: actor.ip });
  return loadApplication(db, id);
}

/** Approves (or reinstates) with the public price: the given one, else the current, else the asked price; within limits. */
export async function approveApplication(db: Db, id: string, pricePaise: number | undefined, actor: Actor) {
  const [cur] = await db.select().from(astrologers).where(eq(astrologers.id, id));
  if (!cur) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
  const price = pricePaise ?? cur.pricePaise ?? cur.askedPricePaise;
  assertPriceWithinLimits(price, await getConsultSettings(db));
  return transition(db, id, ['pending', 'rejected', 'suspended'], { status: 'approved', statusReason: null, pricePaise: price }, 'admin.astrologer.approve', actor, { price_paise: price, from: cur.status });
}

export const rejectApplication = (db: Db, id: string, reason: string, actor: Actor) =>
  transition(db, id, ['pending'], { status: 'rejected', statusReason: reason }, 'admin.astrologer.reject', actor, { reason });

/** Suspends an approved astrologer: hidden from the directory and offline at once. */
export const suspendAstrologer = (db: Db, id: string, reason: string, actor: Actor) =>
  transition(db, id, ['approved'], { status: 'suspended', statusReason: reason, chatStatus: 'offline', callStatus: 'offline' }, 'admin.astrologer.suspend', actor, { reason });

/** Applies the astrologer's pending sensitive edits; a new price must be within the limits. */
export async function approveChanges(db: Db, id: string, actor: Actor) {
  const [cur] = await db.select().from(astrologers).where(eq(astrologers.id, id));
  if (!cur) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
  const ch = cur.pendingChanges as Record<string, unknown> | null;
  if (!ch) throw new AppError(409, 'astrologer_state_conflict', 'This astrologer has no changes waiting for approval.');
  const set: Partial<AstrologerRow> = { pendingChanges: null, pendingChangesAt: null, updatedAt: actor.now };
  if (typeof ch.name === 'string') set.displayName = ch.name;
  if (Array.isArray(ch.skills)) set.skills = ch.skills as string[];
  if (typeof ch.experience_years === 'number') set.experienceYears = ch.experience_years;
  if ('photo_url' in ch) set.photoUrl = (ch.photo_url as string) || null;
  if (typeof ch.price_per_minute_paise === 'number') {
    assertPriceWithinLimits(ch.price_per_minute_paise, await getConsultSettings(db));
    set.askedPricePaise = ch.price_per_minute_paise;
    if (cur.status === 'approved') set.pricePaise = ch.price_per_minute_paise;
  }
  await db.update(astrologers).set(set).where(eq(astrologers.id, id));
  await audit(db, { actorUserId: actor.adminId, action: 'admin.astrologer.changes_approve', target: id, details: { changes: ch }, ip: actor.ip });
  return loadApplication(db, id);
}

export async function rejectChanges(db: Db, id: string, reason: string, actor: Actor) {
  const [row] = await db.update(astrologers).set({ pendingChanges: null, pendingChangesAt: null, updatedAt: actor.now })
    .where(and(eq(astrologers.id, id), sql`${astrologers.pendingChanges} is not null`)).returning({ id: astrologers.id });
  if (!row) throw new AppError(409, 'astrologer_state_conflict', 'This astrologer has no changes waiting for approval.');
  await audit(db, { actorUserId: actor.adminId, action: 'admin.astrologer.changes_reject', target: id, details: { reason }, ip: actor.ip });
  return loadApplication(db, id);
}

/** The full bank account number, for an admin who asks explicitly (audited). */
export async function revealBankAccount(db: Db, id: string, actor: Actor) {
  const [p] = await db.select().from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, id));
  if (!p) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
  await audit(db, { actorUserId: actor.adminId, action: 'admin.astrologer.bank_reveal', target: id, ip: actor.ip });
  return { account_name: p.bankAccountName, account_number: p.bankAccountNumber, ifsc: p.bankIfsc };
}
