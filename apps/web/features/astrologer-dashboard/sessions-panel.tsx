'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { ConsultSession } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { Pager } from '@/features/wallet/pager';
import { listOwnSessions, type SessionPage } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

const pageSize = 5;

/** The live session (a link into it) and the finished ones, newest first. */
export function SessionsPanel({ m, live, finished }: { m: DashboardMessages; live: ConsultSession | null; finished: number }) {
  const { lang } = useI18n();
  const [page, setPage] = useState(1);
  const [recent, setRecent] = useState<SessionPage | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    listOwnSessions('ended', page, pageSize)
      .then((res) => {
        if (!isCurrent) return;
        if (isApiFailure(res) || !res.data) return setHasFailed(true);
        setHasFailed(false);
        setRecent(res.data);
      })
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [page, finished, attempt]);

  const statusText = (s: ConsultSession) =>
    ({ ended: m.recent.ended, expired: m.recent.expired, rejected: m.recent.rejected, cancelled: m.recent.cancelled })[s.status as 'ended'] ?? s.status;

  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      {live && (
        <div className={styles.live} data-testid="live-session">
          <h2>{m.live.title}</h2>
          <p>
            <strong>{format(m.live.with, { mode: m.common[live.mode], name: live.intake.name })}</strong>
            {' · '}
            {live.status === 'active' ? m.live.active : live.status === 'accepted' ? m.live.accepted : m.live.requested}
          </p>
          <p>
            <Link href={`/consultation/${live.id}`} className="button">
              {m.live.open}
            </Link>
          </p>
        </div>
      )}
      <h2 id="sessions-title">{m.recent.title}</h2>
      {hasFailed && (
        <div className={styles.notice} role="alert">
          <p>{m.common.loadFailed}</p>
          <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {m.common.retry}
          </button>
        </div>
      )}
      {!hasFailed && !recent && <p aria-live="polite">{m.common.loading}</p>}
      {recent && recent.items.length === 0 && <p className={styles.hint}>{m.recent.none}</p>}
      {recent && recent.items.length > 0 && (
        <ul className={styles.list}>
          {recent.items.map((s) => (
            <li key={s.id} className={styles.listItem}>
              <p className={styles.itemTitle}>
                {m.common[s.mode]} · {s.intake.name}
              </p>
              <p className={styles.itemMeta}>
                {formatDateTime(s.ended_at ?? s.requested_at, lang)} · {statusText(s)}
                {s.billed_minutes > 0 && ` · ${format(m.recent.minutes, { n: s.billed_minutes })} · ${format(m.recent.charged, { amount: formatPaise(s.charged_paise - s.refunded_paise) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {recent && <Pager page={page} total={recent.total} pageSize={pageSize} onPage={setPage} labels={m.common} />}
    </section>
  );
}
