/**
 * Wallet debit throughput through the HTTP API: `npm run bench` (PGlite in memory; PostgreSQL too when
 * DATABASE_URL is set: a fresh database is created beside it and dropped afterwards).
 * Each request is POST /api/create_transaction {type: 'debit'} with a new idempotency key, 50 connections.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const CONNECTIONS = 50;

async function freshPg(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `nk_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const h = await openDb({ databaseUrl: u.toString(), maxConnections: 20 });
  return { ...h, close: async () => { await h.close(); await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.end({ timeout: 5 }); } };
}

async function run(label: string, dbh: DbHandle) {
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
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{
      method: 'POST',
      path: '/api/create_transaction',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ type: 'debit', user_id: ids[n++ % WALLETS], amount_paise: 100, idempotency_key: `bench-${randomUUID()}`, category: 'consultation', description: 'Bench minute' }),
      }),
    }],
  });
  const totals = await ledgerTotals(dbh.db);
  const drift = await balanceDrift(dbh.db);
  await app.close();
  await dbh.close();
  const ok = result['2xx'] as number;
  console.log(
    `wallet debits (${label}): ${(ok / SECONDS).toFixed(0)} debits/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors; ledger sum ${totals.sum_paise} paise, drift ${drift.length}`,
  );
}

await run('PGlite', await openDb({}));
if (process.env.DATABASE_URL) await run('PostgreSQL', await freshPg(process.env.DATABASE_URL));
else console.log('wallet debits (PostgreSQL): skipped, set DATABASE_URL to measure');
