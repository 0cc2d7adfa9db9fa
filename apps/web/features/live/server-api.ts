// Server-only: the live list and one live for server components, with the visitor's cookies (reminders, `me`).
import type { LiveDetail, LiveList } from '@nakshatra/shared';
import { serverApiGet } from '@/features/api/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/lives; null when the API could not answer. */
export async function getLiveList(): Promise<LiveList | null> {
  const { status, body } = await serverApiGet<{ data: LiveList }>('/api/lives');
  if (status !== 200 || !body?.data || !Array.isArray(body.data.live)) return null;
  return { live: body.data.live, upcoming: Array.isArray(body.data.upcoming) ? body.data.upcoming : [] };
}

/** GET /api/lives/{id}: the live, 'not_found', or 'unavailable'. */
export async function getLive(id: string): Promise<LiveDetail | 'not_found' | 'unavailable'> {
  if (!UUID.test(id)) return 'not_found';
  const { status, body } = await serverApiGet<{ data: LiveDetail }>(`/api/lives/${id.toLowerCase()}`);
  if (status === 404 || status === 400) return 'not_found';
  if (status !== 200 || !body?.data) return 'unavailable';
  return body.data;
}
