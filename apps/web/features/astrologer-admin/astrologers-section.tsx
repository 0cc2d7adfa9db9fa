'use client';

import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/provider';
import { astrologerAdminMessages } from './messages';
import { Tabs } from './parts';
import styles from './astrologer-admin.module.css';

export type AstrologersView = 'list' | 'settings';

/** /admin/astrologers and /admin/astrologers/settings: the section's heading, tabs and introduction. */
export function AstrologersSection({ view, children }: { view: AstrologersView; children: ReactNode }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].astrologers;
  return (
    <section aria-labelledby="astrologers-admin-title" className={styles.section}>
      <h1 id="astrologers-admin-title">
        {t.section}: {t.tabs[view]}
      </h1>
      <Tabs
        label={t.section}
        current={view}
        items={[
          { key: 'list', href: '/admin/astrologers', text: t.tabs.list },
          { key: 'settings', href: '/admin/astrologers/settings', text: t.tabs.settings },
        ]}
      />
      <p>{t.intros[view]}</p>
      {children}
    </section>
  );
}
