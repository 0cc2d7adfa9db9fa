'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ConsultMode, PublicAstrologer } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { useI18n } from '@/i18n/provider';
import { fetchDirectory } from './astrologers-api';
import { directorySignature, type LiveFields } from './directory-signature';
import type { LiveStatus } from './format';
import type { StartTarget } from './intake-dialog';
import { StartSessionButton } from './start-session';
import { StatusBadge } from './status-badge';
import { useLiveAstrologers } from './use-live-astrologers';
import styles from './astrologers.module.css';

type Props = { initial: LiveFields[]; apiQuery: string; mode: ConsultMode; signature: string; children: ReactNode };

/** How many times a page fetches its server render again when the re-read shows its cards out of date, and the pause. */
const MAX_REFRESHES = 6;
const REFRESH_RETRY_MS = 4000;

const LiveContext = createContext<((id: string) => LiveStatus | null) | null>(null);

/**
 * The live part of a directory page whose cards were drawn on the server: it keeps each astrologer's status (presence
 * events, and a re-read of the page whenever the socket connects) and hands it to the small islands inside the cards
 * (the photo's dot, the status line and the Chat/Call button). A status change or a re-read re-renders all of the
 * islands (the context's lookup is rebuilt) and nothing of the server-drawn cards. When the
 * re-read finds anything else changed (a new price, a new astrologer, another order or total), the page's server
 * render is fetched again (`router.refresh`, a few times at most while a cached page regenerates), so the cards do not
 * stay out of date while the page is open.
 */
export function LiveDirectory({ initial, apiQuery, mode, signature, children }: Props) {
  const router = useRouter();
  // the fingerprint of the latest re-read; the server render is out of date while it differs from `signature`
  const [freshSignature, setFreshSignature] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const reload = useCallback(async (): Promise<PublicAstrologer[] | null> => {
    const res = await fetchDirectory(apiQuery);
    if (isApiFailure(res) || !Array.isArray(res?.data)) return null;
    setFreshSignature(directorySignature(res.data, res.total));
    return res.data;
  }, [apiQuery]);
  useEffect(() => {
    if (freshSignature === null || freshSignature === signature || refreshes >= MAX_REFRESHES) return;
    // a cached page may answer a refresh with the old render while it regenerates: until the render matches the
    // re-read, try again a little later (a render that matches changes `signature`, which cancels the next try)
    const timer = setTimeout(() => {
      router.refresh();
      setRefreshes((n) => n + 1);
    }, refreshes === 0 ? 0 : REFRESH_RETRY_MS);
    return () => clearTimeout(timer);
  }, [freshSignature, signature, refreshes, router]);
  const { items, statusOf } = useLiveAstrologers<LiveFields>(initial, reload);
  const lookup = useMemo(() => {
    const byId = new Map(items.map((a) => [a.id, a]));
    return (id: string) => {
      const a = byId.get(id);
      return a ? statusOf(a, mode) : null;
    };
  }, [items, statusOf, mode]);
  return <LiveContext.Provider value={lookup}>{children}</LiveContext.Provider>;
}

function useLiveStatus(id: string, fallback: LiveStatus): LiveStatus {
  const lookup = useContext(LiveContext);
  return lookup?.(id) ?? fallback;
}

/** The coloured dot on a card's photo. */
export function LiveDot({ id, initial }: { id: string; initial: LiveStatus }) {
  const live = useLiveStatus(id, initial);
  return <span className={styles.photoDot} data-status={live.status} aria-hidden="true" />;
}

/** A card's status line and its actions: the Chat/Call button, then what the server drew (the profile link). */
export function LiveCardActions({ astrologer, mode, initial, children }: { astrologer: StartTarget; mode: ConsultMode; initial: LiveStatus; children: ReactNode }) {
  const { lang } = useI18n();
  const live = useLiveStatus(astrologer.id, initial);
  return (
    <>
      <StatusBadge live={live} lang={lang} />
      <div className={styles.cardActions}>
        <StartSessionButton astrologer={astrologer} mode={mode} live={live} />
        {children}
      </div>
    </>
  );
}
