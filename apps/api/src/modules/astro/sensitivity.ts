/**
 * Birth-time sensitivity: how many minutes earlier or later the lagna sign, the navamsa lagna and the Moon's
 * nakshatra would change. Each is a search: step outward from the birth moment until the value differs, then
 * bisect to one second.
 */
import { houses, siderealLongitude, vedic, type AyanamsaSystem, type NodeType } from '@nakshatra/jyotish';

const MINUTE = 1 / 1440;
const SECOND = 1 / 86400;

type Change = { minutesEarlier: number | null; minutesLater: number | null; value: number; valueEarlier: number | null; valueLater: number | null };

/** First moment (stepping by `stepDays`, at most `maxDays`) at which `f` differs from `f(jd)`, refined to 1 s. */
function firstChange(f: (jd: number) => number, jd: number, dir: 1 | -1, stepDays: number, maxDays: number): { jd: number; value: number } | null {
  const v0 = f(jd);
  let inside = jd;
  for (let d = stepDays; d <= maxDays + 1e-9; d += stepDays) {
    const t = jd + dir * d;
    const v = f(t);
    if (v !== v0) {
      let a = inside;
      let b = t;
      while (Math.abs(b - a) > SECOND) {
        const mid = (a + b) / 2;
        if (f(mid) === v0) a = mid; else b = mid;
      }
      return { jd: b, value: f(b) };
    }
    inside = t;
  }
  return null;
}

function change(f: (jd: number) => number, jd: number, stepDays: number, maxDays: number): Change {
  const earlier = firstChange(f, jd, -1, stepDays, maxDays);
  const later = firstChange(f, jd, 1, stepDays, maxDays);
  const mins = (x: { jd: number } | null) => (x ? Math.round((Math.abs(x.jd - jd) / MINUTE) * 10) / 10 : null);
  return { value: f(jd), minutesEarlier: mins(earlier), minutesLater: mins(later), valueEarlier: earlier?.value ?? null, valueLater: later?.value ?? null };
}

export type BirthTimeSensitivity = { lagna: Change; navamsaLagna: Change; moonNakshatra: Change; note: { en: string; hi: string } };

/** Sensitivity of the chart at `jdUt` for a place and ayanamsa; values are sign 1..12 / nakshatra 1..27. */
export function birthTimeSensitivity(jdUt: number, lat: number, lon: number, ayanamsa: AyanamsaSystem, node: NodeType): BirthTimeSensitivity {
  void node;
  const asc = (jd: number) => houses(jd, lat, lon, ayanamsa).ascendant;
  const lagna = change((jd) => Math.floor(asc(jd) / 30) + 1, jdUt, 2 * MINUTE, 4 / 24);
  const navamsaLagna = change((jd) => vedic.vargaSign(asc(jd), 9), jdUt, 0.5 * MINUTE, 1 / 24);
  const moonNakshatra = change((jd) => Math.floor(siderealLongitude('Moon', jd, { ayanamsa }) / (360 / 27)) + 1, jdUt, 20 * MINUTE, 1.5);
  const fmt = (c: Change) => Math.min(c.minutesEarlier ?? Infinity, c.minutesLater ?? Infinity);
  const tightest = Math.min(fmt(lagna), fmt(navamsaLagna));
  const en = `The lagna changes if the birth time is ${lagna.minutesEarlier} minutes earlier or ${lagna.minutesLater} minutes later; the navamsa lagna ${navamsaLagna.minutesEarlier} earlier or ${navamsaLagna.minutesLater} later; the Moon's nakshatra ${moonNakshatra.minutesEarlier} earlier or ${moonNakshatra.minutesLater} later.`
    + (tightest < 5 ? ' The chart is sensitive: check the birth time to the minute.' : '');
  const hi = `जन्म समय ${lagna.minutesEarlier} मिनट पहले या ${lagna.minutesLater} मिनट बाद होने पर लग्न बदल जाता है; नवांश लग्न ${navamsaLagna.minutesEarlier} मिनट पहले या ${navamsaLagna.minutesLater} मिनट बाद; चंद्र नक्षत्र ${moonNakshatra.minutesEarlier} मिनट पहले या ${moonNakshatra.minutesLater} मिनट बाद।`
    + (tightest < 5 ? ' कुंडली संवेदनशील है: जन्म समय मिनट तक जाँच लें।' : '');
  return { lagna, navamsaLagna, moonNakshatra, note: { en, hi } };
}
