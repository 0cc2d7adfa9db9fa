'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatPaise } from '@/features/wallet/money';
import { isReason, post } from './api';
import { astrologerAdminMessages } from './messages';
import { Notice } from './parts';
import type { Payout } from './types';
import styles from './astrologer-admin.module.css';

/** Mark a payout paid with the bank transfer's reference, or reject it with a reason (POST /api/admin/payouts/{id}/paid|reject). */
export function PayoutDecision({ payout, kind, onCancel, onDone }: { payout: Payout; kind: 'paid' | 'reject'; onCancel: () => void; onDone: () => void }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.payouts;
  const id = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = value.trim();
    if (kind === 'paid' && text.length < 4) return setMessage({ ok: false, text: t.referenceShort });
    if (kind === 'reject' && !isReason(text)) return setMessage({ ok: false, text: m.common.reasonShort });
    setIsBusy(true);
    const r = await post(`/api/admin/payouts/${payout.id}/${kind}`, kind === 'paid' ? { reference: text } : { reason: text }, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    toast.success(kind === 'paid' ? t.paid : t.rejected);
    onDone();
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{format(t.formFor, { amount: formatPaise(payout.amount_paise), name: payout.astrologer.name })}</h3>
      <div className={styles.field}>
        <label htmlFor={id}>{kind === 'paid' ? t.reference : t.reason}</label>
        {kind === 'paid' ? (
          <input id={id} autoComplete="off" value={value} maxLength={100} onChange={(e) => setValue(e.target.value)} autoFocus />
        ) : (
          <textarea id={id} value={value} maxLength={500} onChange={(e) => setValue(e.target.value)} autoFocus />
        )}
      </div>
      <Notice message={message} />
      <div className={styles.buttons}>
        <button type="submit" className={kind === 'paid' ? styles.primary : styles.danger} disabled={isBusy}>
          {kind === 'paid' ? t.confirmPaid : t.confirmReject}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {m.common.cancel}
        </button>
      </div>
    </form>
  );
}
