'use client';

import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import { commerceAdminMessages } from './messages';
import styles from './commerce-admin.module.css';

type Item = { id: string; kind: string; status: string; fulfilment: string | null; description: string | null; customer: string | null; phone: string | null; total_paise: number; invoice_number: string | null; created_at: string; starts_at: string | null };
type Page = { items: Item[]; page: number; page_size: number; total: number };

const PAYMENT = ['pending', 'paid', 'partially_refunded', 'refunded', 'expired', 'cancelled'];
const STEPS = ['placed', 'paid', 'packed', 'shipped', 'delivered', 'booked', 'confirmed', 'performed', 'video_available', 'prasad_shipped', 'cancelled', 'returned'];

/** /admin/orders: shop orders and pooja bookings with filters, and the CSV of what is shown. */
export function CommerceOrdersList() {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const ids = { q: useId(), kind: useId(), status: useId(), step: useId() };
  const [form, setForm] = useState({ q: '', kind: '', status: '', fulfilment: '' });
  const [query, setQuery] = useState({ ...form, page: 1 });
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ q: query.q, kind: query.kind, status: query.status, fulfilment: query.fulfilment })) if (v) params.set(k, v);
  const filter = params.toString();

  useEffect(() => {
    let current = true;
    getJson<{ data: Page }>(`/api/admin/orders?${filter}${filter ? '&' : ''}page=${query.page}&page_size=25`)
      .then((r) => {
        if (!current) return;
        if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
        else {
          setResult(r.data);
          setError(null);
        }
      })
      .catch(() => current && setError(t.failed));
    return () => {
      current = false;
    };
  }, [filter, query.page, t.failed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ ...form, q: form.q.trim(), page: 1 });
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;

  return (
    <section aria-labelledby="orders-admin-title" className={styles.section}>
      <h1 id="orders-admin-title">{t.ordersTitle}</h1>
      <p>{t.ordersIntro}</p>
      <form onSubmit={submit} className={adminStyles.toolbar} role="search">
        <label htmlFor={ids.q} className={adminStyles.srOnly}>{t.search}</label>
        <input id={ids.q} type="search" style={{ minWidth: 0, flex: '1 1 14rem' }} placeholder={t.search} value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} />
        <label htmlFor={ids.kind}>{t.kind}</label>
        <select id={ids.kind} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
          <option value="">{t.any}</option>
          <option value="product">{t.kinds.product}</option>
          <option value="booking">{t.kinds.booking}</option>
        </select>
        <label htmlFor={ids.status}>{t.payment}</label>
        <select id={ids.status} value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
          <option value="">{t.any}</option>
          {PAYMENT.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <label htmlFor={ids.step}>{t.fulfilment}</label>
        <select id={ids.step} value={form.fulfilment} onChange={(e) => setForm({ ...form, fulfilment: e.target.value })}>
          <option value="">{t.any}</option>
          {STEPS.map((s) => <option key={s} value={s}>{t.steps[s] ?? s}</option>)}
        </select>
        <button type="submit">{t.searchButton}</button>
        <a href={`/api/admin/orders.csv${filter ? `?${filter}` : ''}`} download>{t.csv}</a>
      </form>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {!result && !error && <p aria-live="polite">{t.loading}</p>}
      {result && (
        <div className={styles.scroll}>
          <table className={adminStyles.table} data-testid="commerce-orders">
            <thead>
              <tr>
                <th scope="col">{t.col.created}</th>
                <th scope="col">{t.col.order}</th>
                <th scope="col">{t.col.customer}</th>
                <th scope="col">{t.col.total}</th>
                <th scope="col">{t.col.payment}</th>
                <th scope="col">{t.col.step}</th>
                <th scope="col">{t.col.when}</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((o) => (
                <tr key={o.id}>
                  <td>{formatDateTime(o.created_at, lang)}</td>
                  <td>
                    <Link href={`/admin/orders/${o.id}`}>{o.description ?? o.id}</Link>
                    <br />
                    <span className={styles.mono}>{o.invoice_number ?? o.id.slice(0, 8)}</span>
                  </td>
                  <td>{o.customer ?? '—'}{o.phone ? <><br /><span className={styles.mono}>{o.phone}</span></> : null}</td>
                  <td>{formatPaise(o.total_paise)}</td>
                  <td>{o.status}</td>
                  <td>{o.fulfilment ? t.steps[o.fulfilment] ?? o.fulfilment : '—'}</td>
                  <td>{o.starts_at ? formatDateTime(o.starts_at, lang) : '—'}</td>
                </tr>
              ))}
              {!result.items.length && (
                <tr><td colSpan={7}>{t.none}</td></tr>
              )}
            </tbody>
          </table>
          {pages > 1 && (
            <p>
              <button type="button" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>←</button>{' '}
              {query.page} / {pages}{' '}
              <button type="button" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>→</button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
