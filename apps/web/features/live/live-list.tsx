'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { LiveList as LiveListData, LiveSummary } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { AstrologerPhoto } from '@/features/astrologers/astrologer-photo';
import { loadSocket } from '@/features/realtime/load-socket';
import type { AppSocket } from '@/features/realtime/socket';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { languageLabel, rupees, viewersText } from './format';
import { fetchLives } from './live-api';
import { WithTime } from './local-time';
import { liveMessages } from './messages';
import { RemindButton } from './remind-button';
import styles from './live.module.css';

const SOCKET_GRACE_MS = 1500;

/**
 * The live list, server-rendered and then kept current: the page watches the `lives` room and re-reads
 * GET /api/lives whenever the server says the list changed (and after each reconnect).
 */
export function LiveList({ initial }: { initial: LiveListData }) {
  const { lang } = useI18n();
  const t = liveMessages[lang].list;
  const [list, setList] = useState(initial);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let isCancelled = false;
    let socket: AppSocket | null = null;
    const reload = () => {
      clearTimeout(pending.current);
      // several changes in a burst (viewer counts) make one read
      pending.current = setTimeout(() => {
        fetchLives()
          .then((res) => { if (!isCancelled && !isApiFailure(res) && res.data) setList(res.data); })
          .catch(() => {});
      }, 300);
    };
    const onConnect = () => {
      clearTimeout(fallback);
      socket?.emit('live:watch-list');
      reload();
    };
    const fallback = setTimeout(reload, SOCKET_GRACE_MS);
    void loadSocket().then((s) => {
      if (isCancelled) return;
      socket = s;
      s.on('connect', onConnect);
      s.on('live:list-changed', reload);
      if (s.connected) onConnect();
    });
    return () => {
      isCancelled = true;
      clearTimeout(fallback);
      clearTimeout(pending.current);
      socket?.off('connect', onConnect);
      socket?.off('live:list-changed', reload);
    };
  }, []);

  return (
    <>
      <section aria-labelledby="live-now-title" className={styles.listSection}>
        <h2 id="live-now-title">{t.liveNow}</h2>
        {list.live.length === 0 ? (
          <div className={styles.empty}>
            <p>{t.emptyLive}</p>
            <p className={styles.row}>
              <Link className="button-secondary" href="/astrology-services/talk-to-astrologer">{t.talkInstead}</Link>
              <Link className="button-secondary" href="/astrology-services/chat-with-astrologer">{t.chatInstead}</Link>
            </p>
          </div>
        ) : (
          <ul className={styles.cards} data-testid="live-now">
            {list.live.map((l) => <LiveCard key={l.id} live={l} />)}
          </ul>
        )}
      </section>
      <section aria-labelledby="live-upcoming-title" className={styles.listSection}>
        <h2 id="live-upcoming-title">{t.upcoming}</h2>
        {list.upcoming.length === 0 ? (
          <p className={styles.empty}>{t.emptyUpcoming}</p>
        ) : (
          <ul className={styles.cards} data-testid="live-upcoming">
            {list.upcoming.map((l) => (
              <li key={l.id} className={styles.card}>
                <div className={styles.cardTop}>
                  <AstrologerPhoto name={l.astrologer.name} src={l.astrologer.photo_url} size={64} />
                  <div className={styles.cardText}>
                    <h3 className={styles.cardName}>{l.astrologer.name}</h3>
                    <p className={styles.cardTitle}>{l.title}</p>
                    <p className={styles.hint}>{[l.topic, languageLabel(l.language, lang), format(t.perMinute, { price: rupees(l.price_per_minute_paise) })].join(' · ')}</p>
                    {l.scheduled_at && <p className={styles.when}><WithTime sentence={t.startsAt} iso={l.scheduled_at} lang={lang} /></p>}
                  </div>
                </div>
                <RemindButton lang={lang} liveId={l.id} name={l.astrologer.name} initial={l.reminder} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className={styles.hint}>{t.updatesNote}</p>
    </>
  );
}

function LiveCard({ live }: { live: LiveSummary }) {
  const { lang } = useI18n();
  const t = liveMessages[lang].list;
  return (
    <li className={styles.card}>
      <Link href={`/live/${live.id}`} className={styles.cardLink} aria-label={format(t.watchLive, { name: live.astrologer.name })}>
        <div className={styles.cardTop}>
          <span className={styles.cardPhoto}>
            <AstrologerPhoto name={live.astrologer.name} src={live.astrologer.photo_url} size={72} />
            <span className={live.status === 'reconnecting' ? styles.reconnectingBadge : styles.liveBadge}>{live.status === 'reconnecting' ? t.reconnecting : live.status === 'starting' ? t.starting : t.live}</span>
          </span>
          <div className={styles.cardText}>
            <h3 className={styles.cardName}>{live.astrologer.name}</h3>
            <p className={styles.cardTitle}>{live.title}</p>
            <p className={styles.hint}>{[live.topic, languageLabel(live.language, lang)].join(' · ')}</p>
            <p className={styles.cardFacts}>
              <span>👁 {viewersText(live.viewer_count, lang)}</span>
              <span>{format(t.perMinute, { price: rupees(live.price_per_minute_paise) })}</span>
            </p>
          </div>
        </div>
        <span className={`button ${styles.watch}`} aria-hidden="true">{t.watch}</span>
      </Link>
    </li>
  );
}
