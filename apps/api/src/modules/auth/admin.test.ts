import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@nakshatra/db';
import { build, manualClock, sessionCookie, type TestApp } from '../../test/build.js';
import { hashPassword } from './password.js';

describe('admin console sign-in and permissions', () => {
  const clock = manualClock();
  let t: TestApp;
  let userSid: string;
  let userId: string;
  beforeAll(async () => {
    t = await build({ clock });
    await t.dbh.db.insert(users).values({ type: 'admin', email: 'root@nakshatra.test', phone: '9000000001', name: 'Root', passwordHash: await hashPassword('correct horse battery') });
    const s = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: '9000000002', route: 'otp' } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: s.json().user_id, otp: t.app.ctx.outbox!.list('9000000002')[0].code } });
    userSid = sessionCookie(ok)!;
    userId = ok.json().data.id;
  });
  afterAll(async () => { await t.close(); });

  const login = (email: string, password: string, ip = '10.1.1.1') => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('signs an admin in with e-mail and password', async () => {
    const res = await login('ROOT@nakshatra.test', 'correct horse battery');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type).toBe('admin');
    expect(sessionCookie(res)).toBeDefined();
  });

  it('refuses a wrong password with the same answer as an unknown e-mail', async () => {
    const a = await login('root@nakshatra.test', 'wrong password');
    const b = await login('nobody@nakshatra.test', 'wrong password');
    expect(a.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
  });

  it('locks an e-mail after 5 failures in 15 minutes, then lets it in again', async () => {
    clock.advance(16 * 60_000);
    for (let i = 0; i < 5; i++) expect((await login('root@nakshatra.test', `nope ${i}`, '10.2.2.2')).statusCode).toBe(401);
    const locked = await login('root@nakshatra.test', 'correct horse battery', '10.2.2.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/wait 15 minutes/);
    clock.advance(16 * 60_000);
    expect((await login('root@nakshatra.test', 'correct horse battery', '10.2.2.2')).statusCode).toBe(200);
  });

  it("lets a user read and edit only their own record; another user's answers 403", async () => {
    const mine = await t.app.inject({ method: 'GET', url: `/api/get_single_users/${userId}`, cookies: { nk_session: userSid } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ phone: '9000000002', balance: 0 });
    const admin = (await t.dbh.db.select().from(users)).find((u) => u.type === 'admin')!;
    const other = await t.app.inject({ method: 'GET', url: `/api/get_single_users/${admin.id}`, cookies: { nk_session: userSid } });
    expect(other.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: `/api/get_single_users/${userId}` });
    expect(anon.statusCode).toBe(401);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/update_users/${admin.id}`, cookies: { nk_session: userSid }, payload: { name: 'Mallory' } });
    expect(edit.statusCode).toBe(403);
  });

  it('validates profile edits with sentences a user understands', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/update_users/${userId}`, cookies: { nk_session: userSid }, payload });
    const ok = await put({ name: 'Kavya Rao', gender: 'female', birth_date: '1994-02-29'.replace('29', '28'), birth_time: '23:15', birth_place: 'Pune' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Kavya Rao', birth_date: '1994-02-28', birth_time: '23:15' });
    const badDate = await put({ birth_date: '1994-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toBe('Date of birth must be a real date in the past.');
    const badTime = await put({ birth_time: '25:00' });
    expect(badTime.json().error.message).toMatch(/Time of birth/);
    const unknownField = await put({ type: 'admin' });
    expect(unknownField.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { nk_session: userSid } });
    expect(me.json().data.type).toBe('user');
  });

  it('answers 403 to a user on admin-only records and lets an admin read any user', async () => {
    const adminSid = sessionCookie(await login('root@nakshatra.test', 'correct horse battery', '10.3.3.3'))!;
    const res = await t.app.inject({ method: 'GET', url: `/api/get_single_users/${userId}`, cookies: { nk_session: adminSid } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(userId);
  });

  it('never answers bad JSON with a 5xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', headers: { 'content-type': 'application/json' }, payload: '{"numbers": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/JSON/);
  });
});
