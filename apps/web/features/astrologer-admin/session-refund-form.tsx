'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatPaise } from '@/features/wallet/money';
import { rupeesToPaise } from '@/features/wallet-admin/amount-input';
import { isReason, post } from './api';
import { astrologerAdminMessages } from './messages';
import { Notice } from './parts';
import styles from './astrologer-admin.module.css';

/** POST /api/admin/consult/sessions/{id}/refund: rupees here (at most charged minus refunded), a reason required. */
export function SessionRefundForm({ sessionId, refundablePaise, onDone }: { sessionId: string; refundablePaise: number; onDone: () => void }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.refund;
  const ids = { amount: useId(), reason: useId(), title: useId() };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const max = formatPaise(refundablePaise);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const paise = rupeesToPaise(amount);
    if (paise === null || paise <= 0) return setMessage({ ok: false, text: m.common.badAmount });
    if (paise > refundablePaise) return setMessage({ ok: false, text: format(t.tooMuch, { amount: max }) });
    if (!isReason(reason)) return setMessage({ ok: false, text: m.common.reasonShort });
    setIsBusy(true);
    const r = await post(`/api/admin/consult/sessions/${sessionId}/refund`, { amount_paise: paise, reason: reason.trim() }, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    setMessage(null);
    toast.success(format(t.done, { amount: formatPaise(paise) }));
    onDone();
  }

  if (refundablePaise <= 0) return <p className={styles.note}>{t.nothing}</p>;
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.title}</h3>
      <div className={styles.field}>
        <label htmlFor={ids.amount}>{t.amount}</label>
        <input id={ids.amount} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby={`${ids.amount}-max`} />
        <p id={`${ids.amount}-max`} className={styles.note}>{format(t.max, { amount: max })}</p>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.reason}>{t.reason}</label>
        <textarea id={ids.reason} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Notice message={message} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={isBusy}>
          {t.submit}
        </button>
      </div>
    </form>
  );
}
