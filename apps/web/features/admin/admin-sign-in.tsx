'use client';

import { useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { adminLoginBodySchema } from '@/features/api/shared';
import { adminLogin } from '@/features/auth/auth-api';
import { saveUserDetails } from '@/features/auth/user-details';
import type { Messages } from '@/i18n';
import styles from './admin.module.css';

/** E-mail + password sign-in for the admin console (POST /api/login); on success /admin reloads as the console. */
export function AdminSignIn({ isSignedInAsNonAdmin }: { isSignedInAsNonAdmin: boolean }) {
  const { lang, t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = adminLoginBodySchema.safeParse({ email, password });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t.admin.invalid);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const res = await adminLogin(checked.data.email, checked.data.password);
      if (!isApiFailure(res) && res?.data) {
        saveUserDetails(res.data);
        window.location.assign('/admin');
        return;
      }
      const { code, message } = isApiFailure(res) ? apiErrorOf(res) : {};
      if (lang === 'en' && message) setError(message);
      else if (code && code in t.apiErrors) setError(t.apiErrors[code as keyof Messages['apiErrors']]);
      else setError(t.admin.invalid);
    } catch {
      setError(t.admin.networkError);
    }
    setIsBusy(false);
  }

  return (
    <main id="main" className={styles.signInPage}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="admin-title">
        <img src="/assets/logo.svg" alt={t.site.name} width={160} height={36} />
        <h1 id="admin-title">{t.admin.signInTitle}</h1>
        <p>{t.admin.signInIntro}</p>
        {isSignedInAsNonAdmin && <p className={styles.notice}>{t.admin.notAdmin}</p>}
        <label htmlFor="admin-email">{t.admin.email}</label>
        <input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <label htmlFor="admin-password">{t.admin.password}</label>
        <input id="admin-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <p className={styles.error} role="alert">
          {error}
        </p>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? t.admin.signingIn : t.admin.signIn}
        </button>
      </form>
    </main>
  );
}
