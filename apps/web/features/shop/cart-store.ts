import { deleteJson, getJson, isApiFailure, postJson, putJson } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import type { Bilingual } from '@/features/orders/types';
import { CART_COUNT_KEY, CART_EVENT } from './cart-count';

/**
 * The cart: in localStorage while signed out, on the server (/api/cart) when signed in, merged into the server's at
 * sign-in. Each line also keeps what the pages show (title, price) from when it was added; the server prices the
 * order again at checkout, so a stale price here never reaches a payment.
 */
export type CartOptions = { name?: string; gotra?: string };
export type CartEntry = {
  variant_id: string;
  quantity: number;
  options?: CartOptions | null;
  slug: string;
  title: Bilingual;
  label: Bilingual;
  price_paise: number;
  max_per_order: number;
  /** for the GST line of the checkout preview */
  gst_rate_percent?: number;
  /** the server's sentence for a line that cannot be bought as it is (sold out, over the limit) */
  problem?: string | null;
};
export type Cart = { entries: CartEntry[]; where: 'server' | 'browser' };

const LOCAL_KEY = 'nk_cart_v1';
/** what was shown for each variant, so server cart lines that carry only ids still get a title */
const SNAPSHOT_KEY = 'nk_cart_seen_v1';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the cart lives as long as the page
  }
}

const isEntry = (e: unknown): e is CartEntry =>
  typeof e === 'object' && e !== null && typeof (e as CartEntry).variant_id === 'string' && Number.isInteger((e as CartEntry).quantity) && (e as CartEntry).quantity > 0;

export function readLocalCart(): CartEntry[] {
  const list = readJson<unknown>(LOCAL_KEY, []);
  return Array.isArray(list) ? list.filter(isEntry) : [];
}

function writeLocalCart(entries: CartEntry[]) {
  writeJson(LOCAL_KEY, entries);
}

function remember(entry: CartEntry) {
  const seen = readJson<Record<string, Omit<CartEntry, 'quantity' | 'options'>>>(SNAPSHOT_KEY, {});
  const { quantity: _q, options: _o, problem: _p, ...snapshot } = entry;
  seen[entry.variant_id] = snapshot;
  writeJson(SNAPSHOT_KEY, seen);
}

function announce(entries: CartEntry[]) {
  writeJson(CART_COUNT_KEY, entries.reduce((s, e) => s + e.quantity, 0));
  window.dispatchEvent(new Event(CART_EVENT));
}

type ServerLine = Record<string, unknown>;

/** A server cart line in our shape, filling what it does not carry from what this browser has seen. */
function fromServer(line: ServerLine): CartEntry | null {
  const variant = (line.variant ?? {}) as ServerLine;
  const product = (line.product ?? {}) as ServerLine;
  const id = (line.variant_id ?? line.variantId ?? variant.id) as string | undefined;
  const quantity = Number(line.quantity);
  if (typeof id !== 'string' || !Number.isInteger(quantity) || quantity < 1) return null;
  const seen = readJson<Record<string, Partial<CartEntry>>>(SNAPSHOT_KEY, {})[id] ?? {};
  const pick = <T,>(...values: unknown[]): T | undefined => values.find((v) => v !== undefined && v !== null) as T | undefined;
  return {
    variant_id: id,
    quantity,
    options: (line.options as CartOptions | null | undefined) ?? null,
    slug: pick<string>(line.slug, line.product_slug, product.slug, seen.slug) ?? '',
    title: pick<Bilingual>(line.title, line.product_title, product.title, seen.title) ?? { en: '' },
    label: pick<Bilingual>(line.label, line.variant_label, variant.label, seen.label) ?? { en: '' },
    price_paise: Number(pick(line.price_paise, line.unit_paise, variant.price_paise, seen.price_paise) ?? 0),
    max_per_order: Number(pick(line.max_quantity, line.max_per_order, variant.max_per_order, seen.max_per_order) ?? 10),
    gst_rate_percent: pick<number>(line.gst_rate_percent, variant.gst_rate_percent, seen.gst_rate_percent),
    problem: typeof line.problem === 'string' ? line.problem : null,
  };
}

async function readServerCart(): Promise<CartEntry[] | null> {
  const res = await getJson<{ data: ServerLine[] | { items?: ServerLine[]; lines?: ServerLine[] } }>('/api/cart').catch(() => null);
  if (!res || isApiFailure(res)) return null;
  const data = res.data;
  const lines = Array.isArray(data) ? data : (data?.items ?? data?.lines ?? []);
  return lines.map(fromServer).filter((e): e is CartEntry => e !== null);
}

/** The cart as it is now: the server's when signed in and the server answers, otherwise this browser's. */
export async function loadCart(): Promise<Cart> {
  if (readUserDetails()) {
    const server = await readServerCart();
    if (server) {
      announce(server);
      return { entries: server, where: 'server' };
    }
  }
  const entries = readLocalCart();
  announce(entries);
  return { entries, where: 'browser' };
}

/**
 * Sets a line's quantity (0 removes it). Signed in, the server's answer decides (limits, stock); when the server
 * cart cannot be reached the browser keeps the line until it can.
 */
export async function setCartLine(entry: CartEntry, quantity: number): Promise<{ ok: true; cart: Cart } | { ok: false; failure: unknown }> {
  remember(entry);
  if (readUserDetails()) {
    const path = `/api/cart/items/${encodeURIComponent(entry.variant_id)}`;
    const res = await (quantity > 0 ? putJson(path, { quantity, options: entry.options ?? undefined }) : deleteJson(path)).catch(() => null);
    // a 204 reads as { error_status: 204 } in our client: that is a success
    if (res && isApiFailure(res) && res.error_status !== 204 && res.error_status !== 404) return { ok: false, failure: res };
    if (res && !(isApiFailure(res) && res.error_status === 404)) return { ok: true, cart: await loadCart() };
  }
  const rest = readLocalCart().filter((e) => e.variant_id !== entry.variant_id);
  const entries = quantity > 0 ? [...rest, { ...entry, quantity }] : rest;
  writeLocalCart(entries);
  announce(entries);
  return { ok: true, cart: { entries, where: 'browser' } };
}

/** Adds `quantity` to what the cart already holds of this variant, within its per-order limit. */
export async function addToCart(entry: CartEntry) {
  const cart = await loadCart();
  const held = cart.entries.find((e) => e.variant_id === entry.variant_id)?.quantity ?? 0;
  return setCartLine(entry, Math.min(entry.max_per_order, held + entry.quantity));
}

/**
 * Moves the signed-out cart into the account (POST /api/cart/merge), once signed in. The browser's copy is cleared
 * only when the server took it, so nothing is lost when the cart service is down.
 */
export async function mergeLocalCart(): Promise<boolean> {
  const entries = readLocalCart();
  if (!entries.length) return false;
  entries.forEach(remember);
  const items = entries.map((e) => ({ variant_id: e.variant_id, quantity: e.quantity, options: e.options ?? undefined }));
  const res = await postJson('/api/cart/merge', { items }).catch(() => null);
  if (!res || (isApiFailure(res) && res.error_status !== 204)) return false;
  writeLocalCart([]);
  return true;
}

/** Empties the browser's cart (after an order was placed from it). */
export function clearLocalCart() {
  writeLocalCart([]);
  announce([]);
}
