import type { AstrologerProfileEdit, AstrologerReview, ConsultSession } from '@nakshatra/shared';
import { getJson, patchJson, postForm, postJson, putJson, type ApiResult } from '@/features/api/client';

type Reply<T> = { status: number; data: T };

export type ApplicationStatus = 'pending' | 'approved' | 'rejected' | 'suspended';
export type Presence = 'online' | 'offline' | 'busy';
export type PendingChanges = Partial<{ name: string; skills: string[]; experience_years: number; price_per_minute_paise: number; photo_url: string }>;

/** GET /api/astrologer/me: the signed-in astrologer's own application (bank number masked). */
export type OwnApplication = {
  id: string;
  user_id: string;
  status: ApplicationStatus;
  /** the admin's reason for a rejection or suspension */
  status_reason: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  gender: string;
  birth_date: string | null;
  languages: string[];
  skills: string[];
  experience_years: number;
  asked_price_per_minute_paise: number;
  /** the public price the admin set; null until approved */
  price_per_minute_paise: number | null;
  biography: string;
  biography_hi: string | null;
  photo_url: string | null;
  chat_status: Presence;
  call_status: Presence;
  /** sensitive edits waiting for the admin (null when none) */
  pending_changes: PendingChanges | null;
  has_identity_document: boolean;
  bank: { account_name: string; account_number_masked: string; ifsc: string } | null;
  created_at: string;
  decided_at: string | null;
};

export type EarningsEntry = { id: string; at: string; description: string; amount_paise: number; session_id: string | null };
export type Earnings = {
  balance_paise: number;
  pending_payout_paise: number;
  available_paise: number;
  month_paise: number;
  month_sessions: number;
  share_percent: number;
  entries: EarningsEntry[];
};
export type Payout = {
  id: string;
  amount_paise: number;
  status: 'requested' | 'paid' | 'rejected';
  requested_at: string;
  decided_at: string | null;
  reference: string | null;
  reason: string | null;
};
export type SessionPage = { items: ConsultSession[]; total: number };

export const getOwnApplication = (): Promise<ApiResult<Reply<OwnApplication>>> => getJson('/api/astrologer/me');

export const setPresence = (body: { chat?: 'online' | 'offline'; call?: 'online' | 'offline' }): Promise<ApiResult<Reply<{ chat_status: Presence; call_status: Presence }>>> =>
  putJson('/api/astrologer/me/status', body);

/** PATCH /api/astrologer/me/profile */
export const editProfile = (body: AstrologerProfileEdit): Promise<ApiResult<Reply<OwnApplication>>> => patchJson('/api/astrologer/me/profile', body);

/** A picture for the profile: uploaded first (re-encoded to WebP), its address then goes into the edit. */
export const uploadPhoto = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return postForm<Reply<{ url: string }>>('/upload?purpose=avatar', body);
};

export const listOwnSessions = (status: 'requested' | 'live' | 'ended', page = 1, limit = 10): Promise<ApiResult<Reply<SessionPage>>> =>
  getJson(`/api/astrologer/me/sessions?${new URLSearchParams({ status, page: String(page), limit: String(limit) })}`);

export const acceptSession = (id: string): Promise<ApiResult<Reply<ConsultSession>>> => postJson(`/api/consult/sessions/${encodeURIComponent(id)}/accept`);

export const rejectSession = (id: string, reason?: string): Promise<ApiResult<Reply<ConsultSession>>> =>
  postJson(`/api/consult/sessions/${encodeURIComponent(id)}/reject`, reason ? { reason } : {});

export const getEarnings = (): Promise<ApiResult<Reply<Earnings>>> => getJson('/api/astrologer/me/earnings');

export const getPayouts = (): Promise<ApiResult<Reply<Payout[]>>> => getJson('/api/astrologer/me/payouts');

export const requestPayout = (amountPaise: number): Promise<ApiResult<Reply<Payout>>> => postJson('/api/astrologer/me/payouts', { amount_paise: amountPaise });

export const getReviews = (astrologerId: string, page = 1, limit = 5): Promise<ApiResult<Reply<AstrologerReview[]> & { page: number; limit: number; total: number }>> =>
  getJson(`/api/astrologers/${encodeURIComponent(astrologerId)}/reviews?${new URLSearchParams({ page: String(page), limit: String(limit) })}`);
