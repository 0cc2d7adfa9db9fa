import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { toLocale } from '@/i18n';
import { noBuildTimeParams } from '@/features/content/static';
import { clientMessages, getMessages } from '@/i18n/messages';
import { I18nProvider } from '@/i18n/provider';
import { SiteToaster } from '@/features/shell/toaster';
import { devanagari } from '@/features/shell/fonts';
import { RegisterServiceWorker } from '@/features/shell/register-sw';
import './globals.css';

// No page is rendered by `next build` (the API is not running then): every page that is the same for every visitor is
// static (ISR), rendered at its first request in each language and kept in Next's cache (features/content/static.ts).
export const generateStaticParams = noBuildTimeParams;

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = getMessages(toLocale((await params).lang));
  return {
    title: { default: t.site.name, template: `%s | ${t.site.name}` },
    description: t.site.tagline,
    icons: { icon: '/assets/favicon.svg', apple: '/assets/icons/icon-192.png' },
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2410c' };

/** The root layout: <html lang> follows the page's language; toasts at top-center (spec §2). */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = toLocale((await params).lang);
  return (
    <html lang={lang} className={devanagari.variable}>
      <body>
        <I18nProvider lang={lang} t={clientMessages(lang)}>
          {children}
          <SiteToaster />
          <RegisterServiceWorker />
        </I18nProvider>
      </body>
    </html>
  );
}
