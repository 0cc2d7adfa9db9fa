import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ne, sql, users } from '@nakshatra/db';
import type { UserRow } from './repository.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import { createChallenge, verifyChallenge } from '../auth/otp-service.js';

/**
 * Step 1 of an e-mail change: a 4-digit code to the new address. Nothing is stored on the account yet, and the answer
 * is the same whether or not another account uses the address (no 409 that would tell a stranger who is a customer).
 */
export async function requestEmailChange(app: FastifyInstance, req: FastifyRequest, me: UserRow, email: string): Promise<{ challengeId: string }> {
  const { db, clock, env, mailer } = app.ctx;
  if (me.email && me.email.toLowerCase() === email) throw badRequest('This is already your e-mail address.');
  const { challengeId, code } = await createChallenge(db, clock, env.SESSION_SECRET, { channel: 'email', destination: email, audience: 'email_change', ip: req.ip, maxPerIpPerHour: env.OTP_IP_LIMIT_PER_HOUR, requestedBy: me.id });
  try {
    await mailer.send({
      to: email,
      subject: `${code} confirms your new Nakshatra e-mail address`,
      text: `Your code is ${code}. Enter it on your profile page to use this address for your Nakshatra account. It is valid for 5 minutes.\n\nIf you did not ask for it, ignore this e-mail: nothing changes.\n\nआपका कोड ${code} है। इस पते को अपने नक्षत्र खाते से जोड़ने के लिए इसे प्रोफ़ाइल पेज पर डालें। यह 5 मिनट तक मान्य है।`,
      code,
    });
  } catch (err) {
    req.log.error({ err }, 'e-mail change code delivery failed');
    throw new AppError(503, 'otp_delivery_failed', 'We could not send the code just now. Please try again in a minute.');
  }
  await audit(db, { actorUserId: me.id, action: 'user.email.code_sent', target: me.id, ip: req.ip, at: clock.now() });
  return { challengeId };
}

/** Step 2: the code proves the mailbox is the user's; only then is the address stored (unless another account has it). */
export async function confirmEmailChange(app: FastifyInstance, req: FastifyRequest, me: UserRow, challengeId: string, otp: string): Promise<UserRow> {
  const { db, clock, env } = app.ctx;
  const verified = await verifyChallenge(db, clock, env.SESSION_SECRET, challengeId, otp, { purpose: 'email_change', requestedBy: me.id });
  const email = verified.destination;
  // the mailbox's owner may learn that the address already has an account: it is theirs
  const [other] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, me.id)));
  if (other) throw new AppError(409, 'conflict', 'This e-mail address already belongs to another Nakshatra account. Sign in with it to use that account.');
  let updated: UserRow | undefined;
  try {
    [updated] = await db.update(users).set({ email, updatedAt: clock.now() }).where(eq(users.id, me.id)).returning();
  } catch (err) {
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)))
      throw new AppError(409, 'conflict', 'This e-mail address already belongs to another Nakshatra account. Sign in with it to use that account.');
    throw err;
  }
  await audit(db, { actorUserId: me.id, action: 'user.email.changed', target: me.id, ip: req.ip, at: clock.now() });
  return updated!;
}
