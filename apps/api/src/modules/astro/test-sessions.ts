/** Test helpers: a signed-in user (one-time code) and an admin (password) session cookie. */
import { users } from '@nakshatra/db';
import { sessionCookie, type TestApp } from '../../test/build.js';
import { hashPassword } from '../auth/password.js';

export async function signInUser(t: TestApp, phone: string): Promise<string> {
  const s = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' }, remoteAddress: `10.7.${phone.slice(-2)}.1` });
  const ok = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: s.json().user_id, otp: t.app.ctx.outbox!.list(phone)[0].code } });
  return sessionCookie(ok)!;
}

export async function signInAdmin(t: TestApp, email = 'astro-admin@nakshatra.test'): Promise<string> {
  await t.dbh.db.insert(users).values({ type: 'admin', email, name: 'Astro Admin', passwordHash: await hashPassword('correct horse battery') });
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'correct horse battery' } });
  return sessionCookie(res)!;
}
