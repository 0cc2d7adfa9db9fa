'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { format } from '@/i18n';
import styles from './home.module.css';

export type Banner = { id: string; title: string; summary?: string; image?: string; href?: string; cta?: string };

/** The carousel's own words, in the page's language (passed by the server page, so no dictionary is downloaded). */
export type CarouselLabels = { carousel: string; slide: string; previousSlide: string; nextSlide: string; goToSlide: string; pause: string; play: string };

const SLIDE_MS = 6000;

/**
 * The home carousel (WAI-ARIA carousel pattern): previous/next and dot buttons, a pause button, autoplay
 * that stops while the pointer or focus is inside and never starts for visitors who prefer reduced motion.
 */
export function BannerCarousel({ banners, pictures, labels: t }: { banners: Banner[]; pictures: ReactNode[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const count = banners.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setIsPaused(true);
  }, []);
  useEffect(() => {
    if (isPaused || isHeld || count < 2) return;
    const timer = setTimeout(() => go(index + 1), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, isPaused, isHeld, count, go]);

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.carousel}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setIsHeld(false)}
    >
      <div className={styles.slides} aria-live={isPaused ? 'polite' : 'off'}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={format(t.slide, { n: i + 1, total: count })}
            hidden={i !== index}
          >
            {pictures[i]}
            <div className={`container ${styles.slideText}`}>
              {i === 0 ? <h1 className={styles.slideTitle}>{b.title}</h1> : <h2 className={styles.slideTitle}>{b.title}</h2>}
              {b.summary && <p>{b.summary}</p>}
              {b.href && (
                <Link href={b.href} className="button">
                  {b.cta ?? b.title}
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" onClick={() => setIsPaused((p) => !p)} aria-label={isPaused ? t.play : t.pause} className={styles.control}>
            <span aria-hidden="true">{isPaused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" onClick={() => go(index - 1)} aria-label={t.previousSlide} className={styles.control}>
            <span aria-hidden="true">‹</span>
          </button>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={styles.dot}
              aria-label={format(t.goToSlide, { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" onClick={() => go(index + 1)} aria-label={t.nextSlide} className={styles.control}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
