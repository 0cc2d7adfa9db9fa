'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { readUserDetails, SESSION_CHANGED_EVENT } from '@/features/auth/user-details';

const OK_KEY = 'nk-notice-ok';

/**
 * Asks a signed-in person to accept the terms and privacy notice when the API says the one in force is not yet
 * accepted (first sign-in from another form, or a changed notice). Costs nothing for visitors: the prompt's code
 * is loaded only for a signed-in person whose acceptance this tab has not yet seen.
 */
export function ConsentGate() {
  const [Prompt, setPrompt] = useState<ComponentType<{ onDone: () => void }> | null>(null);
  useEffect(() => {
    const check = () => {
      const me = readUserDetails();
      // admins are staff working under their contract, not users of the service: the console never asks them
      if (!me || me.type === 'admin' || sessionStorage.getItem(OK_KEY) === me.id) return;
      void import('./consent-prompt').then(async (mod) => {
        if (await mod.needsConsent()) setPrompt(() => mod.ConsentPrompt);
        else sessionStorage.setItem(OK_KEY, me.id);
      });
    };
    check();
    window.addEventListener(SESSION_CHANGED_EVENT, check);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, check);
  }, []);
  if (!Prompt) return null;
  return (
    <Prompt
      onDone={() => {
        const me = readUserDetails();
        if (me) sessionStorage.setItem(OK_KEY, me.id);
        setPrompt(null);
      }}
    />
  );
}
