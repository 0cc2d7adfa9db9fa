'use client';

import { useId, useState, type FormEvent } from 'react';
import { updateWalletBodySchema } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, putJson } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { rupeesToPaise } from './amount-input';
import { walletAdminMessages } from './messages';
import styles from './wallet-admin.module.css';

/** PUT /api/update_wallet/{id}: an admin adjustment with a mandatory reason (ledgered, audited, idempotent per submit). */
export function AdjustForm({ onDone }: { onDone: () => void }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const a = t.adjust;
  const ids = { user: useId(), amount: useId(), account: useId(), reason: useId() };
  const [form, setForm] = useState({ userId: '', amount: '', account: 'real' as 'real' | 'promotional', reason: '' });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amountPaise = rupeesToPaise(form.amount, true);
    if (amountPaise === null) return setMessage({ ok: false, text: t.refund.badAmount });
    // one key per submitted form: a double click or a retried request adjusts once
    const key = `adjust-web:${crypto.randomUUID()}`;
    const parsed = updateWalletBodySchema.safeParse({ amount_paise: amountPaise, account: form.account, reason: form.reason, idempotency_key: key });
    const userId = form.userId.trim();
    if (!parsed.success) return setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? t.actionFailed });
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return setMessage({ ok: false, text: 'That is not a valid user id.' });
    setIsBusy(true);
    try {
      const res = await putJson<{ data: { balances: { total_paise: number } | null } }>(`/api/update_wallet/${userId}`, parsed.data);
      if (isApiFailure(res)) setMessage({ ok: false, text: apiErrorOf(res).message ?? t.actionFailed });
      else {
        setMessage({ ok: true, text: format(a.done, { balance: formatPaise(res.data.balances?.total_paise ?? 0) }) });
        setForm({ ...form, amount: '', reason: '' });
        onDone();
      }
    } catch {
      setMessage({ ok: false, text: t.actionFailed });
    }
    setIsBusy(false);
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="adjust-title">
      <h2 id="adjust-title">{a.title}</h2>
      <p>{a.intro}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.user}>{a.userId}</label>
          <input id={ids.user} value={form.userId} onChange={(e) => setForm({ ...form, userId: e.target.value })} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.amount}>{a.amount}</label>
          <input id={ids.amount} inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.account}>{a.account}</label>
          <select id={ids.account} value={form.account} onChange={(e) => setForm({ ...form, account: e.target.value as 'real' | 'promotional' })}>
            <option value="real">{a.real}</option>
            <option value="promotional">{a.promotional}</option>
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.reason}>{a.reason}</label>
        <input id={ids.reason} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} />
      </div>
      {message && (
        <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isBusy}>
        {a.submit}
      </button>
    </form>
  );
}
