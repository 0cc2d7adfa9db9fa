import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, auditLog, count, desc, eq, ilike, or, sql, users } from '@nakshatra/db';
import { requireAdmin } from '../../plugins/session.js';

const query = z.object({
  q: z.string().trim().max(100, 'The search can be at most 100 characters.').optional().describe('matches the target, the action or the actor’s e-mail/phone'),
  action: z.string().trim().max(60).optional().describe('an action prefix, e.g. auth. or admin.'),
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').default(1),
  limit: z.coerce.number({ error: 'limit must be between 1 and 100.' }).int().min(1, 'limit must be between 1 and 100.').max(100, 'limit must be between 1 and 100.').default(50),
});

const entry = z.object({
  id: z.number(), action: z.string(), target: z.string().nullable(), ip: z.string().nullable(), at: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** The audit log for admins: sign-ins, failed sign-ins and admin actions, newest first, searchable. */
export async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/audit', {
    schema: { security: [{ session: [] }],
      tags: ['admin'],
      summary: 'Audit log (admins only)',
      querystring: query,
      response: { 200: z.object({ status: z.number(), data: z.array(entry), page: z.number(), limit: z.number(), total: z.number() }) },
    },
    handler: async (req) => {
      await requireAdmin(req);
      const { q, action, page, limit } = req.query;
      const like = q ? `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        action ? ilike(auditLog.action, `${action.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
        like ? or(ilike(auditLog.target, like), ilike(auditLog.action, like), ilike(users.email, like), ilike(users.phone, like)) : undefined,
      );
      const { db } = app.ctx;
      const [rows, [total]] = await Promise.all([
        db.select({ a: auditLog, u: { id: users.id, name: users.name, email: users.email } })
          .from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset((page - 1) * limit),
        db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where ?? sql`true`),
      ]);
      return {
        status: 200, page, limit, total: total?.n ?? 0,
        data: rows.map(({ a, u }) => ({ id: a.id, action: a.action, target: a.target, ip: a.ip, at: a.createdAt.toISOString(), actor: u?.id ? u : null, details: a.details ?? null })),
      };
    },
  });
}
