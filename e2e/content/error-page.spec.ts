import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The built web app (the one the test server built) started a second time on its own port, reading the API
 * through a switch we control: "down" drops every connection, as a stopped API would; "up" forwards to the
 * real API of the test run.
 */
async function webWithSwitchableApi() {
  let isUp = false;
  const proxy = http.createServer((req, res) => {
    if (!isUp) return void req.socket.destroy();
    const upstream = http.request({ host: '127.0.0.1', port: 3001, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  const apiPort = (proxy.address() as AddressInfo).port;
  const webPort = await new Promise<number>((ok) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => ok(port));
    });
  });
  // Its own copy of the build folder (not the compiler's cache): pages are static, and a page cache shared with the
  // test server could be filled at any moment by another test (a prefetch of the newest post from the home page), so
  // this server would serve that page without its API.
  const distDir = `.next-error-page-${process.pid}-${Date.now()}`;
  const webDir = path.join(root, 'apps/web');
  cpSync(path.join(webDir, process.env.NEXT_DIST_DIR || '.next'), path.join(webDir, distDir), { recursive: true, filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) && !src.endsWith(`${path.sep}cache`) });
  const web: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort), '-H', '127.0.0.1'], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, API_INTERNAL_URL: `http://127.0.0.1:${apiPort}` },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${webPort}`;
  for (let i = 0; i < 120; i++) {
    if (web.exitCode !== null) throw new Error(`next start exited with ${web.exitCode}`);
    if (await fetch(`${origin}/robots.txt`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    setUp: (up: boolean) => { isUp = up; },
    close: async () => {
      web.kill('SIGTERM');
      await new Promise<void>((ok) => proxy.close(() => ok()));
      rmSync(path.join(webDir, distDir), { recursive: true, force: true });
    },
  };
}

test('when the API is down a page says so in the visitor\'s language and comes back with "Try again"', async ({ page }) => {
  // a post no page has been rendered for yet (rendered pages are cached on disk and served without the API)
  await signInAsAdmin(page);
  const tag = uniqueTag();
  const created = await page.request.post('/api/admin/content/blog', {
    data: { status: 'published', fields: { title: { en: `Rahu and Ketu, the nodes ${tag}`, hi: `राहु और केतु, छाया ग्रह ${tag}` }, body: { en: '<p>The two points where the Moon crosses the Sun\'s path.</p>' } } },
  });
  expect(created.status()).toBe(200);
  const post = (await created.json()).data as { slug: string; title: string };
  const site = await webWithSwitchableApi();
  try {
    await page.goto(`${site.origin}/blogs/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByText('We could not load this page.')).toBeVisible();
    // inside the site's frame: the header and its navigation are still there
    await expect(page.getByRole('banner')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    // still down: "Try again" fetches the page again (an RSC request for this page, not a prefetch of the header's
    // links) and the same page stays. Clicked until a refresh is seen: a click before hydration does nothing.
    let refreshes = 0;
    page.on('request', (r) => {
      const h = r.headers();
      if (h['rsc'] === '1' && !h['next-router-prefetch'] && new URL(r.url()).pathname === `/blogs/${post.slug}`) refreshes++;
    });
    await expect(async () => {
      await retry.click();
      expect(refreshes).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(retry).toBeEnabled();

    site.setUp(true);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    site.setUp(false);
    await page.goto(`${site.origin}/hi/blogs/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'यह पृष्ठ लोड नहीं हो सका' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'फिर कोशिश करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  } finally {
    await site.close();
  }
});
