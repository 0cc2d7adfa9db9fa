import { expect, test } from '@playwright/test';
import { codeFor, openLogin, otpBox, randomPhone, requestCode, signIn, wrongCode } from './helpers';

test.describe('phone sign-in', () => {
  test('a visitor signs in with the code and the page reloads signed in at the same path', async ({ page, request, context }) => {
    await page.goto('/horoscope/daily');
    const phone = randomPhone();
    await requestCode(page, phone);
    await expect(page.getByText(`+91 ${phone}`)).toBeVisible();
    await expect(otpBox(page, 1)).toBeFocused();
    await expect(otpBox(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(otpBox(page, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

    const code = await codeFor(request, phone);
    // typing the four digits: focus moves box to box and the fourth digit submits
    await otpBox(page, 1).pressSequentially(code);
    await expect(page).toHaveURL(/\/horoscope\/daily$/);
    const account = page.getByRole('button', { name: /^Account menu/ });
    await expect(account).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

    const details = (await context.cookies()).find((c) => c.name === 'userDetails');
    expect(details, 'userDetails cookie').toBeTruthy();
    expect(details!.path).toBe('/');
    const daysLeft = (details!.expires - Date.now() / 1000) / 86400;
    expect(daysLeft).toBeGreaterThan(1.9);
    expect(daysLeft).toBeLessThanOrEqual(2.01);
    expect(await page.evaluate(() => window.localStorage.getItem('userDetails'))).toContain(phone);

    // a new user has no name or picture yet: "Anonymous", the default avatar, their phone and ₹0
    await account.hover();
    const dropdown = page.locator('#profile-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown).toContainText('Anonymous');
    await expect(dropdown).toContainText(phone);
    await expect(dropdown).toContainText('₹0');
    await expect(page.getByTestId('avatar')).toHaveAttribute('src', '/assets/default-avatar.svg');
    await expect(dropdown.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    await expect(dropdown.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/order-history');
    await expect(dropdown.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', /\/user-profile\?id=/);
    await page.mouse.move(5, 700);
    await expect(dropdown).toBeHidden();
  });

  test('a wrong code shows the error in red below the boxes; the right code then signs in', async ({ page, request }) => {
    await page.goto('/');
    const phone = randomPhone();
    await requestCode(page, phone);
    const code = await codeFor(request, phone);
    const bad = wrongCode(code);
    // Submit stays disabled until all four boxes hold a digit; the fourth one submits
    await otpBox(page, 1).fill(bad[0]);
    await otpBox(page, 2).fill(bad[1]);
    await otpBox(page, 3).fill(bad[2]);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await otpBox(page, 4).fill(bad[3]);
    const error = page.getByText('Invalid OTP. Please try again.');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(201, 42, 42)');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

    await otpBox(page, 1).pressSequentially(code);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('pasting the 4-digit code fills every box and signs in', async ({ page, request }) => {
    await page.goto('/');
    const phone = randomPhone();
    await requestCode(page, phone);
    const code = await codeFor(request, phone);
    await otpBox(page, 1).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('Backspace clears the box and moves focus back', async ({ page }) => {
    await page.goto('/');
    await requestCode(page, randomPhone());
    await otpBox(page, 1).pressSequentially('12');
    await expect(otpBox(page, 1)).toHaveValue('1');
    await expect(otpBox(page, 2)).toHaveValue('2');
    await expect(otpBox(page, 3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(otpBox(page, 2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(otpBox(page, 2)).toHaveValue('');
    await expect(otpBox(page, 1)).toBeFocused();
    await expect(otpBox(page, 1)).toHaveValue('1');
    // only digits go in a box
    await otpBox(page, 2).pressSequentially('x');
    await expect(otpBox(page, 2)).toHaveValue('');
  });

  test('the edit icon goes back to the number', async ({ page }) => {
    await page.goto('/');
    const phone = randomPhone();
    await requestCode(page, phone);
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByPlaceholder('Mobile Number')).toHaveValue(phone);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  });

  test('the dialog: Escape closes it, links open terms and privacy in a new tab, other countries use e-mail', async ({ page }) => {
    await page.goto('/');
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByPlaceholder('Mobile Number')).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await dialog.getByRole('button', { name: /Country code: India \+91/ }).click();
    const list = page.locator('#country-list');
    await expect(list).toBeVisible();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('190px');
    await expect(list.getByRole('button', { name: /Iran/ })).toHaveCount(1);
    // a press outside closes the list
    await dialog.getByRole('heading', { name: 'Login' }).click();
    await expect(list).toBeHidden();
    await dialog.getByRole('button', { name: /Country code/ }).click();
    await list.getByRole('button', { name: /United Kingdom/ }).click();
    await expect(page.getByPlaceholder('Email Address')).toBeVisible();
    await expect(page.getByPlaceholder('Mobile Number')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
