import { eq, orders, type Db } from '@nakshatra/db';
import type { RechargeOrder } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { bonusFor, getWalletSettings, gstFor } from '../wallet/settings.js';
import type { PaymentGateway } from './gateway.js';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** What a recharge of `amount` rupees costs and brings, or a sentence saying why it is not allowed. */
export async function priceRecharge(db: Db, amountRupees: number) {
  const s = await getWalletSettings(db);
  const pack = s.packs.find((p) => p.amount === amountRupees);
  if (!pack && (amountRupees < s.min_amount || amountRupees > s.max_amount))
    throw new AppError(400, 'recharge_amount_invalid', `Please choose a pack or an amount between ${rupees(s.min_amount)} and ${rupees(s.max_amount)}.`);
  const amountPaise = amountRupees * 100;
  const gstPaise = gstFor(amountPaise, s.gst_rate_percent);
  const bonusPercent = pack ? pack.bonus_percent : s.custom_bonus_percent;
  return { amountPaise, gstPaise, totalPaise: amountPaise + gstPaise, bonusPaise: bonusFor(amountPaise, bonusPercent), bonusPercent, gstRatePercent: s.gst_rate_percent };
}

/**
 * Creates a pending recharge order in order history and the matching order at the gateway. The wallet is
 * credited later, only from a verified capture (capture-payment.ts).
 */
export async function createRecharge(db: Db, gateway: PaymentGateway, user: SessionUser, amountRupees: number, now: Date): Promise<RechargeOrder> {
  const price = await priceRecharge(db, amountRupees);
  const description = `Wallet recharge of ${rupees(amountRupees)}`;
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id, kind: 'recharge', status: 'pending', amountPaise: price.amountPaise, gstPaise: price.gstPaise,
      totalPaise: price.totalPaise, bonusPaise: price.bonusPaise, gstRateBp: Math.round(price.gstRatePercent * 100),
      gateway: gateway.name, description, details: { bonus_percent: price.bonusPercent }, createdAt: now, updatedAt: now,
    })
    .returning();
  let gatewayOrderId: string;
  try {
    const g = await gateway.createOrder({ amountPaise: price.totalPaise, currency: 'INR', receipt: order.id, notes: { order_id: order.id, user_id: user.id } });
    gatewayOrderId = g.id;
  } catch (err) {
    await db.update(orders).set({ status: 'failed', details: { bonus_percent: price.bonusPercent, error: (err as Error).message.slice(0, 300) }, updatedAt: now }).where(eq(orders.id, order.id));
    throw new AppError(502, 'payment_gateway_error', 'We could not reach the payment service. Please try again in a minute.');
  }
  await db.update(orders).set({ gatewayOrderId }).where(eq(orders.id, order.id));
  return {
    order_id: order.id,
    gateway_order_id: gatewayOrderId,
    amount_paise: price.amountPaise,
    gst_paise: price.gstPaise,
    total_paise: price.totalPaise,
    bonus_paise: price.bonusPaise,
    gateway: gateway.name,
    checkout: gateway.checkout({
      orderId: order.id, gatewayOrderId, totalPaise: price.totalPaise, description,
      prefill: { ...(user.phone ? { contact: `+91${user.phone}` } : {}), ...(user.email ? { email: user.email } : {}), ...(user.name ? { name: user.name } : {}) },
    }),
  };
}
