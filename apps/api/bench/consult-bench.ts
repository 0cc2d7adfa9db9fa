/**
 * Chat message latency with many concurrent consultations on one API process: `npm run bench`
 * (PGlite in memory; DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL). BENCH_SESSIONS sessions (default 1,000) run
 * at once, every one accepted and metered (billing starts at the astrologer's first reply, a wallet hold per minute);
 * in each, the user and the astrologer take turns sending BENCH_MESSAGES messages over socket.io (websocket), and we
 * time each from `message:send` to the other side's `message:new`. The meter ticks every second meanwhile, as in
 * production. A first phase starts every meter (the first question and reply of each session); the timed phases run
 * with all of them metering. The clients run in their own process (consult-clients.mjs), so the CPU and memory printed are the API
 * process's own. Phases: each session sends a message every BENCH_PACES ms (default 5,000 and 1,000: a message every
 * few seconds is a lively chat), then saturation (the next message as soon as the last is delivered).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { astrologers, openTestDb, sql, users } from '@nakshatra/db';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { adjustWallet } from '../src/modules/wallet/spend.js';
import { requestSession, acceptSession } from '../src/modules/consult/lifecycle.js';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const PACES = (process.env.BENCH_PACES ?? '5000,1000').split(',').map(Number).filter((n) => n > 0);

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

console.log(`setting up ${SESSIONS} consultations…`);
const pairs: Array<{ id: string; userToken: string; astroToken: string }> = [];
async function setUp(i: number) {
  const u = await account('user', i);
  const a = await account('astrologer', i);
  const [row] = await db.insert(astrologers).values({ userId: a.user.id, status: 'approved', displayName: `Astrologer ${i}`, gender: 'female', birthDate: '1980-01-01', languages: ['Hindi'], skills: ['Vedic'], experienceYears: 5, askedPricePaise: 1_000, pricePaise: 1_000, biography: 'x'.repeat(60), chatStatus: 'online', callStatus: 'online' }).returning();
  await adjustWallet(db, { userId: u.user.id, amountPaise: 1_000_000, account: 'real', reason: 'bench', key: `bench:${u.user.id}`, actorUserId: u.user.id });
  const view = await requestSession(app.consult, { ...u.user, type: 'user' } as never, { astrologer_id: row.id, mode: 'chat', intake: { name: 'Bench', gender: 'other', birth_date: '1990-01-01', topic: 'benchmark' } });
  await acceptSession(app.consult, view.id, { ...a.user, type: 'astrologer' } as never);
  pairs.push({ id: view.id, userToken: u.token, astroToken: a.token });
}
for (let i = 0; i < SESSIONS; i += 20) await Promise.all(Array.from({ length: Math.min(20, SESSIONS - i) }, (_, k) => setUp(i + k)));

// the clients' process
const clients = fork(fileURLToPath(new URL('./consult-clients.mjs', import.meta.url)), [], { stdio: 'inherit' });
const ask = <T>(m: Record<string, unknown>) => new Promise<T>((resolve, reject) => {
  clients.once('message', (r: { ok?: T; error?: string }) => (r.ok ? resolve(r.ok) : reject(new Error(r.error))));
  clients.send(m);
});
await ask({ type: 'connect', url, pairs });
console.log(`${SESSIONS * 2} websocket clients connected and joined`);

type PhaseResult = { messages: number; seconds: number; perSecond: number; p50: number; p99: number; max: number };
/** A phase with the API process's CPU (share of one core) and memory (resident peak, sampled every 200 ms). */
async function phase(label: string, pauseMs: number, tag: string, messages = MESSAGES) {
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, process.memoryUsage().rss); }, 200);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await ask<PhaseResult>({ type: 'phase', pauseMs, messages, tag });
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  clearInterval(sampler);
  return {
    load: label, messages: r.messages, 'msg/s': Math.round(r.perSecond), 'p50 ms': r.p50.toFixed(1), 'p99 ms': r.p99.toFixed(1), 'max ms': r.max.toFixed(1),
    'API CPU': `${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)} %`, 'API RSS peak': `${Math.round(rssPeak / 2 ** 20)} MiB`,
  };
}
const rows = [];
// every session's first exchange, spread over 5 s: the astrologer's reply starts its meter (a wallet hold each), so
// 1,000 meters start within seconds; the phases after it run with every meter running
rows.push(await phase(`start: first question and reply (${SESSIONS} meters start within 5 s)`, 5000, 'start', 2));
for (const pace of PACES) rows.push(await phase(`each session: a message every ${pace / 1000} s`, pace, `paced${pace}`));
rows.push(await phase('saturation: next message as soon as delivered', 0, 'flat'));
const open = await db.execute(sql`select count(*)::int as n from consult_sessions where status = 'active' and meter_resumed_at is not null`);
console.log(`\nchat over socket.io, one API process (${driver}), ${SESSIONS} concurrent consultations × ${MESSAGES} messages per phase, sender → other side's message:new; CPU as a share of one core (100 % = one core busy)`);
console.table(rows);
console.log(`metered consultations running at the end: ${(Array.isArray(open) ? open : (open as { rows: Array<{ n: number }> }).rows)[0]?.n}; API heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB`);
clients.send({ type: 'close' });
await app.close();
await dbh.close();
process.exit(0);
