import { and, astrologerReviews, astrologers, consultSessions, desc, eq, sql, users, type Db } from '@nakshatra/db';
import type { AstrologerReview } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

/** True when the user paid for at least one minute with this astrologer (a session with a billed, charged minute). */
export async function hasPaidSession(db: Db, userId: string, astrologerId: string): Promise<boolean> {
  const [row] = await db.select({ id: consultSessions.id }).from(consultSessions)
    .where(and(eq(consultSessions.userId, userId), eq(consultSessions.astrologerId, astrologerId), sql`${consultSessions.billedMinutes} >= 1`, sql`${consultSessions.chargedPaise} - ${consultSessions.refundedPaise} > 0`))
    .limit(1);
  return !!row;
}

const firstName = (name: string | null) => (name?.trim().split(/\s+/)[0] || 'A customer');

type Joined = { r: typeof astrologerReviews.$inferSelect; name: string | null };
const present = ({ r, name }: Joined): AstrologerReview => ({ id: r.id, astrologer_id: r.astrologerId, rating: r.rating, text: r.text, reviewer: firstName(name), created_at: r.createdAt.toISOString() });

/** A review: only from a user who paid at least one minute with this (approved) astrologer and was not refunded all of it; one per user and astrologer. */
export async function createReview(db: Db, input: { userId: string; astrologerId: string; rating: number; text: string; now: Date }): Promise<AstrologerReview> {
  const [a] = await db.select({ id: astrologers.id, status: astrologers.status }).from(astrologers).where(eq(astrologers.id, input.astrologerId));
  if (!a || a.status !== 'approved') throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
  if (!(await hasPaidSession(db, input.userId, input.astrologerId)))
    throw new AppError(403, 'review_not_allowed', 'You can review an astrologer after a paid consultation of at least one minute with them.');
  const [row] = await db.insert(astrologerReviews).values({ astrologerId: input.astrologerId, userId: input.userId, rating: input.rating, text: input.text, createdAt: input.now })
    .onConflictDoNothing().returning();
  if (!row) throw new AppError(409, 'review_exists', 'You have already reviewed this astrologer.');
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId));
  return present({ r: row, name: u?.name ?? null });
}

export async function listReviews(db: Db, astrologerId: string, page: number, limit: number) {
  const where = and(eq(astrologerReviews.astrologerId, astrologerId), eq(astrologerReviews.status, 'visible'));
  const rows = await db.select({ r: astrologerReviews, name: users.name }).from(astrologerReviews).innerJoin(users, eq(users.id, astrologerReviews.userId))
    .where(where).orderBy(desc(astrologerReviews.createdAt), desc(astrologerReviews.id)).limit(limit).offset((page - 1) * limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(astrologerReviews).where(where);
  return { rows: rows.map(present), total: n };
}

export async function findReview(db: Db, id: string): Promise<AstrologerReview | undefined> {
  const [row] = await db.select({ r: astrologerReviews, name: users.name }).from(astrologerReviews).innerJoin(users, eq(users.id, astrologerReviews.userId))
    .innerJoin(astrologers, eq(astrologers.id, astrologerReviews.astrologerId))
    .where(and(eq(astrologerReviews.id, id), eq(astrologerReviews.status, 'visible'), eq(astrologers.status, 'approved')));
  return row ? present(row) : undefined;
}
