'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsultMode, PresenceUpdate, PublicAstrologer } from '@nakshatra/shared';
import { loadSocket } from '@/features/realtime/load-socket';
import type { AppSocket } from '@/features/realtime/socket';
import { statusFor, type LiveStatus } from './format';
import { keepUnchanged } from './keep-unchanged';

/** How long to wait for the socket before re-reading the list without it (no websocket through a proxy). */
const SOCKET_GRACE_MS = 1500;

type Stamped = { update: PresenceUpdate; seq: number };

const presences = new Set(['online', 'offline', 'busy']);

/** A presence update as the server sends it (checked by hand: the page does not load zod for this). */
function isPresenceUpdate(raw: unknown): raw is PresenceUpdate {
  const u = raw as Partial<PresenceUpdate> | null;
  return !!u && typeof u.astrologer_id === 'string' && presences.has(u.chat_status as string) && presences.has(u.call_status as string)
    && (u.wait_minutes === null || typeof u.wait_minutes === 'number');
}

/**
 * Keeps server-rendered astrologers live in the browser. Every time the page's socket connects (first time and
 * after each reconnect) it emits `presence:watch` and then re-reads the list through `reload`, so neither a
 * cached server render nor the updates missed while disconnected leave a wrong status; `presence:update`
 * events are applied on top as they come. Updates older than a finished re-read are dropped.
 */
export function useLiveAstrologers<T extends Pick<PublicAstrologer, 'id' | 'chat_status' | 'call_status'>>(initial: T[], reload: () => Promise<T[] | null>) {
  const [items, setItems] = useState(initial);
  const [updates, setUpdates] = useState<Record<string, Stamped>>({});
  const seqRef = useRef(0);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    let isCancelled = false;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const sync = async () => {
      const startSeq = seqRef.current;
      const fresh = await reloadRef.current().catch(() => null);
      if (isCancelled || !fresh) return;
      setItems((current) => keepUnchanged(current, fresh));
      setUpdates((all) => Object.fromEntries(Object.entries(all).filter(([, s]) => s.seq > startSeq)));
    };
    let socket: AppSocket | null = null;
    const onConnect = () => {
      clearTimeout(fallback);
      // subscribe first, then read: an update between the two is applied, never lost
      socket?.emit('presence:watch');
      void sync();
    };
    const onUpdate = (raw: PresenceUpdate) => {
      if (!isPresenceUpdate(raw)) return;
      const seq = ++seqRef.current;
      setUpdates((all) => ({ ...all, [raw.astrologer_id]: { update: raw, seq } }));
    };
    // if the socket is slow to come (its code is fetched first, or no websocket through a proxy), read the list anyway
    fallback = setTimeout(() => void sync(), SOCKET_GRACE_MS);
    void loadSocket().then((s) => {
      if (isCancelled) return;
      socket = s;
      s.on('connect', onConnect);
      s.on('presence:update', onUpdate);
      if (s.connected) onConnect();
    });
    return () => {
      isCancelled = true;
      clearTimeout(fallback);
      socket?.off('connect', onConnect);
      socket?.off('presence:update', onUpdate);
    };
  }, []);

  /** The current status of one astrologer for one mode. */
  const statusOf = useCallback(
    (a: Pick<PublicAstrologer, 'id' | 'chat_status' | 'call_status'>, mode: ConsultMode): LiveStatus => {
      const u = updates[a.id]?.update;
      if (u) return { status: statusFor(u, mode), waitMinutes: u.wait_minutes };
      return { status: statusFor(a, mode), waitMinutes: null };
    },
    [updates],
  );

  return { items, statusOf };
}
