import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { fakeRazorpay } from './fake-razorpay.js';
import { razorpayGateway } from './razorpay.js';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';
import { reconcile } from './reconcile.js';

const KEY_ID = 'rzp_test_fakekey01';
const KEY_SECRET = 'fake-key-secret-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret-0123456789';

describe('Razorpay adapter against a local server speaking its protocol', () => {
  const fake = fakeRazorpay(KEY_ID, KEY_SECRET);
  let baseUrl: string;
  let t: TestApp;
  beforeAll(async () => {
    baseUrl = await fake.start();
    t = await build({ env: { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_BASE_URL: baseUrl, HOLD_SWEEP_SECONDS: '0' } });
  });
  afterAll(async () => { await t.close(); await fake.stop(); });

  const balance = async (u: { user: { id: string }; cookies: Record<string, string> }) =>
    (await t.app.inject({ method: 'GET', url: `/api/get_single_wallet/${u.user.id}`, cookies: u.cookies })).json().data.balances;

  it('creates the order with Basic auth and answers Checkout options', async () => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 500 } });
    expect(res.statusCode).toBe(200);
    const o = res.json().data;
    expect(o.gateway).toBe('razorpay');
    expect(o.checkout).toMatchObject({ type: 'razorpay', key_id: KEY_ID, order_id: o.gateway_order_id, amount: 59_000, currency: 'INR', notes: { order_id: o.order_id } });
    const sent = fake.requests.find((r) => r.url === '/v1/orders')!;
    expect(sent.body).toMatchObject({ amount: 59_000, currency: 'INR', receipt: o.order_id });
    expect(fake.orders.get(o.gateway_order_id)?.amount).toBe(59_000);
  });

  it('credits once from the browser verify and the webhook, whichever comes first', async () => {
    const u = await signedInUser(t.app);
    const o = (await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 100 } })).json().data;
    const paid = fake.pay(o.gateway_order_id);
    const { payment, ...handler } = paid;
    const bad = await t.app.inject({ method: 'POST', url: '/api/payments/verify', cookies: u.cookies, payload: { ...handler, razorpay_signature: '0'.repeat(64) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('payment_signature_invalid');
    const verified = await t.app.inject({ method: 'POST', url: '/api/payments/verify', cookies: u.cookies, payload: handler });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.status).toBe('paid');
    const { body, headers } = signedWebhook(WEBHOOK_SECRET, razorpayPaymentEvent('payment.captured', { id: payment.id, orderId: o.gateway_order_id, amountPaise: payment.amount, currency: 'INR', status: 'captured', createdAt: new Date() }));
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
    expect(hook.json().data.outcome).toBe('duplicate');
    expect(await balance(u)).toMatchObject({ real_paise: 10_000, promotional_paise: 1_000 });
  });

  it('captures an authorized payment on verify', async () => {
    const u = await signedInUser(t.app);
    const o = (await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 50 } })).json().data;
    const { payment, ...handler } = fake.pay(o.gateway_order_id, { capture: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/verify', cookies: u.cookies, payload: handler })).json().data.status).toBe('paid');
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    expect((await balance(u)).real_paise).toBe(5_000);
  });

  it('refunds unused balance through the Refunds API', async () => {
    const u = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    const o = (await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 200 } })).json().data;
    const { payment, ...handler } = fake.pay(o.gateway_order_id);
    await t.app.inject({ method: 'POST', url: '/api/payments/verify', cookies: u.cookies, payload: handler });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/refunds', cookies: admin.cookies, payload: { order_id: o.order_id, mode: 'to_source', amount_paise: 10_000, reason: 'Customer request' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'processed', amountPaise: 10_000, gstPaise: 1_800 });
    expect(fake.refunds.at(-1)).toMatchObject({ payment_id: payment.id, amount: 11_800 });
    expect((await balance(u)).real_paise).toBe(10_000);
  });

  it('reconciles ledger and gateway and lists a capture the ledger never saw', async () => {
    const u = await signedInUser(t.app);
    const o = (await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 100 } })).json().data;
    const lost = fake.pay(o.gateway_order_id); // neither verify nor webhook reached us
    const report = await reconcile(t.app.ctx.db, t.app.payments.gateway, new Date(Date.now() - 3600_000), new Date(Date.now() + 60_000));
    expect(report.mismatches).toContainEqual(expect.objectContaining({ kind: 'captured_not_credited', payment_id: lost.payment.id }));
    expect(report.mismatches.filter((m) => m.kind !== 'captured_not_credited')).toEqual([]);
  });

  it('fails with a sentence when Razorpay refuses the keys', async () => {
    const gw = razorpayGateway({ keyId: KEY_ID, keySecret: 'wrong', baseUrl, brandName: 'x' });
    await expect(gw.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(/HTTP 401: Authentication failed/);
  });
});
