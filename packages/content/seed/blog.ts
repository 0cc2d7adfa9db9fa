import type { SeedItem } from '../src/seed-types';
import { blogDrafts } from './text/blog';

/** Six original articles (English and Hindi), newest first. */
export const items: SeedItem<'blog'>[] = blogDrafts.map((d) => ({
  slug: d.slug,
  category: d.category,
  title: d.title,
  summary: d.excerpt,
  body: d.body,
  image: d.image,
  author: d.author.en,
  readMinutes: d.readingMinutes,
  tags: d.tags,
}));
