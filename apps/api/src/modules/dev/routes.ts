import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Development outbox: the last sign-in codes the console SMS and file mail transports "sent".
 * Registered only with those development transports, which refuse to run in production.
 */
export async function devRoutes(app: FastifyInstance) {
  const outbox = app.ctx.outbox;
  if (!outbox) return;
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Codes sent by the development transports, newest first (absent in production)',
      querystring: z.object({ to: z.string().optional() }),
    },
    handler: async (req) => ({ status: 200, data: outbox.list(req.query.to) }),
  });
}
