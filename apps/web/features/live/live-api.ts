'use client';

import type { Gift, LiveDetail, LiveGiftEvent, LiveList, LiveReport, LiveSettings, LiveSummary } from '@nakshatra/shared';
import { deleteJson, getJson, patchJson, postJson, putJson, type ApiResult } from '@/features/api/client';

/** The browser's calls of Guruji Live (REST paths of the live brief; the house envelope `{ status, data }`). */
type Reply<T> = { status: number; data: T };
const id = (value: string) => encodeURIComponent(value);

export const fetchLives = (): Promise<ApiResult<Reply<LiveList>>> => getJson('/api/lives');
export const fetchLive = (liveId: string): Promise<ApiResult<Reply<LiveDetail>>> => getJson(`/api/lives/${id(liveId)}`);
export const fetchGifts = (): Promise<ApiResult<Reply<Gift[]>>> => getJson('/api/gifts');

export const setReminder = (liveId: string, isOn: boolean): Promise<ApiResult<Reply<unknown>>> =>
  isOn ? postJson(`/api/lives/${id(liveId)}/reminder`) : deleteJson(`/api/lives/${id(liveId)}/reminder`);

export const sendGift = (liveId: string, giftId: string, idempotencyKey: string): Promise<ApiResult<Reply<{ gift: LiveGiftEvent; balance_paise: number }>>> =>
  postJson(`/api/lives/${id(liveId)}/gifts`, { gift_id: giftId, idempotency_key: idempotencyKey });

export const joinQueue = (liveId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/lives/${id(liveId)}/queue`);
export const leaveQueue = (liveId: string): Promise<ApiResult<Reply<unknown>>> => deleteJson(`/api/lives/${id(liveId)}/queue`);
export const endStage = (liveId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/lives/${id(liveId)}/stage/end`);

export const setFollowing = (astrologerId: string, isOn: boolean): Promise<ApiResult<Reply<{ following: boolean }>>> =>
  isOn ? postJson(`/api/astrologers/${id(astrologerId)}/follow`) : deleteJson(`/api/astrologers/${id(astrologerId)}/follow`);

// ---- host (the astrologer's own lives) ----
export type CreateLive = { title: string; topic: string; language: string; price_per_minute_paise: number; scheduled_at?: string | null };
export type OwnLive = LiveSummary & { report?: LiveReport | null };

export const createLive = (body: CreateLive): Promise<ApiResult<Reply<LiveDetail>>> => postJson('/api/lives', body);
export const startLive = (liveId: string): Promise<ApiResult<Reply<LiveDetail>>> => postJson(`/api/lives/${id(liveId)}/start`);
export const endLive = (liveId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/lives/${id(liveId)}/end`);
export const takeStage = (liveId: string, userId?: string): Promise<ApiResult<Reply<unknown>>> =>
  postJson(`/api/lives/${id(liveId)}/stage`, userId ? { user_id: userId } : {});
export const skipInQueue = (liveId: string, userId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/lives/${id(liveId)}/queue/skip`, { user_id: userId });
export const clearQueue = (liveId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/lives/${id(liveId)}/queue/clear`);
export const fetchOwnLives = (): Promise<ApiResult<Reply<OwnLive[]>>> => getJson('/api/astrologer/lives');
export const fetchSummary = (liveId: string): Promise<ApiResult<Reply<LiveReport>>> => getJson(`/api/lives/${id(liveId)}/summary`);

// ---- moderation (host or admin) ----
export type ModerationAction = 'mute' | 'unmute' | 'remove' | 'block' | 'unblock';
export const deleteChatMessage = (liveId: string, messageId: string): Promise<ApiResult<Reply<unknown>>> => deleteJson(`/api/lives/${id(liveId)}/chat/${id(messageId)}`);
export const moderate = (liveId: string, userId: string, action: ModerationAction): Promise<ApiResult<Reply<unknown>>> =>
  postJson(`/api/lives/${id(liveId)}/moderation`, { user_id: userId, action });

// ---- admin ----
export const fetchAdminLives = (status: string): Promise<ApiResult<Reply<LiveSummary[]> | Reply<{ items: LiveSummary[] }>>> =>
  getJson(`/api/admin/lives${status ? `?status=${encodeURIComponent(status)}` : ''}`);
export const adminEndLive = (liveId: string): Promise<ApiResult<Reply<unknown>>> => postJson(`/api/admin/lives/${id(liveId)}/end`);
export const fetchAdminGifts = (): Promise<ApiResult<Reply<Gift[]>>> => getJson('/api/admin/gifts');
export type GiftBody = { name_en: string; name_hi: string; icon: string; price_paise: number; active: boolean; sort_order: number };
export const createGift = (body: GiftBody): Promise<ApiResult<Reply<Gift>>> => postJson('/api/admin/gifts', body);
export const patchGift = (giftId: string, body: Partial<GiftBody>): Promise<ApiResult<Reply<Gift>>> => patchJson(`/api/admin/gifts/${id(giftId)}`, body);
export const fetchLiveSettings = (): Promise<ApiResult<Reply<LiveSettings>>> => getJson('/api/admin/live-settings');
export const saveLiveSettings = (body: LiveSettings): Promise<ApiResult<Reply<LiveSettings>>> => putJson('/api/admin/live-settings', body);

/** Unwraps a list reply that is either `data: T[]` or `data: { items: T[] }`. */
export function listOf<T>(data: T[] | { items: T[] } | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.items ?? [];
}
