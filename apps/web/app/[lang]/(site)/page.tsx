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

// Rendered on the first request and then served from the cache (ISR), refreshed from the /todos read when it is
// revalidated (every 5 minutes, and at once when the CMS publishes).
export default async function Home({ params }: { params: Promise<{ lang: string }> }) {
  return <HomePage lang={toLocale((await params).lang)} />;
}
