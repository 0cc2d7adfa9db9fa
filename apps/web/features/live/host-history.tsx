'use client';

import type { LiveReport } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { durationLabel, rupees } from './format';
import type { OwnLive } from './live-api';
import { LocalTime } from './local-time';
import { liveMessages } from './messages';
import styles from './live.module.css';

/** The numbers of one finished live: duration, viewers, gifts, calls and earnings. */
export function LiveReportFacts({ lang, report }: { lang: Locale; report: LiveReport }) {
  const t = liveMessages[lang].host;
  const rows: [string, string][] = [
    [t.duration, durationLabel(report.duration_seconds, lang)],
    [t.peakViewers, String(report.peak_viewers)],
    [t.totalViewers, String(report.total_viewers)],
    [t.gifts, format(t.giftsValue, { n: report.gifts_count, amount: rupees(report.gifts_paise) })],
    [t.calls, format(t.callsValue, { n: report.calls, minutes: report.call_minutes, amount: rupees(report.calls_paise) })],
    [t.earnings, rupees(report.earnings_paise)],
  ];
  return (
    <dl className={styles.facts} data-testid="live-report">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The astrologer's past lives with their numbers (GET /api/astrologer/lives). */
export function PastLives({ lang, lives }: { lang: Locale; lives: OwnLive[] }) {
  const t = liveMessages[lang].host;
  const past = lives.filter((l) => l.status === 'ended');
  if (!past.length) return <p className={styles.muted}>{t.noPast}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="past-lives">
        <thead>
          <tr>
            <th scope="col">{t.liveTitle}</th>
            <th scope="col">{t.started}</th>
            <th scope="col">{t.duration}</th>
            <th scope="col">{t.peakViewers}</th>
            <th scope="col">{t.gifts}</th>
            <th scope="col">{t.calls}</th>
            <th scope="col">{t.earnings}</th>
          </tr>
        </thead>
        <tbody>
          {past.map((l) => (
            <tr key={l.id}>
              <td>{l.title}</td>
              <td>{l.started_at ? <LocalTime iso={l.started_at} lang={lang} /> : '—'}</td>
              <td>{l.report ? durationLabel(l.report.duration_seconds, lang) : '—'}</td>
              <td>{l.report?.peak_viewers ?? '—'}</td>
              <td>{l.report ? rupees(l.report.gifts_paise) : '—'}</td>
              <td>{l.report ? `${l.report.calls} (${l.report.call_minutes} min)` : '—'}</td>
              <td>{l.report ? rupees(l.report.earnings_paise) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
