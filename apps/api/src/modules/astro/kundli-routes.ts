import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kundliRequestSchema } from '@nakshatra/shared';
import { buildKundliReport } from './kundli-report.js';

/** POST /api/astro/kundli: the whole free-kundli report for one birth. */
export async function kundliRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/astro/kundli', {
    schema: {
      tags: ['astrology'],
      summary: 'Free kundli: the whole report for one birth',
      description:
        'Birth details (place by GeoNames id from /api/get_suggest/{query}, or lat/lon/zone) → `data`: input, birth (UTC, offset, weekday), '
        + 'panchang at birth, avakahada, ascendant, planets (sign, degree, nakshatra, pada, lords, house, dignity, retrograde, combust, KP lords), '
        + 'charts (D1, Moon and every divisional chart: ascendantSign and each graha\'s sign and house), vimshottari (maha → antar → pratyantar, '
        + '`isCurrent` by the server clock) and yogini dashas, ashtakavarga, doshas (manglik, kaal sarp, sade sati) and yogas with reasons, '
        + 'KP cusps and significators, and `sensitivity` (minutes earlier/later at which the lagna, navamsa lagna and Moon nakshatra change). '
        + 'Errors: 400 `astro_input_invalid` with a sentence and `details.key` (ASTRO_MESSAGES in @nakshatra/shared has its Hindi).',
      body: kundliRequestSchema,
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: buildKundliReport(req.body, app.ctx.clock.now()) };
    },
  });
}
