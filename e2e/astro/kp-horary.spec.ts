import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { KP_HORARY_TABLE } from '@nakshatra/jyotish';

test('KP horary: a number and a city cast the chart of the moment with the number’s span rising', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'KP horary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KP horary (prashna)' })).toBeVisible();
  await page.getByLabel('Your number (1–249)').fill('250');
  await page.getByRole('button', { name: 'Cast the horary chart' }).click();
  await expect(page.getByText('Please enter a whole number from 1 to 249.')).toBeVisible();
  await expect(page.getByText('Please choose the place from the suggestions.')).toBeVisible();
  await expect(page.getByLabel('Your number (1–249)')).toBeFocused();

  await page.getByLabel('Your number (1–249)').fill('108');
  const place = page.getByRole('combobox', { name: 'Where you are' });
  await place.fill('luck');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Lucknow');
  await place.press('Enter');
  await page.getByRole('button', { name: 'Cast the horary chart' }).click();

  const chart = page.getByTestId('horary-chart');
  await expect(chart.getByRole('heading', { name: 'Horary chart for number 108' })).toBeFocused({ timeout: 20_000 });
  const row = KP_HORARY_TABLE[107]!;
  await expect(chart.getByTestId('horary-rising')).toContainText(`star lord ${row.star}, sub lord ${row.sub}`);
  // the first cusp is the start of the number's span
  const deg = row.start % 30;
  const d = Math.floor(deg);
  await expect(chart.getByTestId('horary-cusps').locator('tbody tr').first().locator('td').nth(1)).toContainText(`${d}°`);
  await expect(chart.getByTestId('horary-cusps').locator('tbody tr')).toHaveCount(12);
  await expect(chart.getByTestId('horary-planets').locator('tbody tr')).toHaveCount(9);
  await expect(chart.getByTestId('horary-significators').locator('tbody tr')).toHaveCount(12);
  await expect(chart.getByTestId('horary-ruling')).toContainText('Day lord');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('KP horary in Hindi', async ({ page }) => {
  await page.goto('/hi/astrology-services/kp-horary');
  await expect(page.getByRole('heading', { level: 1, name: 'केपी प्रश्न कुंडली' })).toBeVisible();
  await page.getByLabel('आपकी संख्या (1–249)').fill('7');
  const place = page.getByRole('combobox', { name: 'आप कहाँ हैं' });
  await place.fill('लखनऊ');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Lucknow');
  await place.press('Enter');
  await page.getByRole('button', { name: 'प्रश्न कुंडली बनाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'संख्या 7 की प्रश्न कुंडली' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('horary-ruling')).toContainText('वार स्वामी');
});
