import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { muhurta } from '@nakshatra/jyotish';

test('the muhurta finder lists the engine’s windows for an event at a city, each with why and what it avoided', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suggestions = ((await (await request.get('/api/get_suggest/luck')).json()) as { data: Array<{ id: number; lat: number; lon: number; zone: string }> }).data;
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Muhurta finder' }).click();
  await expect(page).toHaveURL(/\/astrology-services\/muhurta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Muhurta finder' })).toBeVisible();

  // nothing chosen yet: the place is asked for, and an impossible range is refused before any call
  await page.getByLabel('From (DD/MM/YYYY)').fill('01/02/2027');
  await page.getByLabel('To (DD/MM/YYYY)').fill('01/01/2027');
  await page.getByRole('button', { name: 'Find muhurtas' }).click();
  await expect(page.getByText('The end date must be on or after the start date, and a search covers at most 92 days.')).toBeVisible();
  await expect(page.getByText('Please choose the place from the suggestions.')).toBeVisible();
  await expect(page.getByLabel('To (DD/MM/YYYY)')).toBeFocused();

  await page.getByLabel('Event').selectOption('griha_pravesh');
  await page.getByLabel('To (DD/MM/YYYY)').fill('28/02/2027');
  const place = page.getByRole('combobox', { name: 'Place' });
  await place.fill('luck');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Lucknow');
  await place.press('Enter');
  const asked = page.waitForRequest((r) => r.url().includes('/api/astro/muhurta?'));
  await page.getByRole('button', { name: 'Find muhurtas' }).click();
  // the engine, at the place the visitor chose
  const chosen = new URL((await asked).url()).searchParams.get('place');
  const city = suggestions.find((x) => String(x.id) === chosen)!;
  expect(city).toBeTruthy();
  const LUCKNOW = { lat: city.lat, lon: city.lon, timeZone: city.zone };

  const results = page.getByTestId('muhurta-results');
  await expect(results.getByRole('heading', { name: 'Griha pravesh (entering a new home)' })).toBeFocused({ timeout: 20_000 });
  const expected = muhurta({ event: 'griha_pravesh', from: '2027-02-01', to: '2027-02-28', ...LUCKNOW });
  expect(expected.windows.length).toBeGreaterThan(0);
  await expect(results.getByRole('status')).toHaveText(`${expected.windows.length} windows found between 01/02/2027 and 28/02/2027.`);
  const cards = results.getByTestId('muhurta-window');
  await expect(cards).toHaveCount(expected.windows.length);
  const first = cards.first();
  await expect(first.locator('time').first()).toHaveAttribute('datetime', expected.windows[0]!.start);
  const why = first.getByTestId('muhurta-why');
  await expect(why).toContainText(`Nakshatra ${expected.windows[0]!.nakshatras[0]!.name} is favoured for this event.`);
  await expect(why).toContainText('A fixed or dual lagna, as griha pravesh wants.');
  await expect(why).toContainText('Not in kharmas');
  if (expected.windows[0]!.avoided.length) await expect(first.getByTestId('muhurta-avoided')).toContainText(/Just (before|after)/);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the muhurta finder in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/hi/astrology-services/muhurta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'मुहूर्त खोजें' })).toBeVisible();
  await page.getByLabel('कार्य').selectOption('naming');
  await page.getByLabel('से (दिन/माह/वर्ष)').fill('01/03/2027');
  await page.getByLabel('तक (दिन/माह/वर्ष)').fill('31/03/2027');
  const place = page.getByRole('combobox', { name: 'स्थान' });
  await place.fill('लखनऊ');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Lucknow');
  await place.press('Enter');
  await page.getByRole('button', { name: 'मुहूर्त खोजें' }).click();
  const results = page.getByTestId('muhurta-results');
  await expect(results.getByRole('heading', { name: 'नामकरण संस्कार' })).toBeVisible({ timeout: 20_000 });
  await expect(results.getByRole('status')).toContainText('मुहूर्त मिले');
  await expect(results.getByTestId('muhurta-why').first()).toContainText('शुभ वार है');
});
