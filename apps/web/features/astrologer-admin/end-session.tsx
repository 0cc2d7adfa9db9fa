'use client';

import { useState } from 'react';
import { toast } from '@/features/ui/toast';
import { useI18n } from '@/i18n/provider';
import { post } from './api';
import { astrologerAdminMessages } from './messages';
import { Notice } from './parts';
import styles from './astrologer-admin.module.css';

/** "End session" with an inline confirmation: POST /api/admin/consult/sessions/{id}/end. */
export function EndSession({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.end;
  const [isAsking, setIsAsking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function end() {
    setIsBusy(true);
    const r = await post(`/api/admin/consult/sessions/${sessionId}/end`, {}, lang);
    setIsBusy(false);
    if (!r.ok) return setError(r.message);
    setError(null);
    setIsAsking(false);
    toast.success(t.done);
    onDone();
  }

  if (!isAsking)
    return (
      <div className={styles.buttons}>
        <button type="button" className={styles.danger} onClick={() => setIsAsking(true)}>
          {t.button}
        </button>
      </div>
    );
  return (
    <div className={styles.confirm} role="group" aria-label={t.button}>
      <p>{t.confirm}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.danger} onClick={() => void end()} disabled={isBusy} autoFocus>
          {t.yes}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setIsAsking(false)}>
          {m.common.cancel}
        </button>
      </div>
      <Notice message={error ? { ok: false, text: error } : null} />
    </div>
  );
}
