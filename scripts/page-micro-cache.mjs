// A micro-cache of anonymous static pages in the web server (`npm start` and the production layout's web processes):
// a copy of each static page Next sent, per URL and language, kept for a second (WEB_PAGE_CACHE_MS) and answered
// without entering Next. It keeps exactly what nginx's micro-cache keeps in the production layout (deploy/nginx):
//   - only GET and HEAD of pages, never with the session cookie `nk_session`, the display cookie `userDetails` or an
//     Authorization header, never Next's RSC requests (their answer is a flight payload for the same URL);
//   - only answers that Next marks static (ISR: `s-maxage`, which scripts/page-cache-headers.mjs turns into
//     `public, max-age=0, must-revalidate`), status 200, HTML, and that set no cookie. A static page reads no cookie, no
//     header and no query string of the request (Next would have rendered it per request), so one copy serves every
//     visitor with the same URL, language (`lang` cookie, which picks the page) and Accept-Encoding.
// A publish clears it: the API's POST /revalidate passes through this server, and every copy goes once Next answers it.

import { beforeHeaders } from './before-headers.mjs';
import { NOT_PAGES, STATIC_PAGE_CACHE_CONTROL } from './page-cache-headers.mjs';

const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
const PERSONAL_COOKIE = /(?:^|;\s*)(?:nk_session|userDetails)=/;
// headers that belong to one answer, not to the stored page
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-nextjs-cache']);

/** The cache key of a request, or null when the request must go to Next (and its answer must not be stored). */
export function pageCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (NOT_PAGES.test(url) || /[?&]_rsc=/.test(url)) return null;
  const h = req.headers;
  if (h.authorization || RSC_HEADERS.some((name) => h[name] !== undefined)) return null;
  const cookie = h.cookie ?? '';
  if (PERSONAL_COOKIE.test(cookie)) return null;
  const lang = /(?:^|;\s*)lang=hi(?:;|$)/.test(cookie) ? 'hi' : 'en';
  return `${url}|${lang}|${h['accept-encoding'] ?? ''}`;
}

/** Whether `etag` is among the If-None-Match header's tags. */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} options
 */
export function createPageMicroCache({ ttlMs = 1000, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, headers: [string, string | string[]][], body: Buffer, etag: string | undefined }>} */
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
    const e = entries.get(key);
    if (e) { bytes -= e.body.length; entries.delete(key); }
  };
  const clear = () => { entries.clear(); bytes = 0; };

  function store(key, headers, body) {
    if (body.length > maxBytes / 8) return;
    drop(key);
    const etag = headers.find(([k]) => k === 'etag')?.[1];
    entries.set(key, { expires: now() + ttlMs, headers, body, etag: typeof etag === 'string' ? etag : undefined });
    bytes += body.length;
    // oldest first (Map keeps insertion order)
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k);
    }
  }

  return {
    get size() { return entries.size; },
    clear,
    /**
     * Answers the request from the cache (true), or prepares `res` to store what Next sends (false). Call before
     * handing the request to Next, after the headers hook of page-cache-headers.mjs.
     */
    handle(req, res) {
      if (ttlMs <= 0) return false;
      // a publish: Next revalidates its pages; the copies here go as soon as it has answered
      if (req.method === 'POST' && /^\/revalidate(\?|$)/.test(req.url ?? '')) {
        res.once('finish', () => { if (res.statusCode === 200) clear(); });
        return false;
      }
      const key = pageCacheKey(req);
      if (!key) return false;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader('X-Web-Cache', 'HIT');
        if (matches(req.headers['if-none-match'], hit.etag)) {
          res.removeHeader('content-length');
          res.removeHeader('content-encoding');
          res.statusCode = 304;
          res.end();
        } else {
          res.statusCode = 200;
          res.end(req.method === 'HEAD' ? undefined : hit.body);
        }
        return true;
      }
      if (hit) drop(key);
      if (req.method !== 'GET') return false;

      // store the answer if it is a static page: its body is collected as it goes out (a first write sends the headers
      // itself, so collection starts before them), and dropped when its headers say it is not one
      let chunks = [];
      // after page-cache-headers.mjs's hook (added first), which turns Next's static mark into the browser's header
      beforeHeaders(res, (r, status, headersGiven) => {
        const cacheControl = String(r.getHeader('cache-control') ?? '');
        const type = String(r.getHeader('content-type') ?? '');
        const storable = !headersGiven && status === 200 && cacheControl === STATIC_PAGE_CACHE_CONTROL && type.startsWith('text/html') && r.getHeader('set-cookie') === undefined;
        if (!storable) chunks = null;
      });
      const collect = (chunk, encoding) => {
        if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      };
      const write = res.write;
      res.write = function (chunk, encoding, cb) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, cb);
      };
      const end = res.end;
      res.end = function (chunk, encoding, cb) {
        collect(chunk, encoding);
        return end.call(this, chunk, encoding, cb);
      };
      res.once('finish', () => {
        if (!chunks || res.statusCode !== 200) return;
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !NOT_STORED.has(name));
        store(key, headers, Buffer.concat(chunks));
      });
      return false;
    },
  };
}
