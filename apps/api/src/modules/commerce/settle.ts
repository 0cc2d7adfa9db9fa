import { randomUUID } from 'node:crypto';
import { and, asc, cartItems, eq, inArray, like, orderEvents, orders, refunds, reservations, sql, walletHolds, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { invoiceSeries, type ReportedPayment } from '../payments/capture-payment.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { debitLockedIn, holdAccounts, postHoldIn, type HoldAccounts } from '../wallet/holds.js';
import { accountIds, applyLegs, chart, insertOperation, lockAccounts, rowsOf, type Leg, type Locked, type Tx } from '../wallet/ledger.js';
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

  let wallet: WalletPart = null;
  if (o.holdId && o.walletPaise > 0) wallet = { holdId: o.holdId };
  await finishPaymentIn(tx, o, { payment, wallet, commit: held, bought: held.filter((r) => r.refKind === 'variant').map((r) => r.refId) }, ids, now);
  return 'paid';
}

/** How an order's wallet part is taken: a hold made at checkout is posted, or the locked wallet is debited now. */
export type WalletPart = { holdId: string } | { locked: Locked; split: { realPaise: number; promoPaise: number } } | null;

/**
 * How every payment of an order ends, inside the caller's transaction (a shop order or booking paid by the wallet as
 * it is placed, or a captured one): the wallet part is taken, the held units become sold (`commit`; an order paid as
 * it is placed sold them already), the gateway part moves from the gateway's clearing account to revenue and the GST
 * in the price to GST payable, the cart loses what was bought, and the order gets its invoice number and its
 * timeline entry.
 *
 * Locks are taken in one order by every path, so two transactions never wait on each other in a cycle: the user's
 * wallet, then stock rows and slots, then platform accounts (the user's revenue and GST shards), then the invoice
 * series counter, which every paid order takes: last, in one statement with the order's update and its "paid" entry,
 * so its lock is held only until the commit that follows.
 */
export async function finishPaymentIn(tx: Tx, o: OrderRow, input: { payment: ReportedPayment | null; wallet: WalletPart; commit: Array<typeof reservations.$inferSelect> | null; bought: string[] }, ids: SettleAccounts, now: Date): Promise<{ invoiceNumber: string }> {
  const { payment, wallet } = input;
  if ((o.details as { from_cart?: boolean } | null)?.from_cart && input.bought.length)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, o.userId), inArray(cartItems.variantId, input.bought)));
  let walletOperation: string | null = null;
  if (wallet && 'holdId' in wallet) {
    walletOperation = (await postHoldIn(tx, wallet.holdId, ids.hold, { amountPaise: o.walletPaise, description: o.description, now }, ids.spendOrder)).operationId;
  }
  if (input.commit?.length) {
    await tx.update(reservations).set({ status: 'committed', finalizedAt: now }).where(and(eq(reservations.orderId, o.id), eq(reservations.status, 'held')));
    for (const r of input.commit) await commitUnits(tx, { refKind: r.refKind as RefKind, refId: r.refId, quantity: r.quantity }, o.id, now);
  }
  const platform = [ids.hold.revenueId, ids.gstId, ...(payment ? [ids.clearingId] : [])];
  const locked = wallet && 'locked' in wallet ? wallet.locked : new Map();
  for (const [id, a] of await lockAccounts(tx, platform)) locked.set(id, a);
  if (wallet && 'locked' in wallet) {
    walletOperation = (await debitLockedIn(tx, locked, ids.hold, {
      userId: o.userId, key: `order:${o.id}:wallet`, split: wallet.split, category: o.kind === 'product' ? 'shop' : 'pooja',
      description: o.description ?? 'Order', reference: o.id, metadata: { order_id: o.id }, now,
    })).id;
  }
  const legs: Leg[] = [];
  if (payment) legs.push({ debit: ids.clearingId, credit: ids.hold.revenueId, amountPaise: payment.amountPaise });
  legs.push({ debit: ids.hold.revenueId, credit: ids.gstId, amountPaise: o.gstPaise });
  const { row } = await insertOperation(tx, {
    key: `order:${o.id}:paid`, kind: 'order_payment', userId: null, amountPaise: o.totalPaise,
    fingerprint: JSON.stringify(['order_paid', o.id]), reference: o.id, description: o.description, category: o.kind === 'product' ? 'shop' : 'pooja', at: now,
    metadata: { order_id: o.id, wallet_paise: o.walletPaise, gateway_paise: payment?.amountPaise ?? 0, gst_paise: o.gstPaise, payment_id: payment?.paymentId ?? null },
  });
  await applyLegs(tx, row, legs, locked, now);
  const how = [o.walletPaise ? `₹${(o.walletPaise / 100).toFixed(2)} from the wallet` : '', payment ? `₹${(payment.amountPaise / 100).toFixed(2)} online` : ''].filter(Boolean).join(' and ');
  const step = o.kind === 'product' ? 'paid' : 'booked';
  const series = invoiceSeries(ids.invoicePrefix, now);
  const at = now.toISOString();
  const res = await tx.execute<{ invoice_number: string }>(sql`
    with c as (
      insert into invoice_counters (series, last_number) values (${series}, 1)
      on conflict (series) do update set last_number = invoice_counters.last_number + 1 returning last_number),
    n as (select ${series} || '-' || lpad(c.last_number::text, greatest(6, length(c.last_number::text)), '0') as invoice_number from c),
    u as (
      update orders set status = 'paid', fulfilment = ${step}, paid_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
        invoice_number = n.invoice_number, gateway_payment_id = ${payment?.paymentId ?? null}, reference = ${walletOperation}
      from n where orders.id = ${o.id} returning n.invoice_number)
    insert into order_events (order_id, status, note, created_at)
    select ${o.id}::uuid, ${step}, ${`Paid: ${how}. Invoice `} || u.invoice_number || '.', ${at}::timestamptz from u
    returning (select invoice_number from u)`);
  const [done] = rowsOf<{ invoice_number: string }>(res);
  if (!done) throw new Error(`order ${o.id}: the paid update found no order`);
  return { invoiceNumber: done.invoice_number };
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
