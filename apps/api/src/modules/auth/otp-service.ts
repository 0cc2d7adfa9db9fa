import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql, count, otpChallenges, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

/** Server rules that make a 4-digit code safe to use (issue 2 §3). */
export const otpRules = {
  codeTtlMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  maxPerDestinationPerHour: 5,
} as const;

export type Channel = 'sms' | 'email';
export type Audience = 'user' | 'astrologer';
/** Who a code is for: signing in (user or astrologer accounts) or confirming a new e-mail address of a signed-in account. */
export type CodePurpose = Audience | 'email_change';

export function hashCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

/** 4 digits from the operating system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

function tooMany(code: 'otp_send_too_soon' | 'otp_send_hourly_limit' | 'otp_send_ip_limit', message: string, retryAfterS: number) {
  return new AppError(429, code, message, { retryAfterSeconds: retryAfterS }, { 'retry-after': String(retryAfterS) });
}

/**
 * Records a new challenge after checking the send limits, all in one transaction serialised per
 * destination, so the limits hold across API processes sharing the database. Returns the challenge id
 * (the client's `user_id`) and the code to deliver. Nothing here depends on whether an account exists.
 */
export async function createChallenge(
  db: Db,
  clock: Clock,
  secret: string,
  input: { channel: Channel; destination: string; audience: CodePurpose; ip: string; maxPerIpPerHour: number; requestedBy?: string },
): Promise<{ challengeId: string; code: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp:' + input.destination}))`);
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.destination, input.destination), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(sql`${otpChallenges.createdAt} desc`);
    const last = recent[0]?.createdAt;
    if (last && now.getTime() - last.getTime() < otpRules.resendAfterMs) {
      const wait = Math.ceil((otpRules.resendAfterMs - (now.getTime() - last.getTime())) / 1000);
      throw tooMany('otp_send_too_soon', `Please wait ${wait} seconds before asking for a new code.`, wait);
    }
    if (recent.length >= otpRules.maxPerDestinationPerHour) {
      const oldest = recent[recent.length - 1].createdAt;
      const wait = Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 1000);
      throw tooMany('otp_send_hourly_limit', `You have asked for ${otpRules.maxPerDestinationPerHour} codes in the last hour. Please try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
    const [ipCount] = await tx
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, hourAgo)));
    if ((ipCount?.n ?? 0) >= input.maxPerIpPerHour) {
      throw tooMany('otp_send_ip_limit', 'Too many codes were requested from your network. Please try again in an hour.', 3600);
    }
    // a new code supersedes the pending ones for this destination
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.destination, input.destination), eq(otpChallenges.audience, input.audience), isNull(otpChallenges.consumedAt)));
    const code = newCode();
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        channel: input.channel,
        destination: input.destination,
        audience: input.audience,
        requestedBy: input.requestedBy ?? null,
        codeHash: 'pending',
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + otpRules.codeTtlMs),
      })
      .returning({ id: otpChallenges.id });
    await tx.update(otpChallenges).set({ codeHash: hashCode(secret, row.id, code) }).where(eq(otpChallenges.id, row.id));
    return { challengeId: row.id, code };
  });
}

export type VerifiedChallenge = { channel: Channel; destination: string; audience: CodePurpose; requestedBy: string | null };

/**
 * Checks a code against its challenge: single use, valid 5 minutes, at most 5 tries (each try is
 * counted before comparing, so the sixth try fails even with the right code).
 */
export async function verifyChallenge(db: Db, clock: Clock, secret: string, challengeId: string, code: string, expect?: { purpose: CodePurpose; requestedBy?: string }): Promise<VerifiedChallenge> {
  const outcome = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId)).for('update');
    if (!c) return { error: new AppError(400, 'otp_invalid', 'Invalid OTP. Please try again.') };
    // a code made for one purpose (or for another account's e-mail change) is unknown to every other
    const isForThis = !expect || (expect.purpose === 'email_change'
      ? c.audience === 'email_change' && c.requestedBy === expect.requestedBy
      : c.audience !== 'email_change');
    if (!isForThis) return { error: new AppError(400, 'otp_invalid', 'Invalid OTP. Please try again.') };
    const now = clock.now();
    if (c.consumedAt) return { error: new AppError(400, 'otp_used', 'This code has already been used or replaced. Please ask for a new one.') };
    if (c.attempts >= otpRules.maxAttempts)
      return { error: new AppError(429, 'otp_too_many_attempts', 'Too many wrong tries. Please ask for a new code.') };
    if (c.expiresAt.getTime() <= now.getTime())
      return { error: new AppError(400, 'otp_expired', 'This code has expired. Please ask for a new one.') };
    const attempts = c.attempts + 1;
    const expected = Buffer.from(c.codeHash, 'hex');
    const given = Buffer.from(hashCode(secret, c.id, code), 'hex');
    const ok = expected.length === given.length && timingSafeEqual(expected, given);
    await tx
      .update(otpChallenges)
      .set(ok ? { attempts, consumedAt: now } : { attempts })
      .where(eq(otpChallenges.id, c.id));
    if (!ok) {
      const left = otpRules.maxAttempts - attempts;
      return {
        error: left > 0
          ? new AppError(400, 'otp_invalid', `Invalid OTP. Please try again. ${left} ${left === 1 ? 'try' : 'tries'} left.`, { triesLeft: left })
          : new AppError(429, 'otp_too_many_attempts', 'Too many wrong tries. Please ask for a new code.'),
        destination: c.destination,
      };
    }
    return { ok: { channel: c.channel as Channel, destination: c.destination, audience: c.audience as CodePurpose, requestedBy: c.requestedBy } };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  return (outcome as { ok: VerifiedChallenge }).ok;
}
