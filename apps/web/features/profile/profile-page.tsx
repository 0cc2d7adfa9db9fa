'use client';

import { useEffect, useState } from 'react';
import type { SingleUser, UserDetails } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { getSingleUser } from '@/features/auth/auth-api';
import { LoginDialog } from '@/features/auth/login-dialog';
import { readUserDetails } from '@/features/auth/user-details';
import { PrivacySection } from '@/features/privacy/privacy-section';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'notYours' }
  | { kind: 'failed' }
  | { kind: 'ready'; details: UserDetails; user: SingleUser };

/** /user-profile?id={id}: the signed-in user's own profile, read and edited through the API. */
export function ProfilePage({ requestedId }: { requestedId: string | null }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  useEffect(() => {
    const details = readUserDetails();
    if (!details) {
      setState({ kind: 'signedOut' });
      return;
    }
    const id = requestedId ?? details.id;
    getSingleUser(id)
      .then((res) => {
        if (!isApiFailure(res) && res?.data) setState({ kind: 'ready', details, user: res.data });
        else if (isApiFailure(res) && res.error_status === 401) setState({ kind: 'signedOut' });
        else if (isApiFailure(res) && res.error_status === 403) setState({ kind: 'notYours' });
        else setState({ kind: 'failed' });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [requestedId]);

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="profile-title">
      <h1 id="profile-title">{t.profile.title}</h1>
      {state.kind === 'loading' && <p aria-live="polite">{t.profile.loading}</p>}
      {state.kind === 'signedOut' && (
        <div className={styles.notice}>
          <p>{t.profile.loggedOut}</p>
          <button type="button" className="button" onClick={() => setIsLoginOpen(true)}>
            {t.profile.login}
          </button>
          <LoginDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
        </div>
      )}
      {state.kind === 'notYours' && <p className={styles.notice}>{t.profile.notYours}</p>}
      {state.kind === 'failed' && (
        <p className={styles.notice} role="alert">
          {t.profile.loadFailed}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <ProfileForm details={state.details} user={state.user} onSaved={(user) => setState({ kind: 'ready', details: state.details, user })} />
          {state.user.id === state.details.id && <PrivacySection />}
        </>
      )}
    </section>
  );
}
