import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/i18n';
import { getContentBySlug } from '@/features/content/api';
import { JsonLd, articleLd } from '@/features/content/json-ld';
import { pageMetadata } from '@/features/content/seo';
import { pageTypes } from '@/features/content/types';
import { StoryViewer, type StoryPage } from './story-viewer';
import styles from './stories.module.css';

type Params = { params: Promise<{ lang: string; slug: string }> };
const type = pageTypes.story;
const load = (lang: 'en' | 'hi', slug: string) => (/^[a-z0-9-]{1,120}$/.test(slug) ? getContentBySlug(type.key, type.bySlug, slug, lang) : Promise.resolve(null));

/** /web-stories/[slug]: the story alone (no header or footer), rendered on first visit then cached. */
export const storyRoute = {
  generateStaticParams(): { slug: string }[] {
    return [];
  },
  async generateMetadata({ params }: Params): Promise<Metadata> {
    const { lang: raw, slug } = await params;
    const lang = toLocale(raw);
    const item = await load(lang, slug);
    if (!item) return { robots: { index: false } };
    return pageMetadata({ lang, path: `/web-stories/${item.slug}`, title: item.title, description: typeof item.summary === 'string' ? item.summary : undefined, image: typeof item.image === 'string' ? item.image : null, type: 'article', publishedTime: item.publish_at, modifiedTime: item.updated_at });
  },
  async Page({ params }: Params) {
    const { lang: raw, slug } = await params;
    const lang = toLocale(raw);
    const item = await load(lang, slug);
    if (!item) notFound();
    const pages = (Array.isArray(item.pages) ? item.pages : []) as StoryPage[];
    if (!pages.length) notFound();
    return (
      <main id="main" className={styles.standalone}>
        <StoryViewer title={item.title} pages={pages} closeHref="/stories" />
        <JsonLd data={articleLd(lang, { path: `/web-stories/${item.slug}`, title: item.title, description: typeof item.summary === 'string' ? item.summary : undefined, image: typeof item.image === 'string' ? item.image : null, published: item.publish_at, modified: item.updated_at })} />
      </main>
    );
  },
};
