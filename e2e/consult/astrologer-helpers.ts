import { expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { demoAdmin } from '../content/helpers';
import { codeFor, randomPhone } from '../shell/helpers';

/** Helpers of the astrologer-side browser tests (registration and dashboard). */

const baseURL = 'http://localhost:3000';

/** A tiny valid PDF: the private store decides the identity document's type by its first bytes. */
export const identityPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The demo astrologer the seed approves (apps/api/src/seed/demo.ts). */
export const demoAstrologerPhone = '9999900002';

/** An API context signed in as the demo admin (POST /api/login). */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/login', { data: demoAdmin });
  expect(res.status(), 'admin sign-in').toBe(200);
  return api;
}

export type ApiApplicant = { id: string; phone: string; email: string; name: string; api: APIRequestContext };

/**
 * Applies through the API as /astro-registration does (code, verify_phone, multipart create_astrologer). The
 * returned context holds the applicant's session; `copySession` moves it into a browser context.
 */
export async function applyThroughApi(over: Record<string, unknown> = {}): Promise<ApiApplicant> {
  const api = await playwrightRequest.newContext({ baseURL });
  const phone = randomPhone();
  const sent = await api.post('/api/send_otp', { data: { numbers: phone, route: 'otp' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await codeFor(api, phone);
  const verified = await api.post('/api/astrologer_application/verify_phone', { data: { user_id: (await sent.json()).user_id, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const application = {
    application_token: (await verified.json()).data.application_token,
    name: `Acharya Dinesh ${phone.slice(-4)}`,
    email: `acharya${phone}@example.in`,
    gender: 'male',
    birth_date: '1975-11-30',
    languages: ['Hindi', 'Sanskrit'],
    skills: ['Vedic', 'Vastu'],
    experience_years: 21,
    price_per_minute_paise: 2_000,
    biography: 'Teaches Parashari jyotish and Vastu in Ujjain; gives short, practical answers and never sells gemstones.',
    bank: { account_name: 'Dinesh Joshi', account_number: '5566778899', ifsc: 'BARB0UJJAIN' },
    ...over,
  };
  const created = await api.post('/api/create_astrologer', {
    multipart: { application: JSON.stringify(application), identity_document: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: identityPdf } },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { id: (await created.json()).data.astrologer_id as string, phone, email: application.email, name: application.name, api };
}

/** Gives a browser context the session cookie of an API context (no second sign-in code, no 30-second wait). */
export async function copySession(from: APIRequestContext, to: BrowserContext) {
  const { cookies } = await from.storageState();
  await to.addCookies(cookies);
}

/** The signed-in astrologer's application as GET /api/astrologer/me answers it. */
export async function ownApplication(request: APIRequestContext) {
  const res = await request.get('/api/astrologer/me');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { id: string; status: string; biography: string; price_per_minute_paise: number | null; pending_changes: Record<string, unknown> | null };
}

/** The public profile (GET /api/get_single_astrologer/{id}). */
export async function publicProfile(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/get_single_astrologer/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { biography: string; price_per_minute_paise: number; chat_status: string; call_status: string };
}

/**
 * Signs an astrologer in through the dashboard's own form (/api/send_otp + /api/confirm_otp). A number that got
 * a code less than 30 s ago is refused with the server's sentence: then wait for the window and ask again.
 */
export async function signInOnDashboard(page: Page, request: APIRequestContext, phone: string) {
  await page.goto('/astrologer');
  await expect(page.getByRole('heading', { level: 2, name: 'Astrologer sign-in' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('4-digit code');
  const tooSoon = page.getByRole('alert').filter({ hasText: /^Please wait \d+ seconds/ });
  await expect(codeField.or(tooSoon)).toBeVisible();
  if (!(await codeField.isVisible())) {
    // refused because a code went to this number less than 30 s ago: wait until the outbox's newest code for it is
    // 30 s old (the server's own record of the window), then ask again
    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const sentAt = Date.parse(((await outbox.json()) as { data: { at: string }[] }).data[0]!.at);
    await expect.poll(() => Date.now() - sentAt, { timeout: 35_000, intervals: [500] }).toBeGreaterThan(30_500);
    await page.getByRole('button', { name: 'Send code' }).click();
  }
  await expect(codeField).toBeVisible();
  // the outbox lists the newest code first: the one just sent
  await codeField.fill(await codeFor(request, phone));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Credits a user's wallet (admin adjustment, PUT /api/update_wallet/{id}). */
export async function creditWallet(admin: APIRequestContext, userId: string, amountPaise: number) {
  const res = await admin.put(`/api/update_wallet/${userId}`, { data: { amount_paise: amountPaise, reason: 'Browser test: balance for a consultation' } });
  expect(res.status(), await res.text()).toBe(200);
}
