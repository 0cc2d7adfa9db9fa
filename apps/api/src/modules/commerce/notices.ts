import { and, eq, gt, inArray, orders, sql, users, type Db } from '@nakshatra/db';
import type { Mailer } from '../auth/mail/mailer.js';
import type { SmsProvider } from '../auth/sms/types.js';

/**
 * Messages the sweep sends about shop orders and pooja bookings: "payment received" once an order is paid, and the
 * reminder the day before a pooja. Each is claimed first (a flag in the order's details, set by one conditional
 * UPDATE), so two API processes never send the same message twice; a failed send is not retried (the order page
 * shows the same facts).
 */
const istTime = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

type OrderRow = typeof orders.$inferSelect;

/** Claims the flag on these orders; returns the orders this call claimed (others were told already), in one statement. */
async function claim(db: Db, ids: string[], flag: string, now: Date): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return db.update(orders)
    .set({ details: sql`coalesce(${orders.details}, '{}'::jsonb) || jsonb_build_object(${flag}::text, ${now.toISOString()}::text)` })
    .where(and(inArray(orders.id, ids), sql`not (coalesce(${orders.details}, '{}'::jsonb) ? ${flag})`))
    .returning();
}

/** The phone and e-mail of the buyers of these orders, in one query. */
async function contactsOf(db: Db, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((o) => o.userId))];
  if (!ids.length) return new Map<string, { phone: string | null; email: string | null }>();
  const found = await db.select({ id: users.id, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, { phone: u.phone, email: u.email }]));
}

export async function sendOrderNotices(db: Db, deps: { sms: SmsProvider; mailer: Mailer }, now: Date): Promise<{ paid: number; reminders: number }> {
  const send = async (u: { phone: string | null; email: string | null } | undefined, subject: string, text: string) => {
    if (u?.phone && deps.sms.sendNotice) await deps.sms.sendNotice(u.phone, text).catch(() => undefined);
    if (u?.email) await deps.mailer.send({ to: u.email, subject, text }).catch(() => undefined);
  };

  // paid in the last two days and not yet told
  const paid = await db.select({ id: orders.id }).from(orders)
    .where(and(inArray(orders.kind, ['product', 'booking']), eq(orders.status, 'paid'), gt(orders.paidAt, new Date(now.getTime() - 2 * 86_400_000)), sql`not (coalesce(${orders.details}, '{}'::jsonb) ? 'paid_notice_at')`))
    .limit(100);
  let nPaid = 0;
  const paidNow = await claim(db, paid.map((p) => p.id), 'paid_notice_at', now);
  const paidTo = await contactsOf(db, paidNow);
  for (const o of paidNow) {
    const what = o.kind === 'product' ? 'order' : 'pooja booking';
    await send(paidTo.get(o.userId), `Nakshatra: your ${what} is confirmed`, `Nakshatra: payment of Rs. ${(o.totalPaise / 100).toFixed(2)} received for your ${what} ${o.invoiceNumber ?? ''}. Follow it at /orders/${o.id}`);
    nPaid++;
  }

  // poojas starting within the next 24 hours
  const soon = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.kind, 'booking'), inArray(orders.status, ['paid', 'partially_refunded']), inArray(orders.fulfilment, ['booked', 'confirmed']),
      sql`(${orders.details}->>'starts_at')::timestamptz > ${now.toISOString()}::timestamptz`,
      sql`(${orders.details}->>'starts_at')::timestamptz <= ${new Date(now.getTime() + 24 * 3600_000).toISOString()}::timestamptz`,
      sql`not (coalesce(${orders.details}, '{}'::jsonb) ? 'reminder_at')`))
    .limit(100);
  let nRem = 0;
  const soonNow = await claim(db, soon.map((p) => p.id), 'reminder_at', now);
  const soonTo = await contactsOf(db, soonNow);
  for (const o of soonNow) {
    const startsAt = String((o.details as { starts_at?: string }).starts_at);
    await send(soonTo.get(o.userId), 'Nakshatra: your pooja is tomorrow', `Nakshatra reminder: your pooja (${o.description?.replace(/^Pooja: /, '').replace(/, \d{4}-.*$/, '') ?? 'booking'}) is on ${istTime(startsAt)} IST. Details and the live link: /orders/${o.id}`);
    nRem++;
  }
  return { paid: nPaid, reminders: nRem };
}

