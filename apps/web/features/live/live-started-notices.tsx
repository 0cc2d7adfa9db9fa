'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveSummary } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { loadSocket } from '@/features/realtime/load-socket';
import { liveMessages } from './messages';

/**
 * In-app notice for signed-in visitors: when an astrologer they follow (or a live they asked to be reminded of) goes
 * on air, the API sends `live:started` to their own room and this shows a toast with a link to watch. Mounted with the
 * account menu (signed-in visitors only); the socket.io client is fetched once the page is idle, so first loads stay
 * light. Web Push covers closed tabs (the "Notify me on this device" switch).
 */
export function LiveStartedNotices() {
  const { lang } = useI18n();
  useEffect(() => {
    let off: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      void loadSocket().then((socket) => {
        if (cancelled) return;
        const onStarted = (s: LiveSummary) => {
          const m = liveMessages[lang].notice;
          toast(
            () => (
              <span data-testid="live-started-toast">
                {format(m.started, { name: s.astrologer.name, title: s.title })}{' '}
                <Link href={`/live/${s.id}`}>{m.watch}</Link>
              </span>
            ),
            { id: `live-started-${s.id}`, duration: 10_000 },
          );
        };
        socket.on('live:started', onStarted);
        off = () => socket.off('live:started', onStarted);
      });
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3_000 }) : window.setTimeout(start, 1_500);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle as number);
      else window.clearTimeout(idle as number);
      off?.();
    };
  }, [lang]);
  return null;
}
