'use client';

import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { astrologerStatusSchema } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { loadReply } from './api';
import { astrologerAdminMessages } from './messages';
import { Badge, LoadError, Pager } from './parts';
import type { ApplicationPage } from './types';
import styles from './astrologer-admin.module.css';

const LIMIT = 20;

/** GET /api/admin/astrologers?status=&q=&page=&limit=: applications and astrologers, filtered and searched. */
export function AstrologerList() {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.astrologers;
  const ids = { q: useId(), status: useId() };
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ q: '', status: '', page: 1 });
  const [result, setResult] = useState<ApplicationPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(query.page), limit: String(LIMIT) });
    if (query.q) params.set('q', query.q);
    if (query.status) params.set('status', query.status);
    let isCurrent = true;
    void loadReply<ApplicationPage>(`/api/admin/astrologers?${params}`, lang).then((r) => {
      if (!isCurrent) return;
      if (r.ok) {
        setResult(r.data);
        setError(null);
      } else setError(r.message);
    });
    return () => {
      isCurrent = false;
    };
  }, [query, lang]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery((s) => ({ ...s, q: text.trim(), page: 1 }));
  };

  return (
    <>
      <form onSubmit={submit} className={adminStyles.toolbar} role="search">
        <label htmlFor={ids.q} className={adminStyles.srOnly}>
          {t.searchLabel}
        </label>
        <input id={ids.q} type="search" style={{ minWidth: 0, flex: '1 1 14rem' }} value={text} onChange={(e) => setText(e.target.value)} placeholder={t.searchLabel} />
        <label htmlFor={ids.status}>{m.common.status}</label>
        <select id={ids.status} value={query.status} onChange={(e) => setQuery((s) => ({ ...s, q: text.trim(), status: e.target.value, page: 1 }))}>
          <option value="">{m.common.any}</option>
          {astrologerStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
        <button type="submit">{m.common.search}</button>
      </form>
      {error && <LoadError text={error} />}
      {!result && !error && <p aria-live="polite">{m.common.loading}</p>}
      {result &&
        (result.data.length === 0 ? (
          <p>{m.common.none}</p>
        ) : (
          <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
            <table className={`${adminStyles.table} ${styles.table}`} data-testid="astrologers-table">
              <thead>
                <tr>
                  <th scope="col">{t.col.name}</th>
                  <th scope="col">{t.col.status}</th>
                  <th scope="col">{t.col.phone}</th>
                  <th scope="col">{t.col.email}</th>
                  <th scope="col">{t.col.skills}</th>
                  <th scope="col">{t.col.experience}</th>
                  <th scope="col">{t.col.asked}</th>
                  <th scope="col">{t.col.price}</th>
                  <th scope="col">{t.col.changes}</th>
                  <th scope="col">{t.col.applied}</th>
                </tr>
              </thead>
              <tbody>
                {result.data.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">
                      <Link href={`/admin/astrologers/${a.id}`}>{a.name}</Link>
                    </th>
                    <td>
                      <Badge tone={a.status}>{t.statuses[a.status]}</Badge>
                    </td>
                    <td>{a.phone ?? '—'}</td>
                    <td>{a.email ?? '—'}</td>
                    <td className={styles.wrap}>{a.skills.join(', ')}</td>
                    <td>{format(t.years, { n: a.experience_years })}</td>
                    <td>{formatPaise(a.asked_price_per_minute_paise)}</td>
                    <td>{a.price_per_minute_paise === null ? '—' : formatPaise(a.price_per_minute_paise)}</td>
                    <td>{a.pending_changes ? <Badge tone="pending">{t.hasChanges}</Badge> : '—'}</td>
                    <td>{formatDateTime(a.created_at, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {result && <Pager page={query.page} total={result.total} limit={LIMIT} onPage={(page) => setQuery((s) => ({ ...s, page }))} />}
    </>
  );
}
