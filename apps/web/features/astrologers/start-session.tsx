'use client';

import { useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsultMode } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { ChatIcon, PhoneIcon } from '@/features/ui/icons';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { fetchProfile, setNotify } from './astrologers-api';
import { onDemand } from '@/features/ui/on-demand';
import { Dialog } from './dialog';
import { statusFor, type LiveStatus } from './format';
import type { StartTarget } from './intake-dialog';
import { astrologerMessages } from './messages';
import styles from './astrologers.module.css';

// the sign-in and intake dialogs (with their validation code) are fetched when a visitor needs one, not with the list
const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));
const IntakeDialog = onDemand(() => import('./intake-dialog').then((m) => m.IntakeDialog));

type Props = {
  astrologer: StartTarget;
  mode: ConsultMode;
  live: LiveStatus;
  className?: string;
  /** called after "notify me" was saved here, so a profile can show its toggle on */
  onNotifySaved?: () => void;
};
type Step = 'idle' | 'login' | 'unavailable' | 'intake';

/**
 * The Chat / Call button of cards and profiles. Signed out → the login dialog; astrologer offline or busy → a
 * short note with "notify me"; otherwise the intake form, which creates the session (the server checks balance,
 * availability and the one-session rule again, and its answer wins).
 */
export function StartSessionButton({ astrologer, mode, live, className, onNotifySaved }: Props) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang];
  const [step, setStep] = useState<Step>('idle');
  const label = mode === 'call' ? t.card.call : t.card.chat;

  const [checked, setChecked] = useState<LiveStatus | null>(null);

  const start = async () => {
    if (!readUserDetails()) return setStep('login');
    if (live.status === 'online') return setStep('intake');
    // what the page shows may be a moment old (a cached render before the live re-read): ask once more
    const res = await fetchProfile(astrologer.id).catch(() => null);
    const fresh = res && !isApiFailure(res) && res.data ? statusFor(res.data, mode) : live.status;
    if (fresh === 'online') return setStep('intake');
    setChecked({ status: fresh, waitMinutes: fresh === live.status ? live.waitMinutes : null });
    setStep('unavailable');
  };

  return (
    <>
      <button
        type="button"
        className={`button ${styles.startButton} ${className ?? ''}`}
        data-available={live.status === 'online'}
        aria-label={format(mode === 'call' ? t.card.callWith : t.card.chatWith, { name: astrologer.name })}
        onClick={() => void start()}
      >
        {mode === 'call' ? <PhoneIcon /> : <ChatIcon />}
        <span>{label}</span>
      </button>
      {step === 'login' && <LoginDialog isOpen onClose={() => setStep('idle')} />}
      {step === 'unavailable' && <UnavailableDialog astrologer={astrologer} mode={mode} live={checked ?? live} onClose={() => setStep('idle')} onSaved={onNotifySaved} />}
      {step === 'intake' && <IntakeDialog astrologer={astrologer} mode={mode} onClose={() => setStep('idle')} onSignedOut={() => setStep('login')} />}
    </>
  );
}

type UnavailableProps = { astrologer: StartTarget; mode: ConsultMode; live: LiveStatus; onClose: () => void; onSaved?: () => void };

function UnavailableDialog({ astrologer, mode, live, onClose, onSaved }: UnavailableProps) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].start;
  const [isBusy, setIsBusy] = useState(false);
  const name = astrologer.name;
  const sentence =
    live.status === 'busy'
      ? live.waitMinutes ? format(t.busyNow, { name, minutes: live.waitMinutes }) : format(t.busyNowNoWait, { name })
      : format(mode === 'call' ? t.offlineNowCall : t.offlineNow, { name });

  const notify = async () => {
    setIsBusy(true);
    const res = await setNotify(astrologer.id, mode, true).catch(() => null);
    setIsBusy(false);
    if (!res || isApiFailure(res)) return void toast.error(astrologerMessages[lang].profile.actionFailed);
    toast.success(format(t.notifySaved, { name }));
    onSaved?.();
    onClose();
  };

  return (
    <Dialog title={format(t.unavailableTitle, { name })} closeLabel={t.close} onClose={onClose}>
      <p>{sentence}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={notify} disabled={isBusy} aria-busy={isBusy}>
          {t.notifyMe}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
