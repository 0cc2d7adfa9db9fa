import { paymentEvents } from '@nakshatra/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { razorpayPaymentEvent, signedWebhook } from './webhook-event.js';

describe('the payment webhook against forged deliveries', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ env: { WEBHOOK_RATE_LIMIT_PER_MINUTE: '20' } }); });
  afterAll(async () => { await t.close(); });

  const event = (id: string) => razorpayPaymentEvent('payment.captured', { id, orderId: 'order_forged', amountPaise: 100, currency: 'INR', status: 'captured', createdAt: new Date() });
  const stored = async () => (await t.app.ctx.db.select().from(paymentEvents)).length;

  it('stores nothing for an unsigned or wrongly signed request', async () => {
    const before = await stored();
    const { body } = signedWebhook('not-the-secret', event('pay_forged_1'));
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('payment_signature_invalid');
    const forged = signedWebhook('not-the-secret', event('pay_forged_2'));
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: forged.headers, payload: forged.body })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('limits how often one address may call it, with a sentence (429)', async () => {
    const forged = signedWebhook('not-the-secret', event('pay_forged_3'));
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) codes.push((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: forged.headers, payload: forged.body, remoteAddress: '203.0.113.9' })).statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: forged.headers, payload: forged.body, remoteAddress: '203.0.113.9' });
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait /);
    // another address (the gateway's) still gets through to the signature check
    const other = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: forged.headers, payload: forged.body, remoteAddress: '198.51.100.20' });
    expect(other.statusCode).toBe(400);
  });
});
