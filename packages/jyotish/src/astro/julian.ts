/** Julian-day helpers. All JDs here are in UT unless the name says otherwise. */

/** JD of 2000-01-01 12:00 UT (the J2000 epoch), days. */
export const J2000 = 2451545.0;
/** JD of the Unix epoch 1970-01-01T00:00Z, days. */
export const JD_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** Julian day (UT) of a Unix time in milliseconds. */
export function jdFromUnixMs(ms: number): number {
  return ms / MS_PER_DAY + JD_UNIX_EPOCH;
}

/** Unix time in milliseconds of a Julian day (UT). */
export function unixMsFromJd(jdUt: number): number {
  return (jdUt - JD_UNIX_EPOCH) * MS_PER_DAY;
}

/** Julian day (UT) of a proleptic-Gregorian UTC calendar moment (month 1..12, fractional seconds allowed). */
export function jdFromUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const ms = Date.UTC(year, month - 1, day, hour, minute, 0, 0) + second * 1000;
  // Date.UTC maps years 0..99 to 1900..1999; fix that for completeness.
  if (year >= 0 && year < 100) {
    const d = new Date(ms);
    d.setUTCFullYear(year);
    return jdFromUnixMs(d.getTime());
  }
  return jdFromUnixMs(ms);
}

/**
 * ISO-8601 UTC instant (`2024-01-01T01:43:45Z`), rounded to the nearest second, of a Julian day (UT).
 * Integer calendar arithmetic (Hinnant's civil-from-days) rather than Date, because dashas format thousands.
 */
export function isoUtcFromJd(jdUt: number): string {
  const totalSec = Math.round((jdUt - JD_UNIX_EPOCH) * 86400);
  const days = Math.floor(totalSec / 86400);
  let sec = totalSec - days * 86400;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const hh = Math.floor(sec / 3600);
  sec -= hh * 3600;
  const mm = Math.floor(sec / 60);
  sec -= mm * 60;
  return `${p4(y)}-${p2(m)}-${p2(d)}T${p2(hh)}:${p2(mm)}:${p2(sec)}Z`;
}

function p2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

function p4(n: number): string {
  return n < 0 ? `-${String(-n).padStart(4, '0')}` : String(n).padStart(4, '0');
}

/** Days since J2000 (UT) as astronomy-engine's `AstroTime.ut` expects. */
export function daysSinceJ2000(jdUt: number): number {
  return jdUt - J2000;
}
