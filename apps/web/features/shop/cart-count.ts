/**
 * The number of items in the cart, kept in localStorage by the cart (cart-store.ts) so the header's badge shows it
 * without calling the API on every page. Kept apart from the cart's code, which the header must not load.
 */
export const CART_COUNT_KEY = 'nk_cart_count';
export const CART_EVENT = 'nk-cart-change';

export function readCartCount(): number {
  try {
    const n = Number(window.localStorage.getItem(CART_COUNT_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}
