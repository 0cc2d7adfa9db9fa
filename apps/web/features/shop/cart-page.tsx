'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { toast } from '@/features/ui/toast';
import { format, type Locale } from '@/i18n';
import { readUserDetails } from '@/features/auth/user-details';
import { onDemand } from '@/features/ui/on-demand';
import { formatPaise } from '@/features/wallet/money';
import { inLang } from '@/features/orders/types';
import { loadCart, mergeLocalCart, setCartLine, type Cart, type CartEntry } from './cart-store';
import type { ShopMessages } from './messages';
import { QuantityField } from './quantity-field';
import styles from './shop.module.css';

const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));

/** Where "Checkout" goes back to after signing in (the dialog reloads the page it was opened on). */
const CHECKOUT_INTENT = 'nk_checkout_after_sign_in';

/** /cart: lines with quantity and Remove, the subtotal, and Checkout (signing in first when needed). */
export function CartPage({ lang, t }: { lang: Locale; t: Pick<ShopMessages, 'cart' | 'common'> }) {
  const c = t.cart;
  const [cart, setCart] = useState<Cart | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    (async () => {
      const isSignedIn = Boolean(readUserDetails());
      // signed in with lines still in this browser (signed in elsewhere, or the merge at sign-in failed): merge now
      if (isSignedIn && (await mergeLocalCart())) toast.success(c.merged);
      const loaded = await loadCart();
      if (!isCurrent) return;
      setCart(loaded);
      if (isSignedIn && sessionStorage.getItem(CHECKOUT_INTENT)) {
        sessionStorage.removeItem(CHECKOUT_INTENT);
        if (loaded.entries.length) window.location.assign('/checkout');
      }
    })().catch(() => isCurrent && setCart({ entries: [], where: 'browser' }));
    return () => {
      isCurrent = false;
    };
  }, [c.merged]);

  async function change(entry: CartEntry, quantity: number) {
    setBusy(entry.variant_id);
    const res = await setCartLine(entry, quantity).catch(() => null);
    setBusy(null);
    if (!res || !res.ok) return toast.error(t.common.failed);
    setCart(res.cart);
    if (quantity === 0) toast(c.removed);
  }

  function checkout() {
    if (readUserDetails()) return window.location.assign('/checkout');
    try {
      sessionStorage.setItem(CHECKOUT_INTENT, '1');
    } catch {
      /* storage blocked: the visitor presses Checkout again */
    }
    setIsLoginOpen(true);
  }

  const subtotal = cart?.entries.reduce((s, e) => s + e.price_paise * e.quantity, 0) ?? 0;

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="cart-title">
      <h1 id="cart-title">{c.title}</h1>
      {!cart && <p aria-live="polite">{t.common.loading}</p>}
      {cart && cart.entries.length === 0 && (
        <p>
          {c.empty} <Link href="/products">{c.browse}</Link>
        </p>
      )}
      {cart && cart.entries.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={c.title} data-testid="cart-lines">
            {cart.entries.map((e) => {
              const title = [inLang(e.title, lang), inLang(e.label, lang)].filter(Boolean).join(' · ');
              return (
                <li key={e.variant_id} className={styles.line}>
                  <div>
                    <p className={styles.lineTitle}>{e.slug ? <Link href={`/products/${e.slug}`}>{title}</Link> : title}</p>
                    <p className={styles.muted}>{format(c.each, { price: formatPaise(e.price_paise) })}</p>
                    {e.problem && <p className={styles.error}>{e.problem}</p>}
                    {e.options?.name && (
                      <p className={styles.muted}>
                        {format(c.energisedFor, { name: e.options.name })}
                        {e.options.gotra ? `, ${format(c.gotraOf, { gotra: e.options.gotra })}` : ''}
                      </p>
                    )}
                  </div>
                  <div className={styles.lineActions}>
                    <QuantityField
                      value={e.quantity}
                      max={Math.max(e.quantity, e.max_per_order)}
                      onChange={(n) => void change(e, n)}
                      labels={t.common}
                      about={title}
                    />
                    <p className={styles.lineTitle}>{formatPaise(e.price_paise * e.quantity)}</p>
                    <button type="button" className="button-secondary" onClick={() => void change(e, 0)} disabled={busy === e.variant_id} aria-label={`${t.common.remove}: ${title}`}>
                      {t.common.remove}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <aside className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary">{c.subtotal}</h2>
            <p className={styles.price} data-testid="cart-subtotal">{formatPaise(subtotal)}</p>
            <p className={styles.muted}>{c.subtotalNote}</p>
            <button type="button" className={`button ${styles.wide}`} onClick={checkout}>
              {c.checkout}
            </button>
          </aside>
        </div>
      )}
      {isLoginOpen && <LoginDialog isOpen onClose={() => setIsLoginOpen(false)} />}
    </section>
  );
}
