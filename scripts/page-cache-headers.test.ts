import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { browserCacheControl, rewritePageCacheHeaders, varyWithCookie } from './page-cache-headers.mjs';

describe('page caching headers for browsers', () => {
  it("turns Next's ISR header into an always-revalidate header", () => {
    expect(browserCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe('public, max-age=0, must-revalidate');
    expect(browserCacheControl('s-maxage=31536000')).toBe('public, max-age=0, must-revalidate');
  });
  it('leaves personal pages, API replies and files alone', () => {
    expect(browserCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull();
    expect(browserCacheControl('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400')).toBeNull();
    expect(browserCacheControl('public, max-age=31536000, immutable')).toBeNull();
    expect(browserCacheControl(undefined)).toBeNull();
  });
  it('adds Cookie to Vary once', () => {
    expect(varyWithCookie('rsc, next-router-state-tree, Accept-Encoding')).toBe('rsc, next-router-state-tree, Accept-Encoding, Cookie');
    expect(varyWithCookie(undefined)).toBe('Cookie');
    expect(varyWithCookie('Accept-Encoding, cookie')).toBe('Accept-Encoding, cookie');
  });

  // a real HTTP server whose handler sets headers the way Next does (setHeader, then end)
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      rewritePageCacheHeaders(req, res);
      res.setHeader('Vary', 'rsc, Accept-Encoding');
      res.setHeader('Cache-Control', req.url?.startsWith('/private') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=300, stale-while-revalidate=31535700');
      res.end('<!doctype html><p>page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a static page as always-revalidate, varying by cookie', async () => {
    const res = await fetch(`${base}/blogs/a-post`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toBe('rsc, Accept-Encoding, Cookie');
  });
  it('keeps what Next sends for personal pages and for build files', async () => {
    expect((await fetch(`${base}/private/wallet`)).headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    const file = await fetch(`${base}/_next/static/chunks/a.js`);
    expect(file.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect(file.headers.get('vary')).toBe('rsc, Accept-Encoding');
  });
});
