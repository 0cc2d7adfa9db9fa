'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@/i18n/provider';
import { useFocusTrap } from './use-focus-trap';
import styles from './confirm-dialog.module.css';

type Ask = { message: string; confirmLabel?: string; isDanger?: boolean };
type Pending = Ask & { resolve: (yes: boolean) => void };

/**
 * The site's own "are you sure?" in place of `window.confirm` (which cannot be styled, translated or read the same
 * way by every screen reader): a modal dialog with the question, Confirm and Cancel; focus stays inside while it is
 * open, Escape cancels, and focus returns to the button that asked.
 *
 *   const [confirmDialog, ask] = useConfirm();
 *   if (!(await ask({ message: t.confirmEnd }))) return;
 *   … return <>{confirmDialog}…</>;
 */
export function useConfirm(): [ReactNode, (ask: Ask) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((a: Ask) => new Promise<boolean>((resolve) => setPending({ ...a, resolve })), []);
  const close = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(null);
  };
  return [pending ? <ConfirmDialog key="confirm" ask={pending} onAnswer={close} /> : null, ask];
}

function ConfirmDialog({ ask, onAnswer }: { ask: Ask; onAnswer: (yes: boolean) => void }) {
  const { lang } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // the safe choice has the focus first, so Enter on an accidental open does not end anything
  useFocusTrap(panel, true, () => onAnswer(false), cancel);
  return (
    <div className={styles.overlay} onClick={(e) => { if (e.target === e.currentTarget) onAnswer(false); }}>
      <div ref={panel} className={styles.panel} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className={styles.message}>{ask.message}</p>
        <div className={styles.actions}>
          <button ref={cancel} type="button" className="button-secondary" onClick={() => onAnswer(false)}>
            {lang === 'hi' ? 'रद्द करें' : 'Cancel'}
          </button>
          <button type="button" className={ask.isDanger ? `button ${styles.danger}` : 'button'} onClick={() => onAnswer(true)}>
            {ask.confirmLabel ?? (lang === 'hi' ? 'हाँ' : 'Yes')}
          </button>
        </div>
      </div>
    </div>
  );
}
