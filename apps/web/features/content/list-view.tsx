import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ContentItem } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { getContentList } from './api';
import { Breadcrumbs } from './breadcrumbs';
import { ContentCard } from './card';
import { itemMeta } from './item-meta';
import { contentMessages } from './messages';
import { itemPath, pageTypes, type PageTypeKey } from './types';
import styles from './content.module.css';

export type ListSearch = { page?: string | string[]; q?: string | string[]; category?: string | string[]; min_price?: string | string[]; max_price?: string | string[]; in_stock?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** ?page, ?q and ?category of a list page, checked (anything odd falls back to the first page, no filter). */
export function parseListSearch(search: ListSearch) {
  const pageRaw = Number(one(search.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1;
  const q = (one(search.q) ?? '').trim().slice(0, 100);
  const category = (one(search.category) ?? '').trim();
  return { page, q, category: /^[a-z0-9-]{1,80}$/.test(category) ? category : '' };
}

type Props = {
  lang: Locale;
  typeKey: PageTypeKey;
  search: ListSearch;
  /** the list's own address, unprefixed (default: the type's segment) */
  basePath?: string;
  title?: string;
  intro?: string;
  limit?: number;
  filters?: Record<string, string>;
  /** rendered in place of the grid's cards, for types with their own card (podcast episodes) */
  renderItems?: (items: ContentItem[]) => ReactNode;
  /** parent crumbs between Home and this list */
  parents?: { name: string; path: string }[];
  /** the shop's price range and in-stock filter (/products) */
  shopFilters?: boolean;
};

/** The shop's price range (whole rupees) and in-stock filter of a list page, checked (anything odd is dropped). */
function parseShopFilters(search: ListSearch): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['min_price', 'max_price'] as const) {
    const v = (one(search[k]) ?? '').trim();
    if (/^\d{1,7}$/.test(v)) out[k] = String(Number(v));
  }
  if (one(search.in_stock) === 'true') out.in_stock = 'true';
  return out;
}

function listHref(basePath: string, params: { page?: number; q?: string; category?: string; extra?: Record<string, string> }) {
  const sp = new URLSearchParams();
  if (params.q) sp.set('q', params.q);
  if (params.category) sp.set('category', params.category);
  for (const [k, v] of Object.entries(params.extra ?? {})) sp.set(k, v);
  if (params.page && params.page > 1) sp.set('page', String(params.page));
  const s = sp.toString();
  return s ? `${basePath}?${s}` : basePath;
}

/**
 * A list page for any content type: breadcrumbs, title, search (a plain GET form), categories that apply
 * to the type, the cards, and pagination. Server-rendered; the data comes from the cached API reads.
 */
export async function ContentListView({ lang, typeKey, search, basePath, title, intro, limit = 12, filters, renderItems, parents = [], shopFilters = false }: Props) {
  const t = contentMessages[lang];
  const type = pageTypes[typeKey];
  const base = basePath ?? `/${type.segment}`;
  const heading = title ?? t.types[typeKey].title;
  const { page, q, category } = parseListSearch(search);
  // the shop: a price range and "in stock", kept through categories and pages
  const extra = shopFilters ? parseShopFilters(search) : {};

  // An unavailable API throws (the error page, with a retry) rather than rendering a notice: a list's plain address is a
  // static page, whose cache would keep the notice; a failed regeneration keeps serving the last good copy.
  const [list, c] = await Promise.all([
    getContentList(type.key, type.list, lang, { page, limit, q, category, filters: { ...filters, ...extra } }),
    getContentList('category', 'get_category', lang, { limit: 100 }),
  ]);
  const categories = c.data.filter((x) => {
    const applies = Array.isArray(x.appliesTo) ? (x.appliesTo as string[]) : [];
    return applies.length === 0 || applies.includes(type.key);
  });
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const searchLabel = format(t.searchLabel, { what: heading });

  return (
    <div className={`container page ${styles.listPage}`}>
      <Breadcrumbs lang={lang} label={t.pagination} crumbs={[{ name: t.home, path: '/' }, ...parents, { name: heading, path: base }]} />
      <header className={styles.listHeader}>
        <h1>{heading}</h1>
        {(intro ?? t.types[typeKey].description) && <p className={styles.lead}>{intro ?? t.types[typeKey].description}</p>}
      </header>

      <form action={base} method="get" role="search" className={styles.searchForm}>
        <label htmlFor={`search-${typeKey}`} className="visually-hidden">
          {searchLabel}
        </label>
        <input id={`search-${typeKey}`} type="search" name="q" defaultValue={q} placeholder={searchLabel} maxLength={100} />
        {category && <input type="hidden" name="category" value={category} />}
        {Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
        <button type="submit" className="button">
          {t.search}
        </button>
      </form>

      {shopFilters && (
        <form action={base} method="get" className={styles.shopFilters} aria-label={t.shopFilters.legend}>
          {q && <input type="hidden" name="q" value={q} />}
          {category && <input type="hidden" name="category" value={category} />}
          <label>
            {t.shopFilters.from}
            <input type="number" name="min_price" min={0} step={1} inputMode="numeric" defaultValue={extra.min_price} />
          </label>
          <label>
            {t.shopFilters.to}
            <input type="number" name="max_price" min={0} step={1} inputMode="numeric" defaultValue={extra.max_price} />
          </label>
          <label className={styles.inline}>
            <input type="checkbox" name="in_stock" value="true" defaultChecked={extra.in_stock === 'true'} /> {t.shopFilters.inStock}
          </label>
          <button type="submit" className="button">{t.shopFilters.apply}</button>
        </form>
      )}

      {categories.length > 0 && (
        <nav aria-label={t.categories} className={styles.chips}>
          <ul>
            <li>
              <Link href={listHref(base, { q, extra })} aria-current={category === '' ? 'page' : undefined}>
                {t.allCategories}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={listHref(base, { q, category: c.slug, extra })} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {q && list.total > 0 && <p className={styles.resultCount}>{format(t.resultsFor, { total: list.total, q })}</p>}

      {list.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{q ? format(t.noResultsFor, { q }) : t.noResults}</p>
          {(q || category || Object.keys(extra).length > 0) && (
            <Link href={base} className="button">
              {t.clearSearch}
            </Link>
          )}
        </div>
      ) : renderItems ? (
        renderItems(list.data)
      ) : (
        <ul className={styles.grid}>
          {list.data.map((item, i) => (
            <li key={item.id}>
              <ContentCard item={item} href={itemPath(type, item.slug)} meta={itemMeta(item, lang)} isAboveFold={i < 3} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t.pagination} className={styles.pager}>
          {page > 1 ? (
            <Link href={listHref(base, { page: page - 1, q, category, extra })} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span>{format(t.pageOf, { page, pages })}</span>
          {page < pages ? (
            <Link href={listHref(base, { page: page + 1, q, category, extra })} rel="next">
              {t.next}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}
    </div>
  );
}
