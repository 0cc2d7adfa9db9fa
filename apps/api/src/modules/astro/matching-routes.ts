import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchRequestSchema, type MatchRequest } from '@nakshatra/shared';
import { requireUser } from '../../plugins/session.js';
import { buildMatchReport, type MatchPartner } from './match-report.js';
import { getOwnKundli, getSharedKundli } from './saved-kundlis.js';

type Side = MatchRequest['boy'];

/** A match side as birth details: given directly, a saved kundli of the signed-in user, or a shared one. */
export async function resolveSide(app: FastifyInstance, req: FastifyRequest, side: Side): Promise<MatchPartner> {
  if ('kundliId' in side) {
    const user = await requireUser(req);
    const saved = await getOwnKundli(app.ctx.db, user.id, side.kundliId);
    return { birth: saved.birth, place: saved.place };
  }
  if ('shareToken' in side) {
    const saved = await getSharedKundli(app.ctx.db, side.shareToken);
    return { birth: saved.birth, place: saved.place };
  }
  return { birth: side };
}

export const MATCH_DESCRIPTION =
  'Each of `boy` and `girl` is birth details (as POST /api/astro/kundli), `{ kundliId }` (a saved kundli of the signed-in user) or `{ shareToken }`. '
  + '`data`: boy/girl summaries (Moon sign, nakshatra, manglik with reasons), `kootas[]` (key, name {en,hi}, points, max, about {en,hi}, explanation {en,hi}), '
  + '`total` of 36 (no cancellation added back), nadiDosha / bhakootDosha `{present, cancelled, reasons[{key,en,hi}]}`, `manglik` compatibility, `conclusion` {verdict, en, hi}.';

/** POST /api/astro/match: the 36-point guna milan report. */
export async function matchingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/astro/match', {
    schema: { tags: ['astrology'], summary: 'Kundli matching (Ashtakoota, 36 points)', description: MATCH_DESCRIPTION, body: matchRequestSchema },
    handler: async (req, reply) => {
      const [boy, girl] = await Promise.all([resolveSide(app, req, req.body.boy), resolveSide(app, req, req.body.girl)]);
      reply.header('cache-control', 'private, no-store');
      return { status: 200, data: buildMatchReport(boy, girl) };
    },
  });
}
