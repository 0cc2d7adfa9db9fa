import { expect, test } from '@playwright/test';
import { signIn } from '../shell/helpers';
import { adminApi, applyThroughApi, copySession, creditWallet, demoAstrologerPhone, ownApplication, publicProfile, signInOnDashboard } from './astrologer-helpers';

test('the demo astrologer signs in on the dashboard: the biography changes at once, a new price waits for the admin', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInOnDashboard(page, request, demoAstrologerPhone);
  await expect(page.getByRole('heading', { level: 2, name: 'Your availability' })).toBeVisible();
  // the header knows who signed in (without a page load): the astrologer's own menu, not the Login button
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await header.getByRole('button', { name: /^Account menu for / }).click();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/astrologer');
  const before = await ownApplication(page.request);
  expect(before.status).toBe('approved');
  const oldPrice = before.price_per_minute_paise!;
  const newPrice = oldPrice + 500;

  const editor = page.getByTestId('profile-editor');
  const biography = `Guides seekers through Vimshottari periods and muhurta choices; answers in Hindi or English (edited ${Date.now()}).`;
  await editor.getByLabel('Biography', { exact: true }).fill(biography);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  expect((await publicProfile(request, before.id)).biography).toBe(biography);

  await editor.getByLabel('Price per minute (₹)').fill('abc');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Please enter the price in rupees, like 25 or 25.50.')).toBeVisible();
  await editor.getByLabel('Price per minute (₹)').fill(String(newPrice / 100));
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Changes waiting for approval apply once the admin approves them.')).toBeVisible();
  const waiting = `Waiting for approval: ₹${newPrice / 100}/min`;
  await expect(editor.getByTestId('pending-price_per_minute_paise')).toHaveText(waiting);
  await expect(editor.getByTestId('pending-changes')).toContainText(`Price per minute: ₹${newPrice / 100}/min`);

  // the public profile keeps the approved price; the pending change survives a reload (it comes from /me)
  expect((await publicProfile(request, before.id)).price_per_minute_paise).toBe(oldPrice);
  expect((await ownApplication(page.request)).pending_changes).toMatchObject({ price_per_minute_paise: newPrice });
  await page.reload();
  await expect(page.getByTestId('pending-price_per_minute_paise')).toHaveText(waiting);
  await expect(page.getByText(`Your public price: ₹${oldPrice / 100} a minute`)).toBeVisible();
});

test('a seeker account is told the dashboard is for astrologers; a rejected applicant reads the reason', async ({ page, request, context }) => {
  await page.goto('/astrologer');
  await signIn(page, request);
  await expect(page.getByText('You are signed in with a seeker’s account.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Astrologer sign-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as an astrologer' })).toHaveAttribute('href', /\/astro-registration$/);

  const applicant = await applyThroughApi();
  const admin = await adminApi();
  const reason = 'The identity document is unreadable; please apply again with a clearer scan.';
  const rejected = await admin.post(`/api/admin/astrologers/${applicant.id}/reject`, { data: { reason } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await admin.dispose();

  await context.clearCookies();
  await copySession(applicant.api, context);
  await page.goto('/astrologer');
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByRole('heading', { name: 'Application not approved' })).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await applicant.api.dispose();
});

test('a seeker’s request appears live with the intake and a countdown; Reject tells the seeker, Accept opens the consultation', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const astrologer = await applyThroughApi({ price_per_minute_paise: 2_000 });
  const approved = await admin.post(`/api/admin/astrologers/${astrologer.id}/approve`, { data: { price_per_minute_paise: 2_000 } });
  expect(approved.status(), await approved.text()).toBe(200);

  const astroContext = await browser.newContext({ baseURL });
  await copySession(astrologer.api, astroContext);
  const astro = await astroContext.newPage();
  await astro.goto('/astrologer');
  // a click before the page has hydrated does nothing (seen on a busy CI machine): click until the switch answers,
  // never while a change is in flight (the switch is disabled then) and never once it is on
  const chatSwitch = astro.getByRole('switch', { name: 'Chat: available' });
  const chatStatus = astro.getByTestId('presence-chat-status');
  await expect(async () => {
    if ((await chatStatus.textContent()) === 'Offline' && (await chatSwitch.isEnabled())) await chatSwitch.click();
    await expect(chatStatus).toHaveText('Online', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const requests = astro.getByTestId('incoming-requests');
  await expect(requests).toContainText('No requests right now.');

  // the seeker signs in in a browser of their own and gets 5 minutes' worth of balance
  const userContext = await browser.newContext({ baseURL });
  const user = await userContext.newPage();
  await user.goto('/');
  await signIn(user, request);
  const userId = ((await (await user.request.get('/api/me')).json()) as { data: { id: string } }).data.id;
  await creditWallet(admin, userId, 20_000);
  const intake = { name: 'Kavya Menon', gender: 'female', birth_date: '1994-02-11', birth_time: '21:40', birth_place: 'Kochi, Kerala, India', topic: 'Will the move to Bengaluru this year be good for my career?' };
  const ask = async () => {
    const res = await user.request.post('/api/create_chat_session', { data: { astrologer_id: astrologer.id, mode: 'chat', intake } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };

  // first request: it arrives without a reload, with the intake; the astrologer rejects it with a reason
  const first = await ask();
  const card = requests.getByTestId('request');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-session-id', first);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Chat request · from Kavya Menon');
  await expect(card).toContainText('Female');
  await expect(card).toContainText('1994-02-11, 21:40');
  await expect(card).toContainText('Kochi, Kerala, India');
  await expect(card).toContainText(intake.topic);
  await expect(card).toContainText('Price fixed at ₹20 a minute');
  await expect(card.getByRole('timer')).toHaveText(/^Expires in (2:00|1:[0-5]\d)$/);
  const shownFirst = await card.getByRole('timer').textContent();
  await expect(card.getByRole('timer')).not.toHaveText(shownFirst!);
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByLabel('Reason (optional, the seeker reads it)').fill('I am about to begin a puja; please ask again after 6 pm.');
  await card.getByRole('button', { name: 'Reject request' }).click();
  await expect(astro.getByText('Request rejected.')).toBeVisible();
  await expect(card).toHaveCount(0);
  const seenByUser = (await (await user.request.get(`/api/consult/sessions/${first}`)).json()) as { data: { status: string; reject_reason: string } };
  expect(seenByUser.data).toMatchObject({ status: 'rejected', reject_reason: 'I am about to begin a puja; please ask again after 6 pm.' });

  // second request: Accept opens the consultation screen
  const second = await ask();
  await expect(card).toHaveAttribute('data-session-id', second);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(astro).toHaveURL(new RegExp(`/consultation/${second}$`));
  const accepted = (await (await user.request.get(`/api/consult/sessions/${second}`)).json()) as { data: { status: string } };
  expect(accepted.data.status).toBe('accepted');

  await astroContext.close();
  await userContext.close();
  await admin.dispose();
  await astrologer.api.dispose();
});
