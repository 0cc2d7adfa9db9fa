'use client';

import Link from 'next/link';
import { Fragment, useEffect, useId, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { load } from './api';
import { astrologerAdminMessages } from './messages';
import { Badge, LoadError, Pager } from './parts';
import { PayoutDecision } from './payout-decision';
import type { Payout, PayoutPage } from './types';
import styles from './astrologer-admin.module.css';

const statuses = ['requested', 'paid', 'rejected'] as const;
const PAGE_SIZE = 20;

/** /admin/payouts: GET /api/admin/payouts?status=&page=; a requested payout is marked paid (reference) or rejected (reason). */
export function PayoutsList() {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.payouts;
  const statusId = useId();
  const [query, setQuery] = useState({ status: 'requested', page: 1 });
  const [result, setResult] = useState<PayoutPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ id: string; kind: 'paid' | 'reject' } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(query.page), limit: String(PAGE_SIZE) });
    if (query.status) params.set('status', query.status);
    let isCurrent = true;
    void load<PayoutPage>(`/api/admin/payouts?${params}`, lang).then((r) => {
      if (!isCurrent) return;
      if (r.ok) {
        setResult(r.data);
        setError(null);
      } else setError(r.message);
    });
    return () => {
      isCurrent = false;
    };
  }, [query, lang, reloadKey]);

  const decided = () => {
    setOpen(null);
    setReloadKey((k) => k + 1);
  };
  const cols = 6;

  return (
    <section aria-labelledby="payouts-title" className={styles.section}>
      <h1 id="payouts-title">{t.section}</h1>
      <p>{t.intro}</p>
      <div className={adminStyles.toolbar}>
        <label htmlFor={statusId}>{m.common.status}</label>
        <select id={statusId} value={query.status} onChange={(e) => setQuery({ status: e.target.value, page: 1 })}>
          <option value="">{m.common.any}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      {error && <LoadError text={error} />}
      {!result && !error && <p aria-live="polite">{m.common.loading}</p>}
      {result &&
        (result.items.length === 0 ? (
          <p>{m.common.none}</p>
        ) : (
          <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
            <table className={`${adminStyles.table} ${styles.table}`} data-testid="payouts-table">
              <thead>
                <tr>
                  <th scope="col">{t.col.requested}</th>
                  <th scope="col">{t.col.astrologer}</th>
                  <th scope="col">{t.col.amount}</th>
                  <th scope="col">{t.col.status}</th>
                  <th scope="col">{t.col.decision}</th>
                  <th scope="col">{t.col.actions}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((p: Payout) => (
                  <Fragment key={p.id}>
                    <tr>
                      <td>{formatDateTime(p.requested_at, lang)}</td>
                      <th scope="row">
                        <Link href={`/admin/astrologers/${p.astrologer.id}`}>{p.astrologer.name}</Link>
                      </th>
                      <td>{formatPaise(p.amount_paise)}</td>
                      <td>
                        <Badge tone={p.status}>{t.statuses[p.status]}</Badge>
                      </td>
                      <td className={styles.wrap}>
                        {p.decided_at ? (
                          <>
                            {formatDateTime(p.decided_at, lang)}
                            {p.reference && (
                              <>
                                <br />
                                {t.col.reference}: <code className={styles.mono}>{p.reference}</code>
                              </>
                            )}
                            {p.reason && (
                              <>
                                <br />
                                {t.col.reason}: {p.reason}
                              </>
                            )}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        {p.status === 'requested' ? (
                          <div className={styles.buttons}>
                            <button type="button" className={styles.linkButton} aria-expanded={open?.id === p.id && open.kind === 'paid'} onClick={() => setOpen({ id: p.id, kind: 'paid' })}>
                              {t.markPaid}
                            </button>
                            <button type="button" className={styles.linkButton} aria-expanded={open?.id === p.id && open.kind === 'reject'} onClick={() => setOpen({ id: p.id, kind: 'reject' })}>
                              {t.reject}
                            </button>
                          </div>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                    {open?.id === p.id && (
                      <tr>
                        <td colSpan={cols}>
                          <PayoutDecision key={open.kind} payout={p} kind={open.kind} onCancel={() => setOpen(null)} onDone={decided} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {result && <Pager page={query.page} total={result.total} limit={PAGE_SIZE} onPage={(page) => setQuery((s) => ({ ...s, page }))} />}
    </section>
  );
}
