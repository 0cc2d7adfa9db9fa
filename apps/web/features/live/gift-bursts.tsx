'use client';

import { useEffect, useRef, useState } from 'react';
import type { LiveGiftEvent } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { GiftIcon } from './gift-tray';
import { liveMessages } from './messages';
import styles from './live.module.css';

const SHOW_MS = 3500;

/**
 * A short animation over the video for every gift anyone sends (the CSS turns the motion off for visitors who
 * prefer reduced motion; the line still shows). Screen readers hear each gift once.
 */
export function GiftBursts({ lang, gifts }: { lang: Locale; gifts: LiveGiftEvent[] }) {
  const t = liveMessages[lang].gifts;
  const [shown, setShown] = useState<LiveGiftEvent[]>([]);
  const seen = useRef(new Set<string>());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const fresh = gifts.filter((g) => !seen.current.has(g.id));
    if (!fresh.length) return;
    for (const g of fresh) seen.current.add(g.id);
    setShown((list) => [...list, ...fresh].slice(-4));
    timers.current.push(setTimeout(() => setShown((list) => list.filter((g) => !fresh.includes(g))), SHOW_MS));
  }, [gifts]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return (
    <div className={styles.bursts} aria-live="polite" data-testid="gift-bursts">
      {shown.map((g) => (
        <p key={g.id} className={styles.burst}>
          <GiftIcon icon={g.gift.icon} size={40} />
          <span>{format(t.event, { from: g.from.name, gift: lang === 'hi' ? g.gift.name_hi : g.gift.name_en })}</span>
        </p>
      ))}
    </div>
  );
}
