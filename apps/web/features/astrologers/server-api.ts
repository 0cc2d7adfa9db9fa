// Server-only: public astrologer reads for server components, cached briefly in Next's data cache.
import { apiInternalUrl } from '@/env';
import type { AstrologerProfile, DirectoryPage, ReviewPage } from './types';

/**
 * How long a directory or profile reply may be served from the cache. Short: prices and statuses change, and
 * the browser re-reads the live part as soon as the page is interactive, so a cached render is never wrong for long.
 */
export const ASTROLOGERS_REVALIDATE_SECONDS = 15;

/** No cookies: these replies are the same for every visitor (the viewer's own relation is read in the browser). */
async function cachedGet<T>(path: string): Promise<{ status: number; body: T | undefined }> {
  try {
    const res = await fetch(`${apiInternalUrl}${path}`, {
      headers: { accept: 'application/json' },
      next: { revalidate: ASTROLOGERS_REVALIDATE_SECONDS, tags: ['astrologers'] },
    });
    const body = (await res.json().catch(() => undefined)) as T | undefined;
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** One page of the directory for an API query string; null when the API is unavailable. */
export async function getDirectoryPage(apiQuery: string): Promise<DirectoryPage | null> {
  const { status, body } = await cachedGet<DirectoryPage>(`/api/get_astrologer/?${apiQuery}`);
  if (status !== 200 || !body || !Array.isArray(body.data)) return null;
  return { data: body.data, page: body.page, limit: body.limit, total: body.total };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An approved astrologer's profile: the profile, 'not_found', or 'unavailable' when the API could not answer. */
export async function getAstrologerProfile(id: string): Promise<AstrologerProfile | 'not_found' | 'unavailable'> {
  if (!UUID.test(id)) return 'not_found';
  const { status, body } = await cachedGet<{ data: AstrologerProfile }>(`/api/get_single_astrologer/${id.toLowerCase()}`);
  if (status === 404 || status === 400) return 'not_found';
  if (status !== 200 || !body?.data) return 'unavailable';
  return body.data;
}

/** The first page of an astrologer's reviews; an empty page when they cannot be read (the profile still renders). */
export async function getFirstReviews(id: string, limit: number): Promise<ReviewPage> {
  const { status, body } = await cachedGet<ReviewPage>(`/api/astrologers/${id.toLowerCase()}/reviews?page=1&limit=${limit}`);
  if (status !== 200 || !body || !Array.isArray(body.data)) return { data: [], page: 1, limit, total: 0 };
  return body;
}
