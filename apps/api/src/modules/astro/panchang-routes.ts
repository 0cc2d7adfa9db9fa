import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarQuerySchema, datesQuerySchema, panchangQuerySchema } from '@nakshatra/shared';
import { astroInputError, resolvePlace } from './birth.js';
import { festivalDates, panchangReport, todayAt, vratDates } from './panchang.js';
import { toIcs } from './ics.js';
import { addDays } from '../horoscope/periods.js';

const PLACE_DOC = 'Place: `place` (GeoNames id from /api/get_suggest/{query}) or `lat`, `lon` and `zone` (IANA).';

function range(q: { from?: string; to?: string }, zone: string, now: Date): { from: string; to: string } {
  const from = q.from ?? todayAt(zone, now);
  const to = q.to ?? addDays(from, 365);
  const days = (Date.parse(to) - Date.parse(from)) / 86400_000;
  if (!(days >= 0 && days <= 400)) throw astroInputError('range_invalid', 'to');
  return { from, to };
}

/** Deterministic answers: explicit dates cache for a day, "today" for ten minutes. */
const cache = (reply: FastifyReply, explicit: boolean) => reply.header('cache-control', explicit ? 'public, max-age=86400' : 'public, max-age=600');

/** The day's panchang, vrat and festival dates for a place, and their .ics export. */
export async function panchangRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['panchang'];

  r.get('/api/astro/panchang', {
    schema: {
      tags, summary: "A day's panchang for a place",
      description: `${PLACE_DOC} \`date\` YYYY-MM-DD (default today at the place). \`data\`: date, place, weekday, sunrise, sunset, moonrise, moonset (local ISO with offset; null in polar night/day), tithi, nakshatra, yoga, karana (each {number, name {en,hi}, ends}), rahuKaal, gulikaKaal, yamaganda, abhijit ({start,end}), choghadiya {day[8], night[8]}, month {amanta, purnimanta}, samvat {vikram, shaka}.`,
      querystring: panchangQuerySchema,
    },
  }, async (req, reply) => {
    const place = resolvePlace(req.query);
    const date = req.query.date ?? todayAt(place.zone, app.ctx.clock.now());
    cache(reply, !!req.query.date);
    return { status: 200, data: panchangReport(date, place) };
  });

  r.get('/api/astro/vrat-dates', {
    schema: {
      tags, summary: 'Ekadashi, Purnima, Amavasya, Pradosh and Sankranti dates for a place',
      description: `${PLACE_DOC} \`from\`/\`to\` YYYY-MM-DD (default today + 365 days; at most 400 days). \`data\`: \`{ from, to, place, events: [{ date, key, kind, name {en,hi}, tithi?, month?, isKshaya?, moment?, contentSlug }] }\`; \`contentSlug\` is the vrat article slug in the CMS (/api/get_single_vrat_by_slug/{slug}) when one exists.`,
      querystring: datesQuerySchema,
    },
  }, async (req, reply) => {
    const place = resolvePlace(req.query);
    const { from, to } = range(req.query, place.zone, app.ctx.clock.now());
    cache(reply, !!req.query.from);
    return { status: 200, data: { from, to, place, events: vratDates(from, to, place) } };
  });

  r.get('/api/astro/festival-dates', {
    schema: {
      tags, summary: 'Major festival dates for a place',
      description: `${PLACE_DOC} Same range rules and event shape as /api/astro/vrat-dates (contentSlug → /api/get_single_festivals_by_slug/{slug}).`,
      querystring: datesQuerySchema,
    },
  }, async (req, reply) => {
    const place = resolvePlace(req.query);
    const { from, to } = range(req.query, place.zone, app.ctx.clock.now());
    cache(reply, !!req.query.from);
    return { status: 200, data: { from, to, place, events: festivalDates(from, to, place) } };
  });

  r.get('/api/astro/calendar.ics', {
    schema: {
      tags, summary: 'Add to calendar: vrat and festival dates as an iCalendar file',
      description: `${PLACE_DOC} \`kind\` all | vrat | festival; \`lang\` en | hi for the event titles. All-day events with stable UIDs.`,
      querystring: calendarQuerySchema,
    },
  }, async (req, reply) => {
    const place = resolvePlace(req.query);
    const { from, to } = range(req.query, place.zone, app.ctx.clock.now());
    const { kind, lang } = req.query;
    const events = [...(kind !== 'festival' ? vratDates(from, to, place) : []), ...(kind !== 'vrat' ? festivalDates(from, to, place) : [])]
      .sort((a, b) => a.date.localeCompare(b.date));
    cache(reply, !!req.query.from);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="nakshatra-${kind}-${from}.ics"`);
    return toIcs(events, place, lang, app.ctx.env.PUBLIC_ORIGIN, app.ctx.clock.now());
  });
}
