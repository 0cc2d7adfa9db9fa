'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { SingleUser } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, postJson } from '@/features/api/client';
import styles from './profile.module.css';

type Props = { user: SingleUser; onSaved: (user: SingleUser) => void };

/**
 * The account's e-mail address, changed in two steps: a code goes to the new address, and only that code stores it
 * (POST /api/users/me/email, then /confirm). Typing an address is not enough: it would let anyone attach someone
 * else's address to their account.
 */
export function EmailChange({ user, onSaved }: Props) {
  const { t } = useI18n();
  const m = t.profile;
  const ids = { email: useId(), code: useId(), error: useId() };
  const [isEditing, setIsEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const reset = () => { setIsEditing(false); setEmail(''); setChallenge(null); setCode(''); setError(null); };

  // The block sits inside the profile <form> (forms cannot nest): plain groups with buttons, and Enter in a field
  // runs this block's action instead of submitting the profile.
  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      action();
    }
  };

  async function sendCode() {
    setError(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(m.emailInvalid);
    setIsBusy(true);
    const res = await postJson<{ data: { challenge_id: string; email: string } }>('/api/users/me/email', { email: email.trim() });
    setIsBusy(false);
    if (isApiFailure(res)) return setError(apiErrorOf(res).message ?? m.emailFailed);
    setChallenge({ id: res.data.challenge_id, email: res.data.email });
  }

  async function confirm() {
    setError(null);
    if (!/^\d{4}$/.test(code)) return setError(t.errors.incompleteOtp);
    setIsBusy(true);
    const res = await postJson<{ data: SingleUser }>('/api/users/me/email/confirm', { challenge_id: challenge!.id, otp: code });
    setIsBusy(false);
    if (isApiFailure(res)) return setError(apiErrorOf(res).message ?? m.emailFailed);
    onSaved(res.data);
    toast.success(m.emailSaved);
    reset();
  }

  return (
    <div className={styles.field} data-testid="email-change">
      <span className={styles.label}>{m.email}</span>
      <p>
        {user.email ?? m.emailNone}{' '}
        {!isEditing && (
          <button type="button" className="link-button" onClick={() => setIsEditing(true)}>
            {user.email ? m.emailChange : m.emailAdd}
          </button>
        )}
      </p>
      {isEditing && !challenge && (
        <div className={styles.inline}>
          <label htmlFor={ids.email}>{m.emailNew}</label>
          <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onKeyDown={onEnter(() => void sendCode())} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} />
          <button type="button" className="button" disabled={isBusy} onClick={() => void sendCode()}>{isBusy ? m.emailSending : m.emailSendCode}</button>
          <button type="button" className="link-button" onClick={reset}>{m.emailCancel}</button>
        </div>
      )}
      {challenge && (
        <div className={styles.inline}>
          <p className={styles.hint}>{m.emailCodeSent.replace('{email}', challenge.email)}</p>
          <label htmlFor={ids.code}>{m.emailCode}</label>
          <input id={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))} onKeyDown={onEnter(() => void confirm())} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} />
          <button type="button" className="button" disabled={isBusy || code.length !== 4} onClick={() => void confirm()}>{m.emailConfirm}</button>
          <button type="button" className="link-button" onClick={reset}>{m.emailCancel}</button>
        </div>
      )}
      {error && <p id={ids.error} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
