import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { numerology } from '@nakshatra/jyotish';
import { compatibilityRequestSchema, numerologyRequestSchema } from '@nakshatra/shared';
import { astroInputError, withEngine } from './birth.js';

/** Engine refusals of a name (no letters) become the calculators' own sentence. */
function calc<T>(fn: () => T): T {
  try {
    return withEngine(fn);
  } catch (err) {
    const e = err as { details?: { key?: string | null }; message?: string };
    if (e.details && e.details.key === null && /letter/i.test(e.message ?? '')) throw astroInputError('calc_name_letters');
    throw err;
  }
}

/** Love, friendship and numerology calculators (spec paths); deterministic and explained. */
export async function calculatorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calculators'];
  const describe = (kind: string) =>
    `${kind} score 0–100 from the two names' numerology (soul urge, destiny, personality numbers) and, when both are given, the Moon signs. `
    + '`data`: `{ kind, percent, band {en,hi}, reasons[{factor, points, maxPoints, en, hi}], numbersA, numbersB, usedMoonSigns }`; the reasons\' points add up to the percent. Same names, same answer.';

  r.post('/api/calculate_love', { schema: { tags, summary: 'Love calculator', description: describe('Love'), body: compatibilityRequestSchema } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 200, data: calc(() => numerology.loveCompatibility(req.body)) };
  });
  r.post('/api/calculate_friendship', { schema: { tags, summary: 'Friendship calculator', description: describe('Friendship'), body: compatibilityRequestSchema } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 200, data: calc(() => numerology.friendshipCompatibility(req.body)) };
  });
  r.post('/api/numerology_calculator', {
    schema: {
      tags, summary: 'Numerology calculator',
      description: 'Name and birth date → life path, destiny, soul urge, personality and birthday numbers, each with `steps` (the arithmetic written out), ruling graha and traits {en,hi}, and lucky numbers, colours and days with their basis.',
      body: numerologyRequestSchema,
    },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 200, data: calc(() => numerology.numerology(req.body)) };
  });
}
