import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { signInUser } from './test-sessions.js';

const birth = { name: 'Meera', gender: 'female', date: '1992-11-03', time: '14:25', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' };

describe('saved kundlis and share links', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => { t = await build(); alice = await signInUser(t, '9000022221'); bob = await signInUser(t, '9000022222'); });
  afterAll(async () => { await t.close(); });
  const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookies: { nk_session: cookie } } : {}) });

  it('needs a signed-in user', async () => {
    expect((await as(undefined, 'POST', '/api/astro/kundlis', { birth })).statusCode).toBe(401);
    expect((await as(undefined, 'GET', '/api/astro/kundlis')).statusCode).toBe(401);
  });

  it('saves, lists, opens, edits and deletes; other users see nothing', async () => {
    const created = await as(alice, 'POST', '/api/astro/kundlis', { birth });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.title).toBe('Meera');
    expect((await as(alice, 'GET', '/api/astro/kundlis')).json().data.map((k: { id: string }) => k.id)).toContain(id);
    const open = (await as(alice, 'GET', `/api/astro/kundlis/${id}`)).json().data;
    expect(open.report.planets).toHaveLength(9);
    expect(open.saved.birth.name).toBe('Meera');

    expect((await as(bob, 'GET', `/api/astro/kundlis/${id}`)).statusCode).toBe(404);
    expect((await as(bob, 'PUT', `/api/astro/kundlis/${id}`, { birth })).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/astro/kundlis/${id}`)).statusCode).toBe(404);
    expect((await as(bob, 'POST', `/api/astro/kundlis/${id}/share`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', '/api/astro/kundlis')).json().data).toEqual([]);
    expect((await as(bob, 'POST', '/api/astro/match', { boy: { kundliId: id }, girl: birth })).statusCode).toBe(404);

    const edited = await as(alice, 'PUT', `/api/astro/kundlis/${id}`, { title: 'Meera (corrected time)', birth: { ...birth, time: '14:35' } });
    expect(edited.json().data).toMatchObject({ title: 'Meera (corrected time)', birth: { time: '14:35' } });
    expect((await as(alice, 'POST', '/api/astro/match', { boy: birth, girl: { kundliId: id } })).statusCode).toBe(200);

    expect((await as(alice, 'DELETE', `/api/astro/kundlis/${id}`)).statusCode).toBe(200);
    expect((await as(alice, 'GET', `/api/astro/kundlis/${id}`)).statusCode).toBe(404);
  });

  it('validates the saved birth details like the free kundli', async () => {
    const res = await as(alice, 'POST', '/api/astro/kundlis', { birth: { ...birth, date: '1992-13-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.key).toBe('date_invalid');
  });

  it('a share link works for anyone until the owner revokes it', async () => {
    const id = (await as(alice, 'POST', '/api/astro/kundlis', { birth })).json().data.id;
    const link = (await as(alice, 'POST', `/api/astro/kundlis/${id}/share`)).json().data;
    expect(link.token.length).toBeGreaterThanOrEqual(30);
    expect(link.url).toContain(link.token);
    const shared = await as(undefined, 'GET', `/api/astro/shared/${link.token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.report.input.name).toBe('Meera');
    expect((await as(bob, 'DELETE', `/api/astro/kundlis/${id}/share/${link.id}`)).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/astro/kundlis/${id}/share/${link.id}`)).statusCode).toBe(200);
    const gone = await as(undefined, 'GET', `/api/astro/shared/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('share_link_not_found');
    expect((await as(alice, 'GET', `/api/astro/kundlis/${id}`)).json().data.saved.shareLinks[0].revokedAt).toBeTruthy();
  });
});
