import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, auditLog, eq, orders } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { debitWallet } from '../wallet/spend.js';
import { createOrderHistory } from '../wallet/orders.js';
import { tick } from './meter.js';
import { balance, call, expectBalancedLedger, intake, setup } from './test-helpers.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeAll(async () => { clock = manualClock(); t = await build({ clock, env: { CONSULT_TICK_MS: '0' } }); });
afterAll(async () => t.close());

/** A chat with `minutes` started minutes, still running. */
async function runningChat(minutes: number) {
  const s = await setup(t, { price: 1_000, balance: 10_000 });
  const id = (await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake })).json().data.id as string;
  expect((await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`)).statusCode).toBe(200);
  expect((await call(t, s.astro.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'a-000001', text: 'Namaste' })).statusCode).toBe(200);
  for (let m = 1; m < minutes; m++) { clock.advance(60_000); await tick(t.app.consult, id, clock.now()); }
  clock.advance(20_000);
  return { s, id };
}

describe('admin: end and refund a consultation', () => {
  it('ending: admins only (401 signed out, 403 for others), settled like any end, audited', async () => {
    const { s, id } = await runningChat(2);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/consult/sessions/${id}/end` })).statusCode).toBe(401);
    expect((await call(t, s.user.cookies, 'POST', `/api/admin/consult/sessions/${id}/end`)).statusCode).toBe(403);
    expect((await call(t, s.astro.cookies, 'POST', `/api/admin/consult/sessions/${id}/end`)).statusCode).toBe(403);
    const ended = await call(t, s.adminCookies, 'POST', `/api/admin/consult/sessions/${id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'ended', end_reason: 'admin_ended', billed_minutes: 2, charged_paise: 2_000 });
    expect(await balance(t, s.user.user.id)).toBe(8_000);
    const [entry] = await t.dbh.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.consult.end'), eq(auditLog.target, `consult:${id}`)));
    expect(entry).toBeDefined();
    await expectBalancedLedger(t);
  });

  it('refunds: never more than was charged (409), two at once give one, the wallet gets exactly that', async () => {
    const { s, id } = await runningChat(3);
    expect((await call(t, s.adminCookies, 'POST', `/api/admin/consult/sessions/${id}/end`)).statusCode).toBe(200);
    expect(await balance(t, s.user.user.id)).toBe(7_000);
    const refund = (amount: number, cookies = s.adminCookies) => call(t, cookies, 'POST', `/api/admin/consult/sessions/${id}/refund`, { amount_paise: amount, reason: 'The chat froze for two minutes.' });

    expect((await refund(1_000, s.user.cookies)).statusCode).toBe(403);
    const over = await refund(3_001);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('At most ₹30.00 of this consultation can still be refunded.');
    const bad = await call(t, s.adminCookies, 'POST', `/api/admin/consult/sessions/${id}/refund`, { amount_paise: 100, reason: 'x' });
    expect(bad.statusCode).toBe(400);

    const both = await Promise.all([refund(2_000), refund(2_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = await t.app.inject({ method: 'GET', url: `/api/admin/consult/sessions/${id}`, cookies: s.adminCookies });
    expect(done.json().data.session).toMatchObject({ charged_paise: 3_000, refunded_paise: 2_000 });
    expect(await balance(t, s.user.user.id)).toBe(9_000);
    await expectBalancedLedger(t);
  });
});

describe('admin: wallet refunds and settings', () => {
  it('an order paid from the wallet: refund to the wallet at most once its amount, one of two at once, admins only', async () => {
    // what a purchase paid from the wallet leaves: a debit, and an order whose reference is that debit
    const s = await setup(t, { price: 1_000, balance: 10_000 });
    const paid = await debitWallet(t.dbh.db, { userId: s.user.user.id, amountPaise: 2_000, key: `test-buy:${s.user.user.id}`, category: 'product', description: 'Rudraksha mala' });
    const order = await createOrderHistory(t.dbh.db, { userId: s.user.user.id, kind: 'product', status: 'completed', amountPaise: 2_000, description: 'Rudraksha mala', reference: paid.op.id, now: clock.now() });
    expect(await balance(t, s.user.user.id)).toBe(8_000);
    const refund = (body: object, cookies = s.adminCookies) => call(t, cookies, 'POST', '/api/admin/wallet/refunds', { order_id: order.id, mode: 'to_wallet', reason: 'Goodwill after a late delivery', ...body });

    expect((await refund({ amount_paise: 500 }, s.user.cookies)).statusCode).toBe(403);
    const over = await refund({ amount_paise: 2_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('At most ₹20.00 of this order can be refunded.');
    const both = await Promise.all([refund({ amount_paise: 1_500 }), refund({ amount_paise: 1_500 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(t, s.user.user.id)).toBe(9_500);
    const [after] = await t.dbh.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ refundedPaise: 1_500, status: 'partially_refunded' });
    // an order that does not exist
    const unknown = await refund({ order_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    await expectBalancedLedger(t);
  });

  it('settings: admins only, validated with a sentence, saved and audited', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const user = await signedInUser(t.app);
    const current = (await call(t, admin.cookies, 'GET', '/api/admin/wallet/settings')).json().data;
    expect((await call(t, user.cookies, 'PUT', '/api/admin/wallet/settings', current)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/wallet/settings', payload: current })).statusCode).toBe(401);
    const bad = await call(t, admin.cookies, 'PUT', '/api/admin/wallet/settings', { ...current, gst_rate_percent: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('GST rate can be at most 28%.');
    const saved = await call(t, admin.cookies, 'PUT', '/api/admin/wallet/settings', { ...current, gst_rate_percent: 12, spend_order: 'real_first' });
    expect(saved.statusCode).toBe(200);
    expect((await call(t, admin.cookies, 'GET', '/api/admin/wallet/settings')).json().data).toMatchObject({ gst_rate_percent: 12, spend_order: 'real_first' });
    // a recharge now quotes the new rate
    const quote = await call(t, user.cookies, 'POST', '/api/create_transaction_r', { amount: 100 });
    expect(quote.json().data).toMatchObject({ amount_paise: 10_000, gst_paise: 1_200 });
    const audits = await t.dbh.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.user.id));
    expect(audits.length).toBeGreaterThan(0);
  });
});
