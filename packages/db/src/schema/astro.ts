import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Kundlis a signed-in user saved: the birth details as entered (the report is recomputed on open). */
export const savedKundlis = pgTable('saved_kundlis', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** the validated form: name, gender, date, time, placeId or lat/lon/zone, ayanamsa, node */
  birth: jsonb('birth').$type<Record<string, unknown>>().notNull(),
  /** the resolved place (name, lat, lon, zone) at save time, so a list needs no place look-up */
  place: jsonb('place').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('saved_kundlis_user_idx').on(t.userId, t.createdAt)]);

/**
 * Share links the owner chose to create. Only the SHA-256 of the random token is stored; a revoked link
 * keeps its row (revoked_at) so the owner's list shows what was shared.
 */
export const kundliShareLinks = pgTable('kundli_share_links', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  kundliId: uuid('kundli_id').notNull().references(() => savedKundlis.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [uniqueIndex('kundli_share_token_uq').on(t.tokenHash), index('kundli_share_kundli_idx').on(t.kundliId)]);

/**
 * An admin's text for one generated horoscope (type, sign, period, language): it replaces the composed text.
 * `period_start` is the period's first day (the date, the ISO week's Monday, the 1st of the month or of the year).
 */
export const horoscopeOverrides = pgTable('horoscope_overrides', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** 'daily' | 'weekly' | 'monthly' | 'yearly' */
  type: text('type').notNull(),
  /** 1 = Aries (Mesha) … 12 = Pisces (Meena) */
  sign: integer('sign').notNull(),
  /** YYYY-MM-DD */
  periodStart: text('period_start').notNull(),
  /** 'en' | 'hi' */
  lang: text('lang').notNull(),
  /** { sections: { overview, love, career, money, health }, luckyNumber?, luckyColour?, luckyTime?, why? } */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('horoscope_override_uq').on(t.type, t.sign, t.periodStart, t.lang)]);
