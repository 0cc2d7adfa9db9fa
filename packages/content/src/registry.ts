import { blog } from './types/blog';
import { remedies } from './types/remedies';
import { aarti } from './types/aarti';
import { tarot } from './types/tarot';
import { vastu } from './types/vastu';
import { vrat } from './types/vrat';
import { festivals } from './types/festivals';
import { numerology } from './types/numerology';
import { news } from './types/news';
import { video } from './types/video';
import { gallery } from './types/gallery';
import { galleryCollection } from './types/gallery-collection';
import { story } from './types/story';
import { storyCollection } from './types/story-collection';
import { podcast } from './types/podcast';
import { services } from './types/services';
import { testimonial } from './types/testimonial';
import { review } from './types/review';
import { banners } from './types/banners';
import { category } from './types/category';
import { collection } from './types/collection';
import { products } from './types/products';
import { pooja } from './types/pooja';
import { darshan } from './types/darshan';
import { page } from './types/page';
import type { ContentType } from './define';

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
