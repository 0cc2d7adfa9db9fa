/**
 * Accuracy against the Swiss Ephemeris reference panchangs (../shared/refdata/panchang.json), every case.
 * Tolerances, about three times the largest error measured (README "Accuracy"): sunrise/sunset 8 s up to 60°
 * latitude and 40 s beyond (refraction near the horizon at a grazing angle); limbs at sunrise equal; their ends 16 s.
 */
import { describe, expect, it } from 'vitest';
import { panchangDay } from '../src/panchang/day.js';
import { loadRef } from './reference.js';

const days = loadRef('panchang.json').days as any[];
const SECOND_DAYS = 1 / 86400;
const LIMB_END_TOL_S = 16; // measured 5.3 s
const riseSetTol = (lat: number) => (Math.abs(lat) > 60 ? 40 : 8); // measured 2.5 s at ≤ 41°, 13.5 s at 64°N

describe('reference panchang days (Swiss Ephemeris)', () => {
  it('has cases', () => expect(days.length).toBeGreaterThan(0));

  for (const d of days) {
    it(`${d.id}`, () => {
      const p = panchangDay({ date: d.date, lat: d.lat, lon: d.lon, timeZone: d.iana_timezone });
      expect(p.vaar.name, `${d.id} vaar`).toBe(d.weekday_vara);
      if (d.sunrise.jd_ut === null) {
        expect(p.sunrise, `${d.id} no sunrise`).toBeNull();
      } else {
        const err = Math.abs(p.sunrise!.jd - d.sunrise.jd_ut) / SECOND_DAYS;
        expect(err, `${d.id} sunrise within ${riseSetTol(d.lat)} s`).toBeLessThan(riseSetTol(d.lat));
      }
      if (d.sunset.jd_ut === null) {
        expect(p.sunset, `${d.id} no sunset`).toBeNull();
      } else {
        const err = Math.abs(p.sunset!.jd - d.sunset.jd_ut) / SECOND_DAYS;
        expect(err, `${d.id} sunset within ${riseSetTol(d.lat)} s`).toBeLessThan(riseSetTol(d.lat));
      }
      const a = d.at_sunrise;
      if (a === null) {
        expect(p.atSunrise, `${d.id} at_sunrise is null without a sunrise`).toBeNull();
        return;
      }
      const s = p.atSunrise!;
      for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        expect(s[limb].number, `${d.id} ${limb} at sunrise`).toBe(a[limb]);
        expect(s[limb].name, `${d.id} ${limb} name`).toBe(a[`${limb}_name`]);
        const err = Math.abs(s[limb].ends.jd - a[`${limb}_ends_jd_ut`]) / SECOND_DAYS;
        expect(err, `${d.id} ${limb} end within ${LIMB_END_TOL_S} s`).toBeLessThan(LIMB_END_TOL_S);
      }
      expect(s.tithi.paksha, `${d.id} paksha`).toBe(a.paksha);
    });
  }
});
