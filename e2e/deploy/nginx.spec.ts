import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { get, isPrivate, signedInCookies, startProxy, warm, type RunningNginx } from './nginx-helpers';

/**
 * The production layout (deploy/nginx, README "Production layout"): nginx, with the configuration `npm run start:prod`
 * renders, in front of the app the webServer started. It routes the API's paths straight to the API, keeps Next's
 * build files for a year, micro-caches anonymous HTML only, upgrades websockets and compresses.
 */
let proxy: RunningNginx;
test.beforeAll(async () => {
  proxy = await startProxy();
});
test.afterAll(async () => {
  await proxy?.stop();
});

const API = '127.0.0.1:3001';
const WEB = '127.0.0.1:3000';
/**
 * A public page: static (ISR, rendered at its first request and kept by Next), so cacheable. Pages that read the request
 * (a cookie such as /panchang's place, a list's query) are rendered per request and Next marks them `private, no-store`.
 */
const PAGE = '/horoscope';

test('the API paths are answered by the API processes, not through Next', async () => {
  const health = await get(`${proxy.origin}/api/health`);
  expect(health.status).toBe(200);
  await expect.poll(() => proxy.logOf('/api/health').at(-1)?.upstream).toBe(API);

  for (const p of ['/api/get_blog', '/todos']) {
    const res = await get(`${proxy.origin}${p}`);
    expect(res.status, `${p}: ${res.text.slice(0, 200)}`).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toBeTruthy();
    await expect.poll(() => proxy.logOf(p).at(-1)?.upstream, { message: p }).toBe(API);
  }

  // the upload limit is the API's (40 MB audio + the multipart envelope): nginx refuses more before reading it,
  // and lets a 6 MB body through to the API (which wants a session first)
  const tooBig = await get(`${proxy.origin}/upload`, { 'content-type': 'application/octet-stream', 'content-length': String(42 * 1024 * 1024) }, 'POST');
  expect(tooBig.status).toBe(413);
  const sixMb = await get(`${proxy.origin}/upload`, { 'content-type': 'multipart/form-data; boundary=x' }, 'POST', Buffer.alloc(6 * 1024 * 1024, 'a'));
  expect(sixMb.status).toBe(401);
  await expect.poll(() => proxy.logOf('/upload').find((e) => e.status === 401)?.upstream).toBe(API);
});

test('public API reads are kept for one second; personal answers and signed-in requests never are', async ({ request }) => {
  // a content list the API marks with X-Accel-Expires: the repeat within the second comes from nginx, the same bytes
  const url = `${proxy.origin}/api/get_blog?q=probe${Date.now()}`;
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(first.headers['x-cache-status']).toBe('MISS');
  expect(first.headers['x-accel-expires'], 'nginx keeps the instruction to itself').toBeUndefined();
  const second = await get(url);
  expect(second.headers['x-cache-status']).toBe('HIT');
  expect(second.text).toBe(first.text);
  expect(second.headers.etag).toBe(first.headers.etag);
  await expect.poll(() => proxy.logOf(url.slice(proxy.origin.length)).map((e) => e.cache)).toEqual(['MISS', 'HIT']);
  expect(proxy.logOf(url.slice(proxy.origin.length)).filter((e) => e.upstream === API), 'one request reached the API').toHaveLength(1);
  // and then the API is asked again: nginx counts in whole seconds, so "one second" ends within two
  await new Promise((r) => setTimeout(r, 2_100));
  expect((await get(url)).headers['x-cache-status']).not.toBe('HIT');

  // answers the API does not mark are never stored, even for visitors: each one reaches the API
  for (const p of ['/api/health', '/api/me']) {
    const a = await get(`${proxy.origin}${p}`);
    const b = await get(`${proxy.origin}${p}`);
    expect([a.headers['x-cache-status'], b.headers['x-cache-status']], p).toEqual(['MISS', 'MISS']);
  }

  // a signed-in request neither reads nor fills the cache: the visitor after it is a MISS, and gets the public answer
  const me = await signedInCookies(request);
  const fresh = `${proxy.origin}/api/get_blog?q=signed${Date.now()}`;
  const signedIn = await get(fresh, { cookie: `nk_session=${me.session}` });
  expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
  expect((await get(fresh)).headers['x-cache-status']).toBe('MISS');
  // and a signed-in user's own data is theirs: through nginx, /api/me with the cookie is the user, without it a 401
  const mine = await get(`${proxy.origin}/api/me`, { cookie: `nk_session=${me.session}` });
  expect(mine.status).toBe(200);
  expect(mine.headers['x-cache-status']).toBe('BYPASS');
  expect((await get(`${proxy.origin}/api/me`)).status).toBe(401);
});

test('build files under /_next/static are cached for a year, immutable', async () => {
  const home = await get(`${proxy.origin}/`);
  expect(home.status).toBe(200);
  const src = home.text.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(src, 'a script of the home page').toBeTruthy();
  const asset = await get(`${proxy.origin}${src}`);
  expect(asset.status).toBe(200);
  expect(asset.headers['content-type']).toMatch(/javascript/);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect.poll(() => proxy.logOf(src!).at(-1)?.upstream).toBe(WEB);
  // kept by nginx: the second request does not reach Next
  const again = await get(`${proxy.origin}${src}`);
  expect(again.headers['x-cache-status']).toBe('HIT');
  expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // a missing build file is not kept for a year
  const missing = await get(`${proxy.origin}/_next/static/chunks/not-a-chunk-${Date.now()}.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
});

test('anonymous HTML that Next marks cacheable is micro-cached; what it marks private is not', async () => {
  // the second of two quick anonymous requests is served by nginx (a query nobody asked for yet: a fresh entry)
  const url = `${proxy.origin}${PAGE}?first=${Date.now()}`;
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toMatch(/^text\/html/);
  expect(isPrivate(first.headers['cache-control']), `Next's Cache-Control for ${PAGE}: ${first.headers['cache-control']}`).toBe(false);
  expect(first.headers['x-cache-status']).toBe('MISS');
  const second = await get(url);
  expect(second.headers['x-cache-status']).toBe('HIT');
  expect(second.text).toBe(first.text);

  // a survey of public pages: cached exactly when Next allows it (nothing Next marks private is ever a HIT); the pages
  // that are the same for every visitor are all static, so all cached
  const survey: string[] = [];
  const personal = ['/panchang', '/blogs?q=moon'];
  const pages = ['/', '/about-us', '/blogs', '/products', '/astrology-services/chat-with-astrologer', '/horoscope', '/horoscope/daily', '/calculators', '/support', '/wallet', ...personal];
  // and a content page (a blog post: prerendered on first request, then revalidated)
  const post = (await get(`${proxy.origin}/blogs`)).text.match(/href="(\/blogs\/[^"?#/]+)"/)?.[1];
  if (post) pages.push(post);
  for (const p of pages) {
    const a = await get(`${proxy.origin}${p}`);
    const b = await get(`${proxy.origin}${p}`);
    const privately = isPrivate(a.headers['cache-control']);
    survey.push(`${p}: ${a.status} "${a.headers['cache-control'] ?? ''}" → ${b.headers['x-cache-status']}`);
    expect(a.status, p).toBe(200);
    expect(privately, `${p}: ${a.headers['cache-control']}`).toBe(personal.includes(p));
    if (privately) expect(b.headers['x-cache-status'], `${p} is private for Next`).toBe('MISS');
    else expect(b.headers['x-cache-status'], `${p} is cacheable for Next`).toBe('HIT');
  }
  test.info().annotations.push({ type: 'micro-cache', description: survey.join('\n') });
  console.log(`micro-cache survey (status, Next's Cache-Control → second request):\n  ${survey.join('\n  ')}`);
});

test('the language cookie is part of the cache key: English and Hindi copies of one URL stay apart', async () => {
  const en = await warm(`${proxy.origin}${PAGE}`);
  expect(en.headers['x-cache-status']).toBe('HIT');
  expect(en.text).toMatch(/<html[^>]* lang="en"/);
  const hi = await get(`${proxy.origin}${PAGE}`, { cookie: 'lang=hi' });
  expect(hi.text).toMatch(/<html[^>]* lang="hi"/);
  const hiAgain = await warm(`${proxy.origin}${PAGE}`, { cookie: 'theme=x; lang=hi' });
  expect(hiAgain.headers['x-cache-status']).toBe('HIT');
  expect(hiAgain.text).toMatch(/<html[^>]* lang="hi"/);
  // an unknown language renders English, and shares the English copy
  const other = await get(`${proxy.origin}${PAGE}`, { cookie: 'lang=fr' });
  expect(other.text).toMatch(/<html[^>]* lang="en"/);
});

test('RSC requests never share a cache entry with the HTML of the same URL', async () => {
  expect((await warm(`${proxy.origin}${PAGE}`)).headers['x-cache-status']).toBe('HIT');
  const variants: Record<string, string>[] = [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }, { 'Next-Router-State-Tree': '%5B%22%22%5D' }];
  for (const headers of variants) {
    let rsc = await get(`${proxy.origin}${PAGE}`, headers);
    expect(rsc.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS');
    // Next 16 sends an RSC request without its `_rsc` checksum to the address that has it
    if (rsc.status === 307) {
      expect(rsc.headers.location).toMatch(/[?&]_rsc\b/);
      rsc = await get(new URL(rsc.headers.location!, proxy.origin).href, headers);
      expect(rsc.headers['x-cache-status'], `${JSON.stringify(headers)} ${rsc.headers.location}`).toBe('BYPASS');
    }
    if (headers.RSC) expect(`${rsc.status} ${rsc.headers['content-type']}`).toMatch(/^200 text\/x-component/);
    else expect(rsc.text).not.toBe('');
  }
  // and the page itself is still the HTML from the cache
  const html = await get(`${proxy.origin}${PAGE}`);
  expect(html.headers['content-type']).toMatch(/^text\/html/);
  expect(html.headers['x-cache-status']).toBe('HIT');
  expect(html.text).toMatch(/^<!DOCTYPE html>/i);
});

test('signed-in requests never read or fill the cache; visitors never get each other\'s pages', async ({ request, browser }) => {
  const me = await signedInCookies(request);
  const session = `nk_session=${me.session}`;

  // an anonymous copy is in the cache…
  expect((await warm(`${proxy.origin}${PAGE}`)).headers['x-cache-status']).toBe('HIT');
  // …and no signed-in request gets it (nor any other cached page)
  for (const cookie of [session, `lang=en; ${session}`, `userDetails=${me.userDetails}`, `${session}; userDetails=${me.userDetails}`]) {
    for (const p of [PAGE, '/', '/wallet']) {
      const res = await get(`${proxy.origin}${p}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers['x-cache-status'], `${p} with ${cookie.slice(0, 20)}…`).toBe('BYPASS');
    }
  }

  // a signed-in answer is never stored: on a URL nobody asked for yet, the anonymous request after it is a MISS
  // (and the anonymous answer is what the next anonymous visitor gets)
  for (const p of [`/wallet?probe=${Date.now()}`, `/?probe=${Date.now()}`]) {
    expect((await get(`${proxy.origin}${p}`, { cookie: `${session}; userDetails=${me.userDetails}` })).headers['x-cache-status']).toBe('BYPASS');
    const anonymous = await get(`${proxy.origin}${p}`);
    expect(anonymous.headers['x-cache-status'], p).toBe('MISS');
    const next = await get(`${proxy.origin}${p}`);
    if (!isPrivate(anonymous.headers['cache-control'])) expect(next.headers['x-cache-status'], p).toBe('HIT');
  }

  // in a browser through nginx: the signed-in user sees their own wallet, a visitor after them the log-in prompt
  const signedIn = await browser.newContext({ baseURL: proxy.origin });
  await signedIn.addCookies([
    { name: 'nk_session', value: me.session, url: proxy.origin },
    { name: 'userDetails', value: me.userDetails, url: proxy.origin },
  ]);
  const page = await signedIn.newPage();
  await page.goto('/wallet');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByText('No transactions yet.', { exact: false })).toBeVisible();
  await signedIn.close();

  const visitor = await browser.newContext({ baseURL: proxy.origin });
  const anonymousPage = await visitor.newPage();
  await anonymousPage.goto('/wallet');
  await expect(anonymousPage.getByText('Please log in to see your wallet.')).toBeVisible();
  await expect(anonymousPage.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await visitor.close();
});

test('socket.io connects through nginx (websocket upgrade, and long-polling)', async () => {
  for (const transports of [['websocket'], ['polling']] as const) {
    const socket: Socket = io(proxy.origin, { path: '/socket.io', addTrailingSlash: false, transports: [...transports], reconnection: false, timeout: 10_000 });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (err) => reject(new Error(`${transports[0]}: ${err.message}`)));
      });
      expect(socket.connected).toBe(true);
      expect(socket.io.engine.transport.name).toBe(transports[0]);
    } finally {
      socket.disconnect();
    }
  }
  await expect.poll(() => proxy.logOf('/socket.io?EIO=4&transport=websocket').at(-1)).toEqual({ status: 101, upstream: API, cache: '-' });
});

test('HTML is gzipped for clients that accept it, and plain for those that do not (from the same cached copy)', async () => {
  await warm(`${proxy.origin}${PAGE}`);
  const gz = await get(`${proxy.origin}${PAGE}`, { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers.vary ?? '').toMatch(/Accept-Encoding/i);
  const html = gunzipSync(gz.body).toString('utf8');
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  const plain = await get(`${proxy.origin}${PAGE}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['x-cache-status']).toBe('HIT');
  expect(plain.text).toBe(html);
  // build files too
  const src = plain.text.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)![1];
  expect((await get(`${proxy.origin}${src}`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
});
