import type { AstrologerStatus, ChatMessage, ConsultSession } from '@nakshatra/shared';

/** One application as GET /api/admin/astrologers(/{id}) returns it (apps/api/src/modules/astrologers/admin.ts). */
export type Application = {
  id: string;
  user_id: string;
  status: AstrologerStatus;
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
  price_per_minute_paise: number | null;
  biography: string;
  photo_url: string | null;
  chat_status: 'online' | 'offline' | 'busy';
  call_status: 'online' | 'offline' | 'busy';
  pending_changes: Record<string, unknown> | null;
  has_identity_document: boolean;
  bank: { account_name: string; account_number_masked: string; ifsc: string } | null;
  created_at: string;
  decided_at: string | null;
};

export type ApplicationPage = { data: Application[]; page: number; limit: number; total: number };

/** GET/PUT /api/admin/consult_settings; the share percent arrives with the consultations API. */
export type ConsultSettingsValue = { min_price_paise: number; max_price_paise: number; astrologer_share_percent?: number };

/** GET /api/admin/consult/sessions/{id} */
export type SessionCharge = { at: string; kind: string; description: string; amount_paise: number };
export type SessionDetailData = { session: ConsultSession; messages: ChatMessage[]; charges: SessionCharge[] };
export type SessionPage = { items: ConsultSession[]; total: number };

/** GET /api/admin/payouts */
export type Payout = {
  id: string;
  amount_paise: number;
  status: 'requested' | 'paid' | 'rejected';
  requested_at: string;
  decided_at: string | null;
  reference: string | null;
  reason: string | null;
  astrologer: { id: string; name: string };
};
export type PayoutPage = { items: Payout[]; total: number };
