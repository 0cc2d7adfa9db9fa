import type { Metadata } from 'next';
import { HomePage } from '@/features/home/home-page';
import { homeMessages } from '@/features/home/messages';
import { pageMetadata } from '@/features/content/seo';
import { toLocale } from '@/i18n';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = toLocale((await params).lang);
  const meta = pageMetadata({ lang, path: '/', title: homeMessages[lang].title, description: homeMessages[lang].description });
  return { ...meta, title: { absolute: homeMessages[lang].title } };
}

// Static (ISR): rendered at its first request in each language, then served from Next's cache and regenerated when the
// CMS publishes (tag `content:home`) or after CONTENT_REVALIDATE_SECONDS (features/content/static.ts). The language is
// the [lang] segment (proxy.ts rewrites by the `lang` cookie).

export default async function Home({ params }: { params: Promise<{ lang: string }> }) {
  return <HomePage lang={toLocale((await params).lang)} />;
}
