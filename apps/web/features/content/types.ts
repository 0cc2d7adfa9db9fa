import { contentTypes, publicPath, type ContentType, type ContentTypeKey } from '@nakshatra/content';

/**
 * The content types whose public pages this web app serves (list and detail routes under app/[lang]). Their
 * route segments and API names come from the registry (packages/content); only the choice of types is here.
 * Server-side only: importing the registry into a client component would ship zod and every type to the browser.
 */
const servedKeys = [
  'blog', 'remedies', 'aarti', 'tarot', 'vastu', 'vrat', 'festivals', 'numerology', 'news', 'video', 'gallery',
  'gallery_collection', 'story', 'story_collection', 'podcast', 'services', 'page', 'pooja', 'products',
] as const satisfies readonly ContentTypeKey[];

export type PageTypeKey = (typeof servedKeys)[number];
export type PageType = { key: PageTypeKey; segment: string; list: string; bySlug: string; entry: ContentType };

function pageType(key: PageTypeKey): PageType {
  const entry = contentTypes[key] as unknown as ContentType;
  // a served type must have pages and a by-slug route in the registry (a registry change would break pages loudly)
  if (entry.segment === null || entry.api.bySlug === null) throw new Error(`The content type "${key}" has no public pages in the registry.`);
  return { key, segment: entry.segment, list: entry.api.list, bySlug: entry.api.bySlug, entry };
}

export const pageTypes = Object.fromEntries(servedKeys.map((k) => [k, pageType(k)])) as Record<PageTypeKey, PageType>;

/** The public address of an item (unprefixed; the proxy adds the visitor's language). */
export function itemPath(type: PageType, slug: string): string {
  return publicPath(type.entry, slug)!;
}

/** Segments whose pages this web app serves (the sitemap lists only these). */
export const servedSegments = new Set(Object.values(pageTypes).map((t) => t.segment));
