'use client';

import { useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { failureSentence } from '@/features/astro-registration/sentences';
import { setPresence, type OwnApplication, type Presence } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

type Mode = 'chat' | 'call';

/** Online/offline for chat and for call, each its own switch; 'busy' (a running session) locks it. */
export function PresenceToggles({ m, application, onChange }: { m: DashboardMessages; application: OwnApplication; onChange: (p: { chat_status: Presence; call_status: Presence }) => void }) {
  const { lang } = useI18n();
  const p = m.presence;
  const [busyMode, setBusyMode] = useState<Mode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  async function toggle(mode: Mode, next: 'online' | 'offline') {
    setBusyMode(mode);
    setError(null);
    try {
      const res = await setPresence({ [mode]: next });
      if (isApiFailure(res) || !res.data) return setError(isApiFailure(res) ? failureSentence(res, lang, p.failed) : p.failed);
      onChange({ chat_status: res.data.chat_status as Presence, call_status: res.data.call_status as Presence });
      const state = res.data[mode === 'chat' ? 'chat_status' : 'call_status'];
      setAnnouncement(format(p.changed, { mode: m.common[mode], state: state === 'online' ? p.online : state === 'busy' ? p.busy : p.offline }));
    } catch {
      setError(p.failed);
    } finally {
      setBusyMode(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="presence-title">
      <h2 id="presence-title">{p.title}</h2>
      <p className={styles.hint}>{p.hint}</p>
      <div className={styles.toggles}>
        {(['chat', 'call'] as const).map((mode) => {
          const status = mode === 'chat' ? application.chat_status : application.call_status;
          const isOn = status !== 'offline';
          const label = format(p.toggle, { mode: m.common[mode] });
          return (
            <div key={mode} className={styles.toggleRow} data-testid={`presence-${mode}`}>
              <button
                type="button"
                role="switch"
                aria-checked={isOn}
                aria-label={label}
                className={styles.switch}
                disabled={status === 'busy' || busyMode !== null}
                onClick={() => void toggle(mode, isOn ? 'offline' : 'online')}
              >
                <span className={styles.switchKnob} aria-hidden="true" />
              </button>
              <span className={styles.toggleLabel} aria-hidden="true">
                {m.common[mode]}
              </span>
              <span className={`${styles.badge} ${styles[`badge_${status}`]}`} data-testid={`presence-${mode}-status`}>
                {status === 'online' ? p.online : status === 'busy' ? p.busy : p.offline}
              </span>
            </div>
          );
        })}
      </div>
      {application.price_per_minute_paise !== null && <p className={styles.hint}>{format(p.price, { price: formatPaise(application.price_per_minute_paise) })}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </section>
  );
}
