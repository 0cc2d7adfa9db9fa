'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, putJson } from '@/features/api/client';
import { contentMessages } from './messages';
import styles from './forms.module.css';

/** /verify-email/[token]: confirms the newsletter subscription with PUT /api/verify-email/{token} (empty body). */
export function VerifyEmail({ token }: { token: string }) {
  const { lang } = useI18n();
  const t = contentMessages[lang].verify;
  const [state, setState] = useState<{ kind: 'checking' | 'ok' | 'failed'; text?: string }>({ kind: 'checking' });
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    putJson(`/api/verify-email/${encodeURIComponent(token)}`)
      .then((res) => {
        if (!isApiFailure(res)) return setState({ kind: 'ok' });
        // the API explains why (invalid, used or expired link) in English
        const reason = lang === 'en' ? apiErrorOf(res).message : undefined;
        setState({ kind: 'failed', text: reason });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [token, lang]);

  return (
    <div className={styles.done} role={state.kind === 'failed' ? 'alert' : 'status'}>
      {state.kind === 'checking' && <p>{t.checking}</p>}
      {state.kind === 'ok' && <p>{t.confirmed}</p>}
      {state.kind === 'failed' && (
        <>
          <p>{t.failed}</p>
          {state.text && <p>{state.text}</p>}
        </>
      )}
      {state.kind !== 'checking' && (
        <Link href="/" className="button">
          {t.goHome}
        </Link>
      )}
    </div>
  );
}
