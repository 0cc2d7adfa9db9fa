'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure, postJson, putJson } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import { commerceAdminMessages } from './messages';
import styles from './commerce-admin.module.css';

type Variant = { id: string; sku: string; label: { en: string; hi?: string }; pricePaise: number; stock: number; reserved: number; available: number; active: boolean; product_title: string | null };
export type ProductOption = { id: string; title: string };

/** /admin/shop-stock: every variant's stock, changes with a reason, new variants, price and sale switches. */
export function StockAdmin({ products = [] }: { products?: ProductOption[] }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const [low, setLow] = useState(false);
  const [rows, setRows] = useState<Variant[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const r = await getJson<{ data: Variant[] }>(`/api/admin/shop/variants${low ? '?low_stock=5' : ''}`);
    if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
    else {
      setRows(r.data);
      setError(null);
    }
  }, [low, t.failed]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section aria-labelledby="stock-title" className={styles.section}>
      <h1 id="stock-title">{t.stockTitle}</h1>
      <p>{t.stockIntro}</p>
      <label><input type="checkbox" checked={low} onChange={(e) => setLow(e.target.checked)} /> {t.lowOnly}</label>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {!rows && !error && <p aria-live="polite">{t.loading}</p>}
      {rows && (
        <div className={styles.scroll}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t.stockCol.product}</th><th scope="col">{t.stockCol.variant}</th><th scope="col">{t.stockCol.sku}</th><th scope="col">{t.stockCol.price}</th>
                <th scope="col">{t.stockCol.stock}</th><th scope="col">{t.stockCol.held}</th><th scope="col">{t.stockCol.free}</th><th scope="col">{t.stockCol.change}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.id}>
                  <td>{v.product_title ?? '—'}</td>
                  <td>{lang === 'hi' && v.label.hi ? v.label.hi : v.label.en}</td>
                  <td className={styles.mono}>{v.sku}</td>
                  <td>
                    {formatPaise(v.pricePaise)}{' '}
                    <button type="button" aria-label={`${t.variant.price}: ${v.sku}`} onClick={async () => {
                      const rupees = window.prompt(t.variant.price, String(v.pricePaise / 100));
                      if (rupees == null || !rupees.trim()) return;
                      const r = await putJson(`/api/admin/shop/variants/${v.id}`, { price_paise: Math.round(Number(rupees) * 100) });
                      if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
                      else await reload();
                    }}>✎</button>{' '}
                    <button type="button" onClick={async () => {
                      const r = await putJson(`/api/admin/shop/variants/${v.id}`, { active: !v.active });
                      if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
                      else await reload();
                    }}>{v.active ? t.variant.stopSelling : t.variant.sell}</button>
                  </td>
                  <td>{v.stock}</td>
                  <td>{v.reserved}</td>
                  <td>{v.available}</td>
                  <td><StockChange variant={v} onDone={reload} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {products.length > 0 && <NewVariant products={products} onDone={reload} />}
    </section>
  );
}

/** A new sellable variant of a product (its stock starts at 0: add stock with a reason above). */
function NewVariant({ products, onDone }: { products: ProductOption[]; onDone: () => Promise<void> }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const v = t.variant;
  const empty = { product: products[0]?.id ?? '', sku: '', en: '', hi: '', price: '', mrp: '', gst: '3', hsn: '', max: '5', energisation: false, abroad: false };
  const [f, setF] = useState(empty);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await postJson('/api/admin/shop/variants', {
      product_id: f.product, sku: f.sku.trim(), label: { en: f.en.trim(), ...(f.hi.trim() ? { hi: f.hi.trim() } : {}) },
      price_paise: Math.round(Number(f.price) * 100), ...(f.mrp ? { mrp_paise: Math.round(Number(f.mrp) * 100) } : {}),
      gst_rate_bp: Math.round(Number(f.gst) * 100), hsn: f.hsn.trim(), max_per_order: Number(f.max), energisation: f.energisation, ships_abroad: f.abroad,
    });
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      toast.success(t.saved);
      setF(empty);
      await onDone();
    }
  };
  const text = (key: 'sku' | 'en' | 'hi' | 'price' | 'mrp' | 'gst' | 'hsn' | 'max', label: string, props: Record<string, unknown> = {}) => (
    <label>{label}<input value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} {...props} /></label>
  );
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-labelledby="new-variant-title">
      <h2 id="new-variant-title">{v.title}</h2>
      <label>{v.product}
        <select value={f.product} onChange={(e) => setF({ ...f, product: e.target.value })}>
          {products.map((p) => <option key={p.id} value={p.id}>{p.title}</option>)}
        </select>
      </label>
      {text('sku', v.sku, { required: true, maxLength: 40 })}
      {text('en', v.labelEn, { required: true })}
      {text('hi', v.labelHi)}
      {text('price', v.price, { required: true, type: 'number', min: 1, step: '0.01' })}
      {text('mrp', v.mrp, { type: 'number', min: 1, step: '0.01' })}
      {text('gst', v.gst, { required: true, type: 'number', min: 0, max: 28, step: '0.25' })}
      {text('hsn', v.hsn, { required: true, pattern: '\\d{4,8}' })}
      {text('max', v.max, { required: true, type: 'number', min: 1, max: 100 })}
      <label className={styles.inline}><input type="checkbox" checked={f.energisation} onChange={(e) => setF({ ...f, energisation: e.target.checked })} /> {v.energisation}</label>
      <label className={styles.inline}><input type="checkbox" checked={f.abroad} onChange={(e) => setF({ ...f, abroad: e.target.checked })} /> {v.abroad}</label>
      <button type="submit">{v.add}</button>
    </form>
  );
}

function StockChange({ variant, onDone }: { variant: Variant; onDone: () => Promise<void> }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await postJson(`/api/admin/shop/variants/${variant.id}/stock`, { delta: Number(delta), reason: reason.trim() });
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      setDelta('');
      setReason('');
      await onDone();
    }
  };
  return (
    <form onSubmit={submit} className={adminStyles.toolbar}>
      <input aria-label={`${t.delta}: ${variant.sku}`} type="number" step={1} required value={delta} onChange={(e) => setDelta(e.target.value)} style={{ width: '6rem' }} />
      <input aria-label={`${t.stockReason}: ${variant.sku}`} required minLength={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t.stockReason} />
      <button type="submit">{t.apply}</button>
    </form>
  );
}
