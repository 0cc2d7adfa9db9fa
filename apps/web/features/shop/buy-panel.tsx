'use client';

import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { format, type Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { getDeliveryEstimate, getProduct } from '@/features/orders/commerce-api';
import { inLang, type DeliveryEstimate, type Product, type Variant } from '@/features/orders/types';
import { addToCart } from './cart-store';
import { formatDay } from './format';
import type { ShopMessages } from './messages';
import { QuantityField } from './quantity-field';
import styles from './shop.module.css';

const PIN = /^[1-9][0-9]{5}$/;
const PIN_KEY = 'nk_delivery_pin';

/**
 * The product page's buy panel (the page around it is rendered on the server): variant, price with GST and MRP,
 * stock, quantity within the limits, the delivery estimate for a PIN code, energisation details, Add to cart.
 * Stock and prices are read fresh from the API here, not from the cached page.
 */
export function BuyPanel({ slug, lang, t }: { slug: string; lang: Locale; t: Pick<ShopMessages, 'buy' | 'common' | 'cart'> }) {
  const b = t.buy;
  const ids = { pin: useId(), name: useId(), gotra: useId(), pinHint: useId() };
  const [product, setProduct] = useState<Product | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'none'>('loading');
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [pin, setPin] = useState('');
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [gotra, setGotra] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = () => {
    setState('loading');
    getProduct(slug)
      .then((res) => {
        if (isApiFailure(res)) return setState(res.error_status === 404 ? 'none' : 'failed');
        const p = res.data;
        setProduct(p);
        setVariantId((p.variants.find((v) => v.in_stock > 0) ?? p.variants[0])?.id ?? null);
        setState(p.variants.length ? 'ready' : 'none');
      })
      .catch(() => setState('failed'));
  };
  useEffect(() => {
    load();
    try {
      const saved = window.localStorage.getItem(PIN_KEY);
      if (saved && PIN.test(saved)) setPin(saved);
    } catch {
      /* storage blocked */
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  const variant: Variant | undefined = product?.variants.find((v) => v.id === variantId);
  const maxQuantity = variant ? Math.max(0, Math.min(variant.max_per_order, variant.in_stock)) : 0;

  async function checkPin(event?: FormEvent) {
    event?.preventDefault();
    setEstimate(null);
    if (!PIN.test(pin)) return setPinError(b.pinInvalid);
    setPinError(null);
    try {
      window.localStorage.setItem(PIN_KEY, pin);
    } catch {
      /* storage blocked */
    }
    const res = await getDeliveryEstimate(pin).catch(() => null);
    if (!res || isApiFailure(res)) return setPinError(b.pinInvalid);
    setEstimate(res.data);
  }

  async function add() {
    if (!product || !variant || maxQuantity < 1) return;
    setIsAdding(true);
    setError(null);
    setAdded(false);
    const options = variant.energisation && (name.trim() || gotra.trim()) ? { name: name.trim() || undefined, gotra: gotra.trim() || undefined } : null;
    const res = await addToCart({
      variant_id: variant.id, quantity: Math.min(quantity, maxQuantity), options,
      slug: product.slug, title: product.title, label: variant.label, price_paise: variant.price_paise, max_per_order: variant.max_per_order, gst_rate_percent: variant.gst_rate_percent,
    }).catch(() => null);
    setIsAdding(false);
    if (!res || !res.ok) return setError(t.common.failed);
    setAdded(true);
  }

  if (state === 'none') return <p className={styles.note}>{b.unavailable}</p>;
  if (state === 'failed')
    return (
      <div className={styles.panel} role="alert">
        <p>{t.common.loadFailed}</p>
        <button type="button" className="button" onClick={load}>{t.common.retry}</button>
      </div>
    );
  if (!product || !variant) return <p className={styles.panel} aria-live="polite">{t.common.loading}</p>;

  const stockText = variant.in_stock < 1 ? b.outOfStock : variant.in_stock <= 5 ? format(b.fewLeft, { n: variant.in_stock }) : b.inStock;
  return (
    <section className={styles.panel} aria-labelledby="buy-title" data-testid="buy-panel">
      <h2 id="buy-title">{b.title}</h2>
      {product.variants.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{b.choose}</legend>
          {product.variants.map((v) => (
            <label key={v.id} className={styles.choice} data-selected={v.id === variantId}>
              <input
                type="radio"
                name="variant"
                value={v.id}
                checked={v.id === variantId}
                onChange={() => {
                  setVariantId(v.id);
                  setQuantity(1);
                  setAdded(false);
                }}
              />
              <span>{inLang(v.label, lang)}</span>
              <span className={styles.choicePrice}>{formatPaise(v.price_paise)}</span>
              {v.in_stock < 1 && <span className={styles.muted}>{b.outOfStock}</span>}
            </label>
          ))}
        </fieldset>
      )}
      <p className={styles.price}>
        <span data-testid="price">{formatPaise(variant.price_paise)}</span>
        {variant.mrp_paise && variant.mrp_paise > variant.price_paise && (
          <>
            {' '}
            <s className={styles.muted}>{format(b.mrp, { mrp: formatPaise(variant.mrp_paise) })}</s>{' '}
            <span className={styles.save}>{format(b.save, { amount: formatPaise(variant.mrp_paise - variant.price_paise) })}</span>
          </>
        )}
      </p>
      <p className={styles.muted}>
        {format(b.gstNote, { rate: variant.gst_rate_percent })} · {format(b.sku, { sku: variant.sku })}
      </p>
      <p className={styles.stock} data-state={variant.in_stock < 1 ? 'out' : 'in'}>{stockText}</p>
      {maxQuantity > 0 && (
        <QuantityField value={Math.min(quantity, maxQuantity)} max={maxQuantity} onChange={setQuantity} labels={t.common} hint={format(b.limit, { max: variant.max_per_order })} />
      )}
      {variant.energisation && (
        <fieldset className={styles.group}>
          <legend>{b.energise}</legend>
          <p className={styles.muted}>{b.energiseHint}</p>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={ids.name}>{b.name}</label>
              <input id={ids.name} value={name} maxLength={80} autoComplete="name" onChange={(e) => setName(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.gotra}>{b.gotra}</label>
              <input id={ids.gotra} value={gotra} maxLength={80} onChange={(e) => setGotra(e.target.value)} />
            </div>
          </div>
        </fieldset>
      )}
      <form className={styles.pinForm} onSubmit={checkPin} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.pin}>{b.pin}</label>
          <input
            id={ids.pin}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pin}
            aria-invalid={pinError ? true : undefined}
            aria-describedby={ids.pinHint}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </div>
        <button type="submit" className="button-secondary">{b.check}</button>
        <p id={ids.pinHint} className={pinError ? styles.error : styles.muted} aria-live="polite">
          {pinError ?? (estimate ? format(b.estimate, { min: estimate.min_days, max: estimate.max_days, to: formatDay(estimate.to, lang) }) : '')}
        </p>
      </form>
      <p className={styles.muted}>{variant.ships_abroad ? b.shipsAbroad : b.indiaOnly}</p>
      <button type="button" className={`button ${styles.wide}`} onClick={add} disabled={isAdding || maxQuantity < 1} aria-busy={isAdding}>
        {b.addToCart}
      </button>
      <p role="status" className={styles.status}>
        {added && (
          <>
            {b.added} <Link href="/cart">{b.viewCart}</Link>
          </>
        )}
      </p>
      {error && <p role="alert" className={styles.error}>{error}</p>}
    </section>
  );
}
