import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HomePage } from '@/features/home/home-page';
import { homeMessages } from '@/features/home/messages';
import { pageMetadata } from '@/features/content/seo';
import { toLocale } from '@/i18n';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = toLocale((await params).lang);
  const meta = pageMetadata({ lang, path: '/', title: homeMessages[lang].title, description: homeMessages[lang].description });
  return { ...meta, title: { absolute: homeMessages[lang].title } };
}

// Rendered per request from the cached /todos read (the API is not running while `next build` prerenders).
export default async function Home({ params }: { params: Promise<{ lang: string }> }) {
  await connection();
  return <HomePage lang={toLocale((await params).lang)} />;
}
