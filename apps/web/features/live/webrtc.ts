'use client';

import type { IceServer, LiveFeed } from '@nakshatra/shared';
import type { AppSocket } from '@/features/realtime/socket';

/** Non-trickle signalling: the SDP goes once ICE gathering is complete, or after this much time at the latest. */
export const ICE_GATHERING_TIMEOUT_MS = 3000;

type AckReply<T> = { ok: true; data: T } | { ok: false; error: string; message: string };

/** An ack failure as an Error whose message is the server's sentence (and `code` its code). */
export class LiveAckError extends Error {
  constructor(public code: string, message: string) {
    super(message);
  }
}

function unwrap<T>(reply: AckReply<T>): T {
  if (!reply.ok) throw new LiveAckError(reply.error, reply.message);
  return reply.data;
}

/**
 * Keeps the page's peer connections in one list, so the browser test can read their getStats() through
 * `window.__nkLivePeers` (the test's own init script creates that list; the page only adds to it when it exists).
 */
function register(pc: RTCPeerConnection, role: string): void {
  const list = (globalThis as { __nkLivePeers?: Array<{ role: string; pc: RTCPeerConnection }> }).__nkLivePeers;
  if (Array.isArray(list)) list.push({ role, pc });
}

/** Resolves when the connection has gathered its ICE candidates (or after the safety timeout). */
export function waitForIceGathering(pc: RTCPeerConnection, timeoutMs = ICE_GATHERING_TIMEOUT_MS): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

export type Publication = { pc: RTCPeerConnection; close: () => void };

/**
 * Publishes a local stream as the host or guest feed: a send-only offer (audio, and video when the stream has
 * it), sent after gathering, answered by the media server.
 */
export async function publishFeed(socket: AppSocket, liveId: string, feed: LiveFeed, stream: MediaStream, iceServers: IceServer[], onState?: (s: RTCPeerConnectionState) => void): Promise<Publication> {
  const pc = new RTCPeerConnection({ iceServers });
  register(pc, `publish:${feed}`);
  for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
  pc.onconnectionstatechange = () => onState?.(pc.connectionState);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await waitForIceGathering(pc);
    const sdp = pc.localDescription?.sdp ?? '';
    const answer = await new Promise<{ sdp: string }>((resolve, reject) =>
      socket.timeout(15_000).emit('live:publish', { live_id: liveId, feed, sdp }, (err: Error | null, reply: AckReply<{ sdp: string }>) => {
        if (err) return reject(err);
        try { resolve(unwrap(reply)); } catch (e) { reject(e); }
      }),
    );
    await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
  } catch (err) {
    pc.close();
    throw err;
  }
  return { pc, close: () => pc.close() };
}

export type Subscription = { pc: RTCPeerConnection; stream: MediaStream; subscriptionId: string; close: () => void };

/**
 * Receives one feed: the media server offers, the browser answers after gathering. `onTrack` gets the stream as
 * its tracks arrive.
 */
export async function subscribeFeed(socket: AppSocket, liveId: string, feed: LiveFeed, iceServers: IceServer[], onTrack: (stream: MediaStream) => void, onState?: (s: RTCPeerConnectionState) => void): Promise<Subscription> {
  const offer = await new Promise<{ subscription_id: string; sdp: string }>((resolve, reject) =>
    socket.timeout(15_000).emit('live:subscribe', { live_id: liveId, feed }, (err: Error | null, reply: AckReply<{ subscription_id: string; sdp: string }>) => {
      if (err) return reject(err);
      try { resolve(unwrap(reply)); } catch (e) { reject(e); }
    }),
  );
  const pc = new RTCPeerConnection({ iceServers });
  register(pc, `subscribe:${feed}`);
  const stream = new MediaStream();
  pc.ontrack = (e) => {
    if (!stream.getTracks().includes(e.track)) stream.addTrack(e.track);
    onTrack(stream);
  };
  pc.onconnectionstatechange = () => onState?.(pc.connectionState);
  const close = () => {
    pc.close();
    socket.emit('live:unsubscribe', { live_id: liveId, subscription_id: offer.subscription_id });
  };
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await waitForIceGathering(pc);
    await new Promise<void>((resolve, reject) =>
      socket.timeout(15_000).emit('live:answer', { live_id: liveId, subscription_id: offer.subscription_id, sdp: pc.localDescription?.sdp ?? '' }, (err: Error | null, reply: AckReply<{ ok: true }>) => {
        if (err) return reject(err);
        try { unwrap(reply); resolve(); } catch (e) { reject(e); }
      }),
    );
  } catch (err) {
    close();
    throw err;
  }
  return { pc, stream, subscriptionId: offer.subscription_id, close };
}

/** Camera and microphone as chosen (ids from enumerateDevices), or audio only. */
export function getLocalMedia(opts: { audioId?: string; videoId?: string; video: boolean }): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: opts.audioId ? { deviceId: { exact: opts.audioId } } : true,
    video: opts.video ? (opts.videoId ? { deviceId: { exact: opts.videoId }, width: { ideal: 640 }, height: { ideal: 360 } } : { width: { ideal: 640 }, height: { ideal: 360 } }) : false,
  });
}

/** 'denied' when the browser refused, 'missing' when there is no device. */
export function mediaErrorKind(err: unknown): 'denied' | 'missing' {
  const name = (err as DOMException | undefined)?.name;
  return name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError' ? 'missing' : 'denied';
}
