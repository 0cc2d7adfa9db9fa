import type { FastifyRequest } from 'fastify';
import { and, consents, desc, eq, newsletterSubscribers, type Db } from '@nakshatra/db';
import { PRIVACY_NOTICE_VERSION, type ConsentState } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { Env } from '../../env.js';
import { audit } from '../audit/audit.js';

export type ConsentSource = 'sign_in' | 'notice_prompt' | 'profile' | 'erasure';

/** The notice version in force: the environment's override or the one the web app ships with. */
export const currentNoticeVersion = (env: Pick<Env, 'PRIVACY_NOTICE_VERSION'>) => env.PRIVACY_NOTICE_VERSION ?? PRIVACY_NOTICE_VERSION;

const userAgentOf = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 300) || null;

/** Records a consent event (append-only) and its trace in the audit log. */
export async function recordConsent(
  db: Db,
  req: FastifyRequest,
  userId: string,
  e: { kind: 'notice' | 'marketing'; version: string; granted: boolean; source: ConsentSource },
  at: Date,
): Promise<void> {
  await db.insert(consents).values({ userId, ...e, ip: req.ip, userAgent: userAgentOf(req), createdAt: at });
  await audit(db, { actorUserId: userId, action: `privacy.consent.${e.kind}.${e.granted ? 'granted' : 'withdrawn'}`, target: userId, details: { version: e.version, source: e.source }, ip: req.ip, at });
}

/**
 * Accepting the notice: only the version in force can be accepted (an old tab offering an old text is refused, so
 * the record always names what the person was actually shown last).
 */
export async function acceptNotice(db: Db, env: Env, req: FastifyRequest, userId: string, version: string, source: ConsentSource, at: Date): Promise<void> {
  const current = currentNoticeVersion(env);
  if (version !== current)
    throw new AppError(409, 'conflict', 'Our terms and privacy notice have changed since this page was opened. Please read the current version and accept it.');
  await recordConsent(db, req, userId, { kind: 'notice', version, granted: true, source }, at);
}

/** Marketing opt-in or withdrawal; withdrawing also ends a newsletter subscription made with the account's e-mail. */
export async function setMarketing(db: Db, env: Env, req: FastifyRequest, user: { id: string; email: string | null }, granted: boolean, source: ConsentSource, at: Date): Promise<void> {
  await recordConsent(db, req, user.id, { kind: 'marketing', version: currentNoticeVersion(env), granted, source }, at);
  if (!granted && user.email) await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
}

export async function consentState(db: Db, env: Env, userId: string): Promise<ConsentState> {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id)).limit(200);
  const notice = rows.find((r) => r.kind === 'notice' && r.granted);
  const marketing = rows.find((r) => r.kind === 'marketing');
  const current = currentNoticeVersion(env);
  return {
    notice: {
      current_version: current,
      accepted_version: notice?.version ?? null,
      accepted_at: notice?.createdAt.toISOString() ?? null,
      required: notice?.version !== current,
    },
    marketing: { granted: marketing?.granted ?? false, changed_at: marketing?.createdAt.toISOString() ?? null },
    history: rows.map((r) => ({ kind: r.kind as 'notice' | 'marketing', version: r.version, granted: r.granted, source: r.source, ip: r.ip, at: r.createdAt.toISOString() })),
  };
}

/** Whether the account has accepted the notice in force (used to ask again). */
export async function hasAcceptedCurrentNotice(db: Db, env: Env, userId: string): Promise<boolean> {
  const [row] = await db.select({ version: consents.version }).from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'notice'), eq(consents.granted, true))).orderBy(desc(consents.id)).limit(1);
  return row?.version === currentNoticeVersion(env);
}
