'use client';

import Link from 'next/link';
import { useEffect, useTransition } from 'react';
import { useI18n } from '@/i18n/provider';
import styles from './load-error.module.css';

/**
 * What a page of the site shows when rendering it failed (usually the API was not answering): a plain
 * sentence in the page's language and a button that fetches and renders the page again. Used by the
 * error boundaries (app/[lang]/(site)/error.tsx and web-stories); `retry` is the boundary's own.
 */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useI18n().t.loadError;
  const [isRetrying, startRetry] = useTransition();
  useEffect(() => {
    // the server logged the details; the digest lets support match this page to that log line
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String((error as { digest?: unknown }).digest ?? '') : '';
  return (
    <section className={`container page ${styles.box}`} role="alert" aria-live="assertive" data-testid="load-error">
      <h1>{t.title}</h1>
      <p>{t.errorBody}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={isRetrying}
          aria-busy={isRetrying}
          onClick={() => {
            startRetry(() => retry());
          }}
        >
          {isRetrying ? t.retrying : t.tryAgain}
        </button>
        <Link href="/">{t.backHome}</Link>
      </div>
      {digest && <p className={styles.digest}>{`#${digest}`}</p>}
    </section>
  );
}
