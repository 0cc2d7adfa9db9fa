import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { eq, users } from '@nakshatra/db';
import type { SendOtpBody, UserDetails } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
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

/** Verifies a code, creates the user on first success, and starts a fresh session. */
export async function confirmCode(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, challengeId: string, otp: string, audience: Audience): Promise<UserDetails> {
  const { db, clock, env } = app.ctx;
  let verified;
  try {
    verified = await verifyChallenge(db, clock, env.SESSION_SECRET, challengeId, otp);
  } catch (err) {
    if (err instanceof AppError) await audit(db, { action: `auth.otp.failed`, target: challengeId, details: { reason: err.code, audience }, ip: req.ip });
    throw err;
  }
  const by = verified.channel === 'sms' ? { phone: verified.destination } : { email: verified.destination };
  let account = await findAccount(db, by, audience === 'astrologer' ? ['astrologer'] : ['user', 'admin']);
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
  return toUserDetails(account);
}
