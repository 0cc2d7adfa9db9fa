import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';

describe('recharge through the sandbox gateway and its webhooks', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock, env: { HOLD_SWEEP_SECONDS: '0' } }); });
  afterAll(async () => { await t.close(); });

  const recharge = async (cookies: Record<string, string>, amount: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies, payload: { amount } });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  // signed here with node's createHmac, not the product's helper: a wrong scheme in the product cannot pass
  const deliver = (event: object, secret = t.app.payments.webhookSecret) => {
    const body = JSON.stringify(event);
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'), 'x-razorpay-event-id': `evt_${Math.random().toString(16).slice(2)}` };
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
  };
  const captured = (o: { gateway_order_id: string; total_paise: number }, id: string, amount = o.total_paise, currency = 'INR') =>
    razorpayPaymentEvent('payment.captured', { id, orderId: o.gateway_order_id, amountPaise: amount, currency, status: 'captured', createdAt: clock.now() });
  const wallet = async (u: { user: { id: string }; cookies: Record<string, string> }) =>
    (await t.app.inject({ method: 'GET', url: `/api/get_single_wallet/${u.user.id}`, cookies: u.cookies })).json().data;

  it('prices a ₹100 pack with 18% GST on top and the pack bonus, and records a pending order', async () => {
    const u = await signedInUser(t.app);
    const o = await recharge(u.cookies, 100);
    expect(o).toMatchObject({ amount_paise: 10_000, gst_paise: 1_800, total_paise: 11_800, bonus_paise: 1_000, gateway: 'sandbox' });
    expect(o.checkout).toEqual({ type: 'redirect', url: `/api/payments/sandbox/checkout/${o.order_id}` });
    const hist = (await t.app.inject({ method: 'GET', url: '/api/get_order_history', cookies: u.cookies })).json().data;
    expect(hist.items[0]).toMatchObject({ id: o.order_id, kind: 'recharge', status: 'pending', total_paise: 11_800 });
  });

  it('refuses amounts outside the packs and limits with a sentence', async () => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Please choose a pack or an amount between ₹10 and ₹1,00,000\.$/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', cookies: u.cookies, payload: { amount: 10.5 } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/create_transaction_r', payload: { amount: 100 } })).statusCode).toBe(401);
  });

  it('credits a capture delivered 5 times concurrently and again late exactly once', async () => {
    const u = await signedInUser(t.app);
    const o = await recharge(u.cookies, 100);
    const event = captured(o, 'pay_dup_0001');
    const first = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = first.map((r) => r.json().data.outcome).sort();
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    clock.advance(3 * 86_400_000);
    expect((await deliver(event)).json().data.outcome).toBe('duplicate');
    // a late failure of the same payment changes nothing either
    const late = razorpayPaymentEvent('payment.failed', { id: 'pay_dup_0001', orderId: o.gateway_order_id, amountPaise: o.total_paise, currency: 'INR', status: 'failed', createdAt: clock.now() });
    expect((await deliver(late)).json().data.outcome).toBe('ignored');
    const w = await wallet(u);
    expect(w.balances).toMatchObject({ real_paise: 10_000, promotional_paise: 1_000, total_paise: 11_000, balance: 110 });
    expect(w.transactions.items).toHaveLength(1);
    expect(w.transactions.items[0]).toMatchObject({ kind: 'recharge', direction: 'credit', amount_paise: 11_000 });
    const order = (await t.app.inject({ method: 'GET', url: `/api/get_single_order_history/${o.order_id}`, cookies: u.cookies })).json().data;
    expect(order.status).toBe('paid');
    expect(order.invoice_number).toMatch(/^NK\d{4}-\d{6}$/);
    const me = (await t.app.inject({ method: 'GET', url: `/api/get_single_users/${u.user.id}`, cookies: u.cookies })).json().data;
    expect(me.balance).toBe(110);
  });

  it('refuses a tampered signature with 400 and credits nothing', async () => {
    const u = await signedInUser(t.app);
    const o = await recharge(u.cookies, 200);
    const { body, headers } = signedWebhook(t.app.payments.webhookSecret, captured(o, 'pay_tamper_1'));
    const tampered = body.replace('"amount":23600', '"amount":23601');
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: tampered });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payment_signature_invalid');
    const wrongKey = await deliver(captured(o, 'pay_tamper_2'), 'not-the-secret');
    expect(wrongKey.statusCode).toBe(400);
    const noSig = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(noSig.statusCode).toBe(400);
    expect((await wallet(u)).balances.total_paise).toBe(0);
  });

  it('refuses and flags a capture of a different amount or currency', async () => {
    const u = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    const o = await recharge(u.cookies, 500);
    expect((await deliver(captured(o, 'pay_short_1', o.total_paise - 100))).json().data.outcome).toBe('refused');
    expect((await deliver(captured(o, 'pay_usd_1', o.total_paise, 'USD'))).json().data.outcome).toBe('refused');
    expect((await wallet(u)).balances.total_paise).toBe(0);
    const flags = (await t.app.inject({ method: 'GET', url: `/api/admin/wallet/flags?q=${o.order_id}`, cookies: admin.cookies })).json().data.items;
    expect(flags.map((f: { reason: string }) => f.reason).sort()).toEqual(['amount_mismatch', 'currency_mismatch']);
    // the right capture still credits
    expect((await deliver(captured(o, 'pay_right_1'))).json().data.outcome).toBe('credited');
    // a second payment for the paid order is refused and flagged, not credited
    expect((await deliver(captured(o, 'pay_second_1'))).json().data.outcome).toBe('refused');
    expect((await wallet(u)).balances.real_paise).toBe(50_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/wallet/flags', cookies: u.cookies })).statusCode).toBe(403);
  });

  it('pays through the hosted sandbox checkout, redirects like the real one, and serves the invoice', async () => {
    const u = await signedInUser(t.app);
    const o = await recharge(u.cookies, 100);
    const page = await t.app.inject({ method: 'GET', url: o.checkout.url, cookies: u.cookies });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pay ₹118.00');
    expect(page.body).toContain('<html lang="en">');
    const pay = await t.app.inject({ method: 'POST', url: `${o.checkout.url}/pay`, cookies: u.cookies, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/successfull?order_id=${o.order_id}`);
    expect((await wallet(u)).balances.balance).toBe(110);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/wallet/invoices/${o.order_id}.pdf`, cookies: u.cookies });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/wallet/invoices/${o.order_id}.pdf`, cookies: other.cookies })).statusCode).toBe(404);

    const o2 = await recharge(u.cookies, 50);
    const fail = await t.app.inject({ method: 'POST', url: `${o2.checkout.url}/fail`, cookies: u.cookies });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe(`/failed?order_id=${o2.order_id}`);
    expect((await wallet(u)).balances.balance).toBe(110);
    const failed = (await t.app.inject({ method: 'GET', url: `/api/get_single_order_history/${o2.order_id}`, cookies: u.cookies })).json().data;
    expect(failed.status).toBe('failed');
    expect((await t.app.inject({ method: 'GET', url: `/api/wallet/invoices/${o2.order_id}.pdf`, cookies: u.cookies })).statusCode).toBe(404);
  });

  it('lets an admin adjust with a reason and refund unused balance to the original payment with its GST', async () => {
    const u = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    const o = await recharge(u.cookies, 1000);
    await t.app.inject({ method: 'POST', url: `${o.checkout.url}/pay`, cookies: u.cookies });
    expect((await wallet(u)).balances).toMatchObject({ real_paise: 100_000, promotional_paise: 15_000 });

    const noReason = await t.app.inject({ method: 'PUT', url: `/api/update_wallet/${u.user.id}`, cookies: admin.cookies, payload: { amount_paise: 500 } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('A reason is required for every wallet adjustment.');
    expect((await t.app.inject({ method: 'PUT', url: `/api/update_wallet/${u.user.id}`, cookies: u.cookies, payload: { amount_paise: 500, reason: 'I want more' } })).statusCode).toBe(403);
    const adj = await t.app.inject({ method: 'PUT', url: `/api/update_wallet/${u.user.id}`, cookies: admin.cookies, payload: { amount_paise: -40_000, reason: 'Correction of a test top-up' } });
    expect(adj.statusCode).toBe(200);
    expect(adj.json().data.balances.real_paise).toBe(60_000);
    const tooMuch = await t.app.inject({ method: 'PUT', url: `/api/update_wallet/${u.user.id}`, cookies: admin.cookies, payload: { amount_paise: -70_000, reason: 'Too much to take back' } });
    expect(tooMuch.statusCode).toBe(402);

    // a browser cannot move money by itself
    const self = await t.app.inject({ method: 'POST', url: '/api/create_transaction', cookies: u.cookies, payload: { type: 'debit', user_id: u.user.id, amount_paise: 100, idempotency_key: 'self-debit-1', category: 'other', description: 'x' } });
    expect(self.statusCode).toBe(403);

    const refund = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/refunds', cookies: admin.cookies, payload: { order_id: o.order_id, mode: 'to_source', reason: 'Customer asked to close the wallet' } });
    expect(refund.statusCode).toBe(200);
    // ₹600 unused real money + GST on it (18% of ₹600 = ₹108) back to the payment; the bonus goes in proportion (15% of ₹600)
    expect(refund.json().data).toMatchObject({ status: 'processed', amountPaise: 60_000, gstPaise: 10_800, bonusWithdrawnPaise: 9_000 });
    expect((await wallet(u)).balances).toMatchObject({ real_paise: 0, promotional_paise: 6_000 });
    const order = (await t.app.inject({ method: 'GET', url: `/api/get_single_order_history/${o.order_id}`, cookies: u.cookies })).json().data;
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_paise: 60_000 });
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/refunds', cookies: admin.cookies, payload: { order_id: o.order_id, mode: 'to_source', reason: 'Second try' } });
    expect(again.statusCode).toBe(409);

    const totals = (await t.app.inject({ method: 'GET', url: '/api/admin/wallet/ledger-totals', cookies: admin.cookies })).json().data;
    expect(totals.sum_paise).toBe(0);
    expect(totals.drift).toEqual([]);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/wallet/transactions?q=${u.user.id}`, cookies: admin.cookies })).json().data;
    expect(audit.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['adjustment', 'recharge', 'refund_to_source']);
  });

  it('lets admins change packs and GST rate (audited) and refuses bad settings with a sentence', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const cur = (await t.app.inject({ method: 'GET', url: '/api/admin/wallet/settings', cookies: admin.cookies })).json().data;
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/wallet/settings', cookies: admin.cookies, payload: { ...cur, company: { ...cur.company, gstin: 'nope' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/GSTIN must be 15 characters/);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/admin/wallet/settings', cookies: admin.cookies, payload: { ...cur, packs: [{ amount: 100, bonus_percent: 50 }], gst_rate_percent: 12 } });
    expect(ok.statusCode).toBe(200);
    const opts = (await t.app.inject({ method: 'GET', url: '/api/wallet/recharge-options' })).json().data;
    expect(opts.packs).toEqual([{ amount: 100, bonus_percent: 50, bonus_paise: 5_000, gst_paise: 1_200, total_paise: 11_200 }]);
    await t.app.inject({ method: 'PUT', url: '/api/admin/wallet/settings', cookies: admin.cookies, payload: cur });
  });
});
