import { poojaSlots, productVariants, sql, stockMovements, eq } from '@nakshatra/db';
import type { Tx } from '../wallet/ledger.js';

/**
 * What an order can take from: units of a product variant's stock, or seats of a pooja slot. Every change is one
 * conditional UPDATE on the row, so two buyers racing for the last unit are ordered by the row lock and exactly one
 * of them gets it; CHECK constraints on the tables hold the same rules a second time.
 */
export type RefKind = 'variant' | 'slot';
export type Units = { refKind: RefKind; refId: string; quantity: number };

const n = (res: unknown) => (Array.isArray(res) ? res.length : (res as { rows: unknown[] }).rows.length);

/** Holds units for an unpaid order. Returns null when held, or how many were free when there were not enough. */
export async function reserveUnits(tx: Tx, u: Units): Promise<number | null> {
  if (u.refKind === 'variant') {
    const held = await tx.execute(sql`update product_variants set reserved = reserved + ${u.quantity}, updated_at = now()
      where id = ${u.refId} and active and stock - reserved >= ${u.quantity} returning id`);
    if (n(held)) return null;
    return freeUnits(tx, u);
  }
  const held = await tx.execute(sql`update pooja_slots set reserved = reserved + ${u.quantity}
    where id = ${u.refId} and status = 'open' and capacity - reserved - booked >= ${u.quantity} returning id`);
  if (n(held)) return null;
  return freeUnits(tx, u);
}

/**
 * Sells units at once (an order paid in the transaction that places it): the same conditional UPDATE as
 * reserveUnits, but stock leaves the shelf (seats become booked) directly, and a variant's sale is recorded as
 * a stock movement in the same statement. Returns null when sold, or how many were free.
 */
export async function sellUnits(tx: Tx, u: Units, orderId: string, at: Date): Promise<number | null> {
  if (u.refKind === 'variant') {
    const sold = await tx.execute(sql`with v as (
        update product_variants set stock = stock - ${u.quantity}, updated_at = now()
        where id = ${u.refId} and active and stock - reserved >= ${u.quantity} returning id)
      insert into stock_movements (variant_id, delta, reason, order_id, created_at)
      select v.id, ${-u.quantity}, 'sale', ${orderId}, ${at.toISOString()}::timestamptz from v returning id`);
    return n(sold) ? null : freeUnits(tx, u);
  }
  const sold = await tx.execute(sql`update pooja_slots set booked = booked + ${u.quantity}
    where id = ${u.refId} and status = 'open' and capacity - reserved - booked >= ${u.quantity} returning id`);
  return n(sold) ? null : freeUnits(tx, u);
}

/** How many units are free now (after a refused reservation, for the sentence). */
async function freeUnits(tx: Tx, u: Units): Promise<number> {
  if (u.refKind === 'variant') {
    const [v] = await tx.select({ free: sql<number>`${productVariants.stock} - ${productVariants.reserved}` }).from(productVariants).where(eq(productVariants.id, u.refId));
    return Math.max(0, Number(v?.free ?? 0));
  }
  const [s] = await tx.select({ free: sql<number>`${poojaSlots.capacity} - ${poojaSlots.reserved} - ${poojaSlots.booked}` }).from(poojaSlots).where(eq(poojaSlots.id, u.refId));
  return Math.max(0, Number(s?.free ?? 0));
}

/** Gives held units back (the order expired or was cancelled before payment). */
export async function releaseUnits(tx: Tx, u: Units): Promise<void> {
  if (u.refKind === 'variant') await tx.execute(sql`update product_variants set reserved = reserved - ${u.quantity}, updated_at = now() where id = ${u.refId}`);
  else await tx.execute(sql`update pooja_slots set reserved = reserved - ${u.quantity} where id = ${u.refId}`);
}

/** Turns held units into sold ones (the order is paid): stock leaves the shelf, seats become booked. */
export async function commitUnits(tx: Tx, u: Units, orderId: string, at: Date): Promise<void> {
  if (u.refKind === 'variant') {
    await tx.execute(sql`update product_variants set reserved = reserved - ${u.quantity}, stock = stock - ${u.quantity}, updated_at = now() where id = ${u.refId}`);
    await tx.insert(stockMovements).values({ variantId: u.refId, delta: -u.quantity, reason: 'sale', orderId, createdAt: at });
  } else {
    await tx.execute(sql`update pooja_slots set reserved = reserved - ${u.quantity}, booked = booked + ${u.quantity} where id = ${u.refId}`);
  }
}

/** Puts sold units back (a paid order cancelled before it shipped, or a booking cancelled in time). */
export async function restoreUnits(tx: Tx, u: Units, orderId: string, at: Date, reason: 'cancel' | 'return', actorUserId: string | null): Promise<void> {
  if (u.refKind === 'variant') {
    await tx.execute(sql`update product_variants set stock = stock + ${u.quantity}, updated_at = now() where id = ${u.refId}`);
    await tx.insert(stockMovements).values({ variantId: u.refId, delta: u.quantity, reason, orderId, actorUserId, createdAt: at });
  } else {
    await tx.execute(sql`update pooja_slots set booked = booked - ${u.quantity} where id = ${u.refId}`);
  }
}
