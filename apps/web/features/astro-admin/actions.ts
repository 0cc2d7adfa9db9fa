'use server';

import { revalidateTag } from 'next/cache';
import { getCurrentUser } from '@/features/api/server';

/**
 * After an admin edits a horoscope the cached horoscope pages are refreshed at once (tag `horoscope`), instead of
 * when their period ends. Only an admin may ask.
 */
export async function refreshHoroscopePages(): Promise<{ ok: boolean }> {
  const user = await getCurrentUser();
  if (user?.type !== 'admin') return { ok: false };
  revalidateTag('horoscope', { expire: 0 });
  return { ok: true };
}
