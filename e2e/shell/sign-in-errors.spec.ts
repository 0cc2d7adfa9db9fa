import { expect, test } from '@playwright/test';
import { codeFor, openLogin, otpBox, randomPhone, requestCode } from './helpers';

// Every message of the spec's error catalogue (§8), word for word: send errors as toasts, code errors
// in red below the boxes.
test.describe('sign-in error catalogue', () => {
  test('a bad number: toast and no call', async ({ page }) => {
    let sends = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user_send_otp')) sends += 1;
    });
    await page.goto('/');
    await openLogin(page);
    const mobile = page.getByPlaceholder('Mobile Number');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');
    // typing keeps digits only, at most 10
    await mobile.pressSequentially('98a7-6 5');
    await expect(mobile).toHaveValue('98765');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
    await mobile.press('End');
    await mobile.pressSequentially('432109999');
    await expect(mobile).toHaveValue('9876543210');
    expect(sends).toBe(0);
  });

  test('the server refuses the send: "Failed to send OTP. Please try again."', async ({ page }) => {
    await page.route('**/api/user_send_otp', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await openLogin(page);
    await page.getByPlaceholder('Mobile Number').fill(randomPhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Failed to send OTP. Please try again.')).toBeVisible();
    await expect(page.getByText('4 Digit OTP Sent To')).toHaveCount(0);
  });

  test('the send call fails: "Error sending OTP. Please try again."; the button reads Sending... meanwhile', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user_send_otp', async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto('/');
    await openLogin(page);
    await page.getByPlaceholder('Mobile Number').fill(randomPhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Error sending OTP. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  test('a second send within 30 s shows the server limit message', async ({ page }) => {
    const phone = randomPhone();
    await page.goto('/');
    await requestCode(page, phone);
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // the API answers 429 with its own sentence; the dialog shows it instead of the generic one
    await expect(page.getByText(/^Please wait \d+ seconds before asking for a new code\.$/)).toBeVisible();
    await expect(page.getByText('4 Digit OTP Sent To')).toHaveCount(0);
  });

  test('an incomplete code with Enter: "Please enter a 4-digit OTP."', async ({ page }) => {
    let verifies = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user_confirm_otp')) verifies += 1;
    });
    await page.goto('/');
    await requestCode(page, randomPhone());
    await otpBox(page, 1).pressSequentially('12');
    await page.keyboard.press('Enter');
    const error = page.getByText('Please enter a 4-digit OTP.');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(201, 42, 42)');
    expect(verifies).toBe(0);
  });

  test('the verify call fails: "Error verifying OTP. Please try again later."; Enter then retries', async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/');
    await requestCode(page, phone);
    const code = await codeFor(request, phone);
    await page.route('**/api/user_confirm_otp', (route) => route.abort('failed'));
    await otpBox(page, 1).pressSequentially(code);
    await expect(page.getByText('Error verifying OTP. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

    // the network is back: Enter with the four digits still in the boxes submits them
    await page.unroute('**/api/user_confirm_otp');
    await otpBox(page, 4).press('Enter');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });
});
