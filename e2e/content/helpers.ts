import { expect, type Page } from '@playwright/test';

/** The demo admin of `npm start` (README). */
export const demoAdmin = { email: 'admin@nakshatra.local', password: 'nakshatra-demo-admin' };

/** Signs the page's browser context in as the demo admin (the session cookie is shared with the page). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/login', { data: demoAdmin });
  expect(res.status(), 'admin sign-in').toBe(200);
}

/** A 1×1 PNG: enough for the upload pipeline (magic bytes, decode, re-encode). */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A random suffix so parallel projects write different posts. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
