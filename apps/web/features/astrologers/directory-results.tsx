import Link from 'next/link';
import type { ConsultMode } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { AstrologerCard } from './astrologer-card';
import { statusFor } from './format';
import { directoryHref, isFiltered, type DirectoryFilters } from './directory-query';
import { directorySignature } from './directory-signature';
import { LiveDirectory } from './live-directory';
import { astrologerMessages } from './messages';
import type { DirectoryPage } from './types';
import styles from './astrologers.module.css';

type Props = { initial: DirectoryPage; apiQuery: string; mode: ConsultMode; filters: DirectoryFilters; basePath: string; lang: Locale };

/**
 * The cards of one directory page, drawn on the server; LiveDirectory keeps their statuses live in the browser
 * (presence events, and a re-read of this page whenever the socket connects) and fetches the server render again
 * when the re-read shows the drawn cards are out of date.
 */
export function DirectoryResults({ initial, apiQuery, mode, filters, basePath, lang }: Props) {
  const t = astrologerMessages[lang].directory;
  const items = initial.data;
  const total = initial.total;
  const pages = Math.max(1, Math.ceil(total / initial.limit));
  const page = filters.page;

  if (items.length === 0 && total > 0) {
    return (
      <div className={styles.empty} data-testid="directory-empty">
        <p>{t.pastEnd}</p>
        <Link href={directoryHref(basePath, { ...filters, page: 1 })} className="button">
          {t.firstPage}
        </Link>
      </div>
    );
  }
  if (items.length === 0) {
    const filtered = isFiltered(filters);
    return (
      <div className={styles.empty} data-testid="directory-empty">
        <p>{filtered ? t.emptyFiltered : t.emptyAll}</p>
        {filtered ? (
          <Link href={basePath} className="button">
            {t.clear}
          </Link>
        ) : (
          <Link href="/astro-registration" className="button">
            {t.joinUs}
          </Link>
        )}
      </div>
    );
  }

  return (
    <>
      <p className={styles.count} aria-live="polite">
        {total === 1 ? t.countOne : format(t.count, { total: total.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') })}
        <span className={styles.muted}> · {t.liveNote}</span>
      </p>
      <LiveDirectory
        initial={items.map((a) => ({ id: a.id, chat_status: a.chat_status, call_status: a.call_status }))}
        apiQuery={apiQuery}
        mode={mode}
        signature={directorySignature(items, total)}
      >
        <ul className={styles.grid} data-testid="astrologer-list">
          {items.map((a, i) => (
            <li key={a.id}>
              <AstrologerCard astrologer={a} mode={mode} live={{ status: statusFor(a, mode), waitMinutes: null }} lang={lang} isAboveFold={i < 4} />
            </li>
          ))}
        </ul>
      </LiveDirectory>
      {pages > 1 && (
        <nav aria-label={t.pagination} className={styles.pager}>
          {page > 1 ? (
            <Link href={directoryHref(basePath, { ...filters, page: page - 1 })} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span>{format(t.pageOf, { page, pages })}</span>
          {page < pages ? (
            <Link href={directoryHref(basePath, { ...filters, page: page + 1 })} rel="next">
              {t.next}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}
    </>
  );
}
