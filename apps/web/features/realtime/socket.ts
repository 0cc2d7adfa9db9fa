'use client';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@nakshatra/shared';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The page's one socket.io connection, on the same origin (Next rewrites /socket.io to the API, websocket
 * upgrade included). The session cookie authenticates it; visitors who are signed out get presence only.
 */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ path: '/socket.io', addTrailingSlash: false, withCredentials: true, transports: ['websocket', 'polling'] });
  }
  return socket;
}
