'use client';

import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/provider';
import { astrologerAdminMessages } from './messages';
import { Tabs } from './parts';
import styles from './astrologer-admin.module.css';

/** Each tabbed section: its messages, its tabs (in order) and where each tab lives. */
const sections = {
  astrologers: { id: 'astrologers-admin-title', tabs: { list: '/admin/astrologers', settings: '/admin/astrologers/settings' } },
  consult: { id: 'consult-admin-title', tabs: { live: '/admin/consultations', all: '/admin/consultations/all' } },
} as const;
type SectionKey = keyof typeof sections;
export type SectionView<S extends SectionKey> = keyof (typeof sections)[S]['tabs'] & string;

/** A section of the astrologer admin: heading, tabs and the view's introduction. */
export function AdminSection<S extends SectionKey>({ section, view, children }: { section: S; view: SectionView<S>; children: ReactNode }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang][section] as unknown as { section: string; tabs: Record<string, string>; intros: Record<string, string> };
  const { id, tabs } = sections[section];
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h1 id={id}>
        {t.section}: {t.tabs[view]}
      </h1>
      <Tabs label={t.section} current={view} items={Object.entries(tabs).map(([key, href]) => ({ key, href, text: t.tabs[key] }))} />
      <p>{t.intros[view]}</p>
      {children}
    </section>
  );
}

export type AstrologersView = SectionView<'astrologers'>;
export type ConsultationsView = SectionView<'consult'>;
export const AstrologersSection = ({ view, children }: { view: AstrologersView; children: ReactNode }) => <AdminSection section="astrologers" view={view}>{children}</AdminSection>;
export const ConsultationsSection = ({ view, children }: { view: ConsultationsView; children: ReactNode }) => <AdminSection section="consult" view={view}>{children}</AdminSection>;
