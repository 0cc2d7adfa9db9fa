'use client';

import { useCallback, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsultMode } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { LoginDialog } from '@/features/auth/login-dialog';
import { readUserDetails } from '@/features/auth/user-details';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { fetchProfile, setFollowing, setNotify } from './astrologers-api';
import { astrologerMessages } from './messages';
import { StartSessionButton } from './start-session';
import { StatusBadge } from './status-badge';
import type { AstrologerProfile } from './types';
import { useLiveAstrologers } from './use-live-astrologers';
import styles from './astrologers.module.css';

type Viewer = { following: boolean; notify: ('chat' | 'call')[] };
const modes: ConsultMode[] = ['chat', 'call'];

/**
 * The live part of a profile: both statuses, Chat and Call, follow and "notify me when online" per mode. The page
 * itself is a cached render for everyone; this reads the visitor's own follow/notify state in the browser.
 */
export function ProfileLive({ initial }: { initial: AstrologerProfile }) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].profile;
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [followers, setFollowers] = useState(initial.followers);
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [busyAction, setBusyAction] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const res = await fetchProfile(initial.id);
    if (isApiFailure(res) || !res?.data) return null;
    setViewer(res.data.viewer);
    setFollowers(res.data.followers);
    return [res.data];
  }, [initial.id]);
  const { items, statusOf } = useLiveAstrologers([initial], reload);
  const profile = items[0] ?? initial;

  /** Runs a follow/notify change for a signed-in visitor; signed-out visitors get the login dialog. */
  async function change(action: string, call: () => ReturnType<typeof setFollowing>, success: string) {
    if (!readUserDetails()) return setIsLoginOpen(true);
    setBusyAction(action);
    const res = await call().catch(() => null);
    setBusyAction(null);
    if (res && isApiFailure(res) && res.error_status === 401) return setIsLoginOpen(true);
    if (!res || isApiFailure(res) || !res.data) return void toast.error(t.actionFailed);
    setViewer({ following: res.data.following, notify: res.data.notify.filter((m): m is 'chat' | 'call' => m === 'chat' || m === 'call') });
    toast.success(success);
    // the follower count as the server counts it now
    void reload().catch(() => {});
  }

  const isFollowing = viewer?.following ?? false;
  return (
    <div className={styles.profileLive}>
      <div className={styles.profileStatuses}>
        {modes.map((m) => (
          <StatusBadge key={m} live={statusOf(profile, m)} lang={lang} mode={m} />
        ))}
      </div>
      <div className={styles.profileStart}>
        {modes.map((m) => (
          <StartSessionButton key={m} astrologer={profile} mode={m} live={statusOf(profile, m)} onNotifySaved={() => void reload().catch(() => {})} />
        ))}
      </div>
      <div className={styles.profileFollow}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${isFollowing ? styles.toggleOn : ''}`}
          aria-pressed={isFollowing}
          disabled={busyAction === 'follow'}
          onClick={() => change('follow', () => setFollowing(profile.id, !isFollowing), format(isFollowing ? t.unfollowedToast : t.followedToast, { name: profile.name }))}
        >
          {isFollowing ? t.following : t.follow}
        </button>
        <span className={styles.muted} data-testid="followers">
          {followers === 1 ? t.followersOne : format(t.followers, { count: followers.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') })}
        </span>
      </div>
      <div className={styles.profileNotify}>
        {modes.map((m) => {
          const isOn = viewer?.notify.includes(m) ?? false;
          return (
            <button
              key={m}
              type="button"
              className={isOn ? `${styles.secondaryButton} ${styles.toggleOn}` : styles.textButton}
              aria-pressed={isOn}
              disabled={busyAction === `notify-${m}`}
              onClick={() => change(`notify-${m}`, () => setNotify(profile.id, m, !isOn), isOn ? t.notifyOff : format(t.notifyOn, { name: profile.name }))}
            >
              <BellIcon />
              {m === 'call' ? t.notifyCall : t.notifyChat}
            </button>
          );
        })}
      </div>
      <LoginDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
    </div>
  );
}

function BellIcon() {
  return (
    <svg className={styles.bell} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
