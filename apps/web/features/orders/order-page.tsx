'use client';

import Link from 'next/link';
import { countryNameIn } from '@nakshatra/shared/countries';
import { useEffect, useState } from 'react';
import { format, type Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { SignInPrompt } from '@/features/wallet/sign-in-prompt';
import { formatDay, formatLongDay, formatTime } from '@/features/shop/format';
import { CancelOrder } from './cancel-order';
import { getOrder } from './commerce-api';
import type { OrderMessages } from './messages';
import { inLang, type OrderView, type ShipTo } from './types';
import styles from '@/features/shop/shop.module.css';

type Props = { id: string; lang: Locale; t: OrderMessages; common: { loading: string; loadFailed: string; retry: string; logIn: string } };

/** Paid orders may be cancelled until they ship (products) or until the refund-policy cut-off (bookings). */
const cancellable = (o: OrderView) => o.status === 'pending' || (o.status === 'paid' && !['shipped', 'delivered', 'performed', 'video_available', 'prasad_shipped', 'returned'].includes(o.fulfilment ?? ''));

/**
 * /orders/[id]: what was bought, the amounts, where it goes (or who the pooja is for, and when), the timeline,
 * tracking, the invoice, Pay now while unpaid, Cancel with the refund choice, and the pooja's video.
 */
export function OrderPage({ id, lang, t, common }: Props) {
  const m = t.order;
  const [order, setOrder] = useState<OrderView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'missing' | 'signedOut'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    getOrder(id)
      .then((res) => {
        if (!isCurrent) return;
        if (isApiFailure(res)) return setState(res.error_status === 401 ? 'signedOut' : res.error_status === 404 || res.error_status === 400 ? 'missing' : 'failed');
        setOrder(res.data);
        setState('ready');
      })
      .catch(() => isCurrent && setState('failed'));
    return () => {
      isCurrent = false;
    };
  }, [id, attempt]);

  // a payment that has just been made may be settled by the gateway's webhook a moment later: look again shortly
  useEffect(() => {
    if (order?.status !== 'pending') return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), 4000);
    return () => clearTimeout(timer);
  }, [order]);

  if (state === 'signedOut')
    return (
      <section className={`container page ${styles.wrap}`}>
        <h1>{t.pages.order}</h1>
        <SignInPrompt message={m.signIn} buttonLabel={common.logIn} />
      </section>
    );
  if (state === 'missing' || state === 'failed' || !order)
    return (
      <section className={`container page ${styles.wrap}`}>
        <h1>{t.pages.order}</h1>
        {state === 'loading' && <p aria-live="polite">{common.loading}</p>}
        {state === 'missing' && <p role="alert">{m.notFound}</p>}
        {state === 'failed' && (
          <div role="alert">
            <p>{common.loadFailed}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{common.retry}</button>
          </div>
        )}
        <p><Link href="/order-history">{m.backToOrders}</Link></p>
      </section>
    );

  const d = order.details;
  const number = order.invoice_number ?? order.id.slice(0, 8).toUpperCase();
  const stepLabel = (s: string) => (m.steps as Record<string, string>)[s] ?? s;
  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="order-title" data-testid="order-page">
      <p className={styles.muted}>{order.kind === 'booking' ? m.booking : m.shop}</p>
      <h1 id="order-title">{format(m.title, { number })}</h1>
      <p>
        <span className={styles.statusBadge} data-testid="order-status" data-status={order.status}>{m.statuses[order.status] ?? order.status}</span>
        {order.fulfilment && order.fulfilment !== order.status && <> · {stepLabel(order.fulfilment)}</>}
      </p>
      <p className={styles.muted}>{format(m.placed, { date: formatDateTime(order.created_at, lang) })}</p>

      {order.status === 'pending' && order.pay_url && (
        <div className={styles.panel} role="status">
          {order.expires_at && <p>{format(m.payBy, { time: formatDateTime(order.expires_at, lang) })}</p>}
          <a className="button" href={order.pay_url}>{m.payNow} {formatPaise(order.gateway_paise)}</a>
        </div>
      )}

      {order.kind === 'booking' && d.video_url && (
        <section className={styles.panel} aria-labelledby="video-title">
          <h2 id="video-title">{m.video}</h2>
          <video className={styles.video} src={d.video_url} controls preload="metadata" data-testid="pooja-video" />
          <p className={styles.muted}>{m.videoNote}</p>
        </section>
      )}

      <div className={styles.layout}>
        <div>
          <section className={styles.panel} aria-labelledby="items-title">
            <h2 id="items-title">{m.items}</h2>
            <ul className={styles.lines}>
              {order.lines.map((l, i) => {
                const energised = (l.options?.energisation as { name?: string } | undefined)?.name;
                return (
                  <li key={`${l.sku}-${i}`}>
                    <p className={styles.lineTitle}>{inLang(l.title, lang)}</p>
                    <p className={styles.muted}>
                      {format(m.qty, { n: l.quantity })} · {formatPaise(l.total_paise)}
                      {energised ? ` · ${format(m.energisedFor, { name: energised })}` : ''}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>

          {order.kind === 'booking' && (
            <section className={styles.panel} aria-labelledby="booking-title">
              <h2 id="booking-title">{m.slot}</h2>
              {d.starts_at && <p data-testid="booking-slot">{formatLongDay(d.starts_at, lang)}, {formatTime(d.starts_at, lang)}</p>}
              {d.participants && d.participants.length > 0 && (
                <>
                  <h3>{m.participants}</h3>
                  <ul data-testid="booking-participants">
                    {d.participants.map((p, i) => (
                      <li key={i}>{[p.name, p.gotra, p.relation].filter(Boolean).join(' · ')}</li>
                    ))}
                  </ul>
                </>
              )}
              {d.sankalp && (
                <>
                  <h3>{m.sankalp}</h3>
                  <p>{d.sankalp}</p>
                </>
              )}
            </section>
          )}

          {d.ship_to && (
            <section className={styles.panel} aria-labelledby="ship-title">
              <h2 id="ship-title">{order.kind === 'booking' ? m.prasadTo : m.shipTo}</h2>
              <AddressLines a={d.ship_to} lang={lang} />
              {order.kind === 'product' && d.delivery_estimate && order.status === 'paid' && !d.tracking && (
                <p className={styles.muted}>{format(m.estimate, { from: formatDay(d.delivery_estimate.from, lang), to: formatDay(d.delivery_estimate.to, lang) })}</p>
              )}
              {d.tracking && (
                <p>
                  {d.tracking.url ? (
                    <a href={d.tracking.url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                      {format(m.tracking, { courier: d.tracking.courier ?? '', number: d.tracking.number })}
                    </a>
                  ) : (
                    <span data-testid="tracking-link">{format(m.tracking, { courier: d.tracking.courier ?? '', number: d.tracking.number })}</span>
                  )}
                </p>
              )}
            </section>
          )}

          <section className={styles.panel} aria-labelledby="timeline-title">
            <h2 id="timeline-title">{m.timeline}</h2>
            <ol className={styles.timeline} data-testid="order-timeline">
              {order.events.map((e, i) => (
                <li key={i}>
                  <strong>{stepLabel(e.status)}</strong> · <span className={styles.muted}>{formatDateTime(e.at, lang)}</span>
                  {e.note && <p className={styles.muted}>{e.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby="amounts-title">
          <h2 id="amounts-title">{m.total}</h2>
          <dl className={styles.totals} data-testid="order-amounts">
            {d.subtotal_paise !== undefined && (
              <>
                <dt>{m.subtotal}</dt>
                <dd>{formatPaise(d.subtotal_paise)}</dd>
              </>
            )}
            {!!d.discount_paise && (
              <>
                <dt>{format(m.discount, { code: d.coupon ?? '' })}</dt>
                <dd>−{formatPaise(d.discount_paise)}</dd>
              </>
            )}
            {order.kind === 'product' && (
              <>
                <dt>{m.delivery}</dt>
                <dd>{d.delivery_paise ? formatPaise(d.delivery_paise) : m.free}</dd>
              </>
            )}
            <dt>{m.gstIncluded}</dt>
            <dd>{formatPaise(order.gst_paise)}</dd>
            <dt className={styles.grand}>{m.total}</dt>
            <dd className={styles.grand}>{formatPaise(order.total_paise)}</dd>
            {order.wallet_paise > 0 && (
              <>
                <dt>{m.walletPart}</dt>
                <dd>{formatPaise(order.wallet_paise)}</dd>
              </>
            )}
            {order.gateway_paise > 0 && (
              <>
                <dt>{order.status === 'pending' ? m.onlineDue : m.onlinePart}</dt>
                <dd>{formatPaise(order.gateway_paise)}</dd>
              </>
            )}
            {order.refunded_paise > 0 && (
              <>
                <dt>{m.refunded}</dt>
                <dd>{formatPaise(order.refunded_paise)}</dd>
              </>
            )}
          </dl>
          {order.invoice_url && (
            <p>
              <span data-testid="invoice-number">{format(m.invoiceNumber, { number: order.invoice_number ?? '' })}</span>
              <br />
              <a href={order.invoice_url} download>{m.invoice}</a>
            </p>
          )}
          {order.refunds.length > 0 && (
            <>
              <h3>{m.refunds}</h3>
              <ul className={styles.muted} data-testid="order-refunds">
                {order.refunds.map((r, i) => (
                  <li key={i}>{format(m.refundLine, { amount: formatPaise(r.amount_paise), mode: (m.refundModes as Record<string, string>)[r.mode] ?? r.mode, status: (m.refundStatuses as Record<string, string>)[r.status] ?? r.status })}</li>
                ))}
              </ul>
            </>
          )}
          {cancellable(order) && <CancelOrder order={order} lang={lang} t={t} onDone={() => setAttempt((n) => n + 1)} />}
          <p><Link href="/order-history">{m.backToOrders}</Link></p>
        </aside>
      </div>
    </section>
  );
}

function AddressLines({ a, lang }: { a: ShipTo; lang: Locale }) {
  return (
    <p>
      {a.name}, {a.phone}
      <br />
      {[a.line1, a.line2].filter(Boolean).join(', ')}
      <br />
      {[a.city, a.district, a.state, a.postal_code, a.country !== 'IN' ? countryNameIn(a.country, lang) : ''].filter(Boolean).join(', ')}
    </p>
  );
}
