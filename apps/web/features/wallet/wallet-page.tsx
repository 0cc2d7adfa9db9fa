'use client';

import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SingleWallet, WalletTransaction } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { DateField } from '@/features/ui/date-time-fields';
import { isApiFailure } from '@/features/api/client';
import { walletMessages, type WalletMessages } from './messages';
import { formatDateTime, formatPaise } from './money';
import { Pager } from './pager';
import { LoadState, type LoadStatus } from './load-state';
import { useAccount } from './use-account';
import { getWallet, invoiceUrl, type TransactionFilters } from './wallet-api';
import styles from './wallet.module.css';

const pageSize = 10;
const kindFilters = ['recharge', 'debit', 'hold_post', 'refund', 'adjustment', 'refund_to_source'] as const;
/** A calendar date in India as the instant it starts: "2026-03-01" → "2026-03-01T00:00:00+05:30". */
const istStart = (date: string) => `${date}T00:00:00+05:30`;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Form = { direction: '' | 'credit' | 'debit'; kind: string; from: string; to: string };
const emptyForm: Form = { direction: '', kind: '', from: '', to: '' };

/** /wallet: balances (real and promotional), transactions with filters and pages, a GST invoice per recharge. */
export function WalletPage() {
  const { lang } = useI18n();
  const m = walletMessages[lang];
  const t = m.wallet;
  const account = useAccount();
  const [form, setForm] = useState<Form>(emptyForm);
  const [filters, setFilters] = useState<TransactionFilters>({ page: 1 });
  const [wallet, setWallet] = useState<SingleWallet | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ids = { direction: useId(), kind: useId(), from: useId(), to: useId() };

  useEffect(() => {
    if (account === undefined) return;
    if (account === null) return setStatus('signedOut');
    let isCurrent = true;
    getWallet(account.id, filters, pageSize)
      .then((res) => {
        if (!isCurrent) return;
        if (isApiFailure(res) || !res?.data) return setStatus(isApiFailure(res) && res.error_status === 401 ? 'signedOut' : 'failed');
        setWallet(res.data);
        setStatus('ready');
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
    };
  }, [account, filters, attempt]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const isIso = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
    if ((form.from && !isIso(form.from)) || (form.to && !isIso(form.to))) return setFormError(t.dateFormat);
    if (form.from && form.to && form.from > form.to) return setFormError(t.dateRange);
    setFormError(null);
    setFilters({
      page: 1,
      direction: form.direction || undefined,
      kind: form.kind || undefined,
      from: form.from ? istStart(form.from) : undefined,
      to: form.to ? istStart(nextDay(form.to)) : undefined, // the API's `to` is exclusive; the user's date is inclusive
    });
  }

  const isFiltered = Boolean(filters.direction || filters.kind || filters.from || filters.to);
  const b = wallet?.balances;
  const tx = wallet?.transactions;

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t.title}</h1>
      <LoadState status={status} common={m.common} signInPrompt={m.common.signInPrompt} onRetry={() => setAttempt((n) => n + 1)} />
      {b && status !== 'signedOut' && (
        <div className={styles.balances}>
          <div className={`${styles.balanceCard} ${styles.balanceMain}`}>
            <h2>{t.available}</h2>
            <p className={styles.bigAmount} data-testid="balance-total">
              {formatPaise(b.total_paise)}
            </p>
            {b.held_paise > 0 && (
              <p className={styles.hint}>
                {t.held}: {formatPaise(b.held_paise)}
              </p>
            )}
            <div className={styles.balanceActions}>
              <Link href="/recharge" className="button">
                {m.common.rechargeNow}
              </Link>
            </div>
          </div>
          <div className={styles.balanceCard}>
            <h2>{t.real}</h2>
            <p className={styles.amount} data-testid="balance-real">
              {formatPaise(b.real_paise)}
            </p>
          </div>
          <div className={styles.balanceCard}>
            <h2>{t.promotional}</h2>
            <p className={styles.amount} data-testid="balance-promotional">
              {formatPaise(b.promotional_paise)}
            </p>
          </div>
        </div>
      )}
      {tx && status !== 'signedOut' && (
        <section aria-labelledby="tx-title">
          <h2 id="tx-title">{t.transactions}</h2>
          <form onSubmit={apply} noValidate aria-label={t.filters}>
            <fieldset className={styles.filters}>
              <legend className="visually-hidden">{t.filters}</legend>
              <div className={styles.field}>
                <label htmlFor={ids.direction}>{t.direction}</label>
                <select id={ids.direction} value={form.direction} onChange={(e) => setForm({ ...form, direction: e.target.value as Form['direction'] })}>
                  <option value="">{t.allDirections}</option>
                  <option value="credit">{t.credits}</option>
                  <option value="debit">{t.debits}</option>
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.kind}>{t.kind}</label>
                <select id={ids.kind} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
                  <option value="">{t.allKinds}</option>
                  {kindFilters.map((k) => (
                    <option key={k} value={k}>
                      {t.kinds[k]}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.from}>{t.from}</label>
                <DateField id={ids.from} value={form.from} onChange={(v) => setForm({ ...form, from: v })} />
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.to}>{t.to}</label>
                <DateField id={ids.to} value={form.to} onChange={(v) => setForm({ ...form, to: v })} />
              </div>
              <div className={styles.filterButtons}>
                <button type="submit" className="button">
                  {m.common.apply}
                </button>
                {isFiltered && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => {
                      setForm(emptyForm);
                      setFormError(null);
                      setFilters({ page: 1 });
                    }}
                  >
                    {m.common.clear}
                  </button>
                )}
              </div>
            </fieldset>
            <p className={styles.error} role="alert">
              {formError}
            </p>
          </form>
          {tx.items.length === 0 ? (
            <p>{isFiltered ? t.noneFiltered : t.none}</p>
          ) : (
            <ul className={styles.list} aria-label={t.transactions} data-testid="transactions">
              {tx.items.map((item) => (
                <TransactionItem key={item.id} item={item} m={m} />
              ))}
            </ul>
          )}
          <Pager page={tx.page} total={tx.total} pageSize={pageSize} onPage={(page) => setFilters((f) => ({ ...f, page }))} labels={m.common} />
        </section>
      )}
    </section>
  );
}

function TransactionItem({ item, m }: { item: WalletTransaction; m: WalletMessages }) {
  const { lang } = useI18n();
  const t = m.wallet;
  const kind = (t.kinds as Record<string, string>)[item.kind] ?? item.kind;
  const sign = item.direction === 'credit' ? '+' : '−';
  const parts = [
    item.real_paise > 0 ? format(t.realPart, { amount: formatPaise(item.real_paise) }) : null,
    item.promotional_paise > 0 ? format(t.promoPart, { amount: formatPaise(item.promotional_paise) }) : null,
  ].filter(Boolean);
  // a recharge's reference is its order: that order has the GST invoice
  const hasInvoice = item.kind === 'recharge' && item.reference !== null && /^[0-9a-f-]{36}$/i.test(item.reference);
  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>
        {kind}
        {item.description ? ` · ${item.description}` : ''}
      </p>
      <p className={`${styles.itemAmount} ${item.direction === 'credit' ? styles.credit : styles.debit}`}>
        {sign}
        {formatPaise(item.amount_paise)}
      </p>
      <p className={styles.itemMeta}>
        {formatDateTime(item.created_at, lang)}
        {parts.length > 0 ? ` · ${parts.join(' + ')}` : ''}
      </p>
      {hasInvoice && (
        <p className={styles.itemWide}>
          <a href={invoiceUrl(item.reference!)} download className={styles.invoiceLink}>
            {m.common.downloadInvoice}
            <span className="visually-hidden"> ({format(m.common.invoiceFor, { order: item.reference!.slice(0, 8) })})</span>
          </a>
        </p>
      )}
    </li>
  );
}
