import { randomUUID } from 'node:crypto';
import { and, asc, cartItems, eq, inArray, ledgerOperations, like, orderEvents, orders, refunds, reservations, walletHolds, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { nextInvoiceNumber, type ReportedPayment } from '../payments/capture-payment.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { holdAccounts, postHoldIn, type HoldAccounts } from '../wallet/holds.js';
import { accountIds, applyLegs, chart, insertOperation, lockAccounts, type Leg, type Tx } from '../wallet/ledger.js';
import { getWalletSettings } from '../wallet/settings.js';
import { commitUnits, type RefKind } from './inventory.js';

type OrderRow = typeof orders.$inferSelect;
export type SettleOutcome = 'paid' | 'late' | 'already';

/** Ledger accounts an order's settlement touches (ids made outside the transaction). */
export async function settleAccounts(db: Db, userId: string, gateway: string | null) {
  const hold = await holdAccounts(db, userId);
  const [gstId, payableId, clearingId] = await accountIds(db, [chart.gstPayableFor(userId), chart.refundsPayable, chart.gatewayClearing(gateway ?? 'sandbox')]);
  const settings = await getWalletSettings(db);
  return { hold, gstId, payableId, clearingId, spendOrder: settings.spend_order, invoicePrefix: settings.company.invoice_prefix };
}
export type SettleAccounts = Awaited<ReturnType<typeof settleAccounts>>;

/**
 * Pays a pending shop or pooja order inside the caller's transaction (the order row already locked): the reserved
 * units become sold, the wallet hold is posted, the gateway part (a verified capture) moves from the gateway's
 * clearing account to revenue and the GST in the price to GST payable; the order gets its invoice number.
 * A payment for an order whose reservation is gone (expired or cancelled) is not kept: it is queued to go back to
 * where it came from (processRefunds), and the user is told so on the order.
 */
export async function payOrderIn(tx: Tx, o: OrderRow, payment: ReportedPayment | null, ids: SettleAccounts, now: Date): Promise<SettleOutcome> {
  const held = await tx.select().from(reservations).where(eq(reservations.orderId, o.id)).orderBy(asc(reservations.refKind), asc(reservations.refId));
  const allHeld = held.length > 0 && held.every((r) => r.status === 'held');
  let holdOk = true;
  if (o.holdId && o.walletPaise > 0) {
    const [h] = await tx.select().from(walletHolds).where(eq(walletHolds.id, o.holdId));
    holdOk = h?.status === 'pending';
  }
  if (o.status !== 'pending' || !allHeld || !holdOk) {
    if (!payment) return o.status === 'paid' ? 'already' : 'late';
    if (o.status === 'paid' && o.gatewayPaymentId === payment.paymentId) return 'already';
    // late: the money goes back to the payer
    const id = randomUUID();
    const locked = await lockAccounts(tx, [ids.payableId, ids.clearingId]);
    const { row, inserted } = await insertOperation(tx, {
      key: `late:${payment.gateway}:${payment.paymentId}`, kind: 'late_payment', userId: null, amountPaise: payment.amountPaise,
      fingerprint: JSON.stringify(['late', payment.gateway, payment.paymentId]), reference: o.id, category: 'refund', at: now,
      description: 'Payment received after the order’s reservation ended; refunded to the original payment',
    });
    if (!inserted) return 'late';
    await applyLegs(tx, row, [{ debit: ids.clearingId, credit: ids.payableId, amountPaise: payment.amountPaise }], locked, now);
    await tx.insert(refunds).values({
      id, idempotencyKey: `commerce:${id}`, orderId: o.id, userId: o.userId, mode: 'to_source', amountPaise: payment.amountPaise, status: 'initiated',
      gateway: payment.gateway, gatewayPaymentId: payment.paymentId, reason: 'Payment arrived after the reservation expired', createdAt: now, updatedAt: now,
    });
    await tx.insert(orderEvents).values({
      orderId: o.id, status: 'refund_initiated', createdAt: now,
      note: `Your payment of ₹${(payment.amountPaise / 100).toFixed(2)} arrived after this order’s reservation had ended, so the items were not kept for you. The full amount is being refunded to your original payment method (usually 5–7 working days).`,
    });
    return 'late';
  }

  // Rows many orders share are touched last, so their locks are held only until the commit that follows:
  // first this user's wallet and revenue shard, then the stock rows, then the invoice counter.
  let walletOperation: string | null = null;
  if (o.holdId && o.walletPaise > 0) {
    await postHoldIn(tx, o.holdId, ids.hold, { amountPaise: o.walletPaise, description: o.description, now }, ids.spendOrder);
    const [op] = await tx.select({ id: ledgerOperations.id }).from(ledgerOperations).where(eq(ledgerOperations.idempotencyKey, `hold:${o.holdId}:post`));
    walletOperation = op?.id ?? null;
  }
  const legs: Leg[] = [];
  if (payment) legs.push({ debit: ids.clearingId, credit: ids.hold.revenueId, amountPaise: payment.amountPaise });
  legs.push({ debit: ids.hold.revenueId, credit: ids.gstId, amountPaise: o.gstPaise });
  const locked = await lockAccounts(tx, [ids.hold.revenueId, ids.gstId, ...(payment ? [ids.clearingId] : [])]);
  const { row } = await insertOperation(tx, {
    key: `order:${o.id}:paid`, kind: 'order_payment', userId: null, amountPaise: o.totalPaise,
    fingerprint: JSON.stringify(['order_paid', o.id]), reference: o.id, description: o.description, category: o.kind === 'product' ? 'shop' : 'pooja', at: now,
    metadata: { order_id: o.id, wallet_paise: o.walletPaise, gateway_paise: payment?.amountPaise ?? 0, gst_paise: o.gstPaise, payment_id: payment?.paymentId ?? null },
  });
  await applyLegs(tx, row, legs, locked, now);
  await tx.update(reservations).set({ status: 'committed', finalizedAt: now }).where(and(eq(reservations.orderId, o.id), eq(reservations.status, 'held')));
  for (const r of held) await commitUnits(tx, { refKind: r.refKind as RefKind, refId: r.refId, quantity: r.quantity }, o.id, now);
  if ((o.details as { from_cart?: boolean } | null)?.from_cart) {
    const bought = held.filter((r) => r.refKind === 'variant').map((r) => r.refId);
    if (bought.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, o.userId), inArray(cartItems.variantId, bought)));
  }
  const invoiceNumber = await nextInvoiceNumber(tx, ids.invoicePrefix, now);
  await tx.update(orders).set({
    status: 'paid', fulfilment: o.kind === 'product' ? 'paid' : 'booked', paidAt: now, updatedAt: now, invoiceNumber,
    gatewayPaymentId: payment?.paymentId ?? null, reference: walletOperation,
  }).where(eq(orders.id, o.id));
  const how = [o.walletPaise ? `₹${(o.walletPaise / 100).toFixed(2)} from the wallet` : '', payment ? `₹${(payment.amountPaise / 100).toFixed(2)} online` : ''].filter(Boolean).join(' and ');
  await tx.insert(orderEvents).values({ orderId: o.id, status: o.kind === 'product' ? 'paid' : 'booked', note: `Paid: ${how}. Invoice ${invoiceNumber}.`, createdAt: now });
  return 'paid';
}

/** Settles an order the wallet pays in full (no gateway part). */
export async function settleOrderPayment(db: Db, orderId: string, payment: ReportedPayment | null, now: Date): Promise<SettleOutcome> {
  const [o0] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o0) throw new AppError(404, 'not_found', 'No order has this id.');
  const ids = await settleAccounts(db, o0.userId, payment?.gateway ?? o0.gateway);
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return payOrderIn(tx, o, payment, ids, now);
  });
}

/**
 * Sends queued refunds (late payments, cancellations refunded to the original payment) to the gateway and settles
 * them in the ledger. A refund the gateway refuses stays queued and is tried again on the next sweep.
 */
export async function processRefunds(db: Db, gateway: PaymentGateway, now: Date, limit = 50): Promise<number> {
  const due = await db.select().from(refunds)
    .where(and(eq(refunds.status, 'initiated'), eq(refunds.gateway, gateway.name), like(refunds.idempotencyKey, 'commerce:%')))
    .orderBy(asc(refunds.createdAt)).limit(limit);
  let done = 0;
  for (const r of due) {
    let gatewayRefundId: string;
    try {
      const g = await gateway.refundPayment(r.gatewayPaymentId!, r.amountPaise + r.gstPaise, { order_id: r.orderId, refund_id: r.id });
      if (g.status === 'failed') continue;
      gatewayRefundId = g.id;
    } catch {
      continue;
    }
    const [payableId, clearingId] = await accountIds(db, [chart.refundsPayable, chart.gatewayClearing(gateway.name)]);
    const settled = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(refunds).where(eq(refunds.id, r.id)).for('update');
      if (cur.status !== 'initiated') return false;
      const locked = await lockAccounts(tx, [payableId, clearingId]);
      const { row } = await insertOperation(tx, {
        key: `refund:${r.id}:settle`, kind: 'refund_settlement', userId: null, amountPaise: r.amountPaise + r.gstPaise, fingerprint: r.id, reference: r.orderId,
        description: `Gateway refund ${gatewayRefundId}`, category: 'refund', at: now, metadata: { refund_id: r.id },
      });
      await applyLegs(tx, row, [{ debit: payableId, credit: clearingId, amountPaise: r.amountPaise + r.gstPaise }], locked, now);
      await tx.update(refunds).set({ status: 'processed', gatewayRefundId, updatedAt: now }).where(eq(refunds.id, r.id));
      const [o] = await tx.select().from(orders).where(eq(orders.id, r.orderId)).for('update');
      if (o && o.status !== 'paid' && o.status !== 'partially_refunded') {
        // a late payment's order: it never held the money
        await tx.update(orders).set({ status: 'refunded', refundedPaise: o.refundedPaise + r.amountPaise, updatedAt: now }).where(eq(orders.id, o.id));
      }
      await tx.insert(orderEvents).values({ orderId: r.orderId, status: 'refunded', note: `₹${((r.amountPaise + r.gstPaise) / 100).toFixed(2)} refunded to your original payment method (refund ${gatewayRefundId}).`, createdAt: now });
      return true;
    });
    if (settled) done++;
  }
  return done;
}

export type { HoldAccounts };
