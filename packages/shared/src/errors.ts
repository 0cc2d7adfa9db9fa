/**
 * Error codes the API returns in `{ status, error: { code, message } }`. The web app maps each code to
 * a sentence in the visitor's language; `message` is the English sentence for other clients.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'otp_invalid',
  'otp_expired',
  'otp_used',
  'otp_too_many_attempts',
  'otp_send_too_soon',
  'otp_send_hourly_limit',
  'otp_send_ip_limit',
  'otp_delivery_failed',
  'login_invalid',
  'login_locked',
  'payload_too_large',
  'internal',
  // wallet and payments
  'insufficient_funds',
  'idempotency_conflict',
  'recharge_amount_invalid',
  'payment_signature_invalid',
  'payment_mismatch',
  'payment_gateway_error',
  'hold_not_pending',
  'refund_not_allowed',
  // content platform (issue 4)
  'content_invalid',
  'slug_taken',
  'upload_unsupported_type',
  'upload_too_large',
  'upload_too_many_pixels',
  'upload_invalid',
  // personal data rights
  'gone',
  'token_invalid',
  'token_expired',
  // astrology tools (issue 7): details.key names the sentence in ASTRO_MESSAGES (astro.ts)
  'astro_input_invalid',
  'kundli_not_found',
  'share_link_not_found',
  'pdf_unavailable',
  // astrologers (issue 6)
  'application_token_invalid',
  'astrologer_exists',
  'astrologer_not_found',
  'astrologer_not_approved',
  'astrologer_state_conflict',
  'price_out_of_limits',
  'document_unsupported_type',
  'review_not_allowed',
  'review_exists',
  // consultations (issue 6)
  'insufficient_balance',
  'active_session_exists',
  'astrologer_unavailable',
  'session_not_found',
  'session_state_conflict',
  'payout_not_allowed',
  'push_endpoint_refused',
  'push_subscription_taken',
  // shop and pooja booking (issue 12)
  'sold_out',
  'quantity_limit',
  'order_not_payable',
  'order_state_conflict',
  'coupon_invalid',
  'address_invalid',
  // Guruji Live (issue 11)
  'live_not_found',
  'live_exists',
  'live_state_conflict',
  'live_banned',
  'gift_not_found',
  'queue_conflict',
  'chat_refused',
  'media_failed',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type ApiErrorBody = { status: number; error: { code: ErrorCode; message: string; details?: unknown } };
