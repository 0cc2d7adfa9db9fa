import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { startRevalidationStandIn, type RevalidationCall } from '../../test/revalidation-stand-in.js';
import { signedInUser } from '../wallet/testing.js';
import { admin, apply, approvedAstrologer, paidMinute } from './test-helpers.js';

describe('admin decisions about an astrologer refresh the cached public pages', () => {
  let t: TestApp;
  let adminCookies: Record<string, string>;
  let calls: RevalidationCall[] = [];
  let web: Awaited<ReturnType<typeof startRevalidationStandIn>>;

  beforeAll(async () => {
    web = await startRevalidationStandIn();
    calls = web.calls;
    t = await build({ env: web.env });
    adminCookies = await admin(t);
  });
  afterAll(async () => { await t.close(); await web.close(); });

  const waitForCall = async (path: string, after: number) => {
    for (let i = 0; i < 200; i++) {
      const found = calls.slice(after).find((c) => c.body.paths.includes(path));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
  };

  it('approval, suspension and reinstatement at a new price each name the directories, the profile and the tag', async () => {
    const a = await apply(t);
    const profile = `/astrologers/${a.id}`;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, cookies: adminCookies, payload });

    const before = calls.length;
    expect((await post(`/api/admin/astrologers/${a.id}/approve`, {})).statusCode).toBe(200);
    const approved = await waitForCall(profile, before);
    expect(approved?.secret).toBe('test-revalidate-secret');
    expect(approved?.body.paths).toEqual(expect.arrayContaining(['/astrology-services/chat-with-astrologer', '/astrology-services/talk-to-astrologer', '/astrologers']));
    expect(approved?.body.tags).toEqual(['astrologers']);

    const beforeSuspend = calls.length;
    expect((await post(`/api/admin/astrologers/${a.id}/suspend`, { reason: 'Price review.' })).statusCode).toBe(200);
    expect(await waitForCall(profile, beforeSuspend)).toBeDefined();
    const beforeReinstate = calls.length;
    expect((await post(`/api/admin/astrologers/${a.id}/approve`, { price_per_minute_paise: 2200 })).statusCode).toBe(200);
    expect(await waitForCall(profile, beforeReinstate)).toBeDefined();
  });

  it('a refused decision tells the web app nothing', async () => {
    const a = await apply(t);
    const before = calls.length;
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/astrologers/${a.id}/suspend`, cookies: adminCookies, payload: { reason: 'Not approved yet.' } });
    expect(refused.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.slice(before).filter((c) => c.body.paths.includes(`/astrologers/${a.id}`))).toHaveLength(0);
  });

  it('an approved astrologer’s own edit refreshes the pages when it shows at once, not when it waits for approval', async () => {
    const a = await approvedAstrologer(t, adminCookies);
    const profile = `/astrologers/${a.id}`;
    const edit = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/astrologer/me/profile', cookies: a.cookies, payload });
    await waitForCall(profile, 0); // the approval's own call

    const beforePending = calls.length;
    expect((await edit({ price_per_minute_paise: 3_000 })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.slice(beforePending).filter((c) => c.body.paths.includes(profile))).toHaveLength(0);

    const beforeBio = calls.length;
    expect((await edit({ biography: 'Thirty years of reading charts in Varanasi; careful with timings, plain in speech.' })).statusCode).toBe(200);
    expect((await waitForCall(profile, beforeBio))?.body.tags).toEqual(['astrologers']);
  });
  it('a new review refreshes the pages that draw the rating; a refused one does not', async () => {
    const a = await approvedAstrologer(t, adminCookies);
    const profile = `/astrologers/${a.id}`;
    await waitForCall(profile, 0); // the approval's own call
    const u = await signedInUser(t.app);
    const review = () => t.app.inject({ method: 'POST', url: '/api/create_review', cookies: u.cookies, payload: { astrologer_id: a.id, rating: 5, text: 'Patient and precise about the timings.' } });

    const beforeRefused = calls.length;
    expect((await review()).statusCode).toBe(403); // no paid minute yet
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.slice(beforeRefused).filter((c) => c.body.paths.includes(profile))).toHaveLength(0);

    await paidMinute(t, u.user.id, a.id);
    const beforeReview = calls.length;
    expect((await review()).statusCode).toBe(200);
    expect((await waitForCall(profile, beforeReview))?.body.tags).toEqual(['astrologers']);
  });
});
