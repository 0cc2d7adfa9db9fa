/** Two API processes on one database and one Redis (as in production with REDIS_URL), with real socket.io clients. */
import { afterAll, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@nakshatra/shared';
import { build, type TestApp } from '../../test/build.js';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Registers the suite's before/after hooks; `a` and `b` are the processes, `urls` their addresses (read inside tests). */
export function twoProcesses() {
  const h = { a: undefined as unknown as TestApp, b: undefined as unknown as TestApp, urls: [] as string[], clients: [] as Client[] };
  beforeAll(async () => {
    h.a = await build({ env: { REDIS_URL: redisUrl, CONSULT_TICK_MS: '0' } });
    h.b = await build({ env: { REDIS_URL: redisUrl, CONSULT_TICK_MS: '0' }, dbh: h.a.dbh });
    for (const t of [h.a, h.b]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      h.urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const c of h.clients) c.disconnect();
    await h.b.close();
    await h.a.close();
  });
  /** A websocket client signed in with `cookies` (none: anonymous); closed after the suite. */
  const client = (url: string, cookies: Record<string, string>): Promise<Client> => {
    const c: Client = connect(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: { cookie: `nk_session=${cookies.nk_session}` }, reconnection: false });
    h.clients.push(c);
    return new Promise((resolve, reject) => { c.on('connect', () => resolve(c)); c.on('connect_error', reject); });
  };
  return Object.assign(h, { client });
}
