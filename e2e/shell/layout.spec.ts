import { expect, test } from '@playwright/test';


test.describe('layout rule', () => {
  for (const path of ['/successfull', '/failed', '/admin', '/web-stories/nine-planets']) {
    test(`${path} renders alone, without header and footer`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    });
  }

  test('other pages show header, page and footer; a feature still being built says so', async ({ page }) => {
    await page.goto('/astrology-services');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Astrology Services' })).toBeVisible();
    await expect(page.getByText('We are building this part of Nakshatra.')).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Nakshatra`);
    await expect(footer).toContainText('care@nakshatra.example');
    for (const [name, href] of [
      ['Live Aarti Darshan', '/live-aarti-darshan'],
      ['Live Temple Darshan', '/live-temple-darshan'],
      ['Wallet', '/wallet'],
      ['About Us', '/about-us'],
      ['Refund Policy', '/refund-policy'],
      ['Join As Astrologer', '/astro-registration'],
      ['Customer Support', '/support'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('an unknown web story renders alone too, as a 404', async ({ page }) => {
    const res = await page.goto('/web-stories/no-such-story');
    expect(res?.status()).toBe(404);
    await expect(page.locator('header')).toHaveCount(0);
  });

  test('an unknown path answers 404 with a page inside the shell', async ({ page }) => {
    const res = await page.goto('/no-such-page/anywhere');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header by width', () => {
  test('Chat and Talk with the live dot show from 769px and hide below', async ({ page }, info) => {
    await page.goto('/');
    const width = info.project.use.viewport?.width ?? 1280;
    const chat = page.getByTestId('chat-button');
    const talk = page.getByTestId('talk-button');
    if (width < 769) {
      await expect(chat).toBeHidden();
      await expect(talk).toBeHidden();
    } else {
      await expect(chat).toBeVisible();
      await expect(talk).toBeVisible();
      await expect(chat).toHaveAttribute('href', '/astrology-services/chat-with-astrologer');
    }
  });

  // the top menu shows from 1040px: only the wide project runs this (playwright.config.ts, tag @wide)
  test('top menu: submenus open on hover, close when the pointer leaves, and work by keyboard', { tag: '@wide' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const services = nav.getByRole('button', { name: 'Astrology Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.hover();
    await expect(nav.getByRole('link', { name: 'Kundli Matching' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Kundli Matching' })).toBeHidden();

    await nav.getByRole('button', { name: 'Horoscope' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Daily Horoscope' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Weekly Horoscope' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Weekly Horoscope' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Horoscope' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  // the side menu replaces the top menu under 1040px: only the narrow project runs this (tag @narrow)
  test('under 1040px the side menu opens from the menu icon and closes by overlay, close icon, Escape or a link', { tag: '@narrow' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Astrology Services' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });

    await open.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const planet of ['Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars', 'Sade Sati']) {
      await expect(menu.getByRole('link', { name: planet, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/katha');
    await page.getByTestId('side-menu-overlay').click({ position: { x: 360, y: 400 } });
    await expect(menu).toBeHidden();

    await open.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'Saturn' }).click();
    await expect(page).toHaveURL(/\/remedies\/saturn$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Remedies for Saturn' })).toBeVisible();
  });
});
