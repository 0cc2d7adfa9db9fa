import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jdFromUnixMs, kpHorary, kpHouseOf, KP_HORARY_TABLE } from '@nakshatra/jyotish';
import { build, manualClock, type TestApp } from '../../test/build.js';

const DELHI = 'lat=28.6139&lon=77.209&zone=Asia/Kolkata';

describe('GET /api/astro/kp/horary', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock: manualClock(new Date('2027-02-11T05:00:00Z')) }); });
  afterAll(async () => { await t.close(); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives the horary chart of the number at the moment asked, as the engine does, with names in both languages', async () => {
    const res = await get(`/api/astro/kp/horary?number=108&at=2027-02-11T10:30:00%2B05:30&${DELHI}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const engine = kpHorary({ number: 108, jdUt: jdFromUnixMs(Date.parse('2027-02-11T10:30:00+05:30')), lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' });
    expect(d.moment).toBe('2027-02-11T10:30:00+05:30');
    // the ascendant is the start of the number's span (KP ayanamsa)
    expect(d.cusps[0].lon).toBeCloseTo(KP_HORARY_TABLE[107]!.start, 3);
    expect(d.row.star.en).toBe(KP_HORARY_TABLE[107]!.star);
    expect(d.cusps).toHaveLength(12);
    expect(d.planets.map((p: { house: number }) => p.house)).toEqual((['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const).map((g) => kpHouseOf(engine.chart.cusps, engine.chart.planets[g])));
    expect(d.significators[0].d.map((x: { en: string }) => x.en)).toEqual(engine.significators.houses[0]!.levels[3]);
    expect(d.rulingPlanets.list.map((x: { en: string }) => x.en)).toEqual(engine.rulingPlanets.list);
    expect(d.planets[0].graha).toEqual({ en: 'Sun', hi: 'सूर्य' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('uses the server clock when no moment is given, and does not cache that', async () => {
    const res = await get(`/api/astro/kp/horary?number=1&${DELHI}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.moment).toBe('2027-02-11T10:30:00+05:30');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [`number=0&${DELHI}`, 'A KP horary number is a whole number from 1 to 249.'],
    [`number=250&${DELHI}`, 'A KP horary number is a whole number from 1 to 249.'],
    [`number=abc&${DELHI}`, 'A KP horary number is a whole number from 1 to 249.'],
    [`number=5&at=yesterday&${DELHI}`, 'The moment must be an ISO date-time with its offset'],
    ['number=5&lat=69.65&lon=18.96&zone=Europe/Oslo', 'KP horary needs Placidus cusps, which do not exist beyond 66° of latitude.'],
  ])('refuses %s with a sentence', async (query, sentence) => {
    const res = await get(`/api/astro/kp/horary?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(sentence);
  });
});
