import { cartItems, eq, type Db } from '@nakshatra/db';
import { cleanOptions, upsertLine, withCartLocked } from './change-cart.js';
import { availableOf, isSold, lineName, loadVariants, maxQuantityOf } from './read-cart.js';
import { MAX_CART_LINES, type CartOptions, type MergeResult } from './schemas.js';

type Incoming = { variant_id: string; quantity: number; options?: CartOptions };
type Skipped = MergeResult['skipped'][number];
type Adjusted = MergeResult['adjusted'][number];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Merges the signed-out browser cart into the user's at sign-in. Quantities of the same variant add up and are then
 * lowered to the per-order limit and the stock left; unknown, unsold and out-of-stock variants, and new lines beyond
 * the 30-line limit, are skipped and reported; nothing here fails for a stale browser cart.
 */
export async function mergeCart(db: Db, userId: string, items: Incoming[], now: Date): Promise<Pick<MergeResult, 'skipped' | 'adjusted'>> {
  const skipped: Skipped[] = [];
  const adjusted: Adjusted[] = [];
  // the same variant twice in the browser cart counts once, quantities added
  const incoming = new Map<string, { quantity: number; options: Record<string, string> | null }>();
  for (const it of items) {
    const id = it.variant_id.trim().toLowerCase();
    if (!UUID_RE.test(id)) {
      skipped.push({ variant_id: it.variant_id, reason: 'unknown', message: 'This item is not sold in our shop.' });
      continue;
    }
    const prev = incoming.get(id);
    incoming.set(id, { quantity: (prev?.quantity ?? 0) + it.quantity, options: cleanOptions(it.options) ?? prev?.options ?? null });
  }
  const variants = await loadVariants(db, [...incoming.keys()], now);

  await withCartLocked(db, userId, async (tx) => {
    const existing = new Map((await tx.select().from(cartItems).where(eq(cartItems.userId, userId))).map((l) => [l.variantId, l]));
    let lines = existing.size;
    for (const [id, it] of incoming) {
      const s = variants.get(id);
      if (!s) {
        skipped.push({ variant_id: id, reason: 'unknown', message: 'This item is not sold in our shop.' });
        continue;
      }
      const name = lineName(s);
      if (!isSold(s)) {
        skipped.push({ variant_id: id, reason: 'inactive', message: `“${name}” is no longer sold.` });
        continue;
      }
      if (availableOf(s.v) === 0) {
        skipped.push({ variant_id: id, reason: 'out_of_stock', message: `“${name}” is out of stock.` });
        continue;
      }
      const had = existing.get(id);
      if (!had && lines >= MAX_CART_LINES) {
        skipped.push({ variant_id: id, reason: 'cart_full', message: `Your cart can hold at most ${MAX_CART_LINES} different items, so “${name}” was left out.` });
        continue;
      }
      const wanted = (had?.quantity ?? 0) + it.quantity;
      const quantity = Math.min(wanted, maxQuantityOf(s.v));
      if (quantity < wanted) {
        const byLimit = quantity === s.v.maxPerOrder;
        adjusted.push({
          variant_id: id, reason: byLimit ? 'max_per_order' : 'stock', quantity,
          message: byLimit ? `At most ${quantity} of “${name}” can be bought in one order, so your cart holds ${quantity}.` : `Only ${quantity} of “${name}” ${quantity === 1 ? 'is' : 'are'} left, so your cart holds ${quantity}.`,
        });
      }
      // the browser's energisation details are the newer ones; a line without them keeps what the account had
      let options = it.options ?? had?.options ?? null;
      if (it.options && !s.v.energisation) {
        options = null;
        adjusted.push({ variant_id: id, reason: 'options_not_offered', quantity, message: `“${name}” is not offered with energisation, so its name and gotra were left out.` });
      }
      await upsertLine(tx, userId, id, quantity, options, now);
      if (!had) lines++;
    }
  });
  return { skipped, adjusted };
}
