import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, liveChatMessages, liveReminders, liveViewers } from '@nakshatra/db';
import type { LiveDetail } from '@nakshatra/shared';
import { gatherPersonalData } from '../privacy/data-export.js';
import { SUBSCRIPTIONS_PER_SOCKET } from './realtime.js';
import { scheduleUpdate } from './service.js';
import { intake } from '../consult/test-helpers.js';
import { astrologer, ask, gift, goLive, joinLive, liveApp, liveRow, next, until, viewer } from './live-helpers.js';

const SDP = 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n';
let h: Awaited<ReturnType<typeof liveApp>>;
beforeAll(async () => { h = await liveApp(); });
afterAll(async () => { await h.close(); });
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookies?: Record<string, string>, payload?: object) => h.t.app.inject({ method, url, cookies, payload });

async function onAir() {
  const a = await astrologer(h.t);
  const live = await goLive(h.t, a.cookies);
  h.media.feed(live.id, 'host', 'connected');
  await until(async () => (await liveRow(h.t, live.id)).status === 'live');
  return { a, live };
}

describe('admin', () => {
  it('gift catalogue, live settings, all lives, ending a live; gifts show in the ledger report by category', async () => {
    const { a, live } = await onAir();
    const user = await viewer(h.t);
    expect((await inject('GET', '/api/admin/gifts', user.cookies)).statusCode).toBe(403);
    const created = await inject('POST', '/api/admin/gifts', a.adminCookies, { name_en: 'Bell', name_hi: 'घंटी', icon: '🔔', price_paise: 2_100 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await inject('POST', '/api/admin/gifts', a.adminCookies, { name_en: 'Cheap', name_hi: 'सस्ता', icon: '🪙', price_paise: 50 })).json().error.message).toBe('A gift costs at least ₹1.');
    const off = await inject('PATCH', `/api/admin/gifts/${id}`, a.adminCookies, { active: false });
    expect(off.json().data).toMatchObject({ active: false, price_paise: 2_100 });
    expect(((await inject('GET', '/api/gifts')).json().data as Array<{ id: string }>).some((g) => g.id === id)).toBe(false);
    const renamed = await inject('PATCH', `/api/admin/gifts/${id}`, a.adminCookies, { name_en: 'Temple bell' });
    expect(renamed.json().data).toMatchObject({ name_en: 'Temple bell', active: false });
    expect((await inject('PATCH', '/api/admin/gifts/00000000-0000-4000-8000-000000000000', a.adminCookies, { active: true })).json().error.code).toBe('gift_not_found');

    const bad = await inject('PUT', '/api/admin/live-settings', a.adminCookies, { min_price_per_minute_paise: 5_000, max_price_per_minute_paise: 1_000, gift_share_percent: 50, blocked_words: [], chat_messages_per_10s: 5 });
    expect(bad.statusCode).toBe(400);
    const saved = await inject('PUT', '/api/admin/live-settings', a.adminCookies, { min_price_per_minute_paise: 500, max_price_per_minute_paise: 50_000, gift_share_percent: 50, blocked_words: ['Scam', 'scam'], chat_messages_per_10s: 5 });
    expect(saved.json().data).toMatchObject({ gift_share_percent: 50, blocked_words: ['scam'] });

    const g = await gift(h.t, 10_000);
    const donor = await viewer(h.t, 20_000);
    const sent = await inject('POST', `/api/lives/${live.id}/gifts`, donor.cookies, { gift_id: g.id, idempotency_key: 'admin-test-gift-1' });
    expect(sent.statusCode, sent.body).toBe(200);
    const totals = (await inject('GET', '/api/admin/wallet/ledger-totals', a.adminCookies)).json().data;
    const gifts = totals.by_category.find((c: { category: string }) => c.category === 'gift');
    expect(gifts.spent_paise).toBeGreaterThanOrEqual(10_000);
    expect(gifts.astrologer_share_paise).toBeGreaterThanOrEqual(5_000);

    const all = (await inject('GET', '/api/admin/lives?status=live', a.adminCookies)).json().data as Array<{ live: { id: string }; report: { gifts_paise: number; earnings_paise: number } }>;
    const mine = all.find((r) => r.live.id === live.id)!;
    expect(mine.report).toMatchObject({ gifts_paise: 10_000, earnings_paise: 5_000 });
    expect((await inject('GET', '/api/admin/lives?status=nonsense', a.adminCookies)).statusCode).toBe(400);
    const ended = await inject('POST', `/api/admin/lives/${live.id}/end`, a.adminCookies);
    expect(ended.json().data).toMatchObject({ status: 'ended', end_reason: 'admin_ended' });
    const own = (await inject('GET', '/api/astrologer/lives', a.cookies)).json().data as Array<{ live: { id: string }; report: { gifts_count: number } }>;
    expect(own.find((r) => r.live.id === live.id)!.report.gifts_count).toBe(1);
    expect((await inject('GET', `/api/lives/${live.id}/summary`, a.adminCookies)).json().data.gifts_paise).toBe(10_000);
    // back to the defaults for the other tests
    await inject('PUT', '/api/admin/live-settings', a.adminCookies, { min_price_per_minute_paise: 500, max_price_per_minute_paise: 50_000, gift_share_percent: 60, blocked_words: [], chat_messages_per_10s: 5 });
  });

  it('two "go live" at once: the database lets one through, the other gets 409 live_exists', async () => {
    const a = await astrologer(h.t);
    const body = { title: 'Race to go live', topic: 'Career', language: 'Hindi', price_per_minute_paise: 1_000 };
    const [x, y] = await Promise.all([inject('POST', '/api/lives', a.cookies, body), inject('POST', '/api/lives', a.cookies, body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.statusCode === 409)!.json().error.code).toBe('live_exists');
  });
});

describe('a consultation in progress', () => {
  it('keeps the astrologer from going live (409 with a sentence)', async () => {
    const a = await astrologer(h.t);
    await inject('PUT', '/api/astrologer/me/status', a.cookies, { chat: 'online', call: 'online' });
    const u = await viewer(h.t, 50_000);
    const created = await inject('POST', '/api/create_chat_session', u.cookies, { astrologer_id: a.id, mode: 'chat', intake });
    expect(created.statusCode, created.body).toBe(201);
    expect((await inject('POST', `/api/consult/sessions/${created.json().data.id}/accept`, a.cookies)).statusCode).toBe(200);
    const refused = await inject('POST', '/api/lives', a.cookies, { title: 'Evening questions', topic: 'Career', language: 'Hindi', price_per_minute_paise: 1_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Finish your current consultation before going live.');
  });
});

describe('demo data', () => {
  it('seeds six gifts (₹11 … ₹1,100, English and Hindi) once; settings an admin saved are kept', async () => {
    const { seedLive, demoGifts } = await import('../../seed/live.js');
    const { gifts } = await import('@nakshatra/db');
    const before = await h.t.app.ctx.db.select().from(gifts);
    expect(await seedLive(h.t.app.ctx.db, h.clock.now())).toBeGreaterThanOrEqual(6);
    expect(await seedLive(h.t.app.ctx.db, h.clock.now())).toBe(0);
    const after = await h.t.app.ctx.db.select().from(gifts);
    expect(after.length - before.length).toBe(6);
    expect(demoGifts.map((g) => g.pricePaise)).toEqual([1_100, 2_100, 5_100, 10_100, 51_100, 110_000]);
    expect(after.filter((g) => demoGifts.some((d) => d.nameEn === g.nameEn && d.nameHi === g.nameHi))).toHaveLength(6);
  });
});

describe('the room', () => {
  it('live:update throttled with each socket’s own `me`, list-changed, peak and total viewers, subscription limits and media errors, unsubscribed on disconnect', async () => {
    const { a, live } = await onAir();
    const lister = await h.client();
    lister.emit('live:watch-list');
    await new Promise((r) => setTimeout(r, 50));
    const u = await viewer(h.t, 50_000);
    const us = await h.client(u.cookies);
    await joinLive(us, live.id);
    const listChanged = next(lister, 'live:list-changed');
    const anon = await h.client();
    await joinLive(anon, live.id);
    await listChanged;

    // the queue changes: the signed-in viewer sees in_queue true, the anonymous one sees the queue only
    const mineUpd = next(us, 'live:update', (l: LiveDetail) => l.queue.length === 1);
    const anonUpd = next(anon, 'live:update', (l: LiveDetail) => l.queue.length === 1);
    expect((await inject('POST', `/api/lives/${live.id}/queue`, u.cookies)).statusCode).toBe(200);
    expect((await mineUpd).me.in_queue).toBe(true);
    expect((await anonUpd).me).toMatchObject({ signed_in: false, in_queue: false });

    // a burst of changes gives a few updates, not one each
    let updates = 0;
    anon.on('live:update', () => { updates++; });
    await new Promise((r) => setTimeout(r, 600));
    updates = 0;
    for (let i = 0; i < 10; i++) { scheduleUpdate(h.t.app.live, live.id); await new Promise((r) => setTimeout(r, 20)); }
    await new Promise((r) => setTimeout(r, 700));
    expect(updates).toBeGreaterThanOrEqual(1);
    expect(updates).toBeLessThanOrEqual(3);

    // subscriptions: an unpublished feed is a clear error; every socket has a cap (signed-in ones too)
    expect(await ask(anon, 'live:subscribe', { live_id: live.id, feed: 'guest' })).toMatchObject({ ok: false, error: 'media_failed', message: 'This video is not being sent right now; it starts again as soon as it is back.' });
    const host = await h.client(a.cookies);
    await ask(host, 'live:publish', { live_id: live.id, feed: 'host', sdp: SDP });
    expect(await ask(host, 'live:publish', { live_id: live.id, feed: 'host', sdp: 'not an sdp at all' })).toMatchObject({ ok: false, error: 'media_failed' });
    const stranger = await h.client();
    expect(await ask(stranger, 'live:subscribe', { live_id: live.id, feed: 'host' })).toMatchObject({ ok: false, message: 'Join the live first.' });
    const subIds: string[] = [];
    for (let i = 0; i < SUBSCRIPTIONS_PER_SOCKET; i++) {
      const r = await ask<{ subscription_id: string }>(anon, 'live:subscribe', { live_id: live.id, feed: 'host' });
      expect(r.ok).toBe(true);
      if (r.ok) subIds.push(r.data.subscription_id);
    }
    expect(await ask(anon, 'live:subscribe', { live_id: live.id, feed: 'host' })).toMatchObject({ ok: false, error: 'rate_limited' });
    const signedIn = await h.client((await viewer(h.t, 0)).cookies);
    await joinLive(signedIn, live.id);
    for (let i = 0; i < SUBSCRIPTIONS_PER_SOCKET; i++) expect((await ask(signedIn, 'live:subscribe', { live_id: live.id, feed: 'host' })).ok).toBe(true);
    expect(await ask(signedIn, 'live:subscribe', { live_id: live.id, feed: 'host' })).toMatchObject({ ok: false, error: 'rate_limited', message: 'Too many open video connections. Please close one or reload the page.' });
    signedIn.disconnect();
    expect(await ask(anon, 'live:answer', { live_id: live.id, subscription_id: 'sub-unknown', sdp: SDP })).toMatchObject({ ok: false, error: 'media_failed' });
    anon.disconnect();
    await until(() => subIds.every((id) => h.media.calls.some(([c, , s]) => c === 'unsubscribe' && s === id)));

    // totals: four distinct viewers joined (the host did not join the room here)
    await joinLive(await h.client(), live.id);
    const viewers = await h.t.app.ctx.db.select().from(liveViewers).where(eq(liveViewers.liveId, live.id));
    expect(viewers.length).toBe(4);
    expect((await liveRow(h.t, live.id)).peakViewers).toBeGreaterThanOrEqual(2);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    const report = (await inject('GET', `/api/lives/${live.id}/summary`, a.cookies)).json().data;
    expect(report.total_viewers).toBe(4);
    expect(report.duration_seconds).toBeGreaterThanOrEqual(0);
    // ended: no chat, no queue
    expect(await ask(us, 'live:chat', { live_id: live.id, text: 'hello?', client_id: 'late-1' })).toMatchObject({ ok: false, error: 'live_state_conflict', message: 'This live has ended.' });
    expect((await inject('POST', `/api/lives/${live.id}/queue`, u.cookies)).json().error.code).toBe('live_state_conflict');
    expect(await joinLive(us, '00000000-0000-4000-8000-000000000000')).toMatchObject({ ok: false, error: 'live_not_found' });
  });
});

describe('personal data', () => {
  it('the download holds live chat, gifts and reminders; erasure removes chat and reminders', async () => {
    const { a, live } = await onAir();
    const u = await viewer(h.t, 10_000);
    const us = await h.client(u.cookies);
    await joinLive(us, live.id);
    expect((await ask(us, 'live:chat', { live_id: live.id, text: 'Namaste Guruji', client_id: 'pd-1' })).ok).toBe(true);
    const g = await gift(h.t, 1_100);
    await inject('POST', `/api/lives/${live.id}/gifts`, u.cookies, { gift_id: g.id, idempotency_key: 'pd-gift-0001' });
    const later = await goLive(h.t, (await astrologer(h.t)).cookies, { scheduled_at: new Date(h.clock.now().getTime() + 86_400_000).toISOString() });
    await inject('POST', `/api/lives/${later.id}/reminder`, u.cookies);
    const data = await gatherPersonalData(h.t.app.ctx.db, u.user.id, h.clock.now(), async () => {});
    const liveData = data.live as { chat_messages: Array<{ text: string }>; gifts_sent: unknown[]; reminders: unknown[] };
    expect(liveData.chat_messages.map((m) => m.text)).toEqual(['Namaste Guruji']);
    expect(liveData.gifts_sent).toHaveLength(1);
    expect(liveData.reminders).toHaveLength(1);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    expect((await inject('POST', '/api/users/me/erasure', u.cookies, { confirm: 'ERASE' })).statusCode).toBe(200);
    h.clock.advance(8 * 86_400_000);
    await h.t.app.runPrivacyJobs();
    expect(await h.t.app.ctx.db.select().from(liveChatMessages).where(eq(liveChatMessages.userId, u.user.id))).toEqual([]);
    expect(await h.t.app.ctx.db.select().from(liveReminders).where(eq(liveReminders.userId, u.user.id))).toEqual([]);
    expect(await h.t.app.ctx.db.select().from(liveViewers).where(eq(liveViewers.userId, u.user.id))).toEqual([]);
    expect((await h.t.app.ctx.db.select().from(liveViewers).where(eq(liveViewers.liveId, live.id))).length).toBe(1); // still counted
  });
});
