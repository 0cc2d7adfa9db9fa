import { expect, test } from '@playwright/test';

test('a web story is tapped through with taps, keys and progress bars, alone on the screen', async ({ page, request }) => {
  // a story of at least three pages (other tests publish shorter ones)
  const list = (await (await request.get('/api/get_story?limit=50')).json()) as { data: { slug: string }[] };
  let slug = '';
  let total = 0;
  for (const item of list.data) {
    const story = (await (await request.get(`/api/get_single_story_by_slug/${item.slug}`)).json()) as { data: { pages: unknown[] } };
    if (story.data.pages.length > 2) {
      slug = item.slug;
      total = story.data.pages.length;
      break;
    }
  }
  expect(total).toBeGreaterThan(2);

  await page.goto(`/web-stories/${slug}`);
  await expect(page.getByRole('banner')).toHaveCount(0); // no site header: the story renders alone
  const counter = page.getByTestId('story-counter');
  await expect(counter).toHaveText(`Page 1 of ${total}`);
  // pause, so only our input moves the story
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  const stage = page.getByTestId('story-stage');
  const box = (await stage.boundingBox())!;
  await stage.click({ position: { x: box.width * 0.85, y: box.height / 2 } });
  await expect(counter).toHaveText(`Page 3 of ${total}`);
  await stage.click({ position: { x: box.width * 0.1, y: box.height / 2 } });
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Page 1 of ${total}`);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(counter).toHaveText(`Page 2 of ${total}`);

  // the first bar is full, the current one runs again once playing, and the story advances by itself
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('story-progress-current')).toBeVisible();
  await expect(counter).toHaveText(`Page 3 of ${total}`, { timeout: 15_000 });
});
