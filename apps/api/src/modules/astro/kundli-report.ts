/**
 * The free kundli report: everything the kundli page (and the PDF) renders, from one engine call plus the
 * birth-time sensitivity search. Names come in English and Hindi; times as ISO strings (UTC `…Z`, or local with
 * the birth place's offset where the field says `local`).
 */
import {
  dashaAt, formatLocalIso, jdFromUnixMs, kundli, limbEnd, limbIndex, luniSolar, panchangDay, vedic, karanaName,
  tithiName, YOGA_NAMES, VAAR_NAMES, type DashaPeriod, type Graha, type YoginiPeriod, type Kundli,
} from '@nakshatra/jyotish';
import type { Bilingual, BirthInput } from '@nakshatra/shared';
import { engineBirth, resolvePlace, withEngine, type ResolvedPlace } from './birth.js';
import { birthTimeSensitivity, type BirthTimeSensitivity } from './sensitivity.js';
import { kpSignificators } from './kp-significators.js';
import { DIGNITY_HI, VAAR_HI, WEEKDAY_EN, YOGA_HI, YOGINI_HI, graha, karanaHi, monthHi, pakshaHi, tithiHi } from './names.js';

const GRAHAS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

export type PeriodRow = { lord: Bilingual; start: string; end: string; years: number; isCurrent: boolean; sub?: PeriodRow[] };
export type ChartData = {
  key: string; division: number; name: string;
  /** Sign 1..12 on the first house. */
  ascendantSign: number;
  /** Sign 1..12 of each graha. */
  signs: Record<Graha, number>;
  /** Whole-sign house 1..12 of each graha from this chart's ascendant. */
  houses: Record<Graha, number>;
};

export type KundliReport = ReturnType<typeof buildKundliReport>;

export const limbName = (limb: 'tithi' | 'nakshatra' | 'yoga' | 'karana', n: number): Bilingual => {
  if (limb === 'tithi') return { en: `${n <= 15 ? 'Shukla' : 'Krishna'} ${tithiName(n)}`, hi: `${pakshaHi(n)} ${tithiHi(n)}` };
  if (limb === 'nakshatra') return vedic.nakshatraInfo(n).name;
  if (limb === 'yoga') return { en: YOGA_NAMES[n - 1], hi: YOGA_HI[n - 1] };
  return { en: karanaName(n), hi: karanaHi(karanaName(n)) };
};

function periods(list: DashaPeriod[] | YoginiPeriod[], nowJd: number, yogini = false): PeriodRow[] {
  return (list as Array<DashaPeriod & { yogini?: string }>).map((p) => ({
    lord: yogini && p.yogini ? { en: `${p.yogini} (${p.lord})`, hi: `${YOGINI_HI[p.yogini] ?? p.yogini} (${graha(p.lord).hi})` } : graha(p.lord),
    start: p.start,
    end: p.end,
    years: Math.round(p.years * 1e4) / 1e4,
    isCurrent: nowJd >= p.startJd && nowJd < p.endJd,
    ...(p.sub ? { sub: periods(p.sub as DashaPeriod[], nowJd, yogini) } : {}),
  }));
}

function chartOf(key: string, division: number, name: string, ascendantSign: number, signs: Record<Graha, number>): ChartData {
  const houses = {} as Record<Graha, number>;
  for (const g of GRAHAS) houses[g] = ((signs[g] - ascendantSign + 12) % 12) + 1;
  return { key, division, name, ascendantSign, signs, houses };
}

/** Computes the report for validated birth details; `now` flags the running dasha periods and sade sati. */
export function buildKundliReport(birth: BirthInput, now: Date, resolved?: ResolvedPlace) {
  const place = resolved ?? resolvePlace(birth);
  const input = engineBirth(birth, place);
  const nowJd = jdFromUnixMs(now.getTime());
  const k: Kundli = withEngine(() => kundli({ ...input, asOfJdUt: nowJd }));
  const jd = k.chart.ut.jdUt;
  const zone = place.zone;

  // Panchang at the birth moment; the Vedic weekday turns at sunrise.
  const day = withEngine(() => panchangDay({ date: input.date, lat: input.lat, lon: input.lon, timeZone: zone, ayanamsa: input.ayanamsa }));
  const ls = luniSolar(jd, input.ayanamsa);
  const limb = (l: 'tithi' | 'nakshatra' | 'yoga' | 'karana') => {
    const n = limbIndex(l, ls);
    return { number: n, name: limbName(l, n), ends: formatLocalIso(limbEnd(l, jd, input.ayanamsa, ls), zone) };
  };
  const beforeSunrise = day.sunrise !== null && jd < day.sunrise.jd;
  const vaarIdx = (day.vaar.number + (beforeSunrise ? 6 : 0)) % 7;

  const ayDelta = k.chart.ayanamsa - k.chart.kp.ayanamsa;
  const kpLon = {} as Record<Graha, number>;
  for (const g of GRAHAS) kpLon[g] = (((k.chart.planets[g].lon + ayDelta) % 360) + 360) % 360;

  const d1 = k.divisionalCharts[1];
  const charts: ChartData[] = [
    chartOf('D1', 1, 'Lagna (Rashi)', d1.ascendantSign, d1.signs),
    chartOf('Moon', 1, 'Chandra (Moon)', d1.signs.Moon, d1.signs),
    ...Object.values(k.divisionalCharts).filter((c) => c.division !== 1).map((c) => chartOf(`D${c.division}`, c.division, c.name, c.ascendantSign, c.signs)),
  ];

  const vim = k.chart.vimshottari;
  const current = dashaAt(vim.mahadashas, nowJd);
  const yoginiCurrent = dashaAt(k.chart.yogini.mahadashas as unknown as DashaPeriod[], nowJd) as unknown as YoginiPeriod[];
  const sadeSati = k.doshas.sadeSati;
  const jdIso = (x: number) => formatLocalIso(x, zone).slice(0, 10);

  return {
    input: { name: birth.name, gender: birth.gender, date: birth.date, time: input.time, ayanamsa: input.ayanamsa, node: input.node, place },
    birth: {
      utc: k.chart.ut.utcIso,
      utcOffset: k.chart.ut.offsetText,
      isAmbiguousLocalTime: k.chart.ut.isAmbiguous,
      jdUt: jd,
      ayanamsaDeg: k.chart.ayanamsa,
      weekday: { en: WEEKDAY_EN[vaarIdx], hi: VAAR_HI[vaarIdx], vaar: VAAR_NAMES[vaarIdx] },
    },
    panchang: {
      tithi: { ...limb('tithi'), paksha: limbIndex('tithi', ls) <= 15 ? { en: 'Shukla', hi: 'शुक्ल' } : { en: 'Krishna', hi: 'कृष्ण' } },
      nakshatra: limb('nakshatra'),
      yoga: limb('yoga'),
      karana: limb('karana'),
      sunrise: day.sunrise?.local ?? null,
      sunset: day.sunset?.local ?? null,
      moonrise: day.moonrise?.local ?? null,
      month: { amanta: { en: day.month.amanta.name, hi: monthHi(day.month.amanta.name) }, purnimanta: { en: day.month.purnimanta.name, hi: monthHi(day.month.purnimanta.name) } },
      samvat: day.samvat,
    },
    avakahada: k.avakahada,
    ascendant: { ...k.ascendant, kp: k.chart.ascendant.kp },
    planets: GRAHAS.map((g) => {
      const p = k.planets[g];
      return {
        graha: g, name: p.name, lon: p.lon, speed: p.speed, retrograde: p.retrograde, combust: p.combust,
        rashi: p.rashi, rashiName: p.rashiName, rashiLord: graha(p.rashiLord), degInRashi: p.degInRashi,
        nakshatra: p.nakshatra, nakshatraName: p.nakshatraName, pada: p.pada, nakshatraLord: graha(p.nakshatraLord),
        house: p.house, dignity: { key: p.dignity, en: p.dignity, hi: DIGNITY_HI[p.dignity] ?? p.dignity },
        avasthas: p.avasthas.names, kp: k.chart.planets[g].kp,
      };
    }),
    charts,
    vimshottari: {
      birthNakshatraLord: graha(vim.birthLord),
      balanceAtBirthYears: vim.balanceYears,
      yearDays: vim.yearDays,
      current: current.map((p) => ({ lord: graha(p.lord), start: p.start, end: p.end })),
      mahadashas: periods(vim.mahadashas, nowJd),
    },
    yogini: {
      birthYogini: { en: k.chart.yogini.birthYogini, hi: YOGINI_HI[k.chart.yogini.birthYogini] },
      balanceAtBirthYears: k.chart.yogini.balanceYears,
      current: yoginiCurrent.map((p) => ({ lord: { en: `${p.yogini} (${p.lord})`, hi: `${YOGINI_HI[p.yogini]} (${graha(p.lord).hi})` }, start: p.start, end: p.end })),
      mahadashas: periods(k.chart.yogini.mahadashas, nowJd, true),
    },
    ashtakavarga: {
      bhinna: Object.fromEntries(Object.values(k.ashtakavarga.bhinna).map((b) => [b.planet, { bindus: b.bindus, total: b.total }])),
      sarva: k.ashtakavarga.sarva,
      sarvaTotal: k.ashtakavarga.sarvaTotal,
      sarvaByHouse: k.ashtakavarga.sarvaByHouse,
    },
    doshas: {
      manglik: k.doshas.manglik,
      kaalSarp: k.doshas.kaalSarp,
      sadeSati: {
        moonSign: sadeSati.moonSign,
        current: sadeSati.current,
        periods: sadeSati.periods.map((p) => ({ start: jdIso(p.startJd), end: jdIso(p.endJd), isCurrent: nowJd >= p.startJd && nowJd < p.endJd, phases: p.phases.map((ph) => ({ phase: ph.phase, saturnSign: ph.saturnSign, start: jdIso(ph.startJd), end: jdIso(ph.endJd) })) })),
        dhaiya: sadeSati.dhaiya.map((d) => ({ kind: d.kind, saturnSign: d.saturnSign, start: jdIso(d.startJd), end: jdIso(d.endJd) })),
      },
    },
    yogas: k.yogas,
    kp: {
      system: k.chart.kp.system,
      ayanamsaDeg: k.chart.kp.ayanamsa,
      cusps: k.chart.kp.cusps,
      ...kpSignificators(k.chart.kp, kpLon),
    },
    sensitivity: birthTimeSensitivity(jd, input.lat, input.lon, input.ayanamsa, input.node) satisfies BirthTimeSensitivity,
    asOf: now.toISOString(),
  };
}
