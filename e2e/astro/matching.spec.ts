import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { siderealLongitude } from '@nakshatra/jyotish';

type Side = { nakshatra: number; rashi: number };
type RefMatch = { id: string; label: string; boy: Side; girl: Side; total: number };
const here = path.dirname(fileURLToPath(import.meta.url));
const matches = (JSON.parse(readFileSync(path.resolve(here, '../../../shared/refdata/matching.json'), 'utf8')) as { matches: RefMatch[] }).matches;
const pair = matches.find((m) => m.id === 'm09')!; // Bharani/Mesha boy, Hasta/Kanya girl

const angle = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** A birth moment (IST, New Delhi) whose Moon sits in the middle of the given nakshatra ∩ rashi, found with the engine. */
function birthWithMoon({ nakshatra, rashi }: Side): { date: string; time: string } {
  const span = 360 / 27;
  const lo = Math.max((nakshatra - 1) * span, (rashi - 1) * 30);
  const hi = Math.min(nakshatra * span, rashi * 30);
  const target = (lo + hi) / 2;
  let jd = 2451545.0;
  for (let i = 0; i < 4000 && angle(siderealLongitude('Moon', jd), target) >= 0.4; i++) jd += 0.05;
  const ist = new Date((jd - 2440587.5) * 86400_000 + 5.5 * 3600_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

async function fillSide(page: Page, side: 'boy' | 'girl', name: string, birth: { date: string; time: string }) {
  const box = page.locator(`[data-side="${side}"]`);
  await box.getByLabel('Name').fill(name);
  await box.getByLabel('Date of birth').fill(birth.date);
  await box.getByLabel('Time of birth').fill(birth.time);
  await box.getByLabel('Give coordinates instead of choosing a city').check();
  await box.getByLabel('Latitude (north +)').fill('28.6139');
  await box.getByLabel('Longitude (east +)').fill('77.209');
}

test(`matching a reference pair (${pair.label}) shows the reference total and explains every koota`, async ({ page }) => {
  await page.goto('/astrology-services/kundli-matching');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundli Matching' })).toBeVisible();
  await fillSide(page, 'boy', 'Ravi', birthWithMoon(pair.boy));
  await fillSide(page, 'girl', 'Meera', birthWithMoon(pair.girl));
  await page.getByRole('button', { name: 'Match kundlis' }).click();
  const report = page.getByTestId('match-report');
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report.locator('[data-side="boy"] [data-nakshatra]')).toHaveAttribute('data-nakshatra', String(pair.boy.nakshatra));
  await expect(report.locator('[data-side="girl"] [data-nakshatra]')).toHaveAttribute('data-nakshatra', String(pair.girl.nakshatra));
  await expect(page.getByTestId('match-total')).toHaveText(`${pair.total} of 36`);
  await expect(report.locator('tr[data-koota]')).toHaveCount(8);
  await expect(report.locator('[data-dosha="bhakoot"]')).toContainText('Present');
  await expect(page.getByTestId('match-conclusion')).toContainText(`${pair.total} of 36 points`);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const chunks: Buffer[] = [];
  for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('the Hindi matching page renders and asks for both births in Hindi', async ({ page }) => {
  await page.goto('/hi/astrology-services/kundli-matching');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'कुंडली मिलान' })).toBeVisible();
  await page.getByRole('button', { name: 'कुंडली मिलाएँ' }).click();
  await expect(page.locator('[data-side="girl"]').getByText('कृपया नाम लिखें।')).toBeVisible();
});
