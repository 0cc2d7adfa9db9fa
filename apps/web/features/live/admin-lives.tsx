'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveSummary } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { useConfirm } from '@/features/ui/confirm-dialog';
import adminStyles from '@/features/admin/admin.module.css';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { adminEndLive, fetchAdminLives, listOf } from './live-api';
import { LocalTime } from './local-time';
import { liveMessages } from './messages';
import styles from './live.module.css';

const STATUSES = ['scheduled', 'starting', 'live', 'reconnecting', 'ended'] as const;
type Row = LiveSummary & { peak_viewers?: number };

/** /admin/lives: every live with a status filter; an admin can end a running one. */
export function AdminLives() {
  const { lang } = useI18n();
  const t = liveMessages[lang].admin;
  const statuses = liveMessages[lang].host.statuses;
  const statusId = useId();
  const [status, setStatus] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmDialog, ask] = useConfirm();

  const load = useCallback(async () => {
    const res = await fetchAdminLives(status).catch(() => null);
    if (!res || isApiFailure(res)) return setError((res && isApiFailure(res) && apiErrorOf(res).message) || t.failed);
    setError(null);
    // rows come as `{ live, report }` (GET /api/admin/lives) or as plain lives
    const raw = listOf(res.data as unknown as Array<Row | { live: Row; report?: { peak_viewers: number } }> | { items: Row[] });
    setRows(raw.map((r) => ('live' in r ? { ...r.live, peak_viewers: r.report?.peak_viewers } : r)));
  }, [status, t.failed]);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(row: Row) {
    if (!(await ask({ message: format(t.confirmEnd, { title: row.title }), confirmLabel: t.end, isDanger: true }))) return;
    setBusyId(row.id);
    const res = await adminEndLive(row.id).catch(() => null);
    setBusyId(null);
    if (!res || isApiFailure(res)) return void toast.error((res && isApiFailure(res) && apiErrorOf(res).message) || t.failed);
    toast.success(t.ended);
    void load();
  }

  return (
    <section aria-labelledby="admin-lives-title" className={styles.stack}>
      <h1 id="admin-lives-title">{t.livesTitle}</h1>
      <p>{t.livesIntro}</p>
      <div className={adminStyles.toolbar}>
        <label htmlFor={statusId}>{t.status}</label>
        <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t.any}</option>
          {STATUSES.map((s) => <option key={s} value={s}>{statuses[s]}</option>)}
        </select>
      </div>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {!rows && !error && <p aria-live="polite">{t.loading}</p>}
      {rows && (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table} data-testid="admin-lives">
            <thead>
              <tr>
                <th scope="col">{t.title}</th>
                <th scope="col">{t.astrologer}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.started}</th>
                <th scope="col">{t.viewers}</th>
                <th scope="col"><span className={adminStyles.srOnly}>{t.end}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td><Link href={`/live/${r.id}`}>{r.title}</Link></td>
                  <td>{r.astrologer.name}</td>
                  <td>{statuses[r.status] ?? r.status}</td>
                  <td>{r.started_at ? <LocalTime iso={r.started_at} lang={lang} /> : r.scheduled_at ? <LocalTime iso={r.scheduled_at} lang={lang} /> : '—'}</td>
                  <td>{r.viewer_count}{r.peak_viewers !== undefined ? ` (${r.peak_viewers})` : ''}</td>
                  <td>
                    {r.status !== 'ended' && (
                      <button type="button" disabled={busyId === r.id} onClick={() => void end(r)} aria-label={`${t.end}: ${r.title}`}>{t.end}</button>
                    )}
                  </td>
                </tr>
              ))}
              {!rows.length && <tr><td colSpan={6}>{t.none}</td></tr>}
            </tbody>
          </table>
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
