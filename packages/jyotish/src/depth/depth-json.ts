/**
 * `jyotish depth --json`: the depth modules in the shape ../shared/refdata/depth.md describes, key for key, so any chart
 * can be compared mechanically with an independent engine. Modules not built yet are listed under `not_computed`.
 */
import { birthChart, type BirthChart, type BirthInput } from '../astro/chart.js';
import { kpCusps, kpLords } from '../astro/kp.js';
import { grahaPositions, GRAHAS, type Graha } from '../astro/positions.js';
import { ashtakavarga, BINDU_TABLES_PVR } from '../vedic/ashtakavarga.js';
import { jaiminiDepthJson, SIGN_NAMES } from './jaimini.js';
import { varshaphal, varshaphalDepthJson } from './varshaphal.js';
import { tajikaDepthJson } from './tajika.js';
import { vimshopakaBala } from './vimshopaka.js';
import { shadbala, shadbalaDepthJson } from './shadbala.js';
import { bhavaBala } from './bhava-bala.js';
import { charaAntardashasJson, charaDashaDepthJson } from './chara-dasha.js';
import { RASHI_LORDS } from '../vedic/rashis.js';
import { formatLocalIso } from '../astro/time-zone.js';

/** sign lords, Aries first */
const LORD: readonly Graha[] = RASHI_LORDS;
const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d;

function kpEntry(lon: number) {
  const l = kpLords(lon);
  const sign = Math.floor(l.lon / 30);
  return { lon: round(l.lon), sign: SIGN_NAMES[sign]!, sign_lord: LORD[sign]!, star_lord: l.starLord, sub_lord: l.subLord, sub_sub_lord: l.subSubLord };
}

/** KP cusps (Placidus) and planets in the KP or Lahiri ayanamsa, with sign, star, sub and sub-sub lords. */
export function kpDepthJson(chart: BirthChart, ayanamsa: 'kp' | 'lahiri' = 'kp') {
  const jd = chart.ut.jdUt;
  const cusps = ayanamsa === 'kp' ? kpCusps(jd, chart.input.lat, chart.input.lon).cusps.map((c) => c.lon) : chart.houses.placidus.cusps;
  const p = grahaPositions(jd, { ayanamsa, node: chart.node });
  const planets: Record<string, ReturnType<typeof kpEntry>> = {};
  for (const g of GRAHAS) planets[g] = kpEntry(p.planets[g].lon);
  return { ayanamsa: ayanamsa === 'kp' ? 'KP' : 'LAHIRI', cusps: cusps.map((lon, i) => ({ house: i + 1, ...kpEntry(lon) })), planets };
}

export function depthJson(input: BirthInput, opts: { yearOfLife?: number } = {}) {
  const chart = birthChart({ ...input, node: input.node ?? 'true' });
  const placements = { planets: Object.fromEntries(GRAHAS.map((g) => [g, { lon: chart.planets[g].lon, speed: chart.planets[g].speed }])) as never, ascendantLon: chart.ascendant.lon };
  const av = ashtakavarga(placements, BINDU_TABLES_PVR);
  // computed once, used by several keys
  const strength = shadbala(chart);
  const yearOfLife = opts.yearOfLife ?? 30;
  const annual = varshaphal(chart, yearOfLife);
  const bySign = (xs: number[]) => Object.fromEntries(SIGN_NAMES.map((s, i) => [s, xs[i]]));
  return {
    input: { date: input.date, time: input.time, lat: input.lat, lon: input.lon, tz: input.timeZone, jd_ut: round(chart.ut.jdUt, 8) },
    ...shadbalaDepthJson(chart, strength),
    bhava_bala: bhavaBala(chart, strength).map((r) => ({ house: r.house, virupa: r.virupa, rupa: r.rupa, ratio: r.ratio, lord: r.lord, adhipati: r.adhipati, dig: r.dig, drishti: r.drishti })),
    ...jaiminiDepthJson(chart),
    chara_dasha: charaDashaDepthJson(chart),
    chara_dasha_antardashas: charaAntardashasJson(chart),
    varshaphal: { ...varshaphalDepthJson(chart, yearOfLife, annual), ...tajikaDepthJson(chart, yearOfLife, annual) },
    kp: kpDepthJson(chart, 'kp'),
    kp_lahiri: kpDepthJson(chart, 'lahiri'),
    extras: {
      vimshopaka: vimshopakaBala(chart),
      yogini_dasha: chart.yogini.mahadashas.slice(0, 8).map((d) => ({ lord: d.lord, start_local: formatLocalIso(d.startJd, input.timeZone).replace('T', ' ').slice(0, 19), years: d.years })),
      ashtakavarga: {
        tables: 'P.V.R. Narasimha Rao (as Jagannatha Hora); the kundli pages use BPHS, see the engine README',
        sav_by_sign: bySign(av.sarva),
        sav_total: av.sarvaTotal,
        bav_by_sign: Object.fromEntries(Object.entries(av.bhinna).map(([g, b]) => [g, bySign(b.bindus)])),
      },
    },
    not_computed: [] as string[], // muhurta is a search over dates, not a part of one chart: `muhurta()` and GET /api/astro/muhurta
  };
}
