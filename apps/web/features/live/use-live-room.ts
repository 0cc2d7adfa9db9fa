'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { IceServer, LiveChatMessage, LiveDetail, LiveFeed, LiveGiftEvent } from '@nakshatra/shared';
import { loadSocket } from '@/features/realtime/load-socket';
import type { AppSocket } from '@/features/realtime/socket';

export type Moderated = { action: 'mute' | 'unmute' | 'remove' | 'block' | 'unblock'; message: string; at: number };
export type OnStage = { session_id: string };

const MAX_MESSAGES = 200;

function mergeMessages(list: LiveChatMessage[], incoming: LiveChatMessage[]): LiveChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at)).slice(-MAX_MESSAGES);
}

/**
 * One live's room over socket.io (the client is fetched on demand): joins (again after each reconnect), follows
 * the live's state, chat, gifts, feeds, moderation and the stage. The socket is loaded only in the browser, so
 * the page's first load carries no realtime code.
 */
export function useLiveRoom(liveId: string, initial: LiveDetail | null) {
  const [live, setLive] = useState<LiveDetail | null>(initial);
  const [messages, setMessages] = useState<LiveChatMessage[]>([]);
  const [iceServers, setIceServers] = useState<IceServer[] | null>(null);
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [isConnected, setIsConnected] = useState(false);
  const [joinError, setJoinError] = useState<{ code: string; message: string } | null>(null);
  const [gifts, setGifts] = useState<LiveGiftEvent[]>([]);
  /** bumped when a feed starts publishing (again): subscriptions start afresh */
  const [feedVersion, setFeedVersion] = useState<Record<LiveFeed, number>>({ host: 0, guest: 0 });
  const [moderated, setModerated] = useState<Moderated | null>(null);
  const [onStage, setOnStage] = useState<OnStage | null>(null);
  const [offStage, setOffStage] = useState<{ session_id: string; reason: string; at: number } | null>(null);
  const joinedRef = useRef(false);
  const liveRef = useRef(live);
  liveRef.current = live;

  useEffect(() => {
    let isCancelled = false;
    let s: AppSocket | null = null;
    const join = () => {
      setIsConnected(true);
      s?.emit('live:join', { live_id: liveId }, (reply) => {
        if (isCancelled) return;
        if (!reply.ok) return setJoinError({ code: reply.error, message: reply.message });
        joinedRef.current = true;
        setJoinError(null);
        setLive(reply.data.live);
        // the same servers keep the same array: a rejoin does not republish or resubscribe because of it
        setIceServers((cur) => (cur && JSON.stringify(cur) === JSON.stringify(reply.data.ice_servers) ? cur : reply.data.ice_servers));
        setMessages((list) => mergeMessages(list, reply.data.messages));
        // a rejoin after a reconnect: subscriptions start afresh
        setFeedVersion((v) => ({ host: v.host + 1, guest: v.guest + 1 }));
      });
    };
    const onDisconnect = () => setIsConnected(false);
    const onUpdate = (l: LiveDetail) => { if (l.id === liveId) setLive(l); };
    const onChat = (m: LiveChatMessage) => { if (m.live_id === liveId) setMessages((list) => mergeMessages(list, [m])); };
    const onDeleted = (d: { live_id: string; message_id: string }) => {
      if (d.live_id === liveId) setMessages((list) => list.filter((m) => m.id !== d.message_id));
    };
    const onGift = (g: LiveGiftEvent) => { if (g.live_id === liveId) setGifts((list) => [...list.slice(-19), g]); };
    const onFeed = (f: { live_id: string; feed: LiveFeed; publishing: boolean }) => {
      if (f.live_id !== liveId) return;
      // false → true starts the subscription by itself; true → true is a restart of the feed: subscribe afresh
      if (f.publishing && liveRef.current?.feeds[f.feed]) setFeedVersion((v) => ({ ...v, [f.feed]: v[f.feed] + 1 }));
      setLive((l) => (l ? { ...l, feeds: { ...l.feeds, [f.feed]: f.publishing } } : l));
    };
    const onModerated = (m: { live_id: string; action: Moderated['action']; message: string }) => {
      if (m.live_id === liveId) setModerated({ action: m.action, message: m.message, at: Date.now() });
    };
    const onStageEvent = (p: { live_id: string; session_id: string }) => { if (p.live_id === liveId) setOnStage({ session_id: p.session_id }); };
    const onOffStage = (p: { live_id: string; session_id: string; reason: string }) => {
      if (p.live_id !== liveId) return;
      setOnStage((cur) => (cur?.session_id === p.session_id ? null : cur));
      setOffStage({ ...p, at: Date.now() });
    };
    void loadSocket().then((loaded) => {
      if (isCancelled) return;
      s = loaded;
      setSocket(loaded);
      loaded.on('connect', join);
      loaded.on('disconnect', onDisconnect);
      loaded.on('live:update', onUpdate);
      loaded.on('live:chat', onChat);
      loaded.on('live:chat-deleted', onDeleted);
      loaded.on('live:gift', onGift);
      loaded.on('live:feed', onFeed);
      loaded.on('live:moderated', onModerated);
      loaded.on('live:on-stage', onStageEvent);
      loaded.on('live:off-stage', onOffStage);
      if (loaded.connected) join();
    });
    return () => {
      isCancelled = true;
      if (!s) return;
      if (joinedRef.current) s.emit('live:leave', { live_id: liveId });
      joinedRef.current = false;
      s.off('connect', join);
      s.off('disconnect', onDisconnect);
      s.off('live:update', onUpdate);
      s.off('live:chat', onChat);
      s.off('live:chat-deleted', onDeleted);
      s.off('live:gift', onGift);
      s.off('live:feed', onFeed);
      s.off('live:moderated', onModerated);
      s.off('live:on-stage', onStageEvent);
      s.off('live:off-stage', onOffStage);
    };
  }, [liveId]);

  /** Sends a chat message; resolves with the stored message or rejects with the server's sentence. */
  const sendChat = useCallback(
    (text: string, clientId: string) =>
      new Promise<LiveChatMessage>((resolve, reject) => {
        if (!socket?.connected) return reject(new Error('offline'));
        socket.timeout(10_000).emit('live:chat', { live_id: liveId, text, client_id: clientId }, (err, reply) => {
          if (err) return reject(err);
          if (!reply.ok) return reject(Object.assign(new Error(reply.message), { code: reply.error }));
          setMessages((list) => mergeMessages(list, [reply.data]));
          resolve(reply.data);
        });
      }),
    [socket, liveId],
  );

  const removeMessage = useCallback((messageId: string) => setMessages((list) => list.filter((m) => m.id !== messageId)), []);

  return { live, setLive, messages, removeMessage, iceServers, socket, isConnected, joinError, gifts, feedVersion, moderated, onStage, setOnStage, offStage, sendChat };
}

export type LiveRoomState = ReturnType<typeof useLiveRoom>;
