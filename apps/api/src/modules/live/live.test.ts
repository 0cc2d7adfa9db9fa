import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, astrologers, consultSessions, eq, ledgerOperations, liveGifts, orders } from '@nakshatra/db';
import { balance, earningsOf, expectBalancedLedger } from '../consult/test-helpers.js';
import { tickAll } from '../consult/ticker.js';
import { balanceDrift } from '../wallet/ledger.js';
import { runBounded } from '../wallet/testing.js';
import { astrologer, ask, gift, goLive, joinLive, liveApp, liveRow, next, until, viewer } from './live-helpers.js';
import { sweepLives } from './service.js';
import { repairGifts } from './gifts.js';

const SDP = 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n';
let h: Awaited<ReturnType<typeof liveApp>>;
beforeAll(async () => { h = await liveApp(); });
afterAll(async () => { await h.close(); });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookies?: Record<string, string>, payload?: object) => h.t.app.inject({ method, url, cookies, payload });

/** A live on air: created, host published and the engine reported the host feed connected. */
async function onAir(price = 2_000) {
  const a = await astrologer(h.t);
  const live = await goLive(h.t, a.cookies, { price_per_minute_paise: price });
  const host = await h.client(a.cookies);
  expect((await joinLive(host, live.id)).ok).toBe(true);
  const pub = await ask<{ sdp: string }>(host, 'live:publish', { live_id: live.id, feed: 'host', sdp: SDP });
  expect(pub).toMatchObject({ ok: true, data: { sdp: expect.stringContaining('answer-for-host') } });
  h.media.feed(live.id, 'host', 'connected');
  await until(async () => (await liveRow(h.t, live.id)).status === 'live');
  return { a, live, host };
}

describe('going live', () => {
  it('only approved astrologers, within the admin’s price limits; one live on air per astrologer (409); scheduled → start → live on the host’s media; followers told', async () => {
    const plain = await viewer(h.t);
    const refused = await inject('POST', '/api/lives', plain.cookies, { title: 'Hello there', topic: 'Career', language: 'Hindi', price_per_minute_paise: 1_000 });
    expect(refused.statusCode).toBe(403);

    const a = await astrologer(h.t);
    const cheap = await inject('POST', '/api/lives', a.cookies, { title: 'Hello there', topic: 'Career', language: 'Hindi', price_per_minute_paise: 100 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().error).toMatchObject({ code: 'price_out_of_limits', message: 'The price per minute for calls on stage must be between ₹5 and ₹500.' });

    const soon = new Date(h.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await goLive(h.t, a.cookies, { scheduled_at: soon });
    expect(scheduled.status).toBe('scheduled');
    const fan = await viewer(h.t);
    expect((await inject('POST', `/api/astrologers/${a.id}/follow`, fan.cookies)).statusCode).toBeLessThan(300);
    const reminded = await viewer(h.t);
    expect((await inject('POST', `/api/lives/${scheduled.id}/reminder`, reminded.cookies)).statusCode).toBe(200);
    const list = (await inject('GET', '/api/lives', reminded.cookies)).json().data;
    expect(list.upcoming.find((l: { id: string }) => l.id === scheduled.id)).toMatchObject({ reminder: true, status: 'scheduled' });

    expect((await inject('PUT', '/api/astrologer/me/status', a.cookies, { chat: 'online', call: 'online' })).statusCode).toBe(200);
    const started = await inject('POST', `/api/lives/${scheduled.id}/start`, a.cookies);
    expect(started.json().data.status).toBe('starting');
    const second = await inject('POST', '/api/lives', a.cookies, { title: 'Another one', topic: 'Career', language: 'Hindi', price_per_minute_paise: 1_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('live_exists');

    // a stranger cannot publish the host feed; the host can; the live turns live when the engine says so
    const fanSock = await h.client(fan.cookies);
    const remSock = await h.client(reminded.cookies);
    expect((await joinLive(fanSock, scheduled.id)).ok).toBe(true);
    const notHost = await ask(fanSock, 'live:publish', { live_id: scheduled.id, feed: 'host', sdp: SDP });
    expect(notHost).toMatchObject({ ok: false, error: 'forbidden', message: 'Only the astrologer of this live can send its video.' });
    const fanHears = next(fanSock, 'live:started');
    const remHears = next(remSock, 'live:started');
    const host = await h.client(a.cookies);
    expect((await ask(host, 'live:publish', { live_id: scheduled.id, feed: 'host', sdp: SDP })).ok).toBe(true);
    expect((await liveRow(h.t, scheduled.id)).status).toBe('starting');
    h.media.feed(scheduled.id, 'host', 'connected');
    expect((await fanHears).id).toBe(scheduled.id);
    expect((await remHears).id).toBe(scheduled.id);
    expect((await liveRow(h.t, scheduled.id)).status).toBe('live');
    // the directory shows them busy while live
    const status = async () => (await h.t.app.ctx.db.select().from(astrologers).where(eq(astrologers.id, a.id)))[0];
    expect(await status()).toMatchObject({ chatStatus: 'busy', callStatus: 'busy' });

    const end = await inject('POST', `/api/lives/${scheduled.id}/end`, a.cookies);
    expect(end.json().data).toMatchObject({ status: 'ended', end_reason: 'host_ended' });
    expect(await status()).toMatchObject({ chatStatus: 'online', callStatus: 'online' });
    expect((await inject('POST', `/api/lives/${scheduled.id}/end`, fan.cookies)).statusCode).toBe(403);
    expect((await inject('GET', '/api/lives/not-a-uuid')).json().error.code).toBe('live_not_found');
  });

  it('a starting live whose host never connects ends never_started after 2 minutes', async () => {
    const a = await astrologer(h.t);
    const live = await goLive(h.t, a.cookies);
    h.clock.advance(119_000);
    await sweepLives(h.t.app.live);
    expect((await liveRow(h.t, live.id)).status).toBe('starting');
    h.clock.advance(2_000);
    await sweepLives(h.t.app.live);
    expect(await liveRow(h.t, live.id)).toMatchObject({ status: 'ended', endReason: 'never_started' });
  });
});

describe('viewers and chat', () => {
  it('counts viewers, sends chat with masking, refuses blocked words, and moderation mutes, removes and blocks', async () => {
    const { a, live, host } = await onAir();
    await h.t.app.inject({ method: 'PUT', url: '/api/admin/live-settings', cookies: a.adminCookies, payload: { min_price_per_minute_paise: 500, max_price_per_minute_paise: 50_000, gift_share_percent: 70, blocked_words: ['scam'], chat_messages_per_10s: 5 } });
    const anon = await h.client();
    const u = await viewer(h.t);
    const us = await h.client(u.cookies);
    const joined = await joinLive(anon, live.id);
    expect(joined.ok && joined.data.live.me.signed_in).toBe(false);
    const mine = await joinLive(us, live.id);
    expect(mine.ok && mine.data.live.viewer_count).toBe(3);
    expect(mine.ok && mine.data.live.feeds.host).toBe(true);

    // anonymous viewers cannot chat
    expect(await ask(anon, 'live:chat', { live_id: live.id, text: 'hi', client_id: 'c1' })).toMatchObject({ ok: false, error: 'unauthenticated' });
    const seen = next(anon, 'live:chat', (m) => m.user_id === u.user.id);
    const sent = await ask<{ id: string; text: string; masked: boolean }>(us, 'live:chat', { live_id: live.id, text: 'call me on 98765 43210 please', client_id: 'c1' });
    expect(sent).toMatchObject({ ok: true, data: { masked: true } });
    expect((await seen).text).not.toContain('43210');
    expect(await ask(us, 'live:chat', { live_id: live.id, text: 'this is a SCAM', client_id: 'c2' })).toMatchObject({ ok: false, error: 'chat_refused' });
    expect(await ask(us, 'live:chat', { live_id: live.id, text: 'x'.repeat(301), client_id: 'c3' })).toMatchObject({ ok: false, error: 'validation_failed', message: 'A message can be at most 300 characters.' });
    // the rate limit (5 per 10 s) with its sentence
    const burst = [];
    for (let i = 0; i < 6; i++) burst.push(await ask(us, 'live:chat', { live_id: live.id, text: `hello ${i}`, client_id: `b${i}` }));
    expect(burst.at(-1)).toMatchObject({ ok: false, error: 'rate_limited', message: 'You are sending messages too quickly. Please wait a few seconds.' });
    h.clock.advance(11_000);

    // the host deletes a message: everyone hears it
    const msgId = (sent as { data: { id: string } }).data.id;
    const deleted = next(anon, 'live:chat-deleted');
    expect((await inject('DELETE', `/api/lives/${live.id}/chat/${msgId}`, u.cookies)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/lives/${live.id}/chat/${msgId}`, a.cookies)).statusCode).toBe(200);
    expect(await deleted).toEqual({ live_id: live.id, message_id: msgId });
    const again = await joinLive(anon, live.id);
    expect(again.ok && again.data.messages.some((m) => m.id === msgId)).toBe(false);

    // mute → no chat; unmute → chat again
    const told = next(us, 'live:moderated');
    expect((await inject('POST', `/api/lives/${live.id}/moderation`, a.cookies, { user_id: u.user.id, action: 'mute' })).statusCode).toBe(200);
    expect((await told).action).toBe('mute');
    expect(await ask(us, 'live:chat', { live_id: live.id, text: 'still here', client_id: 'm1' })).toMatchObject({ ok: false, error: 'live_banned', message: 'You were muted in this live: you can watch but not chat.' });
    await inject('POST', `/api/lives/${live.id}/moderation`, a.cookies, { user_id: u.user.id, action: 'unmute' });
    expect((await ask(us, 'live:chat', { live_id: live.id, text: 'thanks', client_id: 'm2' })).ok).toBe(true);
    // a viewer cannot moderate; the host cannot be moderated
    expect((await inject('POST', `/api/lives/${live.id}/moderation`, u.cookies, { user_id: a.userId, action: 'mute' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/lives/${live.id}/moderation`, a.cookies, { user_id: a.userId, action: 'mute' })).statusCode).toBe(400);
    // remove: out of the room (its video stops), cannot rejoin this live
    const watching = await ask<{ subscription_id: string }>(us, 'live:subscribe', { live_id: live.id, feed: 'host' });
    expect(watching.ok).toBe(true);
    expect((await inject('POST', `/api/lives/${live.id}/moderation`, a.cookies, { user_id: u.user.id, action: 'remove' })).statusCode).toBe(200);
    expect(h.media.calls.some(([c, , s]) => c === 'unsubscribe' && watching.ok && s === watching.data.subscription_id)).toBe(true);
    await until(async () => !(await joinLive(us, live.id)).ok);
    expect(await joinLive(us, live.id)).toMatchObject({ ok: false, error: 'live_banned', message: 'You were removed from this live.' });
    // block reaches the astrologer's next live too
    await inject('POST', `/api/lives/${live.id}/moderation`, a.cookies, { user_id: u.user.id, action: 'block' });
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    const next2 = await goLive(h.t, a.cookies);
    expect(await joinLive(us, next2.id)).toMatchObject({ ok: false, message: 'The astrologer has blocked you from their lives.' });
    await inject('POST', `/api/lives/${next2.id}/moderation`, a.cookies, { user_id: u.user.id, action: 'unblock' });
    expect((await joinLive(us, next2.id)).ok).toBe(true);
    await inject('POST', `/api/lives/${next2.id}/end`, a.cookies);
    host.disconnect();
  });
});

describe('gifts', () => {
  it('one ledger debit with the astrologer’s share; a retry is the same gift; 402 when short; not to yourself; unknown gift 404', async () => {
    const { a, live } = await onAir();
    const rose = await gift(h.t, 5_100);
    const u = await viewer(h.t, 10_000);
    const watcher = await h.client();
    await joinLive(watcher, live.id);
    const shown = next(watcher, 'live:gift');
    const before = await earningsOf(h.t, a.userId);
    const send = (key: string, giftId = rose.id, cookies = u.cookies) => inject('POST', `/api/lives/${live.id}/gifts`, cookies, { gift_id: giftId, idempotency_key: key });
    const first = await send('gift-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.balance_paise).toBe(4_900);
    expect((await shown).gift.price_paise).toBe(5_100);
    const retry = await send('gift-key-0001');
    expect(retry.json().data.gift.id).toBe(first.json().data.gift.id);
    expect(await balance(h.t, u.user.id)).toBe(4_900);
    // the default share is the consultation share (60 %) unless the admin set gift_share_percent (70 % in the chat test)
    const share = (await h.t.app.ctx.db.select().from(liveGifts).where(eq(liveGifts.liveId, live.id)))[0].astrologerSharePaise;
    expect(await earningsOf(h.t, a.userId)).toBe(before + share);
    const ops = await h.t.app.ctx.db.select().from(ledgerOperations).where(and(eq(ledgerOperations.userId, u.user.id), eq(ledgerOperations.category, 'gift')));
    expect(ops).toHaveLength(1);

    const short = await send('gift-key-0002');
    expect(short.statusCode).toBe(402);
    expect(short.json().error).toMatchObject({ code: 'insufficient_balance', details: { required_paise: 5_100, balance_paise: 4_900 } });
    expect((await send('gift-key-0003', '00000000-0000-4000-8000-000000000000')).json().error.code).toBe('gift_not_found');
    expect((await send('gift-key-0004', rose.id, a.cookies)).statusCode).toBe(403);
    const detail = (await inject('GET', `/api/lives/${live.id}`)).json().data;
    expect(detail.top_gifters[0]).toMatchObject({ user_id: u.user.id, total_paise: 5_100, gifts: 1 });
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    expect((await send('gift-key-0005')).json().error.code).toBe('live_state_conflict');
    await expectBalancedLedger(h.t);
  });

  it('a gift whose row was lost after its debit (the process stopped in between) is rebuilt from the ledger at boot, once, without a new charge', async () => {
    const { a, live } = await onAir();
    const lamp = await gift(h.t, 2_100);
    const u = await viewer(h.t, 5_000);
    const sent = await inject('POST', `/api/lives/${live.id}/gifts`, u.cookies, { gift_id: lamp.id, idempotency_key: 'crash-key-0001' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await h.t.app.ctx.db.select().from(liveGifts).where(and(eq(liveGifts.liveId, live.id), eq(liveGifts.userId, u.user.id)));
    // the crash: the debit is in the ledger, the gift row is not
    await h.t.app.ctx.db.delete(liveGifts).where(eq(liveGifts.id, row.id));
    expect(await repairGifts(h.t.app.live)).toBe(1);
    expect(await repairGifts(h.t.app.live)).toBe(0);
    const [back] = await h.t.app.ctx.db.select().from(liveGifts).where(and(eq(liveGifts.liveId, live.id), eq(liveGifts.userId, u.user.id)));
    expect(back).toMatchObject({ giftId: lamp.id, pricePaise: 2_100, astrologerSharePaise: row.astrologerSharePaise, ledgerOperationId: row.ledgerOperationId, idempotencyKey: 'crash-key-0001' });
    // a retry by the client finds it and charges nothing more; the report counts it
    const retry = await inject('POST', `/api/lives/${live.id}/gifts`, u.cookies, { gift_id: lamp.id, idempotency_key: 'crash-key-0001' });
    expect(retry.json().data.gift.id).toBe(back.id);
    expect(await balance(h.t, u.user.id)).toBe(5_000 - 2_100);
    const report = (await inject('GET', `/api/lives/${live.id}/summary`, a.cookies)).json().data;
    expect(report.gifts_paise).toBe(2_100);
    await expectBalancedLedger(h.t);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
  });

  it('50 simultaneous gifts from 10 wallets: balances and ledger agree to the paisa', async () => {
    const { a, live } = await onAir();
    const g = await gift(h.t, 1_100);
    const wallets = await Promise.all(Array.from({ length: 10 }, () => viewer(h.t, 4_000))); // 3 gifts each fit, the 4th and 5th do not
    const before = await earningsOf(h.t, a.userId);
    const results = await runBounded(Array.from({ length: 50 }, (_, i) => () => inject('POST', `/api/lives/${live.id}/gifts`, wallets[i % 10].cookies, { gift_id: g.id, idempotency_key: `conc-${i % 10}-${Math.floor(i / 10)}` })), 50);
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 402)).toBe(true);
    expect(okCount).toBe(30);
    for (const w of wallets) expect(await balance(h.t, w.user.id)).toBe(4_000 - 3 * 1_100);
    const rows = await h.t.app.ctx.db.select().from(liveGifts).where(eq(liveGifts.liveId, live.id));
    expect(rows).toHaveLength(30);
    expect(await earningsOf(h.t, a.userId)).toBe(before + rows.reduce((s, r) => s + r.astrologerSharePaise, 0));
    expect(await balanceDrift(h.t.app.ctx.db)).toEqual([]);
    await expectBalancedLedger(h.t);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
  });
});

describe('queue and stage', () => {
  it('queue needs 5 minutes of the price; only the host takes callers; the call is billed per minute by the meter; either side ends it', async () => {
    const { a, live, host } = await onAir(2_000);
    const poor = await viewer(h.t, 5_000);
    const low = await inject('POST', `/api/lives/${live.id}/queue`, poor.cookies);
    expect(low.statusCode).toBe(402);
    expect(low.json().error.message).toMatch(/^Minimum balance of 5 minutes \(₹100\) is required to start call with /);

    const caller = await viewer(h.t, 30_000);
    const other = await viewer(h.t, 30_000);
    const cs = await h.client(caller.cookies);
    const os = await h.client(other.cookies);
    await joinLive(cs, live.id);
    await joinLive(os, live.id);
    expect((await inject('POST', `/api/lives/${live.id}/queue`, caller.cookies)).statusCode).toBe(200);
    expect((await inject('POST', `/api/lives/${live.id}/queue`, caller.cookies)).json().error.code).toBe('queue_conflict');
    h.clock.advance(1_000);
    expect((await inject('POST', `/api/lives/${live.id}/queue`, other.cookies)).statusCode).toBe(200);
    const queue = (await inject('GET', `/api/lives/${live.id}`)).json().data.queue;
    expect(queue.map((q: { user_id: string }) => q.user_id)).toEqual([caller.user.id, other.user.id]);

    // viewers cannot take, skip or clear
    for (const [url, body] of [[`/api/lives/${live.id}/stage`, {}], [`/api/lives/${live.id}/queue/skip`, { user_id: other.user.id }], [`/api/lives/${live.id}/queue/clear`, undefined]] as const) {
      const r = await inject('POST', url, other.cookies, body);
      expect(r.statusCode).toBe(403);
      expect(r.json().error.message).toBe('Only the astrologer of this live can do this.');
    }
    // a viewer who is not on stage cannot publish the guest feed
    expect(await ask(os, 'live:publish', { live_id: live.id, feed: 'guest', sdp: SDP })).toMatchObject({ ok: false, message: 'Only the caller on stage can send audio and video to this live.' });

    const onStage = next(cs, 'live:on-stage');
    const taken = await inject('POST', `/api/lives/${live.id}/stage`, a.cookies, {});
    expect(taken.statusCode, taken.body).toBe(200);
    const sessionId = taken.json().data.session_id as string;
    expect(await onStage).toEqual({ live_id: live.id, session_id: sessionId });
    expect((await inject('POST', `/api/lives/${live.id}/stage`, a.cookies, {})).json().error.code).toBe('queue_conflict');
    const [s0] = await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s0).toMatchObject({ mode: 'call', status: 'accepted', pricePaise: 2_000, liveId: live.id });
    expect((s0.intake as { topic: string }).topic).toBe(`Live call: ${live.title}`);

    // the caller publishes; the engine reports the guest feed and the host's subscription to it connected → the meter starts
    expect((await ask(cs, 'live:publish', { live_id: live.id, feed: 'guest', sdp: SDP })).ok).toBe(true);
    const sub = await ask<{ subscription_id: string; sdp: string }>(host, 'live:subscribe', { live_id: live.id, feed: 'guest' });
    expect(sub.ok).toBe(true);
    const subId = (sub as { data: { subscription_id: string } }).data.subscription_id;
    expect((await ask(host, 'live:answer', { live_id: live.id, subscription_id: subId, sdp: SDP })).ok).toBe(true);
    h.media.feed(live.id, 'guest', 'connected');
    h.media.subscription(live.id, subId, 'connected');
    await until(async () => (await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId)))[0].status === 'active');
    const stageView = (await inject('GET', `/api/lives/${live.id}`, caller.cookies)).json().data;
    expect(stageView.stage).toMatchObject({ user_id: caller.user.id, status: 'active', billed_minutes: 1 });
    expect(stageView.me.on_stage).toBe(true);
    expect(stageView.feeds.guest).toBe(true);

    const astroBefore = await earningsOf(h.t, a.userId);
    h.clock.advance(150_000); // 2.5 minutes: minutes 1 and 2 charged, minute 3 held
    await tickAll(h.t.app.consult, h.clock.now());
    const [s1] = await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s1.billedMinutes).toBe(3);
    expect(s1.chargedPaise).toBe(4_000);

    // a stranger cannot end the call; the caller can
    expect((await inject('POST', `/api/lives/${live.id}/stage/end`, other.cookies)).statusCode).toBe(403);
    const off = next(cs, 'live:off-stage');
    expect((await inject('POST', `/api/lives/${live.id}/stage/end`, caller.cookies)).statusCode).toBe(200);
    expect((await off).session_id).toBe(sessionId);
    const [s2] = await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s2).toMatchObject({ status: 'ended', endReason: 'user_ended', chargedPaise: 6_000 });
    expect(await balance(h.t, caller.user.id)).toBe(24_000);
    expect(await earningsOf(h.t, a.userId)).toBe(astroBefore + 3 * 1_200);
    const history = await h.t.app.ctx.db.select().from(orders).where(eq(orders.userId, caller.user.id));
    expect(history.some((o) => o.reference === `consult:${sessionId}`)).toBe(true);
    expect((await liveRow(h.t, live.id)).stageSessionId).toBeNull();
    expect(h.media.calls.some(([c, room, feed]) => c === 'unpublish' && room === live.id && feed === 'guest')).toBe(true);

    // the next caller can be picked; leaving the live (last socket) leaves the queue
    os.disconnect();
    await until(async () => (await inject('GET', `/api/lives/${live.id}`)).json().data.queue.length === 0);

    const report = (await inject('GET', `/api/lives/${live.id}/summary`, a.cookies)).json().data;
    expect(report).toMatchObject({ calls: 1, call_minutes: 3, calls_paise: 6_000 });
    expect((await inject('GET', `/api/lives/${live.id}/summary`, caller.cookies)).statusCode).toBe(403);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    await expectBalancedLedger(h.t);
  });
});

describe('the meter ends a stage call', () => {
  it('when the caller’s balance runs out: live:off-stage, the stage is free, the next caller can be taken', async () => {
    const { a, live, host } = await onAir(2_000);
    const caller = await viewer(h.t, 10_000); // exactly 5 minutes
    const cs = await h.client(caller.cookies);
    await joinLive(cs, live.id);
    await inject('POST', `/api/lives/${live.id}/queue`, caller.cookies);
    const sessionId = (await inject('POST', `/api/lives/${live.id}/stage`, a.cookies, {})).json().data.session_id as string;
    await ask(cs, 'live:publish', { live_id: live.id, feed: 'guest', sdp: SDP });
    const sub = (await ask<{ subscription_id: string }>(host, 'live:subscribe', { live_id: live.id, feed: 'guest' })) as { data: { subscription_id: string } };
    const warned = next(cs, 'meter:warning');
    h.media.feed(live.id, 'guest', 'connected');
    h.media.subscription(live.id, sub.data.subscription_id, 'connected');
    await until(async () => (await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId)))[0].status === 'active');
    const off = next(cs, 'live:off-stage');
    for (let m = 0; m < 6; m++) { h.clock.advance(60_000); await tickAll(h.t.app.consult, h.clock.now()); }
    expect((await warned).session_id).toBe(sessionId);
    expect((await off).session_id).toBe(sessionId);
    const [s] = await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s).toMatchObject({ status: 'ended', endReason: 'balance_exhausted', chargedPaise: 10_000 });
    expect(await balance(h.t, caller.user.id)).toBe(0);
    await until(async () => (await liveRow(h.t, live.id)).stageSessionId === null);
    const second = await viewer(h.t, 20_000);
    await inject('POST', `/api/lives/${live.id}/queue`, second.cookies);
    expect((await inject('POST', `/api/lives/${live.id}/stage`, a.cookies, { user_id: second.user.id })).statusCode).toBe(200);
    await inject('POST', `/api/lives/${live.id}/end`, a.cookies);
    const [s2] = await h.t.app.ctx.db.select().from(consultSessions).where(and(eq(consultSessions.liveId, live.id), eq(consultSessions.userId, second.user.id)));
    expect(s2).toMatchObject({ status: 'ended', chargedPaise: 0 }); // ended before any media: nothing billed
    await expectBalancedLedger(h.t);
  });
});

describe('the host drops', () => {
  it('reconnecting, back within the grace → live; a call on stage is settled at the drop; gone past the grace → ended host_lost', async () => {
    const { a, live } = await onAir(2_000);
    const watcher = await h.client();
    await joinLive(watcher, live.id);
    const caller = await viewer(h.t, 30_000);
    const cs = await h.client(caller.cookies);
    await joinLive(cs, live.id);
    await inject('POST', `/api/lives/${live.id}/queue`, caller.cookies);
    const sessionId = (await inject('POST', `/api/lives/${live.id}/stage`, a.cookies, { user_id: caller.user.id })).json().data.session_id as string;
    await ask(cs, 'live:publish', { live_id: live.id, feed: 'guest', sdp: SDP });
    const host = await h.client(a.cookies);
    await joinLive(host, live.id);
    const sub = (await ask<{ subscription_id: string }>(host, 'live:subscribe', { live_id: live.id, feed: 'guest' })) as { data: { subscription_id: string } };
    h.media.feed(live.id, 'guest', 'connected');
    h.media.subscription(live.id, sub.data.subscription_id, 'connected');
    await until(async () => (await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId)))[0].status === 'active');
    h.clock.advance(200_000); // 3m20s metered
    await tickAll(h.t.app.consult, h.clock.now());

    const feedOff = next(watcher, 'live:feed', (f) => f.feed === 'host' && !f.publishing);
    const dropAt = h.clock.now();
    h.media.feed(live.id, 'host', 'disconnected');
    await feedOff;
    await until(async () => (await liveRow(h.t, live.id)).status === 'reconnecting');
    await until(async () => (await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId)))[0].status === 'ended');
    const [s] = await h.t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s.endedAt!.getTime()).toBe(dropAt.getTime());
    expect(s.billedMinutes).toBe(4);
    expect(s.chargedPaise).toBe(8_000); // minute 4 had started: each started minute is charged, nothing after the drop
    // more time passes: nothing more is charged
    h.clock.advance(30_000);
    await tickAll(h.t.app.consult, h.clock.now());
    expect(await balance(h.t, caller.user.id)).toBe(22_000);

    h.media.feed(live.id, 'host', 'connected');
    await until(async () => (await liveRow(h.t, live.id)).status === 'live');
    h.media.feed(live.id, 'host', 'disconnected');
    await until(async () => (await liveRow(h.t, live.id)).status === 'reconnecting');
    h.clock.advance(59_000);
    await sweepLives(h.t.app.live);
    expect((await liveRow(h.t, live.id)).status).toBe('reconnecting');
    h.clock.advance(2_000);
    await sweepLives(h.t.app.live);
    expect(await liveRow(h.t, live.id)).toMatchObject({ status: 'ended', endReason: 'host_lost' });
    await expectBalancedLedger(h.t);
  });
});

describe('an API restart', () => {
  it('a live on air is never a ghost: reconnecting from boot, ended after the grace unless the host republishes', async () => {
    const first = await liveApp();
    let second: Awaited<ReturnType<typeof liveApp>> | undefined;
    try {
      const a = await astrologer(first.t);
      const live = await goLive(first.t, a.cookies);
      first.media.feed(live.id, 'host', 'connected');
      await until(async () => (await liveRow(first.t, live.id)).status === 'live');
      const other = await astrologer(first.t);
      const back = await goLive(first.t, other.cookies);
      first.media.feed(back.id, 'host', 'connected');
      await until(async () => (await liveRow(first.t, back.id)).status === 'live');
      await first.t.app.close();

      first.clock.advance(10_000);
      second = await liveApp({ dbh: first.t.dbh, clock: first.clock });
      expect((await liveRow(second.t, live.id)).status).toBe('reconnecting');
      const list = (await second.t.app.inject({ method: 'GET', url: '/api/lives' })).json().data;
      expect(list.live.find((l: { id: string }) => l.id === live.id).status).toBe('reconnecting');
      // one host comes back and publishes again
      const host = await second.client(other.cookies);
      expect((await ask(host, 'live:publish', { live_id: back.id, feed: 'host', sdp: SDP })).ok).toBe(true);
      second.media.feed(back.id, 'host', 'connected');
      await until(async () => (await liveRow(second!.t, back.id)).status === 'live');
      second.clock.advance(61_000);
      await sweepLives(second.t.app.live);
      expect(await liveRow(second.t, live.id)).toMatchObject({ status: 'ended', endReason: 'host_lost' });
      expect((await liveRow(second.t, back.id)).status).toBe('live');
    } finally {
      await second?.close();
      await first.t.dbh.close();
    }
  });
});
