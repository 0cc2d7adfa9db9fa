'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MOBILE_NUMBER, OTP_CODE } from '@nakshatra/shared/rules';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { sendAstrologerCode } from '@/features/astro-registration/api';
import { failureSentence } from '@/features/astro-registration/sentences';
import styles from './phone-code-form.module.css';

/** The API allows one code per number every 30 seconds. */
const resendAfterSeconds = 30;

export type PhoneCodeMessages = {
  mobile: string; sendCode: string; sending: string; sentTo: string; code: string; verify: string; verifying: string;
  resendIn: string; resend: string; changeNumber: string; badNumber: string; badCode: string; sendFailed: string; verifyFailed: string;
};

type Props = {
  t: PhoneCodeMessages;
  initialPhone?: string;
  /** a sentence shown on arrival (e.g. the earlier verification expired) */
  notice?: string | null;
  /** under the number field (a hint about the number) */
  phoneHint?: ReactNode;
  /** under the Send code button (the agreement sentence) */
  footer?: ReactNode;
  /**
   * Checks the code with the caller's endpoint. Resolve with nothing on success (the caller moves on), or with what to
   * show under the form: a sentence, or a sentence with a link.
   */
  onCode: (code: string, requestId: string, phone: string) => Promise<ReactNode | void>;
};

/**
 * A 10-digit Indian mobile number, then the 4-digit code sent to it (POST /api/send_otp), with the resend countdown
 * and "change number". One component for every astrologer form: registration proves the number with it, the
 * dashboard signs in with it; each passes its own `onCode`.
 */
export function PhoneCodeForm({ t, initialPhone = '', notice = null, phoneHint, footer, onCode }: Props) {
  const { lang } = useI18n();
  const ids = { phone: useId(), code: useId(), error: useId() };
  const [phone, setPhone] = useState(initialPhone);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<ReactNode>(notice);
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
    if (!MOBILE_NUMBER.test(phone)) return setError(t.badNumber);
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
    if (!OTP_CODE.test(code)) return setError(t.badCode);
    setError(null);
    setIsBusy(true);
    let problem: ReactNode | void;
    try {
      problem = await onCode(code, requestId, phone);
    } catch {
      problem = t.verifyFailed;
    }
    setIsBusy(false);
    if (problem) setError(problem);
  }

  const invalid = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? ids.error : undefined } as const;
  return (
    <>
      {!requestId ? (
        <form onSubmit={send} noValidate className={styles.form}>
          <div className={styles.field}>
            <label htmlFor={ids.phone}>{t.mobile}</label>
            <div className={styles.phoneRow}>
              <span className={styles.prefix} aria-hidden="true">+91</span>
              <input id={ids.phone} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={phone}
                onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 10))} {...invalid} />
            </div>
            {phoneHint && <p className={styles.hint}>{phoneHint}</p>}
          </div>
          {footer && <p className={styles.hint}>{footer}</p>}
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t.sending : t.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className={styles.form}>
          <p>{format(t.sentTo, { phone })}</p>
          <div className={styles.field}>
            <label htmlFor={ids.code}>{t.code}</label>
            <input ref={codeRef} id={ids.code} className={styles.codeInput} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={4}
              value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))} {...invalid} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? t.verifying : t.verify}
            </button>
            {secondsLeft > 0 ? (
              <span className={styles.hint} aria-live="polite">{format(t.resendIn, { seconds: secondsLeft })}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => void send()} disabled={isBusy}>{t.resend}</button>
            )}
            <button type="button" className="link-button" onClick={() => { setRequestId(null); setError(null); }}>
              {t.changeNumber}
            </button>
          </div>
        </form>
      )}
      <p id={ids.error} className={styles.error} role="alert">
        {error}
      </p>
    </>
  );
}
