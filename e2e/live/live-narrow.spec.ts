import { expect, test } from '@playwright/test';
import { adminApi, applyThroughApi } from '../consult/astrologer-helpers';

/**
 * Guruji Live at 375 px (the mobile project): the live list and an announced live's page fit the screen (no sideways
 * scrolling) and keep their controls reachable, in English and in Hindi. The flows themselves (media, chat, gifts,
 * stage) are covered at 1280 px by live.spec.ts.
 */
test('@narrow the live list and an announced live fit a 375 px screen, in English and Hindi', async ({ browser }) => {
  const admin = await adminApi();
  const astro = await applyThroughApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 2_500 } })).status()).toBe(200);
  const title = `Moon sign questions ${Date.now() % 100000}`;
  const when = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const created = await astro.api.post('/api/lives', { data: { title, topic: 'Relationships', language: 'hi', price_per_minute_paise: 2_500, scheduled_at: when } });
  expect(created.status(), await created.text()).toBe(201);
  const liveId = ((await created.json()).data as { id: string }).id;

  for (const lang of ['en', 'hi'] as const) {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await ctx.addCookies([{ name: 'lang', value: lang, url: 'http://localhost:3000' }]);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });

    await page.goto('/astrology-services/live-astrologers');
    await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Guruji Live' : 'गुरुजी लाइव' })).toBeVisible();
    const card = page.getByTestId('live-upcoming').getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    const remind = card.getByRole('button');
    await remind.scrollIntoViewIfNeeded();
    await expect(remind).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`/live/${liveId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await ctx.close();
  }
  await admin.dispose();
});
