'use client';

import Link from 'next/link';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Messages } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { ChevronDownIcon } from '@/features/ui/icons';
import { astrologyServiceLinks, horoscopeLinks, ritualLinks } from './menu';
import type { RemedyLink } from './use-remedies';
import styles from './header.module.css';

type SubLink = { href: string; text: string };

/** The top menu (1040px and wider): submenus open on hover, by click, or by keyboard. */
export function DesktopNav({ remedies }: { remedies: RemedyLink[] }) {
  const { t } = useI18n();
  const [openId, setOpenId] = useState<string | null>(null);
  const sub = (links: { href: string; label: keyof Messages['nav'] }[]): SubLink[] => links.map((l) => ({ href: l.href, text: t.nav[l.label] }));

  return (
    <nav aria-label={t.nav.mainMenu} className={styles.desktopNav}>
      <ul className={styles.navList}>
        <SubMenu id="services" label={t.nav.astrologyServices} links={sub(astrologyServiceLinks)} openId={openId} setOpenId={setOpenId} />
        <SubMenu id="horoscope" label={t.nav.horoscope} links={sub(horoscopeLinks)} openId={openId} setOpenId={setOpenId} />
        <SubMenu id="rituals" label={t.nav.rituals} links={sub(ritualLinks)} openId={openId} setOpenId={setOpenId} />
        {remedies.length > 0 ? (
          <SubMenu
            id="remedies"
            label={t.nav.remedies}
            links={remedies.map((r) => ({ href: `/remedies/${encodeURIComponent(r.slug)}`, text: r.title }))}
            openId={openId}
            setOpenId={setOpenId}
          />
        ) : (
          <li className={styles.navItem}>
            <Link href="/remedies" className={styles.navLink}>
              {t.nav.remedies}
            </Link>
          </li>
        )}
        <li className={styles.navItem}>
          <Link href="/blogs" className={styles.navLink}>
            {t.nav.blogs}
          </Link>
        </li>
        <li className={styles.navItem}>
          <Link href="/audio-podcast" className={styles.navLink}>
            {t.nav.audio}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

type SubMenuProps = {
  id: string;
  label: string;
  links: SubLink[];
  openId: string | null;
  setOpenId: (id: string | null) => void;
};

function SubMenu({ id, label, links, openId, setOpenId }: SubMenuProps) {
  const isOpen = openId === id;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `submenu-${id}`;

  function focusItem(index: number) {
    const items = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length].focus();
  }

  function openAndFocus(index: number) {
    setOpenId(id);
    // the list renders on the next frame
    requestAnimationFrame(() => focusItem(index));
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      setOpenId(null);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenId(null);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    }
  }

  return (
    <li
      className={styles.navItem}
      onMouseEnter={() => setOpenId(id)}
      onMouseLeave={() => setOpenId(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && isOpen) setOpenId(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpenId(isOpen ? null : id)}
        onKeyDown={onButtonKeyDown}
      >
        <span>{label}</span>
        <ChevronDownIcon />
      </button>
      <ul id={listId} ref={listRef} className={styles.submenu} hidden={!isOpen} onKeyDown={onListKeyDown}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.submenuLink} onClick={() => setOpenId(null)}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
