import type { ContentTypeKey } from '@nakshatra/content';

/**
 * The content types that have public pages on the web, with the route segment and API names of their
 * registry declaration (packages/content/src/types). The registry itself is not bundled into the web app
 * (its files import with `.js` specifiers, which Turbopack does not map to `.ts`), so this mirrors the
 * few properties pages need; the admin screens read the whole registry from GET /api/admin/content/types.
 */
export type PageType = { key: ContentTypeKey; segment: string; list: string; bySlug: string };

const pageType = (key: ContentTypeKey, segment: string): PageType => ({
  key,
  segment,
  list: `get_${key}`,
  bySlug: `get_single_${key}_by_slug`,
});

export const pageTypes = {
  blog: pageType('blog', 'blogs'),
  remedies: pageType('remedies', 'remedies'),
  aarti: pageType('aarti', 'rituals/aarti'),
  tarot: pageType('tarot', 'tarot'),
  vastu: pageType('vastu', 'vastu'),
  vrat: pageType('vrat', 'vrat'),
  festivals: pageType('festivals', 'festivals'),
  numerology: pageType('numerology', 'numerology'),
  news: pageType('news', 'news'),
  video: pageType('video', 'videos'),
  gallery: pageType('gallery', 'gallery'),
  gallery_collection: pageType('gallery_collection', 'gallery/collections'),
  story: pageType('story', 'web-stories'),
  story_collection: pageType('story_collection', 'stories/collections'),
  podcast: pageType('podcast', 'audio-podcast'),
  services: pageType('services', 'services'),
  page: pageType('page', ''),
} satisfies Partial<Record<ContentTypeKey, PageType>>;

export type PageTypeKey = keyof typeof pageTypes;

/** The public address of an item (unprefixed; the proxy adds the visitor's language). */
export function itemPath(type: PageType, slug: string): string {
  return type.segment === '' ? `/${slug}` : `/${type.segment}/${slug}`;
}

/** Segments whose pages this web app serves (the sitemap lists only these). */
export const servedSegments = new Set(Object.values(pageTypes).map((t) => t.segment));
