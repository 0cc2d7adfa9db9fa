import type { ConsultMode } from '@nakshatra/shared';
import type { Locale } from '@/i18n';
import { statusText, type LiveStatus } from './format';
import { astrologerMessages } from './messages';
import styles from './astrologers.module.css';

/**
 * "Online", "Busy · wait ~N min" or "Offline". A polite live region, so screen readers hear a change without
 * the page being reloaded; `mode` is named when a profile shows both.
 */
export function StatusBadge({ live, lang, mode }: { live: LiveStatus; lang: Locale; mode?: ConsultMode }) {
  const t = astrologerMessages[lang].status;
  return (
    <p className={styles.status} data-status={live.status} data-testid={mode ? `live-status-${mode}` : 'live-status'} aria-live="polite">
      <span className={styles.statusDot} aria-hidden="true" />
      {mode && <span className={styles.statusMode}>{mode === 'call' ? t.callLabel : t.chatLabel}: </span>}
      {statusText(live, lang)}
    </p>
  );
}
