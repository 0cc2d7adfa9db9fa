/**
 * Lists that are static pages (ISR) for their plain address and rendered per request only when a query asks for
 * something else: a later page, a search, a category, the shop's or the directory's filters. `proxy.ts` rewrites such a
 * request to the list's query twin, `/{lang}/list-query/{list path}` (app/[lang]/(site)/list-query), which renders the
 * same route with the query; the plain address, and any query without these keys (e.g. a campaign's utm_*), is served
 * from the static copy. No React and no zod here: the proxy imports it.
 */
export const QUERY_TWIN_SEGMENT = 'list-query';

const content = ['page', 'q', 'category'] as const;
const directory = ['page', 'q', 'skill', 'language', 'gender', 'min_price', 'max_price', 'min_rating', 'sort'] as const;

/** Each list's path and the query keys that change what it shows. */
export const queryLists: Readonly<Record<string, readonly string[]>> = {
  '/audio-podcast': content,
  '/blogs': content,
  '/gallery': content,
  '/katha': content,
  '/news': content,
  '/pooja': content,
  '/products': [...content, 'min_price', 'max_price', 'in_stock'],
  '/remedies': content,
  '/rituals': content,
  '/rituals/aarti': content,
  '/services': content,
  '/stories': content,
  '/vastu': content,
  '/videos': content,
  '/astrology-services/chat-with-astrologer': directory,
  '/astrology-services/talk-to-astrologer': directory,
};

/**
 * Where a request for an unprefixed `pathname` with `search` goes: the query twin's path (without the language) when
 * the query names one of the list's keys, `'hidden'` for a request of the twin's own address (never public), or null
 * for everything else (served as it is).
 */
export function queryTwinPath(pathname: string, searchParams: URLSearchParams): string | 'hidden' | null {
  if (pathname === `/${QUERY_TWIN_SEGMENT}` || pathname.startsWith(`/${QUERY_TWIN_SEGMENT}/`)) return 'hidden';
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const keys = queryLists[path];
  if (!keys) return null;
  for (const key of keys) if (searchParams.has(key)) return `/${QUERY_TWIN_SEGMENT}${path}`;
  return null;
}
