'use client';

import { useState } from 'react';
import { orderStatusSchema } from '@nakshatra/shared';
import type { Locale } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { AdminList, cell, type Column, type Row } from './admin-list';
import { AdjustForm } from './adjust-form';
import { ResolveFlag } from './resolve-flag';
import { RefundForm } from './refund-form';
import { walletAdminMessages, type WalletAdminMessages } from './messages';

const paise = (v: unknown) => (typeof v === 'number' ? formatPaise(v) : '—');
const when = (lang: Locale) => (row: Row) => {
  const v = row.createdAt ?? row.created_at;
  return typeof v === 'string' ? formatDateTime(v, lang) : '—';
};

function paymentColumns(t: WalletAdminMessages, lang: Locale): Column[] {
  return [
    { label: t.col.when, render: when(lang) },
    { label: t.col.paymentId, render: (r) => cell.mono(r.gatewayPaymentId) },
    { label: t.col.order, render: (r) => cell.mono(r.orderId) },
    { label: t.col.status, render: (r) => cell.text(r.status) },
    { label: t.col.amount, render: (r) => `${paise(r.amountPaise)} ${cell.text(r.currency)}` },
    { label: t.col.refunded, render: (r) => paise(r.refundedPaise) },
    { label: t.col.method, render: (r) => cell.text(r.method) },
    { label: t.col.source, render: (r) => cell.text(r.source) },
    { label: t.col.details, render: (r) => cell.text(r.errorDescription) },
  ];
}

/** /admin/payments */
export function PaymentsList() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  return <AdminList endpoint="/api/admin/wallet/payments" columns={paymentColumns(t, lang)} statuses={['captured', 'failed', 'refused', 'refunded', 'partially_refunded']} testId="payments-table" />;
}

/** /admin/payments/orders */
export function OrdersList() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const columns: Column[] = [
    { label: t.col.when, render: when(lang) },
    { label: t.col.id, render: (r) => cell.mono(r.id) },
    { label: t.col.user, render: (r) => cell.mono(r.userId) },
    { label: t.col.kind, render: (r) => cell.text(r.kind) },
    { label: t.col.status, render: (r) => cell.text(r.status) },
    { label: t.col.amount, render: (r) => paise(r.amountPaise) },
    { label: t.col.gst, render: (r) => paise(r.gstPaise) },
    { label: t.col.total, render: (r) => paise(r.totalPaise) },
    { label: t.col.bonus, render: (r) => paise(r.bonusPaise) },
    { label: t.col.refunded, render: (r) => paise(r.refundedPaise) },
    { label: t.col.paymentId, render: (r) => cell.mono(r.gatewayPaymentId) },
    { label: t.col.invoice, render: (r) => (r.invoiceNumber ? <a href={`/api/wallet/invoices/${String(r.id)}.pdf`} download>{String(r.invoiceNumber)}</a> : '—') },
  ];
  return <AdminList endpoint="/api/admin/wallet/orders" columns={columns} statuses={[...orderStatusSchema.options]} testId="orders-table" />;
}

/** /admin/payments/transactions, with the wallet adjustment form. */
export function TransactionsList() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const [reloadKey, setReloadKey] = useState(0);
  const columns: Column[] = [
    { label: t.col.when, render: when(lang) },
    { label: t.col.kind, render: (r) => cell.text(r.kind) },
    { label: t.col.user, render: (r) => cell.mono(r.user_id) },
    { label: t.col.direction, render: (r) => cell.text(r.direction) },
    { label: t.col.amount, render: (r) => paise(r.amount_paise) },
    { label: t.col.description, render: (r) => cell.text(r.description) },
    { label: t.col.reference, render: (r) => cell.mono(r.reference) },
    { label: t.col.id, render: (r) => cell.mono(r.id) },
  ];
  return (
    <>
      <AdjustForm onDone={() => setReloadKey((k) => k + 1)} />
      <AdminList
        endpoint="/api/admin/wallet/transactions"
        columns={columns}
        statusLabel={t.kind}
        statuses={['recharge', 'debit', 'refund', 'adjustment', 'hold_post', 'refund_to_source', 'bonus_withdrawal']}
        reloadKey={reloadKey}
        testId="transactions-table"
      />
    </>
  );
}

/** /admin/payments/refunds, with the refund form. */
export function RefundsList() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const [reloadKey, setReloadKey] = useState(0);
  const columns: Column[] = [
    { label: t.col.when, render: when(lang) },
    { label: t.col.order, render: (r) => cell.mono(r.orderId) },
    { label: t.col.user, render: (r) => cell.mono(r.userId) },
    { label: t.col.mode, render: (r) => cell.text(r.mode) },
    { label: t.col.amount, render: (r) => paise(r.amountPaise) },
    { label: t.col.gst, render: (r) => paise(r.gstPaise) },
    { label: t.col.bonus, render: (r) => paise(r.bonusWithdrawnPaise) },
    { label: t.col.status, render: (r) => cell.text(r.status) },
    { label: t.col.reason, render: (r) => cell.text(r.reason) },
  ];
  return (
    <>
      <RefundForm onDone={() => setReloadKey((k) => k + 1)} />
      <AdminList endpoint="/api/admin/wallet/refunds" columns={columns} statuses={['initiated', 'processed', 'failed']} reloadKey={reloadKey} testId="refunds-table" />
    </>
  );
}

/** /admin/payments/flags: each open item can be marked resolved with a sentence. */
export function FlagsList() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const [reloadKey, setReloadKey] = useState(0);
  const columns: Column[] = [
    { label: t.col.when, render: when(lang) },
    { label: t.col.reason, render: (r) => cell.text(r.reason) },
    { label: t.col.order, render: (r) => cell.mono(r.orderId) },
    { label: t.col.paymentId, render: (r) => cell.mono(r.gatewayPaymentId) },
    { label: t.col.details, render: (r) => (r.details ? <code>{JSON.stringify(r.details)}</code> : '—') },
    { label: t.col.status, render: (r) => cell.text(r.status) },
    {
      label: t.col.resolution,
      render: (r) => (r.status === 'open' ? <ResolveFlag id={String(r.id)} onDone={() => setReloadKey((k) => k + 1)} /> : cell.text(r.resolution)),
    },
  ];
  return <AdminList endpoint="/api/admin/wallet/flags" columns={columns} statuses={['open', 'resolved']} reloadKey={reloadKey} testId="flags-table" />;
}
