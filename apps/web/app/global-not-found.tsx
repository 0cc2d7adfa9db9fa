import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { LANG_COOKIE, toLocale } from '@/i18n';
import { clientMessages, getMessages } from '@/i18n/messages';
import { I18nProvider } from '@/i18n/provider';
import { SiteToaster } from '@/features/shell/toaster';
import { Footer } from '@/features/shell/footer';
import { Header } from '@/features/shell/header';
import { NotFoundView } from '@/features/shell/not-found-view';
import './[lang]/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const lang = toLocale((await cookies()).get(LANG_COOKIE)?.value);
  return { title: `${getMessages(lang).notFound.title} | ${getMessages(lang).site.name}`, icons: { icon: '/assets/favicon.svg' } };
}

/**
 * The 404 page for every path no route claims (status 404). The root layout sits under [lang], so
 * this page brings its own document and shell; the language is the visitor's `lang` cookie.
 */
export default async function GlobalNotFound() {
  const lang = toLocale((await cookies()).get(LANG_COOKIE)?.value);
  return (
    <html lang={lang}>
      <body>
        <I18nProvider lang={lang} t={clientMessages(lang)}>
          <Header />
          <main id="main" tabIndex={-1}>
            <NotFoundView />
          </main>
          <Footer lang={lang} />
          <SiteToaster />
        </I18nProvider>
      </body>
    </html>
  );
}
