import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from './gateway.js';

type Order = { id: string; entity: 'order'; amount: number; amount_paid: number; currency: string; receipt: string; status: string; notes: Record<string, string>; created_at: number };
type Payment = { id: string; entity: 'payment'; amount: number; currency: string; status: string; order_id: string; method: string; amount_refunded: number; captured: boolean; created_at: number };
type Refund = { id: string; entity: 'refund'; amount: number; payment_id: string; currency: string; status: string; notes: Record<string, string>; created_at: number };

/**
 * Test support: a local HTTP server speaking the part of Razorpay's REST API we use (Basic auth with the key
 * id and secret; POST /v1/orders, GET /v1/payments/:id, POST /v1/payments/:id/capture, POST /v1/payments/:id/refund,
 * GET /v1/payments?from&to&count&skip), with Razorpay's error shape. `pay()` plays the customer in Checkout.
 */
export function fakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const id = (p: string) => `${p}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const error = (status: number, description: string) => ({ status, body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' } } });

  function handle(method: string, url: URL, body: Record<string, unknown>): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return error(400, 'The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return error(400, 'Currency is not supported');
      const o: Order = { id: id('order'), entity: 'order', amount: body.amount as number, amount_paid: 0, currency: 'INR', receipt: String(body.receipt ?? ''), status: 'created', notes: (body.notes as Record<string, string>) ?? {}, created_at: now() };
      orders.set(o.id, o);
      return { status: 200, body: o };
    }
    let m = path.match(/^\/v1\/payments\/([^/]+)$/);
    if (method === 'GET' && m) {
      const p = payments.get(m[1]);
      return p ? { status: 200, body: p } : error(400, 'The id provided does not exist');
    }
    m = path.match(/^\/v1\/payments\/([^/]+)\/capture$/);
    if (method === 'POST' && m) {
      const p = payments.get(m[1]);
      if (!p) return error(400, 'The id provided does not exist');
      if (p.status !== 'authorized') return error(400, 'This payment has already been captured');
      if (body.amount !== p.amount) return error(400, 'Capture amount must be equal to the amount authorized');
      p.status = 'captured';
      p.captured = true;
      return { status: 200, body: p };
    }
    m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (method === 'POST' && m) {
      const p = payments.get(m[1]);
      if (!p) return error(400, 'The id provided does not exist');
      const amount = (body.amount as number | undefined) ?? p.amount - p.amount_refunded;
      if (p.status !== 'captured' && p.status !== 'refunded') return error(400, 'The payment has not been captured');
      if (amount > p.amount - p.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured');
      p.amount_refunded += amount;
      if (p.amount_refunded === p.amount) p.status = 'refunded';
      const r: Refund = { id: id('rfnd'), entity: 'refund', amount, payment_id: p.id, currency: p.currency, status: 'processed', notes: (body.notes as Record<string, string>) ?? {}, created_at: now() };
      refunds.push(r);
      return { status: 200, body: r };
    }
    if (method === 'GET' && path === '/v1/payments') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const to = Number(url.searchParams.get('to') ?? Infinity);
      const count = Number(url.searchParams.get('count') ?? 10);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const items = [...payments.values()].filter((p) => p.created_at >= from && p.created_at <= to).slice(skip, skip + count);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    return error(404, 'The requested URL was not found on the server.');
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: Record<string, unknown> = {};
      try { body = raw ? JSON.parse(raw) : {}; } catch { /* answered below */ }
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      const out = req.headers.authorization !== expected ? { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } } : handle(req.method ?? 'GET', url, body);
      res.statusCode = out.status;
      res.end(JSON.stringify(out.body));
    });
  });

  return {
    server, orders, payments, refunds, requests,
    async start(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
    /** The customer pays an order in Checkout: returns what the Checkout handler gives the page. */
    pay(orderId: string, opts: { amount?: number; capture?: boolean } = {}) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`fake razorpay: no order ${orderId}`);
      const p: Payment = { id: id('pay'), entity: 'payment', amount: opts.amount ?? o.amount, currency: o.currency, status: opts.capture === false ? 'authorized' : 'captured', order_id: o.id, method: 'upi', amount_refunded: 0, captured: opts.capture !== false, created_at: now() };
      payments.set(p.id, p);
      o.status = 'paid';
      o.amount_paid = p.amount;
      return { razorpay_order_id: o.id, razorpay_payment_id: p.id, razorpay_signature: hmacHex(keySecret, `${o.id}|${p.id}`), payment: p };
    },
  };
}
