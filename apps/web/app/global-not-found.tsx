import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Toaster } from 'react-hot-toast';
import { getMessages, LANG_COOKIE, toLocale } from '@/i18n';
import { I18nProvider } from '@/i18n/provider';
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
        <I18nProvider lang={lang}>
          <Header />
          <main id="main" tabIndex={-1}>
            <NotFoundView />
          </main>
          <Footer />
          <Toaster position="top-center" />
        </I18nProvider>
      </body>
    </html>
  );
}
