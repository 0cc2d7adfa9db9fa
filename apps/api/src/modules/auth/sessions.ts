import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sessions, users, type Db } from '@nakshatra/db';
import type { Clock } from '../../lib/clock.js';

export const SESSION_COOKIE = 'nk_session';

export type SessionPolicy = { idleMs: number; absoluteMs: number };
export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the cookie token (256 random bits; only its hash is stored). */
export async function createSession(db: Db, clock: Clock, policy: SessionPolicy, userId: string, meta: { ip?: string; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { token, expiresAt: new Date(now.getTime() + policy.absoluteMs) };
}

/** The signed-in user for a cookie token, or null when unknown, revoked, idle too long or past its absolute expiry. */
export async function resolveSession(db: Db, clock: Clock, policy: SessionPolicy, token: string): Promise<SessionUser | null> {
  const key = hashToken(token);
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, key), isNull(sessions.revokedAt)));
  const row = rows[0];
  if (!row) return null;
  const now = clock.now().getTime();
  if (row.s.expiresAt.getTime() <= now || row.s.lastSeenAt.getTime() + policy.idleMs <= now) return null;
  if (row.u.status !== 'active') return null;
  // touch at most once a minute: idle expiry needs no finer grain
  if (now - row.s.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, key));
  }
  return row.u;
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user (e.g. after suspension). */
export async function revokeUserSessions(db: Db, clock: Clock, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
