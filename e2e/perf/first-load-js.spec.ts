import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The JavaScript budget of issue 13, measured as ../shared/perf/first-load-js.sh measures it: every <script src> under
 * /_next/static/ in a page's HTML (not `nomodule` ones), fetched once, gzip level 9, summed. "Shared" is what every
 * listed page loads. The README gives the figures; this test fails when the shell or a page grows past its budget.
 */
const KB = 1024; // kB as first-load-js.sh counts them
const SHARED_BUDGET = 150 * KB;
const budgets: Array<{ path: string; max: number }> = [
  { path: '/', max: 152 * KB },
  { path: '/blogs', max: 152 * KB },
  { path: '/horoscope/daily/aries', max: 152 * KB },
  // the target for these two is 190 kB; they load 157 and 155 kB since the saved-kundli report view and
  // react-hot-toast left their first load (28 Nov), and the budget keeps them there
  { path: '/astrology-services/free-kundli', max: 162 * KB },
  { path: '/astrology-services/chat-with-astrologer', max: 162 * KB },
  // a product with its buy panel and a pooja with its booking panel (islands over a server-rendered page)
  // the calculators check their forms on the server (they loaded zod, 31 kB, until 28 Nov)
  { path: '/numerology', max: 155 * KB },
  { path: '/calculators/love', max: 155 * KB },
  // the support form checks with zod-free rules; the registration form fetches the API's schema at its first check and
  // no longer loads the socket.io client
  { path: '/support', max: 155 * KB },
  { path: '/astro-registration', max: 168 * KB },
  { path: '/products/panchmukhi-rudraksha', max: 153 * KB },
  { path: '/pooja/satyanarayan-katha', max: 153 * KB },
];

const sizes = new Map<string, number>();

async function scriptsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src && src.startsWith('/_next/static/')) out.push(src.replace(/&amp;/g, '&'));
  }
  return [...new Set(out)];
}

async function gzipSize(request: APIRequestContext, src: string): Promise<number> {
  const known = sizes.get(src);
  if (known !== undefined) return known;
  const res = await request.get(src, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status(), src).toBe(200);
  const size = gzipSync(await res.body(), { level: 9 }).length;
  sizes.set(src, size);
  return size;
}

test('public pages stay within their first-load JavaScript budget', async ({ request }) => {
  const perPage = new Map<string, string[]>();
  for (const { path } of budgets) perPage.set(path, await scriptsOf(request, path));
  const report: string[] = [];
  for (const { path, max } of budgets) {
    let total = 0;
    for (const src of perPage.get(path)!) total += await gzipSize(request, src);
    report.push(`${path}: ${(total / KB).toFixed(1)} kB (budget ${max / KB} kB)`);
    expect(total, `${path} loads ${(total / KB).toFixed(1)} kB of JavaScript, over its ${max / KB} kB budget`).toBeLessThanOrEqual(max);
  }
  const shared = [...perPage.values()].reduce((common, list) => common.filter((s) => list.includes(s)));
  let sharedTotal = 0;
  for (const src of shared) sharedTotal += await gzipSize(request, src);
  report.push(`shared by all: ${(sharedTotal / KB).toFixed(1)} kB (budget ${SHARED_BUDGET / KB} kB)`);
  console.log(report.join('\n'));
  expect(sharedTotal, `the shell's shared JavaScript is ${(sharedTotal / KB).toFixed(1)} kB`).toBeLessThanOrEqual(SHARED_BUDGET);
  // the lean shell: no zod and no socket.io client in any of these pages' first load
  for (const [path, list] of perPage) {
    for (const src of list) {
      const body = (await (await request.get(src)).text());
      expect(/ZodError|\$ZodType/.test(body), `${path} loads zod in ${src}`).toBe(false);
      expect(/engine\.io|socket\.io-client|EIO=/.test(body), `${path} loads the socket.io client in ${src}`).toBe(false);
    }
  }
});
