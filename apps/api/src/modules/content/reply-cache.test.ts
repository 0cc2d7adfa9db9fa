import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { adminSession, sampleFields } from './test-fixtures.js';

describe('public content replies: serialised once, with an ETag and 304', () => {
  let t: TestApp;
  let admin: { sid: string; id: string };
  beforeAll(async () => { t = await build(); admin = await adminSession(t); });
  afterAll(async () => { await t.close(); });

  it('answers a list, an item by slug and /todos with an ETag; a client with that copy gets 304 and no body', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/content/blog', cookies: { nk_session: admin.sid }, payload: { fields: sampleFields.blog } });
    const { id, slug } = created.json().data as { id: string; slug: string };
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/content/blog/${id}/publish`, cookies: { nk_session: admin.sid }, payload: { status: 'published' } })).statusCode).toBe(200);

    for (const url of ['/api/get_blog', `/api/get_single_blog_by_slug/${slug}`, '/todos?lang=hi']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.json().status).toBe(200);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      // another copy (an older ETag) gets the full reply
      const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('changes the ETag when the CMS changes what the reply holds, at once in this process', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/get_blog' });
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/content/blog', cookies: { nk_session: admin.sid }, payload: { fields: { ...sampleFields.blog, title: { en: 'A second post on the Moon', hi: 'चंद्रमा पर दूसरा लेख' } } } });
    const { id } = created.json().data as { id: string };
    await t.app.inject({ method: 'POST', url: `/api/admin/content/blog/${id}/publish`, cookies: { nk_session: admin.sid }, payload: { status: 'published' } });
    const after = await t.app.inject({ method: 'GET', url: '/api/get_blog', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().total).toBe(before.json().total + 1);
  });

  it('still answers an unknown slug with a 404 sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_single_blog_by_slug/no-such-post-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/^No blog post has the address "no-such-post-here"/);
  });
});
