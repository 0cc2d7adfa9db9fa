import fp from 'fastify-plugin';
import { everyFewSeconds } from '../../lib/periodic.js';
import { and, auditLog, isNotNull, lt, or, otpChallenges, sessions, sql, type Db } from '@nakshatra/db';

const DAY = 86_400_000;

/**
 * How long we keep what is ours to delete (DPDP Act 2023, s. 8(7): erase personal data once the purpose is served,
 * unless a law requires keeping it). The same table is in the README ("Retention"); `retention.test.ts` checks each
 * row. Invoices and ledger entries are not here: tax law (CGST Act s. 36, 72 months) keeps them, pseudonymised when
 * an account is erased.
 */
export const retentionRules = [
  {
    what: 'Sign-in codes (otp_challenges: destination, code hash, IP)',
    keepDays: 1,
    why: 'Needed only for the per-number and per-IP limits of the last hour; a day covers any clock skew.',
  },
  {
    what: 'Ended sessions (revoked or expired: token hash, IP, browser)',
    keepDays: 30,
    why: 'Lets a user and support see recent sign-ins after a log-out or an expiry; active sessions are kept while they last.',
  },
  {
    what: 'Sign-in records in the audit log (auth.*: successes, failures, lock-outs, with IP)',
    keepDays: 180,
    why: 'Investigating account takeover attempts; older sign-in history serves no purpose. Admin actions (admin.*) stay: they are the record of who changed what.',
  },
] as const;

/** Deletes what has outlived its purpose; returns how many rows went, per rule. Idempotent, safe to run anywhere. */
export async function runRetention(db: Db, now: Date): Promise<{ otpChallenges: number; sessions: number; signInRecords: number }> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const codes = await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, before(retentionRules[0].keepDays))).returning({ id: otpChallenges.id });
  const ended = await db.delete(sessions).where(or(
    and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(retentionRules[1].keepDays))),
    lt(sessions.expiresAt, before(retentionRules[1].keepDays)),
  )).returning({ key: sessions.tokenHash });
  const signIns = await db.delete(auditLog).where(and(sql`${auditLog.action} like 'auth.%'`, lt(auditLog.createdAt, before(retentionRules[2].keepDays)))).returning({ id: auditLog.id });
  return { otpChallenges: codes.length, sessions: ended.length, signInRecords: signIns.length };
}

/** Runs the retention rules every RETENTION_SWEEP_MINUTES (0 = never, e.g. in tests) once the API is ready. */
export const retentionPlugin = fp(
  async (app) => {
    everyFewSeconds(app, 'retention sweep', app.ctx.env.RETENTION_SWEEP_MINUTES * 60, async () => {
      const n = await runRetention(app.ctx.db, app.ctx.clock.now());
      if (n.otpChallenges + n.sessions + n.signInRecords) app.log.info(n, 'retention: deleted what outlived its purpose');
    }, { atStart: true });
  },
  { name: 'retention', dependencies: ['context'] },
);
