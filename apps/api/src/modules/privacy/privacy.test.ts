import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addresses, and, auditLog, consents, consultMessages, isNotNull, consultSessions, eq, ledgerOperations, orderLines, orders, savedKundlis, supportTickets, users } from '@nakshatra/db';
import { gatherPersonalData, personalDataHtml } from './data-export.js';
import { PRIVACY_NOTICE_VERSION } from '@nakshatra/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { adjustWallet } from '../wallet/spend.js';
import { balanceDrift } from '../wallet/ledger.js';
import { walletBalances } from '../wallet/balances.js';
import { signedInUser } from '../wallet/testing.js';
import { createSession } from '../auth/sessions.js';

const DAY = 86_400_000;

describe('consent: which notice version, when and from where; marketing apart', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  async function signIn(phone: string, notice_version?: string) {
    const sent = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = t.app.ctx.outbox!.list(phone)[0]!.code;
    const res = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: sent.json().user_id, otp: code, ...(notice_version && { notice_version }) }, headers: { 'user-agent': 'ConsentTest/1' } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.id as string, cookies: { nk_session: res.cookies.find((c) => c.name === 'nk_session')!.value } };
  }
  const state = async (cookies: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/users/me/consents', cookies })).json().data;

  it('records the notice the sign-in form showed, with time, address and browser', async () => {
    const me = await signIn('9811100001', PRIVACY_NOTICE_VERSION);
    const s = await state(me.cookies);
    expect(s.notice).toMatchObject({ current_version: PRIVACY_NOTICE_VERSION, accepted_version: PRIVACY_NOTICE_VERSION, required: false });
    expect(s.history).toEqual([expect.objectContaining({ kind: 'notice', version: PRIVACY_NOTICE_VERSION, granted: true, source: 'sign_in', ip: '127.0.0.1' })]);
    expect(s.marketing).toEqual({ granted: false, changed_at: null });
    // signing in again records nothing new
    clock.advance(31_000);
    await signIn('9811100001', PRIVACY_NOTICE_VERSION);
    expect((await state(me.cookies)).history).toHaveLength(1);
  });

  it('asks when the sign-in did not show the notice in force, and refuses an outdated version', async () => {
    const me = await signIn('9811100002', '2001-01-01');
    expect((await state(me.cookies)).notice).toMatchObject({ accepted_version: null, required: true });
    const old = await t.app.inject({ method: 'POST', url: '/api/users/me/consents/notice', cookies: me.cookies, payload: { version: '2001-01-01' } });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toMatch(/have changed since this page was opened/);
    const ok = await t.app.inject({ method: 'POST', url: '/api/users/me/consents/notice', cookies: me.cookies, payload: { version: PRIVACY_NOTICE_VERSION } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.notice).toMatchObject({ accepted_version: PRIVACY_NOTICE_VERSION, required: false });
    expect(ok.json().data.history[0]).toMatchObject({ source: 'notice_prompt' });
  });

  it('marketing is a separate opt-in, withdrawn in one call, each change kept', async () => {
    const me = await signIn('9811100003', PRIVACY_NOTICE_VERSION);
    const on = await t.app.inject({ method: 'PUT', url: '/api/users/me/consents/marketing', cookies: me.cookies, payload: { granted: true } });
    expect(on.json().data.marketing.granted).toBe(true);
    const off = await t.app.inject({ method: 'PUT', url: '/api/users/me/consents/marketing', cookies: me.cookies, payload: { granted: false } });
    expect(off.json().data.marketing.granted).toBe(false);
    expect(off.json().data.history.filter((h: { kind: string }) => h.kind === 'marketing').map((h: { granted: boolean }) => h.granted)).toEqual([false, true]);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/users/me/consents/marketing', cookies: me.cookies, payload: { granted: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    const audits = await t.dbh.db.select().from(auditLog).where(and(eq(auditLog.target, me.id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['privacy.consent.marketing.granted', 'privacy.consent.marketing.withdrawn']));
  });
});

describe('a changed notice asks everyone again', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ env: { PRIVACY_NOTICE_VERSION: '2030-01-01' } }); });
  afterAll(async () => { await t.close(); });

  it('an account that accepted the previous version must accept the new one', async () => {
    const me = await signedInUser(t.app);
    const { consents } = await import('@nakshatra/db');
    await t.dbh.db.insert(consents).values({ userId: me.user.id, kind: 'notice', version: PRIVACY_NOTICE_VERSION, granted: true, source: 'sign_in' });
    const s = (await t.app.inject({ method: 'GET', url: '/api/users/me/consents', cookies: me.cookies })).json().data;
    expect(s.notice).toMatchObject({ current_version: '2030-01-01', accepted_version: PRIVACY_NOTICE_VERSION, required: true });
  });
});

describe('download my data: prepared in the background, both formats, owner only, expiring', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock, env: { DATA_EXPORT_TTL_HOURS: '24' } }); });
  afterAll(async () => { await t.close(); });

  const latest = async (cookies: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/users/me/exports/latest', cookies })).json().data;
  async function waitReady(cookies: Record<string, string>) {
    for (let i = 0; i < 200; i++) {
      const d = await latest(cookies);
      if (d.status === 'ready' || d.status === 'failed') return d;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('export never became ready');
  }

  it('holds profile, kundlis, wallet, chats, tickets, consents and sign-ins, as JSON and as a PDF', async () => {
    const me = await signedInUser(t.app);
    await t.dbh.db.update(users).set({ email: 'asha@example.com', birthDate: '1990-04-12', birthPlace: 'Pune' }).where(eq(users.id, me.user.id));
    await t.dbh.db.insert(savedKundlis).values({ userId: me.user.id, title: 'Asha', birth: { date: '1990-04-12', time: '06:30' }, place: { name: 'Pune' } });
    await t.dbh.db.insert(supportTickets).values({ userId: me.user.id, name: 'Asha', contact: 'asha@example.com', message: 'मेरा रिचार्ज नहीं दिखा' });
    await adjustWallet(t.dbh.db, { userId: me.user.id, amountPaise: 12_300, account: 'real', reason: 'Test credit', key: `k-${me.user.id}`, actorUserId: me.user.id });

    expect(await latest(me.cookies)).toBeNull();
    const asked = await t.app.inject({ method: 'POST', url: '/api/users/me/exports', cookies: me.cookies });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ status: 'queued', downloads: null });
    const ready = await waitReady(me.cookies);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    // told by SMS (the number they sign in with) and by e-mail
    // (the notices go out just after the row says ready: wait for them)
    await vi.waitFor(() => {
      expect(t.app.ctx.outbox!.list(me.user.phone!)[0]).toMatchObject({ channel: 'sms', code: '', text: expect.stringMatching(/^Your Nakshatra data download is ready\./) });
      const dir = path.join(t.env.DATA_DIR, 'mail');
      const mails = existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')) : [];
      expect(mails.filter((m) => m.includes('To: asha@example.com') && m.includes('Subject: Your Nakshatra data is ready to download'))).toHaveLength(1);
    }, { timeout: 10_000, interval: 100 });
    expect(new Date(ready.expires_at).getTime() - clock.now().getTime()).toBe(24 * 3600_000);

    const json = await t.app.inject({ method: 'GET', url: ready.downloads.json, cookies: me.cookies });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="nakshatra-data.json"');
    expect(json.headers['cache-control']).toBe('private, no-store');
    const data = json.json();
    expect(data.profile).toMatchObject({ id: me.user.id, phone: me.user.phone, email: 'asha@example.com', birth: expect.objectContaining({ date: '1990-04-12', place: 'Pune' }) });
    expect(data.saved_kundlis).toEqual([expect.objectContaining({ title: 'Asha' })]);
    expect(data.wallet.ledger).toEqual([expect.objectContaining({ kind: 'adjustment', amount_paise: 12_300 })]);
    expect(data.support_tickets).toEqual([expect.objectContaining({ message: 'मेरा रिचार्ज नहीं दिखा' })]);
    for (const key of ['consultations', 'reviews', 'consents', 'sign_in_history', 'erasure_requests']) expect(data).toHaveProperty(key);

    const pdf = await t.app.inject({ method: 'GET', url: ready.downloads.pdf, cookies: me.cookies });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(5_000);

    // not for anyone else, not signed out
    const other = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: ready.downloads.json, cookies: other.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ready.downloads.json })).statusCode).toBe(401);

    // the link expires, then the files are deleted by the job
    clock.advance(24 * 3600_000 + 1000);
    const late = await t.app.inject({ method: 'GET', url: ready.downloads.json, cookies: me.cookies });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toBe('This download link has expired. Ask for a new copy of your data on your profile page.');
    expect((await latest(me.cookies)).status).toBe('expired');
    await t.app.runPrivacyJobs();
    const { dataExports } = await import('@nakshatra/db');
    const [row] = await t.dbh.db.select().from(dataExports).where(eq(dataExports.userId, me.user.id));
    expect([row!.json, row!.pdf]).toEqual([null, null]);
  });

  it('three copies a day at most', async () => {
    const me = await signedInUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/users/me/exports', cookies: me.cookies })).statusCode).toBe(202);
      await waitReady(me.cookies);
    }
    const fourth = await t.app.inject({ method: 'POST', url: '/api/users/me/exports', cookies: me.cookies });
    expect(fourth.statusCode).toBe(429);
  });
});

describe('erase my account: grace period, cancel, then personal data gone and tax records pseudonymised', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock, env: { ERASURE_GRACE_DAYS: '7' } }); });
  afterAll(async () => { await t.close(); });

  const erasure = (cookies: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
    t.app.inject({ method, url: '/api/users/me/erasure', cookies, ...(payload && { payload }) });

  it('states the wallet outcome before confirming, can be cancelled, and erases after the grace period', async () => {
    const me = await signedInUser(t.app);
    const db = t.dbh.db;
    await db.update(users).set({ email: 'ravi@example.com', birthDate: '1985-01-02', birthPlace: 'Kanpur' }).where(eq(users.id, me.user.id));
    await adjustWallet(db, { userId: me.user.id, amountPaise: 50_000, account: 'real', reason: 'Test credit', key: `r-${me.user.id}`, actorUserId: me.user.id });
    await adjustWallet(db, { userId: me.user.id, amountPaise: 5_000, account: 'promotional', reason: 'Test bonus', key: `p-${me.user.id}`, actorUserId: me.user.id });
    await db.insert(savedKundlis).values({ userId: me.user.id, title: 'Ravi', birth: { date: '1985-01-02' }, place: { name: 'Kanpur' } });
    await db.insert(consents).values({ userId: me.user.id, kind: 'notice', version: PRIVACY_NOTICE_VERSION, granted: true, source: 'sign_in', ip: '203.0.113.9', userAgent: 'Test' });

    const before = (await erasure(me.cookies, 'GET')).json().data;
    expect(before.request).toBeNull();
    expect(before.wallet).toEqual({ refundable_paise: 50_000, forfeited_paise: 5_000 });
    expect(before.consequences).toEqual(expect.arrayContaining([
      'Your wallet balance of ₹500.00 will be refunded to the account you paid from, less any payment-gateway charges, as our Refund Policy says.',
      'Promotional credit of ₹50.00 has no cash value and will lapse.',
    ]));

    const unconfirmed = await erasure(me.cookies, 'POST', { confirm: 'yes' });
    expect(unconfirmed.statusCode).toBe(400);
    const asked = await erasure(me.cookies, 'POST', { confirm: 'ERASE' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.request).toMatchObject({ status: 'pending', due_at: new Date(clock.now().getTime() + 7 * DAY).toISOString() });

    // the grace period: nothing happens early, and cancelling keeps everything
    clock.advance(3 * DAY);
    await t.app.runPrivacyJobs();
    expect((await erasure(me.cookies, 'DELETE')).json().data.request.status).toBe('cancelled');
    clock.advance(5 * DAY);
    await t.app.runPrivacyJobs();
    expect((await db.select().from(users).where(eq(users.id, me.user.id)))[0]!.phone).toBe(me.user.phone);

    // asked again: erased once the new grace period is over
    expect((await erasure(me.cookies, 'POST', { confirm: 'ERASE' })).statusCode).toBe(200);
    clock.advance(7 * DAY + 1000);
    await t.app.runPrivacyJobs();

    const [u] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(u).toMatchObject({ status: 'erased', name: null, phone: null, email: null, birthDate: null, birthPlace: null });
    expect(await db.select().from(savedKundlis).where(eq(savedKundlis.userId, me.user.id))).toEqual([]);
    expect(await db.select().from(consents).where(and(eq(consents.userId, me.user.id), isNotNull(consents.ip)))).toEqual([]);
    // signed out everywhere
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: me.cookies })).statusCode).toBe(401);
    // the ledger keeps every entry, now naming no one; the balance went to refunds payable and the promo lapsed
    const ops = await db.select().from(ledgerOperations).where(eq(ledgerOperations.userId, me.user.id));
    expect(ops.map((o) => o.kind).sort()).toEqual(['adjustment', 'adjustment', 'erasure_settlement']);
    expect(ops.find((o) => o.kind === 'erasure_settlement')!.metadata).toEqual({ real_paise: 50_000, promotional_paise: 5_000 });
    expect(await walletBalances(db, me.user.id)).toMatchObject({ real_paise: 0, promotional_paise: 0 });
    // every cached balance still equals the sum of its transfers
    expect(await balanceDrift(db)).toEqual([]);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.target, me.user.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['privacy.erasure.requested', 'privacy.erasure.cancelled', 'privacy.erasure.completed']));
    // a new sign-in with the same number starts a fresh account
    clock.advance(60_000);
    const sent = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: me.user.phone, route: 'otp' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: sent.json().user_id, otp: t.app.ctx.outbox!.list(me.user.phone!)[0]!.code } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(me.user.id);
  });

  it('exports the address book and shop orders; erasure waits for an order on its way, then keeps only the state for the invoice', async () => {
    const me = await signedInUser(t.app);
    const db = t.dbh.db;
    await db.insert(addresses).values({ userId: me.user.id, name: 'Kiran Rao', phone: '9845012345', line1: '7 Residency Road', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka', postalCode: '560025', country: 'IN', isDefault: true });
    const [o] = await db.insert(orders).values({
      userId: me.user.id, kind: 'product', status: 'paid', fulfilment: 'shipped', amountPaise: 485_44, gstPaise: 14_56, totalPaise: 500_00, invoiceNumber: `NKTEST-${Date.now()}`,
      details: { ship_to: { name: 'Kiran Rao', phone: '9845012345', line1: '7 Residency Road', city: 'Bengaluru', state: 'Karnataka', postal_code: '560025', country: 'IN' }, tracking: { courier: 'India Post', number: 'EE1IN' } },
    }).returning();
    await db.insert(orderLines).values({ orderId: o!.id, refKind: 'variant', refId: o!.id, title: { en: 'Rudraksha · 5 mukhi' }, quantity: 1, unitPaise: 500_00, totalPaise: 500_00, gstPaise: 14_56, options: { energisation: { name: 'Kiran Rao', gotra: 'Atri' } } });
    const data = await gatherPersonalData(db, me.user.id, clock.now(), async () => {});
    expect(data.shop).toMatchObject({ addresses: [expect.objectContaining({ name: 'Kiran Rao', postal_code: '560025' })], orders: [expect.objectContaining({ id: o!.id, items: [expect.objectContaining({ item: 'Rudraksha · 5 mukhi' })] })] });
    expect(personalDataHtml(data)).toContain('7 Residency Road');

    await erasure(me.cookies, 'POST', { confirm: 'ERASE' });
    clock.advance(7 * DAY + 1000);
    await t.app.runPrivacyJobs();
    const { token } = await createSession(db, t.app.ctx.clock, t.app.sessionPolicy, me.user.id, {});
    expect((await erasure({ nk_session: token }, 'GET')).json().data.request).toMatchObject({ status: 'on_hold', hold_reason: expect.stringMatching(/shop order or pooja booking is still under way/) });
    await db.update(orders).set({ fulfilment: 'delivered' }).where(eq(orders.id, o!.id));
    await t.app.runPrivacyJobs();
    expect(await db.select().from(addresses).where(eq(addresses.userId, me.user.id))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, o!.id));
    expect(kept!.details).toEqual({ ship_to: { state: 'Karnataka', country: 'IN' } });
    expect(kept!.invoiceNumber).toBe(o!.invoiceNumber);
    expect((await db.select().from(orderLines).where(eq(orderLines.orderId, o!.id)))[0]!.options).toBeNull();
  });

  it('waits while a support request (a dispute) is open, keeping the transcript, then proceeds once it is closed', async () => {
    const me = await signedInUser(t.app);
    const astro = await signedInUser(t.app, 'astrologer');
    const db = t.dbh.db;
    const { astrologers } = await import('@nakshatra/db');
    const [a] = await db.insert(astrologers).values({ userId: astro.user.id, status: 'approved', displayName: 'Pandit Test', gender: 'male', birthDate: '1970-01-01', languages: ['hi'], skills: ['vedic'], experienceYears: 10, askedPricePaise: 1000, pricePaise: 1000, biography: 'x' }).returning();
    const [s] = await db.insert(consultSessions).values({ userId: me.user.id, astrologerId: a!.id, mode: 'chat', status: 'ended', pricePaise: 1000, requestedAt: clock.now(), intake: { name: 'Ravi', birth_date: '1985-01-02' } }).returning();
    await db.insert(consultMessages).values({ sessionId: s!.id, seq: 1, clientId: 'c1', sender: 'user', text: 'Will I move to Pune?', createdAt: clock.now() });
    const [ticket] = await db.insert(supportTickets).values({ userId: me.user.id, name: 'Ravi', contact: me.user.phone!, message: 'I was charged for a chat that froze' }).returning();

    await erasure(me.cookies, 'POST', { confirm: 'ERASE' });
    clock.advance(7 * DAY + 1000);
    await t.app.runPrivacyJobs();
    // a week later the old session has gone idle: sign in again (the account is not erased yet)
    const { token } = await createSession(db, t.app.ctx.clock, t.app.sessionPolicy, me.user.id, {});
    me.cookies = { nk_session: token };
    const held = (await erasure(me.cookies, 'GET')).json().data.request;
    expect(held).toMatchObject({ status: 'on_hold', hold_reason: expect.stringMatching(/open support request/) });
    expect(await db.select().from(consultMessages).where(eq(consultMessages.sessionId, s!.id))).toHaveLength(1);
    const admin = await signedInUser(t.app, 'admin');
    const board = (await t.app.inject({ method: 'GET', url: '/api/admin/privacy/requests?status=on_hold', cookies: admin.cookies })).json().data;
    expect(board.erasures.map((e: { user_id: string }) => e.user_id)).toContain(me.user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/privacy/requests', cookies: me.cookies })).statusCode).toBe(403);

    await db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, ticket!.id));
    await t.app.runPrivacyJobs();
    // the transcript goes on both sides; the session stays as a billing record without the intake form
    expect(await db.select().from(consultMessages).where(eq(consultMessages.sessionId, s!.id))).toEqual([]);
    const [session] = await db.select().from(consultSessions).where(eq(consultSessions.id, s!.id));
    expect(session!.intake).toBeNull();
    expect((await db.select().from(users).where(eq(users.id, me.user.id)))[0]!.status).toBe('erased');
  });

  it('admins cannot erase themselves from the profile page', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const res = await erasure(admin.cookies, 'POST', { confirm: 'ERASE' });
    expect(res.statusCode).toBe(403);
  });
});
