/**
 * Panchang of one civil date at one place: sunrise/sunset, moonrise/moonset, the five limbs at sunrise with their
 * end times, the inauspicious periods, Abhijit, choghadiya, lunar month and samvat.
 */
import { Body, MakeTime, Observer, Equator, Horizon } from 'astronomy-engine';
import { assertLatitude, assertLongitude } from '../errors.js';
import { J2000 } from '../astro/julian.js';
import { formatLocalIso, localMidnightJd, parseDate } from '../astro/time-zone.js';
import { siderealLongitude } from '../astro/positions.js';
import type { AyanamsaSystem } from '../astro/ayanamsa.js';
import { limbEnd, limbIndex, luniSolar } from './elements.js';
import { nextNewMoon, nextRiseSet, previousNewMoon } from './sun-moon-events.js';
import { CHOGHADIYA_NAMES, CHOGHADIYA_NATURE, MONTH_NAMES, NAKSHATRA_NAMES, VAAR_NAMES, YOGA_NAMES, karanaName, tithiName } from './names.js';

/** A moment as JD UT and local ISO time with offset. */
export interface Moment {
  /** Julian day, UT. */
  jd: number;
  /** Local ISO-8601 with offset, whole seconds, e.g. `2024-01-01T07:13:45+05:30`. */
  local: string;
}

/** A time interval. */
export interface Interval {
  start: Moment;
  end: Moment;
}

/** One limb running at sunrise. */
export interface LimbAtSunrise {
  /** Number (tithi 1..30, nakshatra 1..27, yoga 1..27, karana 1..60). */
  number: number;
  /** Name, e.g. `Panchami`, `Magha`, `Ayushman`, `Taitila`. */
  name: string;
  /** First moment after sunrise the limb reaches its next boundary. */
  ends: Moment;
}

/** The limbs at sunrise. */
export interface AtSunrise {
  tithi: LimbAtSunrise & { paksha: 'Shukla' | 'Krishna' };
  nakshatra: LimbAtSunrise & { pada: number };
  yoga: LimbAtSunrise;
  karana: LimbAtSunrise;
  /** Sidereal Sun and Moon at sunrise, degrees [0, 360). */
  sunLon: number;
  moonLon: number;
}

/** A choghadiya slot. */
export interface Choghadiya extends Interval {
  name: (typeof CHOGHADIYA_NAMES)[number];
  nature: 'good' | 'neutral' | 'bad';
}

/** Lunar month in both reckonings. */
export interface LunarMonth {
  /** 1 = Chaitra … 12 = Phalguna. */
  number: number;
  name: string;
  /** True for an intercalary (adhika) month: no sankranti between its two new moons. */
  isAdhika: boolean;
}

/** Full panchang of a date and place. */
export interface PanchangDay {
  date: string;
  timeZone: string;
  lat: number;
  lon: number;
  /** Weekday of the civil date: 0 = Sunday (Ravivara) … 6 = Saturday. */
  vaar: { number: number; name: string };
  /** Sunrise on the date (upper limb, standard refraction, 0 m); null in polar night/day. */
  sunrise: Moment | null;
  /** Next sunset after sunrise (may fall after local midnight at high latitude); null if none within a day. */
  sunset: Moment | null;
  /** Sunrise of the next day (end of the Hindu day), null if none. */
  nextSunrise: Moment | null;
  /** Moonrise and moonset within the local date, null when none occurs that date. */
  moonrise: Moment | null;
  moonset: Moment | null;
  /** `polar-night` / `polar-day` when the Sun does not rise that date; otherwise null. */
  polar: 'polar-night' | 'polar-day' | null;
  /** The five limbs at sunrise; null when there is no sunrise. */
  atSunrise: AtSunrise | null;
  /** Rahu kaal, Yamaganda, Gulika kaal (eighths of daytime by weekday) and Abhijit muhurat (8th of 15). */
  rahuKaal: Interval | null;
  yamaganda: Interval | null;
  gulikaKaal: Interval | null;
  abhijit: Interval | null;
  /** Eight day and eight night choghadiyas. */
  choghadiya: { day: Choghadiya[]; night: Choghadiya[] } | null;
  /** Lunar month at sunrise (or local noon in polar conditions). */
  month: { amanta: LunarMonth; purnimanta: LunarMonth };
  /** Vikram and Shaka samvat years (the year turns at Chaitra Shukla Pratipada). */
  samvat: { vikram: number; shaka: number };
}

/** Input of {@link panchangDay}. */
export interface PanchangInput {
  /** Local civil date `YYYY-MM-DD`. */
  date: string;
  /** Latitude, degrees [-90, 90]. */
  lat: number;
  /** Longitude, degrees [-180, 180], east positive. */
  lon: number;
  /** IANA zone, e.g. `Asia/Kolkata`. */
  timeZone: string;
  /** Ayanamsa for nakshatra/yoga (default lahiri). */
  ayanamsa?: AyanamsaSystem;
}

// Eighth of daytime (1..8) holding each period, by weekday (Sunday first).
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];
const DAY_CHOGHADIYA_START = [0, 3, 6, 2, 5, 1, 4];
const NIGHT_CHOGHADIYA_START = [5, 1, 4, 0, 3, 6, 2];

/**
 * Panchang for a local date and place. Pure: everything comes from the arguments.
 * Throws `JyotishError` for an impossible date, latitude/longitude out of range or an unknown zone.
 */
export function panchangDay(input: PanchangInput): PanchangDay {
  const { lat, lon, timeZone } = input;
  const system = input.ayanamsa ?? 'lahiri';
  const d = parseDate(input.date);
  assertLatitude(lat);
  assertLongitude(lon);
  const midnight = localMidnightJd(d, timeZone);
  const nextMidnight = localMidnightJd(addDays(d, 1), timeZone);
  const m = (jd: number | null): Moment | null => (jd === null ? null : { jd, local: formatLocalIso(jd, timeZone) });
  const wd = weekdayOf(d.year, d.month, d.day);

  let rise = nextRiseSet('Sun', 1, midnight, lat, lon, 1);
  if (rise !== null && rise >= nextMidnight) rise = null;
  const set = rise !== null ? nextRiseSet('Sun', -1, rise, lat, lon, 1) : null;
  const nextRise = rise !== null ? nextRiseSet('Sun', 1, rise + 0.5, lat, lon, 1.5) : null;
  let moonrise = nextRiseSet('Moon', 1, midnight, lat, lon, 1);
  if (moonrise !== null && moonrise >= nextMidnight) moonrise = null;
  let moonset = nextRiseSet('Moon', -1, midnight, lat, lon, 1);
  if (moonset !== null && moonset >= nextMidnight) moonset = null;

  let polar: PanchangDay['polar'] = null;
  if (rise === null) polar = sunAltitude((midnight + nextMidnight) / 2, lat, lon) > 0 ? 'polar-day' : 'polar-night';

  const refJd = rise ?? (midnight + nextMidnight) / 2;
  let atSunrise: AtSunrise | null = null;
  if (rise !== null) {
    const ls = luniSolar(rise, system);
    const t = limbIndex('tithi', ls);
    const n = limbIndex('nakshatra', ls);
    const y = limbIndex('yoga', ls);
    const k = limbIndex('karana', ls);
    const tEnd = limbEnd('tithi', rise, system, ls);
    // A karana is half a tithi: when the second half runs at sunrise it ends with the tithi.
    const kEnd = k % 2 === 0 ? tEnd : limbEnd('karana', rise, system, ls);
    atSunrise = {
      tithi: { number: t, name: tithiName(t), paksha: t <= 15 ? 'Shukla' : 'Krishna', ends: m(tEnd)! },
      nakshatra: { number: n, name: NAKSHATRA_NAMES[n - 1], pada: Math.floor((ls.moon % (360 / 27)) / (360 / 108)) + 1, ends: m(limbEnd('nakshatra', rise, system, ls))! },
      yoga: { number: y, name: YOGA_NAMES[y - 1], ends: m(limbEnd('yoga', rise, system, ls))! },
      karana: { number: k, name: karanaName(k), ends: m(kEnd)! },
      sunLon: ls.sun,
      moonLon: ls.moon,
    };
  }

  let rahuKaal: Interval | null = null, yamaganda: Interval | null = null, gulikaKaal: Interval | null = null, abhijit: Interval | null = null;
  let choghadiya: PanchangDay['choghadiya'] = null;
  if (rise !== null && set !== null) {
    const part = (set - rise) / 8;
    const slot = (k: number): Interval => ({ start: m(rise! + (k - 1) * part)!, end: m(rise! + k * part)! });
    rahuKaal = slot(RAHU_PART[wd]);
    yamaganda = slot(YAMA_PART[wd]);
    gulikaKaal = slot(GULIKA_PART[wd]);
    const muhurta = (set - rise) / 15;
    abhijit = { start: m(rise + 7 * muhurta)!, end: m(rise + 8 * muhurta)! };
    const day: Choghadiya[] = [];
    for (let i = 0; i < 8; i++) {
      const idx = (DAY_CHOGHADIYA_START[wd] + i) % 7;
      day.push({ name: CHOGHADIYA_NAMES[idx], nature: CHOGHADIYA_NATURE[idx], ...slot(i + 1) });
    }
    const night: Choghadiya[] = [];
    if (nextRise !== null) {
      const np = (nextRise - set) / 8;
      for (let i = 0; i < 8; i++) {
        const idx = (((NIGHT_CHOGHADIYA_START[wd] - 2 * i) % 7) + 7) % 7;
        night.push({ name: CHOGHADIYA_NAMES[idx], nature: CHOGHADIYA_NATURE[idx], start: m(set + i * np)!, end: m(set + (i + 1) * np)! });
      }
    }
    choghadiya = { day, night };
  }

  const month = lunarMonth(refJd, system);
  const amantaIndex = month.amanta.number - 1;
  const vikram = d.month <= 6 && amantaIndex >= 8 ? d.year + 56 : d.year + 57;

  return {
    date: input.date,
    timeZone,
    lat,
    lon,
    vaar: { number: wd, name: VAAR_NAMES[wd] },
    sunrise: m(rise),
    sunset: m(set),
    nextSunrise: m(nextRise),
    moonrise: m(moonrise),
    moonset: m(moonset),
    polar,
    atSunrise,
    rahuKaal,
    yamaganda,
    gulikaKaal,
    abhijit,
    choghadiya,
    month,
    samvat: { vikram, shaka: vikram - 135 },
  };
}

/**
 * Amanta month (new moon to new moon, named after the rashi the Sun occupies at the starting new moon: Sun in
 * Meena → Chaitra) and purnimanta month (full moon to full moon: the Krishna paksha belongs to the next month).
 * @param jdUt moment, JD UT
 */
export function lunarMonth(jdUt: number, system: AyanamsaSystem = 'lahiri'): { amanta: LunarMonth; purnimanta: LunarMonth } {
  const prev = previousNewMoon(jdUt);
  const next = nextNewMoon(prev + 1);
  const r0 = Math.floor(siderealLongitude('Sun', prev, { ayanamsa: system }) / 30);
  const r1 = Math.floor(siderealLongitude('Sun', next, { ayanamsa: system }) / 30);
  const idx = (r0 + 1) % 12;
  const isAdhika = r0 === r1;
  const amanta: LunarMonth = { number: idx + 1, name: MONTH_NAMES[idx], isAdhika };
  const isKrishna = luniSolar(jdUt, system).elongation >= 180;
  const pIdx = isKrishna ? (idx + 1) % 12 : idx;
  const purnimanta: LunarMonth = { number: pIdx + 1, name: MONTH_NAMES[pIdx], isAdhika: isAdhika && !isKrishna };
  return { amanta, purnimanta };
}

/** Weekday of a Gregorian date, 0 = Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  const dt = new Date(Date.UTC(2000, month - 1, day));
  dt.setUTCFullYear(year);
  return dt.getUTCDay();
}

function addDays(d: { year: number; month: number; day: number }, n: number) {
  const dt = new Date(Date.UTC(2000, d.month - 1, d.day));
  dt.setUTCFullYear(d.year);
  dt.setUTCDate(dt.getUTCDate() + n);
  return { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() };
}

/** Geometric altitude of the Sun's centre, degrees. */
function sunAltitude(jdUt: number, lat: number, lon: number): number {
  const obs = new Observer(lat, lon, 0);
  const t = MakeTime(jdUt - J2000);
  const eq = Equator(Body.Sun, t, obs, true, true);
  return Horizon(t, obs, eq.ra, eq.dec).altitude;
}
