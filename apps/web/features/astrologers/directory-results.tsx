'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import type { ConsultMode, PublicAstrologer } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { AstrologerCard } from './astrologer-card';
import { fetchDirectory } from './astrologers-api';
import { directoryHref, isFiltered, type DirectoryFilters } from './directory-query';
import { astrologerMessages } from './messages';
import type { DirectoryPage } from './types';
import { useLiveAstrologers } from './use-live-astrologers';
import styles from './astrologers.module.css';

type Props = { initial: DirectoryPage; apiQuery: string; mode: ConsultMode; filters: DirectoryFilters; basePath: string };

/**
 * The cards of one directory page, first from the server's render, then kept live in the browser (statuses
 * through presence events, and a re-read of this page whenever the socket connects).
 */
export function DirectoryResults({ initial, apiQuery, mode, filters, basePath }: Props) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].directory;
  const [total, setTotal] = useState(initial.total);
  const reload = useCallback(async (): Promise<PublicAstrologer[] | null> => {
    const res = await fetchDirectory(apiQuery);
    if (isApiFailure(res) || !Array.isArray(res?.data)) return null;
    setTotal(res.total);
    return res.data;
  }, [apiQuery]);
  const { items, statusOf } = useLiveAstrologers(initial.data, reload);
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
      <ul className={styles.grid} data-testid="astrologer-list">
        {items.map((a, i) => (
          <li key={a.id}>
            <AstrologerCard astrologer={a} mode={mode} live={statusOf(a, mode)} lang={lang} isAboveFold={i < 4} />
          </li>
        ))}
      </ul>
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
