import { expect, test } from '@playwright/test';

test('switching to Hindi sets <html lang="hi">, translates the shell and the dialog, and survives a reload', async ({ page, context }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await page.getByLabel('Language').selectOption('hi');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'नक्षत्र के बारे में' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('© 2024 नक्षत्र');
  const lang = (await context.cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('hi');
  expect((lang!.expires - Date.now() / 1000) / 86400).toBeGreaterThan(364);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const login = page.getByRole('button', { name: 'लॉग इन', exact: true });
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page.getByPlaceholder('मोबाइल नंबर')).toBeVisible();
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByText('कृपया 10 अंकों का सही मोबाइल नंबर डालें।')).toBeVisible();

  // and back to English
  await page.keyboard.press('Escape');
  await page.getByLabel('भाषा').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Nakshatra' })).toBeVisible();
});
