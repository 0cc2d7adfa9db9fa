'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onDemand } from '@/features/ui/on-demand';
import type { Episode } from './episode';

// the mini player's code is fetched when an episode is first loaded, not with every page
const MiniPlayer = onDemand(() => import('./mini-player').then((m) => m.MiniPlayer));

type PlayerValue = {
  current: Episode | null;
  isPlaying: boolean;
  /** seconds */
  position: number;
  /** seconds; from the file once known, else the episode's declared length */
  duration: number;
  hasError: boolean;
  play: (episode: Episode) => void;
  toggle: (episode?: Episode) => void;
  seek: (seconds: number) => void;
  stop: () => void;
};

const PlayerContext = createContext<PlayerValue | null>(null);

export function usePlayer(): PlayerValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer() needs <PlayerProvider> (mounted by the site layout).');
  return value;
}

/**
 * One <audio> element for the whole site, mounted by the site layout so it survives client-side page
 * changes: an episode keeps playing while the visitor reads on. The mini player shows while something is loaded.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<Episode | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [hasError, setHasError] = useState(false);

  const start = useCallback((audio: HTMLAudioElement) => {
    audio.play().catch(() => setIsPlaying(false));
  }, []);

  const play = useCallback(
    (episode: Episode) => {
      const audio = audioRef.current;
      if (!audio) return;
      setHasError(false);
      if (current?.audioUrl !== episode.audioUrl) {
        setCurrent(episode);
        setPosition(0);
        setDuration(episode.durationSeconds ?? 0);
        audio.src = episode.audioUrl;
      }
      start(audio);
    },
    [current, start],
  );

  const toggle = useCallback(
    (episode?: Episode) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (episode && episode.audioUrl !== current?.audioUrl) return play(episode);
      if (audio.paused) start(audio);
      else audio.pause();
    },
    [current, play, start],
  );

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(seconds)) return;
    const max = Number.isFinite(audio.duration) ? audio.duration : seconds;
    audio.currentTime = Math.max(0, Math.min(seconds, max));
    setPosition(audio.currentTime);
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    setCurrent(null);
    setIsPlaying(false);
    setPosition(0);
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => setIsPlaying(true);
    const onPause = () => setIsPlaying(false);
    const onTime = () => setPosition(audio.currentTime);
    const onMeta = () => Number.isFinite(audio.duration) && setDuration(audio.duration);
    const onError = () => {
      if (audio.getAttribute('src')) setHasError(true);
      setIsPlaying(false);
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onPause);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('loadedmetadata', onMeta);
    audio.addEventListener('error', onError);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('loadedmetadata', onMeta);
      audio.removeEventListener('error', onError);
    };
  }, []);

  const value = useMemo(
    () => ({ current, isPlaying, position, duration, hasError, play, toggle, seek, stop }),
    [current, isPlaying, position, duration, hasError, play, toggle, seek, stop],
  );

  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio ref={audioRef} preload="none" data-testid="podcast-audio" />
      {current && <MiniPlayer />}
    </PlayerContext.Provider>
  );
}
