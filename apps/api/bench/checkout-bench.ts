/**
 * Checkout throughput: BUYERS signed-in buyers (default 100) place shop orders over PRODUCTS products (default 20)
 * as fast as the answers come back, for BENCH_SECONDS (default 15), through HTTP on one API process. Each order is
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

let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
async function order(b: (typeof buyers)[number]) {
  const a = rand(PRODUCTS);
  const items = [{ variant_id: variantIds[a], quantity: 1 + rand(2) }];
  if (rand(2)) items.push({ variant_id: variantIds[(a + 1 + rand(PRODUCTS - 1)) % PRODUCTS], quantity: 1 });
  // Node's fetch keeps connections alive (one per buyer in flight)
  const res = await fetch(`${origin}/api/shop/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: b.cookie }, body: JSON.stringify({ items, address_id: b.addressId }) });
  const body = (await res.json()) as { data?: { status: string } };
  if (res.status !== 200 || body.data?.status !== 'paid') throw new Error(`checkout answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
}

async function run(seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(buyers.map(async (b) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await order(b);
      latencies.push(performance.now() - t0);
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { orders: latencies.length, perSecond: latencies.length / elapsed, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies.at(-1)! };
}

/**
 * Open model: orders arrive at `rate` per second in all (each buyer in turn, at most one order of a buyer in flight),
 * as a shop's customers do; latency is then the checkout's own time, not a queue the bench built.
 */
async function runAt(rate: number, seconds: number) {
  const latencies: number[] = [];
  const busy = new Set<number>();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  let skipped = 0;
  for (let i = 0; i < Math.floor(rate * seconds); i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const b = i % BUYERS;
    if (busy.has(b)) { skipped++; continue; }
    busy.add(b);
    pending.push((async () => {
      const t0 = performance.now();
      await order(buyers[b]);
      latencies.push(performance.now() - t0);
      busy.delete(b);
    })());
  }
  await Promise.all(pending);
  latencies.sort((x, y) => x - y);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { orders: latencies.length, skipped, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies.at(-1)! };
}

await run(Math.min(3, SECONDS)); // warm-up
const r = await run(SECONDS);
console.log(`closed loop, ${BUYERS} buyers ordering back to back: ${r.orders} orders in ${SECONDS} s = ${r.perSecond.toFixed(0)} orders/s; latency p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
const rates = (process.env.RATES ?? `${Math.max(5, Math.floor(r.perSecond * 0.5))},${Math.max(5, Math.floor(r.perSecond * 0.8))}`).split(',').map(Number);
const open: Array<Awaited<ReturnType<typeof runAt>> & { rate: number }> = [];
for (const rate of rates) {
  const o = await runAt(rate, SECONDS);
  open.push({ ...o, rate });
  console.log(`open model, ${rate} orders/s over ${BUYERS} buyers: ${o.orders} orders; latency p50 ${o.p50.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms, p99 ${o.p99.toFixed(1)} ms, max ${o.max.toFixed(1)} ms${o.skipped ? ` (${o.skipped} arrivals found their buyer still waiting)` : ''}`);
}

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
