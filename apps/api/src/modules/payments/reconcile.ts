import { and, eq, gte, inArray, ledgerOperations, lt, payments, type Db } from '@nakshatra/db';
import { ledgerTotals } from '../wallet/ledger.js';
import type { GatewayPayment, PaymentGateway } from './gateway.js';

export type Mismatch = {
  kind: 'captured_not_credited' | 'refused_but_captured' | 'credited_not_captured' | 'amount_differs' | 'refund_differs' | 'credit_missing_in_ledger' | 'ledger_unbalanced';
  payment_id?: string;
  gateway_order_id?: string;
  ours?: unknown;
  gateway?: unknown;
  note: string;
};

const capturedAtGateway = (p: GatewayPayment) => p.status === 'captured' || p.status === 'refunded';

/**
 * Compares our payments and ledger with the gateway's records for payments created in [from, to) and lists
 * every difference: money the gateway took that we never credited, credits the gateway does not know,
 * differing amounts or refunds, captures without their ledger operation, and an unbalanced ledger.
 */
export async function reconcile(db: Db, gateway: PaymentGateway, from: Date, to: Date) {
  const theirs = await gateway.listPayments(from, to);
  const ours = await db.select().from(payments).where(and(eq(payments.gateway, gateway.name), gte(payments.createdAt, from), lt(payments.createdAt, to)));
  const theirIds = theirs.map((p) => p.id);
  const known = theirIds.length ? await db.select().from(payments).where(and(eq(payments.gateway, gateway.name), inArray(payments.gatewayPaymentId, theirIds))) : [];
  const oursById = new Map([...ours, ...known].map((p) => [p.gatewayPaymentId, p]));
  const theirsById = new Map(theirs.map((p) => [p.id, p]));
  const mismatches: Mismatch[] = [];

  for (const g of theirs) {
    if (!capturedAtGateway(g)) continue;
    const o = oursById.get(g.id);
    if (!o || o.status === 'failed') {
      mismatches.push({ kind: 'captured_not_credited', payment_id: g.id, gateway_order_id: g.orderId, gateway: { amount_paise: g.amountPaise, status: g.status }, note: 'The gateway captured this payment but the wallet was never credited: check the order and credit or refund it.' });
    } else if (o.status === 'refused') {
      mismatches.push({ kind: 'refused_but_captured', payment_id: g.id, gateway_order_id: g.orderId, ours: { amount_paise: o.amountPaise }, gateway: { amount_paise: g.amountPaise }, note: 'A capture we refused (flagged) holds the payer’s money: refund it at the gateway.' });
    } else {
      if (o.amountPaise !== g.amountPaise || o.currency !== g.currency)
        mismatches.push({ kind: 'amount_differs', payment_id: g.id, ours: { amount_paise: o.amountPaise, currency: o.currency }, gateway: { amount_paise: g.amountPaise, currency: g.currency }, note: 'Amounts differ between our record and the gateway.' });
      if (o.refundedPaise !== g.amountRefundedPaise)
        mismatches.push({ kind: 'refund_differs', payment_id: g.id, ours: { refunded_paise: o.refundedPaise }, gateway: { refunded_paise: g.amountRefundedPaise }, note: 'Refunded amounts differ between our record and the gateway.' });
    }
  }

  for (const o of ours) {
    if (o.status !== 'captured' || theirsById.has(o.gatewayPaymentId)) continue;
    // created just across the period's edge at the gateway: ask for it directly before reporting
    const g = await gateway.fetchPayment(o.gatewayPaymentId).catch(() => null);
    if (!g || !capturedAtGateway(g))
      mismatches.push({ kind: 'credited_not_captured', payment_id: o.gatewayPaymentId, gateway_order_id: o.gatewayOrderId, ours: { amount_paise: o.amountPaise }, gateway: g ? { status: g.status } : null, note: 'We credited a payment the gateway does not show as captured.' });
  }

  const captured = ours.filter((o) => o.status === 'captured');
  if (captured.length) {
    // a recharge's capture credits the wallet; a shop or pooja order's pays the order, or (late) is refunded
    const keysOf = (o: (typeof captured)[number]) => [`capture:${gateway.name}:${o.gatewayPaymentId}`, `late:${gateway.name}:${o.gatewayPaymentId}`, ...(o.orderId ? [`order:${o.orderId}:paid`] : [])];
    const ops = await db.select({ key: ledgerOperations.idempotencyKey }).from(ledgerOperations).where(inArray(ledgerOperations.idempotencyKey, captured.flatMap(keysOf)));
    const have = new Set(ops.map((o) => o.key));
    for (const o of captured)
      if (!keysOf(o).some((k) => have.has(k)))
        mismatches.push({ kind: 'credit_missing_in_ledger', payment_id: o.gatewayPaymentId, note: 'A captured payment has no recharge operation in the ledger.' });
  }

  const totals = await ledgerTotals(db);
  if (totals.sum_paise !== 0) mismatches.push({ kind: 'ledger_unbalanced', note: `The ledger sums to ${totals.sum_paise} paise instead of 0.` });
  return { gateway: gateway.name, from: from.toISOString(), to: to.toISOString(), gateway_payments: theirs.length, our_payments: ours.length, mismatches };
}
