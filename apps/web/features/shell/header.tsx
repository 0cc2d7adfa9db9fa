'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { useSession } from '@/features/auth/use-session';
import { ChatIcon, MenuIcon, PhoneIcon } from '@/features/ui/icons';
import { CartLink } from '@/features/shop/cart-link';
import { DesktopNav } from './desktop-nav';
import { LanguageSelect } from './language-select';
import { useRemedies } from './use-remedies';
import { onDemand } from '@/features/ui/on-demand';
import styles from './header.module.css';

// the sign-in dialog's code is fetched when a visitor first opens it (or points at the button), not with every page
const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));
// the side menu (phones) is fetched when it is first opened
const SideMenu = onDemand(() => import('./side-menu').then((m) => m.SideMenu));
// only signed-in visitors see the account menu: its code comes with their session, not with every visitor's page
const ProfileMenu = onDemand(() => import('./profile-menu').then((m) => m.ProfileMenu));

/** The site header: logo, top menu (side menu under 1040px), Chat/Talk, language and account. */
export function Header() {
  const { t } = useI18n();
  const remedies = useRemedies();
  const session = useSession();
  const [isSideMenuOpen, setIsSideMenuOpen] = useState(false);
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t.site.skipToContent}
      </a>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-label={t.header.openMenu}
          aria-expanded={isSideMenuOpen}
          aria-controls="side-menu"
          onClick={() => setIsSideMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link href="/" className={styles.logo} aria-label={t.site.logoAlt}>
          <img src="/assets/logo.svg" alt="" width={160} height={36} />
        </Link>
        <DesktopNav remedies={remedies} />
        <div className={styles.actions}>
          <Link href="/astrology-services/chat-with-astrologer" className={`${styles.liveButton} ${styles.chatTalk}`} data-testid="chat-button">
            <span className={styles.liveDot} aria-hidden="true" />
            <ChatIcon />
            <span className={styles.liveLabel}>{t.header.chat}</span>
          </Link>
          <Link href="/astrology-services/talk-to-astrologer" className={`${styles.liveButton} ${styles.chatTalk}`} data-testid="talk-button">
            <span className={styles.liveDot} aria-hidden="true" />
            <PhoneIcon />
            <span className={styles.liveLabel}>{t.header.talk}</span>
          </Link>
          <CartLink label={t.header.cart} countLabel={t.header.cartCount} />
          <LanguageSelect />
          {session.isReady && session.details ? (
            <ProfileMenu details={session.details} record={session.record} />
          ) : (
            <button
              type="button"
              className={styles.loginButton}
              onClick={() => setIsLoginOpen(true)}
              onPointerEnter={() => void LoginDialog.preload().catch(() => {})}
              onFocus={() => void LoginDialog.preload().catch(() => {})}
              disabled={!session.isReady}
            >
              {t.header.login}
            </button>
          )}
        </div>
      </div>
      {isSideMenuOpen && <SideMenu isOpen onClose={() => setIsSideMenuOpen(false)} />}
      {isLoginOpen && <LoginDialog isOpen onClose={() => setIsLoginOpen(false)} />}
    </header>
  );
}
