import { expect, test, type Page } from '@playwright/test';
import { deflateSync, crc32 } from 'node:zlib';
import { codeFor, signIn } from './helpers';

/** Every entry of the page's Cache Storage: the cache's name and the entry's path. */
function cacheEntries(page: Page) {
  return page.evaluate(async () => {
    const out: { cache: string; path: string }[] = [];
    if (!('caches' in window)) return out;
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push({ cache: name, path: new URL(r.url).pathname });
    return out;
  });
}

test('Log Out revokes the session and clears local storage, session storage, cookies and caches, then goes to /', async ({ page, request, context }) => {
  await page.goto('/blogs');
  await signIn(page, request);
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['nk_session', 'userDetails']));
  // once the service worker controls the page, a page load leaves a copy of the page in its cache (public/sw.js)
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { message: 'the service worker controls the page' }).toBe(true);
  await page.goto('/blogs');
  await expect.poll(async () => (await cacheEntries(page)).map((c) => c.path), { message: 'the copy of /blogs is stored' }).toContain('/blogs');
  await page.evaluate(async () => {
    window.sessionStorage.setItem('successfull', '{"order":1}');
    window.localStorage.setItem('failed', '{"order":2}');
    document.cookie = 'tracking=1; path=/';
    if ('caches' in window) await (await caches.open('nk-test')).put('/x', new Response('x'));
  });

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // every cache from before the log-out is gone (the service worker may start fresh ones on the new page: those hold
  // only what was fetched after it, never the signed-in pages or the test's own entry)
  const cached = await cacheEntries(page);
  expect(cached.filter((c) => c.cache === 'nk-test' || c.path === '/x' || c.path === '/blogs')).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('nk_session');
  // the server forgot the session too
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('a signed-in user who is not an admin is sent from /admin/anything to /admin', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, request);
  await page.goto('/admin/anything/at-all');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await expect(page.getByText('not an administrator', { exact: false })).toBeVisible();
});

test('a visitor on /admin/users is sent to /admin; the demo admin signs in to the console', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('E-mail').fill('admin@nakshatra.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form [role="alert"]')).toHaveText('The e-mail or password is not right.');
  await page.getByLabel('Password').fill('nakshatra-demo-admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the profile page edits the signed-in user and shows validation messages by the fields', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, request);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.locator('#profile-dropdown').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByLabel('Time of birth').fill('06:30');
  await page.getByLabel('Picture address').fill('http://not-https.example/a.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Picture must be an uploaded image address.')).toBeVisible();

  await page.getByLabel('Picture address').fill('');
  await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await page.getByLabel('Place of birth').fill('Varanasi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Place of birth')).toHaveValue('Varanasi');
  await page.getByRole('button', { name: /^Account menu/ }).hover();
  await expect(page.locator('#profile-dropdown')).toContainText('Asha Verma');
});

test('the e-mail address changes only with the code sent to the new address', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, request);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.locator('#profile-dropdown').getByRole('link', { name: 'Profile' }).click();
  const box = page.getByTestId('email-change');
  await expect(box).toContainText('No e-mail address yet.');
  await box.getByRole('button', { name: 'Add an e-mail address' }).click();
  const address = `asha.${Date.now()}@example.in`;
  await box.getByLabel('New e-mail address').fill(address);
  await box.getByRole('button', { name: 'Send code' }).click();
  await expect(box).toContainText(`We sent a 4-digit code to ${address}.`);
  // nothing is stored before the code
  const userId = new URL(page.url()).searchParams.get('id')!;
  expect((await (await page.request.get(`/api/get_single_users/${userId}`)).json()).data.email).toBeNull();
  const code = await codeFor(request, address);
  await page.getByTestId('email-change').getByLabel('Code from the e-mail').fill(String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await page.getByTestId('email-change').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('email-change').getByRole('alert')).toContainText('Invalid OTP');
  await page.getByTestId('email-change').getByLabel('Code from the e-mail').fill(code);
  await page.getByTestId('email-change').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('email-change')).toContainText(address);
});

test('a user uploads a profile photo; the avatar shows the re-encoded picture', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, request);
  const id = JSON.parse(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'userDetails')!.value)).id;
  await page.goto(`/user-profile?id=${id}`);
  // a small PNG made here: the server checks the bytes, decodes and re-encodes it
  const png = solidPng(48, 48, [245, 158, 11]);
  await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo uploaded. Save your changes to use it.')).toBeVisible();
  await expect(page.getByLabel('Picture address')).toHaveValue(/^\/upload\/.+\.webp$/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  const src = await page.locator('form').getByRole('img', { name: 'Profile picture' }).getAttribute('src');
  expect(src).toMatch(/\/upload\//);
});

/** A valid RGB PNG of one colour (signature, IHDR, IDAT, IEND with their CRCs). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
