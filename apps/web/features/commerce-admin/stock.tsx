'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure, postJson } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import { commerceAdminMessages } from './messages';
import styles from './commerce-admin.module.css';

type Variant = { id: string; sku: string; label: { en: string; hi?: string }; pricePaise: number; stock: number; reserved: number; available: number; product_title: string | null };

/** /admin/shop-stock: every variant's stock, and changes with a reason. */
export function StockAdmin() {
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
                  <td>{formatPaise(v.pricePaise)}</td>
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
    </section>
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
