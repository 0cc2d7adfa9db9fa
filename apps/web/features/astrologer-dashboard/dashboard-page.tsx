'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { getOwnApplication, type OwnApplication } from './api';
import { ApplicationStatusCard } from './application-status';
import { AstrologerSignIn } from './astrologer-sign-in';
import { DashboardView } from './dashboard-view';
import { dashboardMessages } from './messages';
import styles from './dashboard.module.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'notAstrologer' }
  | { kind: 'noApplication' }
  | { kind: 'failed' }
  | { kind: 'ready'; application: OwnApplication };

/**
 * /astrologer: GET /api/astrologer/me decides what the visitor sees: the sign-in for astrologers, the
 * application's status (pending, rejected, suspended) or, once approved, the dashboard.
 */
export function DashboardPage() {
  const { lang } = useI18n();
  const m = dashboardMessages[lang];
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /**
   * Bumped by every read and every local change: a read applies only if nothing newer happened while it was in flight,
   * so a re-read that started before a presence switch cannot turn the switch back when its answer arrives late.
   */
  const version = useRef(0);

  const read = useCallback(async () => {
    const mine = ++version.current;
    const res = await getOwnApplication();
    if (mine !== version.current) return;
    if (!isApiFailure(res) && res.data) return setLoad({ kind: 'ready', application: res.data });
    if (!isApiFailure(res)) return setLoad({ kind: 'failed' });
    if (res.error_status === 401) return setLoad({ kind: 'signedOut' });
    if (res.error_status === 403) return setLoad({ kind: 'notAstrologer' });
    if (res.error_status === 404) return setLoad({ kind: 'noApplication' });
    setLoad({ kind: 'failed' });
  }, []);

  useEffect(() => {
    read().catch(() => setLoad({ kind: 'failed' }));
  }, [read, attempt]);

  const join = (
    <p className={styles.joinLine}>
      {m.access.notYet} <Link href="/astro-registration">{m.access.join}</Link>
    </p>
  );

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{m.title}</h1>
      {load.kind === 'loading' && <p aria-live="polite">{m.common.loading}</p>}
      {load.kind === 'failed' && (
        <div className={styles.notice} role="alert">
          <p>{m.common.loadFailed}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {m.common.retry}
          </button>
        </div>
      )}
      {(load.kind === 'signedOut' || load.kind === 'notAstrologer') && (
        <div className={styles.narrow}>
          <p className={styles.notice} role="status">
            {load.kind === 'signedOut' ? m.access.signedOut : m.access.notAstrologer}
          </p>
          <AstrologerSignIn m={m} />
          {join}
        </div>
      )}
      {load.kind === 'noApplication' && (
        <div className={styles.narrow}>
          <p className={styles.notice} role="status">
            {m.access.noApplication}
          </p>
          <p>
            <Link href="/astro-registration" className="button">
              {m.access.join}
            </Link>
          </p>
        </div>
      )}
      {load.kind === 'ready' && load.application.status !== 'approved' && (
        <div className={styles.narrow}>
          <ApplicationStatusCard application={load.application} m={m} />
        </div>
      )}
      {load.kind === 'ready' && load.application.status === 'approved' && (
        <DashboardView m={m} application={load.application} onApplication={(application) => {
            version.current += 1;
            setLoad({ kind: 'ready', application });
          }} onReload={() => void read()} />
      )}
    </section>
  );
}
