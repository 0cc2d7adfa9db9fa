'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { rupeesToPaise } from '@/features/astro-registration/labels';
import { failureSentence } from '@/features/astro-registration/sentences';
import { getEarnings, getPayouts, requestPayout, type Earnings, type OwnApplication, type Payout } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

/** The smallest payout the API accepts: ₹500. */
const minPayoutPaise = 50_000;

/** Earnings (the astrologer's ledger account) and payout requests. */
export function EarningsPanel({ m, application, finished }: { m: DashboardMessages; application: OwnApplication; finished: number }) {
  const { lang } = useI18n();
  const e = m.earnings;
  const p = m.payouts;
  const amountId = useId();
  const [earnings, setEarnings] = useState<Earnings | null>(null);
  const [payouts, setPayouts] = useState<Payout[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const read = useCallback(async () => {
    try {
      const [er, pr] = await Promise.all([getEarnings(), getPayouts()]);
      if (isApiFailure(er) || !er.data || isApiFailure(pr) || !pr.data) return setHasFailed(true);
      setHasFailed(false);
      setEarnings(er.data);
      setPayouts(pr.data);
    } catch {
      setHasFailed(true);
    }
  }, []);

  useEffect(() => {
    void read();
  }, [read, finished]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!earnings || isSending) return;
    const paise = rupeesToPaise(amount);
    if (Number.isNaN(paise)) return setError(p.format);
    if (paise < minPayoutPaise) return setError(p.min);
    if (paise > earnings.available_paise) return setError(format(p.max, { amount: formatPaise(earnings.available_paise) }));
    setError(null);
    setIsSending(true);
    try {
      const res = await requestPayout(paise);
      if (isApiFailure(res) || !res.data) return setError(isApiFailure(res) ? failureSentence(res, lang, p.failed) : p.failed);
      toast.success(format(p.requested, { amount: formatPaise(paise) }));
      setAmount('');
      await read();
    } catch {
      setError(p.failed);
    } finally {
      setIsSending(false);
    }
  }

  const payoutStatus = (s: Payout['status']) => (s === 'paid' ? p.paid : s === 'rejected' ? p.rejected : p.requestedStatus);

  return (
    <section className={styles.card} aria-labelledby="earnings-title" data-testid="earnings">
      <h2 id="earnings-title">{e.title}</h2>
      {hasFailed && (
        <div className={styles.notice} role="alert">
          <p>{m.common.loadFailed}</p>
          <button type="button" className="button-secondary" onClick={() => void read()}>
            {m.common.retry}
          </button>
        </div>
      )}
      {!hasFailed && !earnings && <p aria-live="polite">{m.common.loading}</p>}
      {earnings && (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{e.available}</dt>
              <dd data-testid="earnings-available">{formatPaise(earnings.available_paise)}</dd>
            </div>
            <div>
              <dt>{e.balance}</dt>
              <dd>{formatPaise(earnings.balance_paise)}</dd>
            </div>
            <div>
              <dt>{e.pending}</dt>
              <dd>{formatPaise(earnings.pending_payout_paise)}</dd>
            </div>
            <div>
              <dt>{e.month}</dt>
              <dd>{formatPaise(earnings.month_paise)}</dd>
            </div>
          </dl>
          <p className={styles.hint}>
            {format(e.monthSessions, { n: earnings.month_sessions })} · {format(e.share, { percent: earnings.share_percent })}
          </p>
          <h3>{e.entries}</h3>
          {earnings.entries.length === 0 ? (
            <p className={styles.hint}>{e.none}</p>
          ) : (
            <ul className={styles.list}>
              {earnings.entries.slice(0, 10).map((entry) => (
                <li key={entry.id} className={styles.listItem}>
                  <p className={styles.itemTitle}>{entry.description}</p>
                  <p className={`${styles.amount} ${entry.amount_paise < 0 ? styles.debit : styles.credit}`}>
                    {entry.amount_paise < 0 ? '−' : '+'}
                    {formatPaise(Math.abs(entry.amount_paise))}
                  </p>
                  <p className={styles.itemMeta}>{formatDateTime(entry.at, lang)}</p>
                </li>
              ))}
            </ul>
          )}
          <h3>{p.title}</h3>
          <form onSubmit={submit} noValidate className={styles.stack}>
            <div className={styles.field}>
              <label htmlFor={amountId}>{p.amount}</label>
              <input
                id={amountId}
                type="text"
                inputMode="decimal"
                maxLength={9}
                value={amount}
                onChange={(ev) => setAmount(ev.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${amountId}-hint`}
                className={styles.short}
              />
              <p id={`${amountId}-hint`} className={styles.hint}>
                {format(p.hint, { account: application.bank?.account_number_masked ?? '' })}
              </p>
            </div>
            <div>
              <button type="submit" className="button" disabled={isSending || earnings.available_paise < minPayoutPaise} aria-busy={isSending}>
                {isSending ? p.requesting : p.request}
              </button>
            </div>
            <p className={styles.error} role="alert">
              {error}
            </p>
          </form>
          {payouts && payouts.length === 0 && <p className={styles.hint}>{p.none}</p>}
          {payouts && payouts.length > 0 && (
            <ul className={styles.list} data-testid="payouts">
              {payouts.map((po) => (
                <li key={po.id} className={styles.listItem}>
                  <p className={styles.itemTitle}>
                    {formatPaise(po.amount_paise)} · <span className={`${styles.badge} ${styles[`payout_${po.status}`]}`}>{payoutStatus(po.status)}</span>
                  </p>
                  <p className={styles.itemMeta}>
                    {formatDateTime(po.requested_at, lang)}
                    {po.reference ? ` · ${format(p.reference, { reference: po.reference })}` : ''}
                    {po.reason ? ` · ${format(p.reason, { reason: po.reason })}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
