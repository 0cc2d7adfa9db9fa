/**
 * The live module with the real embedded engine (werift), signalling over socket.io: werift peers stand in for the
 * browsers (media/testing/fake-peers.ts). The live turns 'live' and the stage call's meter starts on the engine's own
 * measurements, not on anything a client says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { consultSessions, eq } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { createPublisher, createViewer, waitFor, type FakePublisher, type FakeViewer } from './media/testing/fake-peers.js';
import { ask, astrologer, goLive, joinLive, liveRow, until, viewer, type Client } from './live-helpers.js';

let t: TestApp;
let url: string;
const clients: Client[] = [];
const peers: Array<FakePublisher | FakeViewer> = [];
beforeAll(async () => {
  t = await build({ clock: manualClock(), env: { CONSULT_TICK_MS: '0', LIVE_SWEEP_MS: '0', LIVE_MEDIA: 'werift' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const p of peers) { if ('stop' in p) p.stop(); await p.close().catch(() => {}); }
  for (const c of clients) c.disconnect();
  await t.close();
});
const client = (cookies: Record<string, string> = {}): Promise<Client> => {
  const c: Client = connect(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: cookies.nk_session ? { cookie: `nk_session=${cookies.nk_session}` } : {}, reconnection: false });
  clients.push(c);
  return new Promise((resolve, reject) => { c.on('connect', () => resolve(c)); c.on('connect_error', reject); });
};

async function publish(c: Client, liveId: string, feed: 'host' | 'guest') {
  const pub = await createPublisher();
  peers.push(pub);
  const r = await ask<{ sdp: string }>(c, 'live:publish', { live_id: liveId, feed, sdp: pub.offerSdp });
  if (!r.ok) throw new Error(r.message);
  await pub.accept(r.data.sdp);
  pub.start();
  return pub;
}
async function watch(c: Client, liveId: string, feed: 'host' | 'guest') {
  const r = await ask<{ subscription_id: string; sdp: string }>(c, 'live:subscribe', { live_id: liveId, feed });
  if (!r.ok) throw new Error(r.message);
  const v = await createViewer(r.data.sdp);
  peers.push(v);
  const a = await ask(c, 'live:answer', { live_id: liveId, subscription_id: r.data.subscription_id, sdp: v.answerSdp });
  if (!a.ok) throw new Error(a.message);
  return v;
}

describe('with the embedded werift engine', () => {
  it('the host’s media makes the live live; a viewer receives frames; the stage call’s meter starts on the engine’s measurements', async () => {
    expect(t.app.live.media.engine).toBe('werift');
    const a = await astrologer(t);
    const live = await goLive(t, a.cookies);
    const host = await client(a.cookies);
    expect((await joinLive(host, live.id)).ok).toBe(true);
    await publish(host, live.id, 'host');
    await until(async () => (await liveRow(t, live.id)).status === 'live', 15_000);

    const anon = await client();
    const joined = await joinLive(anon, live.id);
    expect(joined.ok && joined.data.live.feeds.host).toBe(true);
    const v = await watch(anon, live.id, 'host');
    await waitFor(() => v.completeFrames() > 10, 15_000, 'frames at the viewer');

    const u = await viewer(t, 50_000);
    const us = await client(u.cookies);
    await joinLive(us, live.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/lives/${live.id}/queue`, cookies: u.cookies })).statusCode).toBe(200);
    const taken = await t.app.inject({ method: 'POST', url: `/api/lives/${live.id}/stage`, cookies: a.cookies, payload: {} });
    expect(taken.statusCode, taken.body).toBe(200);
    const sessionId = taken.json().data.session_id as string;
    await publish(us, live.id, 'guest');
    const hostHearsGuest = await watch(host, live.id, 'guest');
    await waitFor(() => hostHearsGuest.audioPackets > 5, 15_000, 'guest audio at the host');
    await until(async () => (await t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId)))[0].status === 'active', 15_000);

    expect((await t.app.inject({ method: 'POST', url: `/api/lives/${live.id}/stage/end`, cookies: a.cookies })).statusCode).toBe(200);
    const [s] = await t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, sessionId));
    expect(s.status).toBe('ended');
    expect(s.endReason).toBe('astrologer_ended');
    expect(s.refundedPaise).toBe(s.chargedPaise); // the astrologer ended in the first 2 minutes: refunded in full
    expect((await t.app.inject({ method: 'POST', url: `/api/lives/${live.id}/end`, cookies: a.cookies })).json().data.status).toBe('ended');
  }, 60_000);
});
