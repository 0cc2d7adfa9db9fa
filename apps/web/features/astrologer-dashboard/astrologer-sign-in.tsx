'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mobileNumberSchema, otpSchema } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { saveUserDetails } from '@/features/auth/user-details';
import { resetSocket } from '@/features/realtime/socket';
import { confirmAstrologerCode, sendAstrologerCode } from '@/features/astro-registration/api';
import { failureSentence } from '@/features/astro-registration/sentences';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

const resendAfterSeconds = 30;

/**
 * Astrologers sign in with their own pair of endpoints (POST /api/send_otp, /api/confirm_otp): the site's login
 * dialog signs seekers in. On success the page reloads with the new session.
 */
export function AstrologerSignIn({ m, initialPhone = '' }: { m: DashboardMessages; initialPhone?: string }) {
  const { lang, t: all } = useI18n();
  const t = m.signIn;
  const ids = { title: useId(), phone: useId(), code: useId(), error: useId() };
  const [phone, setPhone] = useState(initialPhone);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
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
      if (isApiFailure(res) || !res.user_id) return setError(isApiFailure(res) ? failureSentence(res, lang, t.sendFailed) : t.sendFailed);
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
      const res = await confirmAstrologerCode(code, requestId);
      if (!isApiFailure(res) && res.data) {
        saveUserDetails(res.data);
        resetSocket();
        window.location.reload();
        return;
      }
      // the shared client drops the body of a 404: that is "no astrologer account uses this number"
      setError(isApiFailure(res) && res.error_status === 404 ? t.noAccount : isApiFailure(res) ? failureSentence(res, lang, t.verifyFailed) : t.verifyFailed);
    } catch {
      setError(t.verifyFailed);
    }
    setIsBusy(false);
  }

  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t.title}</h2>
      {!requestId ? (
        <form onSubmit={send} noValidate className={styles.stack}>
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
            {initialPhone && <p className={styles.hint}>{t.waitHint}</p>}
          </div>
          <p className={styles.hint}>
            {all.login.agreeBefore}
            <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">{all.login.terms}</a>
            {all.login.agreeAnd}
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">{all.login.privacy}</a>
            {all.login.agreeAfter}
          </p>
          <div>
            <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? t.sending : t.sendCode}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className={styles.stack}>
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
          <div className={styles.row}>
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
        {error === t.noAccount && (
          <>
            {' '}
            <Link href="/astro-registration">{m.access.join}</Link>
          </>
        )}
      </p>
    </section>
  );
}
