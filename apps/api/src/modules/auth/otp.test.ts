import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, sessionCookie, type TestApp } from '../../test/build.js';

let n = 0;
/** A distinct Indian mobile number per test (send limits are per number). */
const phone = () => `98${String(10_000_000 + (++n) * 7919).slice(-8)}`;

describe('sign-in with a one-time code', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  const send = (body: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: body, remoteAddress: ip });
  const confirm = (user_id: string, otp: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id, otp }, ...(cookie ? { cookies: { nk_session: cookie } } : {}) });
  const codeFor = (to: string) => t.app.ctx.outbox!.list(to)[0].code;
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('signs in with the code sent by SMS and creates the user on first success', async () => {
    const p = phone();
    const res = await send({ numbers: p, route: 'otp' });
    expect(res.statusCode).toBe(200);
    const { status, user_id } = res.json();
    expect(status).toBe(200);
    const ok = await confirm(user_id, codeFor(p));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ phone: p, type: 'user', name: null });
    const cookie = ok.cookies.find((c) => c.name === 'nk_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: cookie.value } });
    expect(me.json().data.phone).toBe(p);
  });

  it('rejects a number that is not 10 digits with the catalogue sentence and sends nothing', async () => {
    const before = t.app.ctx.outbox!.list().length;
    const res = await send({ numbers: '98765', route: 'otp' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid 10-digit mobile number.');
    expect(t.app.ctx.outbox!.list().length).toBe(before);
  });

  it('fails the sixth try even with the right code', async () => {
    const p = phone();
    const { user_id } = (await send({ numbers: p, route: 'otp' })).json();
    const code = codeFor(p);
    for (let i = 0; i < 5; i++) {
      const r = await confirm(user_id, wrong(code));
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    const sixth = await confirm(user_id, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('otp_too_many_attempts');
    expect(sessionCookie(sixth)).toBeUndefined();
  });

  it('fails an expired code', async () => {
    const p = phone();
    const { user_id } = (await send({ numbers: p, route: 'otp' })).json();
    clock.advance(5 * 60_000 + 1);
    const r = await confirm(user_id, codeFor(p));
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('otp_expired');
  });

  it('fails a code that was already used', async () => {
    const p = phone();
    const { user_id } = (await send({ numbers: p, route: 'otp' })).json();
    expect((await confirm(user_id, codeFor(p))).statusCode).toBe(200);
    const again = await confirm(user_id, codeFor(p));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('otp_used');
  });

  it('limits sends to one per 30 s and five per hour per number, with a clear 429', async () => {
    const p = phone();
    expect((await send({ numbers: p, route: 'otp' })).statusCode).toBe(200);
    const soon = await send({ numbers: p, route: 'otp' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(soon.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 4; i++) {
      clock.advance(31_000);
      expect((await send({ numbers: p, route: 'otp' })).statusCode).toBe(200);
    }
    clock.advance(31_000);
    const sixth = await send({ numbers: p, route: 'otp' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('otp_send_hourly_limit');
    expect(sixth.json().error.message).toMatch(/5 codes in the last hour/);
  });

  it('limits sends per IP address', async () => {
    const ip = '10.9.9.9';
    const limit = t.env.OTP_IP_LIMIT_PER_HOUR;
    for (let i = 0; i < limit; i++) expect((await send({ numbers: phone(), route: 'otp' }, ip)).statusCode).toBe(200);
    const over = await send({ numbers: phone(), route: 'otp' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('otp_send_ip_limit');
  });

  it('answers an unknown number exactly like a known one', async () => {
    const known = phone();
    const { user_id } = (await send({ numbers: known, route: 'otp' }, '10.0.0.2')).json();
    await confirm(user_id, codeFor(known)); // the account now exists
    clock.advance(31_000);
    const a = await send({ numbers: known, route: 'otp' }, '10.0.0.3');
    const b = await send({ numbers: phone(), route: 'otp' }, '10.0.0.4');
    expect(a.statusCode).toBe(b.statusCode);
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort());
    const shape = (s: string) => s.replace(/[0-9a-f]/g, 'x');
    expect(shape(a.json().user_id)).toBe(shape(b.json().user_id));
    expect(Object.keys(a.headers).filter((h) => !h.startsWith('x-ratelimit')).sort()).toEqual(Object.keys(b.headers).filter((h) => !h.startsWith('x-ratelimit')).sort());
  });

  it('gives a new session id at sign-in and revokes the old one', async () => {
    const p = phone();
    const first = await confirm((await send({ numbers: p, route: 'otp' })).json().user_id, codeFor(p));
    const oldId = sessionCookie(first)!;
    clock.advance(31_000);
    const second = await confirm((await send({ numbers: p, route: 'otp' })).json().user_id, codeFor(p), oldId);
    const newId = sessionCookie(second)!;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(oldId);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: oldId } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: newId } })).statusCode).toBe(200);
  });

  it('revokes the session at log-out', async () => {
    const p = phone();
    const sid = sessionCookie(await confirm((await send({ numbers: p, route: 'otp' })).json().user_id, codeFor(p)))!;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { nk_session: sid } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: sid } })).statusCode).toBe(401);
  });

  it('expires an idle session', async () => {
    const p = phone();
    const sid = sessionCookie(await confirm((await send({ numbers: p, route: 'otp' })).json().user_id, codeFor(p)))!;
    clock.advance(t.env.SESSION_IDLE_MINUTES * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: sid } })).statusCode).toBe(401);
  });

  it('sends the code by e-mail for visitors abroad, writing an .eml file', async () => {
    const email = `visitor${++n}@example.com`;
    const res = await send({ email: email.toUpperCase(), route: 'otp' });
    expect(res.statusCode).toBe(200);
    const code = codeFor(email);
    const fs = await import('node:fs');
    const files = fs.readdirSync(`${t.env.DATA_DIR}/mail`);
    expect(files.some((f) => fs.readFileSync(`${t.env.DATA_DIR}/mail/${f}`, 'utf8').includes(code))).toBe(true);
    const ok = await confirm(res.json().user_id, code);
    expect(ok.json().data).toMatchObject({ email, phone: null });
  });

  it('does not create astrologer accounts through the astrologer sign-in', async () => {
    const p = phone();
    const res = await t.app.inject({ method: 'POST', url: '/api/send_otp', payload: { numbers: p, route: 'otp' } });
    expect(res.statusCode).toBe(200);
    const r = await t.app.inject({ method: 'POST', url: '/api/confirm_otp', payload: { user_id: res.json().user_id, otp: codeFor(p) } });
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toMatch(/join as an astrologer/i);
  });
});
