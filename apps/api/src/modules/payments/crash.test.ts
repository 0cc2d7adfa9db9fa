import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcess } from '../../test/api-process.js';
import { createScratchDatabase } from '@nakshatra/db';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';

const SECRET = 'crash-test-webhook-secret-0123456789';


describe('killing the API between order creation and capture', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nk-crash-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let api: ReturnType<typeof apiProcess>;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'crash');
      databaseUrl = scratch.url;
      dropDb = scratch.drop;
    }
    api = apiProcess({ dataDir, databaseUrl, env: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await api?.kill();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, url: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string>; raw?: string } = {}) => {
    const res = await fetch(`${api.base}${url}`, {
      method,
      headers: { ...(opts.body !== undefined || opts.raw ? { 'content-type': 'application/json' } : {}), ...(opts.cookie ? { cookie: `nk_session=${opts.cookie}` } : {}), ...opts.headers },
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    return { status: res.status, json: await res.json().catch(() => null), headers: res.headers };
  };

  it('loses nothing and credits nothing twice', async () => {
    await api.start();
    const phone = `95${String(Date.now()).slice(-8)}`;
    const sent = await call('POST', '/api/user_send_otp', { body: { numbers: phone, route: 'otp' } });
    const code = (await call('GET', `/api/dev/outbox?to=${phone}`)).json.data[0].code;
    const confirmed = await call('POST', '/api/user_confirm_otp', { body: { user_id: sent.json.user_id, otp: code } });
    const cookie = /nk_session=([^;]+)/.exec(confirmed.headers.get('set-cookie') ?? '')![1];
    const userId = confirmed.json.data.id;
    const order = (await call('POST', '/api/create_transaction_r', { body: { amount: 100 }, cookie })).json.data;
    expect(order.total_paise).toBe(11_800);

    await api.kill();
    await api.start();

    const pending = await call('GET', `/api/get_single_order_history/${order.order_id}`, { cookie });
    expect(pending.json.data.status).toBe('pending');
    const event = razorpayPaymentEvent('payment.captured', { id: 'pay_crash_0001', orderId: order.gateway_order_id, amountPaise: 11_800, currency: 'INR', status: 'captured', createdAt: new Date() });
    const deliver = () => { const { body, headers } = signedWebhook(SECRET, event); return call('POST', '/api/payments/webhook', { raw: body, headers }); };
    const outcomes = (await Promise.all([deliver(), deliver(), deliver()])).map((r) => r.json.data.outcome).sort();
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate']);

    await api.kill();
    await api.start();

    expect((await deliver()).json.data.outcome).toBe('duplicate');
    const wallet = (await call('GET', `/api/get_single_wallet/${userId}`, { cookie })).json.data;
    expect(wallet.balances).toMatchObject({ real_paise: 10_000, promotional_paise: 1_000 });
    expect(wallet.transactions.total).toBe(1);
    expect((await call('GET', `/api/get_single_order_history/${order.order_id}`, { cookie })).json.data.status).toBe('paid');
    await api.kill();
  }, 240_000);
});
