import type { CartEntry } from './cart-store';

/**
 * The checkout's preview of what the server will charge, from the API's default rules
 * (apps/api/src/modules/commerce/settings.ts: ₹99 delivery, free from ₹999 after the discount, GST 18% inside it).
 * The coupon's discount is known only when the order is placed; the order the API creates is what is paid.
 */
const DELIVERY_PAISE = 99_00;
const FREE_DELIVERY_OVER_PAISE = 999_00;
const DELIVERY_GST_RATE_BP = 1800;

/** The GST inside a GST-inclusive amount at a rate in basis points (rounded to the paisa), as the API computes it. */
const gstInside = (inclusivePaise: number, rateBp: number) => (rateBp > 0 ? Math.round((inclusivePaise * rateBp) / (10_000 + rateBp)) : 0);

export type TotalsPreview = { subtotalPaise: number; deliveryPaise: number; gstPaise: number | null; totalPaise: number; freeOverPaise: number };

export function previewTotals(entries: CartEntry[]): TotalsPreview {
  const subtotalPaise = entries.reduce((s, e) => s + e.price_paise * e.quantity, 0);
  const deliveryPaise = subtotalPaise >= FREE_DELIVERY_OVER_PAISE ? 0 : DELIVERY_PAISE;
  const isGstKnown = entries.every((e) => typeof e.gst_rate_percent === 'number');
  const gstPaise = isGstKnown
    ? entries.reduce((s, e) => s + gstInside(e.price_paise * e.quantity, Math.round((e.gst_rate_percent ?? 0) * 100)), 0) + gstInside(deliveryPaise, DELIVERY_GST_RATE_BP)
    : null;
  return { subtotalPaise, deliveryPaise, gstPaise, totalPaise: subtotalPaise + deliveryPaise, freeOverPaise: FREE_DELIVERY_OVER_PAISE };
}
