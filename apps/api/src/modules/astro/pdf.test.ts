import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { buildKundliReport } from './kundli-report.js';
import { northIndianSvg, southIndianSvg } from './chart-svg.js';
import { depthFor, yearOfLifeOn } from './depth.js';
import { kundliHtml } from './report-html.js';

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

describe('the printable kundli carries the depth modules', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const report = buildKundliReport(birth, now);
  const depth = depthFor(birth, now);

  it('the year of life running on the day (51 for a birth in November 1975, in March 2026)', () => {
    expect(yearOfLifeOn('1975-11-03', now)).toBe(51);
    expect(yearOfLifeOn('1975-02-28', now)).toBe(52);
    expect(depth.varshaphal.year_of_life).toBe(51);
  });

  it.each([
    ['en', 'Shadbala (virupas; total in rupas)', 'Varshaphal: year of life 51', 'Year lord', 'Sun'],
    ['hi', 'षड्बल (विरूपा; कुल रूपा में)', 'वर्षफल: आयु का वर्ष 51', 'वर्षेश', 'सूर्य'],
  ] as const)('in %s: shadbala for the seven planets, jaimini, the varshaphal with its year lord and mudda dasha', (lang, shadbala, varsha, yearLord, sun) => {
    const html = kundliHtml(report, lang, 'north', depth);
    expect(html).toContain(shadbala);
    expect(html).toContain(varsha);
    expect(html).toContain(`<th>${yearLord}</th>`);
    expect(html.match(/<tr><td>[^<]+<\/td><td>\d+\.\d\d<\/td><td>\d+\.\d\d<\/td>/g)!.length).toBeGreaterThanOrEqual(7);
    expect(html).toContain(`<td>${sun}</td>`);
    expect(kundliHtml(report, lang, 'north')).not.toContain(shadbala);
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
