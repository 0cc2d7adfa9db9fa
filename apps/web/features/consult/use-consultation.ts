'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ConsultSession } from '@nakshatra/shared';
import { getSocket } from '@/features/realtime/socket';

export type Pending = { client_id: string; text?: string; image_url?: string; failed?: boolean };
export type Warning = { seconds_left: number; balance_paise: number; at: number };

const newClientId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`).replace(/[^A-Za-z0-9]/g, '').slice(0, 32);

function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * One consultation over socket.io: joins (again after every reconnect, asking only for what it missed), keeps the
 * messages in order without duplicates, resends unsent messages with their client ids (the server stores each
 * once), and follows session changes, typing, read marks and low-balance warnings.
 */
export function useConsultation(id: string, enabled: boolean) {
  const [session, setSession] = useState<ConsultSession | null>(null);
  const [receivedAt, setReceivedAt] = useState(0);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const [warning, setWarning] = useState<Warning | null>(null);
  const lastSeq = useRef(0);
  const pendingRef = useRef<Pending[]>([]);
  pendingRef.current = pending;

  const acceptSession = useCallback((s: ConsultSession) => { if (s.id === id) { setSession(s); setReceivedAt(Date.now()); } }, [id]);

  const sendNow = useCallback((p: Pending) => {
    const socket = getSocket();
    if (!socket.connected) return;
    socket.emit('message:send', { session_id: id, client_id: p.client_id, text: p.text, image_url: p.image_url }, (reply) => {
      if (reply.ok) {
        setPending((list) => list.filter((x) => x.client_id !== p.client_id));
        setMessages((list) => merge(list, [reply.data]));
        lastSeq.current = Math.max(lastSeq.current, reply.data.seq);
      } else if (reply.error !== 'internal') {
        setPending((list) => list.map((x) => (x.client_id === p.client_id ? { ...x, failed: true } : x)));
        setError({ code: reply.error, message: reply.message });
      }
    });
  }, [id]);

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const join = () => {
      setConnected(true);
      socket.emit('session:join', { session_id: id, after_seq: lastSeq.current }, (reply) => {
        if (!reply.ok) { setError({ code: reply.error, message: reply.message }); return; }
        acceptSession(reply.data.session);
        setMessages((list) => merge(list, reply.data.messages));
        for (const m of reply.data.messages) lastSeq.current = Math.max(lastSeq.current, m.seq);
        for (const p of pendingRef.current) if (!p.failed) sendNow(p);
      });
    };
    const onDisconnect = () => setConnected(false);
    const onMessage = (m: ChatMessage) => {
      if (m.session_id !== id) return;
      setMessages((list) => merge(list, [m]));
      lastSeq.current = Math.max(lastSeq.current, m.seq);
    };
    const onStatus = (mark: { session_id: string; up_to_seq: number; status: 'delivered' | 'read'; by: 'user' | 'astrologer' }) => {
      if (mark.session_id !== id) return;
      const at = new Date().toISOString();
      setMessages((list) => list.map((m) => (m.sender !== mark.by && m.sender !== 'system' && m.seq <= mark.up_to_seq
        ? { ...m, delivered_at: m.delivered_at ?? at, read_at: mark.status === 'read' ? (m.read_at ?? at) : m.read_at } : m)));
    };
    const onTyping = (p: { session_id: string; typing: boolean }) => {
      if (p.session_id !== id) return;
      setPeerTyping(p.typing);
      clearTimeout(typingTimer);
      if (p.typing) typingTimer = setTimeout(() => setPeerTyping(false), 6000);
    };
    const onWarning = (w: { session_id: string; seconds_left: number; balance_paise: number }) => { if (w.session_id === id) setWarning({ ...w, at: Date.now() }); };
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('session:update', acceptSession);
    socket.on('message:new', onMessage);
    socket.on('message:status', onStatus);
    socket.on('typing', onTyping);
    socket.on('meter:warning', onWarning);
    if (socket.connected) join();
    return () => {
      clearTimeout(typingTimer);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('session:update', acceptSession);
      socket.off('message:new', onMessage);
      socket.off('message:status', onStatus);
      socket.off('typing', onTyping);
      socket.off('meter:warning', onWarning);
    };
  }, [id, enabled, acceptSession, sendNow]);

  const send = useCallback((text: string, imageUrl?: string) => {
    const p: Pending = { client_id: newClientId(), text: text || undefined, image_url: imageUrl };
    setPending((list) => [...list, p]);
    setError(null);
    sendNow(p);
  }, [sendNow]);

  const markRead = useCallback((upToSeq: number) => { getSocket().emit('message:read', { session_id: id, up_to_seq: upToSeq }); }, [id]);
  const typing = useCallback((on: boolean) => { getSocket().emit('typing', { session_id: id, typing: on }); }, [id]);

  return { session, setSession: acceptSession, receivedAt, messages, pending, connected, error, peerTyping, warning, send, markRead, typing };
}
