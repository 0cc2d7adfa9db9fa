'use client';

import { useId, useState, type FormEvent } from 'react';
import { adminRefundBodySchema } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, postJson } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { rupeesToPaise } from './amount-input';
import { walletAdminMessages } from './messages';
import styles from './wallet-admin.module.css';

/** POST /api/admin/wallet/refunds: an order back to the wallet, or a recharge's unused real balance to its payment. */
export function RefundForm({ onDone }: { onDone: () => void }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const r = t.refund;
  const ids = { order: useId(), amount: useId(), reason: useId() };
  const [form, setForm] = useState({ orderId: '', mode: 'to_source' as 'to_wallet' | 'to_source', amount: '', reason: '' });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amountPaise = form.amount.trim() ? rupeesToPaise(form.amount) : undefined;
    if (amountPaise === null) return setMessage({ ok: false, text: r.badAmount });
    const parsed = adminRefundBodySchema.safeParse({ order_id: form.orderId.trim(), mode: form.mode, amount_paise: amountPaise, reason: form.reason });
    if (!parsed.success) return setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? t.actionFailed });
    setIsBusy(true);
    try {
      const res = await postJson<{ data: { amountPaise?: number } }>('/api/admin/wallet/refunds', parsed.data);
      if (isApiFailure(res)) setMessage({ ok: false, text: apiErrorOf(res).message ?? t.actionFailed });
      else {
        setMessage({ ok: true, text: format(r.done, { amount: formatPaise(Number(res.data.amountPaise ?? 0)) }) });
        setForm({ ...form, orderId: '', amount: '', reason: '' });
        onDone();
      }
    } catch {
      setMessage({ ok: false, text: t.actionFailed });
    }
    setIsBusy(false);
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="refund-title">
      <h2 id="refund-title">{r.title}</h2>
      <div className={styles.field}>
        <label htmlFor={ids.order}>{r.orderId}</label>
        <input id={ids.order} value={form.orderId} onChange={(e) => setForm({ ...form, orderId: e.target.value })} autoComplete="off" />
      </div>
      <fieldset className={styles.field}>
        <legend>{r.mode}</legend>
        <label>
          <input type="radio" name="refund-mode" checked={form.mode === 'to_source'} onChange={() => setForm({ ...form, mode: 'to_source' })} /> {r.toSource}
        </label>
        <label>
          <input type="radio" name="refund-mode" checked={form.mode === 'to_wallet'} onChange={() => setForm({ ...form, mode: 'to_wallet' })} /> {r.toWallet}
        </label>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={ids.amount}>{r.amount}</label>
        <input id={ids.amount} inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.reason}>{r.reason}</label>
        <input id={ids.reason} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} />
      </div>
      {message && (
        <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isBusy}>
        {r.submit}
      </button>
    </form>
  );
}
