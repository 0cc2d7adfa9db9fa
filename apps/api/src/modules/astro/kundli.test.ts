import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siderealLongitude, localToUt } from '@nakshatra/jyotish';
import { build, manualClock, type TestApp } from '../../test/build.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const refdata = (name: string) => JSON.parse(readFileSync(path.resolve(here, '../../../../../../shared/refdata', name), 'utf8'));
type RefChart = { id: string; input: { date: string; time: string; iana_timezone: string; lat: number; lon: number }; planets: Record<string, { lon: number }>; ascendant: { lon: number; rashi: number } };

const ARCMIN = 1 / 60;
const angle = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('POST /api/astro/kundli', () => {
  const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/astro/kundli', payload });

  const charts: RefChart[] = refdata('charts.json').charts;
  const mumbai = charts.find((c) => c.id === 'mumbai_1975')!;
  const mumbaiBody = { name: 'Asha', gender: 'female', date: mumbai.input.date, time: mumbai.input.time, lat: mumbai.input.lat, lon: mumbai.input.lon, zone: mumbai.input.iana_timezone };

  it('gives the reference positions (Swiss Ephemeris) within 1′ and the whole report', async () => {
    const res = await post(mumbaiBody);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    for (const p of d.planets) {
      const ref = mumbai.planets[p.graha] ?? mumbai.planets[`${p.graha}_mean`];
      expect(angle(p.lon, ref.lon), `${p.graha} within 1′ of the reference`).toBeLessThan(ARCMIN);
    }
    expect(angle(d.ascendant.lon, mumbai.ascendant.lon), 'ascendant within 1′').toBeLessThan(ARCMIN);
    expect(d.charts.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(['D1', 'Moon', 'D9', 'D60']));
    expect(d.charts.find((c: { key: string }) => c.key === 'D1').ascendantSign).toBe(mumbai.ascendant.rashi);
    // exactly one running maha → antar → pratyantar on the server's clock
    const cur = d.vimshottari.mahadashas.filter((m: { isCurrent: boolean }) => m.isCurrent);
    expect(cur).toHaveLength(1);
    expect(cur[0].sub.filter((a: { isCurrent: boolean }) => a.isCurrent)[0].sub.filter((p: { isCurrent: boolean }) => p.isCurrent)).toHaveLength(1);
    expect(d.vimshottari.current).toHaveLength(3);
    expect(d.kp.cusps).toHaveLength(12);
    expect(d.kp.planets).toHaveLength(9);
    expect(d.ashtakavarga.sarvaTotal).toBe(337);
    expect(d.doshas.manglik.reason).toMatch(/Mars/);
    expect(d.panchang.tithi.name.hi).toBeTruthy();
  });

  it('reports the birth-time sensitivity, and the lagna really changes there', async () => {
    const d = (await post(mumbaiBody)).json().data;
    const s = d.sensitivity;
    expect(s.lagna.minutesLater).toBeGreaterThan(0);
    expect(s.navamsaLagna.minutesEarlier).toBeGreaterThan(0);
    expect(s.moonNakshatra.minutesLater).toBeGreaterThan(0);
    expect(s.note.en).toMatch(/minutes/);
    // a birth one minute past the reported lagna change has the next sign
    const ut = localToUt(mumbai.input.date, mumbai.input.time, 'Asia/Kolkata');
    const later = new Date(Date.parse(ut.utcIso) + (s.lagna.minutesLater + 1) * 60_000 + 5.5 * 3600_000).toISOString();
    const moved = (await post({ ...mumbaiBody, date: later.slice(0, 10), time: later.slice(11, 19) })).json().data;
    expect(moved.ascendant.rashi).toBe(s.lagna.valueLater);
  });

  it('finds the place by GeoNames id from the suggestions', async () => {
    const place = (await t.app.inject({ method: 'GET', url: '/api/get_suggest/varanasi' })).json().data[0];
    const res = await post({ name: 'R', gender: 'male', date: '1990-05-14', time: '06:30', placeId: place.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.input.place).toMatchObject({ name: 'Varanasi', zone: 'Asia/Kolkata' });
  });

  it.each([
    [{ date: '2023-02-30' }, 'date_invalid'],
    [{ date: '14/05/1990' }, 'date_format'],
    [{ time: '25:10' }, 'time_format'],
    [{ name: '' }, 'name_required'],
    [{ gender: 'x' }, 'gender_invalid'],
    [{ lat: 95 }, 'lat_range'],
    [{ zone: 'Mars/Olympus' }, 'zone_unknown'],
    [{ lat: undefined, lon: undefined, zone: undefined }, 'place_required'],
    [{ lat: undefined, lon: undefined, zone: undefined, placeId: 999999999 }, 'place_unknown'],
    [{ zone: 'America/New_York', date: '2024-03-10', time: '02:30' }, 'time_nonexistent'],
  ])('refuses %o with a sentence and a message key', async (patch, key) => {
    const res = await post({ ...mumbaiBody, ...patch });
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('astro_input_invalid');
    expect(err.details.key).toBe(key);
    expect(err.message).toMatch(/^[A-Z].*\.$/);
  });
});

describe('POST /api/astro/match', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });

  /** A birth (in IST, Delhi) whose Moon is in the middle of the given nakshatra and sign. */
  function birthWithMoon(nakshatra: number, rashi: number, name: string) {
    const span = 360 / 27;
    const lo = Math.max((nakshatra - 1) * span, (rashi - 1) * 30);
    const hi = Math.min(nakshatra * span, rashi * 30);
    const target = (lo + hi) / 2;
    let jd = 2451545.0; // 2000-01-01 12:00 UT
    for (let i = 0; i < 4000; i++, jd += 0.05) if (angle(siderealLongitude('Moon', jd), target) < 0.4) break;
    const ist = new Date((jd - 2440587.5) * 86400_000 + 5.5 * 3600_000).toISOString();
    return { name, gender: 'male', date: ist.slice(0, 10), time: ist.slice(11, 16), lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' };
  }

  const pairs = (refdata('matching.json').matches as Array<{ label: string; boy: { nakshatra: number; rashi: number }; girl: { nakshatra: number; rashi: number }; total: number }>)
    .filter((m) => ![9, 10].includes(m.boy.rashi) && ![9, 10].includes(m.girl.rashi)); // Dhanu/Makara vashya depends on the degree

  it.each(pairs.slice(0, 6).map((p) => [p.label, p] as const))('gives the reference total for %s', async (_label, p) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/match', payload: { boy: birthWithMoon(p.boy.nakshatra, p.boy.rashi, 'Boy'), girl: { ...birthWithMoon(p.girl.nakshatra, p.girl.rashi, 'Girl'), gender: 'female' } } });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.boy.nakshatra.number).toBe(p.boy.nakshatra);
    expect(d.total).toBe(p.total);
    expect(d.kootas).toHaveLength(8);
    expect(d.kootas.reduce((s: number, k: { points: number }) => s + k.points, 0)).toBe(p.total);
    for (const k of d.kootas) { expect(k.explanation.en).toBeTruthy(); expect(k.explanation.hi).toMatch(/[\u0900-\u097F]/); }
    expect(d.conclusion.en).toMatch(/of 36 points/);
    expect(typeof d.manglik.compatible).toBe('boolean');
  });

  it('needs both partners', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/match', payload: { boy: birthWithMoon(4, 2, 'B') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/\.$/);
  });

  it('asks a visitor to sign in before matching a saved kundli', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/match', payload: { boy: { kundliId: '00000000-0000-4000-8000-000000000000' }, girl: birthWithMoon(4, 2, 'G') } });
    expect(res.statusCode).toBe(401);
  });
});

describe('calculators', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('love and friendship explain their score, the same every time', async () => {
    const a = await post('/api/calculate_love', { nameA: 'Rahul', nameB: 'Priya', moonSignA: 1, moonSignB: 5 });
    expect(a.statusCode).toBe(200);
    const d = a.json().data;
    expect(d.reasons.reduce((s: number, r: { points: number }) => s + r.points, 0)).toBe(d.percent);
    expect((await post('/api/calculate_love', { nameA: 'Rahul', nameB: 'Priya', moonSignA: 1, moonSignB: 5 })).json().data.percent).toBe(d.percent);
    expect((await post('/api/calculate_friendship', { nameA: 'Rahul', nameB: 'Priya' })).json().data.kind).toBe('friendship');
  });

  it('numerology shows its steps', async () => {
    const res = await post('/api/numerology_calculator', { name: 'Rahul Sharma', birthDate: '1990-05-14' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lifePath.steps).toMatch(/1990/);
  });

  it.each([
    ['/api/calculate_love', { nameA: '', nameB: 'Priya' }, 'calc_name_required'],
    ['/api/calculate_love', { nameA: '1234', nameB: 'Priya' }, 'calc_name_letters'],
    ['/api/calculate_friendship', { nameA: 'A', nameB: 'B', moonSignA: 13, moonSignB: 1 }, 'calc_sign_invalid'],
    ['/api/calculate_friendship', { nameA: 'A' }, 'calc_name_required'],
    ['/api/numerology_calculator', { name: 'Rahul', birthDate: '1990-02-30' }, 'date_invalid'],
    ['/api/numerology_calculator', { name: 'Rahul', birthDate: '14-05-1990' }, 'date_format'],
    ['/api/numerology_calculator', { name: 'Rahul', birthDate: '1990-05-14', system: 'vedic' }, 'calc_system_invalid'],
  ])('%s refuses %o', async (url, body, key) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.key).toBe(key);
    expect(res.json().error.message).toMatch(/\.$/);
  });
});

describe('POST /api/astro/kundli/depth', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });
  const body = { name: 'India', gender: 'other', date: '1947-08-15', time: '00:00', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', node: 'true' };

  it('answers the depth modules for a birth, as the command line does', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/kundli/depth', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    // India 1947 (PyJHora's values in ../shared/refdata/depth.json)
    expect(d.chara_karakas.atmakaraka).toBe('Sun');
    expect(d.arudha_lagna).toEqual({ sign: 'Virgo' });
    expect(d.chara_dasha.slice(0, 3).map((x: { sign: string; years: number }) => [x.sign, x.years])).toEqual([['Taurus', 2], ['Aries', 2], ['Pisces', 5]]);
    expect(d.varshaphal).toMatchObject({ year_of_life: 30, ascendant: { sign: 'Virgo' }, muntha: { sign: 'Libra' } });
    expect(d.kp.cusps).toHaveLength(12);
    expect(d.shadbala.Sun).toMatchObject({ naisargika: 60, required_rupa: 5 });
    expect(d.varshaphal.year_lord).toMatch(/^(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn)$/);
    expect(d.extras.vimshopaka.shadvarga.Sun).toBeGreaterThan(0);
    expect(d.not_computed).toEqual([]);
    expect(d.bhava_bala).toHaveLength(12);
  });

  it('takes the year of life and refuses a bad one with a sentence', async () => {
    const y1 = await t.app.inject({ method: 'POST', url: '/api/astro/kundli/depth?year_of_life=1', payload: body });
    expect(y1.json().data.varshaphal.return_utc).toBe('1947-08-14T18:30:00Z');
    const bad = await t.app.inject({ method: 'POST', url: '/api/astro/kundli/depth?year_of_life=0', payload: body });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('year_of_life must be a whole number from 1 to 150.');
  });
});
