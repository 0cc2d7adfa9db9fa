import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { astrologers, consultSessions } from './consult.js';

/**
 * Guruji Live (issue 11): an astrologer's broadcast. status: 'scheduled' | 'starting' | 'live' | 'reconnecting' | 'ended'.
 * One live in starting/live/reconnecting per astrologer, decided by the database (partial unique index).
 */
export const lives = pgTable('lives', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id),
  title: text('title').notNull(),
  topic: text('topic').notNull(),
  language: text('language').notNull(),
  /** price per minute of a call on stage */
  pricePaise: integer('price_paise').notNull(),
  status: text('status').notNull(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  /** when the live went on air (host feed connected the first time) */
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** when it entered 'starting' (created now, or a scheduled one started) */
  startingAt: timestamp('starting_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /** 'host_ended' | 'host_lost' | 'admin_ended' | 'server_restart' | 'never_started' | 'cancelled' */
  endReason: text('end_reason'),
  /** since when the host's media has been gone (status reconnecting) */
  hostLostAt: timestamp('host_lost_at', { withTimezone: true }),
  peakViewers: integer('peak_viewers').notNull().default(0),
  /** the consultation session of the caller on stage now */
  stageSessionId: uuid('stage_session_id'),
  /** followers and reminder holders were told it is on air */
  announcedAt: timestamp('announced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
}, (t) => [
  index('lives_status_idx').on(t.status),
  index('lives_astrologer_idx').on(t.astrologerId, t.createdAt),
  uniqueIndex('lives_astrologer_on_air_uq').on(t.astrologerId).where(sql`status in ('starting', 'live', 'reconnecting')`),
  check('lives_price_ck', sql`${t.pricePaise} > 0`),
  check('lives_peak_ck', sql`${t.peakViewers} >= 0`),
  check('lives_status_ck', sql`${t.status} in ('scheduled', 'starting', 'live', 'reconnecting', 'ended')`),
]);

/** Who watched (signed-in user id, or an anonymous socket's key): total viewers of a live. */
export const liveViewers = pgTable('live_viewers', {
  liveId: uuid('live_id').notNull().references(() => lives.id, { onDelete: 'cascade' }),
  viewerKey: text('viewer_key').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.liveId, t.viewerKey] }), index('live_viewers_user_idx').on(t.userId)]);

export const liveChatMessages = pgTable('live_chat_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  liveId: uuid('live_id').notNull().references(() => lives.id, { onDelete: 'cascade' }),
  /** null for system lines (gifts, stage notices) */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id'),
  name: text('name').notNull(),
  /** 'viewer' | 'host' | 'admin' | 'system' */
  role: text('role').notNull(),
  text: text('text').notNull(),
  masked: integer('masked').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('live_chat_live_idx').on(t.liveId, t.createdAt),
  index('live_chat_user_idx').on(t.userId),
  uniqueIndex('live_chat_client_uq').on(t.liveId, t.userId, t.clientId),
]);

/** Moderation: 'mute' / 'remove' for one live (live_id set), 'block' for every live of the astrologer (live_id null). */
export const liveBans = pgTable('live_bans', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  astrologerId: uuid('astrologer_id').notNull().references(() => astrologers.id, { onDelete: 'cascade' }),
  liveId: uuid('live_id').references(() => lives.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  byUserId: uuid('by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('live_bans_live_uq').on(t.liveId, t.userId, t.kind).where(sql`live_id is not null`),
  uniqueIndex('live_bans_block_uq').on(t.astrologerId, t.userId).where(sql`kind = 'block'`),
  index('live_bans_user_idx').on(t.userId),
  check('live_bans_kind_ck', sql`${t.kind} in ('mute', 'remove', 'block') and ((${t.kind} = 'block') = (${t.liveId} is null))`),
]);

/** "Remind me" for a scheduled live. */
export const liveReminders = pgTable('live_reminders', {
  liveId: uuid('live_id').notNull().references(() => lives.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.liveId, t.userId] }), index('live_reminders_user_idx').on(t.userId)]);

/** The admin's gift catalogue. */
export const gifts = pgTable('gifts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi').notNull(),
  icon: text('icon').notNull(),
  pricePaise: integer('price_paise').notNull(),
  active: integer('active').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('gifts_price_ck', sql`${t.pricePaise} > 0`)]);

/** A gift sent in a live: one ledger operation (debit with the astrologer's share), once per user and key. */
export const liveGifts = pgTable('live_gifts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  liveId: uuid('live_id').notNull().references(() => lives.id),
  giftId: uuid('gift_id').notNull().references(() => gifts.id),
  userId: uuid('user_id').notNull().references(() => users.id),
  pricePaise: integer('price_paise').notNull(),
  astrologerSharePaise: integer('astrologer_share_paise').notNull(),
  ledgerOperationId: uuid('ledger_operation_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('live_gifts_key_uq').on(t.userId, t.idempotencyKey),
  uniqueIndex('live_gifts_op_uq').on(t.ledgerOperationId),
  index('live_gifts_live_idx').on(t.liveId),
  check('live_gifts_money_ck', sql`${t.pricePaise} > 0 and ${t.astrologerSharePaise} >= 0 and ${t.astrologerSharePaise} <= ${t.pricePaise}`),
]);

/** The stage queue: 'waiting' | 'taken' | 'skipped' | 'left'. One waiting entry per live and user. */
export const liveQueue = pgTable('live_queue', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  liveId: uuid('live_id').notNull().references(() => lives.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  state: text('state').notNull().default('waiting'),
  sessionId: uuid('session_id').references(() => consultSessions.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('live_queue_waiting_uq').on(t.liveId, t.userId).where(sql`state = 'waiting'`),
  index('live_queue_live_idx').on(t.liveId, t.joinedAt),
  check('live_queue_state_ck', sql`${t.state} in ('waiting', 'taken', 'skipped', 'left')`),
]);
