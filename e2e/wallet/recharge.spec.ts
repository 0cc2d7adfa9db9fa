import { expect, test } from '@playwright/test';
import { openAccountMenu, orderIdOf, rechargeThroughSandbox } from './helpers';

test('recharge ₹100 through the sandbox (Pay): /successfull, then ₹100 + ₹10 bonus in the wallet and the header', async ({ page, request }) => {
  await page.goto('/recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge Wallet' })).toBeVisible();

  await rechargeThroughSandbox(page, request, 100, 'Pay');
  await expect(page).toHaveURL(/\/successfull\?order_id=/);
  const orderId = orderIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('₹100 has been added to your wallet.')).toBeVisible();
  await expect(page.getByText('You also received ₹10 bonus as promotional credit.')).toBeVisible();
  await expect(page.getByTestId('balance-now')).toHaveText('Wallet balance now: ₹110');
  await expect(page.locator('header')).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('successfull') ?? 'null'));
  expect(stored).toMatchObject({ order_id: orderId, amount_paise: 10_000, gst_paise: 1_800, total_paise: 11_800, bonus_paise: 1_000, status: 'paid' });

  await page.getByRole('link', { name: 'Go to wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('balance-total')).toHaveText('₹110');
  await expect(page.getByTestId('balance-real')).toHaveText('₹100');
  await expect(page.getByTestId('balance-promotional')).toHaveText('₹10');
  const dropdown = await openAccountMenu(page);
  await expect(dropdown).toContainText('₹110');
});

test('the summary shows GST as its own line added on top, and the bonus as promotional credit', async ({ page }) => {
  await page.goto('/recharge');
  await page.getByRole('radio', { name: /^₹500\b/ }).check();
  const summary = page.getByTestId('recharge-summary');
  await expect(summary).toContainText('Recharge amount₹500');
  await expect(summary).toContainText('GST (18%)₹90');
  await expect(summary).toContainText('Total to pay₹590');
  await expect(summary).toContainText('Bonus promotional credit+₹75');
  await page.getByLabel('Or enter an amount (₹)').fill('5');
  await page.getByRole('button', { name: /^Proceed to pay/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter an amount between ₹10 and ₹1,00,000.' })).toBeVisible();
  await page.getByLabel('Or enter an amount (₹)').fill('250');
  await expect(summary).toContainText('GST (18%)₹45');
  await expect(summary).toContainText('Total to pay₹295');
  // signed out: Proceed opens the login dialog instead of failing
  await page.getByRole('button', { name: 'Proceed to pay ₹295' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('Fail on the sandbox checkout: /failed, nothing added to the wallet', async ({ page, request }) => {
  await rechargeThroughSandbox(page, request, 200, 'Fail');
  await expect(page).toHaveURL(/\/failed\?order_id=/);
  const orderId = orderIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('Your wallet was not recharged.', { exact: false })).toBeVisible();
  await expect(page.locator('main')).toContainText('₹236');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('failed') ?? 'null'));
  expect(stored).toMatchObject({ order_id: orderId, total_paise: 23_600, status: 'failed' });

  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/recharge?amount=200');
  await page.getByRole('link', { name: 'Go to wallet' }).click();
  await expect(page.getByTestId('balance-total')).toHaveText('₹0');
  const dropdown = await openAccountMenu(page);
  await expect(dropdown).toContainText('₹0');
});

test('?return= brings the user back after paying; other origins are ignored', async ({ page, request }) => {
  await page.goto('/recharge?return=%2Fhoroscope%2Fdaily');
  await expect(page.getByText('After the payment you will go back to where you were.')).toBeVisible();
  const { signIn } = await import('../shell/helpers');
  await signIn(page, request);
  await page.getByRole('radio', { name: /^₹50\b/ }).check();
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue where you left off' }).click();
  await expect(page).toHaveURL(/\/horoscope\/daily$/);

  // another origin (protocol-relative, then absolute) is ignored, all the way through a payment
  for (const evil of ['%2F%2Fevil.example%2Fx', 'https%3A%2F%2Fevil.example%2Fx']) {
    await page.goto(`/recharge?return=${evil}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recharge Wallet' })).toBeVisible();
    await expect(page.getByText('After the payment you will go back to where you were.')).toHaveCount(0);
    await page.getByRole('radio', { name: /^₹50\b/ }).check();
    await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe('http://localhost:3000');
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveCount(0);
    // every way on from the outcome page stays on the site
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => new URL(h).origin !== 'http://localhost:3000')).toEqual([]);
  }
});
