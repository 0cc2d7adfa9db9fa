'use client';

import { useCallback, useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { load } from './api';
import { astrologerAdminMessages } from './messages';
import { LoadError } from './parts';
import { SessionTable } from './session-table';
import type { SessionPage } from './types';
import { useVisiblePolling } from './use-visible-polling';
import styles from './astrologer-admin.module.css';

const REFRESH_MS = 5_000;

/** /admin/consultations: GET /api/admin/consult/sessions?status=live, refreshed every 5 s while the tab is visible. */
export function LiveBoard() {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.consult;
  const [result, setResult] = useState<SessionPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  const refresh = useCallback(() => {
    void load<SessionPage>('/api/admin/consult/sessions?status=live&limit=100', lang).then((r) => {
      if (r.ok) {
        setResult(r.data);
        setError(null);
        setUpdatedAt(new Date());
      } else setError(r.message);
    });
  }, [lang]);
  useVisiblePolling(refresh, REFRESH_MS);

  const time = updatedAt ? new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { timeStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(updatedAt) : null;
  return (
    <>
      <p className={styles.live}>
        <span>{t.refreshNote}</span>
        {time && <span>{format(t.updatedAt, { time })}</span>}
      </p>
      {error && <LoadError text={error} />}
      {!result && !error && <p aria-live="polite">{m.common.loading}</p>}
      {result && (result.items.length === 0 ? <p>{t.noneLive}</p> : <SessionTable sessions={result.items} testId="live-sessions" />)}
    </>
  );
}
