'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import { MOBILE_NUMBER, normaliseEmail, OTP_CODE } from '@nakshatra/shared/rules';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { CloseIcon } from '@/features/ui/icons';
import { useFocusTrap } from '@/features/ui/use-focus-trap';
import { confirmOtp, sendOtp } from './auth-api';
import { defaultCountry, type CountryOption } from './countries';
import { LoginPromo } from './login-promo';
import { OtpBoxes, otpLength } from './otp-boxes';
import { OtpView } from './otp-view';
import { PhoneInput } from './phone-input';
import { sendFailureMessage } from './send-failure-message';
import { mergeLocalCart } from '@/features/shop/cart-store';
import { saveUserDetails } from './user-details';
import styles from './login-dialog.module.css';

/** Spec §9: the resend countdown starts at 30 seconds. */
export const resendAfterSeconds = 30;

type Props = { isOpen: boolean; onClose: () => void };

/** The sign-in dialog of spec §2/§4: renders nothing when closed; each opening starts fresh. */
export function LoginDialog({ isOpen, onClose }: Props) {
  if (!isOpen) return null;
  return <LoginDialogPanel onClose={onClose} />;
}

function LoginDialogPanel({ onClose }: { onClose: () => void }) {
  const { lang, t } = useI18n();
  const titleId = useId();
  const errorId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const boxRefs = useRef<(HTMLInputElement | null)[]>([]);
  const [view, setView] = useState<'login' | 'otp'>('login');
  const [country, setCountry] = useState<CountryOption>(defaultCountry);
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [userId, setUserId] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [digits, setDigits] = useState<string[]>(() => Array(otpLength).fill(''));
  const [otpError, setOtpError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(resendAfterSeconds);

  useFocusTrap(panelRef, true, onClose, firstFieldRef);

  // The resend countdown ticks each second while the code view is shown; it counts towards a deadline,
  // so a throttled background tab still shows the right time when it wakes.
  useEffect(() => {
    if (view !== 'otp') return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [view, resendAt]);

  function restartCountdown() {
    setResendAt(Date.now() + resendAfterSeconds * 1000);
    setSecondsLeft(resendAfterSeconds);
  }

  useEffect(() => {
    if (view === 'otp') boxRefs.current[0]?.focus();
    else firstFieldRef.current?.focus();
  }, [view]);

  /** Validates the number (or e-mail) and asks for a code; true when the server accepted. */
  async function send(): Promise<boolean> {
    let target: { numbers: string } | { email: string };
    if (country.isEmailRequired) {
      const normalised = normaliseEmail(email);
      if (!normalised) {
        toast.error(t.errors.badEmail);
        return false;
      }
      target = { email: normalised };
    } else {
      if (!MOBILE_NUMBER.test(mobile)) {
        toast.error(t.errors.badNumber);
        return false;
      }
      target = { numbers: mobile };
    }
    setIsSending(true);
    try {
      const res = await sendOtp(target);
      if (!isApiFailure(res) && (res.status === 200 || res.status === 202) && res.user_id) {
        setUserId(res.user_id);
        setSentTo('numbers' in target ? `${country.countryCode} ${target.numbers}` : target.email);
        return true;
      }
      toast.error(sendFailureMessage(res, lang, t));
      return false;
    } catch {
      toast.error(t.errors.sendError);
      return false;
    } finally {
      setIsSending(false);
    }
  }

  async function onSendClick() {
    if (isSending) return;
    if (await send()) {
      setDigits(Array(otpLength).fill(''));
      setOtpError(null);
      restartCountdown();
      setView('otp');
    }
  }

  async function onResend() {
    setDigits(Array(otpLength).fill(''));
    setOtpError(null);
    restartCountdown();
    boxRefs.current[0]?.focus();
    await send();
  }

  async function verify(code: string) {
    if (!OTP_CODE.test(code)) {
      setOtpError(t.errors.incompleteOtp);
      return;
    }
    if (isVerifying) return;
    setIsVerifying(true);
    setOtpError(null);
    try {
      const res = await confirmOtp(code, userId);
      if (!isApiFailure(res) && res.status === 200 && res.data) {
        saveUserDetails(res.data);
        // the cart chosen while signed out joins the account's (at most 3 s: the cart page merges again if this fails)
        await Promise.race([mergeLocalCart().catch(() => false), new Promise((resolve) => setTimeout(resolve, 3000))]);
        // reload on our own origin at the current path (spec §4)
        window.location.assign(window.location.pathname + window.location.search);
        return;
      }
      setOtpError(t.errors.invalidOtp);
    } catch {
      setOtpError(t.errors.verifyError);
    }
    // the digits stay, so Enter or Submit retries after a network error and one wrong digit can be fixed
    setIsVerifying(false);
  }

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.login.close}>
          <CloseIcon />
        </button>
        <LoginPromo />
        <div className={styles.formSide}>
          {view === 'login' ? (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void onSendClick();
              }}
            >
              <h2 id={titleId} className={styles.title}>
                {t.login.title}
              </h2>
              <PhoneInput
                country={country}
                onCountryChange={setCountry}
                mobile={mobile}
                onMobileChange={setMobile}
                email={email}
                onEmailChange={setEmail}
                onEnter={() => void onSendClick()}
                inputRef={firstFieldRef}
              />
              <p className={styles.agreement}>
                {t.login.agreeBefore}
                <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">
                  {t.login.terms}
                </a>
                {t.login.agreeAnd}
                <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
                  {t.login.privacy}
                </a>
                {t.login.agreeAfter}
              </p>
              <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
                {isSending ? t.login.sending : t.login.sendOtp}
              </button>
            </form>
          ) : (
            <OtpView
              titleId={titleId}
              sentTo={sentTo}
              secondsLeft={secondsLeft}
              onEdit={() => {
                setOtpError(null);
                setView('login');
              }}
              onResend={() => void onResend()}
              canSubmit={digits.every((d) => d !== '') && !isVerifying}
              isVerifying={isVerifying}
              onSubmit={() => void verify(digits.join(''))}
              error={otpError}
              errorId={errorId}
            >
              <OtpBoxes
                digits={digits}
                onDigitsChange={setDigits}
                onComplete={(code) => void verify(code)}
                onEnter={() => void verify(digits.join(''))}
                isInvalid={otpError !== null}
                errorId={errorId}
                boxRefs={boxRefs}
              />
            </OtpView>
          )}
        </div>
      </div>
    </div>
  );
}
