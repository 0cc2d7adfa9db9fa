import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { muhurta } from '@nakshatra/jyotish';
import { build, type TestApp } from '../../test/build.js';

const DELHI = 'lat=28.6139&lon=77.209&zone=Asia/Kolkata';

describe('GET /api/astro/muhurta', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the engine’s windows with names in both languages, the rules, and what each window avoided', async () => {
    const res = await get(`/api/astro/muhurta?event=marriage&from=2027-02-01&to=2027-02-28&${DELHI}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const engine = muhurta({ event: 'marriage', from: '2027-02-01', to: '2027-02-28', lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' });
    expect(d.windows.map((w: { start: string }) => w.start)).toEqual(engine.windows.map((w) => w.start));
    const w = d.windows[0];
    expect(w.weekday.hi).toMatch(/वार$/);
    expect(w.nakshatras[0].hi).toBeTruthy();
    expect(w.tithis[0].en).toMatch(/^(Shukla|Krishna) /);
    expect(w.lagnas[0]).toHaveProperty('hi');
    expect(d.rules.nakshatras.map((n: { en: string }) => n.en)).toContain('Rohini');
    expect(d.windows.flatMap((x: { avoided: Array<{ reasons: unknown[] }> }) => x.avoided).every((a: { reasons: unknown[] }) => a.reasons.length > 0)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    [`event=picnic&from=2027-02-01&to=2027-02-10&${DELHI}`, 'Choose an event: marriage, griha pravesh, vehicle, business, naming or mundan.'],
    [`event=naming&from=2027-02-01&to=2027-06-10&${DELHI}`, 'The end date must be on or after the start date, and a search covers at most 92 days.'],
    [`event=naming&from=2027-02-10&to=2027-02-01&${DELHI}`, 'The end date must be on or after the start date, and a search covers at most 92 days.'],
  ])('refuses %s with a sentence', async (query, sentence) => {
    const res = await get(`/api/astro/muhurta?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(sentence);
  });

  it('needs a place', async () => {
    const res = await get('/api/astro/muhurta?event=naming&from=2027-02-01&to=2027-02-10');
    expect(res.statusCode).toBe(400);
  });
});
