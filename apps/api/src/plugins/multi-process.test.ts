import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('limits shared by several API processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '3' };
    a = await build({ env });
    b = await build({ env, dbh: a.dbh });
  });
  afterAll(async () => { await b.close(); await a.close(); });

  it('counts the general per-IP limit across processes through Redis', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const hit = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/me', remoteAddress: ip });
    const first = await hit(a);
    expect(first.statusCode).toBe(401);
    // the limit's headers go out with the 429 only, not with every answer
    expect(Object.keys(first.headers).filter((h) => h.startsWith('x-ratelimit') || h === 'retry-after')).toEqual([]);
    expect((await hit(b)).statusCode).toBe(401);
    expect((await hit(a)).statusCode).toBe(401);
    const fourth = await hit(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toMatch(/Too many requests/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.headers['x-ratelimit-limit']).toBe('3');
  });

  it('holds the 30-second code rule across processes sharing the database', async () => {
    const phone = `97${String(Date.now()).slice(-8)}`;
    const first = await a.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' }, remoteAddress: '10.20.0.1' });
    expect(first.statusCode).toBe(200);
    const second = await b.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' }, remoteAddress: '10.20.0.2' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('otp_send_too_soon');
  });

  it('lets exactly one of two simultaneous code requests for a number through', async () => {
    const phone = `96${String(Date.now()).slice(-8)}`;
    const send = (t: TestApp, ip: string) => t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' }, remoteAddress: ip });
    const codes = (await Promise.all([send(a, '10.30.0.1'), send(b, '10.30.0.2'), send(a, '10.30.0.3')])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 429, 429]);
  });
});
