// Server-only: reads the request cookies through next/headers.
import { headers } from 'next/headers';
import type { UserDetails } from '@nakshatra/shared';
import { apiInternalUrl } from '@/env';

/**
 * Server components call the API directly (not through the public origin), forwarding the
 * visitor's cookies so the API sees the same session.
 */
export async function serverApiGet<T>(path: string): Promise<{ status: number; body: T | undefined }> {
  // the raw header: re-serialising parsed cookies would re-encode the signed session value
  const cookieHeader = (await headers()).get('cookie') ?? '';
  try {
    const res = await fetch(`${apiInternalUrl}${path}`, {
      headers: { cookie: cookieHeader, accept: 'application/json' },
      cache: 'no-store',
    });
    const body = (await res.json().catch(() => undefined)) as T | undefined;
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** The signed-in user according to the server (GET /api/me), or null when signed out or unreachable. */
export async function getCurrentUser(): Promise<UserDetails | null> {
  const { status, body } = await serverApiGet<{ status: number; data: UserDetails }>('/api/me');
  return status === 200 && body?.data ? body.data : null;
}
