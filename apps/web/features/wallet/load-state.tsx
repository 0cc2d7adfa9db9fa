'use client';

import type { WalletMessages } from './messages';
import { SignInPrompt } from './sign-in-prompt';
import styles from './wallet.module.css';

export type LoadStatus = 'loading' | 'ready' | 'failed' | 'signedOut';

/** What an account page shows until its data is there: the sign-in prompt, "loading", or a failure with Retry. */
export function LoadState({ status, common, signInPrompt, onRetry }: { status: LoadStatus; common: WalletMessages['common']; signInPrompt: string; onRetry: () => void }) {
  if (status === 'signedOut') return <SignInPrompt message={signInPrompt} buttonLabel={common.logIn} />;
  if (status === 'loading') return <p aria-live="polite">{common.loading}</p>;
  if (status === 'failed')
    return (
      <div className={styles.notice} role="alert">
        <p>{common.loadFailed}</p>
        <button type="button" className="button" onClick={onRetry}>
          {common.retry}
        </button>
      </div>
    );
  return null;
}
