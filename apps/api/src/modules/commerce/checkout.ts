import {
  and, asc, couponRedemptions, coupons, eq, inArray, lte, orderEvents, orderLines, orders, reservations, sql, walletHolds, type Db,
} from '@nakshatra/db';
import type { Checkout } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { Tx } from '../wallet/ledger.js';
import { holdOnLocked, releaseHold } from '../wallet/holds.js';
import { available, lockAccounts, splitSpend, type Locked } from '../wallet/ledger.js';
import { releaseUnits, reserveUnits, sellUnits, type RefKind } from './inventory.js';
import { getCommerceSettings, gstInside } from './settings.js';
import { finishPaymentIn, settleAccounts } from './settle.js';

/**
 * The one checkout of the shop and pooja booking (and any later purchase). A seller module (shop.ts, pooja.ts)
 * describes what is sold as priced lines; this module reserves the units, applies a coupon, takes what the wallet
 * can pay as a hold, asks the gateway for the rest, and settles the order when the money is there: at once when
 * the wallet pays it all, or from the gateway's verified capture (payments/capture-payment.ts) exactly once. An
 * order not paid within the reservation time expires (sweep.ts): units, coupon and hold go back.
 */

export type OrderKind = 'product' | 'booking';
export type PricedLine = {
  refKind: RefKind;
  refId: string;
  title: { en: string; hi?: string };
  sku?: string | null;
  hsn?: string | null;
  quantity: number;
  /** price per unit, GST included, paise */
  unitPaise: number;
  gstRateBp: number;
  options?: Record<string, unknown> | null;
};
export type OrderDraft = {
  kind: OrderKind;
  lines: PricedLine[];
  /** delivery charge, GST included */
  deliveryPaise: number;
  /** goods worth at least this much after the discount ship free */
  freeDeliveryOverPaise?: number | null;
  deliveryGstRateBp: number;
  description: string;
  /** what the order page shows besides the lines: the address, participants, sankalp, slot … */
  details: Record<string, unknown>;
  couponCode?: string | null;
};
export type PlacedOrder = {
  order_id: string;
  status: string;
  total_paise: number;
  wallet_paise: number;
  gateway_paise: number;
  discount_paise: number;
  expires_at: string | null;
  gateway: string | null;
  gateway_order_id: string | null;
  checkout: Checkout | null;
};

const rupees = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: p % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const title = (l: PricedLine) => l.title.en;

/**
 * The discount a coupon gives on this order, or a 400 `coupon_invalid` saying why not. With `lock` (inside the
 * placing transaction) the coupon row is locked, which orders concurrent uses of one code; redeemCoupon records the use.
 */
async function applyCoupon(tx: Tx | Db, code: string, userId: string, lock: boolean, kind: OrderKind, subtotalPaise: number, now: Date): Promise<number> {
  const bad = (m: string) => new AppError(400, 'coupon_invalid', m);
  const normal = code.trim().toUpperCase();
  const found = tx.select().from(coupons).where(eq(coupons.code, normal));
  const [c] = lock ? await found.for('update') : await found;
  if (!c || !c.active) throw bad(`The coupon code ${normal} does not exist.`);
  if (c.validFrom && c.validFrom > now) throw bad(`The coupon ${normal} can be used from ${c.validFrom.toISOString().slice(0, 10)}.`);
  if (c.validTo && c.validTo < now) throw bad(`The coupon ${normal} expired on ${c.validTo.toISOString().slice(0, 10)}.`);
  if (c.appliesTo !== 'all' && c.appliesTo !== (kind === 'product' ? 'shop' : 'pooja'))
    throw bad(`The coupon ${normal} is only for ${c.appliesTo === 'shop' ? 'the shop' : 'pooja bookings'}.`);
  if (subtotalPaise < c.minOrderPaise) throw bad(`The coupon ${normal} needs an order of at least ${rupees(c.minOrderPaise)}.`);
  if (c.maxUses != null && c.used >= c.maxUses) throw bad(`The coupon ${normal} has been used up.`);
  const [{ mine }] = await tx.select({ mine: sql<number>`count(*)` }).from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, normal), eq(couponRedemptions.userId, userId), eq(couponRedemptions.status, 'active')));
  if (Number(mine) >= c.perUserLimit) throw bad(`You have already used the coupon ${normal}${c.perUserLimit > 1 ? ` ${c.perUserLimit} times` : ''}.`);
  let discount = c.kind === 'percent' ? Math.floor((subtotalPaise * c.value) / 10_000) : c.value;
  if (c.maxDiscountPaise != null) discount = Math.min(discount, c.maxDiscountPaise);
  discount = Math.min(discount, subtotalPaise - 100); // something is always paid (₹1 at least)
  if (discount <= 0) throw bad(`The coupon ${normal} gives no discount on this order.`);
  return discount;
}

/** Records a coupon's use by an order (after applyCoupon locked the coupon in the same transaction). */
async function redeemCoupon(tx: Tx, code: string, userId: string, orderId: string, discount: number, now: Date) {
  const normal = code.trim().toUpperCase();
  await tx.update(coupons).set({ used: sql`${coupons.used} + 1` }).where(eq(coupons.code, normal));
  await tx.insert(couponRedemptions).values({ orderId, code: normal, userId, discountPaise: discount, createdAt: now });
}

/** Spreads a discount over the lines in proportion to their value (the last line takes the rounding). */
function spread(lines: PricedLine[], discount: number) {
  const subtotal = lines.reduce((s, l) => s + l.unitPaise * l.quantity, 0);
  let left = discount;
  return lines.map((l, i) => {
    const gross = l.unitPaise * l.quantity;
    const cut = i === lines.length - 1 ? left : Math.floor((discount * gross) / subtotal);
    left -= cut;
    const total = gross - cut;
    return { line: l, totalPaise: total, gstPaise: gstInside(total, l.gstRateBp) };
  });
}

/** An order's amounts after a discount: each line's share, delivery (free over the threshold), total and the GST in it. */
function totalsOf(draft: OrderDraft, discount: number) {
  const subtotal = draft.lines.reduce((t, l) => t + l.unitPaise * l.quantity, 0);
  const priced = spread(draft.lines, discount);
  const goods = subtotal - discount;
  const free = draft.freeDeliveryOverPaise != null && goods >= draft.freeDeliveryOverPaise;
  const delivery = draft.kind === 'product' && draft.deliveryPaise > 0 && !free ? draft.deliveryPaise : 0;
  const gst = priced.reduce((t, p) => t + p.gstPaise, 0) + gstInside(delivery, draft.deliveryGstRateBp);
  return { subtotal, priced, delivery, total: goods + delivery, gst };
}

/**
 * What an order would cost now (nothing is reserved or recorded): the checkout page shows the server's own figures.
 * A coupon that does not apply is reported in `coupon_error` while the rest is priced without it.
 */
export async function quoteOrder(db: Db, userId: string, draft: OrderDraft, now: Date) {
  let discount = 0;
  let couponError: string | null = null;
  if (draft.couponCode?.trim()) {
    const subtotal = draft.lines.reduce((t, l) => t + l.unitPaise * l.quantity, 0);
    try {
      discount = await applyCoupon(db, draft.couponCode, userId, false, draft.kind, subtotal, now);
    } catch (err) {
      if ((err as AppError).code !== 'coupon_invalid') throw err;
      couponError = (err as AppError).message;
    }
  }
  const t = totalsOf(draft, discount);
  return {
    subtotal_paise: t.subtotal, discount_paise: discount, delivery_paise: t.delivery, gst_paise: t.gst, total_paise: t.total,
    free_delivery_over_paise: draft.freeDeliveryOverPaise ?? null, coupon_error: couponError,
    lines: t.priced.map((p) => ({ ref_id: p.line.refId, title: p.line.title, quantity: p.line.quantity, total_paise: p.totalPaise, gst_paise: p.gstPaise })),
  };
}

const soldOut = (l: PricedLine, free: number) => {
  const what = l.refKind === 'slot' ? 'this pooja slot' : `“${title(l)}”`;
  return new AppError(409, 'sold_out', free === 0
    ? (l.refKind === 'slot' ? 'Sorry, this pooja slot is full. Please choose another date.' : `Sorry, ${what} is sold out.`)
    : `Only ${free} of ${what} ${free === 1 ? 'is' : 'are'} left; please lower the quantity.`, { ref_id: l.refId, available: free });
};

/**
 * Places an order in one transaction: the buyer's wallet is locked first and decides how the order is paid.
 * - The wallet has the whole total free: the order is paid in the same transaction (units sold, wallet debited,
 *   ledger legs, invoice number); no hold, no second transaction.
 * - Otherwise what the wallet has free is held, the units are reserved until `expires_at`, and after the commit the
 *   gateway is asked for the rest; the verified capture pays the order (payOrderIn), exactly once.
 * A sold-out line refuses the whole order: nothing is reserved, charged or recorded.
 */
export async function placeOrder(db: Db, gateway: PaymentGateway, user: SessionUser, draft: OrderDraft, opts: { useWallet: boolean; now: Date }): Promise<PlacedOrder> {
  if (!draft.lines.length) throw new AppError(400, 'bad_request', 'There is nothing to buy: the order has no items.');
  const settings = await getCommerceSettings(db);
  const ids = await settleAccounts(db, user.id, null);
  const now = opts.now;
  const expiresAt = new Date(now.getTime() + settings.reservation_minutes * 60_000);
  const subtotal = draft.lines.reduce((s, l) => s + l.unitPaise * l.quantity, 0);
  const category = draft.kind === 'product' ? 'shop' : 'pooja';
  // units in a stable order (two orders taking the same rows lock them in one order: no deadlock)
  const byRef = [...draft.lines].sort((a, b) => (a.refKind + a.refId < b.refKind + b.refId ? -1 : 1));

  const placed = await db.transaction(async (tx) => {
    // the lock order of every money path: the user's wallet, then stock and slots, then platform accounts, then the invoice counter
    const wallet = { realId: ids.hold.realId, promoId: ids.hold.promoId };
    const locked = opts.useWallet ? await lockAccounts(tx, [wallet.realId, wallet.promoId]) : new Map() as Locked;
    const discount = draft.couponCode ? await applyCoupon(tx, draft.couponCode, user.id, true, draft.kind, subtotal, now) : 0;
    const { priced, total, gst, delivery } = totalsOf(draft, discount);
    const free = opts.useWallet ? Math.max(0, available(locked.get(wallet.realId))) + Math.max(0, available(locked.get(wallet.promoId))) : 0;
    const walletPaise = Math.min(free, total);
    const paidNow = walletPaise === total;
    const details = { ...draft.details, subtotal_paise: subtotal, discount_paise: discount, delivery_paise: delivery, coupon: discount ? draft.couponCode!.trim().toUpperCase() : null };
    const [o] = await tx.insert(orders).values({
      userId: user.id, kind: draft.kind, status: 'pending', fulfilment: 'placed', amountPaise: total - gst, gstPaise: gst, totalPaise: total,
      walletPaise, gatewayPaise: total - walletPaise, description: draft.description, details, expiresAt: paidNow ? null : expiresAt, createdAt: now, updatedAt: now,
    }).returning();
    if (discount) await redeemCoupon(tx, draft.couponCode!, user.id, o.id, discount, now);
    await tx.insert(orderLines).values(priced.map(({ line: l, totalPaise, gstPaise }) => ({
      orderId: o.id, refKind: l.refKind, refId: l.refId, title: l.title, sku: l.sku ?? null, hsn: l.hsn ?? null, quantity: l.quantity,
      unitPaise: l.unitPaise, totalPaise, gstPaise, gstRateBp: l.gstRateBp, options: l.options ?? null,
    })));
    await tx.insert(orderEvents).values({ orderId: o.id, status: 'placed', note: `Order placed: ${rupees(total)}`, actorUserId: user.id, createdAt: now });
    if (paidNow) {
      // paid by the wallet now: the units are sold at once
      for (const l of byRef) {
        const short = await sellUnits(tx, { refKind: l.refKind, refId: l.refId, quantity: l.quantity }, o.id, now);
        if (short !== null) throw soldOut(l, short);
      }
      await tx.insert(reservations).values(byRef.map((l) => ({ orderId: o.id, refKind: l.refKind, refId: l.refId, quantity: l.quantity, status: 'committed', expiresAt, createdAt: now, finalizedAt: now })));
      const split = splitSpend(total, available(locked.get(wallet.realId)), available(locked.get(wallet.promoId)), ids.spendOrder)!;
      await finishPaymentIn(tx, o, { payment: null, wallet: { locked, split }, commit: null, bought: byRef.filter((l) => l.refKind === 'variant').map((l) => l.refId) }, ids, now);
      return { order: o, paid: true };
    }
    // the wallet's part held (it cannot be spent elsewhere meanwhile), the units reserved until the order expires
    let holdId: string | null = null;
    if (walletPaise > 0) {
      const split = await holdOnLocked(tx, locked, wallet, walletPaise, false, ids.spendOrder);
      const [h] = await tx.insert(walletHolds).values({
        idempotencyKey: `order:${o.id}:wallet`, userId: user.id, realPaise: split.realPaise, promoPaise: split.promoPaise, category, description: draft.description, reference: o.id,
        // longer than the reservation: a capture that arrives in time must still find the wallet part held
        expiresAt: new Date(expiresAt.getTime() + 24 * 3600_000), createdAt: now,
      }).returning();
      holdId = h.id;
    }
    for (const l of byRef) {
      const short = await reserveUnits(tx, { refKind: l.refKind, refId: l.refId, quantity: l.quantity });
      if (short !== null) throw soldOut(l, short);
    }
    await tx.insert(reservations).values(byRef.map((l) => ({ orderId: o.id, refKind: l.refKind, refId: l.refId, quantity: l.quantity, expiresAt, createdAt: now })));
    if (holdId) await tx.update(orders).set({ holdId }).where(eq(orders.id, o.id));
    return { order: { ...o, holdId }, paid: false };
  });

  const order = placed.order;
  const discountPaise = Number((order.details as { discount_paise?: number }).discount_paise ?? 0);
  if (placed.paid) {
    return { order_id: order.id, status: 'paid', total_paise: order.totalPaise, wallet_paise: order.walletPaise, gateway_paise: 0, discount_paise: discountPaise, expires_at: null, gateway: null, gateway_order_id: null, checkout: null };
  }
  try {
    const g = await gateway.createOrder({ amountPaise: order.gatewayPaise, currency: 'INR', receipt: order.id, notes: { order_id: order.id, user_id: user.id, kind: draft.kind } })
      .catch(() => { throw new AppError(502, 'payment_gateway_error', 'We could not reach the payment service. Nothing was charged; please try again in a minute.'); });
    await db.update(orders).set({ gateway: gateway.name, gatewayOrderId: g.id }).where(eq(orders.id, order.id));
    return {
      order_id: order.id, status: 'pending', total_paise: order.totalPaise, wallet_paise: order.walletPaise, gateway_paise: order.gatewayPaise,
      discount_paise: discountPaise, expires_at: expiresAt.toISOString(),
      gateway: gateway.name, gateway_order_id: g.id,
      checkout: gateway.checkout({
        orderId: order.id, gatewayOrderId: g.id, totalPaise: order.gatewayPaise, description: draft.description,
        prefill: { ...(user.phone ? { contact: `+91${user.phone}` } : {}), ...(user.email ? { email: user.email } : {}), ...(user.name ? { name: user.name } : {}) },
      }),
    };
  } catch (err) {
    // nothing may stay reserved for an order that cannot be paid
    await closeUnpaidOrder(db, order.id, 'cancelled', 'The order could not be started; nothing was charged.', null, now);
    throw err;
  }
}

/**
 * Ends an unpaid order: its units and coupon go back and the wallet hold is released. `expired` by the sweep,
 * `cancelled` by the user or when placing failed. Does nothing to an order that is no longer pending.
 */
export async function closeUnpaidOrder(db: Db, orderId: string, status: 'expired' | 'cancelled', note: string, actorUserId: string | null, now: Date): Promise<boolean> {
  const closed = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o || o.status !== 'pending') return null;
    // the coupon before the units: placeOrder locks them in this order too
    const [red] = await tx.update(couponRedemptions).set({ status: 'released' }).where(and(eq(couponRedemptions.orderId, o.id), eq(couponRedemptions.status, 'active'))).returning();
    if (red) await tx.update(coupons).set({ used: sql`greatest(${coupons.used} - 1, 0)` }).where(eq(coupons.code, red.code));
    const held = await tx.select().from(reservations).where(and(eq(reservations.orderId, o.id), eq(reservations.status, 'held'))).orderBy(asc(reservations.refKind), asc(reservations.refId));
    for (const r of held) await releaseUnits(tx, { refKind: r.refKind as RefKind, refId: r.refId, quantity: r.quantity });
    if (held.length) await tx.update(reservations).set({ status: 'released', finalizedAt: now }).where(inArray(reservations.id, held.map((r) => r.id)));
    await tx.update(orders).set({ status, fulfilment: 'cancelled', updatedAt: now }).where(eq(orders.id, o.id));
    await tx.insert(orderEvents).values({ orderId: o.id, status, note, actorUserId, createdAt: now });
    return o;
  });
  if (closed?.holdId) await releaseHold(db, closed.holdId, 'voided', now).catch(() => undefined); // the hold sweep releases it otherwise
  return !!closed;
}

/** Expires unpaid orders whose reservation time has passed; returns how many. */
export async function expireOrders(db: Db, now: Date, batch = 200): Promise<number> {
  const due = await db.select({ id: orders.id }).from(orders)
    .where(and(inArray(orders.kind, ['product', 'booking']), eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt)).limit(batch);
  let n = 0;
  for (const { id } of due) {
    if (await closeUnpaidOrder(db, id, 'expired', 'Not paid within the reservation time; the items were released and nothing was charged.', null, now).catch(() => false)) n++;
  }
  return n;
}

