import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultSessions, eq } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { walletBalances } from '../wallet/balances.js';
import { markConnection } from './lifecycle.js';
import { isDue, tick } from './meter.js';
import { tickAll } from './ticker.js';
import { balance, call, credit, earningsOf, expectBalancedLedger, intake, setup } from './test-helpers.js';

const MIN = 60_000;
let t: TestApp;
let clock: ReturnType<typeof manualClock>;
// one API and database for the file (each test has its own user and astrologer); the clock only moves forward
beforeAll(async () => { clock = manualClock(); t = await build({ clock, env: { CONSULT_TICK_MS: '0' } }); });
afterAll(async () => t.close());

/** Request, accept, and the astrologer's first reply (the meter starts). */
async function startChat(s: Awaited<ReturnType<typeof setup>>, extra: object = {}) {
  const req = await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake, ...extra });
  expect(req.statusCode, req.body).toBe(201);
  const id = req.json().data.id as string;
  expect((await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`)).statusCode).toBe(200);
  const first = await call(t, s.user.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'u-000001', text: 'Namaste' });
  expect(first.statusCode).toBe(200);
  clock.advance(20_000);
  const reply = await call(t, s.astro.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'a-000001', text: 'Namaste Asha, tell me more.' });
  expect(reply.statusCode).toBe(200);
  return id;
}
const view = async (cookies: Record<string, string>, id: string) => (await call(t, cookies, 'GET', `/api/consult/sessions/${id}`)).json().data;
const advance = async (ms: number, id: string) => { clock.advance(ms); await tick(t.app.consult, id, clock.now()); };

describe('the consultation meter', () => {
  it('refuses to start without 5 minutes of balance, with the exact sentence', async () => {
    const s = await setup(t, { price: 2_500, balance: 12_000 });
    const res = await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe('Minimum balance of 5 minutes (₹125) is required to start chat with Pandit Ravi Shastri');
    expect(res.json().error.details).toMatchObject({ required_paise: 12_500, balance_paise: 12_000 });
  });

  it('charges each started minute from the first reply, splits it, and settles at the end', async () => {
    const s = await setup(t, { price: 1_000, balance: 10_000 });
    const id = await startChat(s);
    let v = await view(s.user.cookies, id);
    expect(v).toMatchObject({ status: 'active', billed_minutes: 1, charged_paise: 0 });
    expect(await balance(t, s.user.user.id)).toBe(9_000); // minute 1 held
    await advance(59_000, id);
    expect((await view(s.user.cookies, id)).billed_minutes).toBe(1);
    await advance(2_000, id); // 61 s: minute 1 charged, minute 2 held
    v = await view(s.user.cookies, id);
    expect(v).toMatchObject({ billed_minutes: 2, charged_paise: 1_000 });
    expect(await balance(t, s.user.user.id)).toBe(8_000);
    await advance(30_000, id); // 91 s, within minute 2
    const end = await call(t, s.user.cookies, 'POST', `/api/consult/sessions/${id}/end`);
    expect(end.json().data).toMatchObject({ status: 'ended', end_reason: 'user_ended', billed_minutes: 2, charged_paise: 2_000, refunded_paise: 0 });
    expect(await balance(t, s.user.user.id)).toBe(8_000);
    expect(await earningsOf(t, s.astro.userId)).toBe(1_200); // 60 % of ₹20
    await expectBalancedLedger(t);
    const history = (await call(t, s.user.cookies, 'GET', '/api/get_order_history')).json();
    expect(JSON.stringify(history)).toContain(`consult:${id}`);
  });

  it('warns a minute before the money runs out and ends the session by itself when it does', async () => {
    const s = await setup(t, { price: 1_000, balance: 5_000 });
    const warnings: unknown[] = [];
    const orig = t.app.consult.notify.warning;
    t.app.consult.notify.warning = (w, u) => { warnings.push(w); orig(w, u); };
    const id = await startChat(s);
    for (let i = 0; i < 4; i++) await advance(MIN, id);
    expect(warnings).toHaveLength(1); // minute 5 is the last one paid for
    expect(await balance(t, s.user.user.id)).toBe(0);
    await advance(MIN, id);
    const v = await view(s.user.cookies, id);
    expect(v).toMatchObject({ status: 'ended', end_reason: 'balance_exhausted', billed_minutes: 5, charged_paise: 5_000 });
    expect(await balance(t, s.user.user.id)).toBe(0);
    await expectBalancedLedger(t);
  });

  it('a recharge during the session extends it', async () => {
    const s = await setup(t, { price: 1_000, balance: 5_000 });
    const id = await startChat(s);
    for (let i = 0; i < 4; i++) await advance(MIN, id);
    await credit(t, s.user.user.id, 3_000);
    await advance(MIN, id);
    // minute 5 charged, minute 6 held out of the new money
    expect(await view(s.user.cookies, id)).toMatchObject({ status: 'active', billed_minutes: 6, charged_paise: 5_000 });
    expect(await balance(t, s.user.user.id)).toBe(2_000);
    expect((await walletBalances(t.dbh.db, s.user.user.id)).held_paise).toBe(1_000);
    await expectBalancedLedger(t);
    // and it runs until the recharge is spent too: 8 minutes in all
    for (let i = 0; i < 3; i++) await advance(MIN, id);
    expect(await view(s.user.cookies, id)).toMatchObject({ status: 'ended', end_reason: 'balance_exhausted', billed_minutes: 8, charged_paise: 8_000 });
    expect(await walletBalances(t.dbh.db, s.user.user.id)).toMatchObject({ total_paise: 0, held_paise: 0 });
    expect(await earningsOf(t, s.astro.userId)).toBe(4_800); // 60 % of ₹80
    await expectBalancedLedger(t);
  });

  it('stops at the spending cap', async () => {
    const s = await setup(t, { price: 1_000, balance: 50_000 });
    const id = await startChat(s, { spending_cap_paise: 3_000 });
    for (let i = 0; i < 3; i++) await advance(MIN, id);
    expect(await view(s.user.cookies, id)).toMatchObject({ status: 'ended', end_reason: 'spending_cap', charged_paise: 3_000 });
    expect(await balance(t, s.user.user.id)).toBe(47_000);
  });

  it('pauses after 30 s disconnected, resumes on return, and ends after 2 minutes away', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const id = await startChat(s);
    await advance(10_000, id);
    await markConnection(t.app.consult, id, 'user', false);
    await advance(40_000, id); // away 40 s: paused at 30 s of absence (metered 40 s)
    let v = await view(s.user.cookies, id);
    expect(v.paused).toBe(true);
    expect(v.metered_seconds).toBe(40);
    await advance(60_000, id); // still paused: no new minute
    expect((await view(s.user.cookies, id)).billed_minutes).toBe(1);
    await markConnection(t.app.consult, id, 'user', true);
    v = await view(s.user.cookies, id);
    expect(v.paused).toBe(false);
    await advance(25_000, id); // metered 65 s
    expect((await view(s.user.cookies, id)).billed_minutes).toBe(2);
    await markConnection(t.app.consult, id, 'user', false);
    await advance(121_000, id);
    v = await view(s.user.cookies, id);
    expect(v).toMatchObject({ status: 'ended', end_reason: 'disconnected', billed_minutes: 2, charged_paise: 2_000, refunded_paise: 0 });
    await expectBalancedLedger(t);
  });

  it('the ticker acts on exactly the sessions that are due, including a minute boundary during a short absence', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const id = await startChat(s);
    const row = async () => (await t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, id)))[0];
    clock.advance(50_000);
    expect(isDue(await row(), clock.now())).toBe(false);
    await markConnection(t.app.consult, id, 'user', false);
    clock.advance(15_000); // 65 s metered, away 15 s: the minute ended, the pause is not due yet
    expect(isDue(await row(), clock.now())).toBe(true);
    await tickAll(t.app.consult, clock.now());
    expect(await row()).toMatchObject({ billedMinutes: 2, chargedPaise: 1_000 });
    expect(isDue(await row(), clock.now())).toBe(false);
    clock.advance(16_000); // away 31 s: pause due
    expect(isDue(await row(), clock.now())).toBe(true);
    await tickAll(t.app.consult, clock.now());
    expect((await row()).meterResumedAt).toBeNull();
    await markConnection(t.app.consult, id, 'user', true);
    expect((await row()).meterResumedAt).not.toBeNull();
  });

  it('refunds in full when the astrologer drops within the first 2 minutes', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const id = await startChat(s);
    await advance(70_000, id); // minute 1 charged, minute 2 held
    await markConnection(t.app.consult, id, 'astrologer', false);
    await advance(125_000, id);
    const v = await view(s.user.cookies, id);
    expect(v).toMatchObject({ status: 'ended', end_reason: 'disconnected', charged_paise: 1_000, refunded_paise: 1_000 });
    expect(await balance(t, s.user.user.id)).toBe(20_000);
    expect(await earningsOf(t, s.astro.userId)).toBe(0);
    await expectBalancedLedger(t);
  });

  it('charges nothing when the astrologer never replies within 2 minutes of accepting', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const req = await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake });
    const id = req.json().data.id;
    await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`);
    await advance(121_000, id);
    expect(await view(s.user.cookies, id)).toMatchObject({ status: 'ended', end_reason: 'no_reply', charged_paise: 0 });
    expect(await balance(t, s.user.user.id)).toBe(20_000);
  });

  it('a request expires after 2 minutes without an answer, free', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const id = (await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake })).json().data.id;
    await advance(121_000, id);
    expect((await view(s.user.cookies, id)).status).toBe('expired');
    const late = await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`);
    expect(late.statusCode).toBe(409);
  });

  it('one user starting two sessions at once gets exactly one', async () => {
    const s = await setup(t, { price: 1_000, balance: 5_000 });
    const second = await setup(t, { price: 1_000 });
    const [a, b] = await Promise.all([
      call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake }),
      call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: second.astro.id, mode: 'chat', intake }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.code).toBe('active_session_exists');
  });

  it('masks phone numbers and payment handles, and stores a resent message once', async () => {
    const s = await setup(t, { price: 1_000, balance: 20_000 });
    const id = await startChat(s);
    const body = { session_id: id, client_id: 'u-000002', text: 'Call me on +91 98765 43210 or pay asha.v@okaxis' };
    const one = await call(t, s.user.cookies, 'POST', '/api/create_message', body);
    const again = await call(t, s.user.cookies, 'POST', '/api/create_message', body);
    expect(one.json().data.text).toBe('Call me on ••• or pay •••');
    expect(one.json().data.masked).toBe(true);
    expect(again.json().data.id).toBe(one.json().data.id);
    const history = (await call(t, s.astro.cookies, 'GET', `/api/consult/sessions/${id}/messages`)).json().data;
    expect(history.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    const stranger = await call(t, (await setup(t)).user.cookies, 'GET', `/api/consult/sessions/${id}/messages`);
    expect(stranger.statusCode).toBe(404);
  });
});
