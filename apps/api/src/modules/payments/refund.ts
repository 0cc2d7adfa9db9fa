import { randomUUID } from 'node:crypto';
import { eq, orders, payments, refunds, sql, type Db } from '@nakshatra/db';
import { AppError } from '../../lib/app-error.js';
import { accountIds, applyLegs, available, chart, insertOperation, lockAccounts } from '../wallet/ledger.js';
import { refundDebit } from '../wallet/spend.js';
import { flag } from './capture-payment.js';
import type { PaymentGateway } from './gateway.js';

export type RefundRow = typeof refunds.$inferSelect;
const notAllowed = (m: string) => new AppError(409, 'refund_not_allowed', m);

/**
 * An order back to the wallet: for orders paid from the wallet (consultations, products …) whose
 * `reference` is the wallet transaction that paid for them.
 */
export async function refundOrderToWallet(db: Db, input: { orderId: string; amountPaise?: number; reason: string; actorUserId: string; now: Date }): Promise<RefundRow> {
  const [o] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!o) throw new AppError(404, 'not_found', 'No order has this id.');
  if (o.kind === 'recharge') throw notAllowed('A recharge is already in the wallet; refund it to the original payment instead.');
  // shop orders and pooja bookings have a wallet part and an online part: their own refund (commerce/refund.ts)
  if ((o.kind === 'product' || o.kind === 'booking') && o.fulfilment) throw notAllowed('Refund a shop order or pooja booking from its order page (POST /api/admin/orders/{id}/refund), which returns the wallet part and the online part each to where it came from.');
  if (!o.reference || !/^[0-9a-f-]{36}$/i.test(o.reference)) throw notAllowed('This order was not paid from the wallet, so there is nothing to return to it.');
  const amount = input.amountPaise ?? o.amountPaise - o.refundedPaise;
  if (amount <= 0 || amount > o.amountPaise - o.refundedPaise) throw notAllowed(`At most ₹${((o.amountPaise - o.refundedPaise) / 100).toFixed(2)} of this order can be refunded.`);
  const id = randomUUID();
  await refundDebit(db, { operationId: o.reference, amountPaise: amount, key: `refund:${id}:wallet`, description: `Refund: ${input.reason}`, actorUserId: input.actorUserId });
  const [row] = await db.transaction(async (tx) => {
    const [cur] = await tx.select().from(orders).where(eq(orders.id, o.id)).for('update');
    const refunded = cur.refundedPaise + amount;
    await tx.update(orders).set({ refundedPaise: refunded, status: refunded >= cur.amountPaise ? 'refunded' : 'partially_refunded', updatedAt: input.now }).where(eq(orders.id, o.id));
    return tx.insert(refunds).values({ id, idempotencyKey: `refund:${id}`, orderId: o.id, userId: o.userId, mode: 'to_wallet', amountPaise: amount, status: 'processed', reason: input.reason, createdBy: input.actorUserId, createdAt: input.now, updatedAt: input.now }).returning();
  });
  return row;
}

/**
 * Unused real balance back to the original payment of a recharge. The GST collected on that part is
 * returned with it (a credit note), and the bonus that came with it is withdrawn in proportion (as far as
 * it is unspent). Money leaves the wallet first (into refunds payable); if the gateway refuses, it comes back.
 */
export async function refundRechargeToSource(db: Db, gateway: PaymentGateway, input: { orderId: string; amountPaise?: number; reason: string; actorUserId: string; now: Date }): Promise<RefundRow> {
  const [o0] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!o0) throw new AppError(404, 'not_found', 'No order has this id.');
  if (o0.kind !== 'recharge' || !o0.gatewayPaymentId || !['paid', 'partially_refunded'].includes(o0.status)) throw notAllowed('Only a paid recharge can be refunded to its original payment.');
  if (o0.gateway !== gateway.name) throw notAllowed(`This recharge was paid through ${o0.gateway}, which is not the gateway configured now.`);
  const uid = o0.userId;
  const [realId, promoId, gstId, promotionsId, payableId, clearingId] = await accountIds(db, [
    chart.userReal(uid), chart.userPromo(uid), chart.gstPayable, chart.promotions, chart.refundsPayable, chart.gatewayClearing(gateway.name),
  ]);
  const id = randomUUID();
  // 1. take the money out of the wallet into refunds payable
  const refund = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, o0.id)).for('update');
    const locked = await lockAccounts(tx, [realId, promoId, gstId, promotionsId, payableId]);
    const refundable = Math.min(o.amountPaise - o.refundedPaise, available(locked.get(realId)));
    const amount = input.amountPaise ?? refundable;
    if (refundable <= 0) throw notAllowed('Nothing of this recharge is left unused in the wallet to refund.');
    if (amount > refundable) throw notAllowed(`At most ₹${(refundable / 100).toFixed(2)} of this recharge can be refunded (unused real balance).`);
    const gst = Math.round((o.gstPaise * amount) / o.amountPaise);
    const bonus = Math.min(Math.floor((o.bonusPaise * amount) / o.amountPaise), available(locked.get(promoId)));
    const { row } = await insertOperation(tx, {
      key: `refund:${id}:reserve`, kind: 'refund_to_source', userId: uid, amountPaise: amount + bonus, fingerprint: id, reference: o.id,
      description: `Refund to original payment: ${input.reason}`, category: 'refund', actorUserId: input.actorUserId, at: input.now,
      metadata: { direction: 'debit', real_paise: amount, promotional_paise: bonus, gst_paise: gst, refund_id: id },
    });
    await applyLegs(tx, row, [
      { debit: realId, credit: payableId, amountPaise: amount },
      { debit: gstId, credit: payableId, amountPaise: gst },
      { debit: promoId, credit: promotionsId, amountPaise: bonus },
    ], locked, input.now);
    await tx.update(orders).set({ refundedPaise: o.refundedPaise + amount, updatedAt: input.now }).where(eq(orders.id, o.id));
    const [r] = await tx.insert(refunds).values({
      id, idempotencyKey: `refund:${id}`, orderId: o.id, userId: uid, mode: 'to_source', amountPaise: amount, gstPaise: gst, bonusWithdrawnPaise: bonus,
      status: 'initiated', gateway: gateway.name, gatewayPaymentId: o.gatewayPaymentId, reason: input.reason, createdBy: input.actorUserId, createdAt: input.now, updatedAt: input.now,
    }).returning();
    return r;
  });
  // 2. ask the gateway; 3. settle or put the money back
  let gatewayRefund: Awaited<ReturnType<PaymentGateway['refundPayment']>> | null = null;
  let error: string | null = null;
  try {
    gatewayRefund = await gateway.refundPayment(refund.gatewayPaymentId!, refund.amountPaise + refund.gstPaise, { order_id: refund.orderId, refund_id: refund.id });
    if (gatewayRefund.status === 'failed') error = 'the gateway reported the refund as failed';
  } catch (err) {
    error = (err as Error).message;
  }
  const settled = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    const locked = await lockAccounts(tx, [realId, promoId, gstId, promotionsId, payableId, clearingId]);
    if (error) {
      const { row } = await insertOperation(tx, {
        key: `refund:${id}:reverse`, kind: 'refund_reversal', userId: uid, amountPaise: refund.amountPaise + refund.bonusWithdrawnPaise, fingerprint: id, reference: o.id,
        description: 'Refund to original payment did not go through; money returned to the wallet', category: 'refund', at: input.now,
        metadata: { direction: 'credit', real_paise: refund.amountPaise, promotional_paise: refund.bonusWithdrawnPaise, refund_id: id },
      });
      await applyLegs(tx, row, [
        { debit: payableId, credit: realId, amountPaise: refund.amountPaise },
        { debit: payableId, credit: gstId, amountPaise: refund.gstPaise },
        { debit: promotionsId, credit: promoId, amountPaise: refund.bonusWithdrawnPaise },
      ], locked, input.now);
      await tx.update(orders).set({ refundedPaise: o.refundedPaise - refund.amountPaise, updatedAt: input.now }).where(eq(orders.id, o.id));
      await tx.update(refunds).set({ status: 'failed', updatedAt: input.now }).where(eq(refunds.id, id));
      await flag(tx, { reason: 'refund_failed', orderId: o.id, gateway: gateway.name, paymentId: `${refund.gatewayPaymentId}:${id}`, details: { error: error.slice(0, 500) }, at: input.now });
      return null;
    }
    const { row } = await insertOperation(tx, {
      key: `refund:${id}:settle`, kind: 'refund_settlement', userId: null, amountPaise: refund.amountPaise + refund.gstPaise, fingerprint: id, reference: o.id,
      description: `Gateway refund ${gatewayRefund!.id}`, category: 'refund', at: input.now, metadata: { refund_id: id },
    });
    await applyLegs(tx, row, [{ debit: payableId, credit: clearingId, amountPaise: refund.amountPaise + refund.gstPaise }], locked, input.now);
    await tx.update(orders).set({ status: o.refundedPaise >= o.amountPaise ? 'refunded' : 'partially_refunded', updatedAt: input.now }).where(eq(orders.id, o.id));
    await tx.update(payments).set({ refundedPaise: sql`${payments.refundedPaise} + ${refund.amountPaise + refund.gstPaise}`, updatedAt: input.now }).where(eq(payments.gatewayPaymentId, refund.gatewayPaymentId!));
    const [done] = await tx.update(refunds).set({ status: 'processed', gatewayRefundId: gatewayRefund!.id, updatedAt: input.now }).where(eq(refunds.id, id)).returning();
    return done;
  });
  if (!settled) throw new AppError(502, 'payment_gateway_error', 'The payment service did not accept the refund; the money is back in the wallet and the case is flagged.');
  return settled;
}
