import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPlaces, searchPlaces } from '@nakshatra/jyotish';
import { placeSuggestionSchema } from '@nakshatra/shared';
import { astroValidationErrors } from './validation.js';
import { kundliRoutes } from './kundli-routes.js';
import { savedKundliRoutes } from './saved-kundli-routes.js';
import { matchingRoutes } from './matching-routes.js';
import { calculatorRoutes } from './calculator-routes.js';
import { panchangRoutes } from './panchang-routes.js';
import { muhurtaRoutes } from './muhurta-routes.js';
import { horaryRoutes } from './horary-routes.js';
import { tarotRoutes } from './tarot-routes.js';
import { pdfRoutes } from './pdf-routes.js';

/** The astrology tools: place suggestions, kundli (and saved kundlis), matching, calculators, panchang, tarot. */
export async function astroRoutes(app: FastifyInstance) {
  // the index takes about half a second to load: do it after start, not on a visitor's first keystroke
  app.addHook('onReady', async () => { setImmediate(() => { try { loadPlaces(); } catch (err) { app.log.error({ err }, 'place index failed to load'); } }); });
  astroValidationErrors(app);

  app.withTypeProvider<ZodTypeProvider>().get('/api/get_suggest/:query', {
    schema: {
      tags: ['astrology'],
      summary: 'City suggestions for a birth place',
      description: 'Prefix match on current, old and Hindi names (Bengaluru/Bangalore, प्रयागराज), best first. `limit` 1–20 (default 10). A query narrows after a comma: "hyderabad, pakistan".',
      params: z.object({ query: z.string().trim().min(1, 'Type at least one letter of the place.').max(80, 'The place name is too long.') }),
      querystring: z.object({ limit: z.coerce.number().int().min(1, 'limit must be between 1 and 20.').max(20, 'limit must be between 1 and 20.').default(10) }),
      response: { 200: z.object({ status: z.number(), data: z.array(placeSuggestionSchema) }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { status: 200, data: searchPlaces(req.params.query, req.query.limit) };
    },
  });

  await app.register(kundliRoutes);
  await app.register(savedKundliRoutes);
  await app.register(matchingRoutes);
  await app.register(calculatorRoutes);
  await app.register(panchangRoutes);
  await app.register(muhurtaRoutes);
  await app.register(horaryRoutes);
  await app.register(tarotRoutes);
  await app.register(pdfRoutes);
}
