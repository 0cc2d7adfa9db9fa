'use client';

import { useEffect, useState } from 'react';
import type { AstrologerReview } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { fetchReviews } from './astrologers-api';
import { reviewDate } from './format';
import { astrologerMessages } from './messages';
import type { ReviewPage } from './types';
import styles from './astrologers.module.css';

/** An astrologer's reviews, newest first: the first page from the server's render, then paged in the browser. */
export function ReviewsList({ astrologerId, initial }: { astrologerId: string; initial: ReviewPage }) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].profile;
  const d = astrologerMessages[lang].directory;
  const [page, setPage] = useState(initial);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));

  // The server's render may be a few seconds old (cached): read the first page again once the page is live, so a
  // review written a moment ago (for instance by this visitor, right after a consultation) is there.
  useEffect(() => {
    let isCurrent = true;
    fetchReviews(astrologerId, 1, initial.limit)
      .then((res) => {
        if (isCurrent && res && !isApiFailure(res) && Array.isArray(res.data)) setPage((p) => (p.page === 1 ? { data: res.data, page: res.page, limit: res.limit, total: res.total } : p));
      })
      .catch(() => {});
    return () => { isCurrent = false; };
  }, [astrologerId, initial.limit]);

  async function open(n: number) {
    setIsLoading(true);
    setHasFailed(false);
    const res = await fetchReviews(astrologerId, n, page.limit).catch(() => null);
    setIsLoading(false);
    if (!res || isApiFailure(res) || !Array.isArray(res.data)) return setHasFailed(true);
    setPage({ data: res.data, page: res.page, limit: res.limit, total: res.total });
  }

  if (page.total === 0) return <p className={styles.muted}>{t.noReviews}</p>;
  return (
    <div aria-busy={isLoading}>
      <ul className={styles.reviews} data-testid="reviews">
        {page.data.map((r: AstrologerReview) => (
          <li key={r.id} className={styles.review}>
            <p className={styles.reviewHead}>
              <span className={styles.stars} role="img" aria-label={format(t.stars, { n: r.rating })}>
                {'★'.repeat(r.rating)}
                <span className={styles.starsOff}>{'★'.repeat(5 - r.rating)}</span>
              </span>
              <strong>{format(t.reviewBy, { name: r.reviewer })}</strong>
              <time dateTime={r.created_at} className={styles.muted}>
                {reviewDate(r.created_at, lang)}
              </time>
            </p>
            <p className={styles.reviewText}>{r.text}</p>
          </li>
        ))}
      </ul>
      {hasFailed && (
        <p role="alert" className={styles.fieldError}>
          {t.reviewsFailed}
        </p>
      )}
      {pages > 1 && (
        <nav aria-label={t.reviews} className={styles.pager}>
          <button type="button" className={styles.secondaryButton} disabled={page.page <= 1 || isLoading} onClick={() => open(page.page - 1)}>
            {d.previous}
          </button>
          <span aria-live="polite">{format(d.pageOf, { page: page.page, pages })}</span>
          <button type="button" className={styles.secondaryButton} disabled={page.page >= pages || isLoading} onClick={() => open(page.page + 1)}>
            {d.next}
          </button>
        </nav>
      )}
    </div>
  );
}
