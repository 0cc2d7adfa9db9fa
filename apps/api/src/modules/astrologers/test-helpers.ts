import { expect } from 'vitest';
import { consultSessions } from '@nakshatra/db';
import type { TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';

let seq = 0;
/** A distinct Indian mobile number per applicant. */
export const newPhone = () => `88${String(10_000_000 + (++seq) * 7907 + (process.pid % 997)).slice(-8)}`;

/** A tiny valid PDF header is all the private store checks (the first bytes decide the type). */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const sampleApplication = (over: Record<string, unknown> = {}) => ({
  name: 'Pandit Ravi Shastri',
  email: `ravi${++seq}@example.in`,
  gender: 'male',
  birth_date: '1980-05-17',
  languages: ['Hindi', 'English'],
  skills: ['Vedic', 'KP'],
  experience_years: 12,
  price_per_minute_paise: 2_500,
  biography: 'Vedic astrologer for twelve years, trained in Varanasi; careful, kind and precise readings of charts.',
  bank: { account_name: 'Ravi Shastri', account_number: '123456789012', ifsc: 'SBIN0001234' },
  ...over,
});

/** multipart/form-data with text fields and files. */
export function multipart(fields: Record<string, string>, files: Record<string, { bytes: Buffer; filename: string; type: string }>) {
  const boundary = `----nk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, f] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends the code to the phone (POST /api/send_otp) and verifies it: the application token. */
export async function verifyPhone(t: TestApp, phone: string) {
  const sent = await t.app.inject({ method: 'POST', url: '/api/send_otp', payload: { numbers: phone, route: 'otp' }, remoteAddress: `10.6.${seq % 250}.${(seq * 7) % 250}` });
  expect(sent.statusCode).toBe(200);
  const code = t.app.ctx.outbox!.list(phone)[0].code;
  return t.app.inject({ method: 'POST', url: '/api/astrologer_application/verify_phone', payload: { user_id: sent.json().user_id, otp: code } });
}

export function submit(t: TestApp, application: object | string, files: { identity?: Buffer | null; photo?: Buffer } = {}) {
  const f: Record<string, { bytes: Buffer; filename: string; type: string }> = {};
  if (files.identity !== null) f.identity_document = { bytes: files.identity ?? pdfBytes, filename: 'aadhaar.pdf', type: 'application/pdf' };
  if (files.photo) f.photo = { bytes: files.photo, filename: 'me.png', type: 'image/png' };
  const { payload, headers } = multipart({ application: typeof application === 'string' ? application : JSON.stringify(application) }, f);
  return t.app.inject({ method: 'POST', url: '/api/create_astrologer', payload, headers });
}

/** The whole join flow; returns the new astrologer's id and session cookie. */
export async function apply(t: TestApp, over: Record<string, unknown> = {}) {
  const phone = newPhone();
  const token = (await verifyPhone(t, phone)).json().data.application_token;
  const res = await submit(t, { application_token: token, ...sampleApplication(over) });
  expect(res.statusCode, res.body).toBe(200);
  const sid = res.cookies.find((c) => c.name === 'nk_session')!.value;
  return { id: res.json().data.astrologer_id as string, userId: res.json().data.user.id as string, phone, cookies: { nk_session: sid } };
}

export async function admin(t: TestApp) {
  return (await signedInUser(t.app, 'admin')).cookies;
}

/** An applicant the admin approved at `price` (default: the asked price). */
export async function approvedAstrologer(t: TestApp, adminCookies: Record<string, string>, over: Record<string, unknown> = {}, price?: number) {
  const a = await apply(t, over);
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/astrologers/${a.id}/approve`, cookies: adminCookies, payload: price ? { price_per_minute_paise: price } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return a;
}

/**
 * A chat that ended after one paid minute (₹25), as the consultation flow leaves it: what makes a user a customer who
 * may review the astrologer. The reply came 30 s after acceptance.
 */
export async function paidMinute(t: TestApp, userId: string, astrologerId: string) {
  const now = Date.now();
  await t.dbh.db.insert(consultSessions).values({
    userId, astrologerId, mode: 'chat', status: 'ended', pricePaise: 2_500, billedMinutes: 1, chargedPaise: 2_500,
    requestedAt: new Date(now - 120_000), acceptedAt: new Date(now - 110_000), firstReplyAt: new Date(now - 80_000), endedAt: new Date(now),
  });
}
