import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signInAdmin, signInUser } from '../astro/test-sessions.js';
import { composeHoroscope } from './compose.js';
import { en } from './phrases-en.js';
import { hi } from './phrases-hi.js';
import { isoWeeksInYear, isoWeekOf } from './periods.js';

describe('horoscope composer', () => {
  it('has several hundred phrases in each language, with the same shape', () => {
    const count = (b: typeof en) => b.moonHouse.flatMap((h) => Object.values(h).flat()).length + b.nakshatra.length
      + Object.values(b.planetHouse).flat().length + Object.values(b.retrograde).length + b.weekday.length + Object.values(b.closing).flat().length;
    expect(count(en)).toBeGreaterThan(300);
    expect(count(hi)).toBe(count(en));
    for (const s of Object.values(hi.planetHouse)) expect(s).toHaveLength(12);
  });

  it('does not repeat itself over 12 signs × 7 days', () => {
    for (const lang of ['en', 'hi'] as const) {
      const all = new Set<string>();
      for (let s = 1; s <= 12; s++) {
        const own = new Set<string>();
        for (let d = 1; d <= 7; d++) {
          const h = composeHoroscope('daily', s, `2026-03-0${d}`, lang);
          for (const sec of ['overview', 'love', 'career', 'money', 'health'] as const) { own.add(h.sections[sec]); all.add(h.sections[sec]); }
        }
        expect(own.size, `sign ${s} never repeats a section within the week`).toBe(35);
      }
      expect(all.size, 'across the 84 sign-days at most a few sections coincide').toBeGreaterThanOrEqual(0.95 * 420);
    }
  });

  it('weeks of the ISO calendar', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
  });
});

describe('horoscope API', () => {
  const clock = manualClock(new Date('2026-03-01T20:00:00Z')); // 2 March in India
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { nk_session: cookie } } : {}) });

  it("gives today's set in IST for the 12 signs, cacheable", async () => {
    const res = await get('/api/get_horoscope_data');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.date).toBe('2026-03-02');
    expect(d.horoscopes).toHaveLength(12);
    for (const h of d.horoscopes) for (const s of ['love', 'career', 'money', 'health']) expect(h.sections[s].length).toBeGreaterThan(20);
    expect(d.horoscopes[0].why).toMatch(/Moon in \w+ \(.+\), your \d+\w\w house from Aries\./);
    expect(res.headers['cache-control']).toMatch(/public/);
    const hiRes = (await get('/api/get_horoscope_data?lang=hi')).json().data;
    expect(hiRes.horoscopes[0].sections.love).toMatch(/[\u0900-\u097F]/);
  });

  it('is deterministic and answers every type, sign names included', async () => {
    const a = (await get('/api/get_single_horoscope_by_type/daily/5/2026-03-04')).json().data;
    const b = (await get('/api/get_single_horoscope_by_type/daily/leo/2026-03-04')).json().data;
    expect(a).toEqual(b);
    for (const type of ['weekly', 'monthly', 'yearly']) {
      const r = await get(`/api/get_single_horoscope_by_type/${type}/simha/2026-03-04?lang=hi`);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.sections.career).toMatch(/[\u0900-\u097F]/);
    }
    const y = (await get('/api/get_single_horoscope_by_type/yearly/1/2026-07-01')).json().data;
    expect(y.period).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    const w = (await get('/api/get_single_weekly_horoscope/1/2026/10/en')).json().data;
    expect(w.period).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect((await get('/api/get_single_horoscope_by_type/weekly/1/2026-03-05')).json().data).toEqual(w);
  });

  it.each([
    ['/api/get_single_horoscope_by_type/hourly/1/2026-03-04', 'horoscope_type_invalid'],
    ['/api/get_single_horoscope_by_type/daily/13/2026-03-04', 'sign_invalid'],
    ['/api/get_single_horoscope_by_type/daily/dragon/2026-03-04', 'sign_invalid'],
    ['/api/get_single_horoscope_by_type/daily/1/2026-02-30', 'horoscope_date_invalid'],
    ['/api/get_single_horoscope_by_type/daily/1/04-03-2026', 'horoscope_date_format'],
    ['/api/get_single_horoscope_by_type/daily/1/2026-03-04?lang=fr', 'lang_invalid'],
    ['/api/get_single_weekly_horoscope/1/2026/54/en', 'week_invalid'],
    ['/api/get_single_weekly_horoscope/1/2025/53/en', 'week_invalid'],
    ['/api/get_single_weekly_horoscope/1/2026/0/en', 'week_invalid'],
    ['/api/get_single_weekly_horoscope/1/26/10/en', 'year_invalid'],
    ['/api/get_single_weekly_horoscope/1/2026/10/fr', 'lang_invalid'],
  ])('%s → 400 with a sentence', async (url, key) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.key).toBe(key);
    expect(res.json().error.message).toMatch(/^[A-Z].*\.$/);
  });

  it("an admin's edit wins (and is audited); others get 403; deleting restores the generated text", async () => {
    const url = '/api/astro/admin/horoscopes/daily/3/2026-03-04/en';
    const body = { sections: { overview: 'Edited overview.', love: 'Edited love.', career: 'Edited career.', money: 'Edited money.', health: 'Edited health.' }, luckyNumber: 7 };
    const user = await signInUser(t, '9000011111');
    expect((await t.app.inject({ method: 'PUT', url, payload: body, cookies: { nk_session: user } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    const admin = await signInAdmin(t);
    const put = await t.app.inject({ method: 'PUT', url, payload: body, cookies: { nk_session: admin } });
    expect(put.statusCode).toBe(200);
    const seen = (await get('/api/get_single_horoscope_by_type/daily/gemini/2026-03-04')).json().data;
    expect(seen).toMatchObject({ isEdited: true, sections: { love: 'Edited love.' }, lucky: { number: 7 } });
    expect((await get('/api/get_single_horoscope_by_type/daily/gemini/2026-03-04?lang=hi')).json().data.isEdited).toBe(false);
    const { auditLog } = await import('@nakshatra/db');
    const rows = await t.dbh.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'horoscope.override.create' && r.target === 'daily/3/2026-03-04/en')).toBe(true);
    await t.app.inject({ method: 'DELETE', url, cookies: { nk_session: admin } });
    expect((await get('/api/get_single_horoscope_by_type/daily/3/2026-03-04')).json().data.isEdited).toBe(false);
  });
});
