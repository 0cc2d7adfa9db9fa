import { expect, test } from '@playwright/test';

const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

test('the daily page lists the twelve signs and each sign page shows the API’s horoscope with its transit basis', async ({ page, request }) => {
  await page.goto('/horoscope/daily');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily horoscope' })).toBeVisible();
  await expect(page.locator('li[data-sign]')).toHaveCount(12);
  await page.locator('li[data-sign="aries"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/horoscope\/daily\/aries$/);
  await expect(page.getByRole('heading', { level: 1, name: /Aries Daily horoscope/ })).toBeVisible();

  const api = (await (await request.get(`/api/get_single_horoscope_by_type/daily/aries/${todayIst()}?lang=en`)).json()).data;
  await expect(page.locator('[data-section="overview"] p').first()).toHaveText(api.sections.overview);
  for (const k of ['love', 'career', 'money', 'health']) await expect(page.locator(`[data-section="${k}"] p`)).toHaveText(api.sections[k]);
  await expect(page.getByTestId('horoscope-why')).toContainText(api.why);
  await expect(page.getByTestId('lucky-number')).toHaveText(String(api.lucky.number));
});

test('sign pages accept Vedic names, and every period has a page', async ({ page }) => {
  await page.goto('/horoscope/monthly/mesha');
  await expect(page.getByRole('heading', { level: 1, name: /Aries Monthly horoscope/ })).toBeVisible();
  for (const period of ['weekly', 'yearly']) {
    await page.getByRole('link', { name: period === 'weekly' ? 'This week' : 'This year' }).click();
    await expect(page).toHaveURL(new RegExp(`/horoscope/${period}/aries$`));
    await expect(page.locator('[data-section="career"]')).toBeVisible();
  }
  const res = await page.goto('/horoscope/daily/ophiuchus');
  expect(res?.status()).toBe(404);
});

test('the Hindi horoscope pages render in Hindi', async ({ page }) => {
  await page.goto('/hi/horoscope');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'राशिफल' })).toBeVisible();
  await page.goto('/hi/horoscope/weekly/leo');
  await expect(page.getByRole('heading', { level: 1, name: /सिंह साप्ताहिक राशिफल/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'प्रेम और संबंध' })).toBeVisible();
  await expect(page.locator('[data-section="love"] p')).toContainText(/[\u0900-\u097F]/);
});
