'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveDetail } from '@nakshatra/shared';
import { isApiFailure, type ApiFailure } from '@/features/api/client';
import { useConfirm } from '@/features/ui/confirm-dialog';
import { format, type Locale } from '@/i18n';
import { viewersText } from './format';
import type { Devices } from './host-setup';
import { LiveChat } from './live-chat';
import { clearQueue, endLive, endStage, skipInQueue, takeStage } from './live-api';
import { LiveVideo } from './live-video';
import { liveErrorText } from './errors';
import { liveMessages } from './messages';
import { useLiveRoom } from './use-live-room';
import { getLocalMedia, publishFeed, type Publication } from './webrtc';
import styles from './live.module.css';

type Phase = 'media' | 'connecting' | 'connected' | 'lost';

/**
 * The astrologer on air: publishes the camera as the host feed, hears and sees the caller on stage (its own
 * subscription to the guest feed, which the meter waits for), viewers, chat with moderation, the queue and End live.
 */
export function HostStudio({ lang, initial, stream: given, devices, onEnded }: { lang: Locale; initial: LiveDetail; stream: MediaStream | null; devices: Devices; onEnded: (liveId: string) => void }) {
  const t = liveMessages[lang].host;
  const room = useLiveRoom(initial.id, initial);
  const live = room.live ?? initial;
  const [phase, setPhase] = useState<Phase>('media');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDialog, ask] = useConfirm();
  const self = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(given);
  const { socket, iceServers } = room;

  // stop the camera when the studio closes
  useEffect(() => () => streamRef.current?.getTracks().forEach((tr) => tr.stop()), []);

  useEffect(() => {
    if (!socket || !iceServers) return;
    let isCancelled = false;
    let pub: Publication | null = null;
    (async () => {
      setPhase('media');
      let s = streamRef.current;
      if (!s || s.getTracks().every((tr) => tr.readyState === 'ended')) {
        s = await getLocalMedia(devices).catch(() => getLocalMedia({ ...devices, video: false })).catch(() => null);
        streamRef.current = s;
      }
      if (!s || isCancelled) return setPhase('lost');
      if (self.current) self.current.srcObject = s;
      setPhase('connecting');
      try {
        pub = await publishFeed(socket, initial.id, 'host', s, iceServers, (state) => {
          if (isCancelled) return;
          if (state === 'connected') setPhase('connected');
          else if (state === 'failed' || state === 'disconnected') setPhase('lost');
        });
        if (isCancelled) pub.close();
      } catch (err) {
        if (!isCancelled) {
          setPhase('lost');
          toast.error(liveErrorText(err, lang, t.failed));
        }
      }
    })();
    return () => {
      isCancelled = true;
      pub?.close();
    };
  }, [socket, iceServers, initial.id, devices, attempt, lang, t.failed]);

  useEffect(() => {
    if (live.status === 'ended') onEnded(live.id);
  }, [live.status, live.id, onEnded]);

  const run = useCallback(async (key: string, call: () => Promise<unknown>) => {
    setBusy(key);
    const res = (await call().catch(() => null)) as ApiFailure | object | null;
    setBusy(null);
    if (!res || isApiFailure(res)) {
      toast.error(liveErrorText(res, lang, t.failed));
      return false;
    }
    return true;
  }, [lang, t.failed]);

  async function end() {
    if (!(await ask({ message: t.confirmEnd, confirmLabel: t.end, isDanger: true }))) return;
    if (await run('end', () => endLive(live.id))) onEnded(live.id);
  }

  async function clear() {
    if (!(await ask({ message: t.confirmClear, confirmLabel: t.clear, isDanger: true }))) return;
    await run('clear', () => clearQueue(live.id));
  }

  const status =
    phase === 'connected' && live.status === 'live' ? t.onAir : phase === 'lost' || live.status === 'reconnecting' ? t.reconnecting : t.connecting;
  const stage = live.stage;
  return (
    <div className={styles.stack} data-testid="host-studio" data-phase={phase} data-status={live.status}>
      <div className={styles.row}>
        {live.status === 'live' && <span className={styles.liveBadge}>{liveMessages[lang].list.live}</span>}
        <strong role="status">{status}</strong>
        <span data-testid="host-viewers">{viewersText(live.viewer_count, lang)}</span>
        <Link href={`/live/${live.id}`} target="_blank" rel="noopener">{t.watchPage}</Link>
      </div>
      <div className={`${styles.tiles} ${styles.studioTiles}`} data-guest={live.feeds.guest}>
        <div className={styles.tile}>
          <video ref={self} className={styles.video} autoPlay playsInline muted aria-label={t.hostVideo} />
        </div>
        {live.feeds.guest && (
          <LiveVideo
            socket={socket}
            liveId={live.id}
            feed="guest"
            iceServers={iceServers}
            isPublishing={live.feeds.guest}
            version={room.feedVersion.guest}
            label={t.guestAudio}
            isMuted={false}
            testId="host-guest-video"
          />
        )}
      </div>
      <p className={styles.row}>
        {(phase === 'lost' || live.status === 'reconnecting') && <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>{t.republish}</button>}
        <button type="button" className="button" disabled={busy === 'end'} onClick={() => void end()}>{t.end}</button>
      </p>

      <div className={styles.studioColumns}>
        <section className={styles.panel} aria-labelledby="host-queue-title" data-testid="host-queue">
          <h3 id="host-queue-title" className={styles.panelTitle}>{t.queue}</h3>
          {stage && (
            <div className={styles.stage} data-testid="host-stage" data-status={stage.status}>
              <p>{stage.status === 'active' ? format(t.callerActive, { name: stage.name, n: stage.billed_minutes }) : format(t.callerWaiting, { name: stage.name })}</p>
              <button type="button" className="button-secondary" disabled={busy === 'stage-end'} onClick={() => void run('stage-end', () => endStage(live.id))}>{t.endCall}</button>
            </div>
          )}
          {live.queue.length === 0 ? (
            <p className={styles.muted}>{t.queueEmpty}</p>
          ) : (
            <>
              <p className={styles.row}>
                <button type="button" className="button" disabled={!!stage || busy !== null} onClick={() => void run('next', () => takeStage(live.id))}>{t.takeNext}</button>
                <button type="button" className="button-secondary" disabled={busy !== null} onClick={() => void clear()}>{t.clear}</button>
              </p>
              <ol className={styles.queue}>
                {live.queue.map((q) => (
                  <li key={q.user_id}>
                    <span className={styles.row}>
                      <span>{q.name}</span>
                      <button type="button" className="link-button" disabled={!!stage || busy !== null} onClick={() => void run(`pick-${q.user_id}`, () => takeStage(live.id, q.user_id))}>{format(t.pick, { name: q.name })}</button>
                      <button type="button" className="link-button" disabled={busy !== null} onClick={() => void run(`skip-${q.user_id}`, () => skipInQueue(live.id, q.user_id))}>{format(t.skip, { name: q.name })}</button>
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
        <div className={styles.side}>
          <LiveChat lang={lang} live={live} messages={room.messages} sendChat={room.sendChat} removeMessage={room.removeMessage} onNeedLogin={() => {}} isConnected={room.isConnected} />
        </div>
      </div>
      {confirmDialog}
    </div>
  );
}
