import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eq } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { startRevalidationStandIn, type RevalidationCall } from '../../test/revalidation-stand-in.js';
import { adminSession, sampleFields, userSession } from './test-fixtures.js';

describe('content admin API', () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: { sid: string; id: string };
  let user: { sid: string; id: string };
  let revalidations: RevalidationCall[] = [];
  let web: Awaited<ReturnType<typeof startRevalidationStandIn>>;

  beforeAll(async () => {
    web = await startRevalidationStandIn();
    revalidations = web.calls;
    t = await build({ clock, env: web.env });
    admin = await adminSession(t);
    user = await userSession(t);
  });
  afterAll(async () => { await t.close(); await web.close(); });

  const as = (sid: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(sid ? { cookies: { nk_session: sid } } : {}), ...(payload ? { payload } : {}) });
  const waitFor = async (pred: () => boolean) => { for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 10)); };

  it('refuses visitors (401) and ordinary users (403) for every write and admin read', async () => {
    const created = await as(admin.sid, 'POST', '/api/admin/content/blog', { fields: sampleFields.blog });
    const id = created.json().data.id;
    const calls = [
      ['GET', '/api/admin/content/types'], ['GET', '/api/admin/content/blog'], ['GET', `/api/admin/content/blog/${id}`],
      ['POST', '/api/admin/content/blog', { fields: sampleFields.blog }], ['PATCH', `/api/admin/content/blog/${id}`, { fields: {} }],
      ['POST', `/api/admin/content/blog/${id}/publish`, { status: 'published' }], ['DELETE', `/api/admin/content/blog/${id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await as(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await as(user.sid, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('Only administrators can do this.');
    }
    expect((await as(admin.sid, 'GET', `/api/admin/content/blog/${id}`)).json().data.status).toBe('draft');
  });

  it('creates drafts invisible to the public, publishes them, and audits who changed what', async () => {
    const res = await as(admin.sid, 'POST', '/api/admin/content/vrat', { fields: sampleFields.vrat });
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ slug: 'ekadashi-vrat', status: 'draft', fields: { deity: { en: 'Vishnu', hi: 'विष्णु' }, tithi: 11 } });
    expect((await as(null, 'GET', '/api/get_single_vrat_by_slug/ekadashi-vrat')).statusCode).toBe(404);

    const edit = await as(admin.sid, 'PATCH', `/api/admin/content/vrat/${item.id}`, { fields: { tithi: 26 } });
    expect(edit.json().data.fields).toMatchObject({ tithi: 26, deity: { en: 'Vishnu', hi: 'विष्णु' } });
    const pub = await as(admin.sid, 'POST', `/api/admin/content/vrat/${item.id}/publish`, { status: 'published' });
    expect(pub.json().data).toMatchObject({ status: 'published', publish_at: clock.now().toISOString() });
    expect((await as(null, 'GET', '/api/get_single_vrat_by_slug/ekadashi-vrat')).json().data.tithi).toBe(26);

    const revisions = (await as(admin.sid, 'GET', `/api/admin/content/vrat/${item.id}/revisions`)).json().data;
    expect(revisions.map((r: { action: string }) => r.action)).toEqual(['publish', 'update', 'create']);
    expect(revisions[1]).toMatchObject({ actor_user_id: admin.id, changes: { tithi: { from: 11, to: 26 } } });
    const logged = await t.dbh.db.select().from(auditLog).where(eq(auditLog.target, `vrat:${item.id}`));
    expect(logged.map((l) => l.action).sort()).toEqual(['admin.content.create', 'admin.content.publish', 'admin.content.update']);
    expect(logged.every((l) => l.actorUserId === admin.id)).toBe(true);

    await waitFor(() => revalidations.some((r) => r.body.paths.includes('/vrat/ekadashi-vrat')));
    const call = revalidations.find((r) => r.body.paths.includes('/vrat/ekadashi-vrat'))!;
    expect(call.secret).toBe('test-revalidate-secret');
    expect(call.body).toEqual({ paths: ['/vrat', '/vrat/ekadashi-vrat'], tags: ['content', 'content:vrat', 'content:vrat:ekadashi-vrat'] });

    const del = await as(admin.sid, 'DELETE', `/api/admin/content/vrat/${item.id}`);
    expect(del.statusCode).toBe(200);
    expect((await as(null, 'GET', '/api/get_single_vrat_by_slug/ekadashi-vrat')).statusCode).toBe(404);
    const after = (await as(admin.sid, 'GET', `/api/admin/content/vrat/${item.id}/revisions`)).json().data;
    expect(after[0]).toMatchObject({ action: 'delete', actor_user_id: admin.id });
  });

  it('makes slugs from the English title and keeps them unique', async () => {
    const fields = { ...sampleFields.news, title: { en: 'Mercury turns direct!', hi: 'बुध मार्गी' } };
    const a = (await as(admin.sid, 'POST', '/api/admin/content/news', { fields })).json().data;
    const b = (await as(admin.sid, 'POST', '/api/admin/content/news', { fields })).json().data;
    expect([a.slug, b.slug]).toEqual(['mercury-turns-direct', 'mercury-turns-direct-2']);
    const clash = await as(admin.sid, 'PATCH', `/api/admin/content/news/${b.id}`, { slug: 'mercury-turns-direct' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('slug_taken');
    const hindiOnly = await as(admin.sid, 'POST', '/api/admin/content/news', { fields: { title: { en: 'शनि', hi: 'शनि' } } });
    expect(hindiOnly.json().data.slug).toBe('item');
  });

  it('validates fields with sentences and sanitises rich text in both languages', async () => {
    const bad = await as(admin.sid, 'POST', '/api/admin/content/tarot', { fields: { ...sampleFields.tarot, number: 40 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'content_invalid' });
    expect(bad.json().error.message).toMatch(/number/);
    const unknown = await as(admin.sid, 'POST', '/api/admin/content/tarot', { fields: { ...sampleFields.tarot, colour: 'red' } });
    expect(unknown.json().error.message).toBe('Tarot card has no field "colour".');
    const js = await as(admin.sid, 'POST', '/api/admin/content/banners', { fields: { ...sampleFields.banners, href: 'javascript:alert(1)' } });
    expect(js.statusCode).toBe(400);
    const darshan = await as(admin.sid, 'POST', '/api/admin/content/darshan', { fields: { title: { en: 'x', hi: 'x' }, kind: 'temple' } });
    expect(darshan.json().error.message).toBe('Give an HLS address or an embed address.');
    const xss = await as(admin.sid, 'POST', '/api/admin/content/blog', { fields: { ...sampleFields.blog, body: { en: '<p onclick="x()">Hi<script>alert(1)</script></p>', hi: '<img src=x onerror=alert(1)><p>नमस्ते</p>' } } });
    expect(xss.json().data.fields.body).toEqual({ en: '<p>Hi</p>', hi: '<p>नमस्ते</p>' });
    const preview = await as(admin.sid, 'POST', '/api/admin/content/blog/preview?lang=hi', { fields: sampleFields.blog });
    expect(preview.json().data).toMatchObject({ title: 'राहु काल को समझना', status: 'draft' });
  });

  it('shows a scheduled item only once its publish time has come', async () => {
    const at = new Date(clock.now().getTime() + 2 * 3600_000).toISOString();
    const res = await as(admin.sid, 'POST', '/api/admin/content/festivals', { status: 'scheduled', publish_at: at, fields: sampleFields.festivals });
    expect(res.json().data).toMatchObject({ status: 'scheduled', publish_at: at });
    const visible = async () => (await as(null, 'GET', '/api/get_festivals')).json().data.some((i: { slug: string }) => i.slug === 'holi');
    expect(await visible()).toBe(false);
    expect((await as(null, 'GET', '/api/get_single_festivals_by_slug/holi')).statusCode).toBe(404);
    clock.advance(2 * 3600_000 - 1000);
    expect(await visible()).toBe(false);
    clock.advance(1000);
    expect(await visible()).toBe(true);
    expect((await as(null, 'GET', '/api/get_single_festivals_by_slug/holi')).statusCode).toBe(200);
    const noTime = await as(admin.sid, 'POST', '/api/admin/content/festivals', { status: 'scheduled', fields: sampleFields.festivals });
    expect(noTime.statusCode).toBe(400);
  });

  it('lists everything for the admin with status filter and search', async () => {
    await as(admin.sid, 'POST', '/api/admin/content/aarti', { fields: sampleFields.aarti });
    await as(admin.sid, 'POST', '/api/admin/content/aarti', { status: 'published', fields: { ...sampleFields.aarti, title: { en: 'Aarti Kunj Bihari Ki', hi: 'आरती कुंजबिहारी की' } } });
    const all = (await as(admin.sid, 'GET', '/api/admin/content/aarti')).json();
    expect(all.total).toBe(2);
    expect((await as(admin.sid, 'GET', '/api/admin/content/aarti?status=draft')).json().total).toBe(1);
    expect((await as(admin.sid, 'GET', '/api/admin/content/aarti?q=kunj')).json().data[0].fields.title.hi).toBe('आरती कुंजबिहारी की');
    expect((await as(admin.sid, 'GET', '/api/admin/content/nope')).statusCode).toBe(404);
    const types = (await as(admin.sid, 'GET', '/api/admin/content/types')).json().data;
    expect(types.find((x: { key: string }) => x.key === 'vrat')).toMatchObject({ translated: ['title', 'summary', 'body', 'deity', 'rules'], segment: 'vrat' });
  });

  it('computes live darshan state at request time', async () => {
    await as(admin.sid, 'POST', '/api/admin/content/darshan', { status: 'published', fields: sampleFields.darshan });
    // clock: 2026-03-01T06:00Z + 2h = 13:30 IST; the 18:30 IST aarti is next
    const list = (await as(null, 'GET', '/api/get_darshan?kind=aarti')).json().data;
    expect(list[0].live).toMatchObject({ isLive: false, nextStartAt: expect.stringMatching(/T13:00:00.000Z$/) });
  });
});
