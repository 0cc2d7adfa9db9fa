import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tarotDrawSchema } from '@nakshatra/shared';
import { drawTarot } from './tarot.js';

/** POST /api/astro/tarot/draw */
export async function tarotRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/astro/tarot/draw', {
    schema: {
      tags: ['tarot'], summary: 'Draw tarot cards',
      description: '`spread` one | three. `data`: `{ spread, cards: [{ position {key, name {en,hi}}, card {slug, name {en,hi}, arcana, suit?, number}, isReversed, contentSlug }] }`. '
        + 'Shuffled with crypto.randomInt (Fisher–Yates) on every call. Meanings: the CMS tarot item with slug `contentSlug` (/api/get_single_tarot_by_slug/{slug}), upright or reversed.',
      body: tarotDrawSchema,
    },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 200, data: drawTarot(req.body.spread) };
  });
}
