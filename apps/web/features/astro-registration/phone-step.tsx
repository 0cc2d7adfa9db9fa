'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mobileNumberSchema, otpSchema } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { sendAstrologerCode, verifyApplicantPhone } from './api';
import type { RegistrationMessages } from './messages';
import { failureSentence } from './sentences';
import styles from './registration.module.css';

/** The API allows one code per number every 30 seconds. */
const resendAfterSeconds = 30;

export type Verified = { token: string; phone: string; expiresAt: string };

type Props = {
  m: RegistrationMessages;
  /** the phone verified earlier (coming back to this step) */
  verified: Verified | null;
  /** a sentence to show on arrival (the verification expired while the form was filled in) */
  notice: string | null;
  onVerified: (v: Verified) => void;
  /** the number already has an astrologer account: sign in with it instead */
  onExists: (phone: string) => void;
};

/** Step 1: the mobile number, proved by a 4-digit code (POST /api/send_otp, then verify_phone). */
export function PhoneStep({ m, verified, notice, onVerified, onExists }: Props) {
  const { lang } = useI18n();
  const t = m.phone;
  const ids = { phone: useId(), code: useId(), error: useId() };
  const [phone, setPhone] = useState(verified?.phone ?? '');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(notice);
  const [isBusy, setIsBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isEditing, setIsEditing] = useState(!verified || notice !== null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!requestId) return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [requestId, resendAt]);

  useEffect(() => {
    if (requestId) codeRef.current?.focus();
  }, [requestId]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (isBusy) return;
    if (!mobileNumberSchema.safeParse(phone).success) return setError(t.badNumber);
    setError(null);
    setIsBusy(true);
    try {
      const res = await sendAstrologerCode(phone);
      if (isApiFailure(res) || !res.user_id) {
        setError(isApiFailure(res) ? failureSentence(res, lang, t.sendFailed) : t.sendFailed);
        return;
      }
      setRequestId(res.user_id);
      setCode('');
      setResendAt(Date.now() + resendAfterSeconds * 1000);
    } catch {
      setError(t.sendFailed);
    } finally {
      setIsBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (isBusy || !requestId) return;
    if (!otpSchema.safeParse(code).success) return setError(t.badCode);
    setError(null);
    setIsBusy(true);
    try {
      const res = await verifyApplicantPhone(code, requestId);
      if (!isApiFailure(res) && res.data?.application_token) {
        onVerified({ token: res.data.application_token, phone: res.data.phone, expiresAt: res.data.expires_at });
        return;
      }
      if (isApiFailure(res) && apiErrorOf(res).code === 'astrologer_exists') return onExists(phone);
      setError(isApiFailure(res) ? failureSentence(res, lang, t.verifyFailed) : t.verifyFailed);
    } catch {
      setError(t.verifyFailed);
    } finally {
      setIsBusy(false);
    }
  }

  if (verified && !isEditing) {
    return (
      <div className={`${styles.stepBody} ${styles.actions}`}>
        <p className={styles.success} role="status">
          {format(t.verified, { phone: verified.phone })}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => setIsEditing(true)}>
          {t.changeNumber}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.stepBody}>
      {!requestId ? (
        <form onSubmit={send} noValidate className={styles.inline}>
          <div className={styles.field}>
            <label htmlFor={ids.phone}>{t.mobile}</label>
            <div className={styles.phoneRow}>
              <span className={styles.prefix} aria-hidden="true">
                +91
              </span>
              <input
                id={ids.phone}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={phone}
                onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 10))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
            </div>
            <p className={styles.hint}>{t.mobileHint}</p>
          </div>
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t.sending : t.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className={styles.inline}>
          <p>{format(t.sentTo, { phone })}</p>
          <div className={styles.field}>
            <label htmlFor={ids.code}>{t.code}</label>
            <input
              ref={codeRef}
              id={ids.code}
              className={styles.codeInput}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? t.verifying : t.verify}
            </button>
            {secondsLeft > 0 ? (
              <span className={styles.hint} aria-live="polite">
                {format(t.resendIn, { seconds: secondsLeft })}
              </span>
            ) : (
              <button type="button" className={styles.linkButton} onClick={() => void send()} disabled={isBusy}>
                {t.resend}
              </button>
            )}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setRequestId(null);
                setError(null);
              }}
            >
              {t.changeNumber}
            </button>
          </div>
        </form>
      )}
      <p id={ids.error} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}
