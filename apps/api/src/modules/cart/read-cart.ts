import { and, cartItems, contentItems, eq, inArray, productVariants, type Db } from '@nakshatra/db';
import { MAX_CART_LINES, type Cart, type CartLine, type LineStatus } from './schemas.js';

/**
 * The signed-in cart as the server prices it: every price, stock figure and limit from the server's own rows.
 * Lines that cannot be bought as they are (no longer sold, out of stock, more than is left) stay in the cart,
 * flagged with a sentence, so the buyer sees what changed instead of finding a line gone.
 */

type Lang = { en: string; hi?: string };
export type VariantRow = typeof productVariants.$inferSelect;
/** A variant with what the cart shows of its product; `product` null when the product is gone or not of the shop. */
export type SellableVariant = {
  v: VariantRow;
  product: { id: string; slug: string; title: Lang; image: string | null; isPublic: boolean } | null;
};

type Executor = Pick<Db, 'select'>;

/** The cart's lines as a checkout takes them (what to price; the checkout checks each against the server's rows). */
export async function cartLinesOf(db: Executor, userId: string) {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId));
  return rows.map((c) => ({ variant_id: c.variantId, quantity: c.quantity, options: c.options ?? null }));
}

const imageOf = (data: Record<string, unknown>): string | null => {
  if (typeof data.image === 'string' && data.image) return data.image;
  const first = Array.isArray(data.images) ? data.images[0] : null;
  return typeof first === 'string' ? first : null;
};

/** The variants with these ids (ids must be uuids), with their product and whether it is published by `now`. */
export async function loadVariants(db: Executor, ids: string[], now: Date): Promise<Map<string, SellableVariant>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ v: productVariants, p: { id: contentItems.id, slug: contentItems.slug, i18n: contentItems.i18n, data: contentItems.data, status: contentItems.status, publishAt: contentItems.publishAt } })
    .from(productVariants)
    .leftJoin(contentItems, and(eq(contentItems.id, productVariants.productId), eq(contentItems.type, 'products')))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map(({ v, p }) => [v.id, {
    v,
    product: p ? {
      id: p.id, slug: p.slug, title: p.i18n.title ?? { en: p.slug }, image: imageOf(p.data),
      isPublic: p.status !== 'draft' && !!p.publishAt && p.publishAt <= now,
    } : null,
  }]));
}

/** Whether a variant can be sold at all (active, its product published). */
export const isSold = (s: SellableVariant | undefined): s is SellableVariant & { product: NonNullable<SellableVariant['product']> } =>
  !!s && s.v.active && !!s.product?.isPublic;

/** Units that can be bought now: stock less what unpaid orders hold. */
export const availableOf = (v: VariantRow) => Math.max(0, v.stock - v.reserved);

/** How many of a variant one line may hold now. */
export const maxQuantityOf = (v: VariantRow) => Math.min(v.maxPerOrder, availableOf(v));

/** "Rudraksha (5 mukhi)": how a sentence names a line. */
export const lineName = (s: SellableVariant) => `${s.product?.title.en ?? s.v.sku} (${s.v.label.en})`;

function lineOf(item: { variantId: string; quantity: number; options: Record<string, string> | null }, s: SellableVariant | undefined): CartLine {
  const v = s?.v;
  const available = v ? availableOf(v) : 0;
  const maxQuantity = v ? maxQuantityOf(v) : 0;
  let status: LineStatus = 'ok';
  let problem: string | null = null;
  if (!isSold(s)) {
    status = 'inactive';
    problem = 'This item is no longer sold; please remove it from your cart.';
  } else if (available === 0) {
    status = 'out_of_stock';
    problem = 'This item is out of stock; please remove it or come back later.';
  } else if (item.quantity > maxQuantity) {
    status = 'limited';
    problem = available < s.v.maxPerOrder
      ? `Only ${available} left; please lower the quantity to ${maxQuantity}.`
      : `At most ${maxQuantity} can be bought in one order; please lower the quantity.`;
  }
  const unit = v?.pricePaise ?? 0;
  return {
    variant_id: item.variantId, product_id: s?.product?.id ?? null, sku: v?.sku ?? null,
    label: v?.label ?? { en: '' }, title: s?.product?.title ?? { en: 'An item no longer sold' }, slug: s?.product?.slug ?? null, image: s?.product?.image ?? null,
    unit_paise: unit, mrp_paise: v?.mrpPaise ?? null, quantity: item.quantity, available, max_per_order: v?.maxPerOrder ?? 0, max_quantity: maxQuantity,
    line_total_paise: unit * item.quantity, energisation: v?.energisation ?? false, ships_abroad: v?.shipsAbroad ?? false,
    options: item.options && Object.keys(item.options).length ? item.options : null, status, problem,
  };
}

/** The user's cart, priced now (for GET /api/cart and the checkout). Lines are in product and variant order. */
export async function readCart(db: Executor, userId: string, now: Date = new Date()): Promise<Cart> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId));
  const variants = await loadVariants(db, rows.map((r) => r.variantId), now);
  const items = rows
    .map((r) => lineOf(r, variants.get(r.variantId)))
    .sort((a, b) => a.title.en.localeCompare(b.title.en) || a.label.en.localeCompare(b.label.en) || a.variant_id.localeCompare(b.variant_id));
  return {
    items,
    count: items.reduce((n, l) => n + l.quantity, 0),
    subtotal_paise: items.filter((l) => l.status === 'ok').reduce((n, l) => n + l.line_total_paise, 0),
    can_checkout: items.length > 0 && items.every((l) => l.status === 'ok'),
    max_lines: MAX_CART_LINES,
  };
}
