import { and, asc, contentItems, eq, gt, inArray, lte, ne, poojaBlackouts, poojaPackages, poojaSlots, productVariants, sql, type Db } from '@nakshatra/db';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { OrderDraft, PricedLine } from './checkout.js';
import { getCommerceSettings } from './settings.js';

/**
 * The sellers: what the shop and pooja booking sell, priced by the server from its own rows. They only describe
 * (priced lines, delivery, details); the checkout (checkout.ts) reserves, charges and settles.
 */

type Lang = { en: string; hi?: string };
const isPublic = (now: Date) => and(ne(contentItems.status, 'draft'), lte(contentItems.publishAt, now));

export type ShopItem = { variant_id: string; quantity: number; options?: { name?: string; gotra?: string } | null };
export type ShipTo = { name: string; phone: string; line1: string; line2?: string | null; city: string; district?: string | null; state: string; postal_code: string; country: string };

export const MAX_LINES = 30;

/** Prices a shop order from variant ids and quantities: every limit is the server's. */
export async function priceShopOrder(db: Db, items: ShopItem[], shipTo: ShipTo, now: Date): Promise<Omit<OrderDraft, 'couponCode'>> {
  if (!items.length) throw badRequest('Your cart is empty.');
  if (items.length > MAX_LINES) throw badRequest(`An order can have at most ${MAX_LINES} different items.`);
  const merged = new Map<string, ShopItem>();
  for (const it of items) {
    const prev = merged.get(it.variant_id);
    merged.set(it.variant_id, prev ? { ...prev, quantity: prev.quantity + it.quantity } : it);
  }
  const ids = [...merged.keys()];
  const rows = await db
    .select({ v: productVariants, title: sql<Lang>`${contentItems.i18n}->'title'`, slug: contentItems.slug })
    .from(productVariants)
    .innerJoin(contentItems, and(eq(contentItems.id, productVariants.productId), eq(contentItems.type, 'products'), isPublic(now)))
    .where(inArray(productVariants.id, ids));
  const byId = new Map(rows.map((r) => [r.v.id, r]));
  const abroad = shipTo.country !== 'IN';
  const lines: PricedLine[] = [];
  for (const it of merged.values()) {
    const r = byId.get(it.variant_id);
    if (!r || !r.v.active) throw new AppError(409, 'sold_out', 'One of the items is no longer sold; please remove it from your cart.', { variant_id: it.variant_id });
    const name = `${r.title.en} (${r.v.label.en})`;
    if (!Number.isInteger(it.quantity) || it.quantity < 1) throw badRequest(`The quantity of “${name}” must be at least 1.`);
    if (it.quantity > r.v.maxPerOrder) throw new AppError(400, 'quantity_limit', `You can buy at most ${r.v.maxPerOrder} of “${name}” in one order.`, { variant_id: r.v.id, max: r.v.maxPerOrder });
    if (abroad && !r.v.shipsAbroad) throw new AppError(400, 'address_invalid', `“${name}” ships within India only; please choose an Indian address or remove it.`);
    const opts = it.options ?? null;
    if (opts && (opts.name || opts.gotra) && !r.v.energisation) throw badRequest(`“${name}” is not offered with energisation, so it takes no name or gotra.`);
    lines.push({
      refKind: 'variant', refId: r.v.id, sku: r.v.sku, hsn: r.v.hsn, quantity: it.quantity, unitPaise: r.v.pricePaise, gstRateBp: r.v.gstRateBp,
      title: { en: `${r.title.en} · ${r.v.label.en}`, hi: `${r.title.hi ?? r.title.en} · ${r.v.label.hi ?? r.v.label.en}` },
      options: opts && (opts.name || opts.gotra) ? { energisation: { name: opts.name ?? '', gotra: opts.gotra ?? '' }, slug: r.slug } : { slug: r.slug },
    });
  }
  const s = await getCommerceSettings(db);
  const count = lines.reduce((t, l) => t + l.quantity, 0);
  return {
    kind: 'product', lines, deliveryGstRateBp: s.delivery_gst_rate_bp,
    deliveryPaise: abroad ? s.abroad_delivery_paise : s.delivery_paise,
    freeDeliveryOverPaise: abroad ? null : s.free_delivery_over_paise,
    description: count === 1 ? `Shop: ${lines[0].title.en}` : `Shop: ${count} items`,
    details: { ship_to: shipTo, delivery_estimate: deliveryEstimate(shipTo, now) },
  };
}

/**
 * A delivery estimate from the PIN code's postal zone: metro cities (PIN zones 11, 40, 56, 60, 70, 50) in 2–4 days,
 * the rest of India in 4–7, the north-east and islands (PIN 78–79, 744) in 6–10, abroad in 10–18.
 */
export function deliveryEstimate(shipTo: Pick<ShipTo, 'country' | 'postal_code'>, now: Date): { min_days: number; max_days: number; from: string; to: string } {
  const pin = shipTo.postal_code;
  const [min, max] = shipTo.country !== 'IN' ? [10, 18]
    : /^(11|40|56|60|70|50)/.test(pin) ? [2, 4]
    : /^(78|79|744)/.test(pin) ? [6, 10]
    : [4, 7];
  const day = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString().slice(0, 10);
  return { min_days: min, max_days: max, from: day(min), to: day(max) };
}

export type Participant = { name: string; gotra?: string | null; relation?: string | null };
export type BookingRequest = { slot_id: string; package_code: string; participants: Participant[]; sankalp: string; prasad_address?: ShipTo | null };

/** The packages of a pooja: its own rows, or one "individual" package at the catalogue price. */
export async function poojaPackagesOf(db: Db, pooja: { id: string; data: Record<string, unknown> }) {
  const rows = await db.select().from(poojaPackages).where(and(eq(poojaPackages.poojaId, pooja.id), eq(poojaPackages.active, true))).orderBy(asc(poojaPackages.position));
  if (rows.length) return rows.map((p) => ({ code: p.code, label: p.label, price_paise: p.pricePaise, gst_rate_bp: p.gstRateBp, participants: p.participants, prasad: p.prasad }));
  return [{ code: 'individual', label: { en: 'Individual', hi: 'व्यक्तिगत' }, price_paise: Number(pooja.data.pricePaise ?? 0), gst_rate_bp: 1800, participants: 1, prasad: false }];
}

/** Bookable slots of a pooja from now on: seats free, full, or closed by the cut-off. */
const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
type SlotRow = typeof poojaSlots.$inferSelect;

/** What a visitor sees of a slot: its free seats and whether it takes bookings (open), is full, or is closed. */
function slotView(x: SlotRow, cutoff: Date, blackedOut: boolean) {
  const free = Math.max(0, x.capacity - x.reserved - x.booked);
  return {
    id: x.id, starts_at: x.startsAt.toISOString(), capacity: x.capacity, free, reason: x.reason ?? null,
    state: (blackedOut || x.status !== 'open' || x.startsAt <= cutoff ? 'closed' : free === 0 ? 'full' : 'open') as 'open' | 'full' | 'closed',
  };
}

export async function poojaSlotsOf(db: Db, poojaId: string, now: Date) {
  const s = await getCommerceSettings(db);
  const cutoff = new Date(now.getTime() + s.booking_cutoff_hours * 3600_000);
  const [slots, blackouts] = await Promise.all([
    db.select().from(poojaSlots).where(and(eq(poojaSlots.poojaId, poojaId), gt(poojaSlots.startsAt, now))).orderBy(asc(poojaSlots.startsAt)).limit(200),
    db.select().from(poojaBlackouts).where(eq(poojaBlackouts.poojaId, poojaId)),
  ]);
  const black = new Set(blackouts.map((b) => b.date));
  return slots.filter((x) => !black.has(istDate(x.startsAt))).map((x) => slotView(x, cutoff, false));
}

/** One slot as poojaSlotsOf shows it (a past or blacked-out slot is closed), without reading the others. */
async function poojaSlotState(db: Db, slot: SlotRow, now: Date) {
  if (slot.startsAt <= now) return 'closed' as const;
  const s = await getCommerceSettings(db);
  const [blackout] = await db.select({ date: poojaBlackouts.date }).from(poojaBlackouts)
    .where(and(eq(poojaBlackouts.poojaId, slot.poojaId), eq(poojaBlackouts.date, istDate(slot.startsAt))));
  return slotView(slot, new Date(now.getTime() + s.booking_cutoff_hours * 3600_000), !!blackout).state;
}

/** Prices a pooja booking: one seat of the slot, the package's price. */
export async function priceBooking(db: Db, slug: string, req: BookingRequest, now: Date): Promise<Omit<OrderDraft, 'couponCode'>> {
  const [pooja] = await db.select().from(contentItems).where(and(eq(contentItems.type, 'pooja'), eq(contentItems.slug, slug), isPublic(now)));
  if (!pooja) throw new AppError(404, 'not_found', 'No pooja has this address.');
  const [slot] = await db.select().from(poojaSlots).where(and(eq(poojaSlots.id, req.slot_id), eq(poojaSlots.poojaId, pooja.id)));
  if (!slot) throw new AppError(404, 'not_found', 'This slot does not belong to this pooja; please choose a date again.');
  const state = await poojaSlotState(db, slot, now);
  if (state === 'closed') throw new AppError(409, 'sold_out', 'This slot no longer takes bookings; please choose another date.');
  const pkg = (await poojaPackagesOf(db, pooja)).find((p) => p.code === req.package_code);
  if (!pkg) throw badRequest('Please choose one of the packages of this pooja.');
  if (req.participants.length > pkg.participants)
    throw badRequest(`The ${pkg.label.en} package includes ${pkg.participants} participant${pkg.participants > 1 ? 's' : ''}; please remove ${req.participants.length - pkg.participants} or choose a larger package.`);
  if (pkg.prasad && !req.prasad_address) throw new AppError(400, 'address_invalid', 'This package includes prasad by post: please give a delivery address.');
  if (req.prasad_address && req.prasad_address.country !== 'IN') throw new AppError(400, 'address_invalid', 'Prasad can be posted within India only.');
  const title = pooja.i18n.title;
  return {
    kind: 'booking',
    lines: [{ refKind: 'slot', refId: slot.id, quantity: 1, unitPaise: pkg.price_paise, gstRateBp: pkg.gst_rate_bp, hsn: '999799', sku: `${pooja.slug}:${pkg.code}`, title: { en: `${title.en} · ${pkg.label.en}`, hi: `${title.hi ?? title.en} · ${pkg.label.hi ?? pkg.label.en}` }, options: { slug: pooja.slug, package: pkg.code, starts_at: slot.startsAt.toISOString() } }],
    deliveryPaise: 0,
    deliveryGstRateBp: 0,
    description: `Pooja: ${title.en}, ${slot.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    details: {
      pooja_id: pooja.id, pooja_slug: pooja.slug, slot_id: slot.id, starts_at: slot.startsAt.toISOString(), package: pkg.code,
      participants: req.participants, sankalp: req.sankalp, ship_to: req.prasad_address ?? null,
    },
  };
}
