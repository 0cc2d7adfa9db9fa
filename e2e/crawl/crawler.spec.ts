import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityProblems } from '../a11y/axe';

/**
 * No broken corners: starting from the home page in English and in Hindi, follow every internal link the pages offer
 * (header, menus, footer, home sections, lists, items) and check that each answers 200 (or a redirect to a page that
 * does), and that a real browser renders each kind of page without console errors, failed requests or serious
 * accessibility violations (axe-core, WCAG 2.2 AA), while the
 * servers log no error. This file runs in its own project after all other browser tests (playwright.config.ts), so
 * nothing else is writing to the server log meanwhile.
 */

const BASE = 'http://localhost:3000';
/** Pages fetched per route shape (e.g. /blogs/{slug}); every shape is reached, long lists are sampled. */
const PER_SHAPE = 2;
const MAX_PAGES = 600;
/** Not pages: API calls, uploads and files, Next's own assets. */
const NOT_A_PAGE = /^\/(api|upload|_next|assets|socket\.io)(\/|$)|\.(xml|txt|json|ico|svg|png|jpe?g|webp|mp3|mp4|pdf|ics)(\?|$)/;

/** The route shape of a path: literal first segment, `{x}` for the rest, query keys kept (?page=, ?q=). */
function shapeOf(url: URL): string {
  const parts = url.pathname.split('/').filter(Boolean);
  const head = parts[0] === 'hi' || parts[0] === 'en' ? parts.slice(0, 2) : parts.slice(0, 1);
  // menu sections whose sub-pages are each a page of their own kind (not items of a list)
  const sections = ['astrology-services', 'horoscope', 'rituals', 'calculators'];
  const rest = parts.slice(head.length).map((p, i) => (i === 0 && sections.includes(head[head.length - 1]!) ? p : '{x}'));
  const keys = [...url.searchParams.keys()].sort().join('&');
  return `/${[...head, ...rest].join('/')}${keys ? `?${keys}` : ''}`;
}

/** Internal page links of an HTML document. */
function linksOf(html: string, from: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"#]*)(?:#[^"]*)?"/g)) {
    const raw = m[1]!.replace(/&amp;/g, '&');
    if (!raw || raw.startsWith('mailto:') || raw.startsWith('tel:')) continue;
    const url = new URL(raw, BASE + from);
    if (url.origin !== BASE) continue;
    if (NOT_A_PAGE.test(url.pathname + url.search)) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

type Visit = { path: string; status: number; location?: string; from: string };

/** Breadth-first over internal links with HTTP only (fast), following redirects by hand. */
async function crawl(req: APIRequestContext, start: string): Promise<{ visits: Visit[]; shapes: Map<string, string> }> {
  const seen = new Set<string>([start]);
  const perShape = new Map<string, number>();
  const shapes = new Map<string, string>();
  const queue: { path: string; from: string }[] = [{ path: start, from: '(start)' }];
  const visits: Visit[] = [];
  while (queue.length && visits.length < MAX_PAGES) {
    const { path: p, from } = queue.shift()!;
    const res = await req.get(p, { maxRedirects: 0, failOnStatusCode: false });
    const status = res.status();
    const location = res.headers().location;
    visits.push({ path: p, status, location, from });
    const next: string[] = [];
    if (status >= 300 && status < 400 && location) {
      const target = new URL(location, BASE + p);
      if (target.origin === BASE) next.push(target.pathname + target.search);
    } else if (status === 200 && (res.headers()['content-type'] ?? '').includes('text/html')) {
      const shape = shapeOf(new URL(p, BASE));
      if (!shapes.has(shape)) shapes.set(shape, p);
      next.push(...linksOf(await res.text(), p));
    }
    for (const link of next) {
      if (seen.has(link)) continue;
      const shape = shapeOf(new URL(link, BASE));
      const n = perShape.get(shape) ?? 0;
      if (n >= PER_SHAPE) continue;
      perShape.set(shape, n + 1);
      seen.add(link);
      queue.push({ path: link, from: p });
    }
  }
  return { visits, shapes };
}

/**
 * Loads a page in the browser and returns what went wrong: console errors, failed requests, 4xx/5xx responses, and
 * axe's findings: over the whole document with `wholePage` (the first page of each language), else over the page's own
 * content (`#main`). The shell around it (header, menus, footer) is the same markup on every page; checked once per
 * language it costs a fifth of the time (axe took 5 s a page over the whole document on CI's two cores).
 */
async function problemsOn(page: Page, p: string, wholePage: boolean): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); };
  const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) => {
    const why = r.failure()?.errorText ?? '';
    // a request cancelled because the page moved on (prefetch, media) is not a failure of the page
    if (!why.includes('ERR_ABORTED')) problems.push(`request failed: ${r.url()} (${why})`);
  };
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.status() >= 400 && r.url().startsWith(BASE)) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    const res = await page.goto(p, { waitUntil: 'load' });
    if (res?.status() !== 200) problems.push(`HTTP ${res?.status()} for the page itself`);
    await expect(page.locator('h1').first()).toBeAttached();
    // let hydration, client fetches and link prefetches of the viewport happen
    await page.waitForLoadState('networkidle', { timeout: 1_000 }).catch(() => {});
    problems.push(...(await accessibilityProblems(page, wholePage || (await page.locator('#main').count()) === 0 ? undefined : '#main')));
  } finally {
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return problems.map((x) => `${p}: ${x}`);
}

function serverLogSince(offset: number): string[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  const text = readFileSync(file).subarray(offset).toString('utf8');
  // Next prints errors with ⨯; the API logs JSON lines, errors at level 50 and above
  return text.split('\n').filter((l) => /⨯|"level":(5|6)\d/.test(l) || /\bUnhandled|\bTypeError\b|\bInvariant/.test(l));
}

// Each language's crawl is two tests that run at the same time, one worker each (CI runs one language per pass): both
// crawl the links over HTTP and check every answer, and each asks for the flight data of, and renders in the browser,
// half of the page shapes (the crawl is repeated because it is the cheap part: about a tenth of the test).
test.describe.configure({ mode: 'parallel' });

const HALVES = 2;

for (const lang of ['en', 'hi'] as const) for (let half = 0; half < HALVES; half++) {
  test(`every internal link from the ${lang === 'en' ? 'English' : 'Hindi'} home page answers, renders cleanly and logs no server error (pages ${half + 1} of ${HALVES})`, async ({ browser }) => {
    test.setTimeout(600_000);
    const logFile = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
    const logStart = statSync(logFile).size;
    const cookies = [{ name: 'lang', value: lang, domain: 'localhost', path: '/' }];
    const req = await playwrightRequest.newContext({ baseURL: BASE, storageState: { cookies: cookies.map((c) => ({ ...c, expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const })), origins: [] } });
    const { visits, shapes } = await crawl(req, '/');
    /** this test's half of the page shapes (the first, the home page, is in the first half) */
    const mine = [...shapes.values()].filter((_, i) => i % HALVES === half);
    // what the client router asks for on a link prefetch and on navigation (through the locale rewrite): a flight
    // payload, never the HTML page (Next logs "Invariant: Expected RSC response, got text/html" when it cannot)
    const notFlight: string[] = [];
    for (const p of mine) {
      for (const headers of [{ RSC: '1', 'Next-Router-Prefetch': '1' }, { RSC: '1' }]) {
        // Next answers a request without the matching `_rsc` cache-busting parameter with a 307 to the URL that has it
        const res = await req.get(p, { headers, failOnStatusCode: false });
        const type = res.headers()['content-type'] ?? '';
        if (res.status() !== 200 || !type.startsWith('text/x-component')) notFlight.push(`${p} (${Object.keys(headers).join(', ')}) → ${res.status()} ${type}`);
      }
    }
    await req.dispose();
    expect(notFlight).toEqual([]);

    // the crawl really went through the site: header, footer and home links, lists and items
    expect(visits.length).toBeGreaterThan(80);
    for (const must of ['/pooja', '/blogs', '/horoscope', '/astrology-services/free-kundli', '/privacy-policy', '/support']) {
      expect(visits.some((v) => v.path === must), `${must} was linked and visited`).toBe(true);
    }
    const broken = visits.filter((v) => !(v.status === 200 || (v.status >= 300 && v.status < 400 && v.location)));
    expect(broken.map((v) => `${v.path} → ${v.status} (linked from ${v.from})`)).toEqual([]);

    // one page of every shape in a real browser (this test's half; the home page is checked over the whole document)
    const context = await browser.newContext({ baseURL: BASE });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [i, p] of mine.entries()) problems.push(...(await problemsOn(page, p, half === 0 && i === 0)));
    await context.close();
    expect(shapes.size).toBeGreaterThan(25);
    expect(problems).toEqual([]);
    expect(serverLogSince(logStart)).toEqual([]);
  });
}
