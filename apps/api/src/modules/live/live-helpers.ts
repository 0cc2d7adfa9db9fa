/** Test support for the live module's suites (not used by the running API). */
import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { gifts, lives, eq } from '@nakshatra/db';
import type { ClientToServerEvents, LiveChatMessage, LiveDetail, ServerToClientEvents } from '@nakshatra/shared';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { admin, approvedAstrologer } from '../astrologers/test-helpers.js';
import { signedInUser } from '../wallet/testing.js';
import { credit } from '../consult/test-helpers.js';
import { InMemoryLiveMediaTestDouble } from './testing.js';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One API process listening on a port, with the media test double and a hand-moved clock; nothing ticks by itself. */
export async function liveApp(opts: { dbh?: TestApp['dbh']; clock?: ReturnType<typeof manualClock>; media?: InMemoryLiveMediaTestDouble } = {}) {
  const clock = opts.clock ?? manualClock();
  const media = opts.media ?? new InMemoryLiveMediaTestDouble();
  const t = await build({ clock, env: { CONSULT_TICK_MS: '0', LIVE_SWEEP_MS: '0' }, dbh: opts.dbh, liveMedia: media });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const clients: Client[] = [];
  const client = (cookies: Record<string, string> = {}): Promise<Client> => {
    const c: Client = connect(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: cookies.nk_session ? { cookie: `nk_session=${cookies.nk_session}` } : {}, reconnection: false });
    clients.push(c);
    return new Promise((resolve, reject) => { c.on('connect', () => resolve(c)); c.on('connect_error', reject); });
  };
  return {
    t, clock, media, url, client,
    close: async () => { for (const c of clients) c.disconnect(); await t.close(); },
  };
}

export const next = <E extends keyof ServerToClientEvents>(c: Client, event: E, match: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true, ms = 5_000) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => { c.off(event, handler as never); reject(new Error(`no ${String(event)} within ${ms} ms`)); }, ms);
    const handler = (...args: Parameters<ServerToClientEvents[E]>) => { if (match(...args)) { clearTimeout(timer); c.off(event, handler as never); resolve(args[0]); } };
    c.on(event, handler as never);
  });

type AckReply<T> = { ok: true; data: T } | { ok: false; error: string; message: string };
/** Emits with an ack and resolves the reply (ok or not). */
export function ask<T>(c: Client, event: keyof ClientToServerEvents, payload: object): Promise<AckReply<T>> {
  return new Promise((resolve) => (c.emit as (e: string, p: object, ack: (r: AckReply<T>) => void) => void)(event, payload, resolve));
}
export const joinLive = (c: Client, liveId: string) => ask<{ live: LiveDetail; messages: LiveChatMessage[]; ice_servers: unknown[] }>(c, 'live:join', { live_id: liveId });

/** Polls until `check` passes (media events and disconnects are handled in the background). */
export async function until(check: () => Promise<boolean> | boolean, ms = 5_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** An approved astrologer (their price 1000 paise) with a session cookie, and the admin's cookies. */
export async function astrologer(t: TestApp) {
  const adminCookies = await admin(t);
  const a = await approvedAstrologer(t, adminCookies, {}, 1_000);
  return { ...a, adminCookies };
}

export async function viewer(t: TestApp, balance = 0) {
  const u = await signedInUser(t.app);
  if (balance) await credit(t, u.user.id, balance);
  return u;
}

export async function goLive(t: TestApp, cookies: Record<string, string>, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/lives', cookies, payload: { title: 'Career and marriage questions', topic: 'Career', language: 'Hindi', price_per_minute_paise: 2_000, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as LiveDetail;
}

export const liveRow = async (t: TestApp, id: string) => (await t.app.ctx.db.select().from(lives).where(eq(lives.id, id)))[0];

let giftSeq = 0;
export async function gift(t: TestApp, price: number) {
  const [g] = await t.app.ctx.db.insert(gifts).values({ nameEn: `Rose ${++giftSeq}`, nameHi: 'गुलाब', icon: '🌹', pricePaise: price, sortOrder: giftSeq }).returning();
  return g;
}
