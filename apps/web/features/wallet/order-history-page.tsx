'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import type { Order } from '@nakshatra/shared';
import { orderKinds, orderStatuses } from '@nakshatra/shared/order-lists';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { walletMessages, type WalletMessages } from './messages';
import { formatDateTime, formatPaise } from './money';
import { Pager } from './pager';
import { LoadState, type LoadStatus } from './load-state';
import { useAccount } from './use-account';
import { getOrderHistory, type OrderFilters, type OrderList } from './wallet-api';
import styles from './wallet.module.css';

const pageSize = 10;

/**
 * /order-history: every order (recharges now; consultations, products and bookings use the same list when
 * they arrive) with its status and details.
 */
export function OrderHistoryPage() {
  const { lang } = useI18n();
  const m = walletMessages[lang];
  const t = m.orders;
  const account = useAccount();
  const kindId = useId();
  const statusId = useId();
  const [filters, setFilters] = useState<OrderFilters>({ page: 1 });
  const [list, setList] = useState<OrderList | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (account === undefined) return;
    if (account === null) return setStatus('signedOut');
    let isCurrent = true;
    getOrderHistory(filters, pageSize)
      .then((res) => {
        if (!isCurrent) return;
        if (isApiFailure(res) || !res?.data) return setStatus(isApiFailure(res) && res.error_status === 401 ? 'signedOut' : 'failed');
        setList(res.data);
        setStatus('ready');
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
    };
  }, [account, filters, attempt]);

  const isFiltered = Boolean(filters.kind || filters.status);

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="orders-title">
      <h1 id="orders-title">{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <LoadState status={status} common={m.common} signInPrompt={m.common.signInPromptOrders} onRetry={() => setAttempt((n) => n + 1)} />
      {list && status !== 'signedOut' && (
        <>
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor={kindId}>{t.kind}</label>
              <select id={kindId} value={filters.kind ?? ''} onChange={(e) => setFilters((f) => ({ ...f, page: 1, kind: e.target.value || undefined }))}>
                <option value="">{t.allKinds}</option>
                {orderKinds.map((k) => (
                  <option key={k} value={k}>
                    {t.kinds[k]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={statusId}>{t.status}</label>
              <select id={statusId} value={filters.status ?? ''} onChange={(e) => setFilters((f) => ({ ...f, page: 1, status: e.target.value || undefined }))}>
                <option value="">{t.allStatuses}</option>
                {orderStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {list.items.length === 0 ? (
            <p>{isFiltered ? t.noneFiltered : t.none}</p>
          ) : (
            <ul className={styles.list} aria-label={t.title} data-testid="orders">
              {list.items.map((o) => (
                <OrderItem key={o.id} order={o} m={m} />
              ))}
            </ul>
          )}
          <Pager page={list.page} total={list.total} pageSize={pageSize} onPage={(page) => setFilters((f) => ({ ...f, page }))} labels={m.common} />
        </>
      )}
    </section>
  );
}

function OrderItem({ order, m }: { order: Order; m: WalletMessages }) {
  const { lang } = useI18n();
  const t = m.orders;
  const title = order.kind === 'recharge' || !order.description ? t.kinds[order.kind] : order.description;
  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>
        {title} <span className={styles.badge} data-status={order.status}>{t.statuses[order.status]}</span>
      </p>
      <p className={styles.itemAmount}>{formatPaise(order.total_paise)}</p>
      <p className={styles.itemMeta}>{formatDateTime(order.created_at, lang)}</p>
      {order.kind === 'recharge' && order.status === 'pending' && <p className={`${styles.itemWide} ${styles.hint}`}>{t.pendingNote}</p>}
      {(order.kind === 'product' || order.kind === 'booking') && (
        <p className={styles.itemWide}><Link href={`/orders/${order.id}`} data-testid="order-link">{t.viewOrder}</Link></p>
      )}
      {order.kind === 'consultation' && order.reference?.startsWith('consult:') && (
        <p className={styles.itemWide}><Link href={`/consultation/${order.reference.slice('consult:'.length)}`}>{t.transcript}</Link></p>
      )}
      <details className={`${styles.details} ${styles.itemWide}`}>
        <summary>{t.details}</summary>
        <dl>
          <dt>{t.orderId}</dt>
          <dd>{order.id}</dd>
          <dt>{t.placed}</dt>
          <dd>{formatDateTime(order.created_at, lang)}</dd>
          {order.paid_at && (
            <>
              <dt>{t.paidAt}</dt>
              <dd>{formatDateTime(order.paid_at, lang)}</dd>
            </>
          )}
          <dt>{t.amount}</dt>
          <dd>{formatPaise(order.amount_paise)}</dd>
          {order.gst_paise > 0 && (
            <>
              <dt>{format(t.gst, { rate: order.gst_rate_percent })}</dt>
              <dd>{formatPaise(order.gst_paise)}</dd>
            </>
          )}
          <dt>{t.total}</dt>
          <dd>{formatPaise(order.total_paise)}</dd>
          {order.bonus_paise > 0 && (
            <>
              <dt>{t.bonus}</dt>
              <dd>+{formatPaise(order.bonus_paise)}</dd>
            </>
          )}
          {order.refunded_paise > 0 && (
            <>
              <dt>{t.refunded}</dt>
              <dd>{formatPaise(order.refunded_paise)}</dd>
            </>
          )}
          {order.gateway_payment_id && (
            <>
              <dt>{t.paymentId}</dt>
              <dd>{order.gateway_payment_id}</dd>
            </>
          )}
          {order.invoice_number && (
            <>
              <dt>{t.invoiceNumber}</dt>
              <dd>{order.invoice_number}</dd>
            </>
          )}
        </dl>
      </details>
      {order.invoice_url && (
        <p className={styles.itemWide}>
          <a href={order.invoice_url} download className={styles.invoiceLink}>
            {m.common.downloadInvoice}
            <span className="visually-hidden"> ({format(m.common.invoiceFor, { order: order.invoice_number ?? order.id.slice(0, 8) })})</span>
          </a>
        </p>
      )}
    </li>
  );
}
