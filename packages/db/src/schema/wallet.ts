import { sql } from 'drizzle-orm';
import {
  pgTable, uuid, text, timestamp, integer, bigint, boolean, jsonb, index, uniqueIndex, bigserial, check,
} from 'drizzle-orm/pg-core';

/**
 * Double-entry ledger. Every account's balance is credits minus debits, so the sum over all accounts is
 * always zero. User wallets (real money and promotional credit) are `non_negative`: the database refuses
 * a balance below what is held, as a last line behind the locked check in the debiting transaction.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** stable name: `user:<id>:real`, `user:<id>:promo`, `astrologer:<id>:earnings`, `platform:revenue`, `gateway:razorpay:clearing` … */
  code: text('code').notNull(),
  /** 'user_real' | 'user_promo' | 'astrologer_earnings' | 'platform_revenue' | 'gst_payable' | 'gateway_clearing' | 'promotions' | 'refunds_payable' | 'adjustments' */
  kind: text('kind').notNull(),
  userId: uuid('user_id'),
  nonNegative: boolean('non_negative').notNull().default(false),
  /** credits minus debits, paise */
  balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
  /** reserved by pending holds (user wallets only), paise */
  heldPaise: bigint('held_paise', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_accounts_code_uq').on(t.code),
  index('ledger_accounts_user_idx').on(t.userId),
  check('ledger_accounts_non_negative', sql`not ${t.nonNegative} or (${t.heldPaise} >= 0 and ${t.balancePaise} >= ${t.heldPaise})`),
]);

/** One business operation (a debit, a recharge capture, a refund …): the unit of idempotency. */
export const ledgerOperations = pgTable('ledger_operations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  idempotencyKey: text('idempotency_key').notNull(),
  /** 'debit' | 'recharge' | 'refund' | 'adjustment' | 'hold_post' | 'refund_to_source' … */
  kind: text('kind').notNull(),
  userId: uuid('user_id'),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  /** what the caller asked for; a reused key with a different request is refused */
  fingerprint: text('fingerprint').notNull(),
  /** e.g. an order id, a consultation id */
  reference: text('reference'),
  description: text('description'),
  category: text('category'),
  actorUserId: uuid('actor_user_id'),
  reversesOperationId: uuid('reverses_operation_id'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_operations_key_uq').on(t.idempotencyKey),
  index('ledger_operations_user_created_idx').on(t.userId, t.createdAt),
  index('ledger_operations_reference_idx').on(t.reference),
  index('ledger_operations_reverses_idx').on(t.reversesOperationId),
]);

/** Immutable movements of integer paise from one account to another; corrections are new transfers. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  operationId: uuid('operation_id').notNull().references(() => ledgerOperations.id),
  debitAccountId: uuid('debit_account_id').notNull().references(() => ledgerAccounts.id),
  creditAccountId: uuid('credit_account_id').notNull().references(() => ledgerAccounts.id),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_transfers_key_uq').on(t.idempotencyKey),
  index('ledger_transfers_operation_idx').on(t.operationId),
  index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
  index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  check('ledger_transfers_positive', sql`${t.amountPaise} > 0`),
  check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
]);

/** Reserved wallet money (consultations, bookings): posted in part or whole, voided, or expired by the server. */
export const walletHolds = pgTable('wallet_holds', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  idempotencyKey: text('idempotency_key').notNull(),
  userId: uuid('user_id').notNull(),
  realPaise: bigint('real_paise', { mode: 'number' }).notNull(),
  promoPaise: bigint('promo_paise', { mode: 'number' }).notNull(),
  postedPaise: bigint('posted_paise', { mode: 'number' }).notNull().default(0),
  /** 'pending' | 'posted' | 'voided' | 'expired' */
  status: text('status').notNull().default('pending'),
  category: text('category').notNull(),
  reference: text('reference'),
  description: text('description'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('wallet_holds_key_uq').on(t.idempotencyKey),
  index('wallet_holds_status_expires_idx').on(t.status, t.expiresAt),
  index('wallet_holds_user_idx').on(t.userId),
]);

/** Order history: recharges now; consultations, products and bookings later (`kind`). */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  /** 'recharge' | 'consultation' | 'product' | 'booking' | 'gift' | 'other' */
  kind: text('kind').notNull(),
  /** 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded' | 'cancelled' | 'completed' */
  status: text('status').notNull().default('pending'),
  currency: text('currency').notNull().default('INR'),
  /** what the wallet receives (recharge) or what the order costs, paise */
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  gstPaise: bigint('gst_paise', { mode: 'number' }).notNull().default(0),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull().default(0),
  /** GST rate in basis points at the time of the order (1800 = 18%) */
  gstRateBp: integer('gst_rate_bp').notNull().default(0),
  gateway: text('gateway'),
  gatewayOrderId: text('gateway_order_id'),
  gatewayPaymentId: text('gateway_payment_id'),
  invoiceNumber: text('invoice_number'),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  description: text('description'),
  reference: text('reference'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  /**
   * Shop and pooja orders (commerce): where the goods or the ritual are. Products: placed → paid → packed → shipped →
   * delivered (or cancelled, refunded, returned); bookings: booked → confirmed → performed → video_available → prasad_shipped.
   */
  fulfilment: text('fulfilment'),
  /** the part of totalPaise paid from the wallet (a hold until the order is paid) and the part through the gateway */
  walletPaise: bigint('wallet_paise', { mode: 'number' }).notNull().default(0),
  gatewayPaise: bigint('gateway_paise', { mode: 'number' }).notNull().default(0),
  holdId: uuid('hold_id'),
  /** an unpaid order's reservations run out at this time */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  index('orders_user_created_idx').on(t.userId, t.createdAt),
  index('orders_kind_status_expires_idx').on(t.kind, t.status, t.expiresAt),
  uniqueIndex('orders_gateway_order_uq').on(t.gateway, t.gatewayOrderId),
  uniqueIndex('orders_invoice_uq').on(t.invoiceNumber),
  index('orders_status_created_idx').on(t.status, t.createdAt),
]);

/** Payments as the gateway reported them (verified captures and failures). */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  gateway: text('gateway').notNull(),
  gatewayPaymentId: text('gateway_payment_id').notNull(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  orderId: uuid('order_id'),
  /** 'captured' | 'failed' | 'refunded' | 'partially_refunded' | 'refused' */
  status: text('status').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  method: text('method'),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  /** 'webhook' | 'verify' | 'sandbox' */
  source: text('source').notNull(),
  errorDescription: text('error_description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payments_gateway_payment_uq').on(t.gateway, t.gatewayPaymentId),
  index('payments_order_idx').on(t.orderId),
  index('payments_created_idx').on(t.createdAt),
]);

/** Every webhook delivery as received (valid or not), for support and reconciliation. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gateway: text('gateway').notNull(),
  eventId: text('event_id'),
  eventType: text('event_type'),
  gatewayPaymentId: text('gateway_payment_id'),
  gatewayOrderId: text('gateway_order_id'),
  signatureValid: boolean('signature_valid').notNull(),
  /** 'credited' | 'duplicate' | 'failed_recorded' | 'refused' | 'ignored' | 'bad_signature' */
  outcome: text('outcome').notNull(),
  payload: jsonb('payload'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payment_events_payment_idx').on(t.gatewayPaymentId), index('payment_events_received_idx').on(t.receivedAt)]);

/** Things an admin must look at: amount or currency mismatches, a second payment for a paid order … */
export const paymentFlags = pgTable('payment_flags', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** 'amount_mismatch' | 'currency_mismatch' | 'unknown_order' | 'duplicate_payment' | 'reconcile_mismatch' | 'refund_failed' */
  reason: text('reason').notNull(),
  orderId: uuid('order_id'),
  gateway: text('gateway'),
  gatewayPaymentId: text('gateway_payment_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  /** 'open' | 'resolved' */
  status: text('status').notNull().default('open'),
  resolution: text('resolution'),
  resolvedBy: uuid('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payment_flags_payment_reason_uq').on(t.gatewayPaymentId, t.reason),
  index('payment_flags_status_idx').on(t.status, t.createdAt),
]);

/** Refunds an admin made: an order back to the wallet, or unused real balance back to the original payment. */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  idempotencyKey: text('idempotency_key').notNull(),
  orderId: uuid('order_id').notNull(),
  userId: uuid('user_id').notNull(),
  /** 'to_wallet' | 'to_source' */
  mode: text('mode').notNull(),
  /** wallet money returned (to_source: taken from the real wallet), paise */
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  /** GST returned with it (to_source), paise */
  gstPaise: bigint('gst_paise', { mode: 'number' }).notNull().default(0),
  /** promotional bonus withdrawn with it, paise */
  bonusWithdrawnPaise: bigint('bonus_withdrawn_paise', { mode: 'number' }).notNull().default(0),
  /** 'initiated' | 'processed' | 'failed' */
  status: text('status').notNull(),
  gateway: text('gateway'),
  gatewayPaymentId: text('gateway_payment_id'),
  gatewayRefundId: text('gateway_refund_id'),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('refunds_key_uq').on(t.idempotencyKey), index('refunds_order_idx').on(t.orderId), index('refunds_created_idx').on(t.createdAt)]);

/** Admin-editable settings (recharge packs, bonus, GST rate, limits, GSTIN …) as validated JSON. */
export const walletSettings = pgTable('wallet_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gapless invoice numbers per series (financial year), taken in the capturing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** The sandbox gateway's own records (what Razorpay would hold), so reconciliation works in development. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** 'captured' | 'failed' | 'refunded' */
  status: text('status').notNull(),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sandbox_payments_order_idx').on(t.gatewayOrderId), index('sandbox_payments_created_idx').on(t.createdAt)]);
