import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { depthJson, jdFromUnixMs, kundli } from '@nakshatra/jyotish';
import AxeBuilder from '@axe-core/playwright';

type RefChart = { id: string; input: { date: string; time: string; iana_timezone: string; lat: number; lon: number; place_name: string } };
const charts = (JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/refdata/charts.json'), 'utf8')) as { charts: RefChart[] }).charts;
const ref = charts.find((c) => c.id === 'mumbai_1975')!;

/** The report's degree format (d°mm′ss″, rounded to the second). */
function fmtDeg(deg: number): string {
  let total = Math.round(deg * 3600);
  const d = Math.floor(total / 3600);
  total -= d * 3600;
  const m = Math.floor(total / 60);
  return `${d}°${String(m).padStart(2, '0')}′${String(total - m * 60).padStart(2, '0')}″`;
}

async function fillReferenceBirth(page: Page) {
  await page.getByLabel('Name').fill('Asha');
  await page.getByLabel('Gender').selectOption('female');
  // typed the Indian way: day/month/year and the 24-hour clock, whatever the browser's locale
  const [y, mo, d] = ref.input.date.split('-');
  await page.getByLabel('Date of birth').fill(`${d}/${mo}/${y}`);
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await page.getByLabel('Time of birth').fill(ref.input.time);
  await expect(page.getByLabel('Time of birth')).toHaveValue(/^\d{2}:\d{2}(:\d{2})?$/);
  await page.getByLabel('Give coordinates instead of choosing a city').check();
  await page.getByLabel('Latitude (north +)').fill(String(ref.input.lat));
  await page.getByLabel('Longitude (east +)').fill(String(ref.input.lon));
  await page.getByLabel('Time zone (e.g. Asia/Kolkata)').fill(ref.input.iana_timezone);
  await page.getByLabel('Place name (for the report)').fill(ref.input.place_name);
}

test('a kundli for a reference birth shows the engine’s positions, and its charts put each planet in its house', async ({ page }) => {
  test.setTimeout(120_000);
  const expected = kundli({ date: ref.input.date, time: ref.input.time, lat: ref.input.lat, lon: ref.input.lon, timeZone: ref.input.iana_timezone, asOfJdUt: jdFromUnixMs(Date.now()) });
  await page.goto('/astrology-services/free-kundli');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Kundli' })).toBeVisible();
  await fillReferenceBirth(page);
  await page.getByRole('button', { name: 'Generate kundli' }).click();
  const report = page.getByTestId('kundli-report');
  await expect(report.getByRole('heading', { name: 'Kundli of Asha' })).toBeVisible({ timeout: 20_000 });

  // planets table: sign, degree, nakshatra, pada, house, as the engine computes them
  const table = page.getByTestId('planets-table');
  for (const g of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const) {
    const p = expected.planets[g];
    const row = table.locator(`tr[data-planet="${g}"]`);
    await expect(row).toHaveAttribute('data-sign', String(p.rashi));
    await expect(row).toHaveAttribute('data-house', String(p.house));
    await expect(row).toHaveAttribute('data-nakshatra', String(p.nakshatra));
    await expect(row.locator('td[data-col="degree"]')).toHaveText(fmtDeg(p.degInRashi));
    await expect(row).toContainText(p.nakshatraName.en);
  }
  await expect(table.locator('tr[data-planet="Lagna"]')).toHaveAttribute('data-sign', String(expected.ascendant.rashi));

  // North Indian charts: each planet is drawn inside its house
  const d1 = expected.divisionalCharts[1];
  const d9 = expected.divisionalCharts[9];
  const houseOf = (asc: number, sign: number) => ((sign - asc + 12) % 12) + 1;
  const checkChart = async (key: string, chart: typeof d1) => {
    const svg = page.locator(`svg[data-chart="${key}"]`);
    await expect(svg).toHaveAttribute('data-asc-sign', String(chart.ascendantSign));
    for (const [g, sign] of Object.entries(chart.signs)) {
      const house = houseOf(chart.ascendantSign, sign);
      await expect(svg.locator(`g[data-house="${house}"] [data-planet="${g}"]`), `${key}: ${g} in house ${house}`).toHaveCount(1);
    }
  };
  await expect(page.locator('svg[data-chart="D1"]')).toHaveAttribute('data-style', 'north');
  await checkChart('D1', d1);
  await checkChart('D9', d9);
  await expect(page.locator('svg[data-chart="D60"]')).toBeVisible();

  // switch to South Indian: same houses
  await page.getByRole('button', { name: 'South Indian' }).click();
  await expect(page.locator('svg[data-chart="D1"]')).toHaveAttribute('data-style', 'south');
  await checkChart('D1', d1);
  await checkChart('D9', d9);

  // the running dasha is highlighted, with its antardasha open
  await expect(page.locator('tr[data-current][data-level="1"]').first()).toBeVisible();
  await expect(page.locator('tr[data-current][data-level="3"]').first()).toBeVisible();
  await expect(page.getByTestId('sensitivity-note')).toContainText('minutes');
});

test('the kundli PDF downloads and is a PDF', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/astrology-services/free-kundli');
  await fillReferenceBirth(page);
  await page.getByRole('button', { name: 'Generate kundli' }).click();
  await expect(page.getByTestId('kundli-report')).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.length).toBeGreaterThan(10_000);
});

test('city suggestions work with the keyboard, in English and Hindi', async ({ page }) => {
  await page.goto('/astrology-services/free-kundli');
  const place = page.getByRole('combobox', { name: 'Place of birth' });
  await place.fill('luck');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toContainText('Lucknow');
  await expect(listbox.getByRole('option').first()).toContainText('Uttar Pradesh, India');
  const options = listbox.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await place.press('ArrowUp');
  await expect(place).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await place.press('Escape');
  await expect(listbox).toBeHidden();
  await place.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await place.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await place.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(place).toHaveValue('Lucknow, Uttar Pradesh, India');

  // Hindi input finds the same city
  await place.fill('');
  await place.fill('लखनऊ');
  await expect(listbox.getByRole('option').first()).toContainText('Lucknow');
});

test('strength, Jaimini and the annual chart: computed when asked, equal to the engine, for any year of life', async ({ page }) => {
  // two depth computations in this process, the page's, and axe over the whole report (the largest page we have): about
  // 45 s on a quiet machine, but axe alone took over 60 s in CI while the other worker ran the axe tests of a11y/
  test.setTimeout(240_000);
  const birth = { date: ref.input.date, time: ref.input.time, lat: ref.input.lat, lon: ref.input.lon, timeZone: ref.input.iana_timezone, node: 'mean' as const };
  const [y, m, d] = ref.input.date.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const running = now.getUTCFullYear() - y + (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? 0 : 1);
  const expected = depthJson(birth, { yearOfLife: running });
  await page.goto('/astrology-services/free-kundli');
  await fillReferenceBirth(page);
  await page.getByRole('button', { name: 'Generate kundli' }).click();
  const depth = page.getByTestId('kundli-depth');
  await expect(depth.getByRole('heading', { name: 'Strength, Jaimini and the annual chart' })).toBeVisible({ timeout: 20_000 });
  await depth.getByRole('button', { name: 'Show these calculations' }).click();

  // Shadbala: the seven planets with the engine's totals and verdicts
  const shadbala = depth.getByTestId('shadbala-table');
  await expect(shadbala.locator('tbody tr')).toHaveCount(7);
  for (const [g, row] of [['Sun', 0], ['Saturn', 6]] as const) {
    const cells = shadbala.locator('tbody tr').nth(row);
    await expect(cells.locator('th')).toHaveText(g);
    await expect(cells.locator('td').nth(6)).toHaveText(expected.shadbala[g].total_rupa.toFixed(2));
    await expect(cells.locator('td').nth(9)).toHaveText(expected.shadbala[g].ratio >= 1 ? 'Strong' : 'Weak');
  }
  await expect(depth.getByTestId('bhava-bala').locator('tbody tr')).toHaveCount(12);
  await expect(depth.getByTestId('bhava-bala').locator('tbody tr').first().locator('td').last()).toHaveText(expected.bhava_bala[0]!.rupa.toFixed(2));
  await expect(depth.getByTestId('karakas')).toContainText(`Atmakaraka (self)${expected.chara_karakas.atmakaraka}`);
  await expect(depth.getByTestId('chara-dasha').locator('tbody > tr')).toHaveCount(expected.chara_dasha.length);
  const firstChara = depth.getByTestId('chara-dasha').locator('tbody > tr').first();
  await firstChara.getByText(/^The 12 antardashas of /).click();
  await expect(firstChara.locator('ol li')).toHaveCount(12);
  await expect(firstChara.locator('ol li').first()).toContainText(expected.chara_dasha_antardashas[0]!.antardashas[0]!.sign);
  // the varshaphal of the year now running, with its year lord and why
  await expect(depth.getByTestId('varshaphal-year')).toHaveText(String(running));
  await expect(depth.getByTestId('year-lord')).toHaveText(expected.varshaphal.year_lord);
  await expect(depth.getByTestId('year-lord-why')).toContainText(`${expected.varshaphal.year_lord} is the strongest`);
  await expect(depth.getByTestId('mudda-dasha').locator('tbody tr').first().locator('th')).toHaveText(expected.varshaphal.mudda_dasha[0]!.lord);
  await expect(depth.getByTestId('sahams').locator('tbody tr')).toHaveCount(expected.varshaphal.sahams.length);
  // the annual chart: the Sun drawn in its house from the annual lagna
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const sunHouse = ((signs.indexOf(expected.varshaphal.planets.Sun.sign) - signs.indexOf(expected.varshaphal.ascendant.sign) + 12) % 12) + 1;
  await expect(depth.getByTestId('annual-chart').locator('text[data-planet="Sun"]')).toHaveAttribute('data-house', String(sunHouse));
  await expect(depth.getByTestId('sahams').locator('tbody tr').first()).toContainText('Punya (fortune)');
  if (expected.varshaphal.tajika_yogas.length) await expect(depth.getByTestId('tajika-yogas').locator('li')).toHaveCount(expected.varshaphal.tajika_yogas.length);
  else await expect(depth.getByText('No Tajika yoga forms between the planets this year.')).toBeVisible();

  // another year, and a year that cannot be
  const year = depth.getByLabel('Year of life', { exact: true });
  await year.fill('0');
  await depth.getByRole('button', { name: 'Show this year' }).click();
  await expect(depth.getByText('Enter a year of life from 1 to 120.')).toBeVisible();
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await year.fill('30');
  await depth.getByRole('button', { name: 'Show this year' }).click();
  await expect(depth.getByTestId('varshaphal-year')).toHaveText('30');
  await expect(depth.getByTestId('year-lord')).toHaveText(depthJson(birth, { yearOfLife: 30 }).varshaphal.year_lord);
  const axe = await new AxeBuilder({ page }).include('[data-testid="kundli-report"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the depth section in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/hi/astrology-services/free-kundli');
  await page.getByLabel('नाम', { exact: true }).fill('आशा');
  await page.getByLabel('लिंग', { exact: true }).selectOption('female');
  const [y, mo, d] = ref.input.date.split('-');
  await page.getByLabel('जन्म तिथि', { exact: true }).fill(`${d}/${mo}/${y}`);
  await page.getByLabel('जन्म समय', { exact: true }).fill(ref.input.time);
  await page.getByLabel('शहर चुनने के बजाय अक्षांश-देशांतर दें').check();
  await page.getByLabel('अक्षांश (उत्तर +)').fill(String(ref.input.lat));
  await page.getByLabel('देशांतर (पूर्व +)').fill(String(ref.input.lon));
  await page.getByLabel('समय क्षेत्र (जैसे Asia/Kolkata)').fill(ref.input.iana_timezone);
  await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
  const depth = page.getByTestId('kundli-depth');
  await expect(depth.getByRole('heading', { name: 'बल, जैमिनी और वर्षफल' })).toBeVisible({ timeout: 20_000 });
  await depth.getByRole('button', { name: 'ये गणनाएँ दिखाएँ' }).click();
  await expect(depth.getByRole('heading', { name: 'षड्बल' })).toBeVisible();
  await expect(depth.getByTestId('shadbala-table').locator('tbody tr').first().locator('th')).toHaveText('सूर्य');
  await expect(depth.getByTestId('year-lord-why')).toContainText('सबसे बली');
  await expect(depth.getByTestId('shadbala-table')).toContainText(/बली|निर्बल/);
});

test('the Hindi kundli page renders and validates in Hindi', async ({ page }) => {
  await page.goto('/hi/astrology-services/free-kundli');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'निःशुल्क कुंडली' })).toBeVisible();
  await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
  await expect(page.getByText('कृपया नाम लिखें।')).toBeVisible();
  await expect(page.getByText('कृपया जन्म तिथि दिन/माह/वर्ष रूप में लिखें, जैसे 14/05/1990।')).toBeVisible();
  await expect(page.getByText('कृपया सुझावों में से जन्म स्थान चुनें, या अक्षांश, देशांतर और समय क्षेत्र दें।')).toBeVisible();
});
