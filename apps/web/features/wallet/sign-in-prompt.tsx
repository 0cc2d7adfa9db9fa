'use client';

import { useState } from 'react';
import { LoginDialog } from '@/features/auth/login-dialog';
import styles from './wallet.module.css';

/**
 * What a signed-out visitor sees on an account page: one sentence and a button that opens the login
 * dialog (after signing in, the dialog reloads this same page).
 */
export function SignInPrompt({ message, buttonLabel }: { message: string; buttonLabel: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={styles.notice} role="status">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => setIsOpen(true)}>
        {buttonLabel}
      </button>
      <LoginDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </div>
  );
}
