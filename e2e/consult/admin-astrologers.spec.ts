import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { applyAsAstrologer, consultLimits, rupees, signInAsAdmin } from './admin-helpers';

test('an admin finds a pending applicant, is refused a price outside the limits, approves with a price the public profile then shows', async ({ page, playwright, baseURL }) => {
  const applicantContext = await playwright.request.newContext({ baseURL });
  const applicant = await applyAsAstrologer(applicantContext);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Astrologers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Astrologers: Applications and astrologers' })).toBeVisible();
  await page.getByLabel('Status').selectOption('pending');
  await page.getByPlaceholder('Search by name, phone or e-mail').fill(applicant.phone);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByTestId('astrologers-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Pending');
  await table.getByRole('link', { name: applicant.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
  await expect(page.getByText(/^Pending$/)).toBeVisible();
  await expect(page.getByText('Reads charts in the Parashari tradition')).toBeVisible();
  await expect(page.getByTestId('bank-account-number')).toHaveText('••••••••1012');

  const limits = await consultLimits(page);
  await expect(page.getByText(`Allowed: ${rupees(limits.min_price_paise)} to ${rupees(limits.max_price_paise)} a minute`)).toBeVisible();
  await expect(page.getByLabel('Public price per minute (₹)')).toHaveValue('25');

  // one rupee above the highest allowed price: the server refuses with its own sentence
  await page.getByLabel('Public price per minute (₹)').fill(String(limits.max_price_paise / 100 + 1));
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The price per minute' })).toHaveText(`The price per minute must be between ₹${limits.min_price_paise / 100} and ₹${limits.max_price_paise / 100}.`);
  const stillPending = await page.request.get(`/api/admin/astrologers/${applicant.id}`);
  expect(((await stillPending.json()) as { data: { status: string } }).data.status).toBe('pending');

  const pricePaise = Math.min(Math.max(3_700, limits.min_price_paise), limits.max_price_paise);
  await page.getByLabel('Public price per minute (₹)').fill(String(pricePaise / 100));
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`Approved at ${rupees(pricePaise)} a minute.`)).toBeVisible();
  await expect(page.getByTestId('public-price')).toHaveText(rupees(pricePaise));
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toContainText('Approved');
  // an approved astrologer can be suspended, no longer approved
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  const profile = await applicantContext.get(`/api/get_single_astrologer/${applicant.id}`);
  expect(profile.status()).toBe(200);
  const data = ((await profile.json()) as { data: { name: string; price_per_minute_paise: number; price_per_minute_rupees: number } }).data;
  expect(data).toMatchObject({ name: applicant.name, price_per_minute_paise: pricePaise, price_per_minute_rupees: pricePaise / 100 });
  await applicantContext.dispose();
});

test('an admin rejects an application with a reason the applicant reads, after opening the private parts on request', async ({ page, playwright, baseURL }) => {
  const applicantContext = await playwright.request.newContext({ baseURL });
  const applicant = await applyAsAstrologer(applicantContext);
  const reason = 'The identity document does not show the applicant’s name clearly; please apply again with a sharper scan.';

  await signInAsAdmin(page);
  await page.goto(`/admin/astrologers/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();

  await expect(page.getByTestId('bank-account-number')).toHaveText('••••••••1012');
  await page.getByRole('button', { name: 'Reveal the account number' }).click();
  await expect(page.getByTestId('bank-account-number')).toHaveText('987654321012');
  await page.getByRole('button', { name: 'Hide the number' }).click();
  await expect(page.getByTestId('bank-account-number')).toHaveText('••••••••1012');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the identity document' }).click();
  const download = await downloading;
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // both private views were written to the audit log
  const audit = await page.request.get(`/api/admin/audit?q=${applicant.id}`);
  expect(audit.ok()).toBe(true);
  const actions = ((await audit.json()) as { data: { action: string }[] }).data.map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['admin.astrologer.bank_reveal', 'admin.astrologer.document_view']));

  await page.getByLabel('Reason (the applicant reads it)').fill(reason);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Application rejected.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toContainText('Rejected');
  await expect(page.getByTestId('status-reason')).toContainText(reason);

  const stored = await page.request.get(`/api/admin/astrologers/${applicant.id}`);
  expect(((await stored.json()) as { data: unknown }).data).toMatchObject({ status: 'rejected', status_reason: reason });
  const own = await applicantContext.get('/api/astrologer/me');
  expect(((await own.json()) as { data: unknown }).data).toMatchObject({ status: 'rejected', status_reason: reason });
  expect((await applicantContext.get(`/api/get_single_astrologer/${applicant.id}`)).status()).toBe(404);
  await applicantContext.dispose();
});

test('the consultation settings show the limits and the astrologer’s share; a refused value shows the server’s sentence and saves nothing', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Astrologers', exact: true }).click();
  await page.getByRole('link', { name: 'Consultation settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Astrologers: Consultation settings' })).toBeVisible();
  const before = (await (await page.request.get('/api/admin/consult_settings')).json()) as { data: { min_price_paise: number; max_price_paise: number; astrologer_share_percent: number } };
  await expect(page.getByLabel('Lowest price per minute (₹)')).toHaveValue(String(before.data.min_price_paise / 100));
  await expect(page.getByLabel('Highest price per minute (₹)')).toHaveValue(String(before.data.max_price_paise / 100));
  await expect(page.getByLabel('Astrologer’s share of each paid minute (%)')).toHaveValue(String(before.data.astrologer_share_percent));

  await page.getByLabel('Lowest price per minute (₹)').fill('0.50');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The lowest price must be at least ₹1 a minute.' })).toBeVisible();
  const after = (await (await page.request.get('/api/admin/consult_settings')).json()) as { data: unknown };
  expect(after.data).toEqual(before.data);
});
