'use client';

import { useI18n } from '@/i18n/provider';
import styles from './login-dialog.module.css';

/** The dialog's left panel (hidden on narrow screens): welcome, logo, marketing line, app badges. */
export function LoginPromo() {
  const { t } = useI18n();
  return (
    <div className={styles.promo}>
      <h2 className={styles.welcome}>{t.login.welcome}</h2>
      <img src="/assets/logo.svg" alt={t.site.name} width={180} height={40} className={styles.promoLogo} />
      <p>{t.login.marketing}</p>
      <p className={styles.question}>{t.login.question}</p>
      <p className={styles.questionSub}>{t.login.questionSub}</p>
      <p className={styles.getApp}>{t.login.getApp}</p>
      <div className={styles.badges}>
        <img src="/assets/app-store-badge.svg" alt={t.login.appStore} width={150} height={44} />
        <img src="/assets/google-play-badge.svg" alt={t.login.googlePlay} width={150} height={44} />
      </div>
    </div>
  );
}
