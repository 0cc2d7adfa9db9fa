// The checkout bench's buyers, in a worker thread (started by checkout-bench.ts), so the load generator does not share
// the API's event loop. Plain JavaScript: Node runs it as is.
//
// Messages from the parent: { seconds } (closed loop) or { rate, seconds } (open model); each answered with a summary.
import { parentPort, workerData } from 'node:worker_threads';
const { origin, buyers, variantIds, products } = workerData;
let seed = 42;
const rand = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
async function order(b) {
  const a = rand(products);
  const items = [{ variant_id: variantIds[a], quantity: 1 + rand(2) }];
  if (rand(2)) items.push({ variant_id: variantIds[(a + 1 + rand(products - 1)) % products], quantity: 1 });
  const res = await fetch(origin + '/api/shop/checkout', { method: 'POST', headers: { 'content-type': 'application/json', cookie: b.cookie }, body: JSON.stringify({ items, address_id: b.addressId }) });
  const body = await res.json();
  if (res.status !== 200 || !body.data || body.data.status !== 'paid') throw new Error('checkout answered ' + res.status + ': ' + JSON.stringify(body).slice(0, 200));
}
const summary = (latencies, elapsed, extra) => {
  latencies.sort((x, y) => x - y);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { orders: latencies.length, perSecond: latencies.length / elapsed, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: latencies[latencies.length - 1], ...extra };
};
// closed loop: every buyer orders again as soon as the answer comes
async function closed(seconds) {
  const latencies = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(buyers.map(async (b) => {
    while (performance.now() < end) { const t0 = performance.now(); await order(b); latencies.push(performance.now() - t0); }
  }));
  return summary(latencies, (performance.now() - started) / 1000, {});
}
// open model: orders arrive at rate per second in all, each buyer in turn (at most one order of a buyer in flight)
async function open(rate, seconds) {
  const latencies = [];
  const busy = new Set();
  const started = performance.now();
  const pending = [];
  let skipped = 0;
  for (let i = 0; i < Math.floor(rate * seconds); i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const b = i % buyers.length;
    if (busy.has(b)) { skipped++; continue; }
    busy.add(b);
    pending.push((async () => { const t0 = performance.now(); await order(buyers[b]); latencies.push(performance.now() - t0); busy.delete(b); })());
  }
  await Promise.all(pending);
  return summary(latencies, (performance.now() - started) / 1000, { skipped });
}
parentPort.on('message', async (m) => {
  try { parentPort.postMessage({ ok: m.rate ? await open(m.rate, m.seconds) : await closed(m.seconds) }); }
  catch (err) { parentPort.postMessage({ error: String(err && err.stack || err) }); }
});
