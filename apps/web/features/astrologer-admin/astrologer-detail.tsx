'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { load } from './api';
import { BankDetails } from './bank-details';
import { DecisionForms } from './decision-forms';
import { astrologerAdminMessages } from './messages';
import { Badge, LoadError } from './parts';
import { PendingChanges } from './pending-changes';
import type { Application, ConsultSettingsValue } from './types';
import styles from './astrologer-admin.module.css';

/** /admin/astrologers/{id}: everything the applicant sent, the private parts on request, and the decisions. */
export function AstrologerDetail({ id }: { id: string }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.detail;
  const [app, setApp] = useState<Application | null>(null);
  const [limits, setLimits] = useState<ConsultSettingsValue | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const [a, s] = await Promise.all([load<Application>(`/api/admin/astrologers/${encodeURIComponent(id)}`, lang), load<ConsultSettingsValue>('/api/admin/consult_settings', lang)]);
    if (a.ok) {
      setApp(a.data);
      setError(null);
    } else setError(a.message);
    if (s.ok) setLimits(s.data);
  }, [id, lang]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const back = (
    <p className={styles.back}>
      <Link href="/admin/astrologers">← {m.astrologers.back}</Link>
    </p>
  );
  if (error && !app) return (<>{back}<LoadError text={error} /></>);
  if (!app) return (<>{back}<p aria-live="polite">{m.common.loading}</p></>);

  const gender = (t.genders as Record<string, string>)[app.gender] ?? app.gender;
  return (
    <section aria-labelledby="astrologer-title" className={styles.section}>
      {back}
      <h1 id="astrologer-title">
        {app.name} <Badge tone={app.status}>{m.astrologers.statuses[app.status]}</Badge>
      </h1>
      {app.status_reason && (
        <p data-testid="status-reason">
          <strong>{t.reason}:</strong> {app.status_reason}
        </p>
      )}
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="application-facts">
          <h2 id="application-facts">{t.application}</h2>
          <dl className={styles.facts}>
            <dt>{t.name}</dt>
            <dd>{app.name}</dd>
            <dt>{t.phone}</dt>
            <dd>{app.phone ?? '—'}</dd>
            <dt>{t.email}</dt>
            <dd>{app.email ?? '—'}</dd>
            <dt>{t.gender}</dt>
            <dd>{gender}</dd>
            <dt>{t.birthDate}</dt>
            <dd>{app.birth_date ?? '—'}</dd>
            <dt>{t.applied}</dt>
            <dd>{formatDateTime(app.created_at, lang)}</dd>
            <dt>{t.decided}</dt>
            <dd>{app.decided_at ? formatDateTime(app.decided_at, lang) : '—'}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="application-profile">
          <h2 id="application-profile">{t.profile}</h2>
          {app.photo_url ? <img className={styles.photo} src={app.photo_url} alt={format(t.photoAlt, { name: app.name })} /> : <p className={styles.note}>{t.noPhoto}</p>}
          <dl className={styles.facts}>
            <dt>{t.languages}</dt>
            <dd>{app.languages.join(', ')}</dd>
            <dt>{t.skills}</dt>
            <dd>{app.skills.join(', ')}</dd>
            <dt>{t.experience}</dt>
            <dd>{format(m.astrologers.years, { n: app.experience_years })}</dd>
            <dt>{t.askedPrice}</dt>
            <dd>{formatPaise(app.asked_price_per_minute_paise)}</dd>
            <dt>{t.publicPrice}</dt>
            <dd data-testid="public-price">{app.price_per_minute_paise === null ? t.notSet : formatPaise(app.price_per_minute_paise)}</dd>
            <dt>{t.chatStatus}</dt>
            <dd>{t.presence[app.chat_status]}</dd>
            <dt>{t.callStatus}</dt>
            <dd>{t.presence[app.call_status]}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="application-private">
          <h2 id="application-private">{t.identity}</h2>
          {app.has_identity_document ? (
            <>
              <p>
                <a href={`/api/admin/astrologers/${app.id}/identity_document`} download>
                  {t.identityOpen}
                </a>
              </p>
              <p className={styles.note}>{t.identityNote}</p>
            </>
          ) : (
            <p>{t.identityNone}</p>
          )}
          <h2>{t.bank}</h2>
          <BankDetails id={app.id} bank={app.bank} />
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="application-bio">
          <h2 id="application-bio">{t.biography}</h2>
          <p className={styles.bio}>{app.biography}</p>
        </section>
        {app.pending_changes && <PendingChanges app={app} onChanged={setApp} />}
        <DecisionForms app={app} limits={limits} onChanged={setApp} />
      </div>
    </section>
  );
}
