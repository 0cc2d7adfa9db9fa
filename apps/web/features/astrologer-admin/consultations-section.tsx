'use client';

import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/provider';
import { astrologerAdminMessages } from './messages';
import { Tabs } from './parts';
import styles from './astrologer-admin.module.css';

export type ConsultationsView = 'live' | 'all';

/** /admin/consultations and /admin/consultations/all: the section's heading, tabs and introduction. */
export function ConsultationsSection({ view, children }: { view: ConsultationsView; children: ReactNode }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].consult;
  return (
    <section aria-labelledby="consult-admin-title" className={styles.section}>
      <h1 id="consult-admin-title">
        {t.section}: {t.tabs[view]}
      </h1>
      <Tabs
        label={t.section}
        current={view}
        items={[
          { key: 'live', href: '/admin/consultations', text: t.tabs.live },
          { key: 'all', href: '/admin/consultations/all', text: t.tabs.all },
        ]}
      />
      <p>{t.intros[view]}</p>
      {children}
    </section>
  );
}
