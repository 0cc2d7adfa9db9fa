'use client';

import { useId, useState, type FormEvent } from 'react';
import { resolveFlagBodySchema } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, postJson } from '@/features/api/client';
import { walletAdminMessages } from './messages';
import styles from './wallet-admin.module.css';

/** Marks one flagged item resolved, saying how (POST /api/admin/wallet/flags/{id}/resolve, audited). */
export function ResolveFlag({ id, onDone }: { id: string; onDone: () => void }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resolveFlagBodySchema.safeParse({ resolution: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.actionFailed);
    setIsBusy(true);
    try {
      const res = await postJson(`/api/admin/wallet/flags/${id}/resolve`, parsed.data);
      if (isApiFailure(res)) setError(apiErrorOf(res).message ?? t.actionFailed);
      else onDone();
    } catch {
      setError(t.actionFailed);
    }
    setIsBusy(false);
  }

  return (
    <form onSubmit={submit} className={styles.row} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t.resolve.label}</label>
        <input id={inputId} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} />
        {error && <p className={styles.fieldError} role="alert">{error}</p>}
      </div>
      <button type="submit" className={styles.linkButton} disabled={isBusy}>
        {t.resolve.submit}
      </button>
    </form>
  );
}
