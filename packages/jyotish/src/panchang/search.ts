/**
 * Range searches over the panchang for one place: Ekadashi, Purnima, Amavasya, Pradosh, Sankranti and the
 * major festivals defined by tithi rules. Every result is a dated event on the local civil calendar; a search
 * with nothing in its window returns an empty list (`findNext*` return null).
 *
 * Day rule: a vrat or festival falls on the civil day whose chosen time of day (sunrise, midday, aparahna,
 * pradosh = sunset, nishita = midnight between sunset and next sunrise) lies in the tithi. When the tithi
 * touches no such moment (kshaya), it goes to the day on which it began, flagged `isKshaya`.
 */
import { JyotishError, assertLatitude, assertLongitude } from '../errors.js';
import { norm360 } from '../astro/angles.js';
import { siderealLongitude } from '../astro/positions.js';
import type { AyanamsaSystem } from '../astro/ayanamsa.js';
import { formatLocalIso, localMidnightJd, parseDate, type CalendarDate } from '../astro/time-zone.js';
import { findCrossing, limbIndex, luniSolar } from './elements.js';
import { nextNewMoon, nextRiseSet, previousNewMoon } from './sun-moon-events.js';
import { MONTH_NAMES, RASHI_NAMES, tithiName } from './names.js';
import type { Moment } from './day.js';

/** Where and when to search. */
export interface SearchInput {
  /** First local date, `YYYY-MM-DD`. */
  from: string;
  /** Last local date included, `YYYY-MM-DD` (at most 1100 days after `from`). */
  to: string;
  /** Latitude, degrees [-90, 90]. */
  lat: number;
  /** Longitude, degrees [-180, 180], east positive. */
  lon: number;
  /** IANA zone. */
  timeZone: string;
  /** Ayanamsa for sankrantis and month names (default lahiri). */
  ayanamsa?: AyanamsaSystem;
}

/** A dated event. */
export interface DatedEvent {
  /** Local civil date `YYYY-MM-DD`. */
  date: string;
  /** Stable key, e.g. `ekadashi`, `purnima`, `sankranti`, `diwali`. */
  key: string;
  /** Display name, e.g. `Shukla Ekadashi (Kartika)`, `Makara Sankranti`, `Diwali (Lakshmi Puja)`. */
  name: string;
  /** Tithi 1..30 that defines it (absent for sankrantis). */
  tithi?: number;
  /** Amanta month name of the tithi. */
  month?: string;
  /** True when the tithi touched no reference moment and the event took the day it began. */
  isKshaya?: boolean;
  /** The exact moment (sankranti instant), when meaningful. */
  moment?: Moment;
}

/** Time of day at which a tithi is tested. */
export type DayTime = 'sunrise' | 'midday' | 'aparahna' | 'pradosh' | 'nishita';

/** A festival defined by a tithi in an amanta month at a time of day. */
export interface FestivalRule {
  key: string;
  name: string;
  /** Amanta month 1 = Chaitra … 12 = Phalguna. */
  month: number;
  /** Tithi 1..30. */
  tithi: number;
  at: DayTime;
  /** Days to add to the matched day (Holi = the day after Holika Dahan). */
  offsetDays?: number;
}

/** The festivals this engine dates (amanta months; North-Indian customary times of day). */
export const FESTIVAL_RULES: readonly FestivalRule[] = [
  { key: 'ugadi', name: 'Chaitra Navratri begins / Ugadi / Gudi Padwa', month: 1, tithi: 1, at: 'sunrise' },
  { key: 'ram-navami', name: 'Ram Navami', month: 1, tithi: 9, at: 'midday' },
  { key: 'hanuman-jayanti', name: 'Hanuman Jayanti', month: 1, tithi: 15, at: 'sunrise' },
  { key: 'akshaya-tritiya', name: 'Akshaya Tritiya', month: 2, tithi: 3, at: 'sunrise' },
  { key: 'buddha-purnima', name: 'Buddha Purnima', month: 2, tithi: 15, at: 'sunrise' },
  { key: 'guru-purnima', name: 'Guru Purnima', month: 4, tithi: 15, at: 'sunrise' },
  { key: 'nag-panchami', name: 'Nag Panchami', month: 5, tithi: 5, at: 'sunrise' },
  { key: 'raksha-bandhan', name: 'Raksha Bandhan', month: 5, tithi: 15, at: 'sunrise' },
  { key: 'janmashtami', name: 'Krishna Janmashtami', month: 5, tithi: 23, at: 'nishita' },
  { key: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', month: 6, tithi: 4, at: 'midday' },
  { key: 'sharad-navratri', name: 'Sharad Navratri begins', month: 7, tithi: 1, at: 'sunrise' },
  { key: 'dussehra', name: 'Dussehra (Vijayadashami)', month: 7, tithi: 10, at: 'aparahna' },
  { key: 'karwa-chauth', name: 'Karwa Chauth', month: 7, tithi: 19, at: 'pradosh' },
  { key: 'dhanteras', name: 'Dhanteras', month: 7, tithi: 28, at: 'pradosh' },
  { key: 'diwali', name: 'Diwali (Lakshmi Puja)', month: 7, tithi: 30, at: 'pradosh' },
  { key: 'govardhan-puja', name: 'Govardhan Puja', month: 8, tithi: 1, at: 'sunrise' },
  { key: 'bhai-dooj', name: 'Bhai Dooj', month: 8, tithi: 2, at: 'aparahna' },
  { key: 'chhath', name: 'Chhath Puja', month: 8, tithi: 6, at: 'sunrise' },
  { key: 'dev-uthani-ekadashi', name: 'Dev Uthani Ekadashi', month: 8, tithi: 11, at: 'sunrise' },
  { key: 'kartik-purnima', name: 'Kartik Purnima', month: 8, tithi: 15, at: 'sunrise' },
  { key: 'vasant-panchami', name: 'Vasant Panchami', month: 11, tithi: 5, at: 'sunrise' },
  { key: 'maha-shivaratri', name: 'Maha Shivaratri', month: 11, tithi: 29, at: 'nishita' },
  { key: 'holika-dahan', name: 'Holika Dahan', month: 12, tithi: 15, at: 'pradosh' },
  { key: 'holi', name: 'Holi', month: 12, tithi: 15, at: 'pradosh', offsetDays: 1 },
];

interface DayRecord {
  date: CalendarDate;
  iso: string;
  /** Tithi at each time of day, or null when the Sun does not rise. */
  tithi: Record<DayTime, number> | null;
  /** Amanta month (1..12) and adhika flag at each time of day. */
  month: Record<DayTime, { n: number; adhika: boolean }> | null;
}

const DAY_TIMES: readonly DayTime[] = ['sunrise', 'midday', 'aparahna', 'pradosh', 'nishita'];

function addDays(d: CalendarDate, n: number): CalendarDate {
  const dt = new Date(Date.UTC(2000, d.month - 1, d.day));
  dt.setUTCFullYear(d.year);
  dt.setUTCDate(dt.getUTCDate() + n);
  return { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() };
}

function isoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** New moons bracketing a range, with the Sun's sidereal rashi (0..11) at each. */
function newMoonsBetween(jd0: number, jd1: number, system: AyanamsaSystem): { jd: number; rashi: number }[] {
  const out: { jd: number; rashi: number }[] = [];
  let t = previousNewMoon(jd0);
  while (t < jd1 + 32) {
    out.push({ jd: t, rashi: Math.floor(siderealLongitude('Sun', t, { ayanamsa: system }) / 30) });
    t = nextNewMoon(t + 1);
  }
  return out;
}

function monthAt(jd: number, moons: { jd: number; rashi: number }[]): { n: number; adhika: boolean } {
  for (let i = moons.length - 2; i >= 0; i--) {
    if (moons[i].jd <= jd) return { n: ((moons[i].rashi + 1) % 12) + 1, adhika: moons[i].rashi === moons[i + 1].rashi };
  }
  return { n: ((moons[0].rashi + 1) % 12) + 1, adhika: false };
}

function checkInput(input: SearchInput): { from: CalendarDate; days: number } {
  const from = parseDate(input.from);
  const to = parseDate(input.to);
  assertLatitude(input.lat);
  assertLongitude(input.lon);
  const days = Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000) + 1;
  if (days < 1) throw new JyotishError('INVALID_ARGUMENT', `The search range ends (${input.to}) before it starts (${input.from}).`);
  if (days > 1100) throw new JyotishError('INVALID_ARGUMENT', `A search covers at most 1100 days (got ${days}).`);
  return { from, days };
}

/** Builds per-day records for the range plus one day either side (kshaya and Holi need neighbours). */
function dayRecords(input: SearchInput): DayRecord[] {
  const { from, days } = checkInput(input);
  const system = input.ayanamsa ?? 'lahiri';
  const { lat, lon, timeZone } = input;
  const start = addDays(from, -1);
  const n = days + 2;
  const mid0 = localMidnightJd(start, timeZone);
  const moons = newMoonsBetween(mid0 - 1, mid0 + n + 1, system);
  // Sunrises for n + 1 days (the last one closes the final night).
  const rises: (number | null)[] = [];
  let d = start;
  for (let i = 0; i <= n; i++) {
    const m0 = i === 0 ? mid0 : localMidnightJd(d, timeZone);
    const r = nextRiseSet('Sun', 1, m0, lat, lon, 1);
    rises.push(r !== null && r - m0 < 1.05 ? r : null);
    d = addDays(d, 1);
  }
  const out: DayRecord[] = [];
  d = start;
  for (let i = 0; i < n; i++) {
    const rise = rises[i];
    const set = rise !== null ? nextRiseSet('Sun', -1, rise, lat, lon, 1) : null;
    const nextRise = rises[i + 1];
    if (rise === null || set === null || nextRise === null) {
      out.push({ date: d, iso: isoDate(d), tithi: null, month: null });
    } else {
      const when: Record<DayTime, number> = {
        sunrise: rise,
        midday: (rise + set) / 2,
        aparahna: rise + 0.7 * (set - rise),
        pradosh: set,
        nishita: (set + nextRise) / 2,
      };
      const tithi = {} as Record<DayTime, number>;
      const month = {} as Record<DayTime, { n: number; adhika: boolean }>;
      for (const k of DAY_TIMES) {
        tithi[k] = limbIndex('tithi', luniSolar(when[k], system));
        month[k] = monthAt(when[k], moons);
      }
      out.push({ date: d, iso: isoDate(d), tithi, month });
    }
    d = addDays(d, 1);
  }
  return out;
}

/** Whether tithi `t` lies strictly between `a` and `b` going forward (1..30 cyclic). */
function skipped(a: number, b: number, t: number): boolean {
  const fwd = (x: number, y: number) => (((y - x) % 30) + 30) % 30;
  return fwd(a, t) > 0 && fwd(a, t) < fwd(a, b);
}

/** Days (within the requested range) on which tithi `t` holds at `at`, with kshaya fallback. */
function tithiDays(records: DayRecord[], t: number, at: DayTime): { rec: DayRecord; index: number; isKshaya: boolean }[] {
  const out: { rec: DayRecord; index: number; isKshaya: boolean }[] = [];
  for (let i = 1; i < records.length; i++) {
    const prev = records[i - 1].tithi;
    const cur = records[i].tithi;
    if (!cur) continue;
    if (cur[at] === t && (!prev || prev[at] !== t)) out.push({ rec: records[i], index: i, isKshaya: false });
    else if (prev && prev[at] !== t && cur[at] !== t && skipped(prev[at], cur[at], t)) {
      out.push({ rec: records[i - 1], index: i - 1, isKshaya: true });
    }
  }
  return out;
}

function inRange(records: DayRecord[], index: number): boolean {
  return index >= 1 && index <= records.length - 2;
}

function tithiEvents(input: SearchInput, tithis: number[], at: DayTime, key: string, label: (t: number) => string): DatedEvent[] {
  const records = dayRecords(input);
  const out: DatedEvent[] = [];
  for (const t of tithis) {
    for (const h of tithiDays(records, t, at)) {
      if (!inRange(records, h.index)) continue;
      const month = h.rec.month![at];
      out.push({
        date: h.rec.iso,
        key,
        name: `${label(t)} (${MONTH_NAMES[month.n - 1]}${month.adhika ? ', Adhika' : ''})`,
        tithi: t,
        month: MONTH_NAMES[month.n - 1],
        ...(h.isKshaya ? { isKshaya: true } : {}),
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

const paksha = (t: number) => (t <= 15 ? 'Shukla' : 'Krishna');

/** Ekadashi vrat days (tithi 11 and 26 at sunrise). */
export function ekadashis(input: SearchInput): DatedEvent[] {
  return tithiEvents(input, [11, 26], 'sunrise', 'ekadashi', (t) => `${paksha(t)} Ekadashi`);
}

/** Purnima days (tithi 15 at sunrise). */
export function purnimas(input: SearchInput): DatedEvent[] {
  return tithiEvents(input, [15], 'sunrise', 'purnima', () => 'Purnima');
}

/** Amavasya days (tithi 30 at sunrise). */
export function amavasyas(input: SearchInput): DatedEvent[] {
  return tithiEvents(input, [30], 'sunrise', 'amavasya', () => 'Amavasya');
}

/** Pradosh vrat days (Trayodashi, tithi 13 or 28, prevailing at sunset). */
export function pradoshVrats(input: SearchInput): DatedEvent[] {
  return tithiEvents(input, [13, 28], 'pradosh', 'pradosh', (t) => `${paksha(t)} Pradosh (${tithiName(t)})`);
}

/** Sankrantis: the Sun's sidereal ingress into each rashi, dated by the local date of the instant. */
export function sankrantis(input: SearchInput): DatedEvent[] {
  const { from, days } = checkInput(input);
  const system = input.ayanamsa ?? 'lahiri';
  const start = localMidnightJd(from, input.timeZone);
  const end = localMidnightJd(addDays(from, days), input.timeZone);
  const sun = (t: number) => siderealLongitude('Sun', t, { ayanamsa: system });
  const out: DatedEvent[] = [];
  let t = start;
  for (;;) {
    const target = norm360((Math.floor(sun(t) / 30) + 1) * 30);
    const at = findCrossing(sun, target, t, 0.9856);
    if (at >= end) break;
    const rashi = Math.round(target / 30) % 12;
    const local = formatLocalIso(at, input.timeZone);
    out.push({ date: local.slice(0, 10), key: 'sankranti', name: `${RASHI_NAMES[rashi]} Sankranti`, moment: { jd: at, local } });
    t = at + 20;
  }
  return out;
}

/**
 * Major festivals in the range by {@link FESTIVAL_RULES}, plus Makar Sankranti; sorted by date.
 * Festivals never fall in an adhika (intercalary) month.
 */
export function festivals(input: SearchInput, rules: readonly FestivalRule[] = FESTIVAL_RULES): DatedEvent[] {
  const records = dayRecords(input);
  const out: DatedEvent[] = [];
  for (const rule of rules) {
    for (const h of tithiDays(records, rule.tithi, rule.at)) {
      const month = h.rec.month![rule.at];
      if (month.n !== rule.month || month.adhika) continue;
      const index = h.index + (rule.offsetDays ?? 0);
      if (!inRange(records, index)) continue;
      out.push({
        date: records[index].iso,
        key: rule.key,
        name: rule.name,
        tithi: rule.tithi,
        month: MONTH_NAMES[rule.month - 1],
        ...(h.isKshaya ? { isKshaya: true } : {}),
      });
    }
  }
  for (const s of sankrantis(input)) if (s.name.startsWith('Makara')) out.push({ ...s, key: 'makar-sankranti', name: 'Makar Sankranti' });
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** The first festival with `key` in the range, or null. */
export function findFestival(input: SearchInput, key: string): DatedEvent | null {
  const rules = FESTIVAL_RULES.filter((r) => r.key === key);
  if (key === 'makar-sankranti') return festivals(input, []).find((e) => e.key === key) ?? null;
  if (rules.length === 0) throw new JyotishError('INVALID_ARGUMENT', `Unknown festival "${key}"; known: ${FESTIVAL_RULES.map((r) => r.key).join(', ')}, makar-sankranti.`);
  return festivals(input, rules).find((e) => e.key === key) ?? null;
}
