'use client';

import { useState } from 'react';
import { toast } from '@/features/ui/toast';
import { isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { onDemand } from '@/features/ui/on-demand';
import { format, type Locale } from '@/i18n';
import { setReminder } from './live-api';
import { liveMessages } from './messages';

const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));

/** "Remind me" for an upcoming live; signed out → the login dialog (which brings the visitor back here). */
export function RemindButton({ lang, liveId, name, initial }: { lang: Locale; liveId: string; name: string; initial: boolean }) {
  const t = liveMessages[lang].list;
  const [isOn, setIsOn] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  async function toggle() {
    if (!readUserDetails()) return setIsLoginOpen(true);
    setIsBusy(true);
    const res = await setReminder(liveId, !isOn).catch(() => null);
    setIsBusy(false);
    if (res && isApiFailure(res) && res.error_status === 401) return setIsLoginOpen(true);
    // DELETE may answer 204 (no body): that is a success too
    if (!res || (isApiFailure(res) && res.error_status !== 204)) return void toast.error(t.reminderFailed);
    setIsOn(!isOn);
    toast.success(isOn ? t.reminderOff : format(t.reminderOn, { name }));
  }

  return (
    <>
      <button type="button" className={isOn ? 'button-secondary' : 'button'} aria-pressed={isOn} aria-label={format(t.remindLabel, { name })} disabled={isBusy} onClick={() => void toggle()}>
        {isOn ? t.reminded : t.remindMe}
      </button>
      {isLoginOpen && <LoginDialog isOpen onClose={() => setIsLoginOpen(false)} />}
    </>
  );
}
