import type { AstrologerReview, PublicAstrologer } from '@nakshatra/shared';

/** GET /api/get_single_astrologer/{id} (astrologerProfileSchema in packages/shared). */
export type AstrologerProfile = PublicAstrologer & {
  biography: string;
  /** the astrologer's Hindi text, null when not written */
  biography_hi: string | null;
  stats: { sessions: number; median_first_reply_seconds: number | null; repeat_customer_share: number | null };
  /** the signed-in visitor's own relation; null when signed out (and in cached server renders) */
  viewer: { following: boolean; notify: ('chat' | 'call')[] } | null;
};

/** A page of GET /api/get_astrologer/. */
export type DirectoryPage = { data: PublicAstrologer[]; page: number; limit: number; total: number };
/** A page of GET /api/astrologers/{id}/reviews. */
export type ReviewPage = { data: AstrologerReview[]; page: number; limit: number; total: number };
