'use client';

import Link from 'next/link';
import { orderErrorText } from '@/features/orders/error-text';
import { useEffect, useState } from 'react';
import { format, type Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { formatPaise } from '@/features/wallet/money';
import { SignInPrompt } from '@/features/wallet/sign-in-prompt';
import { getDeliveryEstimate, placeShopOrder, quoteShopOrder, type Quote } from '@/features/orders/commerce-api';
import type { OrderMessages } from '@/features/orders/messages';
import { PaymentOptions, splitPayment, useWalletBalance, type PayChoice } from '@/features/orders/payment-options';
import { placeAndPay } from '@/features/orders/place-order';
import { inLang, type Address, type DeliveryEstimate } from '@/features/orders/types';
import { AddressBook } from './address-book';
import { clearLocalCart, loadCart, type Cart } from './cart-store';
import { formatDay } from './format';
import type { ShopMessages } from './messages';
import { previewTotals } from './totals-preview';
import styles from './shop.module.css';

type Props = { lang: Locale; t: Pick<ShopMessages, 'checkout' | 'address' | 'common' | 'cart'>; o: Pick<OrderMessages, 'errors'> };

/**
 * /checkout: the address (chosen or added), its delivery estimate, coupon, "wallet first", the totals, Place order.
 * The server prices the order again; its answer (paid, or the gateway's checkout for the rest) decides what follows.
 */
export function CheckoutPage({ lang, t, o }: Props) {
  const c = t.checkout;
  const [isSignedIn, setIsSignedIn] = useState<boolean | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);
  const [pay, setPay] = useState<PayChoice>({ useWallet: true, coupon: '' });
  const [error, setError] = useState<string | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);
  const balance = useWalletBalance();

  useEffect(() => {
    const signedIn = Boolean(readUserDetails());
    setIsSignedIn(signedIn);
    if (signedIn) loadCart().then(setCart, () => setCart({ entries: [], where: 'browser' }));
  }, []);

  useEffect(() => {
    setEstimate(null);
    if (!address || address.country !== 'IN') return;
    getDeliveryEstimate(address.postal_code).then((res) => !isApiFailure(res) && setEstimate(res.data), () => undefined);
  }, [address]);

  // the server's own figures (coupon included) replace the preview as soon as they arrive
  const [quote, setQuote] = useState<Quote | null>(null);
  // why the server will not price this order as it is (a product that ships within India only, to an address abroad …)
  const [quoteError, setQuoteError] = useState<string | null>(null);
  useEffect(() => {
    if (!cart?.entries.length) return;
    const items = cart.where === 'browser' ? cart.entries.map((e) => ({ variant_id: e.variant_id, quantity: e.quantity, options: e.options ?? undefined })) : undefined;
    let current = true;
    const timer = setTimeout(() => {
      quoteShopOrder({ items, address_id: address?.id, coupon: pay.coupon.trim() || undefined }).then(
        (res) => {
          if (!current) return;
          setQuote(isApiFailure(res) ? null : res.data);
          setQuoteError(isApiFailure(res) && res.error_status !== 401 ? orderErrorText(res, lang, o.errors) : null);
        },
        () => current && setQuote(null),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cart, address, pay.coupon, lang, o.errors]);

  async function onSubmit() {
    if (!cart?.entries.length) return setError(c.emptyCart);
    if (!address) return setError(c.chooseAddress);
    setError(null);
    setIsPlacing(true);
    const items = cart.where === 'browser' ? cart.entries.map((e) => ({ variant_id: e.variant_id, quantity: e.quantity, options: e.options ?? undefined })) : undefined;
    const result = await placeAndPay(
      () => placeShopOrder({ items, address_id: address.id, use_wallet: pay.useWallet, coupon: pay.coupon || undefined }),
      lang,
      { errors: o.errors, cancelled: c.cancelled },
      // the browser's copy goes (the server empties its own cart when the order is paid); the badge follows
      () => clearLocalCart(),
    );
    if ('error' in result) setError(result.error);
    setIsPlacing(false);
  }

  if (isSignedIn === false)
    return (
      <section className={`container page ${styles.wrap}`}>
        <h1>{c.title}</h1>
        <SignInPrompt message={t.cart.signInFirst} buttonLabel={t.common.logIn} />
      </section>
    );

  const preview = cart ? previewTotals(cart.entries) : null;
  const totals = preview && quote
    ? { subtotalPaise: quote.subtotal_paise, deliveryPaise: quote.delivery_paise, gstPaise: quote.gst_paise as number | null, totalPaise: quote.total_paise, freeOverPaise: quote.free_delivery_over_paise ?? preview.freeOverPaise }
    : preview;
  const split = totals ? splitPayment(totals.totalPaise, pay, balance) : null;

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{c.title}</h1>
      {!cart && <p aria-live="polite">{t.common.loading}</p>}
      {cart && cart.entries.length === 0 && (
        <p>
          {c.emptyCart} <Link href="/products">{t.cart.browse}</Link>
        </p>
      )}
      {cart && cart.entries.length > 0 && totals && split && (
        <div className={styles.layout}>
          <div>
            <AddressBook
              lang={lang}
              legend={c.address}
              t={{ address: t.address, common: t.common, noAddresses: c.noAddresses, addAddress: c.addAddress }}
              errors={o.errors}
              selectedId={address?.id ?? null}
              onSelect={setAddress}
            />
            {estimate && (
              <p className={styles.note} data-testid="delivery-estimate">
                {c.delivery}: {format(c.estimate, { min: estimate.min_days, max: estimate.max_days, to: formatDay(estimate.to, lang) })}
              </p>
            )}
            <div className={styles.panel}>
              <PaymentOptions value={pay} onChange={setPay} balancePaise={balance} t={c} />
            </div>
          </div>
          <aside className={styles.summary} aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">{c.summary}</h2>
            <ul className={styles.muted}>
              {cart.entries.map((e) => (
                <li key={e.variant_id}>
                  {[inLang(e.title, lang), inLang(e.label, lang)].filter(Boolean).join(' · ')} × {e.quantity}
                </li>
              ))}
            </ul>
            <dl className={styles.totals} data-testid="checkout-totals">
              <dt>{c.subtotal}</dt>
              <dd>{formatPaise(totals.subtotalPaise)}</dd>
              <dt>{c.discount}</dt>
              <dd data-testid="checkout-discount">{quote ? (quote.discount_paise ? `− ${formatPaise(quote.discount_paise)}` : formatPaise(0)) : pay.coupon ? c.discountLater : formatPaise(0)}</dd>
              <dt>{c.deliveryCharge}</dt>
              <dd>{totals.deliveryPaise ? formatPaise(totals.deliveryPaise) : c.free}</dd>
              {totals.gstPaise !== null && (
                <>
                  <dt>{c.gstIncluded}</dt>
                  <dd>{formatPaise(totals.gstPaise)}</dd>
                </>
              )}
              <dt className={styles.grand}>{c.total}</dt>
              <dd className={styles.grand}>{formatPaise(totals.totalPaise)}</dd>
              <dt>{c.walletPart}</dt>
              <dd>{formatPaise(split.walletPaise)}</dd>
              <dt>{c.onlinePart}</dt>
              <dd>{formatPaise(split.onlinePaise)}</dd>
            </dl>
            <p className={styles.muted}>{format(c.freeOver, { amount: formatPaise(totals.freeOverPaise) })}</p>
            {quote?.coupon_error && <p className={styles.error} data-testid="coupon-error">{quote.coupon_error}</p>}
            {quoteError && <p className={styles.error} role="alert" data-testid="quote-error">{quoteError}</p>}
            <p className={styles.muted}>{c.previewNote}</p>
            <p role="alert" className={styles.error}>{error}</p>
            <button type="button" className={`button ${styles.wide}`} onClick={() => void onSubmit()} disabled={isPlacing} aria-busy={isPlacing}>
              {isPlacing ? c.placing : c.place}
            </button>
          </aside>
        </div>
      )}
    </section>
  );
}
