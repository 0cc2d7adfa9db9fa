// Cache-Control of the pages Next serves from its cache (ISR), as browsers and other shared caches should read it.
//
// Next marks a static page `s-maxage=N, stale-while-revalidate=M` (M about a year). A browser ignores s-maxage but
// honours stale-while-revalidate: it shows its stored copy of the page and refreshes it in the background. Our URLs
// carry no language (the `lang` cookie picks it, proxy.ts), so after a switch to Hindi the browser would show the English
// copy it stored earlier. Pages are therefore sent `public, max-age=0, must-revalidate` with `Vary: Cookie`: the browser
// asks every time, with the ETag Next gave it, and gets 304 (no body) while its copy is still the right one. Our nginx
// keeps its own few-second copy keyed by the language (deploy/nginx; it ignores Vary).

import { beforeHeaders } from './before-headers.mjs';

/** Paths whose answers are not Next's pages: build files, the image optimiser, and what the rewrites send to the API. */
export const NOT_PAGES = /^\/(_next\/|api(\/|$|\?)|upload(\/|$|\?)|todos(\/|$|\?)|socket\.io|revalidate(\/|$|\?))/;

/** What a static page (Next's ISR mark) is sent with; page-micro-cache.mjs stores exactly the answers that carry it. */
export const STATIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The browser-facing Cache-Control for a page's `value`, or null when it stays as it is. */
export function browserCacheControl(value) {
  if (typeof value !== 'string') return null;
  const directives = value.toLowerCase().split(',').map((d) => d.trim());
  const has = (name) => directives.some((d) => d === name || d.startsWith(`${name}=`));
  // only Next's ISR form: shared-cache lifetime and no lifetime of the browser's own (an API reply or an image sets max-age)
  if (!has('s-maxage') || has('max-age') || has('private') || has('no-store')) return null;
  return STATIC_PAGE_CACHE_CONTROL;
}

/** `vary` with Cookie added once. */
export function varyWithCookie(vary) {
  const list = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'cookie')) return list.join(', ');
  return [...list, 'Cookie'].join(', ');
}

/** Rewrites the page caching headers of `res` just before they are sent (Next sets them with setHeader). */
export function rewritePageCacheHeaders(req, res) {
  if (NOT_PAGES.test(req.url ?? '/')) return;
  beforeHeaders(res, (r) => {
    const fixed = browserCacheControl(r.getHeader('cache-control'));
    if (fixed) {
      r.setHeader('Cache-Control', fixed);
      r.setHeader('Vary', varyWithCookie(r.getHeader('vary')));
    }
  });
}
