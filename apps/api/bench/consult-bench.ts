/**
 * Chat message latency with many concurrent consultations on one API process: `npm run bench`
 * (PGlite in memory; DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL). SESSIONS sessions run at once; in each, the user and the astrologer take turns sending
 * MESSAGES messages over socket.io (websocket), and we time each from `message:send` to the other side's
 * `message:new`. The meter ticks every second meanwhile, as in production.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { astrologers, openTestDb, users } from '@nakshatra/db';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@nakshatra/shared';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { adjustWallet } from '../src/modules/wallet/spend.js';
import { requestSession, acceptSession } from '../src/modules/consult/lifecycle.js';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

// PGlite in memory, or with DATABASE_URL (or BENCH_DATABASE_URL) a fresh database beside that server, dropped afterwards
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dbh = await openTestDb();
const env = loadEnv({
  NODE_ENV: 'test', SESSION_SECRET: 'bench-session-secret-0123456789abcdefgh', SMS_PROVIDER: 'console', MAIL_TRANSPORT: 'file',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nk-bench-')), LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000', HOLD_SWEEP_SECONDS: '0', CONSULT_TICK_MS: '1000',
});
const app = await buildApp({ env, db: dbh.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = dbh.db;

async function account(type: 'user' | 'astrologer', i: number) {
  const [u] = await db.insert(users).values({ type, phone: `${type === 'user' ? 6 : 7}${String(100_000_000 + i)}`, name: `${type} ${i}` }).returning();
  const { token } = await createSession(db, app.ctx.clock, app.sessionPolicy, u.id, {});
  return { user: u, token };
}
const socket = (token: string) => new Promise<Client>((resolve, reject) => {
  const c: Client = connect(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: { cookie: `nk_session=${token}` }, reconnection: false });
  c.on('connect', () => resolve(c));
  c.on('connect_error', reject);
});

console.log(`setting up ${SESSIONS} consultations…`);
const pairs: Array<{ id: string; user: Client; astro: Client }> = [];
for (let i = 0; i < SESSIONS; i++) {
  const u = await account('user', i);
  const a = await account('astrologer', i);
  const [row] = await db.insert(astrologers).values({ userId: a.user.id, status: 'approved', displayName: `Astrologer ${i}`, gender: 'female', birthDate: '1980-01-01', languages: ['Hindi'], skills: ['Vedic'], experienceYears: 5, askedPricePaise: 1_000, pricePaise: 1_000, biography: 'x'.repeat(60), chatStatus: 'online', callStatus: 'online' }).returning();
  await adjustWallet(db, { userId: u.user.id, amountPaise: 1_000_000, account: 'real', reason: 'bench', key: `bench:${u.user.id}`, actorUserId: u.user.id });
  const view = await requestSession(app.consult, { ...u.user, type: 'user' } as never, { astrologer_id: row.id, mode: 'chat', intake: { name: 'Bench', gender: 'other', birth_date: '1990-01-01', topic: 'benchmark' } });
  await acceptSession(app.consult, view.id, { ...a.user, type: 'astrologer' } as never);
  const [us, as] = await Promise.all([socket(u.token), socket(a.token)]);
  for (const c of [us, as]) await new Promise<void>((res, rej) => c.emit('session:join', { session_id: view.id, after_seq: 0 }, (r) => (r.ok ? res() : rej(new Error(r.message)))));
  pairs.push({ id: view.id, user: us, astro: as });
}

/** Each session sends MESSAGES messages, alternating sides, `pauseMs` apart (0: as fast as answers come back). */
async function phase(label: string, pauseMs: number, tag: string) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(pairs.map(async ({ id, user, astro }, i) => {
    if (pauseMs) await new Promise((r) => setTimeout(r, (i * pauseMs) / pairs.length)); // spread the senders out
    for (let m = 0; m < MESSAGES; m++) {
      const [from, to] = m % 2 === 0 ? [user, astro] : [astro, user];
      const clientId = `bench-${tag}-${id.slice(0, 8)}-${m}`;
      const t0 = performance.now();
      const arrived = new Promise<void>((resolve) => {
        const on = (msg: ChatMessage) => { if (msg.client_id === clientId) { to.off('message:new', on); resolve(); } };
        to.on('message:new', on);
      });
      from.emit('message:send', { session_id: id, client_id: clientId, text: `message ${m} of the benchmark` }, () => {});
      await arrived;
      latencies.push(performance.now() - t0);
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { load: label, messages: latencies.length, 'msg/s': Math.round(latencies.length / seconds), 'p50 ms': pct(50).toFixed(1), 'p99 ms': pct(99).toFixed(1), 'max ms': latencies[latencies.length - 1].toFixed(1) };
}
const rows = [
  await phase('each session: a message every second', 1000, 'paced'),
  await phase('saturation: next message as soon as delivered', 0, 'flat'),
];
console.log(`\nchat over socket.io, one API process (${driver}), ${SESSIONS} concurrent consultations × ${MESSAGES} messages, sender → other side's message:new`);
console.table(rows);
for (const p of pairs) { p.user.disconnect(); p.astro.disconnect(); }
await app.close();
await dbh.close();
// socket.io-client keeps timers alive; the measurement is done
process.exit(0);
