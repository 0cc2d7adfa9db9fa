'use client';

import Link from 'next/link';
import { PushToggle } from '@/features/realtime/push';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveDetail } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { AstrologerPhoto } from '@/features/astrologers/astrologer-photo';
import { skillName } from '@/features/astrologers/format';
import { onDemand } from '@/features/ui/on-demand';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { GiftBursts } from './gift-bursts';
import { GiftTray, TopGifters } from './gift-tray';
import { languageLabel, viewersText } from './format';
import { LiveChat } from './live-chat';
import { fetchLive, setFollowing } from './live-api';
import { LiveVideo } from './live-video';
import { WithTime } from './local-time';
import { liveMessages } from './messages';
import { QueuePanel } from './queue-panel';
import { StageCall } from './stage-call';
import { useLiveRoom } from './use-live-room';
import styles from './live.module.css';

const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));

/**
 * /live/{id}: the host's video (and the caller's during a call on stage), viewers, the astrologer with Follow,
 * chat, gifts, top gifters and the queue. Anyone watches; taking part needs sign-in (the dialog reloads this page).
 */
export function LiveRoom({ initial }: { initial: LiveDetail }) {
  const { lang } = useI18n();
  const m = liveMessages[lang];
  const room = useLiveRoom(initial.id, initial);
  const live = room.live ?? initial;
  const [isMuted, setIsMuted] = useState(true);
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [hostState, setHostState] = useState<RTCPeerConnectionState | 'idle'>('idle');
  const [isFollowing, setIsFollowing] = useState(live.astrologer.following);
  const [isFollowBusy, setIsFollowBusy] = useState(false);
  const [isRemoved, setIsRemoved] = useState(false);
  const needLogin = useCallback(() => setIsLoginOpen(true), []);
  const blocked = useCallback(() => setIsMuted(true), []);

  useEffect(() => setIsFollowing(live.astrologer.following), [live.astrologer.following]);

  useEffect(() => {
    const mod = room.moderated;
    if (!mod) return;
    if (mod.action === 'remove' || mod.action === 'block') setIsRemoved(true);
    toast(mod.message || m.room.removed);
  }, [room.moderated, m.room.removed]);

  useEffect(() => {
    if (room.offStage) toast(m.stage.ended);
  }, [room.offStage, m.stage.ended]);

  const { setLive } = room;
  const refresh = useCallback(() => {
    void fetchLive(initial.id).then((res) => { if (!isApiFailure(res) && res.data) setLive(res.data); }).catch(() => {});
  }, [initial.id, setLive]);

  const { setOnStage } = room;
  const stageEnded = useCallback(() => {
    setOnStage(null);
    refresh();
  }, [setOnStage, refresh]);

  async function toggleFollow() {
    if (!live.me.signed_in) return needLogin();
    setIsFollowBusy(true);
    const res = await setFollowing(live.astrologer.id, !isFollowing).catch(() => null);
    setIsFollowBusy(false);
    if (res && isApiFailure(res) && res.error_status === 401) return needLogin();
    if (!res || isApiFailure(res)) return void toast.error(m.room.followFailed);
    const next = res.data?.following ?? !isFollowing;
    setIsFollowing(next);
    toast.success(format(next ? m.room.followed : m.room.unfollowed, { name: live.astrologer.name }));
  }

  const stageSession = room.onStage?.session_id ?? (live.me.on_stage && live.stage ? live.stage.session_id : null);
  const isOnAir = live.status === 'live' || live.status === 'reconnecting' || live.status === 'starting';
  const hostOverlay =
    live.status === 'reconnecting' || (live.status === 'live' && !live.feeds.host) || hostState === 'disconnected' || hostState === 'failed'
      ? m.room.reconnecting
      : live.status === 'starting'
        ? m.room.waitingHost
        : hostState !== 'connected'
          ? m.room.connecting
          : null;
  const showGuest = live.feeds.guest && !stageSession;
  const astrologerPath = `/astrologers/${live.astrologer.id}`;

  return (
    <div className={`container page ${styles.roomPage}`}>
      <p className={styles.back}><Link href="/astrology-services/live-astrologers">← {m.room.backToList}</Link></p>
      <div className={styles.room}>
        <div className={styles.main}>
          <header className={styles.roomHeader}>
            <h1 className={styles.roomTitle}>{live.title}</h1>
            <div className={styles.roomMeta}>
              {live.status === 'live' && <span className={styles.liveBadge}>{m.list.live}</span>}
              {live.status === 'reconnecting' && <span className={styles.reconnectingBadge}>{m.list.reconnecting}</span>}
              {isOnAir && <span data-testid="viewer-count">{viewersText(live.viewer_count, lang)}</span>}
              <span>{live.topic}</span>
              <span>{languageLabel(live.language, lang)}</span>
            </div>
          </header>

          {live.status === 'ended' || isRemoved ? (
            <section className={styles.ended} aria-labelledby="live-ended-title" data-testid="live-ended">
              <h2 id="live-ended-title">{isRemoved ? m.room.removed : m.room.ended}</h2>
              {!isRemoved && <p>{format(m.room.endedBody, { name: live.astrologer.name })}</p>}
              <p className={styles.row}>
                <Link className="button" href={astrologerPath}>{format(m.room.seeProfile, { name: live.astrologer.name })}</Link>
                <Link className="button-secondary" href="/astrology-services/live-astrologers">{m.room.otherLives}</Link>
              </p>
            </section>
          ) : live.status === 'scheduled' ? (
            <section className={styles.ended} data-testid="live-scheduled">
              <p>{live.scheduled_at ? <WithTime sentence={m.room.scheduled} iso={live.scheduled_at} lang={lang} /> : m.room.waitingHost}</p>
            </section>
          ) : (
            <div className={styles.tiles} data-guest={showGuest || !!stageSession}>
              <LiveVideo
                socket={room.socket}
                liveId={live.id}
                feed="host"
                iceServers={room.iceServers}
                isPublishing={live.feeds.host}
                version={room.feedVersion.host}
                label={format(m.room.video, { name: live.astrologer.name })}
                isMuted={isMuted}
                overlay={hostOverlay}
                onConnection={setHostState}
                onAutoplayBlocked={blocked}
                testId="host-video"
              />
              {showGuest && (
                <LiveVideo
                  socket={room.socket}
                  liveId={live.id}
                  feed="guest"
                  iceServers={room.iceServers}
                  isPublishing={live.feeds.guest}
                  version={room.feedVersion.guest}
                  label={live.stage ? `${m.room.guestVideo}: ${live.stage.name}` : m.room.guestVideo}
                  isMuted={isMuted}
                  onAutoplayBlocked={blocked}
                  testId="guest-video"
                />
              )}
              <GiftBursts lang={lang} gifts={room.gifts} />
              {isMuted && (
                <button type="button" className={`button ${styles.unmute}`} onClick={() => setIsMuted(false)}>
                  🔊 {m.room.unmute}
                </button>
              )}
              {!isMuted && (
                <button type="button" className={`button-secondary ${styles.unmute}`} onClick={() => setIsMuted(true)}>
                  {m.room.mute}
                </button>
              )}
            </div>
          )}
          {!room.isConnected && room.socket && live.status !== 'ended' && <p className={styles.hint} role="status">{m.room.socketLost}</p>}

          <section className={styles.astrologer} aria-label={live.astrologer.name}>
            <AstrologerPhoto name={live.astrologer.name} src={live.astrologer.photo_url} size={56} />
            <div>
              <p className={styles.astrologerName}><Link href={astrologerPath}>{live.astrologer.name}</Link></p>
              <p className={styles.hint}>
                {[live.astrologer.skills.slice(0, 3).map((k) => skillName(k, lang)).join(', '), live.astrologer.languages.map((l) => languageLabel(l, lang)).join(', '), format(m.room.experience, { years: live.astrologer.experience_years })].filter(Boolean).join(' · ')}
              </p>
            </div>
            <button type="button" className={isFollowing ? 'button-secondary' : 'button'} aria-pressed={isFollowing} disabled={isFollowBusy} onClick={() => void toggleFollow()}>
              {isFollowing ? m.room.following : m.room.follow}
            </button>
          </section>
          {isFollowing && live.me.signed_in && <PushToggle />}
          {!live.me.signed_in && (
            <p className={styles.signInNote}>
              {m.room.signInToTakePart} <button type="button" className="link-button" onClick={needLogin}>{m.room.signIn}</button>
            </p>
          )}
        </div>
        <aside className={styles.side}>
          <LiveChat lang={lang} live={live} messages={room.messages} sendChat={room.sendChat} removeMessage={room.removeMessage} onNeedLogin={needLogin} isConnected={room.isConnected} />
        </aside>
      </div>
      {live.status !== 'ended' && !isRemoved && (
        <div className={styles.below}>
          <GiftTray lang={lang} live={live} onNeedLogin={needLogin} />
          <QueuePanel lang={lang} live={live} onNeedLogin={needLogin} onChanged={refresh}>
            {stageSession && room.socket && room.iceServers && (
              <StageCall key={stageSession} lang={lang} live={live} socket={room.socket} iceServers={room.iceServers} sessionId={stageSession} onEnded={stageEnded} />
            )}
          </QueuePanel>
          <TopGifters lang={lang} live={live} />
        </div>
      )}
      {isLoginOpen && <LoginDialog isOpen onClose={() => setIsLoginOpen(false)} />}
    </div>
  );
}
