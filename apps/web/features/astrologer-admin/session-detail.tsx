'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { load } from './api';
import { EndSession } from './end-session';
import { astrologerAdminMessages } from './messages';
import { Badge, LoadError } from './parts';
import { SessionRefundForm } from './session-refund-form';
import { Transcript } from './transcript';
import type { SessionDetailData } from './types';
import styles from './astrologer-admin.module.css';

const LIVE = new Set(['requested', 'accepted', 'active']);

/** /admin/consultations/{id}: the session's facts, intake, full transcript and charges; refund and end. */
export function SessionDetail({ id }: { id: string }) {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.session;
  const c = m.consult;
  const [data, setData] = useState<SessionDetailData | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const r = await load<SessionDetailData>(`/api/admin/consult/sessions/${encodeURIComponent(id)}`, lang);
    if (r.ok) {
      setData(r.data);
      setError(null);
    } else setError(r.message);
  }, [id, lang]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const back = (
    <p className={styles.back}>
      <Link href="/admin/consultations/all">← {c.back}</Link>
    </p>
  );
  if (error && !data) return (<>{back}<LoadError text={error} /></>);
  if (!data) return (<>{back}<p aria-live="polite">{m.common.loading}</p></>);

  const s = data.session;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const gender = (m.detail.genders as Record<string, string>)[s.intake.gender] ?? s.intake.gender;
  const refundable = Math.max(0, s.charged_paise - s.refunded_paise);
  return (
    <section aria-labelledby="session-title" className={styles.section}>
      {back}
      <h1 id="session-title">
        {format(t.title, { mode: c.modes[s.mode], user: s.user.name, astrologer: s.astrologer.name })} <Badge tone={s.status}>{c.statuses[s.status]}</Badge>
      </h1>
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="session-facts">
          <h2 id="session-facts">{t.facts}</h2>
          <dl className={styles.facts}>
            <dt>{t.id}</dt>
            <dd className={styles.mono}>{s.id}</dd>
            <dt>{c.col.user}</dt>
            <dd>{s.user.name}</dd>
            <dt>{c.col.astrologer}</dt>
            <dd><Link href={`/admin/astrologers/${s.astrologer.id}`}>{s.astrologer.name}</Link></dd>
            <dt>{t.price}</dt>
            <dd>{formatPaise(s.price_per_minute_paise)}</dd>
            <dt>{t.cap}</dt>
            <dd>{s.spending_cap_paise === null ? t.noCap : formatPaise(s.spending_cap_paise)}</dd>
            <dt>{t.minutes}</dt>
            <dd>{s.billed_minutes}</dd>
            <dt>{t.metered}</dt>
            <dd>{format(t.seconds, { m: Math.floor(s.metered_seconds / 60), s: s.metered_seconds % 60 })}{s.status === 'active' && s.paused ? ` · ${c.paused}` : ''}</dd>
            <dt>{t.charged}</dt>
            <dd data-testid="session-charged">{formatPaise(s.charged_paise)}</dd>
            <dt>{t.refunded}</dt>
            <dd data-testid="session-refunded">{formatPaise(s.refunded_paise)}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="session-times">
          <h2 id="session-times">{t.intake}</h2>
          <dl className={styles.facts}>
            <dt>{t.intakeName}</dt>
            <dd>{s.intake.name}</dd>
            <dt>{t.intakeGender}</dt>
            <dd>{gender}</dd>
            <dt>{t.intakeBirth}</dt>
            <dd>{[s.intake.birth_date, s.intake.birth_time].filter(Boolean).join(' ')}</dd>
            <dt>{t.intakePlace}</dt>
            <dd>{s.intake.birth_place || '—'}</dd>
            <dt>{t.intakeTopic}</dt>
            <dd className={styles.bio}>{s.intake.topic}</dd>
          </dl>
          <dl className={styles.facts}>
            <dt>{t.requestedAt}</dt>
            <dd>{when(s.requested_at)}</dd>
            <dt>{t.acceptedAt}</dt>
            <dd>{when(s.accepted_at)}</dd>
            <dt>{t.firstReplyAt}</dt>
            <dd>{when(s.first_reply_at)}</dd>
            <dt>{t.startedAt}</dt>
            <dd>{when(s.started_at)}</dd>
            <dt>{t.endedAt}</dt>
            <dd>{when(s.ended_at)}</dd>
            {s.end_reason && (
              <>
                <dt>{t.endReason}</dt>
                <dd>{t.endReasons[s.end_reason]}</dd>
              </>
            )}
            {s.reject_reason && (
              <>
                <dt>{t.rejectReason}</dt>
                <dd>{s.reject_reason}</dd>
              </>
            )}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="session-money">
          <h2 id="session-money">{t.charges}</h2>
          {data.charges.length === 0 ? (
            <p>{t.noCharges}</p>
          ) : (
            <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
              <table className={`${adminStyles.table} ${styles.table}`} data-testid="session-charges">
                <thead>
                  <tr>
                    <th scope="col">{t.chargeCol.at}</th>
                    <th scope="col">{t.chargeCol.kind}</th>
                    <th scope="col">{t.chargeCol.description}</th>
                    <th scope="col">{t.chargeCol.amount}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.charges.map((ch, i) => (
                    <tr key={`${ch.at}-${i}`}>
                      <td>{formatDateTime(ch.at, lang)}</td>
                      <td>{t.chargeKinds[ch.kind] ?? ch.kind}</td>
                      <td className={styles.wrap}>{ch.description}</td>
                      <td>{ch.amount_paise < 0 ? `−${formatPaise(-ch.amount_paise)}` : formatPaise(ch.amount_paise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <SessionRefundForm key={refundable} sessionId={s.id} refundablePaise={refundable} onDone={() => void reload()} />
          {LIVE.has(s.status) && <EndSession sessionId={s.id} onDone={() => void reload()} />}
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="session-transcript">
          <h2 id="session-transcript">{t.transcript}</h2>
          <Transcript messages={data.messages} />
        </section>
      </div>
    </section>
  );
}
