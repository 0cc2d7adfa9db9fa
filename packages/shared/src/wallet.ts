import { z } from 'zod';
import { orderKinds, orderStatuses } from './order-lists';

/**
 * Wallet, recharge and payment contracts shared by the API and the web pages (/recharge, /wallet,
 * /order-history, /successfull, /failed). Amounts are integer paise (`..._paise`); `amount` in the
 * recharge request and `balance` are rupees as the spec's calls use them.
 */

const paise = (what: string) => z.number({ error: `${what} must be a number of paise.` }).int(`${what} must be a whole number of paise.`);
const positivePaise = (what: string) => paise(what).positive(`${what} must be more than zero.`).max(10_000_000_00, `${what} is too large.`);
const idempotencyKey = z
  .string({ error: 'idempotency_key is required: send a unique id per operation so a retry is applied once.' })
  .min(8, 'idempotency_key must have at least 8 characters.')
  .max(200, 'idempotency_key can have at most 200 characters.')
  .regex(/^[A-Za-z0-9:_\-.]+$/, 'idempotency_key may contain only letters, digits and : _ - .')
  .describe('Unique per operation; the same key sent again returns the first result and moves no money.');
const page = z.coerce.number().int().min(1, 'page starts at 1.').default(1).describe('1-based page number');
const pageSize = z.coerce.number().int().min(1).max(100, 'page_size can be at most 100.').default(20).describe('items per page, at most 100');
const isoDate = (what: string) => z.string().refine((s) => !Number.isNaN(Date.parse(s)), `${what} must be a date such as 2026-03-01 or 2026-03-01T10:00:00Z.`);

export const gatewayNameSchema = z.enum(['razorpay', 'sandbox']);
export type GatewayName = z.infer<typeof gatewayNameSchema>;

// ---- recharge -------------------------------------------------------------------------------------

/** POST /api/create_transaction_r */
export const rechargeBodySchema = z.object({
  amount: z
    .number({ error: 'Please choose an amount to recharge.' })
    .int('The recharge amount must be a whole number of rupees.')
    .positive('The recharge amount must be more than zero.')
    .describe('Rupees credited to the wallet (GST is added on top).'),
});
export type RechargeBody = z.infer<typeof rechargeBodySchema>;

export const checkoutSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('redirect'),
    /** the sandbox's hosted checkout page (same origin): navigate the browser there */
    url: z.string(),
  }).describe('Sandbox: open `url` in the browser; it redirects to /successfull?order_id=… or /failed?order_id=…'),
  z.object({
    type: z.literal('razorpay'),
    key_id: z.string(),
    order_id: z.string(),
    amount: z.number().describe('paise, as Razorpay Checkout expects'),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ contact: z.string().optional(), email: z.string().optional(), name: z.string().optional() }),
    notes: z.record(z.string(), z.string()),
  }).describe('Razorpay: pass these options to Checkout (checkout.js); on success POST the handler response to /api/payments/verify.'),
]);
export type Checkout = z.infer<typeof checkoutSchema>;

export const rechargeOrderSchema = z.object({
  order_id: z.string().describe('our order id (order history, invoice, /successfull?order_id=)'),
  gateway_order_id: z.string(),
  amount_paise: z.number().describe('credited to the real wallet'),
  gst_paise: z.number(),
  total_paise: z.number().describe('amount + GST: what the payer is charged'),
  bonus_paise: z.number().describe('promotional credit added on capture'),
  gateway: gatewayNameSchema,
  checkout: checkoutSchema,
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

export const rechargePackSchema = z.object({
  amount: z.number().describe('rupees'),
  bonus_percent: z.number(),
  bonus_paise: z.number(),
  gst_paise: z.number(),
  total_paise: z.number(),
});

/** GET /api/wallet/recharge-options: what /recharge shows. */
export const rechargeOptionsSchema = z.object({
  currency: z.literal('INR'),
  packs: z.array(rechargePackSchema),
  gst_rate_percent: z.number(),
  min_amount: z.number().describe('rupees, custom amount'),
  max_amount: z.number().describe('rupees, custom amount'),
  custom_bonus_percent: z.number(),
  gateway: gatewayNameSchema,
});

// ---- payments ------------------------------------------------------------------------------------

/** POST /api/payments/verify: the Razorpay Checkout handler's response, as is. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string({ error: 'razorpay_order_id is required.' }).min(1).max(100),
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required.' }).min(1).max(100),
  razorpay_signature: z.string({ error: 'razorpay_signature is required.' }).regex(/^[0-9a-f]{64}$/i, 'razorpay_signature must be 64 hexadecimal characters.'),
});

// ---- wallet ----------------------------------------------------------------------------------------

export const walletBalancesSchema = z.object({
  real_paise: z.number().describe('money paid in, not held'),
  promotional_paise: z.number().describe('bonus credit, not held'),
  held_paise: z.number().describe('reserved by running consultations or bookings'),
  total_paise: z.number().describe('real + promotional available to spend'),
  balance: z.number().describe('total in rupees (what the header shows)'),
});
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

export const walletTransactionSchema = z.object({
  id: z.string().describe('operation id'),
  kind: z.string().describe('recharge | debit | refund | adjustment | hold_post | refund_to_source | bonus_withdrawal'),
  direction: z.enum(['credit', 'debit']),
  amount_paise: z.number().describe('real + promotional moved, always positive'),
  real_paise: z.number(),
  promotional_paise: z.number(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = z.object({
  page,
  page_size: pageSize,
  direction: z.enum(['credit', 'debit'], { error: 'direction must be credit or debit.' }).optional(),
  kind: z.string().max(40).optional().describe('recharge, debit, refund, adjustment …'),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});

/** GET /api/get_single_wallet/{id} */
export const singleWalletSchema = z.object({
  user_id: z.string(),
  balances: walletBalancesSchema,
  transactions: z.object({ items: z.array(walletTransactionSchema), page: z.number(), page_size: z.number(), total: z.number() }),
});
export type SingleWallet = z.infer<typeof singleWalletSchema>;

// ---- order history ----------------------------------------------------------------------------------

export const orderKindSchema = z.enum(orderKinds);
export const orderStatusSchema = z.enum(orderStatuses);

export const orderSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  currency: z.string(),
  amount_paise: z.number(),
  gst_paise: z.number(),
  total_paise: z.number(),
  bonus_paise: z.number(),
  gst_rate_percent: z.number(),
  refunded_paise: z.number(),
  gateway: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  gateway_payment_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_url: z.string().nullable().describe('GST invoice PDF, once paid'),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  page,
  page_size: pageSize,
  kind: orderKindSchema.optional(),
  status: orderStatusSchema.optional(),
  user_id: z.string().uuid('user_id must be a user id.').optional().describe('admins only: another user’s orders'),
});

export const orderListSchema = z.object({ items: z.array(orderSchema), page: z.number(), page_size: z.number(), total: z.number() });

/** POST /api/create_order_history (server-side callers: admin or internal token). Recharges are created by create_transaction_r. */
export const createOrderHistoryBodySchema = z.object({
  user_id: z.string().uuid('user_id must be a user id.'),
  kind: z.enum(['consultation', 'product', 'booking', 'gift', 'other'], { error: 'kind must be consultation, product, booking, gift or other.' }),
  status: z.enum(['pending', 'paid', 'completed', 'cancelled', 'failed']).default('pending'),
  amount_paise: paise('amount_paise').min(0, 'amount_paise cannot be negative.'),
  description: z.string().trim().min(1).max(300),
  reference: z.string().max(200).optional().describe('e.g. the consultation id, or the wallet operation id that paid for it'),
  details: z.record(z.string(), z.unknown()).optional(),
});

// ---- server-side money movements ----------------------------------------------------------------

export const spendCategorySchema = z.enum(['consultation', 'chat', 'call', 'gift', 'product', 'booking', 'other']);

/** POST /api/create_transaction (internal token or admin): a debit, or a refund of an earlier debit. */
export const createTransactionBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('debit'),
    user_id: z.string().uuid('user_id must be a user id.'),
    amount_paise: positivePaise('amount_paise'),
    idempotency_key: idempotencyKey,
    category: spendCategorySchema,
    description: z.string().trim().min(1, 'description is required.').max(300),
    reference: z.string().max(200).optional(),
    astrologer_id: z.string().uuid().optional().describe('credits the astrologer’s earnings with astrologer_share_paise'),
    astrologer_share_paise: paise('astrologer_share_paise').min(0).optional(),
  }),
  z.object({
    type: z.literal('refund'),
    transaction_id: z.string().uuid('transaction_id must be the id of the debit to refund.'),
    amount_paise: positivePaise('amount_paise'),
    idempotency_key: idempotencyKey,
    description: z.string().trim().min(1, 'description is required.').max(300),
  }),
], { error: 'type must be debit or refund.' });
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const ledgerOperationResultSchema = z.object({
  transaction_id: z.string(),
  kind: z.string(),
  user_id: z.string().nullable(),
  amount_paise: z.number(),
  real_paise: z.number(),
  promotional_paise: z.number(),
  replayed: z.boolean().describe('true when this idempotency key had already been applied'),
  balances: walletBalancesSchema.nullable(),
});

/** PUT /api/update_wallet/{id}: admin adjustment (positive credits, negative debits). */
export const updateWalletBodySchema = z.object({
  amount_paise: paise('amount_paise').refine((n) => n !== 0, 'amount_paise cannot be zero.').refine((n) => Math.abs(n) <= 10_000_000_00, 'amount_paise is too large.'),
  account: z.enum(['real', 'promotional'], { error: 'account must be real or promotional.' }).default('real'),
  reason: z.string({ error: 'A reason is required for every wallet adjustment.' }).trim().min(5, 'Please give a reason of at least 5 characters.').max(500),
  idempotency_key: idempotencyKey.optional(),
});

export const createHoldBodySchema = z.object({
  user_id: z.string().uuid('user_id must be a user id.'),
  amount_paise: positivePaise('amount_paise'),
  idempotency_key: idempotencyKey,
  category: spendCategorySchema,
  description: z.string().trim().max(300).optional(),
  reference: z.string().max(200).optional(),
  expires_in_seconds: z.number().int().min(10).max(7 * 86_400).default(3600),
});
export const postHoldBodySchema = z.object({
  amount_paise: paise('amount_paise').min(0, 'amount_paise cannot be negative.'),
  astrologer_id: z.string().uuid().optional(),
  astrologer_share_paise: paise('astrologer_share_paise').min(0).optional(),
  description: z.string().trim().max(300).optional(),
});
export const holdSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  status: z.enum(['pending', 'posted', 'voided', 'expired']),
  amount_paise: z.number(),
  real_paise: z.number(),
  promotional_paise: z.number(),
  posted_paise: z.number(),
  expires_at: z.string(),
});

// ---- admin ------------------------------------------------------------------------------------------

export const adminListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('search: an order, payment, refund or transaction id, a user id, a phone or a reference'),
  status: z.string().max(40).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  page,
  page_size: pageSize,
});

export const adminRefundBodySchema = z.object({
  order_id: z.string().uuid('order_id must be an order id.'),
  mode: z.enum(['to_wallet', 'to_source'], { error: 'mode must be to_wallet or to_source.' }),
  amount_paise: positivePaise('amount_paise').optional().describe('default: everything refundable'),
  reason: z.string().trim().min(5, 'Please give a reason of at least 5 characters.').max(500),
});

export const resolveFlagBodySchema = z.object({ resolution: z.string().trim().min(5, 'Please describe how this was resolved (at least 5 characters).').max(500) });

const packSetting = z.object({
  amount: z.number().int().positive('Pack amounts must be whole rupees above zero.').max(1_000_000),
  bonus_percent: z.number().min(0, 'Bonus cannot be negative.').max(100, 'Bonus can be at most 100%.'),
});

/** GET/PUT /api/admin/wallet/settings */
export const walletSettingsSchema = z.object({
  packs: z.array(packSetting).min(1, 'Keep at least one recharge pack.').max(20),
  custom_bonus_percent: z.number().min(0).max(100).default(0),
  min_amount: z.number().int().min(1).default(10).describe('rupees, custom amount'),
  max_amount: z.number().int().max(10_000_000).default(100_000).describe('rupees, custom amount'),
  gst_rate_percent: z.number().min(0).max(28, 'GST rate can be at most 28%.'),
  spend_order: z.enum(['real_first', 'promotional_first']),
  company: z.object({
    legal_name: z.string().max(200),
    gstin: z.string().regex(/^$|^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'GSTIN must be 15 characters like 27AAPFU0939F1ZV.'),
    address: z.string().max(500),
    state: z.string().max(60),
    state_code: z.string().regex(/^$|^[0-9]{2}$/, 'State code must be two digits.'),
    email: z.string().max(200),
    sac_code: z.string().max(10),
    invoice_prefix: z.string().regex(/^[A-Z0-9]{1,6}$/, 'Invoice prefix must be 1–6 capital letters or digits.'),
  }),
}).refine((s) => s.min_amount <= s.max_amount, 'min_amount cannot be more than max_amount.');
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
