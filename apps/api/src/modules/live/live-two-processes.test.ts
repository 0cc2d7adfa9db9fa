/** Two API processes on one database and one Redis (socket.io Redis adapter): the room spans both. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { ask, astrologer, goLive, joinLive, liveRow, next, until, viewer, type Client } from './live-helpers.js';
import { InMemoryLiveMediaTestDouble } from './testing.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const clock = manualClock();
const media = new InMemoryLiveMediaTestDouble();
let a: TestApp;
let b: TestApp;
const urls: string[] = [];
const clients: Client[] = [];
beforeAll(async () => {
  a = await build({ clock, env: { REDIS_URL: redisUrl, CONSULT_TICK_MS: '0', LIVE_SWEEP_MS: '0' }, liveMedia: media });
  b = await build({ clock, env: { REDIS_URL: redisUrl, CONSULT_TICK_MS: '0', LIVE_SWEEP_MS: '0' }, dbh: a.dbh, liveMedia: new InMemoryLiveMediaTestDouble() });
  for (const t of [a, b]) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await b.close();
  await a.close();
});
const client = (url: string, cookies: Record<string, string> = {}): Promise<Client> => {
  const c: Client = connect(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: cookies.nk_session ? { cookie: `nk_session=${cookies.nk_session}` } : {}, reconnection: false });
  clients.push(c);
  return new Promise((resolve, reject) => { c.on('connect', () => resolve(c)); c.on('connect_error', reject); });
};

describe('a live across two API processes', () => {
  it('counts viewers on both, carries chat and gifts’ updates across, and gives each signed-in socket its own `me`', async () => {
    const host = await astrologer(a);
    const live = await goLive(a, host.cookies);
    media.feed(live.id, 'host', 'connected');
    await until(async () => (await liveRow(a, live.id)).status === 'live');

    const u = await viewer(a, 50_000);
    const onB = await client(urls[1], u.cookies);
    const anonA = await client(urls[0]);
    expect((await joinLive(anonA, live.id)).ok).toBe(true);
    const joined = await joinLive(onB, live.id);
    expect(joined.ok && joined.data.live.viewer_count).toBe(2);
    expect((await a.app.inject({ method: 'GET', url: `/api/lives/${live.id}` })).json().data.viewer_count).toBe(2);

    const atA = next(anonA, 'live:chat');
    expect((await ask(onB, 'live:chat', { live_id: live.id, text: 'Namaste from B', client_id: 'x-1' })).ok).toBe(true);
    expect((await atA).text).toBe('Namaste from B');

    // a queue change made on A reaches B's signed-in socket with its own `me`
    const mine = next(onB, 'live:update', (l) => l.queue.length === 1);
    expect((await a.app.inject({ method: 'POST', url: `/api/lives/${live.id}/queue`, cookies: u.cookies })).statusCode).toBe(200);
    expect((await mine).me).toMatchObject({ signed_in: true, in_queue: true });

    // the viewer leaves (on B): the queue place goes
    onB.disconnect();
    await until(async () => (await a.app.inject({ method: 'GET', url: `/api/lives/${live.id}` })).json().data.queue.length === 0);
    expect((await a.app.inject({ method: 'POST', url: `/api/lives/${live.id}/end`, cookies: host.cookies })).statusCode).toBe(200);
  });
});
