import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { TAROT_CARDS } from './tarot-cards.js';
import { shuffle } from './tarot.js';

const DELHI = 'lat=28.6139&lon=77.209&zone=Asia/Kolkata';

describe('panchang, vrat and festival dates, calendar', () => {
  const clock = manualClock(new Date('2024-01-01T03:00:00Z'));
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("gives the day's panchang (reference day: Delhi 2024-01-01), cacheable", async () => {
    const res = await get(`/api/astro/panchang?date=2024-01-01&${DELHI}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.sunrise).toMatch(/^2024-01-01T07:1\d:\d\d\+05:30$/);
    expect(d.tithi).toMatchObject({ number: 20, name: { en: 'Krishna Panchami', hi: 'कृष्ण पंचमी' } });
    expect(d.nakshatra.name.en).toBe('Magha');
    expect(d.choghadiya.day).toHaveLength(8);
    expect(d.rahuKaal.start).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('defaults to today at the place and accepts a GeoNames id', async () => {
    const place = (await get('/api/get_suggest/delhi')).json().data[0];
    const d = (await get(`/api/astro/panchang?place=${place.id}`)).json().data;
    expect(d.date).toBe('2024-01-01');
    expect(d.place.zone).toBe('Asia/Kolkata');
  });

  it('lists vrat dates and festivals for a place', async () => {
    const v = (await get(`/api/astro/vrat-dates?from=2024-01-01&to=2024-12-31&${DELHI}`)).json().data.events;
    expect(v.filter((e: { key: string }) => e.key === 'ekadashi').length).toBeGreaterThanOrEqual(24);
    expect(v.some((e: { key: string; date: string }) => e.key === 'sankranti' && e.date === '2024-01-15')).toBe(true);
    const f = (await get(`/api/astro/festival-dates?from=2024-01-01&to=2024-12-31&${DELHI}`)).json().data.events;
    expect(f.find((e: { key: string }) => e.key === 'diwali')).toMatchObject({ date: '2024-10-31', name: { hi: 'दीपावली (लक्ष्मी पूजा)' } });
  });

  it('exports a valid iCalendar file', async () => {
    const res = await get(`/api/astro/calendar.ics?from=2024-10-01&to=2024-11-30&${DELHI}&lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l === 'END:VEVENT').length);
    expect(lines).toContain('DTSTART;VALUE=DATE:20241031');
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it.each([
    [`/api/astro/panchang?date=2024-02-30&${DELHI}`, 'date_invalid'],
    ['/api/astro/panchang?date=2024-01-01', 'place_required'],
    ['/api/astro/panchang?place=999999999', 'place_unknown'],
    [`/api/astro/panchang?lat=95&lon=77&zone=Asia/Kolkata`, 'lat_range'],
    [`/api/astro/vrat-dates?from=2024-01-01&to=2026-01-01&${DELHI}`, 'range_invalid'],
    [`/api/astro/calendar.ics?from=2024-01-01&to=2023-01-01&${DELHI}`, 'range_invalid'],
  ])('%s → 400 %s', async (url, key) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.key).toBe(key);
  });
});

describe('tarot', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });
  const draw = (spread: unknown) => t.app.inject({ method: 'POST', url: '/api/astro/tarot/draw', payload: { spread } });

  it('has 78 distinct cards', () => {
    expect(TAROT_CARDS).toHaveLength(78);
    expect(new Set(TAROT_CARDS.map((c) => c.slug)).size).toBe(78);
    expect(TAROT_CARDS.filter((c) => c.arcana === 'major')).toHaveLength(22);
  });

  it('draws one card, or three distinct cards for past, present and future', async () => {
    const one = (await draw('one')).json().data;
    expect(one.cards).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      const three = (await draw('three')).json().data;
      expect(three.cards.map((c: { position: { key: string } }) => c.position.key)).toEqual(['past', 'present', 'future']);
      expect(new Set(three.cards.map((c: { card: { slug: string } }) => c.card.slug)).size).toBe(3);
      expect(three.cards[0].contentSlug).toBe(`tarot-${three.cards[0].card.slug}`);
    }
  });

  it('shuffles without bias (Fisher–Yates: every position equally likely)', () => {
    const counts = Array(5).fill(0);
    for (let i = 0; i < 5000; i++) counts[shuffle([0, 1, 2, 3, 4]).indexOf(0)]++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('refuses an unknown spread', async () => {
    const res = await draw('celtic-cross');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.key).toBe('tarot_spread_invalid');
  });
});
