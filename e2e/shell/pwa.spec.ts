import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

/**
 * Installable and resilient: the manifest and the service worker pass Chromium's own installability checks, and
 * without a connection a visited page still opens, in the language the visitor reads it in, while an unvisited one
 * shows the offline page.
 * A persistent (not incognito) profile, as a real visitor's browser: incognito windows are never installable.
 */
test('the site is installable (Chromium’s checks) and works offline with an offline page @wide', async () => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nk-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: 'http://localhost:3000',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const manifestRes = await page.request.get('/manifest.webmanifest');
    expect(manifestRes.status()).toBe(200);
    const manifest = await manifestRes.json();
    expect(manifest.name).toContain('Nakshatra');
    expect(manifest.name).toContain('नक्षत्र');
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Nakshatra' })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { message: 'the service worker activates' }).toBe('activated');
    // a reload is controlled by the worker, which keeps a copy of the page
    await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const appManifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(appManifest.errors).toEqual([]);
    expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);

    // the same address in Hindi (the `lang` cookie picks the language) is a copy of its own
    const setLang = (value: string) => context.addCookies([{ name: 'lang', value, url: 'http://localhost:3000' }]);
    await setLang('hi');
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'नक्षत्र के बारे में' })).toBeVisible();
    await setLang('en');

    await context.setOffline(true);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Nakshatra' })).toBeVisible();
    await setLang('hi');
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'नक्षत्र के बारे में' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/blogs?q=never-opened-before');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.close();
  }
});
