import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../shell/helpers';

/** Signs in a fresh user on /recharge and buys `amount` through the sandbox checkout, choosing Pay or Fail. */
export async function rechargeThroughSandbox(page: Page, request: APIRequestContext, amount: number, outcome: 'Pay' | 'Fail', opts: { signIn?: boolean } = {}) {
  await page.goto('/recharge');
  if (opts.signIn !== false) await signIn(page, request);
  await page.getByRole('radio', { name: new RegExp(`^₹${amount.toLocaleString('en-IN')}\\b`) }).check();
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay ₹/ : 'Fail payment' }).click();
}

/** The order id of the outcome page the browser is on. */
export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order_id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** Opens the header's account dropdown and returns it. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const dropdown = page.locator('#profile-dropdown');
  await expect(dropdown).toBeVisible();
  return dropdown;
}
