import { and, cartItems, eq, users, type Db } from '@nakshatra/db';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { availableOf, isSold, lineName, loadVariants } from './read-cart.js';
import { MAX_CART_LINES, type CartOptions } from './schemas.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `fn` with the user's cart to itself: concurrent changes of one user's cart wait (the 30-line limit holds). */
export function withCartLocked<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return fn(tx);
  });
}

/** Energisation details as stored: trimmed, empty ones left out, null when nothing is left. */
export function cleanOptions(options: CartOptions): Record<string, string> | null {
  if (!options) return null;
  const out: Record<string, string> = {};
  if (options.name) out.name = options.name;
  if (options.gotra) out.gotra = options.gotra;
  return Object.keys(out).length ? out : null;
}

export async function upsertLine(tx: Tx, userId: string, variantId: string, quantity: number, options: Record<string, string> | null | undefined, now: Date) {
  await tx.insert(cartItems).values({ userId, variantId, quantity, options: options ?? null, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      // options left out (undefined) keep what the line had
      set: { quantity, updatedAt: now, ...(options === undefined ? {} : { options }) },
    });
}

/**
 * Sets how many of a variant the cart holds (0 removes the line). The quantity must be within the variant's
 * per-order limit and what is left in stock; energisation details only for variants that offer it.
 */
export async function setCartLine(db: Db, userId: string, variantId: string, quantity: number, options: CartOptions | undefined, now: Date): Promise<void> {
  if (quantity === 0) return removeCartLine(db, userId, variantId);
  const s = (await loadVariants(db, [variantId], now)).get(variantId);
  if (!s) throw notFound('This item is not sold in our shop.');
  if (!isSold(s)) throw new AppError(409, 'sold_out', `“${lineName(s)}” is no longer sold; please remove it from your cart.`, { variant_id: variantId });
  const name = lineName(s);
  const available = availableOf(s.v);
  if (quantity > s.v.maxPerOrder)
    throw new AppError(400, 'quantity_limit', `You can buy at most ${s.v.maxPerOrder} of “${name}” in one order.`, { variant_id: variantId, max: s.v.maxPerOrder });
  if (available === 0) throw new AppError(409, 'sold_out', `“${name}” is out of stock.`, { variant_id: variantId, available: 0 });
  if (quantity > available)
    throw new AppError(409, 'sold_out', `Only ${available} of “${name}” ${available === 1 ? 'is' : 'are'} left; please choose ${available} or fewer.`, { variant_id: variantId, available });
  const cleaned = options === undefined ? undefined : cleanOptions(options);
  if (cleaned && !s.v.energisation) throw badRequest(`“${name}” is not offered with energisation, so it takes no name or gotra.`);
  await withCartLocked(db, userId, async (tx) => {
    const lines = await tx.select({ variantId: cartItems.variantId }).from(cartItems).where(eq(cartItems.userId, userId));
    if (!lines.some((l) => l.variantId === variantId) && lines.length >= MAX_CART_LINES)
      throw new AppError(409, 'conflict', `Your cart can hold at most ${MAX_CART_LINES} different items; please remove one or place an order first.`, { max: MAX_CART_LINES });
    await upsertLine(tx, userId, variantId, quantity, cleaned, now);
  });
}

/** Takes a variant out of the cart (nothing happens when it is not there). */
export async function removeCartLine(db: Db, userId: string, variantId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
}

/** Empties the cart. */
export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
