import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, jsonb, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * An astrologer's public profile and application (issue 6). One per astrologer account (users.type 'astrologer').
 * Only rows with status 'approved' appear in the public directory.
 */
export const astrologers = pgTable('astrologers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'pending' | 'approved' | 'rejected' | 'suspended' */
  status: text('status').notNull().default('pending'),
  /** the admin's reason for a rejection or a suspension, shown to the applicant */
  statusReason: text('status_reason'),
  displayName: text('display_name').notNull(),
  /** 'male' | 'female' | 'other' */
  gender: text('gender').notNull(),
  /** YYYY-MM-DD */
  birthDate: text('birth_date').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  experienceYears: integer('experience_years').notNull(),
  /** what the applicant asked for, per minute */
  askedPricePaise: integer('asked_price_paise').notNull(),
  /** the public price per minute set by the admin at approval (null until approved) */
  pricePaise: integer('price_paise'),
  biography: text('biography').notNull(),
  /** the same in Hindi, written by the astrologer (null: Hindi pages show the English text, marked as English) */
  biographyHi: text('biography_hi'),
  photoUrl: text('photo_url'),
  /** 'online' | 'offline' | 'busy' (busy is set by sessions, not by the astrologer) */
  chatStatus: text('chat_status').notNull().default('offline'),
  callStatus: text('call_status').notNull().default('offline'),
  /** sensitive profile edits waiting for the admin: { display_name?, skills?, experience_years?, asked_price_paise?, photo_url? } */
  pendingChanges: jsonb('pending_changes').$type<Record<string, unknown>>(),
  pendingChangesAt: timestamp('pending_changes_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('astrologers_user_uq').on(t.userId),
  index('astrologers_status_idx').on(t.status),
  check('astrologers_experience_ck', sql`${t.experienceYears} >= 0`),
  check('astrologers_price_ck', sql`${t.askedPricePaise} > 0 and (${t.pricePaise} is null or ${t.pricePaise} > 0)`),
]);

/**
 * What only admins may read: the identity document (a file under DATA_DIR/private, never under the public
 * uploads) and bank details. Kept apart so no public query can select them by accident.
 */
export const astrologerPrivate = pgTable('astrologer_private', {
  astrologerId: uuid('astrologer_id').primaryKey().references(() => astrologers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  /** path relative to DATA_DIR/private, e.g. identity/<random>.pdf */
  identityDocumentPath: text('identity_document_path').notNull(),
  identityDocumentType: text('identity_document_type').notNull(),
  bankAccountName: text('bank_account_name').notNull(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankIfsc: text('bank_ifsc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const astrologerFollowers = pgTable('astrologer_followers', {
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.astrologerId, t.userId] }), index('astrologer_followers_user_idx').on(t.userId)]);

/** "Notify me when online": one row per user, astrologer and mode ('chat' | 'call'). */
export const astrologerNotifySubscriptions = pgTable('astrologer_notify_subscriptions', {
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** last time the user was told; sessions work sends the notifications */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.astrologerId, t.userId, t.mode] })]);

/**
 * A chat or call between a user and an astrologer, with the server's meter. The meter state lives here (not in a
 * process) so a restarted API resumes or settles every session. Money moves through wallet holds: one hold per
 * started minute (key consult:<id>:m<k>), posted when the minute ends or the session ends.
 */
export const consultSessions = pgTable('consult_sessions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull().references(() => users.id),
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id),
  /** 'chat' | 'call' */
  mode: text('mode').notNull(),
  /** 'requested' | 'accepted' | 'active' | 'ended' | 'expired' | 'rejected' | 'cancelled' */
  status: text('status').notNull().default('requested'),
  /** the price per minute fixed at request time */
  pricePaise: integer('price_paise').notNull(),
  /** the astrologer's share of each minute, percent, fixed at request time */
  sharePercent: integer('share_percent').notNull().default(0),
  /** the intake form: name, gender, birth_date, birth_time, birth_place, topic */
  intake: jsonb('intake').$type<Record<string, unknown>>(),
  spendingCapPaise: integer('spending_cap_paise'),
  /** minutes started (each one held, then charged) */
  billedMinutes: integer('billed_minutes').notNull().default(0),
  /** what the user paid for posted minutes (before refunds) */
  chargedPaise: integer('charged_paise').notNull().default(0),
  refundedPaise: integer('refunded_paise').notNull().default(0),
  /** the hold of the minute running now */
  currentHoldId: uuid('current_hold_id'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
  /** when the meter started (first reply / audio connected) */
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** metered milliseconds up to meter_resumed_at */
  meterMs: integer('meter_ms').notNull().default(0),
  /** when the meter last started running; null while paused or stopped */
  meterResumedAt: timestamp('meter_resumed_at', { withTimezone: true }),
  /** since when each side has had no connection (null: connected) */
  userAwaySince: timestamp('user_away_since', { withTimezone: true }),
  astrologerAwaySince: timestamp('astrologer_away_since', { withTimezone: true }),
  /** calls: each side's WebRTC connection reported connected */
  userCallConnected: integer('user_call_connected').notNull().default(0),
  astrologerCallConnected: integer('astrologer_call_connected').notNull().default(0),
  /** the low-balance warning was sent for this minute number */
  warnedMinute: integer('warned_minute').notNull().default(0),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endReason: text('end_reason'),
  rejectReason: text('reject_reason'),
  /** a call on stage in a live (issue 11); null for ordinary consultations */
  liveId: uuid('live_id'),
  /** bumped by every change, for optimistic updates by concurrent tickers */
  version: integer('version').notNull().default(0),
}, (t) => [
  index('consult_sessions_astrologer_idx').on(t.astrologerId, t.requestedAt),
  index('consult_sessions_user_idx').on(t.userId, t.requestedAt),
  index('consult_sessions_open_idx').on(t.status),
  // one open session per user and per astrologer, enforced by the database
  uniqueIndex('consult_sessions_user_open_uq').on(t.userId).where(sql`status in ('requested', 'accepted', 'active')`),
  uniqueIndex('consult_sessions_astrologer_live_uq').on(t.astrologerId).where(sql`status in ('accepted', 'active')`),
  check('consult_sessions_money_ck', sql`${t.chargedPaise} >= 0 and ${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.chargedPaise}`),
]);

/** Chat messages: ordered per session by seq, unique per sender's client id (a resend is stored once). */
export const consultMessages = pgTable('consult_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  sessionId: uuid('session_id').notNull().references(() => consultSessions.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  clientId: text('client_id').notNull(),
  /** 'user' | 'astrologer' | 'system' */
  sender: text('sender').notNull(),
  text: text('text'),
  imageUrl: text('image_url'),
  masked: integer('masked').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('consult_messages_seq_uq').on(t.sessionId, t.seq),
  uniqueIndex('consult_messages_client_uq').on(t.sessionId, t.sender, t.clientId),
]);

/** Astrologers' payout requests against their earnings account. */
export const astrologerPayouts = pgTable('astrologer_payouts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id),
  amountPaise: integer('amount_paise').notNull(),
  /** 'requested' | 'paid' | 'rejected' */
  status: text('status').notNull().default('requested'),
  reference: text('reference'),
  reason: text('reason'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
}, (t) => [index('astrologer_payouts_astrologer_idx').on(t.astrologerId, t.requestedAt), check('astrologer_payouts_amount_ck', sql`${t.amountPaise} > 0`)]);

/** Web Push subscriptions (VAPID) per user and browser endpoint. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('push_subscriptions_user_idx').on(t.userId)]);

/** Users' reviews of astrologers: one per user and astrologer, only after a paid minute. */
export const astrologerReviews = pgTable('astrologer_reviews', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  text: text('text').notNull(),
  /** 'visible' | 'hidden' (moderation) */
  status: text('status').notNull().default('visible'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('astrologer_reviews_user_uq').on(t.astrologerId, t.userId),
  index('astrologer_reviews_list_idx').on(t.astrologerId, t.createdAt),
  check('astrologer_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
]);

/** Admin-editable consultation settings (price limits …) as validated JSON. */
export const consultSettings = pgTable('consult_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
