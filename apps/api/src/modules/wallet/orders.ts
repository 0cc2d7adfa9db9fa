import { and, count, desc, eq, orders, type Db } from '@nakshatra/db';
import type { Order } from '@nakshatra/shared';

export type OrderRow = typeof orders.$inferSelect;

/** An order as the pages show it. */
export function toOrder(o: OrderRow): Order {
  return {
    id: o.id,
    user_id: o.userId,
    kind: o.kind as Order['kind'],
    status: o.status as Order['status'],
    currency: o.currency,
    amount_paise: o.amountPaise,
    gst_paise: o.gstPaise,
    total_paise: o.totalPaise,
    bonus_paise: o.bonusPaise,
    gst_rate_percent: o.gstRateBp / 100,
    refunded_paise: o.refundedPaise,
    gateway: o.gateway,
    gateway_order_id: o.gatewayOrderId,
    gateway_payment_id: o.gatewayPaymentId,
    invoice_number: o.invoiceNumber,
    invoice_url: o.kind === 'recharge' && o.invoiceNumber ? `/api/wallet/invoices/${o.id}.pdf` : null,
    description: o.description,
    reference: o.reference,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
  };
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o;
}

/** A user's orders, newest first. */
export async function listOrders(db: Db, q: { userId: string; kind?: string; status?: string; page: number; pageSize: number }) {
  const where = and(eq(orders.userId, q.userId), q.kind ? eq(orders.kind, q.kind) : undefined, q.status ? eq(orders.status, q.status) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: rows.map(toOrder), page: q.page, page_size: q.pageSize, total: Number(n) };
}

/** Records an order of another feature (consultation, product, booking …) in the user's history. */
export async function createOrderHistory(db: Db, input: { userId: string; kind: string; status: string; amountPaise: number; description: string; reference?: string; details?: Record<string, unknown>; now: Date }) {
  const [o] = await db
    .insert(orders)
    .values({
      userId: input.userId, kind: input.kind, status: input.status, amountPaise: input.amountPaise, totalPaise: input.amountPaise,
      description: input.description, reference: input.reference ?? null, details: input.details ?? null, createdAt: input.now, updatedAt: input.now,
      paidAt: input.status === 'paid' || input.status === 'completed' ? input.now : null,
    })
    .returning();
  return toOrder(o);
}
