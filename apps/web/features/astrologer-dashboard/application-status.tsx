'use client';

import Link from 'next/link';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { formatDateTime } from '@/features/wallet/money';
import type { OwnApplication } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

/**
 * The application's state as the applicant sees it: pending, rejected or suspended with the admin's reason,
 * or approved (with a way into the dashboard when shown elsewhere).
 */
export function ApplicationStatusCard({ application, m, showDashboardLink = false }: { application: OwnApplication; m: DashboardMessages; showDashboardLink?: boolean }) {
  const { lang } = useI18n();
  const s = m.status;
  const { status } = application;
  const title = { pending: s.pendingTitle, rejected: s.rejectedTitle, suspended: s.suspendedTitle, approved: s.approvedTitle }[status];
  const body = { pending: s.pendingBody, rejected: s.rejectedBody, suspended: s.suspendedBody, approved: s.approvedBody }[status];
  return (
    <section className={`${styles.card} ${styles[`status_${status}`] ?? ''}`} aria-labelledby="application-status-title" data-testid="application-status" data-status={status}>
      <h2 id="application-status-title">{title}</h2>
      <p>{body}</p>
      {application.status_reason && (status === 'rejected' || status === 'suspended') && <p className={styles.reason}>{format(s.reason, { reason: application.status_reason })}</p>}
      <p className={styles.hint}>
        {format(s.submittedOn, { date: formatDateTime(application.created_at, lang) })}
        {application.decided_at && status !== 'pending' ? ` · ${format(s.decidedOn, { date: formatDateTime(application.decided_at, lang) })}` : ''}
      </p>
      {(status === 'rejected' || status === 'suspended') && (
        <p>
          <Link href="/support">{s.support}</Link>
        </p>
      )}
      {showDashboardLink && (
        <p>
          <Link href="/astrologer" className="button">
            {s.dashboard}
          </Link>
        </p>
      )}
    </section>
  );
}
