import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultSessions } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { admin, approvedAstrologer, paidMinute } from './test-helpers.js';
import { hasPaidSession } from './reviews.js';

describe('reviews of astrologers', () => {
  let t: TestApp;
  let astro: Awaited<ReturnType<typeof approvedAstrologer>>;
  beforeAll(async () => { t = await build(); astro = await approvedAstrologer(t, await admin(t)); });
  afterAll(async () => { await t.close(); });

  const review = (cookies: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/create_review', cookies, payload });

  it('refuses a review from a user who never paid for a minute with the astrologer', async () => {
    const u = await signedInUser(t.app);
    expect(await hasPaidSession(t.dbh.db, u.user.id, astro.id)).toBe(false);
    // an unpaid (expired) request does not count
    await t.dbh.db.insert(consultSessions).values({ userId: u.user.id, astrologerId: astro.id, mode: 'chat', status: 'expired', pricePaise: 2_500, requestedAt: new Date() });
    const res = await review(u.cookies, { astrologer_id: astro.id, rating: 5, text: 'Wonderful reading.' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'review_not_allowed', message: 'You can review an astrologer after a paid consultation of at least one minute with them.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/create_review', payload: { astrologer_id: astro.id, rating: 5, text: 'Wonderful.' } })).statusCode).toBe(401);
  });

  it('accepts one review after a paid minute, lists it and counts it in the rating', async () => {
    const u = await signedInUser(t.app);
    await paidMinute(t, u.user.id, astro.id);
    const bad = await review(u.cookies, { astrologer_id: astro.id, rating: 6, text: 'Too good.' });
    expect(bad.json().error.message).toBe('Please give 1 to 5 stars.');
    const ok = await review(u.cookies, { astrologer_id: astro.id, rating: 4, text: 'Clear and kind answers.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ astrologer_id: astro.id, rating: 4, text: 'Clear and kind answers.', reviewer: 'user' });
    const again = await review(u.cookies, { astrologer_id: astro.id, rating: 5, text: 'Again.' });
    expect(again.statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: `/api/astrologers/${astro.id}/reviews` })).json();
    expect(list).toMatchObject({ total: 1, page: 1, data: [{ id: ok.json().data.id, rating: 4 }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/astrologer_reviews/${ok.json().data.id}` })).json().data.text).toBe('Clear and kind answers.');
    const profile = (await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${astro.id}` })).json().data;
    expect(profile).toMatchObject({ rating: 4, review_count: 1, stats: { sessions: 1, median_first_reply_seconds: 30, repeat_customer_share: 0 } });
  });

  it('refuses a review of a consultation refunded in full, and accepts one partly refunded', async () => {
    const full = await signedInUser(t.app);
    const ended = { astrologerId: astro.id, mode: 'chat' as const, status: 'ended' as const, pricePaise: 2_500, billedMinutes: 2, chargedPaise: 5_000, requestedAt: new Date(Date.now() - 300_000), acceptedAt: new Date(Date.now() - 290_000), firstReplyAt: new Date(Date.now() - 280_000), endedAt: new Date() };
    await t.dbh.db.insert(consultSessions).values({ ...ended, userId: full.user.id, refundedPaise: 5_000 });
    const refused = await review(full.cookies, { astrologer_id: astro.id, rating: 1, text: 'Refunded, still reviewing.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('review_not_allowed');

    const partly = await signedInUser(t.app);
    await t.dbh.db.insert(consultSessions).values({ ...ended, userId: partly.user.id, refundedPaise: 2_500 });
    expect((await review(partly.cookies, { astrologer_id: astro.id, rating: 3, text: 'One minute was refunded.' })).statusCode).toBe(200);
  });

  it('leaves the content platform’s display reviews at /api/get_review', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_review' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 12 });
  });
});
