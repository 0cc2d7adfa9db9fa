import { expect, test } from '@playwright/test';

const LUCKNOW = 1264733;

test('the panchang shows the day for the chosen city, moves by date and remembers the city', async ({ page, request }) => {
  await page.goto('/panchang');
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang' })).toBeVisible();
  await expect(page.getByTestId('panchang-for')).toContainText('New Delhi');
  await expect(page.getByTestId('rahu-kaal')).toContainText('–');

  await page.getByRole('button', { name: 'Change city' }).click();
  const city = page.getByRole('combobox', { name: 'Your city' });
  await city.fill('luck');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Lucknow');
  await city.press('Enter');
  await expect(page.getByTestId('panchang-for')).toContainText('Lucknow');

  await page.getByRole('link', { name: /Next day/ }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  const date = new URL(page.url()).searchParams.get('date')!;
  const api = (await (await request.get(`/api/astro/panchang?place=${LUCKNOW}&date=${date}`)).json()).data;
  await expect(page.getByTestId('tithi')).toContainText(api.tithi.name.en);
  await expect(page.getByTestId('nakshatra')).toContainText(api.nakshatra.name.en);

  // remembered: a fresh visit shows Lucknow again
  await page.goto('/panchang');
  await expect(page.getByTestId('panchang-for')).toContainText('Lucknow');
});

test('vrat and festival dates are computed for the city, link to their articles and export to a calendar', async ({ page, request }) => {
  await page.goto('/vrat');
  await expect(page.getByRole('heading', { level: 1, name: 'Vrat dates' })).toBeVisible();
  await expect(page.locator('li[data-event="ekadashi"]').first()).toBeVisible();
  expect(await page.locator('li[data-event]').count()).toBeGreaterThan(40);
  await expect(page.locator('li[data-event="ekadashi"]').first().locator('a[href^="/vrat/"]')).toHaveAttribute('href', '/vrat/ekadashi-vrat');
  const ics = await page.getByRole('link', { name: 'Add all to my calendar (.ics)' }).getAttribute('href');
  const res = await request.get(ics!);
  expect(res.headers()['content-type']).toContain('text/calendar');
  expect(await res.text()).toMatch(/^BEGIN:VCALENDAR/);

  await page.goto('/festivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Festival dates' })).toBeVisible();
  await expect(page.locator('li[data-event="diwali"] a[href^="/festivals/"]')).toHaveAttribute('href', '/festivals/diwali');
  await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
});

test('the love calculator explains its score, and refuses a name without letters', async ({ page }) => {
  await page.goto('/calculators');
  await page.getByRole('link', { name: 'Love calculator' }).click();
  await page.getByLabel('Your name').fill('Rahul');
  await page.getByLabel('Their name').fill('Priya');
  await page.getByLabel('Your Moon sign (optional)').selectOption('1');
  await page.getByLabel('Their Moon sign (optional)').selectOption('5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const percent = Number((await page.getByTestId('calc-percent').textContent())!.replace('%', ''));
  const points = await page.locator('[data-factor] strong').allTextContents();
  expect(points.length).toBe(5);
  expect(points.reduce((s, p) => s + Number(p.split(' ')[0]), 0)).toBe(percent);

  await page.getByLabel('Your name').fill('1234');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('A name must contain letters (English or Hindi).')).toBeVisible();
});

test('numerology shows each number with its arithmetic', async ({ page }) => {
  await page.goto('/numerology');
  await page.getByLabel('Full name').fill('Rahul Sharma');
  await page.getByLabel('Date of birth').fill('1990-05-14');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('[data-number="lifePath"]')).toContainText('1990-05-14');
  await expect(page.locator('[data-number]')).toHaveCount(5);
});

test('a three-card tarot reading draws three different cards with their art', async ({ page }) => {
  await page.goto('/tarot');
  await page.getByRole('button', { name: 'Draw three cards' }).click();
  const reading = page.getByTestId('tarot-reading');
  await expect(reading.locator('li[data-position]')).toHaveCount(3);
  await expect(reading.locator('li[data-position="past"] svg[data-card]')).toBeVisible();
  const slugs = await reading.locator('svg[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(new Set(slugs).size).toBe(3);
  await page.getByRole('button', { name: 'Draw one card' }).click();
  await expect(reading.locator('li[data-position]')).toHaveCount(1);
});

for (const [path, heading] of [
  ['/hi/panchang', 'पंचांग'], ['/hi/vrat', 'व्रत तिथियाँ'], ['/hi/festivals', 'त्योहार तिथियाँ'], ['/hi/tarot', 'टैरो रीडिंग'],
  ['/hi/calculators', 'कैलकुलेटर'], ['/hi/calculators/love', 'प्रेम कैलकुलेटर'], ['/hi/calculators/friendship', 'मित्रता कैलकुलेटर'], ['/hi/numerology', 'अंक ज्योतिष कैलकुलेटर'],
] as const) {
  test(`the Hindi page ${path} renders`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
