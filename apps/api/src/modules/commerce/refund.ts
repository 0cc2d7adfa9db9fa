import { randomUUID } from 'node:crypto';
import { and, asc, eq, orderEvents, orders, refunds, reservations, sql, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { accountIds, applyLegs, chart, insertOperation, lockAccounts } from '../wallet/ledger.js';
import { refundDebit } from '../wallet/spend.js';
import { restoreUnits, type RefKind } from './inventory.js';
import { getCommerceSettings } from './settings.js';

const notAllowed = (m: string) => new AppError(409, 'refund_not_allowed', m);
const rupees = (p: number) => `₹${(p / 100).toFixed(2)}`;

/** Product states a customer may still cancel in, and booking states. */
const USER_CANCELLABLE = { product: ['paid', 'packed'], booking: ['booked', 'confirmed'] } as const;

/**
 * Cancels or refunds a paid shop order or pooja booking, in whole or (admins) in part. The wallet part goes back
 * to the wallet; the gateway part to the original payment (queued for the gateway, processRefunds) or, if asked,
 * to the wallet. The GST in the refunded amount is reversed. A full cancellation before shipping (or before the
 * pooja) puts the units or the seat back.
 *
 * The refunded amount is claimed first with one conditional UPDATE of the order, so two cancellations at once
 * cannot both refund.
 */
export async function cancelPaidOrder(db: Db, orderId: string, input: { actorUserId: string; byAdmin: boolean; reason: string; refundTo: 'source' | 'wallet'; amountPaise?: number; restock?: boolean; now: Date }) {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o || (o.kind !== 'product' && o.kind !== 'booking')) throw new AppError(404, 'not_found', 'No order has this id.');
  if (!['paid', 'partially_refunded'].includes(o.status)) throw notAllowed(o.status === 'refunded' ? 'This order is already refunded in full.' : 'Only a paid order can be refunded.');
  const kind = o.kind;
  if (!input.byAdmin) {
    const allowed = (USER_CANCELLABLE[kind] as readonly string[]).includes(o.fulfilment ?? '');
    if (!allowed) throw notAllowed(kind === 'product' ? 'This order has already shipped, so it can no longer be cancelled. You can ask for a return from the support page once it arrives.' : 'This booking can no longer be cancelled online; please contact support.');
    if (kind === 'booking') {
      const s = await getCommerceSettings(db);
      const startsAt = new Date(String((o.details as { starts_at?: string }).starts_at));
      if (startsAt.getTime() - input.now.getTime() < s.booking_free_cancel_hours * 3600_000)
        throw notAllowed(`A booking can be cancelled with a full refund until ${s.booking_free_cancel_hours} hours before the pooja. After that the pandit has prepared for it; see the refund policy page or contact support.`);
    }
  }
  const remaining = o.totalPaise - o.refundedPaise;
  const amount = input.amountPaise ?? remaining;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) throw notAllowed(`At most ${rupees(remaining)} of this order can be refunded.`);
  const full = amount === remaining;

  // what already went back per channel (earlier partial refunds)
  const done = await db.select({ mode: refunds.mode, sum: sql<string>`sum(${refunds.amountPaise})` }).from(refunds).where(and(eq(refunds.orderId, o.id), sql`${refunds.status} <> 'failed'`)).groupBy(refunds.mode);
  const walletBackBefore = Number(done.find((d) => d.mode === 'to_wallet')?.sum ?? 0);
  const walletLeft = Math.max(0, o.walletPaise - walletBackBefore);
  const toWallet = Math.min(amount, walletLeft);
  const rest = amount - toWallet; // the gateway part
  const gstBack = Math.round((o.gstPaise * amount) / o.totalPaise);

  // 1. claim the amount
  const claimed = await db.update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${amount}`, updatedAt: input.now })
    .where(and(eq(orders.id, o.id), sql`${orders.refundedPaise} + ${amount} <= ${orders.totalPaise}`, sql`${orders.status} in ('paid', 'partially_refunded')`))
    .returning({ id: orders.id });
  if (!claimed.length) throw notAllowed('This order was refunded meanwhile; please reload it.');
  const id = randomUUID();

  // 2. money: the wallet part back to the wallet
  if (toWallet > 0) {
    if (!o.reference) throw new Error(`order ${o.id}: wallet part without its wallet operation`);
    await refundDebit(db, { operationId: o.reference, amountPaise: toWallet, key: `refund:${id}:wallet`, description: `Refund: ${o.description ?? 'order'}`, actorUserId: input.actorUserId });
    await db.insert(refunds).values({ id: randomUUID(), idempotencyKey: `refund:${id}:wallet-row`, orderId: o.id, userId: o.userId, mode: 'to_wallet', amountPaise: toWallet, status: 'processed', reason: input.reason, createdBy: input.actorUserId, createdAt: input.now, updatedAt: input.now });
  }
  // the gateway part: to the original payment (queued) or to the wallet as real money; and the GST reversed
  const gateway = o.gateway ?? 'sandbox';
  const toSource = rest > 0 && input.refundTo === 'source' && !!o.gatewayPaymentId;
  const [revenueId, gstId, payableId, realId] = await accountIds(db, [chart.revenue(o.userId), chart.gstPayableFor(o.userId), chart.refundsPayable, chart.userReal(o.userId)]);
  await db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [realId, revenueId, gstId, payableId]);
    const { row } = await insertOperation(tx, {
      key: `refund:${id}:order`, kind: toSource ? 'refund_to_source' : 'refund', userId: rest > 0 && !toSource ? o.userId : null, amountPaise: rest,
      fingerprint: id, reference: o.id, description: `Refund: ${o.description ?? 'order'}`, category: 'refund', actorUserId: input.actorUserId, at: input.now,
      metadata: { direction: 'credit', real_paise: toSource ? 0 : rest, promotional_paise: 0, gst_reversed_paise: gstBack, order_id: o.id },
    });
    await applyLegs(tx, row, [
      { debit: gstId, credit: revenueId, amountPaise: gstBack },
      rest > 0 ? (toSource ? { debit: revenueId, credit: payableId, amountPaise: rest } : { debit: revenueId, credit: realId, amountPaise: rest }) : { debit: revenueId, credit: payableId, amountPaise: 0 },
    ], locked, input.now);
    if (rest > 0) {
      await tx.insert(refunds).values({
        id, idempotencyKey: toSource ? `commerce:${id}` : `refund:${id}:gateway-part`, orderId: o.id, userId: o.userId, mode: toSource ? 'to_source' : 'to_wallet', amountPaise: rest,
        status: toSource ? 'initiated' : 'processed', gateway, gatewayPaymentId: o.gatewayPaymentId, reason: input.reason, createdBy: input.actorUserId, createdAt: input.now, updatedAt: input.now,
      });
    }
    // 3. the order: status, units back on a full cancellation, the timeline
    const [cur] = await tx.select().from(orders).where(eq(orders.id, o.id)).for('update');
    const refundedAll = cur.refundedPaise >= cur.totalPaise;
    const cancelled = full && (input.restock ?? !['shipped', 'delivered', 'performed', 'video_available', 'prasad_shipped'].includes(cur.fulfilment ?? ''));
    if (cancelled) {
      const units = await tx.select().from(reservations).where(and(eq(reservations.orderId, o.id), eq(reservations.status, 'committed'))).orderBy(asc(reservations.refKind), asc(reservations.refId));
      for (const u of units) await restoreUnits(tx, { refKind: u.refKind as RefKind, refId: u.refId, quantity: u.quantity }, o.id, input.now, 'cancel', input.actorUserId);
      await tx.update(reservations).set({ status: 'released', finalizedAt: input.now }).where(and(eq(reservations.orderId, o.id), eq(reservations.status, 'committed')));
    }
    await tx.update(orders).set({
      status: refundedAll ? 'refunded' : 'partially_refunded',
      fulfilment: cancelled ? 'cancelled' : refundedAll && cur.fulfilment === 'delivered' ? 'returned' : cur.fulfilment,
      updatedAt: input.now,
    }).where(eq(orders.id, o.id));
    const parts = [toWallet ? `${rupees(toWallet)} to your wallet` : '', rest ? (toSource ? `${rupees(rest)} to your original payment method (usually 5–7 working days)` : `${rupees(rest)} to your wallet`) : ''].filter(Boolean).join(' and ');
    await tx.insert(orderEvents).values({ orderId: o.id, status: cancelled ? 'cancelled' : 'refund', note: `${cancelled ? 'Cancelled' : 'Refund'}: ${parts}. Reason: ${input.reason}`, actorUserId: input.actorUserId, createdAt: input.now });
  });
  return { refund_id: id, amount_paise: amount, to_wallet_paise: toWallet + (toSource ? 0 : rest), to_source_paise: toSource ? rest : 0 };
}
