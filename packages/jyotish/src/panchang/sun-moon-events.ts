/** Rise/set and new-moon searches (astronomy-engine: upper limb, standard refraction, 0 m elevation). */
import { Body, MakeTime, MoonPhase, Observer, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';
import { J2000 } from '../astro/julian.js';

/** Next rise (+1) or set (−1) of the Sun or Moon after `jdUt` within `limitDays`; JD UT or null. */
export function nextRiseSet(body: 'Sun' | 'Moon', direction: 1 | -1, jdUt: number, latDeg: number, lonDeg: number, limitDays = 1): number | null {
  const t = SearchRiseSet(body === 'Sun' ? Body.Sun : Body.Moon, new Observer(latDeg, lonDeg, 0), direction, MakeTime(jdUt - J2000), limitDays);
  return t ? t.ut + J2000 : null;
}

/** Last new moon (Moon − Sun = 0) at or before `jdUt`, JD UT. */
export function previousNewMoon(jdUt: number): number {
  const ageDays = MoonPhase(MakeTime(jdUt - J2000)) / 12.19;
  const t = SearchMoonPhase(0, MakeTime(jdUt - J2000 - ageDays - 1.5), 3);
  if (t && t.ut + J2000 <= jdUt) return t.ut + J2000;
  return SearchMoonPhase(0, MakeTime(jdUt - J2000 - 32), 32)!.ut + J2000;
}

/** First new moon after `jdUt`, JD UT. */
export function nextNewMoon(jdUt: number): number {
  return SearchMoonPhase(0, MakeTime(jdUt - J2000), 32)!.ut + J2000;
}

/** First moment after `jdUt` at which the Moon − Sun elongation equals `targetDeg` (0 new, 180 full), JD UT. */
export function nextMoonPhase(targetDeg: number, jdUt: number): number {
  return SearchMoonPhase(targetDeg, MakeTime(jdUt - J2000), 32)!.ut + J2000;
}
