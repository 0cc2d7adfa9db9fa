import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { and, auditLog, count, eq, gt, otpChallenges, users, type Db } from '@nakshatra/db';
import type { SendOtpBody, UserDetails } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { currentNoticeVersion, hasAcceptedCurrentNotice, recordConsent } from '../privacy/consent.js';
import { audit, maskPhone } from '../audit/audit.js';
import { createUser, findAccount, toUserDetails } from '../users/repository.js';
import { createChallenge, verifyChallenge, type Audience } from './otp-service.js';

/** Sends a code by SMS (Indian mobile) or e-mail (visitors abroad). Same answer whether or not the account exists. */
export async function sendCode(app: FastifyInstance, req: FastifyRequest, body: SendOtpBody, audience: Audience): Promise<string> {
  const { db, clock, env, sms, mailer } = app.ctx;
  const channel = body.numbers ? 'sms' : 'email';
  const destination = body.numbers ?? body.email!;
  const { challengeId, code } = await createChallenge(db, clock, env.SESSION_SECRET, { channel, destination, audience, ip: req.ip, maxPerIpPerHour: env.OTP_IP_LIMIT_PER_HOUR });
  try {
    if (channel === 'sms') await sms.sendOtp(destination, code);
    else
      await mailer.send({
        to: destination,
        subject: `${code} is your Nakshatra sign-in code`,
        text: `Your Nakshatra sign-in code is ${code}. It is valid for 5 minutes.\n\nIf you did not ask for it, ignore this e-mail.\n\nआपका नक्षत्र साइन-इन कोड ${code} है। यह 5 मिनट तक मान्य है।`,
        code,
      });
  } catch (err) {
    req.log.error({ err, channel }, 'sign-in code delivery failed');
    throw new AppError(503, 'otp_delivery_failed', 'We could not send the code just now. Please try again in a minute.');
  }
  return challengeId;
}

/** Wrong codes one account may be sent in an hour, whichever of its numbers or addresses they went to. */
export const maxFailedCodesPerAccountPerHour = 10;

/** The account a challenge's phone or e-mail belongs to (any type), if any. */
async function challengeOwner(db: Db, challengeId: string) {
  const [c] = await db.select({ channel: otpChallenges.channel, destination: otpChallenges.destination }).from(otpChallenges).where(eq(otpChallenges.id, challengeId));
  if (!c) return undefined;
  return findAccount(db, c.channel === 'sms' ? { phone: c.destination } : { email: c.destination }, ['user', 'admin', 'astrologer']);
}

/**
 * Verifies a code, creates the user on first success, and starts a fresh session. Codes never open an admin account
 * (admins sign in with their password at /admin), and wrong codes are counted per account across its phone and
 * e-mail, on top of the per-code and per-destination limits.
 */
export async function confirmCode(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, challengeId: string, otp: string, audience: Audience, noticeVersion?: string): Promise<UserDetails> {
  const { db, clock, env } = app.ctx;
  const owner = await challengeOwner(db, challengeId);
  if (owner) {
    const hourAgo = new Date(clock.now().getTime() - 3600_000);
    const [failed] = await db.select({ n: count() }).from(auditLog)
      .where(and(eq(auditLog.action, 'auth.otp.failed'), eq(auditLog.target, owner.id), gt(auditLog.createdAt, hourAgo)));
    if ((failed?.n ?? 0) >= maxFailedCodesPerAccountPerHour)
      throw new AppError(429, 'otp_too_many_attempts', 'Too many wrong codes for this account. Please try again in an hour.', { retryAfterSeconds: 3600 }, { 'retry-after': '3600' });
  }
  let verified;
  try {
    verified = await verifyChallenge(db, clock, env.SESSION_SECRET, challengeId, otp, { purpose: audience });
  } catch (err) {
    if (err instanceof AppError) await audit(db, { action: `auth.otp.failed`, target: owner?.id ?? challengeId, details: { reason: err.code, audience, challenge: challengeId }, ip: req.ip, at: clock.now() });
    throw err;
  }
  const by = verified.channel === 'sms' ? { phone: verified.destination } : { email: verified.destination };
  if (owner?.type === 'admin' || (await findAccount(db, by, ['admin']))) {
    await audit(db, { actorUserId: owner?.id ?? null, action: 'auth.otp.admin_refused', target: owner?.id ?? challengeId, ip: req.ip });
    throw new AppError(403, 'forbidden', 'Admins sign in with their e-mail and password at /admin, not with a code.');
  }
  let account = await findAccount(db, by, audience === 'astrologer' ? ['astrologer'] : ['user']);
  if (!account) {
    if (audience === 'astrologer') throw new AppError(404, 'not_found', 'No astrologer account uses this number. Please join as an astrologer first.');
    account = await createUser(db, by);
    await audit(db, { actorUserId: account.id, action: 'auth.user.created', target: account.id, ip: req.ip });
  }
  if (account.status !== 'active') throw new AppError(403, 'forbidden', 'This account is suspended. Please contact customer support.');
  await db.update(users).set({ lastLoginAt: clock.now() }).where(eq(users.id, account.id));
  await app.signIn(req, reply, account.id);
  await audit(db, {
    actorUserId: account.id,
    action: 'auth.otp.verified',
    target: verified.channel === 'sms' ? maskPhone(verified.destination) : verified.destination,
    details: { audience, channel: verified.channel },
    ip: req.ip,
  });
  // the form showed "by signing in you agree to the terms and privacy notice": record it when it was the version in
  // force; otherwise the site asks again (GET /api/users/me/consents says required)
  if (noticeVersion && noticeVersion === currentNoticeVersion(env) && !(await hasAcceptedCurrentNotice(db, env, account.id)))
    await recordConsent(db, req, account.id, { kind: 'notice', version: noticeVersion, granted: true, source: 'sign_in' }, clock.now());
  return toUserDetails(account);
}
