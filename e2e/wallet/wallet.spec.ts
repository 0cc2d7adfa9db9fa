import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { orderIdOf, rechargeThroughSandbox } from './helpers';

test('after a recharge: the wallet lists it with its GST invoice (a PDF) and /order-history shows the order', async ({ page, request }) => {
  await rechargeThroughSandbox(page, request, 100, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderId = orderIdOf(page);

  await page.goto('/wallet');
  const transactions = page.getByTestId('transactions');
  await expect(transactions.getByRole('listitem')).toHaveCount(1);
  await expect(transactions).toContainText('Recharge');
  await expect(transactions).toContainText('+₹110');
  await expect(transactions).toContainText('Real ₹100 + Promotional ₹10');

  const downloading = page.waitForEvent('download');
  await transactions.getByRole('link', { name: /^Download GST invoice/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-NK\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // filters: no debits yet
  await page.getByLabel('Type').selectOption('debit');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(transactions.getByRole('listitem')).toHaveCount(1);

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const orders = page.getByTestId('orders');
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  const order = orders.getByRole('listitem').first();
  await expect(order).toContainText('Wallet recharge');
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('₹118');
  await order.getByText('Details').click();
  await expect(order).toContainText(orderId);
  await expect(order).toContainText('GST (18%)₹18');
  await expect(order).toContainText('Bonus promotional credit+₹10');
  await expect(order.getByRole('link', { name: /^Download GST invoice/ })).toHaveAttribute('href', `/api/wallet/invoices/${orderId}.pdf`);

  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
});

test('a failed recharge is listed as failed in /order-history and adds no transaction', async ({ page, request }) => {
  await rechargeThroughSandbox(page, request, 50, 'Fail');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await page.goto('/order-history');
  const order = page.getByTestId('orders').getByRole('listitem').first();
  await expect(order).toContainText('Failed');
  await expect(order.getByRole('link', { name: /^Download GST invoice/ })).toHaveCount(0);
  await page.goto('/wallet');
  await expect(page.getByText('No transactions yet.', { exact: false })).toBeVisible();
});

test('signed-out visitors get a prompt to log in on /wallet, /order-history and /successfull, never an error page', async ({ page }) => {
  for (const [path, sentence] of [
    ['/wallet', 'Please log in to see your wallet.'],
    ['/order-history', 'Please log in to see your orders.'],
  ]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByText(sentence)).toBeVisible();
    await page.getByRole('button', { name: 'Log in to continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.goto('/successfull?order_id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Please log in to see this payment.')).toBeVisible();
  await page.goto('/failed');
  await expect(page.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible();
});

test('Hindi: the recharge page and its summary are in Hindi', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'hi', url: 'http://localhost:3000' }]);
  await page.goto('/recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'वॉलेट रिचार्ज' })).toBeVisible();
  await page.getByRole('radio', { name: /^₹100\b/ }).check();
  await expect(page.getByTestId('recharge-summary')).toContainText('कुल देय राशि₹118');
  await expect(page.getByRole('button', { name: '₹118 का भुगतान करें' })).toBeVisible();
});
