'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatPaise } from '@/features/wallet/money';
import { rupeesToPaise } from '@/features/wallet-admin/amount-input';
import { isReason, paiseToRupeesInput, post } from './api';
import { astrologerAdminMessages } from './messages';
import { Notice } from './parts';
import type { Application, ConsultSettingsValue } from './types';
import styles from './astrologer-admin.module.css';

type Props = { app: Application; limits: ConsultSettingsValue | null; onChanged: (app: Application) => void };

/**
 * The decisions the application's state allows (the API checks again): approve or reinstate with the public price
 * within the limits, reject a pending application, suspend an approved astrologer; each reason is read by them.
 */
export function DecisionForms({ app, limits, onChanged }: Props) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const canApprove = app.status !== 'approved';
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="decision-title">
      <h2 id="decision-title">{m.detail.actions}</h2>
      <div className={styles.grid}>
        {canApprove && <ApproveForm key={`approve-${app.status}`} app={app} limits={limits} onChanged={onChanged} />}
        {app.status === 'pending' && <ReasonForm kind="reject" app={app} onChanged={onChanged} />}
        {app.status === 'approved' && <ReasonForm kind="suspend" app={app} onChanged={onChanged} />}
      </div>
    </section>
  );
}

function ApproveForm({ app, limits, onChanged }: Props) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.approve;
  const id = useId();
  const isReinstate = app.status !== 'pending';
  const [price, setPrice] = useState(paiseToRupeesInput(app.price_per_minute_paise ?? app.asked_price_per_minute_paise));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const paise = rupeesToPaise(price);
    if (paise === null) return setMessage({ ok: false, text: m.common.badAmount });
    setIsBusy(true);
    const r = await post<Application>(`/api/admin/astrologers/${app.id}/approve`, { price_per_minute_paise: paise }, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    setMessage(null);
    toast.success(format(t.done, { price: formatPaise(r.data.price_per_minute_paise ?? paise) }));
    onChanged(r.data);
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{isReinstate ? t.reinstate : t.title}</h3>
      <div className={styles.field}>
        <label htmlFor={id}>{t.price}</label>
        <input id={id} inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} aria-describedby={`${id}-limits`} aria-invalid={message && !message.ok ? true : undefined} />
      </div>
      <p id={`${id}-limits`} className={styles.note}>
        {limits && format(t.limits, { min: formatPaise(limits.min_price_paise), max: formatPaise(limits.max_price_paise) })}{' '}
        {format(t.asked, { price: formatPaise(app.asked_price_per_minute_paise) })}
      </p>
      <Notice message={message} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={isBusy}>
          {isReinstate ? t.submitReinstate : t.submit}
        </button>
      </div>
    </form>
  );
}

function ReasonForm({ kind, app, onChanged }: { kind: 'reject' | 'suspend'; app: Application; onChanged: (app: Application) => void }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m[kind];
  const id = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isReason(reason)) return setMessage({ ok: false, text: m.common.reasonShort });
    setIsBusy(true);
    const r = await post<Application>(`/api/admin/astrologers/${app.id}/${kind}`, { reason: reason.trim() }, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    setMessage(null);
    toast.success(t.done);
    onChanged(r.data);
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      <div className={styles.field}>
        <label htmlFor={id}>{t.reason}</label>
        <textarea id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={message && !message.ok ? true : undefined} />
      </div>
      <Notice message={message} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.danger} disabled={isBusy}>
          {t.submit}
        </button>
      </div>
    </form>
  );
}
