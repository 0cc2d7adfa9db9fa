'use client';

import Link from 'next/link';
import { useI18n } from '@/i18n/provider';
import { formatDuration } from '@/features/content/format';
import { podcastMessages } from './messages';
import { usePlayer } from './player-provider';
import styles from './podcast.module.css';

/** The bar at the bottom of every page while an episode is loaded: play/pause, ±15 s, seek, close. */
export function MiniPlayer() {
  const { lang } = useI18n();
  const t = podcastMessages[lang];
  const { current, isPlaying, position, duration, hasError, toggle, seek, stop } = usePlayer();
  if (!current) return null;
  const max = Math.max(duration, position, 1);
  return (
    <section className={styles.mini} aria-label={t.player} data-testid="mini-player">
      <div className={styles.miniInner}>
        <button type="button" className={styles.miniPlay} onClick={() => toggle()} aria-label={isPlaying ? t.pause : t.play} aria-pressed={isPlaying}>
          <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
        </button>
        <div className={styles.miniText}>
          <span className={styles.miniLabel}>{t.nowPlaying}</span>
          <Link href={current.href} className={styles.miniTitle}>
            {current.title}
          </Link>
          {hasError && (
            <span role="alert" className={styles.miniError}>
              {t.error}
            </span>
          )}
        </div>
        <div className={styles.miniSeek}>
          <button type="button" className={styles.miniSkip} onClick={() => seek(position - 15)} aria-label={t.back15}>
            −15
          </button>
          <input
            type="range"
            min={0}
            max={Math.ceil(max)}
            step={1}
            value={Math.floor(position)}
            onChange={(e) => seek(Number(e.target.value))}
            aria-label={t.seek}
            aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
          />
          <button type="button" className={styles.miniSkip} onClick={() => seek(position + 15)} aria-label={t.forward15}>
            +15
          </button>
          <span className={styles.miniTime} aria-hidden="true">
            {formatDuration(position)} / {formatDuration(duration)}
          </span>
        </div>
        <button type="button" className={styles.miniClose} onClick={stop} aria-label={t.close}>
          ×
        </button>
      </div>
    </section>
  );
}
