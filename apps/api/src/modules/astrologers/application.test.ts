import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astrologerPrivate, eq } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { apply, newPhone, pdfBytes, sampleApplication, submit, verifyPhone } from './test-helpers.js';

describe('joining as an astrologer', () => {
  const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  it('verifies the phone, creates the pending application and signs the applicant in', async () => {
    const a = await apply(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/astrologer/me', cookies: a.cookies });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ status: 'pending', phone: a.phone, price_per_minute_paise: null, asked_price_per_minute_paise: 2500, has_identity_document: true });
    expect(me.json().data.bank).toEqual({ account_name: 'Ravi Shastri', account_number_masked: '••••••••9012', ifsc: 'SBIN0001234' });
    expect(me.body).not.toContain('123456789012');
    expect(me.body).not.toContain('identity/');
    const who = await t.app.inject({ method: 'GET', url: '/api/me', cookies: a.cookies });
    expect(who.json().data).toMatchObject({ type: 'astrologer', name: 'Pandit Ravi Shastri' });
  });

  it('lets a pending applicant sign in later with /api/send_otp and /api/confirm_otp to see the status', async () => {
    const a = await apply(t);
    clock.advance(31_000);
    const sent = await t.app.inject({ method: 'POST', url: '/api/send_otp', payload: { numbers: a.phone, route: 'otp' } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/confirm_otp', payload: { user_id: sent.json().user_id, otp: t.app.ctx.outbox!.list(a.phone)[0].code } });
    expect(ok.statusCode).toBe(200);
    const sid = ok.cookies.find((c) => c.name === 'nk_session')!.value;
    expect((await t.app.inject({ method: 'GET', url: '/api/astrologer/me', cookies: { nk_session: sid } })).json().data.status).toBe('pending');
  });

  it('keeps the identity document in the private store, never under the public uploads', async () => {
    const a = await apply(t);
    const [p] = await t.dbh.db.select().from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, a.id));
    expect(p.identityDocumentPath).toMatch(/^identity\/[a-f0-9]{32}\.pdf$/);
    expect(existsSync(path.join(t.env.DATA_DIR, 'private', p.identityDocumentPath))).toBe(true);
    const publicFiles = existsSync(t.env.UPLOAD_DIR) ? readdirSync(t.env.UPLOAD_DIR, { recursive: true }).map(String) : [];
    expect(publicFiles.some((f) => f.endsWith('.pdf'))).toBe(false);
    const name = path.basename(p.identityDocumentPath);
    expect((await t.app.inject({ method: 'GET', url: `/upload/${name}` })).statusCode).toBe(404);
  });

  it('refuses an application without a verified phone, or with a forged or expired token', async () => {
    const noToken = await submit(t, { ...sampleApplication(), application_token: '' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.message).toBe('Please verify your mobile number first.');
    const forged = await submit(t, { ...sampleApplication(), application_token: 'eyJwaG9uZSI6Ijk4NzY1NDMyMTAiLCJleHAiOjk5OTk5OTk5OTk5OTl9.bad' });
    expect(forged.json().error.code).toBe('application_token_invalid');
    const token = (await verifyPhone(t, newPhone())).json().data.application_token;
    clock.advance(61 * 60_000);
    const late = await submit(t, { ...sampleApplication(), application_token: token });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe('Please verify your mobile number again: the verification has expired or is not valid.');
  });

  it('answers each invalid field with a sentence', async () => {
    const token = (await verifyPhone(t, newPhone())).json().data.application_token;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
      [{ gender: 'x' }, 'Please choose male, female or other.'],
      [{ skills: [] }, 'Please choose at least one skill.'],
      [{ skills: ['Astrophysics'] }, 'Choose skills from: Vedic, KP, Nadi, Lal Kitab, Tarot, Numerology, Vastu, Palmistry, Prashna, Face Reading, Reiki, Psychic.'],
      [{ languages: [] }, 'Please choose at least one language.'],
      [{ experience_years: -1 }, 'Years of experience cannot be negative.'],
      [{ price_per_minute_paise: 12.5 }, 'Please enter the price per minute in paise as a whole number.'],
      [{ biography: 'Short.' }, 'Please write a biography of at least 50 characters.'],
      [{ bank: { account_name: 'Ravi', account_number: '12345678901', ifsc: 'SBIN1234567' } }, 'Please enter a valid 11-character IFSC code, like SBIN0001234.'],
      [{ bank: { account_name: 'Ravi', account_number: '12ab', ifsc: 'SBIN0001234' } }, 'Please enter a bank account number of 9 to 18 digits.'],
      [{ birth_date: '2015-01-01' }, 'Astrologers must be at least 18 years old; please check the date of birth.'],
    ];
    for (const [over, message] of cases) {
      const res = await submit(t, { ...sampleApplication(over), application_token: token });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message, JSON.stringify(over)).toBe(message);
    }
    const noDoc = await submit(t, { ...sampleApplication(), application_token: token }, { identity: null });
    expect(noDoc.json().error.message).toBe('Please attach your identity document (Aadhaar, PAN, passport or voter ID) as a picture or PDF.');
    const exe = await submit(t, { ...sampleApplication(), application_token: token }, { identity: Buffer.from('MZ\x90\x00 not a document') });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe('Upload the identity document as a JPEG or PNG picture or a PDF.');
    expect((await submit(t, 'not json')).json().error.message).toBe('The application form could not be read; please try again.');
  });

  it('refuses a second application for the same number', async () => {
    const a = await apply(t);
    clock.advance(31_000);
    const again = await verifyPhone(t, a.phone);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('An astrologer account already uses this number. Please sign in to see your application.');
    expect(pdfBytes.length).toBeGreaterThan(0);
  });
});
