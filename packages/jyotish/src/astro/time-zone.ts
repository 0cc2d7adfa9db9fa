/**
 * Local clock time ↔ UT with the IANA time-zone database that ships with Node's Intl (historical offsets:
 * India's +06:30 war time 1942–45, Madras time +05:21:10 before 1906, DST everywhere).
 */
import { JyotishError } from '../errors.js';
import { jdFromUnixMs, unixMsFromJd } from './julian.js';

/** A calendar date, month 1..12, day 1..31, proleptic Gregorian. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A clock time, hour 0..23, minute 0..59, second 0..59.999. */
export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}

/** The UT moment of a local clock time and how it was obtained. */
export interface UtMoment {
  /** Julian day, UT. */
  jdUt: number;
  /** ISO-8601 UTC instant, e.g. `1947-08-14T18:30:00Z` (whole seconds). */
  utcIso: string;
  /** Offset of the zone at that moment, seconds east of UTC (e.g. 19800 for +05:30). */
  offsetSeconds: number;
  /** Same offset in hours (5.5 for +05:30, 5.352777… for +05:21:10). */
  offsetHours: number;
  /** Offset formatted `+05:30:00`. */
  offsetText: string;
  /** True when the clock time happened twice (clocks went back); the first occurrence is returned. */
  isAmbiguous: boolean;
  /** IANA zone name used. */
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// `longOffset` renders the zone's offset as `GMT+05:21:10` (seconds kept for historical mean-time offsets);
// parsing it is several times cheaper than formatToParts.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      throw new JyotishError('UNKNOWN_TIME_ZONE', `Unknown time zone "${timeZone}"; use an IANA name such as "Asia/Kolkata".`, { timeZone });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws `UNKNOWN_TIME_ZONE` unless `timeZone` is an IANA zone known to Intl. */
export function assertTimeZone(timeZone: string): void {
  if (typeof timeZone !== 'string' || timeZone.length === 0) {
    throw new JyotishError('UNKNOWN_TIME_ZONE', 'A time zone is required (an IANA name such as "Asia/Kolkata").');
  }
  formatterFor(timeZone);
}

const OFFSET_RE = /GMT(?:([+-])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Offset of `timeZone` from UTC at the Unix instant `ms` (whole seconds are kept), seconds east of UTC. */
export function offsetSecondsAtMs(ms: number, timeZone: string): number {
  const text = formatterFor(timeZone).format(new Date(Math.floor(ms / 1000) * 1000));
  const m = OFFSET_RE.exec(text);
  if (!m) throw new JyotishError('UNKNOWN_TIME_ZONE', `Could not read the UTC offset of ${timeZone} ("${text}").`);
  if (!m[1]) return 0;
  const secs = Number(m[2]) * 3600 + Number(m[3]) * 60 + (m[4] ? Number(m[4]) : 0);
  return m[1] === '-' ? -secs : secs;
}

/** Offset of `timeZone` from UTC at `jdUt`, seconds east of UTC. */
export function utcOffsetSeconds(jdUt: number, timeZone: string): number {
  return offsetSecondsAtMs(unixMsFromJd(jdUt), timeZone);
}

function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const dt = new Date(Date.UTC(2000, mo - 1, d, h, mi, 0, 0));
  dt.setUTCFullYear(y);
  return dt.getTime() + s * 1000;
}

function pad(n: number, w = 2): string {
  return String(Math.trunc(n)).padStart(w, '0');
}

/** `+05:30:00` / `-04:00:00` for an offset in seconds. */
export function formatOffset(offsetSeconds: number, withSeconds = true): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const a = Math.abs(offsetSeconds);
  const hms = `${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}`;
  return withSeconds ? `${sign}${hms}:${pad(a % 60)}` : `${sign}${hms}`;
}

/** Parses `YYYY-MM-DD` strictly and rejects impossible dates (2023-02-30) with `INVALID_DATE`. */
export function parseDate(date: string): CalendarDate {
  const m = /^(-?\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(String(date).trim());
  if (!m) throw new JyotishError('INVALID_DATE', `Date "${date}" is not in YYYY-MM-DD form.`, { date });
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  if (month < 1 || month > 12) throw new JyotishError('INVALID_DATE', `Date "${date}" has no month ${month}.`, { date });
  const dim = daysInMonth(year, month);
  if (day < 1 || day > dim) {
    throw new JyotishError('INVALID_DATE', `Date "${date}" does not exist: that month has ${dim} days.`, { date });
  }
  return { year, month, day };
}

/** Days in a proleptic-Gregorian month. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Parses `HH:MM` or `HH:MM:SS` (24-hour clock) strictly; `INVALID_TIME` otherwise. */
export function parseTime(time: string): ClockTime {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/.exec(String(time).trim());
  if (!m) throw new JyotishError('INVALID_TIME', `Time "${time}" is not in HH:MM or HH:MM:SS (24-hour) form.`, { time });
  const hour = Number(m[1]), minute = Number(m[2]), second = m[3] ? Number(m[3]) : 0;
  if (hour > 23 || minute > 59 || second >= 60) {
    throw new JyotishError('INVALID_TIME', `Time "${time}" is not a valid clock time.`, { time });
  }
  return { hour, minute, second };
}

/**
 * Converts a local clock reading in an IANA zone to UT with the zone's offset at that moment.
 * A time that happened twice (clocks went back) resolves to the FIRST occurrence and sets `isAmbiguous`;
 * a time that never happened (clocks jumped forward) throws `NONEXISTENT_LOCAL_TIME`.
 * @param date `YYYY-MM-DD` local calendar date
 * @param time `HH:MM[:SS]` local clock time, 24-hour
 * @param timeZone IANA zone name, e.g. `Asia/Kolkata`
 */
export function localToUt(date: string, time: string, timeZone: string): UtMoment {
  const d = parseDate(date);
  const t = parseTime(time);
  assertTimeZone(timeZone);
  return localPartsToUt(d, t, timeZone, `${date} ${time}`);
}

/** As {@link localToUt} from already-parsed parts. */
export function localPartsToUt(d: CalendarDate, t: ClockTime, timeZone: string, label?: string): UtMoment {
  const wallMs = utcMs(d.year, d.month, d.day, t.hour, t.minute, t.second);
  // Fixed-point on the offset, then look 12 h either side for a second valid reading (clocks going back)
  // or for the offset that applies after a jump.
  const candidates = new Set<number>();
  const o1 = offsetSecondsAtMs(wallMs, timeZone);
  candidates.add(o1);
  const o2 = offsetSecondsAtMs(wallMs - o1 * 1000, timeZone);
  candidates.add(o2);
  const u = wallMs - o2 * 1000;
  candidates.add(offsetSecondsAtMs(u - 43_200_000, timeZone));
  candidates.add(offsetSecondsAtMs(u + 43_200_000, timeZone));
  const valid: number[] = [];
  for (const off of candidates) {
    const utc = wallMs - off * 1000;
    if (offsetSecondsAtMs(utc, timeZone) === off) valid.push(utc);
  }
  if (valid.length === 0) {
    throw new JyotishError(
      'NONEXISTENT_LOCAL_TIME',
      `The local time ${label ? `${label} ` : ''}does not exist in ${timeZone}: the clocks jumped forward over it.`,
      { timeZone },
    );
  }
  valid.sort((a, b) => a - b);
  const utc = valid[0];
  const offsetSeconds = Math.round((wallMs - utc) / 1000);
  const jdUt = jdFromUnixMs(utc);
  return {
    jdUt,
    utcIso: new Date(Math.round(utc / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    offsetSeconds,
    offsetHours: offsetSeconds / 3600,
    offsetText: formatOffset(offsetSeconds),
    isAmbiguous: new Set(valid).size > 1,
    timeZone,
  };
}

/** JD (UT) of local midnight starting `date` in `timeZone` (first occurrence; the next valid instant if skipped). */
export function localMidnightJd(date: string | CalendarDate, timeZone: string): number {
  const d = typeof date === 'string' ? parseDate(date) : date;
  assertTimeZone(timeZone);
  for (let minute = 0; minute < 180; minute += 30) {
    try {
      return localPartsToUt(d, { hour: Math.floor(minute / 60), minute: minute % 60, second: 0 }, timeZone).jdUt;
    } catch (e) {
      if (!(e instanceof JyotishError)) throw e;
    }
  }
  throw new JyotishError('NONEXISTENT_LOCAL_TIME', `Could not find the start of ${JSON.stringify(d)} in ${timeZone}.`);
}

/**
 * ISO-8601 local time with offset for a JD (UT) in a zone, rounded to the second: `2024-01-01T07:13:45+05:30`
 * (the offset shows seconds only when it has them, e.g. Madras time `+05:21:10`).
 */
export function formatLocalIso(jdUt: number, timeZone: string): string {
  const ms = Math.round(unixMsFromJd(jdUt) / 1000) * 1000;
  const off = offsetSecondsAtMs(ms, timeZone);
  const local = new Date(ms + off * 1000);
  const y = local.getUTCFullYear();
  const body = `${y < 0 ? '-' : ''}${pad(Math.abs(y), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return body + formatOffset(off, off % 60 !== 0);
}

/** Local calendar date and clock time of a JD (UT) in a zone. */
export function localPartsFromJd(jdUt: number, timeZone: string): CalendarDate & ClockTime & { offsetSeconds: number; weekday: number } {
  const ms = unixMsFromJd(jdUt);
  const off = offsetSecondsAtMs(ms, timeZone);
  const local = new Date(ms + off * 1000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds() + local.getUTCMilliseconds() / 1000,
    offsetSeconds: off,
    /** 0 = Sunday .. 6 = Saturday */
    weekday: local.getUTCDay(),
  };
}
