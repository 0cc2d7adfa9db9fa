'use client';
import type { AppSocket } from './socket';

/**
 * The page's socket, with the socket.io client fetched on demand: public pages (the astrologer lists) use this so
 * their first load carries no realtime code; the socket connects once the page is interactive.
 */
export function loadSocket(): Promise<AppSocket> {
  return import('./socket').then((m) => m.getSocket());
}
