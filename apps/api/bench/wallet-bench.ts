/**
 * Wallet debit throughput through the HTTP API: `npm run bench` (PGlite in memory; PostgreSQL too when
 * DATABASE_URL is set: a fresh database is created beside it and dropped afterwards).
 * Each request is POST /api/create_transaction {type: 'debit'} with a new idempotency key, 50 connections.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { openDb, users, type DbHandle } from '@nakshatra/db';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { adjustWallet } from '../src/modules/wallet/spend.js';
import { balanceDrift, ledgerTotals } from '../src/modules/wallet/ledger.js';

const TOKEN = 'bench-internal-token-0123456789abcdef';
const WALLETS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// PostgreSQL: 50 connections (compared with pgbench at the same concurrency); PGlite serves one query at a time: 20
const PG_CONNECTIONS = 50;
const PGLITE_CONNECTIONS = 20;

/** `pgbench -N` (simple updates, no hot branch rows) at the same concurrency on a scratch database of the same server. */
async function pgbenchTps(url: string): Promise<number | null> {
  const { spawnSync } = await import('node:child_process');
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `nk_pgbench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  try {
    const u = new URL(url);
    const base = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username) || 'postgres'];
    const init = spawnSync('pgbench', [...base, '-i', '-q', '-s', '10', name], { encoding: 'utf8' });
    if (init.status !== 0) { console.log(`pgbench -i failed: ${init.stderr || init.error}`); return null; }
    const r = spawnSync('pgbench', [...base, '-N', '-c', String(PG_CONNECTIONS), '-j', '2', '-T', String(SECONDS), name], { encoding: 'utf8' });
    const m = /tps = ([\d.]+)/.exec(r.stdout);
    return m ? Number(m[1]) : null;
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
}

async function freshPg(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `nk_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const h = await openDb({ databaseUrl: u.toString(), maxConnections: Number(process.env.BENCH_POOL ?? 20) });
  return { ...h, close: async () => { await h.close(); await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.end({ timeout: 5 }); } };
}

async function run(label: string, dbh: DbHandle, connections: number) {
  const env = loadEnv({
    NODE_ENV: 'test', SESSION_SECRET: 'bench-session-secret-0123456789abcdefgh', SMS_PROVIDER: 'console', MAIL_TRANSPORT: 'file',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nk-bench-')), LOG_LEVEL: 'silent', INTERNAL_API_TOKEN: TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000000', HOLD_SWEEP_SECONDS: '0',
  });
  const app = await buildApp({ env, db: dbh.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const ids: string[] = [];
  for (let i = 0; i < WALLETS; i++) {
    const [u] = await dbh.db.insert(users).values({ phone: `80${String(i).padStart(8, '0')}` }).returning();
    await adjustWallet(dbh.db, { userId: u.id, amountPaise: 1_000_000_00, account: 'real', reason: 'bench seed', key: `bench-seed-${u.id}`, actorUserId: u.id });
    ids.push(u.id);
  }
  // the load comes from a worker thread, so the client does not share the API's event loop
  process.env.BENCH_WALLET_IDS = ids.join(',');
  const elu0 = performance.eventLoopUtilization();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    workers: 1,
    requests: [{
      method: 'POST',
      path: '/api/create_transaction',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      setupRequest: fileURLToPath(new URL('./debit-request.cjs', import.meta.url)),
    }],
  });
  const elu = performance.eventLoopUtilization(elu0);
  const totals = await ledgerTotals(dbh.db);
  const drift = await balanceDrift(dbh.db);
  await app.close();
  await dbh.close();
  const ok = result['2xx'] as number;
  console.log(
    `wallet debits (${label}, ${connections} connections): ${(ok / SECONDS).toFixed(0)} debits/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors; API event loop busy ${(elu.utilization * 100).toFixed(0)}% (${(elu.active / ok).toFixed(2)} ms per debit); ledger sum ${totals.sum_paise} paise, drift ${drift.length}`,
  );
  return ok / SECONDS;
}

if (process.env.BENCH_DB !== 'postgres') await run('PGlite', await openDb({}), PGLITE_CONNECTIONS);
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  // pgbench before and after, on the same server in the same run: the ratio is what compares across machines
  const before = await pgbenchTps(url);
  const rate = await run('PostgreSQL', await freshPg(url), PG_CONNECTIONS);
  const after = await pgbenchTps(url);
  const tps = [before, after].filter((x): x is number => x !== null);
  if (tps.length) {
    const mean = tps.reduce((a, b) => a + b, 0) / tps.length;
    console.log(`pgbench -N, ${PG_CONNECTIONS} clients: ${tps.map((t) => t.toFixed(0)).join(' and ')} TPS (before, after); debits ÷ pgbench = ${(rate / mean).toFixed(2)}`);
  }
} else console.log('wallet debits (PostgreSQL): skipped, set DATABASE_URL to measure');
