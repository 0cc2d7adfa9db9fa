import { expect, test } from '@playwright/test';
import { applyAsAstrologer, demoAdminLogin, signInAsAdmin, signInUserThroughApi } from './admin-helpers';

const PRICE_PAISE = 1_200;

test('the live board lists a running session; the admin reads its transcript, ends it, and a refund shows in its charges', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: demoAdminLogin })).status()).toBe(200);

  // an approved astrologer, online for chat
  const astroApi = await playwright.request.newContext({ baseURL });
  const astro = await applyAsAstrologer(astroApi);
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: PRICE_PAISE } })).status()).toBe(200);
  expect((await astroApi.put('/api/astrologer/me/status', { data: { chat: 'online' } })).status()).toBe(200);

  // a user with ₹100 asks for a chat
  const userApi = await playwright.request.newContext({ baseURL });
  const user = await signInUserThroughApi(userApi);
  const credit = await admin.put(`/api/update_wallet/${user.id}`, { data: { amount_paise: 10_000, reason: 'Browser test: balance for a consultation' } });
  expect(credit.status(), await credit.text()).toBe(200);
  const seeker = `Kavita ${user.phone.slice(-4)}`;
  const created = await userApi.post('/api/create_chat_session', {
    data: { astrologer_id: astro.id, mode: 'chat', intake: { name: seeker, gender: 'female', birth_date: '1990-02-14', birth_time: '07:15', birth_place: 'Nagpur', topic: 'Is this a good year to buy a house?' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { data: { id: string } }).data.id;

  // the board shows the request, then — without a reload — the running session
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Consultations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations: Live now' })).toBeVisible();
  await expect(page.getByText('Refreshes every 5 seconds while this tab is visible.')).toBeVisible();
  const row = page.getByTestId('live-sessions').locator(`tr[data-session-id="${sessionId}"]`);
  await expect(row).toContainText(seeker);
  await expect(row).toContainText(astro.name);
  await expect(row).toContainText('Requested');

  expect((await astroApi.post(`/api/consult/sessions/${sessionId}/accept`)).status()).toBe(200);
  const ask = await userApi.post('/api/create_message', { data: { session_id: sessionId, client_id: 'e2e-user-question-1', text: 'Namaste. Should we buy the flat this year or wait?' } });
  expect(ask.status(), await ask.text()).toBe(200);
  const reply = await astroApi.post('/api/create_message', { data: { session_id: sessionId, client_id: 'e2e-astro-answer-1', text: 'Namaste. Your fourth house is strong after October; wait until then.' } });
  expect(reply.status(), await reply.text()).toBe(200);

  await expect(row).toContainText('Active', { timeout: 15_000 });
  await expect(row).toContainText('Running');
  await expect(row.locator('td').nth(1)).toHaveText('Chat');
  await expect(row.locator('td').nth(3)).toHaveText('1');

  // the session's detail: transcript in order, then End session settles the started minute
  await row.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/consultations/${sessionId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Chat between ${seeker} and ${astro.name}`);
  const transcript = page.getByTestId('transcript').locator('li');
  await expect(transcript).toHaveCount(2);
  await expect(transcript.nth(0)).toContainText('Should we buy the flat this year or wait?');
  await expect(transcript.nth(1)).toContainText('Astrologer');
  await expect(transcript.nth(1)).toContainText('wait until then');

  await page.getByRole('button', { name: 'End session' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ended');
  await expect(page.getByTestId('session-charged')).toHaveText('₹12');
  await expect(page.getByRole('button', { name: 'End session' })).toHaveCount(0);
  const charges = page.getByTestId('session-charges').locator('tbody tr');
  await expect(charges).toHaveCount(1);
  await expect(charges.first()).toContainText('Minute');
  await expect(charges.first()).toContainText('₹12');

  // a partial refund: more than what is left is refused before it is sent; the refund then shows in the charges
  await expect(page.getByText('At most ₹12 can be refunded')).toBeVisible();
  await page.getByLabel('Amount in rupees').fill('13');
  await page.getByLabel('Reason (kept with the refund)').fill('The answer was cut short by a network problem.');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The refund cannot be more than ₹12.' })).toBeVisible();
  await page.getByLabel('Amount in rupees').fill('5');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refunded ₹5 to the user’s wallet.')).toBeVisible();
  await expect(page.getByTestId('session-refunded')).toHaveText('₹5');
  await expect(charges).toHaveCount(2);
  const refundRow = charges.filter({ hasText: 'The answer was cut short by a network problem.' });
  await expect(refundRow).toContainText('Refund');
  await expect(refundRow).toContainText('−₹5');
  await expect(page.getByText('At most ₹7 can be refunded')).toBeVisible();

  // the money moved: ₹100 − ₹12 + ₹5, and the session records the refund
  const wallet = await userApi.get(`/api/get_single_wallet/${user.id}`);
  expect(((await wallet.json()) as { data: { balances: { total_paise: number } } }).data.balances.total_paise).toBe(10_000 - PRICE_PAISE + 500);
  const detail = await admin.get(`/api/admin/consult/sessions/${sessionId}`);
  expect(((await detail.json()) as { data: { session: unknown } }).data.session).toMatchObject({ status: 'ended', end_reason: 'admin_ended', charged_paise: PRICE_PAISE, refunded_paise: 500 });

  // an ended session leaves the live board
  await page.getByRole('link', { name: 'Consultations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations: Live now' })).toBeVisible();
  await expect(page.getByText(/^Updated /)).toBeVisible();
  await expect(page.locator(`tr[data-session-id="${sessionId}"]`)).toHaveCount(0);
  for (const c of [admin, astroApi, userApi]) await c.dispose();
});
