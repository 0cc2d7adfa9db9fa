'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { ContentItem } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure } from '@/features/api/client';
import { cmsMessages } from './messages';
import { deleteItem } from './write';
import { publicHref, useTypes } from './registry';
import styles from './cms.module.css';

type Page = { data: ContentItem[]; page: number; limit: number; total: number };

/** /admin/content/[type]: every item of a type (any status) with search, status filter, paging and delete. */
export function ItemList({ typeKey }: { typeKey: string }) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const { types } = useTypes();
  const type = types?.find((x) => x.key === typeKey);
  const [q, setQ] = useState('');
  const [query, setQuery] = useState({ q: '', status: '', page: 1 });
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(query.page), limit: '20' });
    if (query.q) params.set('q', query.q);
    if (query.status) params.set('status', query.status);
    getJson<Page>(`/api/admin/content/${encodeURIComponent(typeKey)}?${params}`)
      .then((r) => (isApiFailure(r) ? setError(apiErrorOf(r).message ?? t.failed) : (setResult(r), setError(null))))
      .catch(() => setError(t.failed));
  }, [typeKey, query, reload, t.failed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery((s) => ({ ...s, q: q.trim(), page: 1 }));
  };
  const remove = async (item: ContentItem) => {
    if (!window.confirm(format(t.confirmDelete, { title: item.title }))) return;
    const res = await deleteItem(typeKey, item.id);
    if (res.ok) {
      toast.success(t.deleted);
      setReload((n) => n + 1);
    } else toast.error(res.message ?? t.failed);
  };
  const name = type ? (lang === 'hi' ? type.label.hi : type.label.en) : typeKey;
  const plural = type ? (lang === 'hi' ? type.label.hiPlural : type.label.enPlural) : typeKey;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  const fmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

  return (
    <section>
      <p><Link href="/admin/content">← {t.title}</Link></p>
      <div className={styles.headRow}>
        <h1>{plural}</h1>
        <Link href={`/admin/content/${typeKey}/new`} className="button">{format(t.newItem, { type: name })}</Link>
      </div>
      <form onSubmit={submit} className={styles.toolbar} role="search">
        <label>
          <span className="visually-hidden">{t.searchLabel}</span>
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t.searchLabel} />
        </label>
        <label>
          {t.status}{' '}
          <select value={query.status} onChange={(e) => setQuery((s) => ({ ...s, status: e.target.value, page: 1 }))}>
            <option value="">{t.any}</option>
            {(['draft', 'published', 'scheduled'] as const).map((s) => <option key={s} value={s}>{t.statuses[s]}</option>)}
          </select>
        </label>
        <button type="submit">{t.search}</button>
      </form>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {!result && !error && <p>{t.loading}</p>}
      {result && (result.data.length === 0 ? <p>{t.none}</p> : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>{t.columns.title}</th><th>{t.columns.slug}</th><th>{t.columns.status}</th><th>{t.columns.when}</th><th>{t.columns.updated}</th><th>{t.columns.actions}</th></tr>
            </thead>
            <tbody>
              {result.data.map((item) => {
                const href = type ? publicHref(type, item.slug) : null;
                return (
                  <tr key={item.id}>
                    <td><Link href={`/admin/content/${typeKey}/${item.id}`}>{item.title}</Link></td>
                    <td><code>{item.slug}</code></td>
                    <td><span className={`${styles.badge} ${styles[item.status]}`}>{t.statuses[item.status]}</span></td>
                    <td>{item.publish_at ? fmt.format(new Date(item.publish_at)) : '—'}</td>
                    <td>{fmt.format(new Date(item.updated_at))}</td>
                    <td className={styles.actions}>
                      <Link href={`/admin/content/${typeKey}/${item.id}`}>{t.edit}</Link>
                      {href && item.status === 'published' && <a href={href} target="_blank" rel="noopener">{t.view}</a>}
                      <button type="button" className={styles.linkDanger} onClick={() => void remove(item)} aria-label={`${t.delete}: ${item.title}`}>{t.delete}</button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
      {result && pages > 1 && (
        <nav className={styles.pager} aria-label={t.columns.title}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery((s) => ({ ...s, page: s.page - 1 }))}>{t.prev}</button>
          <span>{format(t.pageOf, { page: query.page, pages, total: result.total })}</span>
          <button type="button" disabled={query.page >= pages} onClick={() => setQuery((s) => ({ ...s, page: s.page + 1 }))}>{t.next}</button>
        </nav>
      )}
    </section>
  );
}
