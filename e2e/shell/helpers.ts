import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A fresh 10-digit mobile number per test: the API allows one code per number every 30 s, and both
 * viewport projects run every test.
 */
export function randomPhone(): string {
  let digits = String(6 + Math.floor(Math.random() * 3)); // 6, 7 or 8: never the demo 99999000xx numbers
  for (let i = 0; i < 9; i++) digits += Math.floor(Math.random() * 10);
  return digits;
}

/** The newest sign-in code sent to `to`, read from the development outbox (GET /api/dev/outbox). */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return '';
        const body = (await res.json()) as { data: { to: string; code: string }[] };
        // the newest entry with a code (notices carry none)
        code = body.data.find((e) => e.to === to && e.code)?.code ?? '';
        return code;
      },
      { message: `a code in the outbox for ${to}` },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

export function loginButton(page: Page) {
  return page.getByRole('button', { name: 'Login', exact: true });
}

/** Opens the login dialog (the button is enabled once the page is interactive). */
export async function openLogin(page: Page) {
  await expect(loginButton(page)).toBeEnabled();
  await loginButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
}

export function otpBox(page: Page, n: 1 | 2 | 3 | 4) {
  return page.getByLabel(`Digit ${n} of 4`);
}

/** Opens the dialog, sends a code to `phone` and waits for the OTP view. */
export async function requestCode(page: Page, phone: string) {
  await openLogin(page);
  await page.getByPlaceholder('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('4 Digit OTP Sent To')).toBeVisible();
}

/** A complete phone sign-in through the dialog; returns once the page has reloaded signed in. */
export async function signIn(page: Page, request: APIRequestContext, phone = randomPhone()) {
  await requestCode(page, phone);
  const code = await codeFor(request, phone);
  // the dialog reloads the page after a sign-in (spec §4); the header shows the account menu a moment before that
  // reload, so waiting for the menu alone let a test act on the page that is about to go away
  const reloaded = page.waitForEvent('load');
  await otpBox(page, 1).pressSequentially(code);
  await reloaded;
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return { phone, code };
}

/** A 4-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}
