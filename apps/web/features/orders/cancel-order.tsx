'use client';

import { useId, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { cancelOrder } from './commerce-api';
import { orderErrorText } from './error-text';
import type { OrderMessages } from './messages';
import type { OrderView } from './types';
import styles from '@/features/shop/shop.module.css';

/** Cancel: a confirmation with the refund's destination (for a paid order) and a reason; the server decides. */
export function CancelOrder({ order, lang, t, onDone }: { order: OrderView; lang: Locale; t: OrderMessages; onDone: () => void }) {
  const m = t.order;
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<'source' | 'wallet'>('source');
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isPaid = order.status === 'paid';

  async function confirm() {
    setIsBusy(true);
    setError(null);
    const res = await cancelOrder(order.id, { refund_to: refundTo, reason: reason.trim() || undefined }).catch(() => null);
    setIsBusy(false);
    if (!res || isApiFailure(res)) {
      const text = orderErrorText(res && isApiFailure(res) ? res : null, lang, t.errors);
      setError(text);
      return toast.error(text);
    }
    toast.success(m.cancelledToast);
    setIsOpen(false);
    onDone();
  }

  if (!isOpen)
    return (
      <button type="button" className="button-secondary" onClick={() => setIsOpen(true)}>
        {m.cancel}
      </button>
    );
  return (
    <div role="group" aria-labelledby={`${reasonId}-title`} className={styles.panel}>
      <h3 id={`${reasonId}-title`}>{m.cancelTitle}</h3>
      <p>{isPaid ? m.cancelBody : m.cancelUnpaid}</p>
      {isPaid && (
        <fieldset className={styles.choices}>
          <legend>{m.refundTo}</legend>
          <label className={styles.choice}>
            <input type="radio" name="refund_to" checked={refundTo === 'source'} onChange={() => setRefundTo('source')} />
            {m.refundSource}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="refund_to" checked={refundTo === 'wallet'} onChange={() => setRefundTo('wallet')} />
            {m.refundWallet}
          </label>
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={reasonId}>{m.reason}</label>
        <textarea id={reasonId} value={reason} maxLength={300} rows={2} onChange={(e) => setReason(e.target.value)} />
      </div>
      <p role="alert" className={styles.error}>{error}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={confirm} disabled={isBusy} aria-busy={isBusy}>{m.confirmCancel}</button>
        <button type="button" className="button-secondary" onClick={() => setIsOpen(false)} autoFocus>{m.keep}</button>
      </div>
    </div>
  );
}
