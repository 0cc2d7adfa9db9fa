import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@nakshatra/db';
import { build, sessionCookie, type TestApp } from '../../test/build.js';
import { hashPassword } from '../auth/password.js';

describe('audit log', () => {
  let t: TestApp;
  let adminSid: string;
  beforeAll(async () => {
    t = await build();
    await t.dbh.db.insert(users).values({ type: 'admin', email: 'audit@nakshatra.test', phone: '9100000001', passwordHash: await hashPassword('audit-password-1') });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'intruder@nakshatra.test', password: 'guess' } });
    adminSid = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'audit@nakshatra.test', password: 'audit-password-1' } }))!;
  });
  afterAll(async () => { await t.close(); });

  it('records sign-ins and failed sign-ins, newest first, searchable by admins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=auth.admin', cookies: { nk_session: adminSid } });
    expect(res.statusCode).toBe(200);
    const actions = res.json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['auth.admin.login', 'auth.admin.login_failed']);
    const found = await t.app.inject({ method: 'GET', url: '/api/admin/audit?q=intruder', cookies: { nk_session: adminSid } });
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ action: 'auth.admin.login_failed', target: 'intruder@nakshatra.test' });
  });

  it('answers 403 to a signed-in user and 401 to a visitor', async () => {
    const s = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: '9100000002', route: 'otp' } });
    const sid = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: s.json().user_id, otp: t.app.ctx.outbox!.list('9100000002')[0].code } }))!;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', cookies: { nk_session: sid } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('refuses bad paging with a sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?page=0', cookies: { nk_session: adminSid } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('page must be a whole number from 1.');
  });
});
