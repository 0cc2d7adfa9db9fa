import type { Metadata } from 'next';
import { siteOrigin } from '@/env';
import { locales, type Locale } from '@/i18n';
import { getMessages } from '@/i18n/messages';

/** The address of a page in one language: /en/blogs/x or /hi/blogs/x (both exist through proxy.ts). */
export function localizedUrl(path: string, lang: Locale): string {
  return `${siteOrigin}/${lang}${path === '/' ? '' : path}`;
}

/** An absolute address for an image or path on our origin (https URLs pass through). */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteOrigin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

type PageMeta = {
  lang: Locale;
  /** the unprefixed path, e.g. /blogs/rahu-kaal */
  path: string;
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  modifiedTime?: string | null;
};

/**
 * Title, description, canonical URL (the page in its own language), hreflang alternates for en/hi
 * (x-default: the unprefixed address, which follows the visitor's language) and OpenGraph/Twitter cards.
 */
export function pageMetadata(m: PageMeta): Metadata {
  const url = localizedUrl(m.path, m.lang);
  const image = m.image ? absoluteUrl(m.image) : absoluteUrl('/assets/logo.svg');
  const siteName = getMessages(m.lang).site.name;
  return {
    metadataBase: new URL(siteOrigin),
    title: m.title,
    description: m.description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((l) => [l === 'hi' ? 'hi-IN' : 'en-IN', localizedUrl(m.path, l)])),
        'x-default': `${siteOrigin}${m.path}`,
      },
    },
    openGraph: {
      type: m.type ?? 'website',
      url,
      title: m.title,
      description: m.description,
      siteName,
      locale: m.lang === 'hi' ? 'hi_IN' : 'en_IN',
      alternateLocale: m.lang === 'hi' ? 'en_IN' : 'hi_IN',
      images: [{ url: image, alt: m.title }],
      ...(m.type === 'article' ? { publishedTime: m.publishedTime ?? undefined, modifiedTime: m.modifiedTime ?? undefined } : {}),
    },
    twitter: { card: m.image ? 'summary_large_image' : 'summary', title: m.title, description: m.description, images: [image] },
  };
}
