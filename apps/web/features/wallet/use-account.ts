'use client';

import { useEffect, useState } from 'react';
import type { UserDetails } from '@nakshatra/shared';
import { readUserDetails } from '@/features/auth/user-details';

/** Who is signed in, read in the browser after mounting: `undefined` until known, `null` when signed out. */
export function useAccount(): UserDetails | null | undefined {
  const [details, setDetails] = useState<UserDetails | null | undefined>(undefined);
  useEffect(() => setDetails(readUserDetails()), []);
  return details;
}
