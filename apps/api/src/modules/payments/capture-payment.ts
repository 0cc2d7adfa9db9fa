import { and, eq, invoiceCounters, orderEvents, orders, paymentFlags, payments, sql, type Db } from '@nakshatra/db';
import { payOrderIn, settleAccounts } from '../commerce/settle.js';
import { accountIds, applyLegs, chart, insertOperation, lockAccounts, type Tx } from '../wallet/ledger.js';
import { getWalletSettings } from '../wallet/settings.js';

export type ReportedPayment = {
  gateway: string;
  paymentId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  method?: string | null;
  /** who told us: 'webhook' | 'verify' */
  source: string;
  errorDescription?: string | null;
};

/** `paid`: a shop or pooja order is paid; `late_refund`: its reservation had ended, so the payment is refunded. */
export type CaptureOutcome = 'credited' | 'paid' | 'late_refund' | 'duplicate' | 'refused' | 'unknown_order';

/** Records something for an admin to review; the same payment and reason are flagged once. */
export async function flag(db: Db | Tx, f: { reason: string; orderId?: string | null; gateway?: string; paymentId?: string | null; details?: Record<string, unknown>; at?: Date }) {
  await db
    .insert(paymentFlags)
    .values({ reason: f.reason, orderId: f.orderId ?? null, gateway: f.gateway ?? null, gatewayPaymentId: f.paymentId ?? null, details: f.details ?? null, ...(f.at ? { createdAt: f.at } : {}) })
    .onConflictDoNothing();
}

/** The invoice series of a moment: the prefix and the Indian financial year (April to March, IST), e.g. NK2627. */
export function invoiceSeries(prefix: string, at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3600_000);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${prefix}${String(y % 100).padStart(2, '0')}${String((y + 1) % 100).padStart(2, '0')}`;
}

/** GST invoice numbers: `<prefix><FY>-<serial>` per Indian financial year (April–March, IST), at most 16 characters. */
export async function nextInvoiceNumber(tx: Tx, prefix: string, at: Date): Promise<string> {
  const series = invoiceSeries(prefix, at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning();
  return `${series}-${String(row.lastNumber).padStart(6, '0')}`;
}

/**
 * Credits a recharge from a verified capture, exactly once per payment id whoever reports it first (the
 * browser's verify call or any number of webhooks, in any order). A capture whose amount or currency does not
 * match the order, or a second payment for an order already paid, credits nothing and is flagged.
 */
export async function recordCapture(db: Db, p: ReportedPayment, now: Date): Promise<{ outcome: CaptureOutcome; orderId: string | null }> {
  const [order0] = await db.select().from(orders).where(and(eq(orders.gateway, p.gateway), eq(orders.gatewayOrderId, p.gatewayOrderId)));
  if (!order0) {
    await flag(db, { reason: 'unknown_order', gateway: p.gateway, paymentId: p.paymentId, details: { gateway_order_id: p.gatewayOrderId, amount_paise: p.amountPaise, currency: p.currency }, at: now });
    return { outcome: 'unknown_order', orderId: null };
  }
  const settings = await getWalletSettings(db);
  // a shop or pooja order (commerce): the gateway pays its gateway part
  const commerce = order0.kind === 'recharge' ? null : await settleAccounts(db, order0.userId, p.gateway);
  const [clearingId, realId, promoId, gstId, promotionsId] = await accountIds(db, [
    chart.gatewayClearing(p.gateway), chart.userReal(order0.userId), chart.userPromo(order0.userId), chart.gstPayable, chart.promotions,
  ]);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, order0.id)).for('update');
    const base = { gateway: p.gateway, gatewayPaymentId: p.paymentId, gatewayOrderId: p.gatewayOrderId, orderId: order.id, amountPaise: p.amountPaise, currency: p.currency, method: p.method ?? null, source: p.source, createdAt: now, updatedAt: now };
    const [existing] = await tx.select().from(payments).where(and(eq(payments.gateway, p.gateway), eq(payments.gatewayPaymentId, p.paymentId)));
    if (existing && existing.status !== 'failed') return { outcome: existing.status === 'refused' ? 'refused' : 'duplicate', orderId: order.id };

    const expected = commerce ? order.gatewayPaise : order.totalPaise;
    const mismatch = p.amountPaise !== expected ? 'amount_mismatch' : p.currency !== order.currency ? 'currency_mismatch' : null;
    // a commerce order that expired or was cancelled unpaid takes a late payment only to refund it (payOrderIn)
    const unpaidEnd = commerce && (order.status === 'expired' || order.status === 'cancelled');
    const secondPayment = !mismatch && !unpaidEnd && order.status !== 'pending' && order.status !== 'failed' && order.gatewayPaymentId !== p.paymentId;
    if (mismatch || secondPayment) {
      const reason = mismatch ?? 'duplicate_payment';
      if (existing) await tx.update(payments).set({ status: 'refused', amountPaise: p.amountPaise, currency: p.currency, updatedAt: now }).where(eq(payments.id, existing.id));
      else await tx.insert(payments).values({ ...base, status: 'refused' });
      await flag(tx, { reason, orderId: order.id, gateway: p.gateway, paymentId: p.paymentId, at: now, details: { expected_paise: order.totalPaise, expected_currency: order.currency, got_paise: p.amountPaise, got_currency: p.currency, order_status: order.status } });
      return { outcome: 'refused', orderId: order.id };
    }

    if (existing) await tx.update(payments).set({ status: 'captured', method: p.method ?? null, source: p.source, updatedAt: now }).where(eq(payments.id, existing.id));
    else await tx.insert(payments).values({ ...base, status: 'captured' });
    if (commerce) {
      const r = await payOrderIn(tx, order, p, commerce, now);
      return { outcome: r === 'paid' ? 'paid' : r === 'late' ? 'late_refund' : 'duplicate', orderId: order.id };
    }
    const { row, inserted } = await insertOperation(tx, {
      key: `capture:${p.gateway}:${p.paymentId}`, kind: 'recharge', userId: order.userId, amountPaise: order.amountPaise + order.bonusPaise,
      fingerprint: JSON.stringify(['capture', p.gateway, p.paymentId]), reference: order.id, description: order.description, category: 'recharge', at: now,
      metadata: { direction: 'credit', real_paise: order.amountPaise, promotional_paise: order.bonusPaise, gst_paise: order.gstPaise, order_id: order.id, payment_id: p.paymentId },
    });
    if (!inserted) return { outcome: 'duplicate', orderId: order.id };
    const locked = await lockAccounts(tx, [clearingId, realId, promoId, gstId, promotionsId]);
    await applyLegs(tx, row, [
      { debit: clearingId, credit: realId, amountPaise: order.amountPaise },
      { debit: clearingId, credit: gstId, amountPaise: order.gstPaise },
      { debit: promotionsId, credit: promoId, amountPaise: order.bonusPaise },
    ], locked, now);
    const invoiceNumber = await nextInvoiceNumber(tx, settings.company.invoice_prefix, now);
    await tx.update(orders).set({ status: 'paid', gatewayPaymentId: p.paymentId, paidAt: now, updatedAt: now, invoiceNumber }).where(eq(orders.id, order.id));
    return { outcome: 'credited', orderId: order.id };
  });
}

/** Records a failed payment attempt; the order shows failed unless another attempt already paid it. */
export async function recordFailure(db: Db, p: ReportedPayment, now: Date): Promise<{ outcome: 'failed_recorded' | 'ignored' | 'unknown_order'; orderId: string | null }> {
  const [order] = await db.select().from(orders).where(and(eq(orders.gateway, p.gateway), eq(orders.gatewayOrderId, p.gatewayOrderId)));
  if (!order) return { outcome: 'unknown_order', orderId: null };
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const inserted = await tx
      .insert(payments)
      .values({ gateway: p.gateway, gatewayPaymentId: p.paymentId, gatewayOrderId: p.gatewayOrderId, orderId: o.id, amountPaise: p.amountPaise, currency: p.currency, method: p.method ?? null, source: p.source, status: 'failed', errorDescription: p.errorDescription ?? null, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!inserted.length) return { outcome: 'ignored', orderId: o.id }; // a late failure for a payment we already know
    // a recharge attempt that failed is over; a shop or pooja order stays payable (another try) until its reservation ends
    if (o.status === 'pending' && o.kind === 'recharge') await tx.update(orders).set({ status: 'failed', updatedAt: now }).where(eq(orders.id, o.id));
    if (o.status === 'pending' && o.kind !== 'recharge')
      await tx.insert(orderEvents).values({ orderId: o.id, status: 'payment_failed', note: `The online payment did not go through${p.errorDescription ? ` (${p.errorDescription.slice(0, 200)})` : ''}. You can try again while the items are reserved.`, createdAt: now });
    return { outcome: 'failed_recorded', orderId: o.id };
  });
}
