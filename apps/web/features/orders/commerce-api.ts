import { deleteJson, getJson, postJson, putJson, type ApiResult } from '@/features/api/client';
import type { Address, BookingOptions, DeliveryEstimate, OrderView, Participant, PlacedOrder, Product, ShipTo } from './types';

/**
 * The one checkout client of the shop and pooja booking (both answer a PlacedOrder, paid here by
 * continueToPayment), with the reads their pages need. Every call goes to our own origin's /api.
 */
type Reply<T> = { status: number; data: T };

export function getProduct(slug: string): Promise<ApiResult<Reply<Product>>> {
  return getJson(`/api/shop/products/${encodeURIComponent(slug)}`);
}

export function getDeliveryEstimate(pin: string): Promise<ApiResult<Reply<DeliveryEstimate>>> {
  return getJson(`/api/shop/delivery-estimate?pin=${encodeURIComponent(pin)}`);
}

export type ShopItem = { variant_id: string; quantity: number; options?: { name?: string; gotra?: string } | null };
type PayWith = { use_wallet: boolean; coupon?: string };

/** POST /api/shop/checkout; without `items` the server buys the signed-in cart. */
export function placeShopOrder(body: { items?: ShopItem[]; address_id: string } & PayWith): Promise<ApiResult<Reply<PlacedOrder>>> {
  return postJson('/api/shop/checkout', body);
}

export type Quote = { subtotal_paise: number; discount_paise: number; delivery_paise: number; gst_paise: number; total_paise: number; free_delivery_over_paise: number | null; coupon_error: string | null };

/** POST /api/shop/quote: the server's own figures for the order as it stands (nothing is reserved). */
export function quoteShopOrder(body: { items?: ShopItem[]; address_id?: string; coupon?: string }): Promise<ApiResult<Reply<Quote>>> {
  return postJson('/api/shop/quote', body);
}

export function getBookingOptions(slug: string): Promise<ApiResult<Reply<BookingOptions>>> {
  return getJson(`/api/pooja/${encodeURIComponent(slug)}/booking-options`);
}

export function bookPooja(
  slug: string,
  body: { slot_id: string; package_code: string; participants: Participant[]; sankalp: string; prasad_address_id?: string } & PayWith,
): Promise<ApiResult<Reply<PlacedOrder>>> {
  return postJson(`/api/pooja/${encodeURIComponent(slug)}/book`, body);
}

export function getOrder(id: string): Promise<ApiResult<Reply<OrderView>>> {
  return getJson(`/api/orders/${encodeURIComponent(id)}`);
}

export function cancelOrder(id: string, body: { reason?: string; refund_to: 'source' | 'wallet' }): Promise<ApiResult<Reply<{ status: string }>>> {
  return postJson(`/api/orders/${encodeURIComponent(id)}/cancel`, body);
}

/** The signed-in user's spendable wallet money (real and promotional), in paise. */
export async function getWalletFreePaise(userId: string): Promise<number | null> {
  const res = await getJson<Reply<{ balances: { total_paise: number } }>>(`/api/get_single_wallet/${encodeURIComponent(userId)}?page=1&page_size=1`);
  return res && 'data' in res && res.data ? res.data.balances.total_paise : null;
}

// ---- the address book (apps/api/src/modules/addresses) ----

export type AddressInput = Omit<ShipTo, 'line2' | 'district'> & { line2?: string; district?: string };

/** The user's addresses; the API may answer a list or `{ items }`. */
export async function listAddresses(): Promise<ApiResult<Address[]>> {
  const res = await getJson<Reply<Address[] | { items: Address[] }>>('/api/addresses');
  if (!res || 'error_status' in res) return res;
  const data = res.data;
  return Array.isArray(data) ? data : (data?.items ?? []);
}

export function createAddress(body: AddressInput): Promise<ApiResult<Reply<Address>>> {
  return postJson('/api/addresses', body);
}

export function updateAddress(id: string, body: AddressInput): Promise<ApiResult<Reply<Address>>> {
  return putJson(`/api/addresses/${encodeURIComponent(id)}`, body);
}

export function deleteAddress(id: string): Promise<ApiResult<unknown>> {
  return deleteJson(`/api/addresses/${encodeURIComponent(id)}`);
}

/** District and state of an Indian PIN code (GET /api/pincode/:pin). */
export function lookupPin(pin: string): Promise<ApiResult<Reply<{ district?: string; state?: string; city?: string }>>> {
  return getJson(`/api/pincode/${encodeURIComponent(pin)}`);
}

/** India's states and union territories (GET /api/states): the English name is the value the API takes. */
export async function listStates(): Promise<Array<{ name: string; name_hi?: string }>> {
  const res = await getJson<Reply<Array<string | { name: string; name_hi?: string }>>>('/api/states').catch(() => null);
  if (!res || 'error_status' in res || !Array.isArray(res.data)) return [];
  return res.data.map((s) => (typeof s === 'string' ? { name: s } : s));
}
