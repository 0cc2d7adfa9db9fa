import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { buildKundliReport } from './kundli-report.js';
import { northIndianSvg, southIndianSvg } from './chart-svg.js';

const birth = { name: 'Asha', gender: 'female' as const, date: '1975-11-03', time: '06:12', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata', ayanamsa: 'lahiri' as const, node: 'mean' as const };
const ABBR: Record<string, string> = { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' };

describe('chart SVG', () => {
  const report = buildKundliReport(birth, new Date('2026-03-01T00:00:00Z'));
  const d1 = report.charts.find((c) => c.key === 'D1')!;

  it.each([['north', northIndianSvg], ['south', southIndianSvg]] as const)('%s Indian chart puts every planet in its house', (_style, draw) => {
    const svg = draw(d1, 'en', 'D1');
    for (const p of report.planets) {
      const group = svg.match(new RegExp(`<g data-house="${p.house}" data-sign="(\\d+)" data-planets="([^"]*)"`))!;
      expect(group[2].split(' '), `${p.graha} in house ${p.house}`).toContain(ABBR[p.graha]);
      expect(Number(group[1]), `house ${p.house} holds ${p.graha}'s sign`).toBe(p.rashi);
    }
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('PDF downloads', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock: manualClock() }); });
  afterAll(async () => { await t.close(); });

  it.each(['en', 'hi'])('kundli PDF in %s is a real PDF', async (lang) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/kundli/pdf', payload: { birth, lang, chartStyle: lang === 'hi' ? 'south' : 'north' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(30_000);
  }, 60_000);

  it('matching PDF is a real PDF', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/astro/match/pdf', payload: { boy: { ...birth, name: 'Ravi', gender: 'male' }, girl: { ...birth, date: '1978-02-14' }, lang: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  }, 60_000);

  it('says so with a sentence when PDFs are switched off', async () => {
    const off = await build({ env: { PDF_RENDERER: 'off' } });
    const res = await off.app.inject({ method: 'POST', url: '/api/astro/kundli/pdf', payload: { birth } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('pdf_unavailable');
    await off.close();
  });
});
