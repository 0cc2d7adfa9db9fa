'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsultSession, IceServer, LiveDetail } from '@nakshatra/shared';
import type { AppSocket } from '@/features/realtime/socket';
import { isApiFailure } from '@/features/api/client';
import { format, type Locale } from '@/i18n';
import { rupees } from './format';
import { endStage } from './live-api';
import { liveMessages } from './messages';
import { rechargePath } from './recharge-notice';
import { getLocalMedia, mediaErrorKind, publishFeed, type Publication } from './webrtc';
import styles from './live.module.css';

type Phase = 'starting' | 'connecting' | 'connected' | 'failed' | 'denied';

/**
 * The viewer's own call on stage: the microphone (and the camera when the browser allows it) published as the
 * guest feed; minutes billed from the consultation's `session:update`, the low-balance warning, End call.
 */
export function StageCall({ lang, live, socket, iceServers, sessionId, onEnded }: { lang: Locale; live: LiveDetail; socket: AppSocket; iceServers: IceServer[]; sessionId: string; onEnded: () => void }) {
  const t = liveMessages[lang].stage;
  const [phase, setPhase] = useState<Phase>('starting');
  const [attempt, setAttempt] = useState(0);
  const [billed, setBilled] = useState<number>(live.stage?.session_id === sessionId ? live.stage.billed_minutes : 0);
  const [warning, setWarning] = useState<number | null>(null);
  const [isEnding, setIsEnding] = useState(false);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let isCancelled = false;
    let stream: MediaStream | null = null;
    let pub: Publication | null = null;
    setPhase('starting');
    (async () => {
      try {
        // audio always; the camera too when there is one and it is allowed
        stream = await getLocalMedia({ video: true }).catch(() => getLocalMedia({ video: false }));
      } catch (err) {
        if (!isCancelled) setPhase(mediaErrorKind(err) === 'denied' ? 'denied' : 'failed');
        return;
      }
      if (isCancelled) return stream.getTracks().forEach((tr) => tr.stop());
      if (preview.current) preview.current.srcObject = stream;
      setPhase('connecting');
      try {
        pub = await publishFeed(socket, live.id, 'guest', stream, iceServers, (s) => {
          if (isCancelled) return;
          if (s === 'connected') setPhase('connected');
          else if (s === 'failed') setPhase('failed');
        });
        if (isCancelled) pub.close();
      } catch {
        if (!isCancelled) setPhase('failed');
      }
    })();
    return () => {
      isCancelled = true;
      pub?.close();
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [socket, live.id, iceServers, attempt]);

  useEffect(() => {
    const onSession = (s: ConsultSession) => {
      if (s.id !== sessionId) return;
      setBilled(s.billed_minutes);
      if (s.status === 'ended' || s.status === 'cancelled' || s.status === 'expired' || s.status === 'rejected') onEnded();
    };
    const onWarning = (w: { session_id: string; seconds_left: number }) => { if (w.session_id === sessionId) setWarning(w.seconds_left); };
    socket.on('session:update', onSession);
    socket.on('meter:warning', onWarning);
    return () => {
      socket.off('session:update', onSession);
      socket.off('meter:warning', onWarning);
    };
  }, [socket, sessionId, onEnded]);

  // the server's own count while the live's update carries it
  useEffect(() => {
    if (live.stage?.session_id === sessionId) setBilled((b) => Math.max(b, live.stage!.billed_minutes));
  }, [live.stage, sessionId]);

  async function end() {
    setIsEnding(true);
    const res = await endStage(live.id).catch(() => null);
    setIsEnding(false);
    if (!res || isApiFailure(res)) return void toast.error(t.endFailed);
    onEnded();
  }

  return (
    <div className={styles.stage} data-testid="stage-call" data-phase={phase}>
      <p className={styles.stageTitle}><strong>{format(t.youAreOn, { price: rupees(live.price_per_minute_paise) })}</strong></p>
      <video ref={preview} className={styles.selfView} autoPlay playsInline muted aria-label={t.caller} />
      <p role="status">
        {phase === 'starting' || phase === 'connecting' ? t.connecting : phase === 'denied' ? t.micDenied : phase === 'failed' ? t.failed : null}
      </p>
      {(phase === 'denied' || phase === 'failed') && <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>{t.retry}</button>}
      <p data-testid="stage-billed" data-billed={billed}>{billed > 0 ? format(t.billed, { n: billed }) : t.waitingMeter}</p>
      {warning !== null && (
        <p role="alert" className={styles.warning}>
          {format(t.warning, { seconds: warning })}{' '}
          <a href={rechargePath(live.id)} target="_blank" rel="noopener">{t.recharge}</a>
        </p>
      )}
      <button type="button" className="button" disabled={isEnding} onClick={() => void end()}>{t.end}</button>
    </div>
  );
}
