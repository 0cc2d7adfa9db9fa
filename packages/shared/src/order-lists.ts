/** The kinds and statuses of an order (no zod here: pages import them as `@nakshatra/shared/order-lists`). */

/** What an order paid for. */
export const orderKinds = ['recharge', 'consultation', 'product', 'booking', 'gift', 'other'] as const;
/** Where an order stands. */
export const orderStatuses = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'cancelled', 'completed', 'expired'] as const;
