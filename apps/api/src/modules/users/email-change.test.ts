import { users } from '@nakshatra/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';

describe('changing one’s e-mail address needs a code from that address', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  const requestChange = (cookies: Record<string, string>, email: string) => t.app.inject({ method: 'POST', url: '/api/users/me/email', cookies, payload: { email } });
  const confirm = (cookies: Record<string, string>, challenge_id: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/users/me/email/confirm', cookies, payload: { challenge_id, otp } });
  const codeFor = (to: string) => t.app.ctx.outbox!.list(to)[0]!.code;
  const emailOf = async (id: string) => (await t.dbh.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('no longer stores an e-mail typed into one’s own profile', async () => {
    const attacker = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/update_users/${attacker.user.id}`, cookies: attacker.cookies, payload: { email: 'victim@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('To change your e-mail address, confirm it with the code we send to it.');
    expect(await emailOf(attacker.user.id)).toBeNull();
  });

  it('closes the pre-hijack: a victim signing in with their address lands in their own account', async () => {
    const attacker = await signedInUser(t.app);
    const asked = await requestChange(attacker.cookies, 'victim2@example.com');
    expect(asked.statusCode).toBe(200);
    expect(await emailOf(attacker.user.id)).toBeNull();
    // without the victim's mailbox the attacker can only guess
    expect((await confirm(attacker.cookies, asked.json().data.challenge_id, '0000')).statusCode).toBeGreaterThanOrEqual(400);
    expect(await emailOf(attacker.user.id)).toBeNull();

    clock.advance(31_000);
    const sent = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { email: 'victim2@example.com', route: 'otp' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const { user_id } = sent.json();
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id, otp: codeFor('victim2@example.com') } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.id).not.toBe(attacker.user.id);
  });

  it('stores a new address after its code, and only for the account that asked', async () => {
    const owner = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    clock.advance(31_000);
    const asked = await requestChange(owner.cookies, 'Asha.New@Example.com');
    expect(asked.json().data).toMatchObject({ email: 'asha.new@example.com' });
    const code = codeFor('asha.new@example.com');
    // the code and challenge are useless to another account, and to the sign-in endpoint
    expect((await confirm(stranger.cookies, asked.json().data.challenge_id, code)).json().error.code).toBe('otp_invalid');
    expect((await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: asked.json().data.challenge_id, otp: code } })).statusCode).toBe(400);
    const ok = await confirm(owner.cookies, asked.json().data.challenge_id, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.email).toBe('asha.new@example.com');
    expect(await emailOf(owner.user.id)).toBe('asha.new@example.com');
    expect(await emailOf(stranger.user.id)).toBeNull();
  });

  it('answers the same for a taken address, and tells only the mailbox owner it is taken', async () => {
    const holder = await signedInUser(t.app);
    await t.dbh.db.update(users).set({ email: 'taken@example.com' }).where(eq(users.id, holder.user.id));
    const other = await signedInUser(t.app);
    clock.advance(31_000);
    const free = await requestChange(other.cookies, 'free-address@example.com');
    clock.advance(31_000);
    const taken = await requestChange(other.cookies, 'taken@example.com');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data));
    const res = await confirm(other.cookies, taken.json().data.challenge_id, codeFor('taken@example.com'));
    expect(res.statusCode).toBe(409);
    expect(await emailOf(other.user.id)).toBeNull();
    expect(await emailOf(holder.user.id)).toBe('taken@example.com');
  });
});
