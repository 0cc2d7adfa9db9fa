import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astrologerPrivate, astrologerReviews, astrologers, eq, sql } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { admin, apply, approvedAstrologer } from './test-helpers.js';

describe('the public directory, profiles and the astrologer’s own controls', () => {
  let t: TestApp;
  let adminCookies: Record<string, string>;
  const ids: Record<string, string> = {};
  let ravi: Awaited<ReturnType<typeof apply>>;
  beforeAll(async () => {
    t = await build();
    adminCookies = await admin(t);
    ravi = await approvedAstrologer(t, adminCookies, { name: 'Ravi Shastri', skills: ['Vedic', 'KP'], languages: ['Hindi', 'English'], gender: 'male', experience_years: 12 }, 2_500);
    ids.ravi = ravi.id;
    ids.meera = (await approvedAstrologer(t, adminCookies, { name: 'Meera Joshi', skills: ['Tarot', 'Numerology'], languages: ['English', 'Marathi'], gender: 'female', experience_years: 5 }, 1_500)).id;
    ids.arun = (await approvedAstrologer(t, adminCookies, { name: 'Arun Iyer', skills: ['Nadi', 'Vedic'], languages: ['Tamil'], gender: 'male', experience_years: 25 }, 6_000)).id;
    ids.pending = (await apply(t, { name: 'Pending Person' })).id;
    // ratings straight into the table (the review rule has its own test)
    for (const [who, stars] of [['ravi', [5, 4]], ['meera', [3]]] as const) {
      for (const s of stars) {
        const u = await signedInUser(t.app);
        await t.dbh.db.insert(astrologerReviews).values({ astrologerId: ids[who], userId: u.user.id, rating: s, text: 'Helpful.' });
      }
    }
  });
  afterAll(async () => { await t.close(); });

  const list = async (q = '') => (await t.app.inject({ method: 'GET', url: `/api/get_astrologer/${q ? `?${q}` : ''}` })).json();
  const names = async (q = '') => (await list(q)).data.map((a: { name: string }) => a.name);

  it('shows approved astrologers only, never a private field', async () => {
    const body = await list();
    expect(body.total).toBe(3);
    expect(body.data.map((a: { id: string }) => a.id)).not.toContain(ids.pending);
    const [p] = await t.dbh.db.select().from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, ids.ravi));
    const profile = await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` });
    for (const text of [JSON.stringify(body), profile.body]) {
      for (const secret of [p.bankAccountNumber, p.identityDocumentPath, p.bankIfsc, p.email, ravi.phone, '9012', 'bank', 'birth']) expect(text).not.toContain(secret);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.pending}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_single_astrologer/nope' })).statusCode).toBe(404);
  });

  it('serves a profile with price in paise and rupees, rating and statistics that are null until sessions exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` });
    expect(res.json().data).toMatchObject({
      name: 'Ravi Shastri', price_per_minute_paise: 2_500, price_per_minute_rupees: 25, rating: 4.5, review_count: 2, skills: ['Vedic', 'KP'],
      stats: { sessions: 0, median_first_reply_seconds: null, repeat_customer_share: null }, viewer: null,
    });
    expect(res.json().data.biography).toMatch(/Varanasi/);
  });

  it('filters by skill, language, gender, price and rating, and searches', async () => {
    expect(await names('skill=Vedic&sort=experience')).toEqual(['Arun Iyer', 'Ravi Shastri']);
    expect(await names('language=English&sort=price_asc')).toEqual(['Meera Joshi', 'Ravi Shastri']);
    expect(await names('gender=female')).toEqual(['Meera Joshi']);
    expect(await names('min_price_paise=2000&max_price_paise=3000')).toEqual(['Ravi Shastri']);
    expect(await names('min_rating=4')).toEqual(['Ravi Shastri']);
    expect(await names('q=iyer')).toEqual(['Arun Iyer']);
    expect(await names('q=tarot')).toEqual(['Meera Joshi']);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_astrologer/?skill=Astrophysics' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_astrologer/?sort=cheapest' })).json().error.message).toBe('sort must be popular, experience, price_asc, price_desc or rating.');
  });

  it('sorts by experience, price, rating and popularity, and pages', async () => {
    expect(await names('sort=experience')).toEqual(['Arun Iyer', 'Ravi Shastri', 'Meera Joshi']);
    expect(await names('sort=price_asc')).toEqual(['Meera Joshi', 'Ravi Shastri', 'Arun Iyer']);
    expect(await names('sort=price_desc')).toEqual(['Arun Iyer', 'Ravi Shastri', 'Meera Joshi']);
    expect(await names('sort=rating')).toEqual(['Ravi Shastri', 'Meera Joshi', 'Arun Iyer']);
    const fan = await signedInUser(t.app);
    await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.arun}/follow`, cookies: fan.cookies });
    expect((await names('sort=popular'))[0]).toBe('Arun Iyer');
    const page2 = await list('sort=experience&page=2&limit=2');
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.data.map((a: { name: string }) => a.name)).toEqual(['Meera Joshi']);
  });

  it('lets only the astrologer set chat and call status, separately; online ones come first for that mode', async () => {
    const user = await signedInUser(t.app);
    const denied = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: user.cookies, payload: { chat: 'online' } });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', payload: { chat: 'online' } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: ravi.cookies, payload: { chat: 'busy' } });
    expect(bad.json().error.message).toBe('chat must be online or offline.');
    const ok = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: ravi.cookies, payload: { chat: 'online' } });
    expect(ok.json().data).toEqual({ chat_status: 'online', call_status: 'offline' });
    expect((await names('mode=chat&sort=price_desc'))[0]).toBe('Ravi Shastri');
    expect((await names('mode=call&sort=price_desc'))[0]).toBe('Arun Iyer');
    // busy belongs to sessions: going online does not override it
    await t.dbh.db.update(astrologers).set({ callStatus: 'busy' }).where(eq(astrologers.id, ids.ravi));
    const still = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: ravi.cookies, payload: { call: 'online' } });
    expect(still.json().data.call_status).toBe('busy');
    await t.dbh.db.update(astrologers).set({ callStatus: 'offline' }).where(eq(astrologers.id, ids.ravi));
    const pending = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: (await apply(t)).cookies, payload: { chat: 'online' } });
    expect(pending.json().error.message).toBe('You can go online once your application is approved.');
  });

  it('applies biography at once and holds the price for the admin’s approval', async () => {
    const edit = await t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: ravi.cookies, payload: { biography: 'New biography: forty years of family tradition in Jyotish, gentle and exact readings.', price_per_minute_paise: 3_000 } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.pending_changes).toEqual({ price_per_minute_paise: 3_000 });
    const before = (await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` })).json().data;
    expect(before).toMatchObject({ price_per_minute_paise: 2_500 });
    expect(before.biography).toMatch(/^New biography/);
    const out = await t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: ravi.cookies, payload: { price_per_minute_paise: 99_000 } });
    expect(out.json().error.code).toBe('price_out_of_limits');
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/astrologers/${ids.ravi}/changes/approve`, cookies: adminCookies });
    expect(approve.json().data).toMatchObject({ price_per_minute_paise: 3_000, pending_changes: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` })).json().data.price_per_minute_paise).toBe(3_000);
    const [{ n }] = await t.dbh.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`audit_log`).where(sql`action = 'admin.astrologer.changes_approve'`);
    expect(n).toBe(1);
  });

  it('a Hindi biography: written by the astrologer, shown as is, removed with an empty text', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` })).json().data;
    expect(before.biography_hi).toBeNull();
    const hi = 'रवि चालीस वर्षों की पारिवारिक परंपरा से ज्योतिष सीखे हैं; वे शांत और सटीक उत्तर देते हैं और सरल उपाय बताते हैं।';
    const edit = await t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: ravi.cookies, payload: { biography_hi: hi } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.biography_hi).toBe(hi);
    // a Hindi text is public at once, like the English one (no approval needed)
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` })).json().data.biography_hi).toBe(hi);
    const short = await t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: ravi.cookies, payload: { biography_hi: 'बहुत छोटा' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Please write the Hindi biography in at least 50 characters, or leave it empty.');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: ravi.cookies, payload: { biography_hi: '' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.ravi}` })).json().data.biography_hi).toBeNull();
  });

  it('follows and subscribes to notify-me, reflected on the profile', async () => {
    const u = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.meera}/follow` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.meera}/follow`, cookies: u.cookies })).json().data).toEqual({ following: true, notify: [] });
    await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.meera}/follow`, cookies: u.cookies });
    await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.meera}/notify`, cookies: u.cookies, payload: { mode: 'call' } });
    const profile = (await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${ids.meera}`, cookies: u.cookies })).json().data;
    expect(profile).toMatchObject({ followers: 1, viewer: { following: true, notify: ['call'] } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/astrologers/${ids.meera}/follow`, cookies: u.cookies })).json().data.following).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/astrologers/${ids.meera}/notify?mode=call`, cookies: u.cookies })).json().data.notify).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/astrologers/${ids.pending}/follow`, cookies: u.cookies })).statusCode).toBe(404);
  });
});
