import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { ContentItem } from '@nakshatra/shared';
import { toLocale, type Locale } from '@/i18n';
import { getContentBySlug } from './api';
import { ContentDetailView } from './detail-view';
import type { Crumb } from './json-ld';
import { ContentListView, parseListSearch, type ListSearch } from './list-view';
import { contentMessages } from './messages';
import { pageMetadata } from './seo';
import { itemPath, pageTypes, type PageTypeKey } from './types';

type ListParams = { params: Promise<{ lang: string }>; searchParams: Promise<ListSearch> };
type DetailParams = { params: Promise<{ lang: string; slug: string }> };

type ListOptions = {
  basePath?: string;
  title?: (lang: Locale) => string;
  intro?: (lang: Locale) => string;
  filters?: Record<string, string>;
  renderItems?: (items: ContentItem[], lang: Locale) => ReactNode;
  parents?: (lang: Locale) => Crumb[];
  /** the shop's price range and in-stock filter */
  shopFilters?: boolean;
};

/**
 * The page module of a type's list (/blogs, /news …), so route files stay three lines:
 *   const route = contentListRoute('blog'); export const generateMetadata = route.generateMetadata; export default route.Page;
 * It reads ?page/?q/?category: the list's plain address wraps it in staticList (a static page, revalidated on publish)
 * and its query twin renders it per request (features/lists/query-lists.ts).
 */
export function contentListRoute(typeKey: PageTypeKey, options: ListOptions = {}) {
  const base = options.basePath ?? `/${pageTypes[typeKey].segment}`;
  async function generateMetadata({ params, searchParams }: ListParams): Promise<Metadata> {
    const lang = toLocale((await params).lang);
    const t = contentMessages[lang];
    const { page, q, category } = parseListSearch(await searchParams);
    const meta = pageMetadata({ lang, path: base, title: options.title?.(lang) ?? t.types[typeKey].title, description: options.intro?.(lang) ?? t.types[typeKey].description });
    // search results and later pages are not separate documents for search engines
    const sp = await searchParams;
    const filtered = options.shopFilters && ['min_price', 'max_price', 'in_stock'].some((k) => k in (sp as Record<string, unknown>));
    return q || category || page > 1 || filtered ? { ...meta, robots: { index: false, follow: true } } : meta;
  }
  async function Page({ params, searchParams }: ListParams) {
    const lang = toLocale((await params).lang);
    return (
      <ContentListView
        lang={lang}
        typeKey={typeKey}
        search={await searchParams}
        basePath={base}
        title={options.title?.(lang)}
        intro={options.intro?.(lang)}
        filters={options.filters}
        renderItems={options.renderItems ? (items) => options.renderItems!(items, lang) : undefined}
        parents={options.parents?.(lang)}
        shopFilters={options.shopFilters}
      />
    );
  }
  return { generateMetadata, Page };
}

/**
 * The page module of one item (/blogs/[slug] …): rendered on its first visit and then served from the
 * cache (no paths at build time: the API is not running during `next build`); unknown slugs are 404. `panel` adds a
 * part of the page (a product's buy panel, a pooja's booking panel), usually a client island reading live data.
 */
export function contentDetailRoute(typeKey: PageTypeKey, options: { parents?: (lang: Locale) => Crumb[]; panel?: (lang: Locale, item: ContentItem) => ReactNode } = {}) {
  const type = pageTypes[typeKey];
  const load = async (lang: Locale, slug: string) => (/^[a-z0-9-]{1,120}$/i.test(slug) ? getContentBySlug(type.key, type.bySlug, slug.toLowerCase(), lang) : null);
  return {
    generateStaticParams(): { slug: string }[] {
      return [];
    },
    async generateMetadata({ params }: DetailParams): Promise<Metadata> {
      const { lang: raw, slug } = await params;
      const lang = toLocale(raw);
      const item = await load(lang, slug);
      if (!item) return { title: contentMessages[lang].types[typeKey].title, robots: { index: false } };
      return pageMetadata({
        lang,
        path: itemPath(type, item.slug),
        title: item.title,
        description: typeof item.summary === 'string' ? item.summary : undefined,
        image: typeof item.image === 'string' ? item.image : null,
        type: typeKey === 'page' || typeKey === 'services' ? 'website' : 'article',
        publishedTime: item.publish_at,
        modifiedTime: item.updated_at,
      });
    },
    async Page({ params }: DetailParams) {
      const { lang: raw, slug } = await params;
      const lang = toLocale(raw);
      const item = await load(lang, slug);
      if (!item) notFound();
      return (
        <ContentDetailView lang={lang} typeKey={typeKey} item={item} parents={options.parents?.(lang)}>
          {options.panel?.(lang, item)}
        </ContentDetailView>
      );
    },
  };
}

/**
 * A CMS page at the site root (/about-us, /privacy-policy …): the `page` type's item with that slug. Static (ISR,
 * features/content/static.ts): each language rendered at its first request, regenerated when the CMS publishes it.
 */
export function cmsPageRoute(slug: string) {
  const route = contentDetailRoute('page');
  const params = (p: Promise<{ lang: string }>) => p.then((x) => ({ lang: x.lang, slug }));
  return {
    generateMetadata({ params: p }: { params: Promise<{ lang: string }> }) {
      return route.generateMetadata({ params: params(p) });
    },
    Page({ params: p }: { params: Promise<{ lang: string }> }) {
      return route.Page({ params: params(p) });
    },
  };
}
