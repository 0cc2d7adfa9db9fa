/**
 * Measures the kundli and horoscope pages of a running app: Largest Contentful Paint (PerformanceObserver,
 * `largest-contentful-paint`, buffered) and first-load JavaScript (the sum of the transfer sizes of every script
 * the page loads on a cold first visit, from Resource Timing). Not a test: it prints a table.
 *
 *   npm start   (or any running build)    then    npx tsx apps/web/scripts/measure-pages.ts [baseUrl]
 *
 * Each page is visited once to warm the server's cache (pages rendered at first visit), then measured RUNS times
 * in fresh browser contexts (cold HTTP cache); the median is printed. No network or CPU throttling: the figures
 * are for comparing builds on one machine, not field data.
 */
import { chromium, type Browser } from '@playwright/test';

const BASE = process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = ['/astrology-services/free-kundli', '/horoscope', '/horoscope/daily', '/horoscope/daily/aries', '/hi/horoscope/weekly/leo'];
const VIEWPORTS = [
  { name: 'mobile 375', width: 375, height: 740 },
  { name: 'desktop 1280', width: 1280, height: 800 },
];

type Sample = { lcpMs: number; jsBytes: number; jsFiles: number };

async function measure(browser: Browser, path: string, viewport: { width: number; height: number }): Promise<Sample> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(BASE + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.initiatorType === 'script' || /\.js(\?|$)/.test(r.name));
    return {
      lcpMs: (window as unknown as { __lcp: number }).__lcp,
      jsBytes: scripts.reduce((s, r) => s + (r.transferSize || r.encodedBodySize), 0),
      jsFiles: scripts.length,
    };
  });
  await context.close();
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const rows: string[] = [];
  try {
    for (const path of PAGES) {
      const warm = await browser.newPage();
      await warm.goto(BASE + path);
      await warm.close();
      for (const vp of VIEWPORTS) {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, path, vp));
        const lcp = median(samples.map((s) => s.lcpMs));
        const js = median(samples.map((s) => s.jsBytes));
        rows.push(`| ${path} | ${vp.name} | ${Math.round(lcp)} ms | ${(js / 1024).toFixed(1)} KiB (${samples[0].jsFiles} files) |`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Measured against ${BASE}, median of ${RUNS} cold visits, no throttling.\n`);
  console.log('| page | viewport | LCP | first-load JS (transferred) |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
