import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, desc, eq, gte, supportTickets } from '@nakshatra/db';
import { supportAnswerBodySchema, supportTicketBodySchema, supportTicketSchema } from '@nakshatra/shared';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';

type Ticket = typeof supportTickets.$inferSelect;
const present = (x: Ticket) => ({
  id: x.id, name: x.name, contact: x.contact, message: x.message, status: x.status as 'open' | 'answered' | 'closed',
  answer: x.answer, answered_at: x.answeredAt?.toISOString() ?? null, created_at: x.createdAt.toISOString(),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /support: visitors open tickets (limited per IP per hour); admins list and answer them. */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, env } = app.ctx;
  const tags = ['support'];

  r.post('/api/support/tickets', {
    schema: { tags, summary: 'Open a support ticket (name, contact, message)', description: `At most ${env.SUPPORT_TICKETS_PER_HOUR} per IP address per hour (429 with a sentence).`, body: supportTicketBodySchema, response: { 200: z.object({ status: z.number(), data: z.object({ id: z.string() }) }) } },
    handler: async (req) => {
      const now = clock.now();
      const [{ n }] = await db.select({ n: count() }).from(supportTickets).where(and(eq(supportTickets.ip, req.ip), gte(supportTickets.createdAt, new Date(now.getTime() - 3600_000))));
      if (Number(n) >= env.SUPPORT_TICKETS_PER_HOUR)
        throw new AppError(429, 'rate_limited', 'You have sent several messages in the last hour. We will answer them; please wait before writing again.', undefined, { 'retry-after': '3600' });
      const user = await req.currentUser();
      const [row] = await db.insert(supportTickets).values({ ...req.body, userId: user?.id ?? null, ip: req.ip, createdAt: now }).returning({ id: supportTickets.id });
      return { status: 200, data: { id: row.id } };
    },
  });

  r.get('/api/admin/support/tickets', {
    schema: {
      tags, security: [{ session: [] }], summary: 'Tickets, newest first (?status=open|answered|closed, ?page, ?limit)',
      querystring: z.object({ status: z.enum(['open', 'answered', 'closed']).optional(), page: z.coerce.number().int().min(1, 'page must be a whole number from 1.').default(1), limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100.').default(20) }),
      response: { 200: z.object({ status: z.number(), data: z.array(supportTicketSchema), page: z.number(), limit: z.number(), total: z.number() }) },
    },
    handler: async (req) => {
      await requireAdmin(req);
      const { status, page, limit } = req.query;
      const where = status ? eq(supportTickets.status, status) : undefined;
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(supportTickets).where(where).orderBy(desc(supportTickets.createdAt)).limit(limit).offset((page - 1) * limit),
        db.select({ n: count() }).from(supportTickets).where(where),
      ]);
      return { status: 200, data: rows.map(present), page, limit, total: Number(n) };
    },
  });

  r.patch('/api/admin/support/tickets/:id', {
    schema: { tags, security: [{ session: [] }], summary: 'Answer a ticket and/or change its status', params: z.object({ id: z.string() }), body: supportAnswerBodySchema, response: { 200: z.object({ status: z.number(), data: supportTicketSchema }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      if (!UUID.test(req.params.id)) throw notFound('No ticket has this id.');
      const now = clock.now();
      const { answer, status } = req.body;
      const [row] = await db.update(supportTickets).set({
        ...(answer !== undefined ? { answer, answeredBy: admin.id, answeredAt: now, status: status ?? 'answered' } : {}),
        ...(status !== undefined ? { status } : {}),
      }).where(eq(supportTickets.id, req.params.id)).returning();
      if (!row) throw notFound('No ticket has this id.');
      await audit(db, { actorUserId: admin.id, action: 'admin.support.answer', target: row.id, details: { status: row.status, answered: answer !== undefined }, ip: req.ip });
      // the answer reaches an e-mail contact directly; phone contacts are called back by the team
      if (answer && /@/.test(row.contact)) {
        await app.ctx.mailer.send({ to: row.contact, subject: 'Nakshatra support: our answer', text: `Namaste ${row.name},\n\n${answer}\n\nYour message:\n${row.message}\n\n— Nakshatra support` })
          .catch((err: Error) => req.log.warn({ err: err.message }, 'support answer mail failed'));
      }
      return { status: 200, data: present(row) };
    },
  });
}
