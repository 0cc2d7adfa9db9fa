'use client';

import type { ReactNode } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { EditIcon } from '@/features/ui/icons';
import styles from './login-dialog.module.css';

type Props = {
  titleId: string;
  sentTo: string;
  secondsLeft: number;
  onEdit: () => void;
  onResend: () => void;
  canSubmit: boolean;
  isVerifying: boolean;
  onSubmit: () => void;
  error: string | null;
  errorId: string;
  /** the four boxes */
  children: ReactNode;
};

function mmss(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** View 2 of the dialog: where the code went, the boxes, the error line, resend and Submit. */
export function OtpView({ titleId, sentTo, secondsLeft, onEdit, onResend, canSubmit, isVerifying, onSubmit, error, errorId, children }: Props) {
  const { t } = useI18n();
  return (
    <div>
      <h2 id={titleId} className={styles.title}>
        {t.login.otpTitle}
      </h2>
      <p className={styles.sentTo}>
        <span>
          {t.login.otpSentTo} <strong>{sentTo}</strong>
        </span>
        <button type="button" className={styles.editButton} onClick={onEdit} aria-label={t.login.editNumber} title={t.login.editNumber}>
          <EditIcon />
        </button>
      </p>
      {children}
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <p className={styles.resend} aria-live="polite">
        {secondsLeft > 0 ? (
          <span>{format(t.login.resendIn, { time: mmss(secondsLeft) })}</span>
        ) : (
          <button type="button" className="link-button" onClick={onResend}>
            {t.login.resend}
          </button>
        )}
      </p>
      <button type="button" className={styles.primary} disabled={!canSubmit} onClick={onSubmit}>
        {isVerifying ? t.login.verifying : t.login.submit}
      </button>
    </div>
  );
}
