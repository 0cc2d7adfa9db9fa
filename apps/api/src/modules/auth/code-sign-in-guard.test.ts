import { users } from '@nakshatra/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { hashPassword } from './password.js';
import { maxFailedCodesPerAccountPerHour } from './sign-in.js';

describe('one-time codes never open admin accounts, and wrong codes are counted per account', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  const send = (body: object) => t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: body, remoteAddress: '10.1.0.1' });
  const confirm = (user_id: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id, otp } });
  const codeFor = (to: string) => t.app.ctx.outbox!.list(to)[0]!.code;
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const later = (ms: number) => clock.advance(ms);

  it('refuses a correct code for an admin’s phone or e-mail, with no session', async () => {
    await t.dbh.db.insert(users).values({ type: 'admin', email: 'ops@nakshatra.test', phone: '9000000077', name: 'Ops', passwordHash: await hashPassword('a long admin password') });
    for (const body of [{ numbers: '9000000077', route: 'otp' }, { email: 'ops@nakshatra.test', route: 'otp' }]) {
      const { user_id } = (await send(body)).json();
      const res = await confirm(user_id, codeFor(body.numbers ?? body.email!));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Admins sign in with their e-mail and password at /admin, not with a code.');
      expect(res.cookies.find((c) => c.name === 'nk_session')).toBeUndefined();
    }
    // and no user account was made with the admin's number
    expect((await t.dbh.db.select().from(users)).filter((u) => u.phone === '9000000077')).toHaveLength(1);
  });

  it('locks an account after too many wrong codes across its phone and e-mail, even for the right code', async () => {
    const [u] = await t.dbh.db.insert(users).values({ type: 'user', email: 'asha@example.com', phone: '9000000088', name: 'Asha' }).returning();
    let wrongTries = 0;
    // alternate between the phone and the e-mail: each destination stays under its own limits
    for (const body of [{ numbers: '9000000088', route: 'otp' }, { email: 'asha@example.com', route: 'otp' }, { numbers: '9000000088', route: 'otp' }]) {
      later(31_000);
      const sent = await send(body);
      expect(sent.statusCode, sent.body).toBe(200);
      const { user_id } = sent.json();
      const code = codeFor(body.numbers ?? body.email!);
      for (let i = 0; i < 4 && wrongTries < maxFailedCodesPerAccountPerHour; i += 1, wrongTries += 1) expect((await confirm(user_id, wrong(code))).statusCode).toBe(400);
    }
    expect(wrongTries).toBe(maxFailedCodesPerAccountPerHour);
    later(31_000);
    const { user_id } = (await send({ email: 'asha@example.com', route: 'otp' })).json();
    const locked = await confirm(user_id, codeFor('asha@example.com'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many wrong codes for this account. Please try again in an hour.');
    expect(locked.headers['retry-after']).toBe('3600');

    // an hour later the right code works again
    later(3600_000);
    const again = (await send({ numbers: '9000000088', route: 'otp' })).json();
    const ok = await confirm(again.user_id, codeFor('9000000088'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.id).toBe(u!.id);
  });
});
