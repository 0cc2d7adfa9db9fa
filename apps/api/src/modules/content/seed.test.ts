import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeList, fixedRemedySlugs } from '@nakshatra/content';
import { build, type TestApp } from '../../test/build.js';
import { contentPackageDir, seedContent, type SeedReport } from './seed.js';
import { and, contentItems, eq, poojaPackages, poojaSlots, productVariants } from '@nakshatra/db';
import { ekadashis, purnimas } from '@nakshatra/jyotish';
import { seedCommerce } from '../../seed/commerce.js';

const quiet = { info: () => {}, warn: () => {} };

describe('demo content', () => {
  let t: TestApp;
  let report: SeedReport;
  beforeAll(async () => {
    t = await build();
    report = await seedContent(t.dbh.db, t.env, quiet);
  }, 300_000);
  afterAll(async () => { await t.close(); });

  it('loads every seed item through the same validation as the admin API', () => {
    expect(report.failed).toEqual([]);
    expect(report.created).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const again = await seedContent(t.dbh.db, t.env, quiet);
    expect(again).toMatchObject({ created: 0, skipped: report.created, failed: [] });
  });

  it('has at least 6 published items in English and Hindi for each seeded type with pages', async () => {
    // the types with a seed file (the rest are filled by editors only); never an empty loop
    const seeded = contentTypeList.filter((type) => existsSync(path.join(contentPackageDir, 'seed', `${type.key}.ts`)));
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    for (const type of seeded) {
      const res = (await t.app.inject({ method: 'GET', url: `/api/${type.api.list}?limit=100&lang=hi` })).json();
      const min = type.key === 'page' ? 4 : type.segment !== null || ['testimonial', 'banners', 'review'].includes(type.key) ? 6 : 1;
      expect(res.total, type.key).toBeGreaterThanOrEqual(min);
      // the Hindi list shows Hindi titles (Devanagari), not the English fallback
      for (const item of res.data) expect(item.title, `${type.key}/${item.slug}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('serves the side menu remedies and playable podcast audio', async () => {
    expect(fixedRemedySlugs.length).toBeGreaterThan(0);
    for (const slug of fixedRemedySlugs) expect((await t.app.inject({ method: 'GET', url: `/api/get_single_remedies_by_slug/${slug}` })).statusCode, slug).toBe(200);
    const ep = (await t.app.inject({ method: 'GET', url: '/api/get_podcast' })).json().data[0];
    const audio = await t.app.inject({ method: 'GET', url: ep.audioUrl, headers: { range: 'bytes=0-1023' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.length).toBe(1024);
  });

  it('serves every demo video as a real MP4 file that players can seek in', async () => {
    const videos = (await t.app.inject({ method: 'GET', url: '/api/get_video?limit=100' })).json().data as Array<{ slug: string }>;
    expect(videos.length).toBeGreaterThanOrEqual(6);
    for (const { slug } of videos) {
      const item = (await t.app.inject({ method: 'GET', url: `/api/get_single_video_by_slug/${slug}` })).json().data;
      expect(item.videoUrl, slug).toMatch(/^\/upload\/video\/[0-9a-f]{32}\.mp4$/);
      const head = await t.app.inject({ method: 'GET', url: item.videoUrl, headers: { range: 'bytes=0-11' } });
      expect(head.statusCode, slug).toBe(206);
      expect(head.headers['content-type']).toBe('video/mp4');
      // an ISO media file: its first box is 'ftyp'
      expect(head.rawPayload.subarray(4, 8).toString('latin1'), slug).toBe('ftyp');
    }
  });

  it('gives the seeded products variants with stock and the poojas packages and slots on the days the panchang finds', async () => {
    const db = t.dbh.db;
    const now = new Date('2026-11-20T00:00:00Z');
    expect(await seedCommerce(db, now)).toBeGreaterThan(20);
    const variants = await db.select().from(productVariants);
    expect(variants.length).toBeGreaterThanOrEqual(12);
    expect(variants.every((v) => v.stock > 0 && v.pricePaise > 0 && v.hsn.length >= 4)).toBe(true);
    const [katha] = await db.select().from(contentItems).where(and(eq(contentItems.type, 'pooja'), eq(contentItems.slug, 'satyanarayan-katha')));
    const slots = await db.select().from(poojaSlots).where(eq(poojaSlots.poojaId, katha.id));
    // Purnima and Ekadashi dates of the engine itself, in IST, between 20 Nov 2026 and 45 days later
    const where = { from: '2026-11-20', to: '2027-01-04', lat: 25.3176, lon: 82.9739, timeZone: 'Asia/Kolkata' };
    const expected = [...purnimas(where), ...ekadashis(where)].map((e) => e.date).filter((d) => d > '2026-11-20').sort();
    const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(slots.map((s) => istDate(s.startsAt)).sort()).toEqual(expected);
    expect(slots.map((s) => s.reason?.en)).toEqual(expect.arrayContaining([expect.stringMatching(/^Purnima/), expect.stringMatching(/^Ekadashi/)]));
    const pkgs = await db.select().from(poojaPackages).where(eq(poojaPackages.poojaId, katha.id));
    expect(pkgs.map((p) => p.code).sort()).toEqual(['family', 'family-prasad', 'individual']);
    // idempotent
    expect(await seedCommerce(db, now)).toBe(0);
  });
});

