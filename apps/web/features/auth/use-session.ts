'use client';

import { useEffect, useState } from 'react';
import type { SingleUser, UserDetails } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { getSingleUser } from './auth-api';
import { readUserDetails, SESSION_CHANGED_EVENT } from './user-details';

/** Fired on `window` when the wallet balance may have changed (a recharge, a payment): the header re-reads it. */
export const WALLET_CHANGED_EVENT = 'nakshatra:wallet-changed';

/** Tells every mounted header to re-read the user record (balance). */
export function announceWalletChanged(): void {
  window.dispatchEvent(new Event(WALLET_CHANGED_EVENT));
}

export type SessionView = {
  /** false until the browser has read the userDetails cookie (the server render never knows). */
  isReady: boolean;
  details: UserDetails | null;
  /** name, img_url, phone, balance from GET /api/get_single_users/{id}; null when not (yet) loaded. */
  record: SingleUser | null;
};

/**
 * The header's view of the visitor: the userDetails cookie says who signed in, and the user record
 * adds name, picture, phone and balance. A failed record call is ignored (spec §8).
 */
export function useSession(): SessionView {
  const [view, setView] = useState<SessionView>({ isReady: false, details: null, record: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const onSessionChanged = () => setGeneration((g) => g + 1);
    window.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
  }, []);
  useEffect(() => {
    const details = readUserDetails();
    setView({ isReady: true, details, record: null });
    if (!details) return;
    let isCurrent = true;
    const load = () =>
      getSingleUser(details.id)
        .then((res) => {
          if (isCurrent && !isApiFailure(res) && res?.data) setView({ isReady: true, details, record: res.data });
        })
        .catch(() => {});
    void load();
    // re-read after a recharge, and when the page comes back from the back-forward cache (e.g. Back from a checkout)
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void load();
    };
    window.addEventListener(WALLET_CHANGED_EVENT, load);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      isCurrent = false;
      window.removeEventListener(WALLET_CHANGED_EVENT, load);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [generation]);
  return view;
}
