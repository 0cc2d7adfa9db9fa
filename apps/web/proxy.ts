import { NextResponse, type NextRequest } from 'next/server';
import { queryTwinPath } from './features/lists/query-lists';
import { defaultLocale, isLocale, LANG_COOKIE } from './i18n/locales';

/**
 * URLs stay unprefixed (/horoscope/daily); pages live under app/[lang]. Every path without a locale
 * prefix is rewritten to /{lang cookie or en}{path}. /en/... and /hi/... are served as they are.
 * A static list asked with a query (/blogs?page=2) goes to its query twin (features/lists/query-lists.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const prefixed = isLocale(first);
  const rest = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
  const twin = queryTwinPath(rest, searchParams);
  // the page's language as a header too: the service worker keeps its offline copies per language by it
  if (prefixed && twin === null) return withLanguage(NextResponse.next(), first);
  const cookieLang = request.cookies.get(LANG_COOKIE)?.value;
  const lang = prefixed ? first : cookieLang && isLocale(cookieLang) ? cookieLang : defaultLocale;
  const url = request.nextUrl.clone();
  // the twin's own address is not public: an unmatched path (404)
  const target = twin === 'hidden' ? '/__unmatched__' : (twin ?? rest);
  url.pathname = `/${lang}${target === '/' ? '' : target}`;
  url.search = search;
  return withLanguage(NextResponse.rewrite(url), lang);
}

function withLanguage(res: NextResponse, lang: string): NextResponse {
  res.headers.set('Content-Language', lang);
  return res;
}

export const config = {
  // Not the API paths (rewritten to the API in next.config), Next's own files, the public assets, the
  // sitemap, robots and manifest files, the service worker, or the revalidation endpoint the API calls on publish.
  matcher: ['/((?!api/|api$|upload|todos$|socket\\.io|_next/|assets/|favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|sw\\.js|revalidate$).*)'],
};
