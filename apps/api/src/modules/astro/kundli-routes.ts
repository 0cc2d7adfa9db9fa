import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kundliRequestSchema } from '@nakshatra/shared';
import { z } from 'zod';
import { depthJson } from '@nakshatra/jyotish';
import { buildKundliReport } from './kundli-report.js';
import { engineBirth, resolvePlace, withEngine } from './birth.js';

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

  app.withTypeProvider<ZodTypeProvider>().post('/api/astro/kundli/depth', {
    schema: {
      tags: ['astrology'],
      summary: 'Kundli depth modules in the shape of the reference data (jyotish depth --json)',
      description:
        'Same birth details as POST /api/astro/kundli; `?year_of_life=N` (1–150, default 30) for the varshaphal. `data`: shadbala with every component (`shadbala`, `shadbala_parts`), chara karakas (8 and 7), '
        + 'arudha lagna, upapada, bhava arudhas, karakamsa, chara dasha (K.N. Rao), varshaphal (solar return, annual lagna, muntha, office bearers, '
        + 'year lord with its reason, mudda dasha), KP cusps and planets with sign/star/sub/sub-sub lords (KP and Lahiri ayanamsa), ashtakavarga, '
        + 'vimshopaka bala and Yogini dasha (`extras`), and `not_computed` (modules still to come). '
        + 'Rahu/Ketu as the body says (mean by default, as the kundli; the reference data use true: send node "true" to compare). Agreement with PyJHora is published in packages/jyotish/README.md.',
      body: kundliRequestSchema,
      querystring: z.object({ year_of_life: z.coerce.number({ error: 'year_of_life must be a whole number from 1 to 150.' }).int('year_of_life must be a whole number from 1 to 150.').min(1, 'year_of_life must be a whole number from 1 to 150.').max(150, 'year_of_life must be a whole number from 1 to 150.').optional() }),
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const place = resolvePlace(req.body);
      const input = engineBirth(req.body, place);
      return { status: 200, data: withEngine(() => depthJson(input, { yearOfLife: req.query.year_of_life ?? 30 })) };
    },
  });
}
