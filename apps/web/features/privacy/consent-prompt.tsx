'use client';

import { useId, useRef, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { format } from '@/i18n/format';
import { isApiFailure } from '@/features/api/client';
import { logOut } from '@/features/auth/logout';
import { useFocusTrap } from '@/features/ui/use-focus-trap';
import { acceptNotice, getConsents } from './privacy-api';
import styles from './privacy.module.css';

let current: string | null = null;

/** True when the signed-in person must accept the notice in force (remembers that version for the prompt). */
export async function needsConsent(): Promise<boolean> {
  const r = await getConsents();
  if (isApiFailure(r)) return false; // signed out or unreachable: nothing to ask now
  current = r.data.notice.current_version;
  return r.data.notice.required;
}

/** A modal that only accepting or signing out closes: using the account needs the current notice accepted. */
export function ConsentPrompt({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const m = t.privacy;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useFocusTrap(panel, true, () => {});

  async function accept() {
    if (!current) return;
    setIsBusy(true);
    const r = await acceptNotice(current);
    setIsBusy(false);
    if (isApiFailure(r)) {
      // a newer notice came out meanwhile (409): re-read it, so the next press accepts the one in force
      if (r.error_status === 409) await needsConsent();
      setError(m.promptFailed);
      return;
    }
    onDone();
  }

  return (
    <div className={styles.overlay}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
        <h2 id={titleId}>{m.promptTitle}</h2>
        <p id={bodyId}>{format(m.promptBody, { version: current ?? '' })}</p>
        <p className={styles.row}>
          <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">{t.login.terms}</a>
          <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">{t.login.privacy}</a>
        </p>
        {error && <p role="alert">{error}</p>}
        <p className={styles.row}>
          <button type="button" className="button" onClick={() => void accept()} disabled={isBusy}>{m.promptAccept}</button>
          <button type="button" className="button-secondary" onClick={() => void logOut()}>{m.promptSignOut}</button>
        </p>
      </div>
    </div>
  );
}
