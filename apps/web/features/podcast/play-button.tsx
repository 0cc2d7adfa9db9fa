'use client';

import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import type { Episode } from './episode';
import { podcastMessages } from './messages';
import { usePlayer } from './player-provider';
import styles from './podcast.module.css';

/** Plays (or pauses) an episode in the site-wide player. */
export function PlayButton({ episode, label }: { episode: Episode; label?: string }) {
  const { lang } = useI18n();
  const t = podcastMessages[lang];
  const { current, isPlaying, toggle } = usePlayer();
  const isThis = current?.audioUrl === episode.audioUrl;
  const isOn = isThis && isPlaying;
  return (
    <button
      type="button"
      className={`button ${styles.playButton}`}
      onClick={() => toggle(episode)}
      aria-pressed={isOn}
      aria-label={format(isOn ? t.pauseEpisode : t.playEpisode, { title: episode.title })}
    >
      <span aria-hidden="true">{isOn ? '❚❚' : '▶'}</span>
      <span>{isOn ? t.pause : (label ?? t.play)}</span>
    </button>
  );
}
