'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { homeMessages } from './messages';
import styles from './home.module.css';

export type Banner = { id: string; title: string; summary?: string; image?: string; href?: string; cta?: string };

const SLIDE_MS = 6000;

/**
 * The home carousel (WAI-ARIA carousel pattern): previous/next and dot buttons, a pause button, autoplay
 * that stops while the pointer or focus is inside and never starts for visitors who prefer reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { lang } = useI18n();
  const t = homeMessages[lang];
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
            {b.image && <Image src={b.image} alt="" fill sizes="100vw" preload={i === 0} loading={i === 0 ? undefined : 'lazy'} className={styles.slideImage} />}
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
