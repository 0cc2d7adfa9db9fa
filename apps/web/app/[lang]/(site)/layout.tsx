import type { ReactNode } from 'react';
import { toLocale } from '@/i18n';
import { Footer } from '@/features/shell/footer';
import { Header } from '@/features/shell/header';
import { PlayerProvider } from '@/features/podcast/player-provider';
import { ConsentGate } from '@/features/privacy/consent-gate';

/** Every path except /admin, /web-stories/{slug}, /successfull and /failed: header, page, footer. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = toLocale((await params).lang);
  return (
    // the podcast player lives here so an episode keeps playing across page changes
    <PlayerProvider>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
      <ConsentGate />
    </PlayerProvider>
  );
}
