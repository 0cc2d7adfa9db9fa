import { sql } from 'drizzle-orm';
import {
  pgTable, uuid, text, timestamp, integer, jsonb, doublePrecision, index, uniqueIndex, bigserial,
} from 'drizzle-orm/pg-core';

/** Every account: visitors who signed in, astrologers and admins. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** 'user' | 'astrologer' | 'admin' */
  type: text('type').notNull().default('user'),
  /** National 10-digit number for India; null for e-mail-only accounts. */
  phone: text('phone'),
  email: text('email'),
  name: text('name'),
  gender: text('gender'),
  /** YYYY-MM-DD */
  birthDate: text('birth_date'),
  /** HH:MM or HH:MM:SS, local clock time at the birth place */
  birthTime: text('birth_time'),
  birthPlace: text('birth_place'),
  birthLat: doublePrecision('birth_lat'),
  birthLon: doublePrecision('birth_lon'),
  birthZone: text('birth_zone'),
  imgUrl: text('img_url'),
  /** scrypt hash for admin console sign-in (`scrypt$N$r$p$salt$hash`), null otherwise */
  passwordHash: text('password_hash'),
  /** 'active' | 'suspended' */
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('users_phone_type_uq').on(t.phone, t.type),
  uniqueIndex('users_email_type_uq').on(t.email, t.type),
]);

/**
 * One-time sign-in codes. The id is what the client calls `user_id`: an opaque challenge id, so the
 * answer for an unknown number looks exactly like the answer for a known one.
 */
export const otpChallenges = pgTable('otp_challenges', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** 'sms' | 'email' */
  channel: text('channel').notNull(),
  /** normalised phone (10 digits) or lower-cased e-mail */
  destination: text('destination').notNull(),
  /** which account type signs in: 'user' | 'astrologer'; 'email_change' for confirming a new e-mail address */
  audience: text('audience').notNull(),
  /** for 'email_change': the signed-in account that asked (the code only confirms that account's new address) */
  requestedBy: uuid('requested_by'),
  /** HMAC-SHA256(secret, id + ':' + code), hex: the code itself is never stored */
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('otp_destination_created_idx').on(t.destination, t.createdAt),
  index('otp_ip_created_idx').on(t.ip, t.createdAt),
]);

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the key. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** absolute expiry, whatever the activity */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Sign-ins, failed sign-ins and admin actions. Append-only. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorUserId: uuid('actor_user_id'),
  /** e.g. 'auth.otp.verified', 'auth.otp.failed', 'auth.admin.login_failed', 'admin.user.update' */
  action: text('action').notNull(),
  /** what was acted on: an e-mail, a phone (masked), a record id */
  target: text('target'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('audit_action_created_idx').on(t.action, t.createdAt), index('audit_target_idx').on(t.target)]);
