'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { UserDetails } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { logOut } from '@/features/auth/logout';
import { adminSections } from './sections';
import styles from './admin.module.css';

/** The admin console frame: top bar, the sections of `sections.ts`, and the section's page. */
export function AdminFrame({ user, children }: { user: UserDetails; children: ReactNode }) {
  const { t, lang } = useI18n();
  const a = t.admin;
  const pathname = usePathname();
  return (
    <div className={styles.console}>
      <header className={styles.bar}>
        <Link href="/admin"><strong>{a.consoleTitle}</strong></Link>
        <span className={styles.who}>{format(a.welcome, { name: user.name ?? user.email ?? user.id })}</span>
        <Link href="/">{a.backToSite}</Link>
        <button type="button" className={styles.secondary} onClick={() => void logOut()}>
          {a.logout}
        </button>
      </header>
      <div className={styles.body}>
        <nav aria-label={a.sections} className={styles.nav}>
          <h2>{a.sections}</h2>
          <ul>
            {adminSections.map((s) => (
              <li key={s.href}>
                <Link href={s.href} aria-current={pathname?.endsWith(s.href) ? 'page' : undefined}>{s.label[lang]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main}>{children}</main>
      </div>
    </div>
  );
}

/** The console landing (and any section not built yet), said plainly. */
export function AdminConsole({ section }: { section?: string }) {
  const { t } = useI18n();
  const a = t.admin;
  return (
    <>
      <h1>{a.dashboard}</h1>
      {section && <p className={styles.path}>/admin/{section}</p>}
      <p>{a.intro}</p>
    </>
  );
}
