import { expect, test } from '@playwright/test';

test('switching to Hindi sets <html lang="hi">, translates the shell and the dialog, and survives a reload', async ({ page, context }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  // an English page does not download the Devanagari font (its one Devanagari word, the option "हिन्दी", uses the
  // system's): the font is for Hindi pages
  await page.evaluate(() => document.fonts.ready);
  const fontFiles = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /devanagari.*\.woff2$/.test(n)));
  expect(await fontFiles()).toEqual([]);
  await page.getByLabel('Language').selectOption('hi');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'नक्षत्र के बारे में' })).toBeVisible();
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} नक्षत्र`);
  // Hindi is drawn with the Devanagari font the site ships (not whatever the visitor has installed): the heading's
  // glyphs come from a loaded @font-face whose file is served from our own origin
  const shipped = await page.evaluate(async () => {
    await document.fonts.ready;
    const h1 = document.querySelector('h1')!;
    const faces = [...document.fonts].filter((f) => f.status === 'loaded' && /900-97F/i.test(f.unicodeRange));
    return { faces: faces.map((f) => f.family), usable: faces.some((f) => document.fonts.check(`16px ${f.family}`, h1.textContent ?? '')), stack: getComputedStyle(h1).fontFamily };
  });
  expect(shipped.faces.length).toBeGreaterThan(0);
  expect(shipped.usable).toBe(true);
  expect(shipped.stack.split(',')[0]).toContain(shipped.faces[0]!.replace(/["']/g, ''));
  const ownFontFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(location.origin) && /devanagari.*\.woff2$/.test(n)));
  expect(ownFontFiles.length).toBeGreaterThan(0);
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
