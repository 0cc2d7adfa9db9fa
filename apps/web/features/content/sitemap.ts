import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/env';
import { getSitemapEntries } from './api';
import { localizedUrl } from './seo';
import { servedSegments } from './types';

/** Pages that are not content items but belong in the sitemap. */
const fixedPaths = ['/', '/stories', '/katha', '/rituals', '/live-aarti-darshan', '/live-temple-darshan', '/support', '/astrology-services/muhurta', '/astrology-services/kp-horary'];

/**
 * sitemap.xml from the API's list of published addresses: each page once per language (/en/…, /hi/…)
 * with its hreflang alternates. Types whose pages another app area serves are skipped unless we render them.
 */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries().catch(() => []);
  const served = entries.filter((e) => {
    const path = e.url.replace(/^\//, '');
    if (e.type === 'list') return servedSegments.has(path) && path !== '' && path !== 'web-stories';
    const segment = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    return servedSegments.has(segment);
  });
  const seen = new Set(served.map((e) => e.url));
  const all = [...fixedPaths.filter((p) => !seen.has(p)).map((url) => ({ url, lastmod: undefined as string | undefined })), ...served.map((e) => ({ url: e.url, lastmod: e.lastmod }))];
  return all.flatMap(({ url, lastmod }) =>
    (['en', 'hi'] as const).map((lang) => ({
      url: localizedUrl(url, lang),
      lastModified: lastmod,
      alternates: { languages: { 'en-IN': localizedUrl(url, 'en'), 'hi-IN': localizedUrl(url, 'hi') } },
    })),
  );
}

/** robots.txt: everything public may be crawled; the admin console and account pages may not. */
export function buildRobots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/en/admin', '/hi/admin', '/api/', '/recharge', '/wallet', '/order-history', '/user-profile', '/successfull', '/failed', '/cart', '/checkout', '/orders'] }],
    sitemap: `${siteOrigin}/sitemap.xml`,
    host: siteOrigin,
  };
}
