'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure } from '@/features/api/client';
import { walletAdminMessages } from './messages';
import adminStyles from '@/features/admin/admin.module.css';
import styles from './wallet-admin.module.css';

export type Row = Record<string, unknown>;
export type Column = { label: string; render: (row: Row) => ReactNode };
type Page = { items: Row[]; page: number; page_size: number; total: number };

/**
 * A searchable, filterable, paged admin list over one of the API's /api/admin/wallet/* lists
 * (`q`, `status`, `from`, `to`, `page`, `page_size`). `reloadKey` reloads it after an action.
 */
export function AdminList({ endpoint, columns, statuses, statusLabel, reloadKey = 0, testId }: { endpoint: string; columns: Column[]; statuses: string[]; statusLabel?: string; reloadKey?: number; testId?: string }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const ids = { q: useId(), status: useId(), from: useId(), to: useId() };
  const [form, setForm] = useState({ q: '', status: '', from: '', to: '' });
  const [query, setQuery] = useState({ q: '', status: '', from: '', to: '', page: 1 });
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(query.page), page_size: '25' });
    if (query.q) params.set('q', query.q);
    if (query.status) params.set('status', query.status);
    if (query.from) params.set('from', `${query.from}T00:00:00+05:30`);
    if (query.to) params.set('to', `${query.to}T23:59:59.999+05:30`);
    let isCurrent = true;
    getJson<{ data: Page }>(`${endpoint}?${params}`)
      .then((r) => {
        if (!isCurrent) return;
        if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
        else {
          setResult(r.data);
          setError(null);
        }
      })
      .catch(() => isCurrent && setError(t.failed));
    return () => {
      isCurrent = false;
    };
  }, [endpoint, query, reloadKey, t.failed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ ...form, q: form.q.trim(), page: 1 });
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.page_size)) : 1;
  const pageText = result ? format(t.pageOf, { page: query.page, pages, total: result.total }) : '';

  return (
    <>
      <form onSubmit={submit} className={adminStyles.toolbar} role="search">
        <label htmlFor={ids.q} className={adminStyles.srOnly}>
          {t.searchLabel}
        </label>
        <input id={ids.q} type="search" style={{ minWidth: 0, flex: '1 1 14rem' }} value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} placeholder={t.searchLabel} />
        <label htmlFor={ids.status}>{statusLabel ?? t.status}</label>
        <select id={ids.status} value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
          <option value="">{t.any}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label htmlFor={ids.from}>{t.from}</label>
        <input id={ids.from} type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        <label htmlFor={ids.to}>{t.to}</label>
        <input id={ids.to} type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        <button type="submit">{t.search}</button>
      </form>
      {error && (
        <p role="alert" className={adminStyles.errorText}>
          {error}
        </p>
      )}
      {result &&
        (result.items.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
            <table className={`${adminStyles.table} ${styles.table}`} data-testid={testId}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.items.map((row, i) => (
                  <tr key={String(row.id ?? i)}>
                    {columns.map((c) => (
                      <td key={c.label}>{c.render(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {result && (
        <nav className={adminStyles.pager} aria-label={pageText}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery((s) => ({ ...s, page: s.page - 1 }))}>
            {t.prev}
          </button>
          <span>{pageText}</span>
          <button type="button" disabled={query.page >= pages} onClick={() => setQuery((s) => ({ ...s, page: s.page + 1 }))}>
            {t.next}
          </button>
        </nav>
      )}
    </>
  );
}

/** Cell helpers for the raw rows the admin lists return. */
export const cell = {
  text: (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v)),
  mono: (v: unknown) => (v === null || v === undefined || v === '' ? '—' : <code className={styles.mono}>{String(v)}</code>),
};
