'use client';

import { useEffect, useRef, useState } from 'react';
import type { ConsultSession } from '@nakshatra/shared';
import { getSocket } from '@/features/realtime/socket';

/**
 * Subscribes to the astrologer's own room on the page's socket: `onUpdate` for every `session:update` (a new
 * request, an acceptance, an end...), `onReconnect` after each (re)connection so the caller can re-read what it
 * may have missed. Returns whether the socket is connected.
 */
export function useSessionUpdates(isEnabled: boolean, onUpdate: (s: ConsultSession) => void, onReconnect: () => void): boolean {
  const [isConnected, setIsConnected] = useState(true);
  const handlers = useRef({ onUpdate, onReconnect });
  handlers.current = { onUpdate, onReconnect };

  useEffect(() => {
    if (!isEnabled) return;
    const socket = getSocket();
    setIsConnected(socket.connected || !socket.active);
    const update = (s: ConsultSession) => handlers.current.onUpdate(s);
    const connect = () => {
      setIsConnected(true);
      // a request that arrived before the room was joined (or during a gap) is in the lists, not in an event
      handlers.current.onReconnect();
    };
    const disconnect = () => setIsConnected(false);
    socket.on('session:update', update);
    socket.on('connect', connect);
    socket.on('disconnect', disconnect);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('session:update', update);
      socket.off('connect', connect);
      socket.off('disconnect', disconnect);
    };
  }, [isEnabled]);

  return isConnected;
}
