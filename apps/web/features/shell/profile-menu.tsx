'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import type { SingleUser, UserDetails } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { logOut } from '@/features/auth/logout';
import { avatarFor, formatRupees } from './avatar';
import { LiveStartedNotices } from '@/features/live/live-started-notices';
import styles from './header.module.css';

/** The signed-in visitor's avatar; hover, focus or click opens the account dropdown, leaving closes it. */
export function ProfileMenu({ details, record }: { details: UserDetails; record: SingleUser | null }) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const view = avatarFor(record ?? details, { anonymous: t.header.anonymous, notAvailable: t.header.notAvailable });

  return (
    <div
      className={styles.profile}
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setIsOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && isOpen) {
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={isOpen}
        aria-controls="profile-dropdown"
        aria-label={format(t.header.accountMenu, { name: view.name })}
        onClick={() => setIsOpen(true)}
        onFocus={() => setIsOpen(true)}
      >
        <img src={view.imgSrc} alt="" width={40} height={40} className={styles.avatar} data-testid="avatar" />
      </button>
      <div id="profile-dropdown" className={styles.dropdown} hidden={!isOpen}>
        <p className={styles.dropdownName}>{view.name}</p>
        <p className={styles.dropdownPhone}>{view.phone}</p>
        <p className={styles.dropdownBalance}>
          {t.header.balance}: <strong>{record ? formatRupees(record.balance) : '₹—'}</strong>
        </p>
        <ul className={styles.dropdownLinks}>
          {details.type === 'astrologer' && (
            <li>
              <Link href="/astrologer">{t.header.dashboard}</Link>
            </li>
          )}
          <li>
            <Link href="/wallet">{t.header.wallet}</Link>
          </li>
          <li>
            <Link href="/order-history">{t.header.orderHistory}</Link>
          </li>
          <li>
            <Link href="/cart">{t.header.cart}</Link>
          </li>
          <li>
            <Link href={`/user-profile?id=${encodeURIComponent(details.id)}`}>{t.header.profile}</Link>
          </li>
        </ul>
        <button type="button" className={styles.logoutButton} onClick={() => void logOut()}>
          {t.header.logout}
        </button>
      </div>
      <LiveStartedNotices />
    </div>
  );
}
