import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eq } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { admin, apply } from './test-helpers.js';

describe('admin review of astrologer applications', () => {
  let t: TestApp;
  let adminCookies: Record<string, string>;
  beforeAll(async () => { t = await build(); adminCookies = await admin(t); });
  afterAll(async () => { await t.close(); });

  const as = (cookies: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
  const auditFor = async (target: string) => (await t.dbh.db.select().from(auditLog).where(eq(auditLog.target, target))).map((r) => r.action);

  it('answers 401 signed out and 403 to users and astrologers on every admin route', async () => {
    const a = await apply(t);
    const user = (await signedInUser(t.app, 'user')).cookies;
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/api/admin/astrologers'], ['GET', `/api/admin/astrologers/${a.id}`],
      ['POST', `/api/admin/astrologers/${a.id}/approve`, {}], ['POST', `/api/admin/astrologers/${a.id}/reject`, { reason: 'Documents unclear.' }],
      ['POST', `/api/admin/astrologers/${a.id}/suspend`, { reason: 'Complaints received.' }], ['POST', `/api/admin/astrologers/${a.id}/reveal_bank`],
      ['GET', `/api/admin/astrologers/${a.id}/identity_document`], ['PUT', '/api/admin/consult_settings', { min_price_paise: 100, max_price_paise: 200 }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
      for (const cookies of [user, a.cookies]) {
        const res = await as(cookies, method, url, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe('Only administrators can do this.');
      }
    }
    expect((await as(adminCookies, 'GET', `/api/admin/astrologers/${a.id}`)).json().data.status).toBe('pending');
  });

  it('lists and searches applications with the bank number masked', async () => {
    const a = await apply(t, { name: 'Acharya Meera Joshi' });
    const res = await as(adminCookies, 'GET', '/api/admin/astrologers?status=pending&q=meera');
    expect(res.json().total).toBe(1);
    expect(res.json().data[0]).toMatchObject({ id: a.id, name: 'Acharya Meera Joshi', bank: { account_number_masked: '••••••••9012' } });
    expect(res.body).not.toContain('123456789012');
    expect((await as(adminCookies, 'GET', `/api/admin/astrologers?q=${a.phone}`)).json().total).toBe(1);
  });

  it('approves within the admin-set price limits, audited', async () => {
    const a = await apply(t, { price_per_minute_paise: 90_000 });
    const save = await as(adminCookies, 'PUT', '/api/admin/consult_settings', { min_price_paise: 1_000, max_price_paise: 20_000 });
    expect(save.statusCode).toBe(200);
    const tooHigh = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/approve`, {});
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toMatchObject({ code: 'price_out_of_limits', message: 'The price per minute must be between ₹10 and ₹200.' });
    expect((await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/approve`, { price_per_minute_paise: 500 })).json().error.code).toBe('price_out_of_limits');
    const ok = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/approve`, { price_per_minute_paise: 15_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', price_per_minute_paise: 15_000, asked_price_per_minute_paise: 90_000 });
    expect(await auditFor(a.id)).toContain('admin.astrologer.approve');
    expect((await as(a.cookies, 'GET', '/api/astrologer/me')).json().data).toMatchObject({ status: 'approved', price_per_minute_paise: 15_000 });
    await as(adminCookies, 'PUT', '/api/admin/consult_settings', { min_price_paise: 500, max_price_paise: 50_000 });
  });

  it('rejects with a reason the applicant reads; a rejected application cannot be suspended', async () => {
    const a = await apply(t);
    const short = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/reject`, { reason: 'no' });
    expect(short.json().error.message).toBe('Please give the reason in a sentence.');
    const res = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/reject`, { reason: 'The identity document is not readable.' });
    expect(res.json().data).toMatchObject({ status: 'rejected', status_reason: 'The identity document is not readable.' });
    expect((await as(a.cookies, 'GET', '/api/astrologer/me')).json().data).toMatchObject({ status: 'rejected', status_reason: 'The identity document is not readable.' });
    const suspend = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/suspend`, { reason: 'Complaints received.' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().error.message).toBe('This application is rejected; it cannot be suspended now.');
    expect(await auditFor(a.id)).toContain('admin.astrologer.reject');
  });

  it('suspends an approved astrologer: offline, out of the directory, audited; reinstated by approving', async () => {
    const a = await apply(t);
    await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/approve`, {});
    await as(a.cookies, 'PUT', '/api/astrologer/me/status', { chat: 'online', call: 'online' });
    const res = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/suspend`, { reason: 'Several complaints about rudeness.' });
    expect(res.json().data).toMatchObject({ status: 'suspended', chat_status: 'offline', call_status: 'offline' });
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${a.id}` })).statusCode).toBe(404);
    const online = await as(a.cookies, 'PUT', '/api/astrologer/me/status', { chat: 'online' });
    expect(online.statusCode).toBe(409);
    expect(await auditFor(a.id)).toContain('admin.astrologer.suspend');
    expect((await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/approve`, {})).json().data.status).toBe('approved');
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_astrologer/${a.id}` })).statusCode).toBe(200);
  });

  it('reveals the bank number and serves the identity document only on an admin’s explicit, audited request', async () => {
    const a = await apply(t);
    const reveal = await as(adminCookies, 'POST', `/api/admin/astrologers/${a.id}/reveal_bank`);
    expect(reveal.json().data).toEqual({ account_name: 'Ravi Shastri', account_number: '123456789012', ifsc: 'SBIN0001234' });
    const doc = await as(adminCookies, 'GET', `/api/admin/astrologers/${a.id}/identity_document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await auditFor(a.id)).toEqual(expect.arrayContaining(['admin.astrologer.bank_reveal', 'admin.astrologer.document_view']));
  });
});
