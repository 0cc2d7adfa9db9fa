import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatLocalIso, jdFromUnixMs, kpHorary, kpHouseOf, kpLords } from '@nakshatra/jyotish';
import { horaryQuerySchema } from '@nakshatra/shared';
import { astroInputError, resolvePlace, withEngine } from './birth.js';
import { graha, sign } from './names.js';

const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;

function point(lon: number) {
  const l = kpLords(lon);
  return { lon: Math.round(lon * 1e4) / 1e4, sign: sign(Math.floor(lon / 30) + 1), star: graha(l.starLord), sub: graha(l.subLord) };
}

/** KP horary (prashna) from a number 1–249 at a moment and place, with the ruling planets of that moment. */
export async function horaryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/astro/kp/horary', {
    schema: {
      tags: ['astrology'],
      summary: 'KP horary chart from a number 1–249',
      description: 'Place: `place` (GeoNames id) or `lat`, `lon` and `zone`; `number` 1–249; `at` the moment of the question (ISO with offset, default now). '
        + '`data`: the number\'s row (sign, star and sub lords, its zodiac span), the horary cusps (Placidus from the moment the number\'s start rises, KP ayanamsa) '
        + 'and the planets of the moment, each with sign, star and sub lord (names {en,hi}) and house, the four-level significators of each house, and the ruling planets. '
        + 'Placidus cusps do not exist beyond 66° of latitude: 400 there.',
      querystring: horaryQuerySchema,
    },
  }, async (req, reply) => {
    const q = req.query;
    const place = resolvePlace(q);
    if (Math.abs(place.lat) >= 66) throw astroInputError('horary_polar', 'lat');
    const at = q.at ? new Date(q.at) : app.ctx.clock.now();
    const jdUt = jdFromUnixMs(at.getTime());
    const h = withEngine(() => kpHorary({ number: q.number, jdUt, lat: place.lat, lon: place.lon, timeZone: place.zone }));
    reply.header('cache-control', q.at ? 'public, max-age=86400' : 'private, no-store');
    const names = (gs: readonly string[]) => gs.map((g) => graha(g));
    return {
      status: 200,
      data: {
        number: q.number,
        moment: formatLocalIso(jdUt, place.zone),
        place: { name: place.name, nameHi: place.nameHi, lat: place.lat, lon: place.lon, zone: place.zone },
        row: { sign: sign(h.row.sign + 1), star: graha(h.row.star), sub: graha(h.row.sub), from: Math.round(h.row.start * 1e4) / 1e4, to: Math.round(h.row.end * 1e4) / 1e4 },
        cusps: h.chart.cusps.map((lon, i) => ({ house: i + 1, ...point(lon) })),
        planets: GRAHAS.map((g) => ({ graha: graha(g), ...point(h.chart.planets[g]), house: kpHouseOf(h.chart.cusps, h.chart.planets[g]) })),
        significators: h.significators.houses.map((x) => ({ house: x.house, a: names(x.levels[0]), b: names(x.levels[1]), c: names(x.levels[2]), d: names(x.levels[3]) })),
        rulingPlanets: { day: graha(h.rulingPlanets.day), list: names(h.rulingPlanets.list) },
      },
    };
  });
}
