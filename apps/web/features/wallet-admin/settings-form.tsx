'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { walletSettingsSchema, type WalletSettings } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure, putJson } from '@/features/api/client';
import adminStyles from '@/features/admin/admin.module.css';
import { walletAdminMessages } from './messages';
import styles from './wallet-admin.module.css';

type Errors = Record<string, string>;
const pathKey = (path: PropertyKey[]) => path.map(String).join('.');

/** /admin/payments/settings: packs, bonus %, GST rate, limits, spending order and invoice company details. */
export function SettingsForm() {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const s = t.settings;
  const [value, setValue] = useState<WalletSettings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    getJson<{ data: WalletSettings }>('/api/admin/wallet/settings')
      .then((r) => (isApiFailure(r) ? setLoadError(apiErrorOf(r).message ?? t.failed) : setValue(r.data)))
      .catch(() => setLoadError(t.failed));
  }, [t.failed]);

  if (loadError) return <p role="alert" className={adminStyles.errorText}>{loadError}</p>;
  if (!value) return <p aria-live="polite">…</p>;
  const v = value;
  const set = (patch: Partial<WalletSettings>) => setValue({ ...v, ...patch });
  const setCompany = (patch: Partial<WalletSettings['company']>) => setValue({ ...v, company: { ...v.company, ...patch } });
  const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const parsed = walletSettingsSchema.safeParse(v);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[pathKey(issue.path)] ??= issue.message;
      setErrors(next);
      return setMessage({ ok: false, text: s.invalid });
    }
    setErrors({});
    setIsBusy(true);
    try {
      const res = await putJson<{ data: WalletSettings }>('/api/admin/wallet/settings', parsed.data);
      if (isApiFailure(res)) setMessage({ ok: false, text: apiErrorOf(res).message ?? t.actionFailed });
      else {
        setValue(res.data);
        setMessage({ ok: true, text: s.saved });
      }
    } catch {
      setMessage({ ok: false, text: t.actionFailed });
    }
    setIsBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.panel}>
      <fieldset className={styles.field}>
        <legend>{s.packs}</legend>
        {v.packs.map((p, i) => (
          <div className={styles.row} key={i}>
            <Field label={format(s.packAmount, { n: i + 1 })} error={errors[`packs.${i}.amount`]}>
              {(id, invalid) => (
                <input id={id} inputMode="numeric" aria-invalid={invalid} value={Number.isNaN(p.amount) ? '' : p.amount}
                  onChange={(e) => set({ packs: v.packs.map((q, j) => (j === i ? { ...q, amount: num(e.target.value) } : q)) })} />
              )}
            </Field>
            <Field label={format(s.packBonus, { n: i + 1 })} error={errors[`packs.${i}.bonus_percent`]}>
              {(id, invalid) => (
                <input id={id} inputMode="decimal" aria-invalid={invalid} value={Number.isNaN(p.bonus_percent) ? '' : p.bonus_percent}
                  onChange={(e) => set({ packs: v.packs.map((q, j) => (j === i ? { ...q, bonus_percent: num(e.target.value) } : q)) })} />
              )}
            </Field>
            <button type="button" className={styles.linkButton} onClick={() => set({ packs: v.packs.filter((_, j) => j !== i) })}>
              {format(s.removePack, { n: i + 1 })}
            </button>
          </div>
        ))}
        {errors.packs && <p className={styles.fieldError}>{errors.packs}</p>}
        <button type="button" className={styles.linkButton} onClick={() => set({ packs: [...v.packs, { amount: Number.NaN, bonus_percent: 0 }] })}>
          {s.addPack}
        </button>
      </fieldset>
      <div className={styles.row}>
        <NumberField label={s.customBonus} value={v.custom_bonus_percent} error={errors.custom_bonus_percent} onChange={(n) => set({ custom_bonus_percent: n })} />
        <NumberField label={s.minAmount} value={v.min_amount} error={errors.min_amount ?? errors['']} onChange={(n) => set({ min_amount: n })} />
        <NumberField label={s.maxAmount} value={v.max_amount} error={errors.max_amount} onChange={(n) => set({ max_amount: n })} />
        <NumberField label={s.gstRate} value={v.gst_rate_percent} error={errors.gst_rate_percent} onChange={(n) => set({ gst_rate_percent: n })} />
      </div>
      <Field label={s.spendOrder} error={errors.spend_order}>
        {(id) => (
          <select id={id} value={v.spend_order} onChange={(e) => set({ spend_order: e.target.value as WalletSettings['spend_order'] })}>
            <option value="real_first">{s.realFirst}</option>
            <option value="promotional_first">{s.promoFirst}</option>
          </select>
        )}
      </Field>
      <fieldset className={styles.field}>
        <legend>{s.company}</legend>
        {(
          [
            ['legal_name', s.legalName],
            ['gstin', s.gstin],
            ['address', s.address],
            ['state', s.state],
            ['state_code', s.stateCode],
            ['email', s.email],
            ['sac_code', s.sacCode],
            ['invoice_prefix', s.invoicePrefix],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} label={label} error={errors[`company.${key}`]}>
            {(id, invalid) => <input id={id} aria-invalid={invalid} value={v.company[key]} onChange={(e) => setCompany({ [key]: e.target.value })} />}
          </Field>
        ))}
      </fieldset>
      {message && (
        <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isBusy}>
        {isBusy ? s.saving : s.save}
      </button>
    </form>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: (id: string, invalid: true | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? true : undefined)}
      {error && <p className={styles.fieldError}>{error}</p>}
    </div>
  );
}

function NumberField({ label, value, error, onChange }: { label: string; value: number; error?: string; onChange: (n: number) => void }) {
  return (
    <Field label={label} error={error}>
      {(id, invalid) => (
        <input id={id} inputMode="decimal" aria-invalid={invalid} value={Number.isNaN(value) ? '' : value}
          onChange={(e) => onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))} />
      )}
    </Field>
  );
}
