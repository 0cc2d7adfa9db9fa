'use client';

import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import { walletAdminMessages } from './messages';
import styles from './wallet-admin.module.css';

type Totals = { sum_paise: number; by_kind: { kind: string; balance_paise: number; held_paise: number; accounts: number }[]; drift: Record<string, unknown>[]; open_flags: number;
  by_category: { category: string; spent_paise: number; refunded_paise: number; astrologer_share_paise: number; operations: number }[] };

/** /admin/payments/ledger: GET /api/admin/wallet/ledger-totals. */
export function LedgerTotals() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const [data, setData] = useState<Totals | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getJson<{ data: Totals }>('/api/admin/wallet/ledger-totals')
      .then((r) => (isApiFailure(r) ? setError(apiErrorOf(r).message ?? t.failed) : setData(r.data)))
      .catch(() => setError(t.failed));
  }, [t.failed]);

  if (error) return <p role="alert" className={adminStyles.errorText}>{error}</p>;
  if (!data) return <p aria-live="polite">…</p>;
  return (
    <>
      <div className={styles.totals}>
        <p className={styles.total}>
          {t.ledger.sum}
          <strong data-testid="ledger-sum">{formatPaise(data.sum_paise)}</strong>
          <span className={data.sum_paise === 0 ? styles.ok : styles.error}>{data.sum_paise === 0 ? t.ledger.balanced : t.ledger.unbalanced}</span>
        </p>
        <p className={styles.total}>
          {t.ledger.openFlags}
          <strong>{data.open_flags}</strong>
        </p>
      </div>
      <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
        <table className={adminStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t.col.kind}</th>
              <th scope="col">{t.col.balance}</th>
              <th scope="col">{t.col.held}</th>
              <th scope="col">{t.col.accounts}</th>
            </tr>
          </thead>
          <tbody>
            {data.by_kind.map((k) => (
              <tr key={k.kind}>
                <td>{k.kind}</td>
                <td>{k.balance_paise < 0 ? `−${formatPaise(-k.balance_paise)}` : formatPaise(k.balance_paise)}</td>
                <td>{formatPaise(k.held_paise)}</td>
                <td>{k.accounts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t.ledger.byCategory}</h2>
      <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
        <table className={adminStyles.table} data-testid="spend-by-category">
          <thead>
            <tr>
              <th scope="col">{t.ledger.category}</th>
              <th scope="col">{t.ledger.spent}</th>
              <th scope="col">{t.col.refunded}</th>
              <th scope="col">{t.ledger.astrologerShare}</th>
              <th scope="col">{t.ledger.operations}</th>
            </tr>
          </thead>
          <tbody>
            {data.by_category.map((c) => (
              <tr key={c.category}>
                <td>{t.ledger.categories[c.category] ?? c.category}</td>
                <td>{formatPaise(c.spent_paise)}</td>
                <td>{formatPaise(c.refunded_paise)}</td>
                <td>{formatPaise(c.astrologer_share_paise)}</td>
                <td>{c.operations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t.ledger.drift}</h2>
      {data.drift.length === 0 ? <p>{t.ledger.noDrift}</p> : <pre>{JSON.stringify(data.drift, null, 2)}</pre>}
    </>
  );
}
