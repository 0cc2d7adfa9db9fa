'use client';

import { useEffect, useRef, useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { getOwnApplication, type OwnApplication } from '@/features/astrologer-dashboard/api';
import { ApplicationStatusCard } from '@/features/astrologer-dashboard/application-status';
import { AstrologerSignIn } from '@/features/astrologer-dashboard/astrologer-sign-in';
import { dashboardMessages } from '@/features/astrologer-dashboard/messages';
import { registrationMessages } from './messages';
import { RegistrationForm } from './registration-form';
import styles from './registration.module.css';

type View =
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'existing'; application: OwnApplication }
  | { kind: 'exists'; phone: string }
  | { kind: 'done'; name: string; phone: string };

/**
 * /astro-registration: the application form; an astrologer who is signed in sees their application's status
 * instead, and a number that already has an account is asked to sign in to see it.
 */
export function RegistrationPage() {
  const { lang } = useI18n();
  const m = registrationMessages[lang];
  const dm = dashboardMessages[lang];
  const [view, setView] = useState<View>({ kind: 'checking' });
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const details = readUserDetails();
    if (details?.type !== 'astrologer') return setView({ kind: 'form' });
    let isCurrent = true;
    getOwnApplication()
      .then((res) => {
        if (!isCurrent) return;
        if (!isApiFailure(res) && res.data) setView({ kind: 'existing', application: res.data });
        else setView({ kind: 'form' });
      })
      .catch(() => isCurrent && setView({ kind: 'form' }));
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (view.kind === 'done' || view.kind === 'exists') resultRef.current?.focus();
  }, [view.kind]);

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="registration-title">
      <h1 id="registration-title">{m.title}</h1>
      <p className={styles.lead}>{m.intro}</p>
      {view.kind === 'checking' && <p aria-live="polite">{m.loading}</p>}
      {view.kind === 'form' && (
        <RegistrationForm m={m} onExists={(phone) => setView({ kind: 'exists', phone })} onSubmitted={({ name, phone }) => setView({ kind: 'done', name, phone })} />
      )}
      {view.kind === 'existing' && (
        <div className={styles.result}>
          <h2>{m.existing.title}</h2>
          <p>{m.existing.body}</p>
          <ApplicationStatusCard application={view.application} m={dm} showDashboardLink />
        </div>
      )}
      {view.kind === 'exists' && (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <p className={styles.notice} role="status">
            {m.phone.exists}
          </p>
          <AstrologerSignIn m={dm} initialPhone={view.phone} />
        </div>
      )}
      {view.kind === 'done' && (
        <div ref={resultRef} tabIndex={-1} className={`${styles.result} ${styles.done}`} role="status" data-testid="application-received">
          <h2>{m.done.title}</h2>
          <p>{format(m.done.body, { name: view.name })}</p>
          <p>{format(m.done.signedIn, { phone: view.phone })}</p>
          <p>
            {/* a full page load, so the header shows the new session */}
            <a href="/astrologer" className="button">
              {m.done.dashboard}
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
