'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { storyMessages } from './messages';
import styles from './stories.module.css';

export type StoryPage = { image: string; heading: string; text?: string; durationMs?: number; link?: string };

const DEFAULT_MS = 6000;
const SWIPE_PX = 50;

/**
 * A full-screen web story: progress bars, tap the left third to go back and elsewhere to go on, swipe on
 * touch screens, ← → and Space on the keyboard, a pause button. Pages advance by themselves unless paused
 * (or the visitor prefers reduced motion); the last page offers "watch again" and the story's link.
 */
export function StoryViewer({ title, pages, closeHref }: { title: string; pages: StoryPage[]; closeHref: string }) {
  const { lang } = useI18n();
  const t = storyMessages[lang];
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const [cycle, setCycle] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = pages.length;
  const isLast = index === total - 1;
  const page = pages[index];

  const go = useCallback(
    (i: number) => {
      setIndex(Math.max(0, Math.min(total - 1, i)));
      setCycle((c) => c + 1);
    },
    [total],
  );

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setIsPaused(true);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
      else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement || e.target instanceof HTMLAnchorElement)) {
        e.preventDefault();
        setIsPaused((p) => !p);
      } else return;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, y: e.clientY };
    setIsHeld(true);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    setIsHeld(false);
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) return go(dx < 0 ? index + 1 : index - 1);
    if (Math.abs(dx) > 10 || Math.abs(dy) > 10) return;
    const rect = e.currentTarget.getBoundingClientRect();
    go(e.clientX - rect.left < rect.width / 3 ? index - 1 : index + 1);
  };

  return (
    <div className={styles.viewer} aria-roledescription={t.story} aria-label={title}>
      <div className={styles.bars} aria-hidden="true">
        {pages.map((p, i) => (
          <span key={i} className={styles.bar}>
            <span
              key={i === index ? `run-${cycle}` : 'still'}
              className={`${styles.fill} ${i < index ? styles.done : ''} ${i === index ? styles.running : ''}`}
              style={i === index ? { animationDuration: `${p.durationMs ?? DEFAULT_MS}ms`, animationPlayState: isPaused || isHeld ? 'paused' : 'running' } : undefined}
              onAnimationEnd={i === index && !isLast ? () => go(index + 1) : undefined}
              data-testid={i === index ? 'story-progress-current' : undefined}
            />
          </span>
        ))}
      </div>
      <div className={styles.top}>
        <p className={styles.counter} aria-live="polite" data-testid="story-counter">
          {format(t.pageOf, { n: index + 1, total })}
        </p>
        <button type="button" className={styles.iconButton} onClick={() => setIsPaused((p) => !p)} aria-pressed={isPaused} aria-label={isPaused ? t.play : t.pause}>
          <span aria-hidden="true">{isPaused ? '▶' : '❚❚'}</span>
        </button>
        <Link href={closeHref} className={styles.iconButton} aria-label={t.close}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>

      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => setIsHeld(false)} data-testid="story-stage">
        {pages.map((p, i) => (
          <section key={i} className={styles.page} hidden={i !== index} aria-label={format(t.pageOf, { n: i + 1, total })}>
            <Image src={p.image} alt="" fill sizes="(max-width: 600px) 100vw, 480px" preload={i === 0} loading={i <= 1 ? 'eager' : 'lazy'} className={styles.image} />
            <div className={styles.caption}>
              {i === 0 ? <h1>{p.heading}</h1> : <h2>{p.heading}</h2>}
              {p.text && <p>{p.text}</p>}
            </div>
          </section>
        ))}
      </div>

      <div className={styles.bottom}>
        <button type="button" className={styles.navButton} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        {isLast ? (
          <div className={styles.endActions}>
            {page.link && (
              <Link href={page.link} className="button">
                {t.readMore}
              </Link>
            )}
            <button type="button" className={styles.replay} onClick={() => go(0)}>
              {t.replay}
            </button>
            <Link href={closeHref} className={styles.replay}>
              {t.moreStories}
            </Link>
          </div>
        ) : (
          <p className={styles.help}>{t.help}</p>
        )}
        <button type="button" className={styles.navButton} onClick={() => go(index + 1)} disabled={isLast} aria-label={t.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
