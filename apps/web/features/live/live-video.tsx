'use client';

import { useEffect, useRef, useState } from 'react';
import type { IceServer, LiveFeed } from '@nakshatra/shared';
import type { AppSocket } from '@/features/realtime/socket';
import { subscribeFeed, type Subscription } from './webrtc';
import styles from './live.module.css';

type Props = {
  socket: AppSocket | null;
  liveId: string;
  feed: LiveFeed;
  iceServers: IceServer[] | null;
  /** the feed is publishing now (live.feeds[feed]) */
  isPublishing: boolean;
  /** bumped when the feed (re)starts or the room was joined again: subscribe afresh */
  version: number;
  label: string;
  isMuted: boolean;
  /** an overlay sentence (reconnecting, waiting) over the picture */
  overlay?: string | null;
  onConnection?: (state: RTCPeerConnectionState | 'idle') => void;
  /** the autoplay with sound was refused: the page shows its Unmute button again */
  onAutoplayBlocked?: () => void;
  testId?: string;
};

/**
 * One received feed in a <video>: subscribes while the feed publishes, starts muted (browsers allow muted autoplay
 * only) and plays with sound once the visitor pressed Unmute.
 */
export function LiveVideo({ socket, liveId, feed, iceServers, isPublishing, version, label, isMuted, overlay, onConnection, onAutoplayBlocked, testId }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<RTCPeerConnectionState | 'idle'>('idle');
  const [hasVideo, setHasVideo] = useState(false);
  const onConnectionRef = useRef(onConnection);
  onConnectionRef.current = onConnection;

  useEffect(() => {
    if (!socket || !iceServers || !isPublishing) return;
    let sub: Subscription | null = null;
    let isCancelled = false;
    const report = (s: RTCPeerConnectionState | 'idle') => {
      if (isCancelled) return;
      setState(s);
      onConnectionRef.current?.(s);
    };
    report('new');
    subscribeFeed(
      socket,
      liveId,
      feed,
      iceServers,
      (stream) => {
        const el = video.current;
        if (!el || isCancelled) return;
        if (el.srcObject !== stream) el.srcObject = stream;
        setHasVideo(stream.getVideoTracks().length > 0);
        void el.play().catch(() => {});
      },
      report,
    )
      .then((s) => {
        if (isCancelled) s.close();
        else sub = s;
      })
      .catch(() => report('failed'));
    return () => {
      isCancelled = true;
      sub?.close();
      if (video.current) video.current.srcObject = null;
      setState('idle');
      onConnectionRef.current?.('idle');
    };
  }, [socket, liveId, feed, iceServers, isPublishing, version]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.muted = isMuted;
    if (!isMuted) void el.play().catch(() => { el.muted = true; onAutoplayBlocked?.(); void el.play().catch(() => {}); });
  }, [isMuted, onAutoplayBlocked]);

  return (
    <div className={styles.tile} data-feed={feed} data-state={state} data-testid={testId}>
      <video ref={video} className={styles.video} autoPlay playsInline muted aria-label={label} data-has-video={hasVideo} />
      {overlay && (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{overlay}</p>
        </div>
      )}
    </div>
  );
}
