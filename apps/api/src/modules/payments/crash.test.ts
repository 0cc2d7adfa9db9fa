import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '@nakshatra/db';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SECRET = 'crash-test-webhook-secret-0123456789';

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
});

describe('killing the API between order creation and capture', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nk-crash-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let child: ChildProcess | null = null;
  let base = '';

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'crash');
      databaseUrl = scratch.url;
      dropDb = scratch.drop;
    }
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const port = await freePort();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1',
      SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef', SMS_PROVIDER: 'console', MAIL_TRANSPORT: 'file', DATA_DIR: dataDir,
      LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox', PAYMENT_WEBHOOK_SECRET: SECRET, HOLD_SWEEP_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (c) => (stderr += c));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`API exited: ${stderr}`);
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API did not start: ${stderr}`);
  }
  async function kill() {
    const c = child!;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
    child = null;
  }
  const call = async (method: string, url: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string>; raw?: string } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(opts.body !== undefined || opts.raw ? { 'content-type': 'application/json' } : {}), ...(opts.cookie ? { cookie: `nk_session=${opts.cookie}` } : {}), ...opts.headers },
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    return { status: res.status, json: await res.json().catch(() => null), headers: res.headers };
  };

  it('loses nothing and credits nothing twice', async () => {
    await start();
    const phone = `95${String(Date.now()).slice(-8)}`;
    const sent = await call('POST', '/api/user_send_otp', { body: { numbers: phone, route: 'otp' } });
    const code = (await call('GET', `/api/dev/outbox?to=${phone}`)).json.data[0].code;
    const confirmed = await call('POST', '/api/user_confirm_otp', { body: { user_id: sent.json.user_id, otp: code } });
    const cookie = /nk_session=([^;]+)/.exec(confirmed.headers.get('set-cookie') ?? '')![1];
    const userId = confirmed.json.data.id;
    const order = (await call('POST', '/api/create_transaction_r', { body: { amount: 100 }, cookie })).json.data;
    expect(order.total_paise).toBe(11_800);

    await kill();
    await start();

    const pending = await call('GET', `/api/get_single_order_history/${order.order_id}`, { cookie });
    expect(pending.json.data.status).toBe('pending');
    const event = razorpayPaymentEvent('payment.captured', { id: 'pay_crash_0001', orderId: order.gateway_order_id, amountPaise: 11_800, currency: 'INR', status: 'captured', createdAt: new Date() });
    const deliver = () => { const { body, headers } = signedWebhook(SECRET, event); return call('POST', '/api/payments/webhook', { raw: body, headers }); };
    const outcomes = (await Promise.all([deliver(), deliver(), deliver()])).map((r) => r.json.data.outcome).sort();
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate']);

    await kill();
    await start();

    expect((await deliver()).json.data.outcome).toBe('duplicate');
    const wallet = (await call('GET', `/api/get_single_wallet/${userId}`, { cookie })).json.data;
    expect(wallet.balances).toMatchObject({ real_paise: 10_000, promotional_paise: 1_000 });
    expect(wallet.transactions.total).toBe(1);
    expect((await call('GET', `/api/get_single_order_history/${order.order_id}`, { cookie })).json.data.status).toBe('paid');
    await kill();
  }, 240_000);
});
