import { expect, test, type Page } from '@playwright/test';

/** Visible interactive items of the header bar, with their boxes (menus closed). */
async function headerItems(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const items = [...bar.querySelectorAll<HTMLElement>('a[href], button, select, input')].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // skip things that are not laid out (closed menus, the side menu, the skip link until focused)
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"], dialog:not([open])') && !el.classList.contains('skip-link');
    });
    return items
      .filter((el) => !items.some((other) => other !== el && other.contains(el))) // a control inside a link counts once
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
  });
}

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 375, 768, 1040, 1280, 1440]) {
    test(`header at ${width}px (${lang}): nothing overlaps, nothing leaves the viewport, no sideways scrolling @wide`, async ({ page, context }) => {
      await context.addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Login' : 'लॉग इन', exact: true })).toBeEnabled();
      await page.evaluate(() => document.fonts.ready);

      const scroll = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(scroll.page, 'the page is no wider than the viewport').toBeLessThanOrEqual(scroll.view);

      const items = await headerItems(page);
      expect(items.length).toBeGreaterThanOrEqual(width < 1040 ? 4 : 8);
      const outside = items.filter((i) => i.left < 0 || i.right > width + 0.5);
      expect(outside.map((i) => `${i.name} [${Math.round(i.left)}–${Math.round(i.right)}]`)).toEqual([]);
      const overlaps: string[] = [];
      for (let a = 0; a < items.length; a += 1) {
        for (let b = a + 1; b < items.length; b += 1) {
          const x = items[a]!;
          const y = items[b]!;
          const w = Math.min(x.right, y.right) - Math.max(x.left, y.left);
          const h = Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top);
          if (w > 0.5 && h > 0.5) overlaps.push(`${x.name} × ${y.name} (${Math.round(w)}×${Math.round(h)} px)`);
        }
      }
      expect(overlaps).toEqual([]);
    });
  }
}
