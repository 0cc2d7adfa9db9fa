import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, LANG_COOKIE } from './i18n/locales';

/**
 * URLs stay unprefixed (/horoscope/daily); pages live under app/[lang]. Every path without a locale
 * prefix is rewritten to /{lang cookie or en}{path}. /en/... and /hi/... are served as they are.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first)) return NextResponse.next();
  const cookieLang = request.cookies.get(LANG_COOKIE)?.value;
  const lang = cookieLang && isLocale(cookieLang) ? cookieLang : defaultLocale;
  const url = request.nextUrl.clone();
  url.pathname = `/${lang}${pathname === '/' ? '' : pathname}`;
  url.search = search;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not the API paths (rewritten to the API in next.config), Next's own files, the public assets, the
  // sitemap, robots and manifest files, the service worker, or the revalidation endpoint the API calls on publish.
  matcher: ['/((?!api/|api$|upload|todos$|socket\\.io|_next/|assets/|favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|sw\\.js|revalidate$).*)'],
};
