'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import { rupeesToPaise } from '@/features/wallet-admin/amount-input';
import { load, paiseToRupeesInput, put } from './api';
import { astrologerAdminMessages } from './messages';
import { LoadError, Notice } from './parts';
import type { ConsultSettingsValue } from './types';
import styles from './astrologer-admin.module.css';

type Form = { min: string; max: string; share: string };
const toForm = (v: ConsultSettingsValue): Form => ({
  min: paiseToRupeesInput(v.min_price_paise),
  max: paiseToRupeesInput(v.max_price_paise),
  share: v.astrologer_share_percent === undefined ? '' : String(v.astrologer_share_percent),
});

/**
 * /admin/astrologers/settings: GET/PUT /api/admin/consult_settings — the public price's limits per minute (rupees
 * here, paise on the wire) and the astrologer's share of each paid minute. The server validates and its sentence is shown.
 */
export function ConsultSettingsForm() {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.settings;
  const ids = { min: useId(), max: useId(), share: useId() };
  const [form, setForm] = useState<Form | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    void load<ConsultSettingsValue>('/api/admin/consult_settings', lang).then((r) => (r.ok ? setForm(toForm(r.data)) : setLoadError(r.message)));
  }, [lang]);

  if (loadError) return <LoadError text={loadError} />;
  if (!form) return <p aria-live="polite">{m.common.loading}</p>;
  const f = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const min = rupeesToPaise(f.min);
    const max = rupeesToPaise(f.max);
    const share = f.share.trim() === '' ? undefined : Number(f.share);
    const next: typeof errors = {};
    if (min === null) next.min = t.badPrice;
    if (max === null) next.max = t.badPrice;
    if (share !== undefined && (!Number.isInteger(share) || share < 0 || share > 100)) next.share = t.badShare;
    if (min !== null && max !== null && min > max) next.min = t.minAboveMax;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setIsBusy(true);
    const body: ConsultSettingsValue = { min_price_paise: min!, max_price_paise: max!, ...(share === undefined ? {} : { astrologer_share_percent: share }) };
    const r = await put<ConsultSettingsValue>('/api/admin/consult_settings', body, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    setForm(toForm(r.data));
    setMessage({ ok: true, text: t.saved });
  }

  const field = (key: keyof Form, label: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={ids[key]}>{label}</label>
      <input id={ids[key]} inputMode="decimal" autoComplete="off" value={f[key]} aria-invalid={errors[key] ? true : undefined}
        aria-describedby={hint ? `${ids[key]}-hint` : undefined} onChange={(e) => setForm({ ...f, [key]: e.target.value })} />
      {hint && <p id={`${ids[key]}-hint`} className={styles.note}>{hint}</p>}
      {errors[key] && <p className={styles.error}>{errors[key]}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm}>
      <div className={styles.row}>
        {field('min', t.minPrice)}
        {field('max', t.maxPrice)}
      </div>
      {field('share', t.share, t.shareHint)}
      <Notice message={message} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={isBusy}>
          {isBusy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
