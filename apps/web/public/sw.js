// Nakshatra service worker.
// 1. Installable and resilient: the shell's static files (hashed, immutable) are cached as they are used, pages are
//    fetched from the network first and kept as a fallback, and a page that is neither reachable nor cached gets the
//    offline page. The API, uploads, socket.io and anything signed-in-only (wallet, orders, consultations) are never
//    cached: they must always be live and never be shown to another person on a shared device.
// 2. Web push: shows notifications (consultation requests, acceptances, "astrologer is online") and opens the page
//    they point to when clicked.
const VERSION = 'v2';
const SHELL = `nk-shell-${VERSION}`;
const PAGES = `nk-pages-${VERSION}`;
const OFFLINE_URL = '/offline';
const PRECACHE = [OFFLINE_URL, '/manifest.webmanifest', '/assets/logo.svg', '/assets/favicon.svg', '/assets/icons/icon-192.png'];
// the site's languages and their cookie, as in apps/web/i18n/locales.ts (this file is served as it is, not bundled)
const LANGS = ['en', 'hi'];
const LANG_COOKIE = 'lang';
/** Never cached: live or personal. */
const NEVER = /^\/(api|upload|socket\.io|todos|revalidate)(\/|$)|^\/(en\/|hi\/)?(recharge|wallet|order-history|user-profile|consultation|astrologer|admin|successfull|failed)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL);
    await cache.addAll(PRECACHE);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('nk-') && key !== SHELL && key !== PAGES) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  // hashed build files and our assets: cache first (their names change when their content does)
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/assets/')) {
    event.respondWith((async () => {
      const cache = await caches.open(SHELL);
      const hit = await cache.match(request);
      if (hit) return hit;
      const res = await fetch(request);
      if (res.ok) event.waitUntil(track(cache.put(request, res.clone()).catch(() => {})));
      return res;
    })());
    return;
  }
  // pages: the network first; a copy for when it is gone; else the offline page
  if (request.mode === 'navigate') {
    event.respondWith((async () => {
      let res;
      try {
        res = await fetch(request);
      } catch {
        return (await offlineCopy(url)) ?? (await caches.match(OFFLINE_URL)) ?? new Response('You are offline. आप ऑफ़लाइन हैं।', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      // public pages are the same HTML for everyone in one language (the signed-in parts fill in on the client);
      // personal routes never reach here (NEVER above). The copy is stored beside the answer, which goes to the page
      // at once (streamed as it comes), and a copy that cannot be stored changes nothing.
      const lang = res.headers.get('content-language');
      if (res.ok && res.type === 'basic' && LANGS.includes(lang) && (res.headers.get('content-type') ?? '').includes('text/html')) {
        const copy = res.clone();
        event.waitUntil(track(caches.open(PAGES).then((cache) => cache.put(copyKey(url, lang), copy)).catch(() => {})));
      }
      return res;
    })());
  }
});

/** Cache writes still under way: Log Out waits for them before it clears, so none lands after the clear. */
const pending = new Set();
function track(write) {
  pending.add(write);
  write.finally(() => pending.delete(write));
  return write;
}

// Log Out (features/auth/logout.ts) asks for every cache to go: the writes under way finish first, then all are deleted,
// and the page hears back on the port it sent.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'clear-caches') return;
  event.waitUntil((async () => {
    await Promise.allSettled([...pending]);
    for (const key of await caches.keys()) await caches.delete(key);
    event.ports[0]?.postMessage({ type: 'caches-cleared' });
  })());
});

/** Our URLs carry no language (the `lang` cookie picks it): copies of a page are kept per language. */
function copyKey(url, lang) {
  const key = new URL(url);
  key.searchParams.set('nk-copy-lang', lang);
  return key.href;
}

/** The stored copy of a page in the visitor's language: the URL's prefix, else the `lang` cookie (English without one). */
async function offlineCopy(url) {
  const first = url.pathname.split('/')[1];
  let langs = LANGS.includes(first) ? [first] : null;
  if (!langs && self.cookieStore) {
    try {
      const cookie = await self.cookieStore.get(LANG_COOKIE);
      langs = [cookie && LANGS.includes(cookie.value) ? cookie.value : 'en'];
    } catch {
      // no cookie access here: any language's copy is better than none
    }
  }
  const cache = await caches.open(PAGES);
  for (const lang of langs ?? LANGS) {
    const hit = await cache.match(copyKey(url, lang));
    if (hit) return hit;
  }
  return null;
}

self.addEventListener('push', (event) => {
  let data = { title: 'Nakshatra', body: '', url: '/' };
  try { data = { ...data, ...event.data.json() }; } catch { /* a payload that is not JSON: show the defaults */ }
  event.waitUntil(self.registration.showNotification(data.title, { body: data.body, tag: data.tag, data: { url: data.url }, icon: '/assets/icons/icon-192.png', renotify: !!data.tag }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => w.url === url);
    if (open) return open.focus();
    return self.clients.openWindow(url);
  })());
});
