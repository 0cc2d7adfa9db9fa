import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './helpers';

/**
 * Pages that are the same for every visitor are static (ISR, features/content/static.ts): Next renders each language's
 * copy once and serves it from its cache until the CMS publishes or the data's period runs out. The URL carries no
 * language (the `lang` cookie does), so browsers get `public, max-age=0, must-revalidate` with `Vary: Cookie` and ask
 * again each time with the ETag (scripts/page-cache-headers.mjs). A list asked with a query is rendered per request by
 * its query twin (features/lists/query-lists.ts).
 */

const STATIC_HEADER = 'public, max-age=0, must-revalidate';

/**
 * Whether an answer came from a cache: the web server's one-second copy (`X-Web-Cache: HIT`, scripts/page-micro-cache.mjs)
 * or Next's own (`x-nextjs-cache: HIT`, or `STALE` while it regenerates in the background).
 */
const fromCache = (headers: Record<string, string>) => headers['x-web-cache'] === 'HIT' || /^(HIT|STALE)$/.test(headers['x-nextjs-cache'] ?? '');

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers, maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), text: res.status() === 304 ? '' : await res.text() };
}

/**
 * The answer once it comes from a cache. Other tests publish in parallel, and a publish clears the copies between two
 * requests now and then, so this asks again (for up to 10 s) rather than once; a page that is never cached still fails.
 */
async function cached(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  let last: Awaited<ReturnType<typeof get>> | undefined;
  await expect
    .poll(async () => fromCache((last = await get(request, path, headers)).headers) || JSON.stringify(last.headers), { message: `${path} is served from a cache`, timeout: 10_000 })
    .toBe(true);
  return last!;
}

/** A page's visible text, roughly (no scripts, styles or tags). */
const plainText = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const blogs = (await (await request.get('/api/get_blog?limit=1')).json()) as { data: { slug: string }[] };
  const astrologers = (await (await request.get('/api/get_astrologer/?limit=1')).json()) as { data: { id: string }[] };
  expect(blogs.data.length, 'a seeded blog post').toBeGreaterThan(0);
  expect(astrologers.data.length, 'a seeded astrologer').toBeGreaterThan(0);
  return [
    '/', '/about-us', '/privacy-policy', '/terms-and-conditions', '/refund-policy',
    '/blogs', '/news', '/products', '/remedies', '/rituals/aarti', '/audio-podcast',
    '/astrology-services/chat-with-astrologer', '/astrology-services/talk-to-astrologer',
    `/blogs/${blogs.data[0]!.slug}`, '/horoscope/daily/aries', `/astrologers/${astrologers.data[0]!.id}`,
  ];
}

test('public pages are static: kept by Next per language, revalidated by the browser with their ETag', async ({ request }) => {
  for (const path of await publicPages(request)) {
    const first = await get(request, path);
    expect(first.status, path).toBe(200);
    const en = await cached(request, path);
    expect(en.headers['cache-control'], path).toBe(STATIC_HEADER);
    expect(en.headers['vary'], path).toMatch(/\bCookie\b/);
    expect(en.text, path).toMatch(/<html[^>]* lang="en"/);
    const etag = en.headers['etag'];
    expect(etag, `${path} has an ETag`).toBeTruthy();

    // the browser's revalidation: the same copy answers 304 without a body (the directories and profiles regenerate every
    // 15 s, and other tests change astrologers meanwhile: a copy may have been replaced since, so ask with the newest ETag)
    await expect
      .poll(async () => (await get(request, path, { 'if-none-match': (await get(request, path)).headers['etag']! })).status, { message: `${path} revalidated with its ETag` })
      .toBe(304);

    // the same URL with the Hindi cookie is another copy: the English ETag does not match it
    const hi = await get(request, path, { cookie: 'lang=hi', 'if-none-match': etag! });
    expect(hi.status, `${path} in Hindi is not the English copy`).toBe(200);
    expect(hi.text, path).toMatch(/<html[^>]* lang="hi"/);
    expect(hi.headers['etag'], path).not.toBe(etag);
    const hiAgain = await cached(request, path, { cookie: 'lang=hi' });
    expect(hiAgain.text, `${path} in Hindi is cached too`).toMatch(/<html[^>]* lang="hi"/);
  }
});

test('personal pages stay per request, and so does a list asked with a query (its twin has no address of its own)', async ({ request }) => {
  for (const path of ['/panchang', '/recharge', '/user-profile']) {
    const res = await get(request, path);
    expect(res.headers['cache-control'], path).toMatch(/private|no-store/);
    expect(res.headers['x-nextjs-cache'], path).toBeUndefined();
    expect((await get(request, path)).headers['x-web-cache'], path).toBeUndefined();
  }

  // a search: rendered for this query, never cached as the list
  const nothing = `zz${uniqueTag()}`;
  const search = await get(request, `/blogs?q=${nothing}`);
  expect(search.status).toBe(200);
  expect(search.headers['cache-control']).toMatch(/private|no-store/);
  expect(search.text).toContain(`Nothing matches “${nothing}”.`);
  const hiSearch = await get(request, `/blogs?q=${nothing}`, { cookie: 'lang=hi' });
  expect(hiSearch.text).toContain(`“${nothing}” से मेल खाता कुछ नहीं मिला।`);
  // a later page and the shop's filter
  const page2 = await get(request, '/blogs?page=2');
  const total = ((await (await request.get('/api/get_blog?limit=1')).json()) as { total: number }).total;
  if (total > 12) expect(page2.text).toContain(`Page 2 of ${Math.ceil(total / 12)}`);
  else expect(page2.text, 'page 2 of a one-page list is empty').toContain('Nothing here yet.');
  expect(plainText(page2.text)).not.toEqual(plainText((await get(request, '/blogs')).text));
  expect((await get(request, '/products?in_stock=true')).headers['cache-control']).toMatch(/private|no-store/);
  // a query the list does not read (a campaign's tag) is the static copy
  const tagged = await cached(request, '/blogs?utm_source=newsletter');
  expect(tagged.headers['cache-control']).toBe(STATIC_HEADER);
  // the twin's address is not public
  for (const path of ['/list-query/blogs', '/hi/list-query/blogs', '/en/list-query/blogs?page=2']) expect((await get(request, path)).status, path).toBe(404);
});

test('a publish regenerates the static pages that show it, in both languages', async ({ page, request }) => {
  // warm the static copies first, so the test sees them change rather than a first render
  for (const path of ['/', '/blogs']) {
    await cached(request, path);
  }
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const title = { en: `Mercury retrograde, calmly ${tag}`, hi: `बुध वक्री, शांति से ${tag}` };
  const created = await page.request.post('/api/admin/content/blog', {
    data: { status: 'published', fields: { title, summary: { en: 'What the three weeks ask of us.', hi: 'वे तीन सप्ताह हमसे क्या माँगते हैं।' }, body: { en: '<p>Slow down and read twice.</p>' } } },
  });
  expect(created.status()).toBe(200);
  // the API tells the web app (revalidateTag, revalidatePath): the next visits show the post on the cached pages
  for (const path of ['/blogs', '/']) {
    await expect.poll(async () => (await get(request, path)).text.includes(title.en), { message: `${path} shows the new post`, timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await get(request, path, { cookie: 'lang=hi' })).text.includes(title.hi), { message: `${path} in Hindi`, timeout: 20_000 }).toBe(true);
    expect((await get(request, path)).headers['cache-control'], `${path} is still static`).toBe(STATIC_HEADER);
  }
});

test('after a switch to Hindi, a page the browser kept in English comes back in Hindi', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // a full load of a page the browser has an English copy of: it asks again (the cookie changed the answer)
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About Nakshatra');
  await page.goBack();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
