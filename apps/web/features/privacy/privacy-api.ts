import type { ConsentState, DataExport, ErasureState } from '@nakshatra/shared';
import { deleteJson, getJson, postJson, putJson, type ApiResult } from '@/features/api/client';

type Reply<T> = Promise<ApiResult<{ status: number; data: T }>>;

export const getConsents = (): Reply<ConsentState> => getJson('/api/users/me/consents');
export const acceptNotice = (version: string): Reply<ConsentState> => postJson('/api/users/me/consents/notice', { version });
export const setMarketing = (granted: boolean): Reply<ConsentState> => putJson('/api/users/me/consents/marketing', { granted });
export const latestExport = (): Reply<DataExport | null> => getJson('/api/users/me/exports/latest');
export const askExport = (): Reply<DataExport> => postJson('/api/users/me/exports');
export const getErasure = (): Reply<ErasureState> => getJson('/api/users/me/erasure');
export const askErasure = (): Reply<ErasureState> => postJson('/api/users/me/erasure', { confirm: 'ERASE' });
export const cancelErasure = (): Reply<ErasureState> => deleteJson('/api/users/me/erasure');
