'use client';

import Link from 'next/link';
import { useRef } from 'react';
import type { Messages } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { useFocusTrap } from '@/features/ui/use-focus-trap';
import { CloseIcon } from '@/features/ui/icons';
import { astrologyServiceLinks, fixedRemedySlugs, horoscopeLinks, ritualLinks, type MenuLink } from './menu';
import styles from './header.module.css';

/**
 * The slide-in menu under 1040px. Closes on the overlay, the close icon, Escape, or choosing a link;
 * focus stays inside while it is open.
 */
export function SideMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, isOpen, onClose, closeRef);
  if (!isOpen) return null;

  const group = (title: string, links: { href: string; text: string }[]) => (
    <li className={styles.sideGroup}>
      <span className={styles.sideGroupTitle}>{title}</span>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={styles.sideLink} onClick={onClose}>
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
  const fromNav = (links: MenuLink[]) => links.map((l) => ({ href: l.href, text: t.nav[l.label as keyof Messages['nav']] }));

  return (
    <div className={styles.sideRoot}>
      <div className={styles.overlay} data-testid="side-menu-overlay" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.sidePanel} role="dialog" aria-modal="true" aria-label={t.header.sideMenu} id="side-menu">
        <div className={styles.sideHeader}>
          <img src="/assets/logo.svg" alt={t.site.name} width={140} height={31} />
          <button ref={closeRef} type="button" className={styles.iconButton} onClick={onClose} aria-label={t.header.closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t.header.sideMenu}>
          <ul className={styles.sideList}>
            <li>
              <Link href="/" className={styles.sideLink} onClick={onClose}>
                {t.nav.home}
              </Link>
            </li>
            {group(t.nav.astrologyServices, fromNav(astrologyServiceLinks))}
            {group(t.nav.horoscope, fromNav(horoscopeLinks))}
            {group(t.nav.rituals, fromNav(ritualLinks))}
            {group(
              t.nav.remedies,
              fixedRemedySlugs.map((slug) => ({ href: `/remedies/${slug}`, text: t.planets[slug] })),
            )}
            <li>
              <Link href="/blogs" className={styles.sideLink} onClick={onClose}>
                {t.nav.blogs}
              </Link>
            </li>
            <li>
              <Link href="/katha" className={styles.sideLink} onClick={onClose}>
                {t.nav.audio}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
