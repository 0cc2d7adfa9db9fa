import type { Metadata } from 'next';
import type { ConsultMode } from '@nakshatra/shared';
import { Breadcrumbs } from '@/features/content/breadcrumbs';
import { pageMetadata } from '@/features/content/seo';
import { toLocale, type Locale } from '@/i18n';
import { DirectoryFilters } from './directory-filters';
import { directoryApiQuery, directoryPath, directorySearchParams, isFiltered, parseDirectorySearch, type RawSearch } from './directory-query';
import { DirectoryResults } from './directory-results';
import { astrologerMessages } from './messages';
import { getDirectoryPage } from './server-api';
import styles from './astrologers.module.css';

type Params = { params: Promise<{ lang: string }>; searchParams: Promise<RawSearch> };

/** The directory of one mode: server-rendered from a briefly cached API read, then live in the browser. */
async function DirectoryView({ lang, mode, search }: { lang: Locale; mode: ConsultMode; search: RawSearch }) {
  const t = astrologerMessages[lang].directory;
  const filters = parseDirectorySearch(search);
  const apiQuery = directoryApiQuery(filters, mode);
  const basePath = directoryPath(mode);
  const page = await getDirectoryPage(apiQuery);
  // the plain directory is a static page: an unavailable API throws (error page with a retry) instead of a notice the
  // cache would keep; a failed regeneration keeps the last good copy
  if (!page) throw new Error('The astrologer directory could not be loaded.');
  const title = mode === 'call' ? t.callTitle : t.chatTitle;
  // the form and the results start afresh for each address (back/forward included)
  const key = directorySearchParams(filters).toString();
  return (
    <div className="container page">
      <Breadcrumbs lang={lang} label={t.pagination} crumbs={[{ name: t.home, path: '/' }, { name: t.services, path: '/astrology-services' }, { name: title, path: basePath }]} />
      <header className={styles.directoryHeader}>
        <h1>{title}</h1>
        <p className={styles.lead}>{mode === 'call' ? t.callIntro : t.chatIntro}</p>
      </header>
      <DirectoryFilters key={`f-${key}`} filters={filters} basePath={basePath} />
      <DirectoryResults key={`r-${key}`} initial={page} apiQuery={apiQuery} mode={mode} filters={filters} basePath={basePath} lang={lang} />
    </div>
  );
}

/**
 * The page module of /astrology-services/chat-with-astrologer and /talk-to-astrologer, so route files stay three
 * lines. Filtered, searched and later pages are not separate documents for search engines.
 */
export function directoryRoute(mode: ConsultMode) {
  async function generateMetadata({ params, searchParams }: Params): Promise<Metadata> {
    const lang = toLocale((await params).lang);
    const t = astrologerMessages[lang].directory;
    const filters = parseDirectorySearch(await searchParams);
    const meta = pageMetadata({ lang, path: directoryPath(mode), title: mode === 'call' ? t.callTitle : t.chatTitle, description: mode === 'call' ? t.callIntro : t.chatIntro });
    return isFiltered(filters) || filters.page > 1 || filters.sort !== 'popular' ? { ...meta, robots: { index: false, follow: true } } : meta;
  }
  async function Page({ params, searchParams }: Params) {
    const lang = toLocale((await params).lang);
    return <DirectoryView lang={lang} mode={mode} search={await searchParams} />;
  }
  return { generateMetadata, Page };
}
