import { blog } from './types/blog.js';
import { remedies } from './types/remedies.js';
import { aarti } from './types/aarti.js';
import { tarot } from './types/tarot.js';
import { vastu } from './types/vastu.js';
import { vrat } from './types/vrat.js';
import { festivals } from './types/festivals.js';
import { numerology } from './types/numerology.js';
import { news } from './types/news.js';
import { video } from './types/video.js';
import { gallery } from './types/gallery.js';
import { galleryCollection } from './types/gallery-collection.js';
import { story } from './types/story.js';
import { storyCollection } from './types/story-collection.js';
import { podcast } from './types/podcast.js';
import { services } from './types/services.js';
import { testimonial } from './types/testimonial.js';
import { review } from './types/review.js';
import { banners } from './types/banners.js';
import { category } from './types/category.js';
import { collection } from './types/collection.js';
import { products } from './types/products.js';
import { pooja } from './types/pooja.js';
import { darshan } from './types/darshan.js';
import { page } from './types/page.js';
import type { ContentType } from './define.js';

/** Every content type. Adding one: a file in types/ and a line here. */
export const contentTypes = {
  blog,
  remedies,
  aarti,
  tarot,
  vastu,
  vrat,
  festivals,
  numerology,
  news,
  video,
  gallery,
  gallery_collection: galleryCollection,
  story,
  story_collection: storyCollection,
  podcast,
  services,
  testimonial,
  review,
  banners,
  category,
  collection,
  products,
  pooja,
  darshan,
  page,
} as const;

export type ContentTypes = typeof contentTypes;
export type ContentTypeKey = keyof ContentTypes;
export const contentTypeKeys = Object.keys(contentTypes) as ContentTypeKey[];
export const contentTypeList: ContentType[] = Object.values(contentTypes) as unknown as ContentType[];

export function isContentTypeKey(key: string): key is ContentTypeKey {
  return Object.prototype.hasOwnProperty.call(contentTypes, key);
}

/** The type with this key (throws on an unknown key: a programming error). */
export function getContentType(key: string): ContentType {
  if (!isContentTypeKey(key)) throw new Error(`Unknown content type "${key}".`);
  return contentTypes[key] as unknown as ContentType;
}

/** The public path of an item, or null when the type has no pages of its own. */
export function publicPath(type: ContentType, slug: string): string | null {
  if (type.segment === null) return null;
  return type.segment === '' ? `/${slug}` : `/${type.segment}/${slug}`;
}
