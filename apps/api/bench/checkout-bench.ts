/**
 * Checkout throughput: BUYERS signed-in buyers (default 100) place shop orders over PRODUCTS products (default 20)
 * through HTTP on one API process, for BENCH_SECONDS (default 15) per step: first as fast as the answers come back
 * (closed loop: the saturated throughput), then arriving at fixed rates (open model: the latency a buyer sees at that
 * load; by default half and 80 % of the saturated rate, and one order per buyer per second). Each order is
 * the whole checkout: prices, stock reservation, coupon-free totals, the wallet hold, and (the wallet pays it all)
 * settlement with stock committed, ledger legs and an invoice number. Reports orders per second and latency
 * percentiles, then checks stock, ledger and invoice numbers.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/api/bench/checkout-bench.ts
 *
 * PGlite in memory without DATABASE_URL. The load comes from this process (Node's fetch, keep-alive, on loopback).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { addresses, contentItems, eq, openTestDb, orders, productVariants, sql, users } from '@nakshatra/db';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { adjustWallet } from '../src/modules/wallet/spend.js';
import { balanceDrift, ledgerTotals } from '../src/modules/wallet/ledger.js';

const BUYERS = Number(process.env.BUYERS ?? 100);
const PRODUCTS = Number(process.env.PRODUCTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const dbh = await openTestDb();
const env = loadEnv({
  NODE_ENV: 'test', SESSION_SECRET: 'bench-session-secret-0123456789abcdefgh', SMS_PROVIDER: 'console', MAIL_TRANSPORT: 'file',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nk-bench-')), LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000', HOLD_SWEEP_SECONDS: '0',
});
const app = await buildApp({ env, db: dbh.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = dbh.db;

console.log(`checkout bench on ${driver}: ${BUYERS} buyers, ${PRODUCTS} products, ${SECONDS} s`);
const variantIds: string[] = [];
for (let i = 0; i < PRODUCTS; i++) {
  const [p] = await db.insert(contentItems).values({ type: 'products', slug: `bench-product-${i}`, status: 'published', publishAt: new Date('2026-01-01'), i18n: { title: { en: `Bench product ${i}` } }, data: { pricePaise: 100_00 } }).returning();
  const [v] = await db.insert(productVariants).values({ productId: p.id, sku: `BENCH-${i}`, label: { en: 'Standard' }, pricePaise: (100 + i) * 100, gstRateBp: 300, hsn: '7117', stock: 1_000_000, maxPerOrder: 5 }).returning();
  variantIds.push(v.id);
}
const buyers: Array<{ cookie: string; addressId: string }> = [];
for (let i = 0; i < BUYERS; i++) {
  const [u] = await db.insert(users).values({ type: 'user', phone: `6${String(200_000_000 + i)}`, name: `Buyer ${i}` }).returning();
  const { token } = await createSession(db, app.ctx.clock, app.sessionPolicy, u.id, {});
  await adjustWallet(db, { userId: u.id, amountPaise: 100_000_000, account: 'real', reason: 'bench', key: `bench:${u.id}`, actorUserId: u.id });
  const [a] = await db.insert(addresses).values({ userId: u.id, name: `Buyer ${i}`, phone: '9876543210', line1: '1 Bench Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001', country: 'IN' }).returning();
  buyers.push({ cookie: `nk_session=${token}`, addressId: a.id });
}

// the buyers run in a worker thread (checkout-buyers.mjs): what is measured is the API and the database
type Result = { orders: number; perSecond: number; p50: number; p95: number; p99: number; max: number; skipped?: number };
const worker = new Worker(new URL('./checkout-buyers.mjs', import.meta.url), { workerData: { origin, buyers, variantIds, products: PRODUCTS } });
const ask = (m: { seconds: number; rate?: number }) => new Promise<Result>((resolve, reject) => {
  worker.once('message', (r: { ok?: Result; error?: string }) => (r.ok ? resolve(r.ok) : reject(new Error(r.error))));
  worker.postMessage(m);
});
const run = (seconds: number) => ask({ seconds });
const runAt = (rate: number, seconds: number) => ask({ rate, seconds });

await run(Math.min(3, SECONDS)); // warm-up
const r = await run(SECONDS);
console.log(`closed loop, ${BUYERS} buyers ordering back to back: ${r.orders} orders in ${SECONDS} s = ${r.perSecond.toFixed(0)} orders/s; latency p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
console.log(`  (a closed loop's latency is its queue: ${BUYERS} buyers ÷ ${r.perSecond.toFixed(0)} orders/s = ${((BUYERS / r.perSecond) * 1000).toFixed(0)} ms, whatever one order costs)`);
const rates = (process.env.RATES ?? `${Math.max(5, Math.floor(r.perSecond * 0.5))},${BUYERS},${Math.max(5, Math.floor(r.perSecond * 0.8))}`).split(',').map(Number);
const open: Array<Result & { rate: number }> = [];
for (const rate of rates) {
  const o = await runAt(rate, SECONDS);
  open.push({ ...o, rate });
  console.log(`open model, ${rate} orders/s over ${BUYERS} buyers (each orders every ${(BUYERS / rate).toFixed(1)} s): ${o.orders} orders; latency p50 ${o.p50.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms, p99 ${o.p99.toFixed(1)} ms, max ${o.max.toFixed(1)} ms${o.skipped ? ` (${o.skipped} arrivals found their buyer still waiting)` : ''}`);
}
await worker.terminate();

// consistency after the run
const [{ sold }] = await db.select({ sold: sql<number>`sum(1000000 - ${productVariants.stock})` }).from(productVariants);
const [{ units }] = await db.execute<{ units: number }>(sql`select coalesce(sum(quantity), 0)::int as units from order_lines l join orders o on o.id = l.order_id where o.status = 'paid'`).then((x) => (Array.isArray(x) ? x : (x as { rows: Array<{ units: number }> }).rows));
const [{ reserved }] = await db.select({ reserved: sql<number>`sum(${productVariants.reserved})` }).from(productVariants);
const invoices = await db.select({ n: sql<number>`count(distinct ${orders.invoiceNumber})`, all: sql<number>`count(*)` }).from(orders).where(eq(orders.status, 'paid'));
const totals = await ledgerTotals(db);
const drift = await balanceDrift(db);
console.log(`stock sold ${Number(sold)} = units in paid orders ${Number(units)}; held ${Number(reserved)}; invoice numbers distinct ${Number(invoices[0].n)} of ${Number(invoices[0].all)}; ledger sum ${totals.sum_paise}; drift ${drift.length}`);
const ok = Number(sold) === Number(units) && Number(reserved) === 0 && Number(invoices[0].n) === Number(invoices[0].all) && totals.sum_paise === 0 && drift.length === 0;
await app.close();
await dbh.close();
if (!ok) {
  console.error('consistency check FAILED');
  process.exit(1);
}
console.log(`target p99 ≤ 100 ms with 100 buyers ordering back to back: ${r.p99 <= 100 ? 'met' : 'NOT met'}`);
for (const o of open) console.log(`target p99 ≤ 100 ms at ${o.rate} orders/s: ${o.p99 <= 100 ? 'met' : 'NOT met'}`);
