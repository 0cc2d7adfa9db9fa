'use client';

import { useState } from 'react';
import styles from './kundli.module.css';

export type PdfSource = { method: 'POST'; url: string; body: unknown } | { method: 'GET'; url: string };

/**
 * Downloads a PDF the API renders (fetch → blob → a temporary link), so a failure can be said in words instead of
 * opening an error page.
 */
export function PdfButton({ source, fileName, label, busyLabel, failedLabel }: { source: PdfSource; fileName: string; label: string; busyLabel: string; failedLabel: string }) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const res = await fetch(source.url, source.method === 'POST'
        ? { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(source.body) }
        : { credentials: 'include' });
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(failedLabel);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} onClick={download} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? busyLabel : label}
      </button>
      {error && <p role="alert" className={styles.alert}>{error}</p>}
    </>
  );
}
