'use client';

import Link from 'next/link';
import { useI18n } from '@/i18n/provider';
import { walletAdminMessages } from './messages';
import { viewHref, walletAdminViews, type WalletAdminView } from './views';
import styles from './wallet-admin.module.css';
import adminStyles from '@/features/admin/admin.module.css';

/** The tabs of the payments section (one entry in the console's navigation, these inside it). */
export function WalletAdminNav({ current }: { current: WalletAdminView }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  return (
    <nav aria-label={t.section} className={adminStyles.tabs}>
      <ul>
        {walletAdminViews.map((v) => (
          <li key={v}>
            <Link href={viewHref(v)} aria-current={v === current ? 'page' : undefined}>
              {t.tabs[v]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
