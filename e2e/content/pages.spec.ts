import { expect, test } from '@playwright/test';

test('a remedy page from the menu renders its content', async ({ page, isMobile }, testInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'mobile' || isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Saturn' }).click();
    await expect(page).toHaveURL(/\/remedies\/saturn$/);
  } else {
    // the top menu's Remedies submenu (from the API), used with the keyboard
    const button = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Remedies' });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('a[href^="/remedies/"]:focus')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/remedies\/[a-z0-9-]+$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Remedies' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
});

test('sitemap.xml lists the blog posts in both languages, robots.txt points to it', async ({ request }) => {
  const blogs = (await (await request.get('/api/get_blog?limit=3')).json()) as { data: { slug: string }[] };
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const b of blogs.data) {
    expect(xml).toContain(`/en/blogs/${b.slug}</loc>`);
    expect(xml).toContain(`/hi/blogs/${b.slug}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('list pages search and page; the home page shows services, signs and latest content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause the slides' }).click();
  await expect(page.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Aries/ })).toHaveAttribute('href', '/horoscope/daily/aries');
  await expect(page.getByRole('heading', { name: 'Latest from the blog' })).toBeVisible();

  await page.goto('/blogs');
  await page.getByRole('searchbox', { name: 'Search Blogs' }).fill('moon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\?q=moon/);
  await expect(page.getByText(/results for “moon”/)).toBeVisible();
});

test('the live darshan page says honestly that nothing is streaming', async ({ page }) => {
  await page.goto('/live-aarti-darshan');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Aarti Darshan' })).toBeVisible();
  await expect(page.getByTestId('darshan-none')).toContainText('No live stream is set up yet');
});

test('the home page’s pooja link opens the pooja catalogue; pooja and shop items open in English and Hindi', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('/');
  await page.locator('a[href="/pooja"]').first().click();
  await expect(page).toHaveURL(/\/pooja$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pooja booking' })).toBeVisible();
  const poojas = (await (await request.get('/api/get_pooja_booking?limit=50')).json()) as { data: { slug: string; title: string }[] };
  expect(poojas.data.length).toBeGreaterThan(0);
  const first = poojas.data[0]!;
  await page.getByRole('link', { name: first.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pooja/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  for (const path of ['/hi/pooja', `/hi/pooja/${first.slug}`, '/products', '/hi/products']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'एस्ट्रो शॉप' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('pictures fill their frames, and a card lists no file wider than a 3× screen needs', async ({ page }) => {
  // a seeded post's card (other tests publish posts of their own at the top of the list, with pictures of their own)
  await page.goto('/blogs?q=moon');
  const picture = page.locator('main article', { has: page.getByRole('link', { name: 'Understanding Your Moon Sign: The Quiet Centre of Your Chart' }) }).locator('img');
  await expect(picture).toBeVisible();
  // wait for the file the browser chose from the srcset
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const seen = await picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const frame = img.parentElement!.getBoundingClientRect();
    const widths = img.srcset.split(', ').map((c) => Number(c.trim().split(' ')[1]!.replace(/w$/, '')));
    return {
      box: [box.left, box.top, box.width, box.height].map(Math.round),
      frame: [frame.left, frame.top, frame.width, frame.height].map(Math.round),
      inlineStyle: img.getAttribute('style'),
      widths,
      chosen: Number(new URL(img.currentSrc).searchParams.get('w')),
      needed: box.width * window.devicePixelRatio,
    };
  });
  // the class draws what next/image wrote inline before: the picture covers its frame exactly
  expect(seen.inlineStyle).toBeNull();
  expect(seen.frame[2]).toBeGreaterThan(100);
  expect(seen.box).toEqual(seen.frame);
  // a card is never wider than 575 CSS px: the list stops at 1,920 (575 × 3 = 1,725), and what was chosen covers the box
  expect(Math.max(...seen.widths)).toBe(1920);
  expect(seen.chosen).toBeGreaterThanOrEqual(seen.needed);
});
