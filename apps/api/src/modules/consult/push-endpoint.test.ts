import { pushSubscriptions } from '@nakshatra/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.js';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { isAllowedPushEndpoint } from './push-endpoint.js';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('push subscription endpoints', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });
  const subscribe = (cookies: Record<string, string>, endpoint: string) => t.app.inject({ method: 'POST', url: '/api/push/subscribe', cookies, payload: { endpoint, keys } });

  it.each([
    'https://127.0.0.1:8443/push/x',
    'https://localhost/push/x',
    'https://10.0.0.5/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://internal.example.com/push/x',
    'https://fcm.googleapis.com.evil.example/push',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
  ])('refuses %s (400, nothing stored)', async (endpoint) => {
    const u = await signedInUser(t.app);
    const res = await subscribe(u.cookies, endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'push_endpoint_refused', message: 'This browser’s notification service is not one we can send to.' });
    expect(await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  it('accepts the real push services and never moves another account’s subscription', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const endpoint = `https://fcm.googleapis.com/fcm/send/owner-${Date.now()}`;
    expect((await subscribe(owner.cookies, endpoint)).statusCode).toBe(200);
    expect((await subscribe(owner.cookies, endpoint)).statusCode).toBe(200); // the same browser again: keys refreshed
    const taken = await subscribe(other.cookies, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('push_subscription_taken');
    const [row] = await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row!.userId).toBe(owner.user.id);
    for (const ok of ['https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGk', 'https://wns2-bl2p.notify.windows.com/w/?token=x']) {
      expect((await subscribe(owner.cookies, ok)).statusCode, ok).toBe(200);
    }
  });

  it('allows a loopback push service only with PUSH_ALLOW_LOOPBACK, which production refuses', () => {
    const base = { PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com', PUSH_ALLOW_LOOPBACK: false };
    expect(isAllowedPushEndpoint('https://127.0.0.1:9443/push/a', base)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9443/push/a', { ...base, PUSH_ALLOW_LOOPBACK: true })).toBe(true);
    const production = {
      NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h',
      DATABASE_URL: 'postgres://x@h/db', REVALIDATE_SECRET: 'r'.repeat(32), PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', PAYMENT_WEBHOOK_SECRET: 'w',
    };
    expect(loadEnv(production).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(() => loadEnv({ ...production, PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/PUSH_ALLOW_LOOPBACK=true lets push endpoints point at this machine/);
  });
});
