/**
 * Muhurta: windows in a date range, at a place, that meet the classical panchang conditions for an event, each with
 * why it qualifies and what it avoided.
 *
 * How: every Hindu day (sunrise to sunrise) in the range is cut at each change of tithi, nakshatra, yoga, karana and
 * lagna and at the edges of Rahu kaal, Yamaganda and Gulika kaal; each piece is judged at its middle; qualifying pieces
 * that touch are joined into a window (the lagna may change inside one; the window lists every lagna it spans).
 *
 * Rules (as the common almanacs summarise Muhurta Chintamani; tithis 1–15 Shukla, 16–30 Krishna):
 * - Always avoided: Rahu kaal, Yamaganda, Gulika kaal; Vishti (Bhadra) karana; the yogas Vishkambha, Atiganda,
 *   Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha and Vaidhriti; the rikta tithis (Chaturthi, Navami, Chaturdashi)
 *   and Amavasya.
 * - Each event has its nakshatras, weekdays and tithis (EVENT_RULES); marriage, griha pravesh and mundan also avoid
 *   kharmas (the Sun in Sagittarius or Pisces).
 * - Lagna shuddhi where the event names it: no malefic (Sun, Mars, Saturn, Rahu, Ketu) in the lagna or the 8th
 *   (marriage: the 7th too), the Moon not in the 6th, 8th or 12th from the lagna; griha pravesh wants a fixed or dual
 *   lagna.
 * The search runs through at most 92 days and returns windows of at least 12 minutes.
 */
import { houses } from '../astro/houses.js';
import { grahaPositions, type Graha } from '../astro/positions.js';
import type { AyanamsaSystem } from '../astro/ayanamsa.js';
import { formatLocalIso } from '../astro/time-zone.js';
import { JyotishError } from '../errors.js';
import { panchangDay, type PanchangDay } from '../panchang/day.js';
import { limbEnd, limbIndex, luniSolar, type Limb } from '../panchang/elements.js';
import { karanaName, NAKSHATRA_NAMES, tithiName, YOGA_NAMES } from '../panchang/names.js';
import { SIGN_NAMES } from '../depth/jaimini.js';

export const MUHURTA_EVENTS = ['marriage', 'griha_pravesh', 'vehicle', 'business', 'naming', 'mundan'] as const;
export type MuhurtaEvent = (typeof MUHURTA_EVENTS)[number];

type EventRule = { nakshatras: number[]; weekdays: number[]; tithis: number[]; kharmas: boolean; lagna: 'marriage' | 'fixed' | 'plain' };
const SHUKLA_AND_KRISHNA = (xs: number[]) => [...xs, ...xs.filter((x) => x < 15).map((x) => x + 15)];

/** Nakshatras 1..27, weekdays 0 = Sunday, tithis 1..30. */
export const EVENT_RULES: Readonly<Record<MuhurtaEvent, EventRule>> = {
  marriage: { nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27], weekdays: [1, 3, 4, 5], tithis: [...SHUKLA_AND_KRISHNA([2, 3, 5, 7, 10, 11, 12, 13]), 15], kharmas: true, lagna: 'marriage' },
  griha_pravesh: { nakshatras: [4, 5, 12, 14, 17, 21, 26, 27], weekdays: [1, 3, 4, 5], tithis: SHUKLA_AND_KRISHNA([2, 3, 5, 7, 10, 11, 13]), kharmas: true, lagna: 'fixed' },
  vehicle: { nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27], weekdays: [1, 3, 4, 5], tithis: [...SHUKLA_AND_KRISHNA([1, 2, 3, 5, 6, 7, 10, 11, 12, 13]), 15], kharmas: false, lagna: 'plain' },
  business: { nakshatras: [1, 4, 8, 12, 13, 14, 17, 21, 22, 26, 27], weekdays: [1, 3, 4, 5], tithis: [...SHUKLA_AND_KRISHNA([2, 3, 5, 7, 10, 11, 13]), 15], kharmas: false, lagna: 'plain' },
  naming: { nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27], weekdays: [1, 3, 4, 5], tithis: [...SHUKLA_AND_KRISHNA([1, 2, 3, 5, 7, 10, 11, 12, 13]), 15], kharmas: false, lagna: 'plain' },
  mundan: { nakshatras: [1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27], weekdays: [1, 3, 4, 5], tithis: SHUKLA_AND_KRISHNA([2, 3, 5, 7, 10, 11, 13]), kharmas: true, lagna: 'plain' },
};
const AVOIDED_YOGAS = [1, 6, 9, 10, 13, 15, 17, 19, 27];
const RIKTA_AND_AMAVASYA = [4, 9, 14, 19, 24, 29, 30];
const MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
const SIGNS = SIGN_NAMES;

/** Why a piece of time was left out. */
export type AvoidReason =
  | { kind: 'rahu_kaal' | 'yamaganda' | 'gulika' | 'vishti' | 'kharmas' }
  | { kind: 'yoga'; yoga: number; name: string }
  | { kind: 'tithi'; tithi: number; name: string; rikta: boolean }
  | { kind: 'nakshatra'; nakshatra: number; name: string }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'lagna'; sign: string; problem: 'malefic_in_lagna' | 'malefic_in_7th' | 'malefic_in_8th' | 'moon_dusthana' | 'movable' };

export type Avoided = { start: string; end: string; reasons: AvoidReason[] };

export type MuhurtaWindow = {
  start: string;
  end: string;
  startJd: number;
  endJd: number;
  minutes: number;
  weekday: number;
  tithis: Array<{ number: number; name: string; paksha: 'Shukla' | 'Krishna' }>;
  nakshatras: Array<{ number: number; name: string }>;
  yogas: Array<{ number: number; name: string }>;
  karanas: Array<{ number: number; name: string }>;
  /** the lagnas the window spans (with lagna shuddhi checked for each) */
  lagnas: string[];
  /** the pieces just before and after the window, left out, with why */
  avoided: Avoided[];
};

export type MuhurtaInput = { event: MuhurtaEvent; from: string; to: string; lat: number; lon: number; timeZone: string; ayanamsa?: AyanamsaSystem };
export type MuhurtaResult = { event: MuhurtaEvent; from: string; to: string; days: number; windows: MuhurtaWindow[] };

type Piece = { a: number; b: number; weekday: number; tithi: number; nakshatra: number; yoga: number; karana: number; lagna: number; reasons: AvoidReason[] };

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function limbBoundaries(limb: Limb, from: number, to: number, system: AyanamsaSystem): number[] {
  const out: number[] = [];
  for (let t = from; ;) {
    const e = limbEnd(limb, t, system);
    if (!(e < to)) break;
    out.push(e);
    t = e + 1e-6;
  }
  return out;
}

function lagnaBoundaries(from: number, to: number, lat: number, lon: number, system: AyanamsaSystem): number[] {
  const signAt = (jd: number) => Math.floor(houses(jd, lat, lon, system).ascendant / 30);
  const out: number[] = [];
  const step = 5 / 1440;
  let prevT = from;
  let prev = signAt(from);
  for (let t = from + step; t < to + step; t += step) {
    const tt = Math.min(t, to);
    const s = signAt(tt);
    if (s !== prev) {
      let lo = prevT;
      let hi = tt;
      while (hi - lo > 5 / 86400) {
        const mid = (lo + hi) / 2;
        if (signAt(mid) === prev) lo = mid;
        else hi = mid;
      }
      out.push(hi);
      prev = s;
    }
    prevT = tt;
  }
  return out;
}

function judge(event: MuhurtaEvent, p: Omit<Piece, 'reasons'>, day: PanchangDay, planets: Record<Graha, number>, moonLon: number, sunLon: number): AvoidReason[] {
  const rule = EVENT_RULES[event];
  const reasons: AvoidReason[] = [];
  const mid = (p.a + p.b) / 2;
  const inside = (i: { start: { jd: number }; end: { jd: number } } | null) => !!i && mid >= i.start.jd && mid < i.end.jd;
  if (inside(day.rahuKaal)) reasons.push({ kind: 'rahu_kaal' });
  if (inside(day.yamaganda)) reasons.push({ kind: 'yamaganda' });
  if (inside(day.gulikaKaal)) reasons.push({ kind: 'gulika' });
  if (karanaName(p.karana) === 'Vishti') reasons.push({ kind: 'vishti' });
  if (AVOIDED_YOGAS.includes(p.yoga)) reasons.push({ kind: 'yoga', yoga: p.yoga, name: YOGA_NAMES[p.yoga - 1]! });
  if (RIKTA_AND_AMAVASYA.includes(p.tithi) || !rule.tithis.includes(p.tithi)) reasons.push({ kind: 'tithi', tithi: p.tithi, name: tithiName(p.tithi), rikta: RIKTA_AND_AMAVASYA.includes(p.tithi) });
  if (!rule.nakshatras.includes(p.nakshatra)) reasons.push({ kind: 'nakshatra', nakshatra: p.nakshatra, name: NAKSHATRA_NAMES[p.nakshatra - 1]! });
  if (!rule.weekdays.includes(p.weekday)) reasons.push({ kind: 'weekday', weekday: p.weekday });
  const sunSign = Math.floor(sunLon / 30);
  if (rule.kharmas && (sunSign === 8 || sunSign === 11)) reasons.push({ kind: 'kharmas' });
  // lagna shuddhi
  const house = (lon: number) => ((Math.floor(lon / 30) - p.lagna + 12) % 12) + 1;
  const sign = SIGNS[p.lagna]!;
  const maleficIn = (h: number) => MALEFICS.some((g) => house(planets[g]) === h);
  if (maleficIn(1)) reasons.push({ kind: 'lagna', sign, problem: 'malefic_in_lagna' });
  if (rule.lagna === 'marriage' && maleficIn(7)) reasons.push({ kind: 'lagna', sign, problem: 'malefic_in_7th' });
  if (maleficIn(8)) reasons.push({ kind: 'lagna', sign, problem: 'malefic_in_8th' });
  if ([6, 8, 12].includes(house(moonLon))) reasons.push({ kind: 'lagna', sign, problem: 'moon_dusthana' });
  if (rule.lagna === 'fixed' && p.lagna % 3 === 0) reasons.push({ kind: 'lagna', sign, problem: 'movable' });
  return reasons;
}

/** Windows for `event` from `from` to `to` (local dates, inclusive) at a place. */
export function muhurta(input: MuhurtaInput): MuhurtaResult {
  const { event, lat, lon, timeZone } = input;
  const system = input.ayanamsa ?? 'lahiri';
  if (!(MUHURTA_EVENTS as readonly string[]).includes(event)) throw new JyotishError('INVALID_ARGUMENT', `Unknown event; use one of ${MUHURTA_EVENTS.join(', ')}.`);
  const days = Math.round((Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000) + 1;
  if (!Number.isFinite(days) || days < 1) throw new JyotishError('INVALID_ARGUMENT', 'The end date must be on or after the start date.');
  if (days > 92) throw new JyotishError('INVALID_ARGUMENT', 'Search at most 92 days at a time.');

  const pieces: Piece[] = [];
  for (let i = 0; i < days; i++) {
    const day = panchangDay({ date: addDays(input.from, i), lat, lon, timeZone, ayanamsa: system });
    if (!day.sunrise || !day.nextSunrise) continue; // polar day or night: no Hindu day to judge
    const S = day.sunrise.jd;
    const S2 = day.nextSunrise.jd;
    const cuts = new Set<number>([S, S2]);
    for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) for (const t of limbBoundaries(limb, S, S2, system)) cuts.add(t);
    for (const t of lagnaBoundaries(S, S2, lat, lon, system)) cuts.add(t);
    for (const iv of [day.rahuKaal, day.yamaganda, day.gulikaKaal]) if (iv) { cuts.add(iv.start.jd); cuts.add(iv.end.jd); }
    const times = [...cuts].filter((t) => t >= S && t <= S2).sort((x, y) => x - y);
    const pos = grahaPositions((S + S2) / 2, { ayanamsa: system, node: 'mean' });
    const planets = Object.fromEntries(Object.entries(pos.planets).map(([g, v]) => [g, v.lon])) as Record<Graha, number>;
    for (let k = 0; k + 1 < times.length; k++) {
      const a = times[k]!;
      const b = times[k + 1]!;
      if (b - a < 1 / 86400) continue;
      const m = (a + b) / 2;
      const ls = luniSolar(m, system);
      const base = { a, b, weekday: day.vaar.number, tithi: limbIndex('tithi', ls), nakshatra: limbIndex('nakshatra', ls), yoga: limbIndex('yoga', ls), karana: limbIndex('karana', ls), lagna: Math.floor(houses(m, lat, lon, system).ascendant / 30) };
      pieces.push({ ...base, reasons: judge(event, base, day, planets, ls.moon, ls.sun) });
    }
  }

  const windows: MuhurtaWindow[] = [];
  const local = (jd: number) => formatLocalIso(jd, timeZone);
  for (let k = 0; k < pieces.length;) {
    if (pieces[k]!.reasons.length > 0) { k++; continue; }
    let j = k;
    while (j + 1 < pieces.length && pieces[j + 1]!.reasons.length === 0 && Math.abs(pieces[j + 1]!.a - pieces[j]!.b) < 1e-6) j++;
    const run = pieces.slice(k, j + 1);
    const a = run[0]!.a;
    const b = run[run.length - 1]!.b;
    const minutes = (b - a) * 1440;
    if (minutes >= 12) {
      const first = run[0]!;
      const uniq = <T,>(xs: T[]) => [...new Set(xs)];
      const avoided: Avoided[] = [];
      const before = pieces[k - 1];
      const after = pieces[j + 1];
      if (before && before.reasons.length) avoided.push({ start: local(before.a), end: local(before.b), reasons: before.reasons });
      if (after && after.reasons.length) avoided.push({ start: local(after.a), end: local(after.b), reasons: after.reasons });
      windows.push({
        start: local(a), end: local(b), startJd: a, endJd: b, minutes: Math.round(minutes),
        weekday: first.weekday,
        tithis: uniq(run.map((p) => p.tithi)).map((n) => ({ number: n, name: tithiName(n), paksha: n <= 15 ? 'Shukla' as const : 'Krishna' as const })),
        nakshatras: uniq(run.map((p) => p.nakshatra)).map((n) => ({ number: n, name: NAKSHATRA_NAMES[n - 1]! })),
        yogas: uniq(run.map((p) => p.yoga)).map((y) => ({ number: y, name: YOGA_NAMES[y - 1]! })),
        karanas: uniq(run.map((p) => p.karana)).map((c) => ({ number: c, name: karanaName(c) })),
        lagnas: uniq(run.map((p) => SIGNS[p.lagna]!)),
        avoided,
      });
    }
    k = j + 1;
  }
  return { event, from: input.from, to: input.to, days, windows };
}
