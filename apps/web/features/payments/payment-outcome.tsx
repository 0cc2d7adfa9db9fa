'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { Order } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { getSingleUser } from '@/features/auth/auth-api';
import { LoginDialog } from '@/features/auth/login-dialog';
import { announceWalletChanged } from '@/features/auth/use-session';
import { readUserDetails } from '@/features/auth/user-details';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { recallReturnPath } from '@/features/wallet/return-path';
import { getOrder } from '@/features/wallet/wallet-api';
import { readOutcome, storeOutcome, type OutcomeKey, type StoredOutcome } from './last-outcome';
import { paymentMessages } from './messages';
import styles from './payment-outcome.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'noOrder'; last: StoredOutcome | null }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'order'; order: Order; isWaiting: boolean };

const pollEveryMs = 2000;
const pollForMs = 60_000;
const isPaid = (o: Order) => o.status === 'paid' || o.status === 'partially_refunded' || o.status === 'refunded' || o.status === 'completed';

/**
 * /successfull and /failed (rendered alone): the outcome the server recorded for `order_id`, its amounts
 * and the way back. The gateway decides which page the browser lands on, the order's status decides what
 * we say: a capture still being confirmed is waited for, never reported as a failure or a success too early.
 */
export function PaymentOutcome({ page, orderId }: { page: OutcomeKey; orderId: string | null }) {
  const { lang } = useI18n();
  const t = paymentMessages[lang];
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [balance, setBalance] = useState<number | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  useEffect(() => {
    if (!orderId) {
      setState({ kind: 'noOrder', last: readOutcome(page) });
      return;
    }
    setReturnTo(recallReturnPath(orderId));
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpAt = Date.now() + pollForMs;

    const settle = (order: Order) => {
      if (isPaid(order)) {
        storeOutcome('successfull', order);
        announceWalletChanged();
        const me = readUserDetails();
        if (me)
          getSingleUser(me.id)
            .then((res) => isCurrent && !isApiFailure(res) && res?.data && setBalance(res.data.balance))
            .catch(() => {});
      } else {
        storeOutcome('failed', order);
      }
    };

    const load = () =>
      getOrder(orderId)
        .then((res) => {
          if (!isCurrent) return;
          if (isApiFailure(res) || !res?.data) {
            const status = isApiFailure(res) ? res.error_status : 0;
            setState(status === 401 ? { kind: 'signedOut' } : status === 404 || status === 400 ? { kind: 'notFound' } : { kind: 'error' });
            return;
          }
          const order = res.data;
          // landing on /successfull while the capture is not yet recorded (Razorpay's webhook or verify still on its way)
          const shouldWait = order.status === 'pending' && page === 'successfull' && Date.now() < giveUpAt;
          setState({ kind: 'order', order, isWaiting: shouldWait });
          if (shouldWait) timer = setTimeout(load, pollEveryMs);
          else if (order.status !== 'pending' || page === 'failed') settle(order);
        })
        .catch(() => isCurrent && setState({ kind: 'error' }));
    void load();
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [orderId, page]);

  const back = returnTo ?? '/wallet';
  const backLabel = returnTo ? t.continueBack : t.goToWallet;

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <Link href="/" className={styles.logo} aria-label={t.home}>
          <img src="/assets/logo.svg" alt="" width={140} height={32} />
        </Link>
        {state.kind === 'loading' && <p aria-live="polite">…</p>}
        {state.kind === 'noOrder' && (
          <>
            <h1>{t.noOrderTitle}</h1>
            <p>{t.noOrderBody}</p>
            {state.last && (
              <section aria-labelledby="last-title" className={styles.amounts}>
                <h2 id="last-title">{t.lastPayment}</h2>
                <dl>
                  <dt>{t.totalAttempted}</dt>
                  <dd>{formatPaise(state.last.total_paise)}</dd>
                  <dt>{t.time}</dt>
                  <dd>{formatDateTime(state.last.time, lang)}</dd>
                  <dt>{t.orderId}</dt>
                  <dd className={styles.mono}>{state.last.order_id}</dd>
                </dl>
              </section>
            )}
            <Actions primary={{ href: '/wallet', label: t.goToWallet }} secondary={[{ href: '/order-history', label: t.orderHistory }]} />
          </>
        )}
        {state.kind === 'signedOut' && (
          <>
            <h1>{page === 'successfull' ? t.successTitle : t.failedTitle}</h1>
            <p>{t.signedOut}</p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => setIsLoginOpen(true)}>
                {t.logIn}
              </button>
            </div>
            <LoginDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
          </>
        )}
        {(state.kind === 'notFound' || state.kind === 'error') && (
          <>
            <h1>{t.noOrderTitle}</h1>
            <p role="alert">{state.kind === 'notFound' ? t.notFound : t.loadFailed}</p>
            <Actions primary={{ href: '/wallet', label: t.goToWallet }} secondary={[{ href: '/order-history', label: t.orderHistory }]} />
          </>
        )}
        {state.kind === 'order' && <OrderOutcome page={page} order={state.order} isWaiting={state.isWaiting} balance={balance} back={back} backLabel={backLabel} returnTo={returnTo} />}
      </div>
    </main>
  );
}

function OrderOutcome({ page, order, isWaiting, balance, back, backLabel, returnTo }: { page: OutcomeKey; order: Order; isWaiting: boolean; balance: number | null; back: string; backLabel: string; returnTo: string | null }) {
  const { lang } = useI18n();
  const t = paymentMessages[lang];
  const paid = isPaid(order);
  const pending = order.status === 'pending';
  const retry = `/recharge?amount=${order.amount_paise / 100}${returnTo ? `&return=${encodeURIComponent(returnTo)}` : ''}`;

  // on /successfull a pending order is waited for, then said to be still confirming; on /failed it did not go through
  const outcome: 'success' | 'pending' | 'failure' = paid ? 'success' : pending && page === 'successfull' ? 'pending' : 'failure';
  const title = outcome === 'success' ? t.successTitle : outcome === 'failure' ? t.failedTitle : isWaiting ? t.confirmingTitle : t.stillPendingTitle;
  const body =
    outcome === 'success' ? format(t.successBody, { amount: formatPaise(order.amount_paise) }) : outcome === 'failure' ? t.failedBody : isWaiting ? t.confirmingBody : t.stillPendingBody;

  return (
    <>
      <div className={styles.icon} data-outcome={outcome} aria-hidden="true">
        {outcome === 'success' ? '✓' : outcome === 'failure' ? '!' : '…'}
      </div>
      <h1 aria-live="polite">{title}</h1>
      <p>{body}</p>
      {paid && order.bonus_paise > 0 && <p className={styles.bonus}>{format(t.successBonus, { bonus: formatPaise(order.bonus_paise) })}</p>}
      {paid && balance !== null && (
        <p className={styles.balance} data-testid="balance-now">
          {t.balanceNow}: <strong>{formatPaise(Math.round(balance * 100))}</strong>
        </p>
      )}
      <section aria-labelledby="amounts-title" className={styles.amounts}>
        <h2 id="amounts-title">{t.amounts}</h2>
        <dl>
          <dt>{t.amount}</dt>
          <dd>{formatPaise(order.amount_paise)}</dd>
          <dt>{format(t.gst, { rate: order.gst_rate_percent })}</dt>
          <dd>{formatPaise(order.gst_paise)}</dd>
          <dt>{paid ? t.total : t.totalAttempted}</dt>
          <dd>
            <strong>{formatPaise(order.total_paise)}</strong>
          </dd>
          {paid && order.bonus_paise > 0 && (
            <>
              <dt>{t.bonus}</dt>
              <dd>+{formatPaise(order.bonus_paise)}</dd>
            </>
          )}
          <dt>{t.time}</dt>
          <dd>{formatDateTime(order.paid_at ?? order.created_at, lang)}</dd>
          <dt>{t.orderId}</dt>
          <dd className={styles.mono}>{order.id}</dd>
          {order.invoice_number && (
            <>
              <dt>{t.invoiceNumber}</dt>
              <dd className={styles.mono}>{order.invoice_number}</dd>
            </>
          )}
        </dl>
      </section>
      {paid ? (
        <Actions
          primary={{ href: back, label: backLabel }}
          secondary={[
            ...(order.invoice_url ? [{ href: order.invoice_url, label: t.downloadInvoice, isDownload: true }] : []),
            ...(returnTo ? [{ href: '/wallet', label: t.goToWallet }] : []),
            { href: '/recharge', label: t.rechargeAgain },
          ]}
        />
      ) : outcome === 'failure' ? (
        <Actions primary={{ href: retry, label: t.tryAgain }} secondary={[{ href: back, label: backLabel }, { href: '/order-history', label: t.orderHistory }]} />
      ) : (
        <Actions primary={{ href: '/order-history', label: t.orderHistory }} secondary={[{ href: back, label: backLabel }]} />
      )}
    </>
  );
}

type ActionLink = { href: string; label: string; isDownload?: boolean };

function Actions({ primary, secondary }: { primary: ActionLink; secondary: ActionLink[] }) {
  return (
    <div className={styles.actions}>
      <Link href={primary.href} className="button">
        {primary.label}
      </Link>
      {secondary.map((a) =>
        a.isDownload ? (
          // a plain link: the API answers the PDF as an attachment
          <a key={a.href} href={a.href} download className={styles.secondary}>
            {a.label}
          </a>
        ) : (
          <Link key={a.href} href={a.href} className={styles.secondary}>
            {a.label}
          </Link>
        ),
      )}
    </div>
  );
}
