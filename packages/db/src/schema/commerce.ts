import { sql } from 'drizzle-orm';
import {
  pgTable, uuid, text, timestamp, integer, bigint, boolean, jsonb, index, uniqueIndex, bigserial, check, primaryKey,
} from 'drizzle-orm/pg-core';

/**
 * Commerce: what the shop and pooja booking sell, and the one checkout both use. An order is a row of `orders`
 * (kind 'product' or 'booking', wallet.ts) with its lines here; what it takes from stock or from a pooja slot is a
 * reservation until it is paid (committed) or runs out of time (released).
 */

/** A sellable form of a shop product (content item of type 'products'): its own price, stock and SKU. */
export const productVariants = pgTable('product_variants', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** content_items.id of the product */
  productId: uuid('product_id').notNull(),
  sku: text('sku').notNull(),
  /** what tells it apart: `{ en, hi }` ("5.25 carat, IGI certificate") */
  label: jsonb('label').$type<{ en: string; hi?: string }>().notNull(),
  /** attribute → value ("carat": "5.25", "lab": "IGI", "mukhi": "5", "size": "M") */
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
  /** price including GST, paise */
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
  mrpPaise: bigint('mrp_paise', { mode: 'number' }),
  /** GST rate in basis points (300 = 3% for gemstones and jewellery, 1200, 1800 …) */
  gstRateBp: integer('gst_rate_bp').notNull().default(0),
  hsn: text('hsn').notNull(),
  /** units on hand (paid orders take them away) */
  stock: integer('stock').notNull().default(0),
  /** units held by orders waiting for payment */
  reserved: integer('reserved').notNull().default(0),
  maxPerOrder: integer('max_per_order').notNull().default(5),
  /** energisation (name and gotra in the ritual) offered with this product */
  energisation: boolean('energisation').notNull().default(false),
  shipsAbroad: boolean('ships_abroad').notNull().default(false),
  weightGrams: integer('weight_grams').notNull().default(100),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('product_variants_sku_uq').on(t.sku),
  index('product_variants_product_idx').on(t.productId, t.position),
  check('product_variants_stock', sql`${t.stock} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.stock}`),
  check('product_variants_price', sql`${t.pricePaise} > 0 and ${t.maxPerOrder} > 0`),
]);

/** Every change of a variant's stock on hand: sales, cancellations, returns and admin adjustments (with a reason). */
export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  variantId: uuid('variant_id').notNull(),
  delta: integer('delta').notNull(),
  /** 'sale' | 'cancel' | 'return' | 'adjustment' | 'initial' */
  reason: text('reason').notNull(),
  note: text('note'),
  orderId: uuid('order_id'),
  actorUserId: uuid('actor_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)]);

/** A signed-in user's cart (a signed-out visitor's lives in the browser and merges in at sign-in). */
export const cartItems = pgTable('cart_items', {
  userId: uuid('user_id').notNull(),
  variantId: uuid('variant_id').notNull(),
  quantity: integer('quantity').notNull(),
  /** energisation details for this line: { name, gotra } */
  options: jsonb('options').$type<Record<string, string>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.variantId] }), check('cart_items_quantity', sql`${t.quantity} > 0`)]);

/** A user's address book. */
export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  city: text('city').notNull(),
  district: text('district'),
  state: text('state').notNull(),
  /** Indian PIN code or a postal code abroad */
  postalCode: text('postal_code').notNull(),
  /** ISO 3166-1 alpha-2 */
  country: text('country').notNull().default('IN'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)]);

/** What an order bought, priced by the server when it was placed (titles kept as they were). */
export const orderLines = pgTable('order_lines', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  orderId: uuid('order_id').notNull(),
  /** 'variant' (a shop product variant) | 'slot' (a seat in a pooja slot) */
  refKind: text('ref_kind').notNull(),
  refId: uuid('ref_id').notNull(),
  title: jsonb('title').$type<{ en: string; hi?: string }>().notNull(),
  sku: text('sku'),
  hsn: text('hsn'),
  quantity: integer('quantity').notNull(),
  /** price per unit including GST, paise */
  unitPaise: bigint('unit_paise', { mode: 'number' }).notNull(),
  /** the line's total after its share of any discount, GST included */
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  /** the GST inside totalPaise */
  gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
  gstRateBp: integer('gst_rate_bp').notNull().default(0),
  options: jsonb('options').$type<Record<string, unknown>>(),
}, (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_ref_idx').on(t.refKind, t.refId)]);

/** Stock or seats an order holds while it waits for payment. */
export const reservations = pgTable('reservations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  orderId: uuid('order_id').notNull(),
  refKind: text('ref_kind').notNull(),
  refId: uuid('ref_id').notNull(),
  quantity: integer('quantity').notNull(),
  /** 'held' | 'committed' | 'released' */
  status: text('status').notNull().default('held'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
}, (t) => [index('reservations_order_idx').on(t.orderId), index('reservations_status_expires_idx').on(t.status, t.expiresAt)]);

/** Every status change of an order, with who made it and why (shown to the user as a timeline). */
export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: uuid('order_id').notNull(),
  status: text('status').notNull(),
  note: text('note'),
  actorUserId: uuid('actor_user_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_events_order_idx').on(t.orderId, t.id)]);

/** Discount codes: a percentage (basis points) or a fixed amount, with validity and limits. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  /** 'percent' | 'fixed' */
  kind: text('kind').notNull(),
  /** basis points for 'percent' (1000 = 10%), paise for 'fixed' */
  value: integer('value').notNull(),
  minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
  maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
  /** 'shop' | 'pooja' | 'all' */
  appliesTo: text('applies_to').notNull().default('all'),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  maxUses: integer('max_uses'),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  used: integer('used').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('coupons_value', sql`${t.value} > 0`)]);

/** A coupon used by an order (counted when the order is placed, given back when it expires or is cancelled unpaid). */
export const couponRedemptions = pgTable('coupon_redemptions', {
  orderId: uuid('order_id').primaryKey(),
  code: text('code').notNull(),
  userId: uuid('user_id').notNull(),
  discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
  /** 'active' | 'released' */
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('coupon_redemptions_code_user_idx').on(t.code, t.userId)]);

/** A bookable time of a pooja (content item of type 'pooja'), with its seats. */
export const poojaSlots = pgTable('pooja_slots', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  poojaId: uuid('pooja_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  capacity: integer('capacity').notNull(),
  /** seats held by bookings waiting for payment */
  reserved: integer('reserved').notNull().default(0),
  /** seats of paid bookings */
  booked: integer('booked').notNull().default(0),
  /** 'open' | 'closed' */
  status: text('status').notNull().default('open'),
  /** why this date (an auspicious day the panchang found: "Purnima", "Pradosh") */
  reason: jsonb('reason').$type<{ en: string; hi?: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('pooja_slots_pooja_start_uq').on(t.poojaId, t.startsAt),
  index('pooja_slots_start_idx').on(t.startsAt),
  check('pooja_slots_seats', sql`${t.capacity} >= 0 and ${t.reserved} >= 0 and ${t.booked} >= 0 and ${t.reserved} + ${t.booked} <= ${t.capacity}`),
]);

/** Packages of a pooja (individual, family, with prasad delivery) and their prices, GST included. */
export const poojaPackages = pgTable('pooja_packages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  poojaId: uuid('pooja_id').notNull(),
  code: text('code').notNull(),
  label: jsonb('label').$type<{ en: string; hi?: string }>().notNull(),
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
  gstRateBp: integer('gst_rate_bp').notNull().default(1800),
  /** participants included */
  participants: integer('participants').notNull().default(1),
  prasad: boolean('prasad').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [uniqueIndex('pooja_packages_pooja_code_uq').on(t.poojaId, t.code), check('pooja_packages_price', sql`${t.pricePaise} > 0`)]);

/** Dates a pooja is never performed on (blackouts), in IST. */
export const poojaBlackouts = pgTable('pooja_blackouts', {
  poojaId: uuid('pooja_id').notNull(),
  /** YYYY-MM-DD, IST */
  date: text('date').notNull(),
  note: text('note'),
}, (t) => [primaryKey({ columns: [t.poojaId, t.date] })]);
