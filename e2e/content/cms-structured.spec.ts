import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, tinyPng, uniqueTag } from './helpers';

/** Fills one page of a web story in the CMS's page editor, with an uploaded picture. */
async function fillStoryPage(page: Page, n: number, heading: { en: string; hi: string }, text?: string) {
  const entry = page.getByRole('group', { name: `Pages: item ${n}`, exact: true });
  await entry.getByTestId('upload-image').setInputFiles({ name: `page-${n}.png`, mimeType: 'image/png', buffer: tinyPng });
  await expect(entry.getByRole('textbox', { name: /^Image/ })).toHaveValue(/^\/upload\/.+\.webp$/);
  await entry.getByRole('textbox', { name: /^Heading \(English\)/ }).fill(heading.en);
  await entry.getByRole('textbox', { name: /^Heading \(Hindi\)/ }).fill(heading.hi);
  if (text) await entry.getByRole('textbox', { name: /^Text \(English\)/ }).fill(text);
  return entry;
}

test('an admin builds a web story with the page editor, adds a page with a picture, and visitors see it', async ({ page, browser }) => {
  const tag = uniqueTag();
  const first = { en: `Amavasya, the quiet start ${tag}`, hi: `अमावस्या, शांत आरंभ ${tag}` };
  const added = { en: `Purnima, the full light ${tag}`, hi: `पूर्णिमा, पूरा प्रकाश ${tag}` };
  await signInAsAdmin(page);
  await page.goto('/admin/content/story/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Web story' })).toBeVisible();
  await page.getByLabel('Title (English)').fill(`The Moon's month ${tag}`);
  await page.getByLabel('Title (Hindi)').fill(`चंद्रमा का महीना ${tag}`);

  // the pages are a list of sub-forms, not JSON text: add one, the focus goes to its first control
  await expect(page.getByRole('group', { name: /^Pages/ }).getByText('No items yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an item to Pages' }).click();
  await expect(page.getByRole('group', { name: 'Pages: item 1', exact: true }).getByRole('textbox', { name: /^Image/ })).toBeFocused();
  await fillStoryPage(page, 1, first);
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/story\/[0-9a-f-]{36}$/);
  const slug = await page.getByLabel('Slug (address)').inputValue();

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/web-stories/${slug}`);
  const counter = v.getByTestId('story-counter');
  await expect(counter).toHaveText('Page 1 of 1');
  await expect(v.getByRole('heading', { level: 1, name: first.en })).toBeVisible();

  // the admin adds a second page with its own picture and moves it to the front
  await page.getByRole('button', { name: 'Add an item to Pages' }).click();
  const entry = await fillStoryPage(page, 2, added, 'The Moon stands opposite the Sun: a night for gratitude and a short fast.');
  await entry.getByRole('button', { name: 'Move Pages: item 2 up' }).click();
  const front = page.getByRole('group', { name: 'Pages: item 1', exact: true });
  await expect(front.getByRole('textbox', { name: /^Heading \(English\)/ })).toHaveValue(added.en);
  await expect(page.getByRole('group', { name: 'Pages: item 2', exact: true }).getByRole('textbox', { name: /^Heading \(English\)/ })).toHaveValue(first.en);
  await expect(page.getByRole('button', { name: 'Move Pages: item 1 up' })).toBeDisabled();
  const saved = page.waitForResponse((r) => /\/api\/admin\/content\/story\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // the API stored both pages in the new order, the optional empty Hindi text dropped
  const stored = (await (await page.request.get(`/api/get_single_story_by_slug/${slug}`)).json()) as { data: { pages: Array<{ image: string; heading: string; text?: string }> } };
  expect(stored.data.pages.map((p) => p.heading)).toEqual([added.en, first.en]);
  expect(stored.data.pages[0].image).toMatch(/^\/upload\/.+\.webp$/);
  expect(stored.data.pages[0].image).not.toBe(stored.data.pages[1].image);

  // publishing refreshes the story page: the new page comes first, with its picture; the old one follows
  await expect(async () => {
    await v.reload();
    await expect(counter).toHaveText('Page 1 of 2', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(v.getByRole('heading', { level: 1, name: added.en })).toBeVisible();
  const picture = v.getByRole('region', { name: /^Page 1 of 2/ }).locator('img');
  await expect(picture).toHaveAttribute('src', new RegExp(`url=${encodeURIComponent(stored.data.pages[0].image).replace(/\./g, '\\.')}`));
  await v.getByRole('button', { name: 'Pause' }).click();
  await v.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Page 2 of 2');
  await expect(v.getByRole('heading', { level: 2, name: first.en })).toBeVisible();

  await v.goto(`/hi/web-stories/${slug}`);
  await expect(v.getByRole('heading', { level: 1, name: added.hi })).toBeVisible();
  await visitor.close();
});

test('the page editor removes a page and refuses to save a story without pages, with the server\'s sentence', async ({ page }) => {
  const tag = uniqueTag();
  await signInAsAdmin(page);
  await page.goto('/admin/content/story/new');
  await page.getByLabel('Title (English)').fill(`Empty story ${tag}`);
  await page.getByRole('button', { name: 'Add an item to Pages' }).click();
  await expect(page.getByRole('group', { name: 'Pages: item 1', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Pages: item 1' }).click();
  await expect(page.getByRole('group', { name: 'Pages: item 1', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A story needs at least one page.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/story\/new$/);
});
