import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, jsonb, index, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';

/**
 * Every content item of every registry type (blog, remedies, aarti, …) in one table. Translated fields
 * live in `i18n` as `{ field: { en, hi } }`, the type's other fields in `data`, both validated by the
 * type's zod schema before they are written.
 */
export const contentItems = pgTable('content_items', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** registry key: 'blog', 'remedies', … */
  type: text('type').notNull(),
  slug: text('slug').notNull(),
  /** 'draft' | 'published' | 'scheduled'; public readers see published and scheduled items once publish_at has passed */
  status: text('status').notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  /** slug of a 'category' item */
  category: text('category'),
  /** manual order for types listed by position (services, banners, categories) */
  position: integer('position').notNull().default(0),
  i18n: jsonb('i18n').$type<Record<string, { en: string; hi?: string }>>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /** lower-cased titles and summaries in both languages, for `q` search */
  searchText: text('search_text').notNull().default(''),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('content_type_slug_uq').on(t.type, t.slug),
  index('content_type_status_publish_idx').on(t.type, t.status, t.publishAt),
]);

/** Every write to content: who, when, what changed (field → {from, to}) and the item as it became. Append-only. */
export const contentRevisions = pgTable('content_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** no foreign key: the trail outlives a deleted item */
  itemId: uuid('item_id').notNull(),
  type: text('type').notNull(),
  slug: text('slug').notNull(),
  /** 'create' | 'update' | 'publish' | 'schedule' | 'unpublish' | 'delete' */
  action: text('action').notNull(),
  actorUserId: uuid('actor_user_id'),
  changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('content_revisions_item_idx').on(t.itemId, t.createdAt)]);

/** Files accepted by POST /upload (images re-encoded, audio as given by admins). */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** random file name (without variant suffix) */
  name: text('name').notNull(),
  /** 'image' | 'audio' | 'video' */
  kind: text('kind').notNull(),
  ownerUserId: uuid('owner_user_id'),
  /** 'content' (admins) | 'avatar' */
  purpose: text('purpose').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('uploads_name_uq').on(t.name), index('uploads_owner_idx').on(t.ownerUserId)]);

/** /support contact form: tickets the admin answers. */
export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** phone or e-mail as typed */
  contact: text('contact').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id'),
  /** 'open' | 'answered' | 'closed' */
  status: text('status').notNull().default('open'),
  answer: text('answer'),
  answeredBy: uuid('answered_by'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('support_status_created_idx').on(t.status, t.createdAt), index('support_ip_created_idx').on(t.ip, t.createdAt)]);

/** Newsletter subscribers with double opt-in; only the SHA-256 of the confirmation token is stored. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull(),
  /** 'pending' | 'confirmed' */
  status: text('status').notNull().default('pending'),
  tokenHash: text('token_hash'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  lang: text('lang').notNull().default('en'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('newsletter_email_uq').on(t.email), uniqueIndex('newsletter_token_uq').on(t.tokenHash)]);
