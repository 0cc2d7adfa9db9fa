'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { formatPaise } from '@/features/wallet/money';
import { isReason, post } from './api';
import { astrologerAdminMessages, type AstrologerAdminMessages } from './messages';
import { Notice } from './parts';
import type { Application } from './types';
import styles from './astrologer-admin.module.css';

const fields = ['name', 'skills', 'experience_years', 'price_per_minute_paise', 'photo_url'] as const;
type Field = (typeof fields)[number];

function current(app: Application, field: Field): unknown {
  switch (field) {
    case 'name': return app.name;
    case 'skills': return app.skills;
    case 'experience_years': return app.experience_years;
    case 'price_per_minute_paise': return app.price_per_minute_paise ?? app.asked_price_per_minute_paise;
    case 'photo_url': return app.photo_url;
  }
}

function show(field: Field, value: unknown, t: AstrologerAdminMessages, label: string): ReactNode {
  if (field === 'photo_url') return typeof value === 'string' && value ? <img className={styles.photo} src={value} alt={label} /> : t.changes.noPhoto;
  if (field === 'price_per_minute_paise') return typeof value === 'number' ? formatPaise(value) : '—';
  if (field === 'experience_years') return typeof value === 'number' ? format(t.astrologers.years, { n: value }) : '—';
  if (Array.isArray(value)) return value.join(', ');
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** Sensitive profile edits an approved astrologer asked for: now versus requested, approve or reject with a reason. */
export function PendingChanges({ app, onChanged }: { app: Application; onChanged: (app: Application) => void }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.changes;
  const id = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const changes = app.pending_changes ?? {};
  const changed = fields.filter((f) => f in changes);

  async function act(kind: 'approve' | 'reject') {
    if (kind === 'reject' && !isReason(reason)) return setMessage({ ok: false, text: m.common.reasonShort });
    setIsBusy(true);
    const r = await post<Application>(`/api/admin/astrologers/${app.id}/changes/${kind}`, kind === 'reject' ? { reason: reason.trim() } : {}, lang);
    setIsBusy(false);
    if (!r.ok) return setMessage({ ok: false, text: r.message });
    setMessage(null);
    toast.success(kind === 'approve' ? t.approved : t.rejected);
    onChanged(r.data);
  }
  const reject = (e: FormEvent) => {
    e.preventDefault();
    void act('reject');
  };

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className={styles.note}>{t.intro}</p>
      <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
        <table className={adminStyles.table} data-testid="pending-changes">
          <thead>
            <tr>
              <th scope="col">{t.field}</th>
              <th scope="col">{t.current}</th>
              <th scope="col">{t.requested}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((f) => (
              <tr key={f}>
                <th scope="row">{t.fields[f]}</th>
                <td>{show(f, current(app, f), m, t.fields[f])}</td>
                <td>{show(f, changes[f], m, t.newPhoto)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} disabled={isBusy} onClick={() => void act('approve')}>
          {t.approve}
        </button>
      </div>
      <form className={styles.inlineForm} onSubmit={reject} noValidate>
        <div className={styles.field}>
          <label htmlFor={id}>{t.reason}</label>
          <textarea id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className={styles.buttons}>
          <button type="submit" className={styles.danger} disabled={isBusy}>
            {t.reject}
          </button>
        </div>
      </form>
      <Notice message={message} />
    </section>
  );
}
