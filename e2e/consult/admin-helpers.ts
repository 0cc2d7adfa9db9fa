import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFor, randomPhone } from '../shell/helpers';

/** Signs the demo admin in at /admin with e-mail and password. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill('admin@nakshatra.local');
  await page.getByLabel('Password').fill('nakshatra-demo-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** A tiny valid PDF: the private store decides the type by the first bytes. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export type Applicant = { id: string; phone: string; name: string; request: APIRequestContext };

/**
 * Joins as an astrologer through the API, as /astro-registration does: POST /api/send_otp, the code from the
 * development outbox, POST /api/astrologer_application/verify_phone, then the multipart POST /api/create_astrologer.
 * `request` must be a context of its own: it keeps the applicant's session cookie.
 */
export async function applyAsAstrologer(request: APIRequestContext, over: Record<string, unknown> = {}): Promise<Applicant> {
  const phone = randomPhone();
  const sent = await request.post('/api/send_otp', { data: { numbers: phone, route: 'otp' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const challenge = ((await sent.json()) as { user_id: string }).user_id;
  const otp = await codeFor(request, phone);
  const verified = await request.post('/api/astrologer_application/verify_phone', { data: { user_id: challenge, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const token = ((await verified.json()) as { data: { application_token: string } }).data.application_token;
  const application = {
    application_token: token,
    name: `Pandit Test ${phone.slice(-5)}`,
    email: `astro${phone}@example.in`,
    gender: 'male',
    birth_date: '1978-09-02',
    languages: ['Hindi', 'English'],
    skills: ['Vedic', 'Prashna'],
    experience_years: 15,
    price_per_minute_paise: 2_500,
    biography: 'Reads charts in the Parashari tradition for fifteen years; patient with first-time seekers and exact with timings.',
    bank: { account_name: 'Test Applicant', account_number: '987654321012', ifsc: 'HDFC0004321' },
    ...over,
  };
  const created = await request.post('/api/create_astrologer', {
    multipart: { application: JSON.stringify(application), identity_document: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { astrologer_id: string } }).data.astrologer_id;
  return { id, phone, name: application.name, request };
}

/** The admin's consultation settings (price limits in paise), read with the admin page's cookies. */
export async function consultLimits(page: Page) {
  const res = await page.request.get('/api/admin/consult_settings');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { min_price_paise: number; max_price_paise: number } }).data;
}

/** Rupees as the console prints them: ₹ and Indian grouping, paise only when there are some. */
export function rupees(paise: number): string {
  const amount = paise / 100;
  const hasPaise = paise % 100 !== 0;
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: hasPaise ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** The demo admin's credentials (apps/api/src/seed). */
export const demoAdminLogin = { email: 'admin@nakshatra.local', password: 'nakshatra-demo-admin' };

/**
 * Signs a fresh user in through the API (POST /api/user_send_otp, the outbox code, /api/user_confirm_otp): the user's id,
 * phone and the confirm reply's data (what the web app keeps in its userDetails cookie).
 */
export async function signInUserThroughApi(request: APIRequestContext): Promise<{ id: string; phone: string; details: { id: string } & Record<string, unknown> }> {
  const phone = randomPhone();
  const sent = await request.post('/api/user_send_otp', { data: { numbers: phone, route: 'otp' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeFor(request, phone);
  const confirmed = await request.post('/api/user_confirm_otp', { data: { user_id: ((await sent.json()) as { user_id: string }).user_id, otp } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const details = ((await confirmed.json()) as { data: { id: string } & Record<string, unknown> }).data;
  return { id: details.id, phone, details };
}
