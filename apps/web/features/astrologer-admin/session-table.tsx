'use client';

import Link from 'next/link';
import type { ConsultSession } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { astrologerAdminMessages } from './messages';
import { Badge } from './parts';
import styles from './astrologer-admin.module.css';

/** Sessions as rows: who, mode, status, billed minutes, money, when, whether the meter runs; each opens its detail. */
export function SessionTable({ sessions, testId }: { sessions: ConsultSession[]; testId: string }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].consult;
  return (
    <div className={`${adminStyles.tableWrap} ${styles.scroll}`}>
      <table className={`${adminStyles.table} ${styles.table}`} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t.col.user}</th>
            <th scope="col">{t.col.astrologer}</th>
            <th scope="col">{t.col.mode}</th>
            <th scope="col">{t.col.status}</th>
            <th scope="col">{t.col.minutes}</th>
            <th scope="col">{t.col.charged}</th>
            <th scope="col">{t.col.refunded}</th>
            <th scope="col">{t.col.requested}</th>
            <th scope="col">{t.col.started}</th>
            <th scope="col">{t.col.meter}</th>
            <th scope="col">{t.col.open}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} data-session-id={s.id}>
              <th scope="row">{s.user.name}</th>
              <td>
                <Link href={`/admin/astrologers/${s.astrologer.id}`}>{s.astrologer.name}</Link>
              </td>
              <td>{t.modes[s.mode]}</td>
              <td>
                <Badge tone={s.status}>{t.statuses[s.status]}</Badge>
              </td>
              <td>{s.billed_minutes}</td>
              <td>{formatPaise(s.charged_paise)}</td>
              <td>{s.refunded_paise > 0 ? formatPaise(s.refunded_paise) : '—'}</td>
              <td>{formatDateTime(s.requested_at, lang)}</td>
              <td>{s.started_at ? formatDateTime(s.started_at, lang) : t.notStarted}</td>
              <td>{s.status === 'active' ? <Badge tone={s.paused ? 'pending' : 'active'}>{s.paused ? t.paused : t.running}</Badge> : '—'}</td>
              <td>
                <Link href={`/admin/consultations/${s.id}`} aria-label={`${t.open}: ${s.user.name} · ${s.astrologer.name}`}>
                  {t.open}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
