'use client';

import { useEffect, useState } from 'react';
import type { AstrologerReview } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { formatDateTime } from '@/features/wallet/money';
import { Pager } from '@/features/wallet/pager';
import { getReviews } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

const pageSize = 5;

/** The astrologer's reviews as seekers see them (GET /api/astrologers/{id}/reviews), newest first. */
export function ReviewsPanel({ m, astrologerId }: { m: DashboardMessages; astrologerId: string }) {
  const { lang } = useI18n();
  const [page, setPage] = useState(1);
  const [reviews, setReviews] = useState<{ items: AstrologerReview[]; total: number } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    getReviews(astrologerId, page, pageSize)
      .then((res) => {
        if (!isCurrent) return;
        if (isApiFailure(res) || !res.data) return setHasFailed(true);
        setHasFailed(false);
        setReviews({ items: res.data, total: res.total });
      })
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [astrologerId, page, attempt]);

  return (
    <section className={styles.card} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">
        {m.reviews.title}
        {reviews && reviews.total > 0 && <span className={styles.count}> ({format(m.reviews.summary, { count: reviews.total })})</span>}
      </h2>
      {hasFailed && (
        <div className={styles.notice} role="alert">
          <p>{m.common.loadFailed}</p>
          <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {m.common.retry}
          </button>
        </div>
      )}
      {!hasFailed && !reviews && <p aria-live="polite">{m.common.loading}</p>}
      {reviews && reviews.items.length === 0 && <p className={styles.hint}>{m.reviews.none}</p>}
      {reviews && reviews.items.length > 0 && (
        <ul className={styles.list}>
          {reviews.items.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.stars} role="img" aria-label={format(m.reviews.stars, { n: review.rating })}>
                {'★'.repeat(review.rating)}
                <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
              </p>
              <p>{review.text}</p>
              <p className={styles.itemMeta}>
                {review.reviewer} · {formatDateTime(review.created_at, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {reviews && <Pager page={page} total={reviews.total} pageSize={pageSize} onPage={setPage} labels={m.common} />}
    </section>
  );
}
