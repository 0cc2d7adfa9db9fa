'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveDetail, LiveReport } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { LiveReportFacts, PastLives } from '@/features/live/host-history';
import { HostSetup, type Devices } from '@/features/live/host-setup';
import { HostStudio } from '@/features/live/host-studio';
import { fetchLive, fetchOwnLives, fetchSummary, startLive, type OwnLive } from '@/features/live/live-api';
import { WithTime } from '@/features/live/local-time';
import { liveMessages } from '@/features/live/messages';
import { useI18n } from '@/i18n/provider';
import type { OwnApplication } from './api';
import styles from './dashboard.module.css';

type OnAir = { live: LiveDetail; stream: MediaStream | null; devices: Devices };
const running = new Set(['starting', 'live', 'reconnecting']);

/** GET /api/astrologer/lives items, whether they come as a live with its report or as `{ live, report }`. */
function normalise(items: unknown[]): OwnLive[] {
  return items.map((raw) => {
    const item = raw as OwnLive & { live?: OwnLive };
    return item.live ? { ...item.live, report: item.report ?? null } : item;
  });
}

/** Guruji Live on the dashboard: set up and go live (or announce a live), run it, then its summary and the past lives. */
export function GoLivePanel({ application }: { application: OwnApplication }) {
  const { lang } = useI18n();
  const t = liveMessages[lang].host;
  const [lives, setLives] = useState<OwnLive[] | null>(null);
  const [onAir, setOnAir] = useState<OnAir | null>(null);
  const [report, setReport] = useState<LiveReport | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await fetchOwnLives().catch(() => null);
    if (!res || isApiFailure(res)) return setLives([]);
    const list = normalise(Array.isArray(res.data) ? res.data : ((res.data as unknown as { items?: unknown[] })?.items ?? []));
    setLives(list);
    // back on the dashboard during a live (a reload): the studio takes it up again
    const current = list.find((l) => running.has(l.status));
    if (current) {
      const detail = await fetchLive(current.id).catch(() => null);
      if (detail && !isApiFailure(detail) && detail.data) setOnAir((cur) => cur ?? { live: detail.data, stream: null, devices: { video: true } });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const ended = useCallback(
    (liveId: string) => {
      setOnAir(null);
      void fetchSummary(liveId).then((res) => { if (!isApiFailure(res) && res.data) setReport(res.data); }).catch(() => {});
      void load();
    },
    [load],
  );

  async function start(liveId: string) {
    setBusyId(liveId);
    const res = await startLive(liveId).catch(() => null);
    setBusyId(null);
    if (!res || isApiFailure(res) || !res.data) return void toast.error(t.failed);
    setOnAir({ live: res.data, stream: null, devices: { video: true } });
  }

  const scheduled = (lives ?? []).filter((l) => l.status === 'scheduled');
  return (
    <section className={styles.card} aria-labelledby="go-live-title" data-testid="go-live">
      <h2 id="go-live-title">{t.title}</h2>
      {onAir ? (
        <HostStudio key={onAir.live.id} lang={lang} initial={onAir.live} stream={onAir.stream} devices={onAir.devices} onEnded={ended} />
      ) : (
        <>
          <p className={styles.hint}>{t.intro}</p>
          <HostSetup
            lang={lang}
            languages={application.languages}
            skills={application.skills}
            defaultPricePaise={application.price_per_minute_paise}
            onLive={(live, stream, devices) => setOnAir({ live, stream, devices })}
            onScheduled={() => void load()}
          />
          <h3>{t.scheduledList}</h3>
          {scheduled.length === 0 ? (
            <p className={styles.hint}>{t.noScheduled}</p>
          ) : (
            <ul data-testid="scheduled-lives">
              {scheduled.map((l) => (
                <li key={l.id}>
                  <strong>{l.title}</strong> · {l.scheduled_at && <WithTime sentence="{when}" iso={l.scheduled_at} lang={lang} />}{' '}
                  <button type="button" className="button-secondary" disabled={busyId === l.id} onClick={() => void start(l.id)}>{t.start}</button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {report && !onAir && (
        <>
          <h3>{t.summary}</h3>
          <LiveReportFacts lang={lang} report={report} />
        </>
      )}
      <h3>{t.pastLives}</h3>
      {lives && <PastLives lang={lang} lives={lives} />}
    </section>
  );
}
