import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, auditLog, count, eq, gt, users } from '@nakshatra/db';
import type { UserDetails } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import { toUserDetails } from '../users/repository.js';
import { DUMMY_HASH, verifyPassword } from './password.js';

export const adminLoginRules = { windowMs: 15 * 60_000, maxFailuresPerEmail: 5, maxFailuresPerIp: 20 } as const;

async function recentFailures(app: FastifyInstance, column: 'target' | 'ip', value: string): Promise<number> {
  const since = new Date(app.ctx.clock.now().getTime() - adminLoginRules.windowMs);
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.admin.login_failed'), eq(column === 'target' ? auditLog.target : auditLog.ip, value), gt(auditLog.createdAt, since)));
  return row?.n ?? 0;
}

/** Admin console sign-in: e-mail + scrypt password, at most 5 failures per e-mail and 20 per IP in 15 minutes. */
export async function adminLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<UserDetails> {
  const { db } = app.ctx;
  if ((await recentFailures(app, 'target', email)) >= adminLoginRules.maxFailuresPerEmail || (await recentFailures(app, 'ip', req.ip)) >= adminLoginRules.maxFailuresPerIp) {
    await audit(db, { action: 'auth.admin.login_blocked', target: email, ip: req.ip, at: app.ctx.clock.now() });
    throw new AppError(429, 'login_locked', 'Too many failed sign-ins. Please wait 15 minutes and try again.', undefined, { 'retry-after': '900' });
  }
  const [admin] = await db.select().from(users).where(and(eq(users.email, email), eq(users.type, 'admin')));
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok || !admin.passwordHash || admin.status !== 'active') {
    await audit(db, { action: 'auth.admin.login_failed', target: email, ip: req.ip, at: app.ctx.clock.now() });
    throw new AppError(401, 'login_invalid', 'The e-mail or password is not right.');
  }
  await db.update(users).set({ lastLoginAt: app.ctx.clock.now() }).where(eq(users.id, admin.id));
  await app.signIn(req, reply, admin.id);
  await audit(db, { actorUserId: admin.id, action: 'auth.admin.login', target: email, ip: req.ip, at: app.ctx.clock.now() });
  return toUserDetails(admin);
}
