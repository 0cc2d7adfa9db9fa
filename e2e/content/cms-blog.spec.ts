import { expect, test } from '@playwright/test';
import { signInAsAdmin, tinyPng, uniqueTag } from './helpers';

test('an admin writes a blog post with a picture, publishes it, and visitors read it in English and Hindi', async ({ page, browser }) => {
  const tag = uniqueTag();
  const en = `Saturn return notes ${tag}`;
  const hi = `शनि वापसी के नोट्स ${tag}`;
  await signInAsAdmin(page);
  await page.goto('/admin/content/blog/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Blog post' })).toBeVisible();

  await page.getByLabel('Title (English)').fill(en);
  await page.getByLabel('Title (Hindi)').fill(hi);
  await page.getByLabel('Summary (English)').fill('What the first Saturn return at about 29 asks of us, and how to meet it calmly.');
  await page.getByLabel('Summary (Hindi)').fill('लगभग 29 वर्ष की आयु में पहली शनि वापसी हमसे क्या माँगती है, और उसका शांति से सामना कैसे करें।');
  const bodyEn = page.getByRole('textbox', { name: 'Body (English)' });
  await bodyEn.click();
  await page.keyboard.type('Saturn takes about 29.5 years to return to its natal place.');
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type(' Patience is the remedy.');
  await page.getByRole('textbox', { name: 'Body (Hindi)' }).click();
  await page.keyboard.type('शनि को अपनी जन्म-स्थिति पर लौटने में लगभग साढ़े उनतीस वर्ष लगते हैं।');
  await page.getByTestId('upload-image').setInputFiles({ name: 'saturn.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('textbox', { name: 'Image' })).toHaveValue(/^\/upload\/.+\.webp$/);

  // the preview shows the sanitised item as the public API would serve it
  await page.getByRole('button', { name: 'Preview (हिंदी)' }).click();
  await expect(page.getByTestId('cms-preview').getByRole('heading', { name: hi })).toBeVisible();

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/[0-9a-f-]{36}$/);
  const slug = await page.getByLabel('Slug (address)').inputValue();
  expect(slug).toContain(tag);

  // a visitor (no session) sees it on /blogs, in English and in Hindi
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/blogs');
  const card = v.getByRole('link', { name: en });
  await expect(card).toBeVisible();
  await card.click();
  await expect(v).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(v.getByRole('heading', { level: 1, name: en })).toBeVisible();
  await expect(v.getByText('Patience is the remedy.')).toBeVisible();
  const hero = v.locator('article img').first();
  await expect(hero).toHaveAttribute('src', /url=%2Fupload%2F/);
  const picture = await v.request.get((await hero.getAttribute('src'))!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  await v.goto('/hi/blogs');
  await expect(v.getByRole('link', { name: hi })).toBeVisible();
  await v.goto(`/hi/blogs/${slug}`);
  await expect(v.getByRole('heading', { level: 1, name: hi })).toBeVisible();
  await expect(v.locator('html')).toHaveAttribute('lang', 'hi');
  await visitor.close();
});

test('an unknown blog address is a 404 page inside the site', async ({ page }) => {
  const res = await page.goto('/blogs/no-such-post-anywhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
