import { expect, test } from '@playwright/test';

test('a podcast episode keeps playing while the visitor moves to another page', async ({ page }) => {
  await page.goto('/audio-podcast');
  await page.getByRole('button', { name: /^Play “/ }).first().click();
  const audio = page.getByTestId('podcast-audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0.3), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId('mini-player')).toBeVisible();

  // seeking uses HTTP Range on the API's audio
  await page.getByRole('slider', { name: 'Position in the episode' }).fill('5');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThanOrEqual(5);

  const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  // a client-side page change: same document, same audio element, still playing and moving on
  expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => ({ paused: a.paused, moved: a.currentTime > 0 }))).toEqual({ paused: false, moved: true });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(before + 0.5);
  await expect(page.getByTestId('mini-player')).toBeVisible();
});
