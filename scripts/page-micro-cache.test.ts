import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { rewritePageCacheHeaders } from './page-cache-headers.mjs';
// @ts-expect-error plain ESM script without types
import { createPageMicroCache, pageCacheKey } from './page-micro-cache.mjs';

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * The web server's page micro-cache in front of a stand-in for Next that answers the way Next does: a static page
 * (`s-maxage`, with an ETag), a personal page (`private, no-store`), a page that sets a cookie, a 404, a gzip answer,
 * and the revalidation endpoint. Every call the stand-in answers is counted: a cached answer never reaches it.
 */
describe('the micro-cache of anonymous static pages', () => {
  let server: http.Server;
  let base = '';
  let clock = 1_000_000;
  const reached: string[] = [];
  let version = 1;
  const cache = createPageMicroCache({ ttlMs: 1000, now: () => clock });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      rewritePageCacheHeaders(req, res);
      if (cache.handle(req, res)) return;
      reached.push(`${req.method} ${req.url} ${req.headers.cookie ?? ''}`);
      const url = req.url ?? '/';
      const lang = /lang=hi/.test(req.headers.cookie ?? '') ? 'hi' : 'en';
      if (url === '/revalidate') {
        version++;
        res.end('{"status":200}');
        return;
      }
      if (url === '/missing') {
        res.statusCode = 404;
        res.setHeader('Cache-Control', 's-maxage=300');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end('<p>not found</p>');
        return;
      }
      const html = `<!doctype html><html lang="${lang}"><p>${url} v${version}</p></html>`;
      res.setHeader('Vary', 'rsc, Accept-Encoding');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (url.startsWith('/wallet-private')) res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      else res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
      if (url === '/sets-cookie') res.setHeader('Set-Cookie', 'x=1; Path=/');
      res.setHeader('ETag', `"${lang}-${url.length}-${version}"`);
      if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync(html));
      } else {
        // written in two pieces, as a stream would
        res.write(html.slice(0, 10));
        res.end(html.slice(10));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.clear();
    reached.length = 0;
    clock += 10_000;
  });

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers a repeat of a static page itself, with the same bytes and headers, for a second', async () => {
    const first = await get('/blogs/a-post');
    expect(first.status).toBe(200);
    expect(first.headers['x-web-cache']).toBeUndefined();
    const second = await get('/blogs/a-post');
    expect(second.headers['x-web-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers['vary']).toBe('rsc, Accept-Encoding, Cookie');
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.body, 'latin1'));
    expect(reached).toHaveLength(1);
    // a HEAD is answered too, without a body
    const head = await get('/blogs/a-post', {}, 'HEAD');
    expect(head.headers['x-web-cache']).toBe('HIT');
    expect(head.body).toBe('');
    // after the second, Next is asked again
    clock += 1_001;
    expect((await get('/blogs/a-post')).headers['x-web-cache']).toBeUndefined();
    expect(reached).toHaveLength(2);
  });

  it("answers the browser's revalidation with 304 when its ETag is the copy's", async () => {
    const first = await get('/about-us');
    const again = await get('/about-us', { 'if-none-match': first.headers['etag']! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect((await get('/about-us', { 'if-none-match': '"something-else"' })).status).toBe(200);
    expect(reached).toHaveLength(1);
  });

  it('keeps each language, and each encoding, apart', async () => {
    const en = await get('/horoscope');
    const hi = await get('/horoscope', { cookie: 'lang=hi' });
    expect(hi.body).toContain('lang="hi"');
    expect(en.body).toContain('lang="en"');
    expect((await get('/horoscope', { cookie: 'consent=1; lang=hi' })).body).toBe(hi.body);
    expect((await get('/horoscope', { cookie: 'lang=en' })).body).toBe(en.body);
    const gz = await get('/horoscope', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await get('/horoscope', { 'accept-encoding': 'gzip' })).headers['x-web-cache']).toBe('HIT');
    expect((await get('/horoscope')).headers['content-encoding']).toBeUndefined();
    expect(reached).toHaveLength(3);
  });

  it('never serves or stores a signed-in request, an RSC request, or a personal answer', async () => {
    await get('/blogs');
    for (const headers of [{ cookie: 'nk_session=abc' }, { cookie: 'lang=hi; userDetails=%7B%7D' }, { authorization: 'Bearer x' }, { rsc: '1' }, { 'next-router-prefetch': '1' }]) {
      const r = await get('/blogs', headers);
      expect(r.headers['x-web-cache'], JSON.stringify(headers)).toBeUndefined();
    }
    expect((await get('/blogs?_rsc=abc')).headers['x-web-cache']).toBeUndefined();
    expect(reached).toHaveLength(7);
    // signed-in requests filled nothing: the visitor after them gets the copy stored by the first, anonymous request
    expect((await get('/blogs')).headers['x-web-cache']).toBe('HIT');

    for (const path of ['/wallet-private', '/sets-cookie', '/missing']) {
      await get(path);
      expect((await get(path)).headers['x-web-cache'], path).toBeUndefined();
    }
  });

  it('forgets every copy when Next has answered a revalidation (a publish)', async () => {
    expect((await get('/')).body).toContain('v');
    const before = (await get('/')).body;
    const r = await get('/revalidate', {}, 'POST');
    expect(r.status).toBe(200);
    const after = await get('/');
    expect(after.headers['x-web-cache']).toBeUndefined();
    expect(after.body).not.toBe(before);
  });

  it('keys only what may be shared', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers });
    expect(pageCacheKey(req('/blogs'))).toBe('/blogs|en|');
    expect(pageCacheKey(req('/blogs', { cookie: 'a=1; lang=hi' }))).toBe('/blogs|hi|');
    expect(pageCacheKey(req('/blogs', {}, 'POST'))).toBeNull();
    for (const path of ['/api/get_blog', '/_next/static/chunks/a.js', '/upload/x.webp', '/todos', '/socket.io/?EIO=4', '/revalidate']) expect(pageCacheKey(req(path)), path).toBeNull();
  });
});
