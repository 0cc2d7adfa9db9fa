import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './helpers';

test('a demo video plays: the file loads, has its real length and seeks', async ({ page }) => {
  await page.goto('/videos');
  const first = page.getByRole('main').getByRole('link', { name: 'Vastu for the Main Entrance' });
  await first.click();
  await expect(page).toHaveURL(/\/videos\/vastu-for-the-main-entrance$/);
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('video-unavailable')).toHaveCount(0);
  // the browser decodes the file: its metadata gives the 16 s length, and seeking lands where asked
  const duration = await player.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((ok, fail) => { v.addEventListener('loadedmetadata', ok, { once: true }); v.addEventListener('error', fail, { once: true }); v.load(); });
    return v.duration;
  });
  expect(duration).toBeCloseTo(16, 0);
  const at = await player.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = 9;
    await new Promise((ok) => v.addEventListener('seeked', ok, { once: true }));
    return v.currentTime;
  });
  expect(at).toBeCloseTo(9, 0);
  await expect(page.getByText('Duration: 0:16')).toBeVisible();
});

test('a video whose file is missing shows its picture and a sentence, never a broken player', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const created = await page.request.post('/api/admin/content/video', {
    data: {
      status: 'published',
      fields: { title: { en: `Lost tape ${tag}`, hi: `खोई हुई टेप ${tag}` }, videoUrl: `/upload/video/${'0'.repeat(32)}.mp4` },
    },
  });
  expect(created.status()).toBe(200);
  const { slug, id } = (await created.json()).data as { slug: string; id: string };
  // the item goes away afterwards: its deliberate 404 must not surface in other tests (the site crawl)
  try {
    const visitor = await browser.newPage();
    await visitor.goto(`/videos/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `Lost tape ${tag}` })).toBeVisible();
    await expect(visitor.getByTestId('video-unavailable')).toContainText('This video cannot be played right now.');
    await expect(visitor.getByTestId('video-player')).toHaveCount(0);
    await visitor.goto(`/hi/videos/${slug}`);
    await expect(visitor.getByTestId('video-unavailable')).toContainText('यह वीडियो अभी नहीं चल सकता।');
    await visitor.close();
  } finally {
    const removed = await page.request.delete(`/api/admin/content/video/${id}`);
    expect(removed.ok()).toBe(true);
  }
});
