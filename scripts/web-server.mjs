#!/usr/bin/env node
// The web server of `npm start` (and of the production layout's web processes): the Next.js production build behind
// a plain Node HTTP server of ours, so that every request, and every websocket upgrade, reaches Next (and through its
// rewrites the API) with X-Forwarded-For set to the address this hop saw. `next start` passes on whatever the client
// sent, and the API trusts its loopback neighbour, so a client could choose its own IP and void every per-IP limit.
//
// Environment: PORT (3000), WEB_HOST (all interfaces), WEB_DIR (apps/web), WEB_TRUSTED_PROXIES (addresses of our own
// reverse proxies in front, e.g. "127.0.0.1" when nginx on the same host forwards to this server; empty by default),
// WEB_PAGE_CACHE_MS (how long the micro-cache keeps an anonymous static page, 1000; 0 turns it off: page-micro-cache.mjs).
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies, stampForwardingHeaders } from './client-address.mjs';
import { rewritePageCacheHeaders } from './page-cache-headers.mjs';
import { createPageMicroCache } from './page-micro-cache.mjs';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.env.WEB_DIR ?? 'apps/web');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST || undefined; // not HOSTNAME: shells set it to the machine's name
const trusted = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);
const pageCacheMs = Number(process.env.WEB_PAGE_CACHE_MS ?? 1000);
if (!Number.isInteger(pageCacheMs) || pageCacheMs < 0 || pageCacheMs > 60_000) {
  console.error(`WEB_PAGE_CACHE_MS must be a whole number of milliseconds from 0 to 60000, not "${process.env.WEB_PAGE_CACHE_MS}".`);
  process.exit(1);
}
const pageCache = createPageMicroCache({ ttlMs: pageCacheMs });

const next = require(require.resolve('next', { paths: [dir] }));
const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

const server = http.createServer((req, res) => {
  stampForwardingHeaders(req, trusted);
  // static pages: revalidated by the browser every time (the language is a cookie, not the URL); page-cache-headers.mjs
  rewritePageCacheHeaders(req, res);
  // anonymous static pages: a copy kept for a second answers repeats without entering Next (page-micro-cache.mjs)
  if (pageCache.handle(req, res)) return;
  void handle(req, res);
});
// Next attaches its own upgrade listener to this server at the first request; until then, and for every upgrade, the
// headers are stamped first (this listener runs before Next's).
server.prependListener('upgrade', (req, socket, head) => {
  stampForwardingHeaders(req, trusted);
  if (server.listenerCount('upgrade') === 1) void upgrade(req, socket, head);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ Next.js ${require(require.resolve('next/package.json', { paths: [dir] })).version} on http://${hostname ?? 'localhost'}:${port} (client address set by this server${trusted.size ? `; trusting forwarding headers from ${[...trusted].join(', ')}` : ''})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
