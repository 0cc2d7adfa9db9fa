'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { presenceUpdateSchema, type ConsultMode, type PresenceUpdate, type PublicAstrologer } from '@nakshatra/shared';
import { getSocket } from '@/features/realtime/socket';
import type { LiveStatus, Presence } from './format';

/** How long to wait for the socket before re-reading the list without it (no websocket through a proxy). */
const SOCKET_GRACE_MS = 1500;

type Stamped = { update: PresenceUpdate; seq: number };

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
      setItems(fresh);
      setUpdates((all) => Object.fromEntries(Object.entries(all).filter(([, s]) => s.seq > startSeq)));
    };
    const socket = getSocket();
    const onConnect = () => {
      clearTimeout(fallback);
      // subscribe first, then read: an update between the two is applied, never lost
      socket.emit('presence:watch');
      void sync();
    };
    const onUpdate = (raw: PresenceUpdate) => {
      const parsed = presenceUpdateSchema.safeParse(raw);
      if (!parsed.success) return;
      const seq = ++seqRef.current;
      setUpdates((all) => ({ ...all, [parsed.data.astrologer_id]: { update: parsed.data, seq } }));
    };
    socket.on('connect', onConnect);
    socket.on('presence:update', onUpdate);
    if (socket.connected) onConnect();
    else fallback = setTimeout(() => void sync(), SOCKET_GRACE_MS);
    return () => {
      isCancelled = true;
      clearTimeout(fallback);
      socket.off('connect', onConnect);
      socket.off('presence:update', onUpdate);
    };
  }, []);

  /** The current status of one astrologer for one mode. */
  const statusOf = useCallback(
    (a: Pick<PublicAstrologer, 'id' | 'chat_status' | 'call_status'>, mode: ConsultMode): LiveStatus => {
      const u = updates[a.id]?.update;
      if (u) return { status: (mode === 'call' ? u.call_status : u.chat_status) as Presence, waitMinutes: u.wait_minutes };
      return { status: (mode === 'call' ? a.call_status : a.chat_status) as Presence, waitMinutes: null };
    },
    [updates],
  );

  return { items, statusOf };
}
