import { expect, test, type Page } from '@playwright/test';
import { orderIdOf, rechargeThroughSandbox } from './helpers';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill('admin@nakshatra.local');
  await page.getByLabel('Password').fill('nakshatra-demo-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('an admin finds a user’s sandbox payment in /admin/payments, its order, its ledger entry and balanced totals', async ({ page, request, browser }, testInfo) => {
  await rechargeThroughSandbox(page, request, 100, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderId = orderIdOf(page);

  const admin = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport })).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: 'Payments and wallet' }).click();
  await expect(admin).toHaveURL(/\/admin\/payments$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments and wallet: Payments' })).toBeVisible();

  await admin.getByPlaceholder('Search by id, user, phone or reference').fill(orderId);
  await admin.getByRole('button', { name: 'Search' }).click();
  const payments = admin.getByTestId('payments-table');
  await expect(payments.locator('tbody tr')).toHaveCount(1);
  await expect(payments).toContainText('captured');
  await expect(payments).toContainText('₹118');
  await expect(payments).toContainText(orderId);

  await admin.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments and wallet: Orders' })).toBeVisible();
  await admin.getByPlaceholder('Search by id, user, phone or reference').fill(orderId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByTestId('orders-table').locator('tbody tr')).toHaveCount(1);
  await expect(admin.getByTestId('orders-table')).toContainText('paid');

  await admin.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments and wallet: Transactions' })).toBeVisible();
  await admin.getByPlaceholder('Search by id, user, phone or reference').fill(orderId);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByTestId('transactions-table')).toContainText('₹110');

  await admin.getByRole('link', { name: 'Ledger totals' }).click();
  await expect(admin.getByTestId('ledger-sum')).toHaveText('₹0');
  await expect(admin.getByText('Balanced', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('the settings screen shows the packs and refuses a malformed GSTIN without saving', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/payments/settings');
  await expect(page.getByLabel('Pack 2: amount (₹)')).toHaveValue('100');
  await expect(page.getByLabel('GST rate %')).toHaveValue('18');
  await page.getByLabel('GSTIN').fill('NOT-A-GSTIN');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('GSTIN must be 15 characters like 27AAPFU0939F1ZV.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted settings.' })).toBeVisible();
});
