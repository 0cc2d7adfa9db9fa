import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, boolean, bigint, bigserial, index, customType } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Consents under the DPDP Act 2023 (s. 6): which version of the terms and privacy notice a person accepted, and
 * their separate marketing choice, each change a new row (the latest row per kind is the current state), with
 * when and from where. Append-only: withdrawing is a row with `granted = false`.
 */
export const consents = pgTable('consents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull(),
  /** 'notice' (terms and privacy notice) | 'marketing' (newsletter and offers) */
  kind: text('kind').notNull(),
  /** notice version accepted (for 'marketing': the notice version in force when the choice was made) */
  version: text('version').notNull(),
  granted: boolean('granted').notNull(),
  /** where the choice was made: 'sign_in' | 'notice_prompt' | 'profile' | 'erasure' */
  source: text('source').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('consents_user_kind_idx').on(t.userId, t.kind, t.id)]);

/**
 * "Download my data" (DPDP s. 11): prepared in the background. The files live here until `expiresAt` (then only the
 * row stays, as the record that a copy was given); the download link works only for the signed-in owner.
 */
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  /** 'queued' | 'running' | 'ready' | 'failed' */
  status: text('status').notNull().default('queued'),
  /** 0..100 */
  progress: integer('progress').notNull().default(0),
  /** which part is being gathered, for the progress line */
  step: text('step'),
  json: text('json'),
  pdf: bytea('pdf'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)]);

/**
 * "Erase my account" (DPDP s. 12): a request with a grace period; then personal data goes and what tax law keeps
 * (invoices, ledger) stays pseudonymised.
 */
export const erasureRequests = pgTable('erasure_requests', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  /** 'pending' | 'cancelled' | 'completed' | 'on_hold' (an open dispute or unsettled payout; retried) */
  status: text('status').notNull().default('pending'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  /** end of the grace period */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** wallet money at completion: real money refunded, promotional credit forfeited (paise) */
  refundedPaise: bigint('refunded_paise', { mode: 'number' }),
  forfeitedPaise: bigint('forfeited_paise', { mode: 'number' }),
  /** why it is on hold, in a sentence */
  holdReason: text('hold_reason'),
  ip: text('ip'),
}, (t) => [index('erasure_requests_user_idx').on(t.userId), index('erasure_requests_status_due_idx').on(t.status, t.dueAt)]);
