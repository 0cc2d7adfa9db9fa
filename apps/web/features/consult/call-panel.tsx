'use client';

import { useEffect, useRef, useState } from 'react';
import type { ConsultSession, RtcSignal } from '@nakshatra/shared';
import { getJson, isApiFailure } from '@/features/api/client';
import { getSocket } from '@/features/realtime/socket';
import type { ConsultMessages } from './messages';
import styles from './consult.module.css';

type IceServer = { urls: string | string[]; username?: string; credential?: string };
type Phase = 'idle' | 'starting' | 'waiting' | 'connecting' | 'connected' | 'failed' | 'mic-denied' | 'mic-missing';

/**
 * The in-browser voice call: WebRTC audio, signalled over socket.io. The astrologer's side makes the offer; each
 * side reports its connection state to the server, whose meter starts when both are connected.
 */
export function CallPanel({ session, side, t }: { session: ConsultSession; side: 'user' | 'astrologer'; t: ConsultMessages['call'] }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [muted, setMuted] = useState(false);
  const pc = useRef<RTCPeerConnection | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const live = session.status === 'accepted' || session.status === 'active';

  const stop = () => {
    pc.current?.close();
    pc.current = null;
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
  };
  useEffect(() => () => stop(), []);
  useEffect(() => { if (!live) { stop(); setPhase('idle'); } }, [live]);

  useEffect(() => {
    const socket = getSocket();
    const onSignal = async ({ session_id, data }: { session_id: string; data: RtcSignal }) => {
      if (session_id !== session.id || !pc.current) return;
      const conn = pc.current;
      if (data.type === 'offer') {
        await conn.setRemoteDescription({ type: 'offer', sdp: data.sdp });
        const answer = await conn.createAnswer();
        await conn.setLocalDescription(answer);
        socket.emit('rtc:signal', { session_id, data: { type: 'answer', sdp: answer.sdp ?? '' } });
      } else if (data.type === 'answer') {
        await conn.setRemoteDescription({ type: 'answer', sdp: data.sdp });
      } else if (data.type === 'candidate') {
        await conn.addIceCandidate(data.candidate).catch(() => {});
      }
    };
    const onReady = async ({ session_id, data }: { session_id: string; data: RtcSignal }) => {
      // the user side announces it is ready with a hangup-free "offer request": the astrologer (re)offers
      if (session_id === session.id && side === 'astrologer' && data.type === 'hangup' && pc.current) await offer();
    };
    socket.on('rtc:signal', onSignal);
    socket.on('rtc:signal', onReady);
    return () => { socket.off('rtc:signal', onSignal); socket.off('rtc:signal', onReady); };
  });

  async function offer() {
    const conn = pc.current;
    if (!conn) return;
    const o = await conn.createOffer();
    await conn.setLocalDescription(o);
    getSocket().emit('rtc:signal', { session_id: session.id, data: { type: 'offer', sdp: o.sdp ?? '' } });
  }

  async function start() {
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch (err) {
      const name = (err as DOMException).name;
      setPhase(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'mic-missing' : 'mic-denied');
      return;
    }
    const ice = await getJson<{ data: IceServer[] }>('/api/consult/ice_servers').catch(() => null);
    const servers = ice && !isApiFailure(ice) ? ice.data : [];
    const conn = new RTCPeerConnection({ iceServers: servers });
    pc.current = conn;
    stream.current.getTracks().forEach((tr) => conn.addTrack(tr, stream.current!));
    conn.ontrack = (e) => { if (audio.current) { audio.current.srcObject = e.streams[0]; void audio.current.play().catch(() => {}); } };
    conn.onicecandidate = (e) => {
      if (e.candidate) getSocket().emit('rtc:signal', { session_id: session.id, data: { type: 'candidate', candidate: { candidate: e.candidate.candidate, sdpMid: e.candidate.sdpMid, sdpMLineIndex: e.candidate.sdpMLineIndex } } });
    };
    conn.onconnectionstatechange = () => {
      const s = conn.connectionState;
      if (s === 'connected') { setPhase('connected'); getSocket().emit('call:state', { session_id: session.id, state: 'connected' }); }
      else if (s === 'failed') { setPhase('failed'); getSocket().emit('call:state', { session_id: session.id, state: 'failed' }); }
      else if (s === 'disconnected' || s === 'closed') getSocket().emit('call:state', { session_id: session.id, state: 'closed' });
      else if (s === 'connecting') setPhase('connecting');
    };
    setPhase('waiting');
    if (side === 'astrologer') await offer();
    // tells an astrologer already waiting to (re)send the offer now that this side listens
    else getSocket().emit('rtc:signal', { session_id: session.id, data: { type: 'hangup' } });
  }

  function toggleMute() {
    const next = !muted;
    stream.current?.getAudioTracks().forEach((tr) => { tr.enabled = !next; });
    setMuted(next);
  }

  const note = { idle: null, starting: t.connecting, waiting: t.waitingPeer, connecting: t.connecting, connected: t.connected, failed: t.failed, 'mic-denied': t.micDenied, 'mic-missing': t.micMissing }[phase];
  return (
    <section className={styles.call} aria-label="Call">
      <audio ref={audio} autoPlay data-testid="remote-audio" />
      <p role="status" data-testid="call-phase" data-phase={phase} className={phase === 'failed' || phase.startsWith('mic') ? styles.error : undefined}>{note}</p>
      {live && (phase === 'idle' || phase === 'failed' || phase.startsWith('mic')) && (
        <button type="button" className="button" onClick={() => { stop(); void start(); }}>{t.start}</button>
      )}
      {phase === 'connected' && <button type="button" className="button" aria-pressed={muted} onClick={toggleMute}>{muted ? t.unmute : t.mute}</button>}
    </section>
  );
}
