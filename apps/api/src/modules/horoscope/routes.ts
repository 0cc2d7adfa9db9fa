import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { horoscopeOverrideSchema, horoscopeTypeSchema, langSchema, type HoroscopeType, type Lang } from '@nakshatra/shared';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { astroValidationErrors } from '../astro/validation.js';
import { composeHoroscope } from './compose.js';
import { applyOverride, deleteOverride, findOverrides, upsertOverride } from './overrides.js';
import { byTypeParams, horoscopeDateParam, langQuery, signParam, weeklyParams } from './params.js';
import { isoWeekStart, periodOf, todayIst } from './periods.js';

const ALL_SIGNS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const SHAPE =
  'A horoscope: `{ type, sign {number,en,hi}, lang, period {start,end}, sections {overview, love, career, money, health}, '
  + 'lucky {number, colour, time (a daytime hora of the sign lord at New Delhi, IST)}, why (the transit basis in one line), '
  + 'basis {houses, moonNakshatra?, retrograde, ingresses}, isEdited, editedAt? }`. Composed from real transits by rules and phrase banks; '
  + 'deterministic for (type, sign, period, lang); an admin\'s edit replaces it.';

/** Generated text can be cached; admins' edits show within the max-age. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
}

/** Horoscopes for the 12 signs (spec paths) and the admin's overrides. */
export async function horoscopeRoutes(app: FastifyInstance) {
  astroValidationErrors(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['horoscopes'];

  async function one(type: HoroscopeType, sign: number, date: string, lang: Lang) {
    const h = composeHoroscope(type, sign, date, lang);
    const o = await findOverrides(app.ctx.db, type, h.period.start, lang, [sign]);
    return applyOverride(h, o.get(sign));
  }

  r.get('/api/get_horoscope_data', {
    schema: {
      tags, summary: "Today's horoscopes for the 12 signs",
      description: `Today is the date in India (IST). \`type\` (default daily) picks the period containing today. \`data\`: \`{ date, type, lang, horoscopes: [12] }\`. ${SHAPE}`,
      querystring: langQuery.extend({ type: horoscopeTypeSchema.default('daily') }),
    },
  }, async (req, reply) => {
    const date = todayIst(app.ctx.clock.now());
    const { type, lang } = req.query;
    const list = ALL_SIGNS.map((s) => composeHoroscope(type, s, date, lang));
    const o = await findOverrides(app.ctx.db, type, list[0].period.start, lang, ALL_SIGNS);
    cacheable(reply);
    return { status: 200, data: { date, type, lang, horoscopes: list.map((h) => applyOverride(h, o.get(h.sign.number))) } };
  });

  r.get('/api/get_single_horoscope_by_type/:type/:sign/:date', {
    schema: {
      tags, summary: 'One horoscope by type, sign and date',
      description: `\`type\` daily | weekly | monthly | yearly; \`sign\` 1–12 or a name (aries, mesha, मेष); \`date\` YYYY-MM-DD, any day in the period; \`?lang=hi\` for Hindi. 400 with a sentence for a bad type, sign 13, an impossible date. ${SHAPE}`,
      params: byTypeParams, querystring: langQuery,
    },
  }, async (req, reply) => {
    cacheable(reply);
    return { status: 200, data: await one(req.params.type, req.params.sign, req.params.date, req.query.lang) };
  });

  r.get('/api/get_single_weekly_horoscope/:sign/:year/:week/:lang', {
    schema: {
      tags, summary: 'One weekly horoscope by ISO week',
      description: `\`sign\` 1–12 or a name; \`year\` the ISO week-numbering year; \`week\` 1–52 (53 only in years that have it); \`lang\` en | hi. ${SHAPE}`,
      params: weeklyParams,
    },
  }, async (req, reply) => {
    cacheable(reply);
    const { sign, year, week, lang } = req.params;
    return { status: 200, data: await one('weekly', sign, isoWeekStart(year, week), lang) };
  });

  const adminParams = z.object({ type: horoscopeTypeSchema, sign: signParam, date: horoscopeDateParam, lang: langSchema });
  r.put('/api/astro/admin/horoscopes/:type/:sign/:date/:lang', {
    schema: {
      tags, security: [{ session: [] }], summary: 'Admin: replace a generated horoscope',
      description: 'Edits win over the composer for that type, sign, period (the one containing `date`) and language. Audited. Returns the horoscope as visitors now see it.',
      params: adminParams, body: horoscopeOverrideSchema,
    },
  }, async (req) => {
    const admin = await requireAdmin(req);
    const { type, sign, date, lang } = req.params;
    const periodStart = periodOf(type, date).start;
    const { created } = await upsertOverride(app.ctx.db, { type, sign, periodStart, lang }, req.body, admin.id, app.ctx.clock.now());
    await audit(app.ctx.db, { actorUserId: admin.id, action: created ? 'horoscope.override.create' : 'horoscope.override.update', target: `${type}/${sign}/${periodStart}/${lang}`, details: { sections: Object.keys(req.body.sections) }, ip: req.ip });
    return { status: 200, data: await one(type, sign, date, lang) };
  });

  r.delete('/api/astro/admin/horoscopes/:type/:sign/:date/:lang', {
    schema: { tags, security: [{ session: [] }], summary: 'Admin: drop an edit (the generated text returns)', params: adminParams },
  }, async (req) => {
    const admin = await requireAdmin(req);
    const { type, sign, date, lang } = req.params;
    const periodStart = periodOf(type, date).start;
    const removed = await deleteOverride(app.ctx.db, { type, sign, periodStart, lang });
    if (removed) await audit(app.ctx.db, { actorUserId: admin.id, action: 'horoscope.override.delete', target: `${type}/${sign}/${periodStart}/${lang}`, ip: req.ip });
    return { status: 200, data: { removed, horoscope: await one(type, sign, date, lang) } };
  });
}
