import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENT_RULES, muhurta, type AvoidReason } from '@nakshatra/jyotish';
import { muhurtaQuerySchema } from '@nakshatra/shared';
import { astroInputError, resolvePlace, withEngine } from './birth.js';
import { limbName } from './kundli-report.js';
import { RASHIS_HI, SIGNS_EN, VAAR_HI, WEEKDAY_EN } from './names.js';

const weekday = (n: number) => ({ en: WEEKDAY_EN[n]!, hi: VAAR_HI[n]! });
const signOf = (en: string) => ({ en, hi: RASHIS_HI[SIGNS_EN.indexOf(en as never)]! });

function reason(r: AvoidReason) {
  switch (r.kind) {
    case 'tithi': return { kind: r.kind, rikta: r.rikta, name: limbName('tithi', r.tithi) };
    case 'nakshatra': return { kind: r.kind, name: limbName('nakshatra', r.nakshatra) };
    case 'yoga': return { kind: r.kind, name: limbName('yoga', r.yoga) };
    case 'weekday': return { kind: r.kind, name: weekday(r.weekday) };
    case 'lagna': return { kind: r.kind, problem: r.problem, name: signOf(r.sign) };
    default: return { kind: r.kind };
  }
}

/** Muhurta search: windows for an event in a date range at a place, with why each qualifies and what it avoided. */
export async function muhurtaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/astro/muhurta', {
    schema: {
      tags: ['panchang'],
      summary: 'Muhurta windows for an event',
      description: 'Place: `place` (GeoNames id) or `lat`, `lon` and `zone`. `event`: marriage, griha_pravesh, vehicle, business, naming or mundan; `from`/`to` local dates (at most 92 days). '
        + '`data.windows[]`: start, end (local ISO with offset), minutes, weekday, tithis, nakshatras, yogas, karanas, lagnas (each name {en,hi}), and `avoided[]` '
        + '(the pieces of time just before and after, with `reasons[]`: rahu_kaal, yamaganda, gulika, vishti, kharmas, yoga, tithi (rikta or not favoured), nakshatra, weekday, '
        + 'lagna with its problem: malefic_in_lagna, malefic_in_7th, malefic_in_8th, moon_dusthana, movable). `data.rules`: the event\'s favoured nakshatras, weekdays and tithis. '
        + 'The rules are listed in packages/jyotish/src/muhurta/muhurta.ts.',
      querystring: muhurtaQuerySchema,
    },
  }, async (req, reply) => {
    const q = req.query;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (!(days >= 0 && days < 92)) throw astroInputError('muhurta_range_invalid', 'to');
    const place = resolvePlace(q);
    const result = withEngine(() => muhurta({ event: q.event, from: q.from, to: q.to, lat: place.lat, lon: place.lon, timeZone: place.zone }));
    const rules = EVENT_RULES[q.event];
    reply.header('cache-control', 'public, max-age=86400');
    return {
      status: 200,
      data: {
        event: q.event, from: q.from, to: q.to, days: result.days,
        place: { name: place.name, nameHi: place.nameHi, lat: place.lat, lon: place.lon, zone: place.zone },
        rules: {
          nakshatras: rules.nakshatras.map((n) => limbName('nakshatra', n)),
          weekdays: rules.weekdays.map(weekday),
          tithis: rules.tithis.map((n) => limbName('tithi', n)),
          kharmas: rules.kharmas, lagna: rules.lagna,
        },
        windows: result.windows.map((w) => ({
          start: w.start, end: w.end, minutes: w.minutes,
          weekday: weekday(w.weekday),
          tithis: w.tithis.map((t) => limbName('tithi', t.number)),
          nakshatras: w.nakshatras.map((n) => limbName('nakshatra', n.number)),
          yogas: w.yogas.map((y) => limbName('yoga', y.number)),
          karanas: w.karanas.map((k) => limbName('karana', k.number)),
          lagnas: w.lagnas.map(signOf),
          avoided: w.avoided.map((a) => ({ start: a.start, end: a.end, reasons: a.reasons.map(reason) })),
        })),
      },
    };
  });
}
