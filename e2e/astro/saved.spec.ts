import { expect, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

test('a signed-in user saves, opens, shares, revokes, edits and deletes a kundli', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/astrology-services/free-kundli');
  await signIn(page, request);
  const name = `Kiran ${testInfo.project.name}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Date of birth').fill('1990-05-14');
  await page.getByLabel('Time of birth').fill('06:30');
  const place = page.getByRole('combobox', { name: 'Place of birth' });
  await place.fill('varanasi');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Varanasi');
  await place.press('Enter');
  await page.getByRole('button', { name: 'Generate kundli' }).click();
  await expect(page.getByTestId('kundli-report')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save this kundli' }).click();
  await expect(page.getByText('Saved to your kundlis.')).toBeVisible();
  const item = page.locator('li[data-kundli-id]').filter({ hasText: name });
  await expect(item).toBeVisible();

  // open it, create a share link, read it signed out, revoke it
  await item.getByRole('link', { name: `Open: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 }); // the saved kundli's report is computed on open
  await page.getByRole('button', { name: 'Create share link' }).click();
  const url = await page.getByTestId('share-url').textContent();
  const visitor = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await visitor.goto(url!);
  await expect(visitor.getByRole('heading', { level: 1, name: `Shared kundli: ${name}` })).toBeVisible();
  await expect(visitor.locator('svg[data-chart="D1"]')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This share link does not exist or was revoked by its owner.')).toBeVisible();
  await visitor.context().close();

  // edit from the list, then delete
  await page.goto('/astrology-services/free-kundli');
  await page.locator('li[data-kundli-id]').filter({ hasText: name }).getByRole('button', { name: `Edit: ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Editing “${name}”` })).toBeVisible();
  await page.getByLabel('Time of birth').fill('07:45');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('kundli-report')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('li[data-kundli-id]').filter({ hasText: name })).toContainText('07:45');
  await page.locator('li[data-kundli-id]').filter({ hasText: name }).getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Kundli deleted.')).toBeVisible();
  await expect(page.locator('li[data-kundli-id]').filter({ hasText: name })).toHaveCount(0);
});

test('an admin edits a daily horoscope and the public page shows the edit', async ({ page }) => {
  test.setTimeout(90_000);
  const res = await page.request.post('/api/login', { data: { email: 'admin@nakshatra.local', password: 'nakshatra-demo-admin' } });
  expect(res.status()).toBe(200);
  await page.goto('/admin/horoscopes');
  await expect(page.getByRole('heading', { level: 1, name: 'Horoscopes' })).toBeVisible();
  const sign = test.info().project.name === 'desktop' ? '7' : '8'; // the two projects edit different signs
  await page.getByLabel('Sign').selectOption(sign);
  await page.getByRole('button', { name: 'Open' }).click();
  const editor = page.getByTestId('horoscope-editor');
  await expect(editor).toBeVisible();
  const text = `Edited by the astrologer ${Date.now()}.`;
  await editor.getByLabel('Career').fill(text);
  await editor.getByRole('button', { name: 'Save edit' }).click();
  await expect(page.getByText('Saved. Visitors now see your text.')).toBeVisible();
  const slug = sign === '7' ? 'libra' : 'scorpio';
  await page.goto(`/horoscope/daily/${slug}`);
  await expect(page.locator('[data-section="career"] p')).toHaveText(text);
  await expect(page.getByText('Reviewed by our astrologer')).toBeVisible();
  // drop the edit again
  await page.goto('/admin/horoscopes');
  await page.getByLabel('Sign').selectOption(sign);
  await page.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('button', { name: /Drop the edit/ }).click();
  await expect(page.getByText('The edit was dropped; the generated text is back.')).toBeVisible();
});
