import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';
import { requireAdmin } from '../../plugins/session.js';

export type MoneyCaller = { kind: 'service'; actorUserId: null } | { kind: 'admin'; actorUserId: string };

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Server-side money endpoints (create_transaction, holds, create_order_history) are for other backend
 * services holding INTERNAL_API_TOKEN (`Authorization: Bearer …`) and for admins; never for a browser
 * moving money by itself.
 */
export async function requireServiceOrAdmin(req: FastifyRequest, env: Env): Promise<MoneyCaller> {
  const auth = req.headers.authorization;
  if (env.INTERNAL_API_TOKEN && auth?.startsWith('Bearer ')) {
    if (timingSafeEqual(digest(auth.slice(7)), digest(env.INTERNAL_API_TOKEN))) return { kind: 'service', actorUserId: null };
  }
  const admin = await requireAdmin(req);
  return { kind: 'admin', actorUserId: admin.id };
}
