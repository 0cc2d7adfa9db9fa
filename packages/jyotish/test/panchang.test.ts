/**
 * Accuracy against the Swiss Ephemeris reference panchangs (../shared/refdata/panchang.json), every case.
 * Tolerances: sunrise/sunset 1 minute; limbs at sunrise equal; their end times 2 minutes.
 */
import { describe, expect, it } from 'vitest';
import { panchangDay } from '../src/panchang/day.js';
import { loadRef } from './reference.js';

const days = loadRef('panchang.json').days as any[];
const MINUTE_DAYS = 1 / 1440;

describe('reference panchang days (Swiss Ephemeris)', () => {
  it('has cases', () => expect(days.length).toBeGreaterThan(0));

  for (const d of days) {
    it(`${d.id}`, () => {
      const p = panchangDay({ date: d.date, lat: d.lat, lon: d.lon, timeZone: d.iana_timezone });
      expect(p.vaar.name, `${d.id} vaar`).toBe(d.weekday_vara);
      if (d.sunrise.jd_ut === null) {
        expect(p.sunrise, `${d.id} no sunrise`).toBeNull();
      } else {
        const err = Math.abs(p.sunrise!.jd - d.sunrise.jd_ut) / MINUTE_DAYS;
        expect(err, `${d.id} sunrise within 1 minute (error ${(err * 60).toFixed(1)} s)`).toBeLessThan(1);
      }
      if (d.sunset.jd_ut === null) {
        expect(p.sunset, `${d.id} no sunset`).toBeNull();
      } else {
        const err = Math.abs(p.sunset!.jd - d.sunset.jd_ut) / MINUTE_DAYS;
        expect(err, `${d.id} sunset within 1 minute (error ${(err * 60).toFixed(1)} s)`).toBeLessThan(1);
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
        const err = Math.abs(s[limb].ends.jd - a[`${limb}_ends_jd_ut`]) / MINUTE_DAYS;
        expect(err, `${d.id} ${limb} end within 2 minutes (error ${(err * 60).toFixed(1)} s)`).toBeLessThan(2);
      }
      expect(s.tithi.paksha, `${d.id} paksha`).toBe(a.paksha);
    });
  }
});
