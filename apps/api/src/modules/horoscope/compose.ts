/**
 * The rule-based horoscope composer: real transits → phrases from the English and Hindi banks. Deterministic:
 * the same (type, sign, period, language) always gives the same text, because every choice is a hash of them.
 * Daily: the Moon's house from the sign and its nakshatra (at 06:00 IST), the weekday and one faster planet.
 * Weekly/monthly/yearly: the houses of Sun…Saturn and Rahu from the sign, retrogrades and sign changes.
 */
import { createHash } from 'node:crypto';
import { panchangDay } from '@nakshatra/jyotish';
import type { HoroscopeType, Lang } from '@nakshatra/shared';
import { en } from './phrases-en.js';
import { hi } from './phrases-hi.js';
import type { PhraseBank, Section, SlowPlanet } from './phrase-bank.js';
import { periodOf, type Period } from './periods.js';
import { periodTransits, type Body, type PeriodTransits } from './transits.js';

const BANKS: Record<Lang, PhraseBank> = { en, hi };
const SECTIONS: Section[] = ['overview', 'love', 'career', 'money', 'health'];
const SIGN_LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const HORA_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const WEEKDAY_LORD = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Chandra gochar: Moon in 1, 3, 6, 7, 10, 11 from the sign is favourable; 4, 8, 12 hard. */
const MOON_GOOD = new Set([1, 3, 6, 7, 10, 11]);
const MOON_HARD = new Set([4, 8, 12]);
/** Classical good transit houses of the slower planets (counted from the sign). */
const GOOD_HOUSES: Record<SlowPlanet, number[]> = {
  Sun: [3, 6, 10, 11], Mars: [3, 6, 11], Mercury: [2, 4, 6, 8, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Jupiter: [2, 5, 7, 9, 11], Saturn: [3, 6, 11], Rahu: [3, 6, 11],
};
/** Which transits speak for each section, by period type. */
const SECTION_PLANETS: Record<Exclude<HoroscopeType, 'daily'>, Record<Section, SlowPlanet[]>> = {
  weekly: { overview: ['Sun'], love: ['Venus'], career: ['Mercury'], money: ['Jupiter'], health: ['Mars'] },
  monthly: { overview: ['Rahu'], love: ['Venus'], career: ['Sun', 'Saturn'], money: ['Mercury', 'Jupiter'], health: ['Mars'] },
  yearly: { overview: ['Rahu'], love: ['Venus', 'Jupiter'], career: ['Saturn'], money: ['Jupiter'], health: ['Mars', 'Saturn'] },
};

export type ComposedHoroscope = {
  type: HoroscopeType;
  sign: { number: number; en: string; hi: string };
  lang: Lang;
  period: { start: string; end: string };
  sections: Record<Section, string>;
  lucky: { number: number; colour: string; time: string };
  why: string;
  /** The transit basis as data: houses from the sign (1..12), retrogrades, sign changes. */
  basis: { houses: Partial<Record<Body, number>>; moonNakshatra?: number; retrograde: Body[]; ingresses: Array<{ body: Body; sign: number; house: number; date: string }> };
  isEdited: boolean;
  editedAt?: string;
};

const house = (sign: number, bodySign: number) => ((bodySign - sign + 12) % 12) + 1;

function pick<T>(list: readonly T[], ...seed: Array<string | number>): T {
  const h = createHash('sha256').update(seed.join('|')).digest();
  return list[h.readUInt32BE(0) % list.length];
}

function rotate<T>(list: readonly T[], dayNumber: number, ...seed: Array<string | number>): T {
  const h = createHash('sha256').update(seed.join('|')).digest();
  return list[(h.readUInt32BE(0) + dayNumber) % list.length];
}

function fill(t: string, vars: Record<string, string | number>): string {
  return t.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

const transitCache = new Map<string, PeriodTransits>();
function transitsFor(period: Period): PeriodTransits {
  const key = `${period.type}|${period.start}`;
  let t = transitCache.get(key);
  if (!t) {
    t = periodTransits(period);
    if (transitCache.size > 2000) transitCache.clear();
    transitCache.set(key, t);
  }
  return t;
}

const horaCache = new Map<string, { start: number; dayHours: number; weekday: number } | null>();
/** The first daytime hora ruled by `lord` at New Delhi, as "HH:MM–HH:MM" IST. */
function horaTime(date: string, lord: string): string {
  let d = horaCache.get(date);
  if (d === undefined) {
    const p = panchangDay({ date, lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' });
    d = p.sunrise && p.sunset ? { start: p.sunrise.jd, dayHours: (p.sunset.jd - p.sunrise.jd) / 12, weekday: p.vaar.number } : null;
    if (horaCache.size > 5000) horaCache.clear();
    horaCache.set(date, d);
  }
  if (!d) return '';
  const first = HORA_ORDER.indexOf(WEEKDAY_LORD[d.weekday]);
  for (let i = 0; i < 12; i++) {
    if (HORA_ORDER[(first + i) % 7] !== lord) continue;
    const hhmm = (jd: number) => new Date((jd - 2440587.5) * 86400_000 + 5.5 * 3600_000).toISOString().slice(11, 16);
    return `${hhmm(d.start + i * d.dayHours)}–${hhmm(d.start + (i + 1) * d.dayHours)}`;
  }
  return '';
}

function luckyNumber(sign: number, start: string, h: number): number {
  const digits = `${start}${sign}${h}`.replace(/\D/g, '').split('').reduce((s, c) => s + Number(c), 0);
  return ((digits - 1) % 9) + 1;
}

function composeDaily(sign: number, period: Period, lang: Lang, t: PeriodTransits) {
  const b = BANKS[lang];
  const day = t.moon[0];
  const h = house(sign, day.moonSign);
  const weekday = new Date(`${period.start}T00:00:00Z`).getUTCDay();
  const seed = (s: string) => [sign, period.start, s];
  const mh = b.moonHouse[h - 1];
  // rotate through a house's variants day by day: the Moon stays 2–3 days in a house, so consecutive days differ
  const dayNumber = Math.floor(Date.parse(`${period.start}T00:00:00Z`) / 86400_000);
  const line = (s: Section) => rotate(mh[s], dayNumber, sign, s);
  const planetLine = (p: SlowPlanet) => b.planetHouse[p][house(sign, t.signs[p]) - 1];
  const tone = MOON_GOOD.has(h) ? 'good' : MOON_HARD.has(h) ? 'hard' : 'mixed';
  // each section pairs the Moon's line with a planet's house from the sign, so two signs never read alike
  const companions: Record<Exclude<Section, 'overview'>, SlowPlanet[]> = { love: ['Venus'], career: ['Sun', 'Saturn', 'Mercury'], money: ['Jupiter', 'Mercury'], health: ['Mars'] };
  const sections = {} as Record<Section, string>;
  const used: Partial<Record<Body, number>> = { Moon: h };
  for (const s of SECTIONS) sections[s] = line(s);
  for (const [s, list] of Object.entries(companions) as Array<[Exclude<Section, 'overview'>, SlowPlanet[]]>) {
    const p = list[(dayNumber + sign) % list.length];
    sections[s] = `${sections[s]} ${planetLine(p)}`;
    used[p] = house(sign, t.signs[p]);
  }
  sections.overview = `${sections.overview} ${b.nakshatra[day.moonNakshatra - 1]} ${b.weekday[weekday]}`;
  sections.health = `${sections.health} ${pick(b.closing[tone], ...seed('closing'))}`;
  const retro = t.retrograde.filter((p) => b.retrograde[p as SlowPlanet]).slice(0, 1);
  if (retro.length) sections.career = `${sections.career} ${b.retrograde[retro[0] as SlowPlanet]}`;
  const why = fill(b.templates.why.daily, { moonSign: b.signName[day.moonSign - 1], nak: b.nakshatraName[day.moonNakshatra - 1], house: b.ordinal(h), sign: b.signName[sign - 1] });
  return {
    sections, why,
    lucky: { number: luckyNumber(sign, period.start, h), colour: b.colours[(sign + h + weekday) % 12], time: horaTime(period.start, SIGN_LORDS[sign - 1]) },
    basis: { houses: used, moonNakshatra: day.moonNakshatra, retrograde: t.retrograde, ingresses: [] },
  };
}

function composeLonger(type: Exclude<HoroscopeType, 'daily'>, sign: number, period: Period, lang: Lang, t: PeriodTransits) {
  const b = BANKS[lang];
  const seed = (s: string) => [type, sign, period.start, s];
  const houses = {} as Record<SlowPlanet, number>;
  for (const p of ['Sun', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Saturn', 'Rahu'] as SlowPlanet[]) houses[p] = house(sign, t.signs[p]);
  const score = (Object.keys(houses) as SlowPlanet[]).reduce((s, p) => s + (GOOD_HOUSES[p].includes(houses[p]) ? 1 : -0.5), 0);
  const tone = score >= 3 ? 'good' : score <= 0 ? 'hard' : 'mixed';
  const planets = SECTION_PLANETS[type];
  const sections = {} as Record<Section, string>;
  for (const s of SECTIONS) sections[s] = planets[s].map((p) => b.planetHouse[p][houses[p] - 1]).join(' ');
  if (type === 'weekly' && t.moon.length) {
    const moonHouses = [...new Set(t.moon.map((d) => house(sign, d.moonSign)))];
    const firstMoon = b.moonHouse[moonHouses[0] - 1];
    for (const s of ['love', 'career', 'money', 'health'] as Section[]) sections[s] = `${sections[s]} ${pick(firstMoon[s], ...seed(s))}`;
    sections.overview = `${sections.overview} ${fill(b.templates.weekMoon, { houses: moonHouses.map((x) => b.ordinal(x)).join(', ') })}`;
  }
  sections.overview = fill(b.templates.periodIntro[type], { line: lowerFirst(sections.overview, lang) });
  const relevant = new Set<Body>([...Object.values(planets).flat(), ...(type === 'yearly' ? ['Jupiter', 'Saturn', 'Rahu'] as Body[] : ['Sun', 'Mars', 'Venus', 'Mercury'] as Body[])]);
  const ingresses = t.ingresses.filter((i) => relevant.has(i.body)).map((i) => ({ ...i, house: house(sign, i.sign) }));
  const shownIngress = ingresses.slice(0, type === 'weekly' ? 2 : 4).map((i) => fill(b.templates.ingress, { planet: b.planetName[i.body], sign: b.signName[i.sign - 1], house: b.ordinal(i.house), date: formatDate(i.date, lang) }));
  if (shownIngress.length) sections.overview = `${sections.overview} ${shownIngress.join(' ')}`;
  const retro = t.retrograde.map((p) => b.retrograde[p as SlowPlanet]).filter(Boolean) as string[];
  if (retro.length) sections.career = `${sections.career} ${retro[0]}`;
  if (retro.length > 1) sections.money = `${sections.money} ${retro[1]}`;
  sections.health = `${sections.health} ${pick(b.closing[tone], ...seed('closing'))}`;
  const list = (Object.keys(houses) as SlowPlanet[]).map((p) => `${b.planetName[p]} ${b.ordinal(houses[p])}${t.retrograde.includes(p) ? (lang === 'hi' ? ' (वक्री)' : ' (retrograde)') : ''}`).join(', ');
  const why = fill(b.templates.why.longer, { sign: b.signName[sign - 1], list });
  const startWeekday = new Date(`${period.start}T00:00:00Z`).getUTCDay();
  return {
    sections, why,
    lucky: { number: luckyNumber(sign, period.start, houses.Jupiter), colour: b.colours[(sign + houses.Jupiter + houses.Venus) % 12], time: horaTime(period.start, SIGN_LORDS[sign - 1]) + (lang === 'hi' ? ` (${['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'][startWeekday]})` : ` (${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][startWeekday]})`) },
    basis: { houses, retrograde: t.retrograde, ingresses },
  };
}

function lowerFirst(s: string, lang: Lang): string {
  if (lang === 'hi') return s;
  return s.startsWith('The ') ? `the ${s.slice(4)}` : s;
}

function formatDate(date: string, lang: Lang): string {
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

const SIGN_EN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const SIGN_HI = hi.signName;

const composedCache = new Map<string, ComposedHoroscope>();

/** The generated horoscope of `type` for sign 1..12 and the period containing `date` (YYYY-MM-DD). */
export function composeHoroscope(type: HoroscopeType, sign: number, date: string, lang: Lang): ComposedHoroscope {
  const period = periodOf(type, date);
  const key = `${type}|${sign}|${period.start}|${lang}`;
  const hit = composedCache.get(key);
  if (hit) return hit;
  const t = transitsFor(period);
  const body = type === 'daily' ? composeDaily(sign, period, lang, t) : composeLonger(type, sign, period, lang, t);
  const result: ComposedHoroscope = {
    type, sign: { number: sign, en: SIGN_EN[sign - 1], hi: SIGN_HI[sign - 1] }, lang,
    period: { start: period.start, end: period.end }, ...body, isEdited: false,
  };
  if (composedCache.size > 10_000) composedCache.clear();
  composedCache.set(key, result);
  return result;
}
