'use client';

import type { ConsultMode, ConsultSession, CreateSessionBody } from '@nakshatra/shared';
import { getJson, postJson, type ApiResult } from '@/features/api/client';
import type { AstrologerProfile, DirectoryPage, ReviewPage } from './types';

type Relation = { status: number; data: { following: boolean; notify: string[] } };

/** DELETE with the same answer conventions as features/api/client (which has no DELETE helper). */
async function deleteJson<T>(path: string): Promise<ApiResult<T>> {
  const res = await fetch(path, { method: 'DELETE', credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.status === 204) return { error_status: 204 };
  const body = await res.json().catch(() => undefined);
  if (!res.ok) return res.status === 404 || res.status === 500 ? { error_status: res.status } : { error_status: res.status, response: body };
  return body as T;
}

const idPath = (id: string) => encodeURIComponent(id);

/** The live directory page (uncached: the browser re-reads what the cached server render showed). */
export function fetchDirectory(apiQuery: string) {
  return getJson<DirectoryPage & { status: number }>(`/api/get_astrologer/?${apiQuery}`);
}

/** The profile with the signed-in visitor's follow and notify-me state. */
export function fetchProfile(id: string) {
  return getJson<{ status: number; data: AstrologerProfile }>(`/api/get_single_astrologer/${idPath(id)}`);
}

export function fetchReviews(id: string, page: number, limit: number) {
  return getJson<ReviewPage & { status: number }>(`/api/astrologers/${idPath(id)}/reviews?page=${page}&limit=${limit}`);
}

export function setFollowing(id: string, isFollowing: boolean) {
  return isFollowing ? postJson<Relation>(`/api/astrologers/${idPath(id)}/follow`) : deleteJson<Relation>(`/api/astrologers/${idPath(id)}/follow`);
}

export function setNotify(id: string, mode: ConsultMode, isOn: boolean) {
  return isOn
    ? postJson<Relation>(`/api/astrologers/${idPath(id)}/notify`, { mode })
    : deleteJson<Relation>(`/api/astrologers/${idPath(id)}/notify?mode=${mode}`);
}

/** POST /api/create_chat_session (chat and call alike). */
export function createSession(body: CreateSessionBody) {
  return postJson<{ status: number; data: ConsultSession }>('/api/create_chat_session', body);
}
