/**
 * The shape of demo content files, for whoever writes them.
 *
 * One file per content type: `packages/content/seed/<key>.ts` (key as in the registry: blog.ts, remedies.ts,
 * aarti.ts, tarot.ts, vastu.ts, vrat.ts, festivals.ts, numerology.ts, news.ts, video.ts, gallery.ts,
 * gallery_collection.ts, story.ts, story_collection.ts, podcast.ts, services.ts, testimonial.ts, review.ts,
 * banners.ts, category.ts, collection.ts, products.ts, pooja.ts, darshan.ts, page.ts), each:
 *
 * ```ts
 * import type { SeedItem } from '../src/seed-types';
 * export const items: SeedItem<'vrat'>[] = [
 *   {
 *     slug: 'ekadashi-vrat',                    // lower-case a-z 0-9 and hyphens; unique within the type
 *     category: 'fasting',                      // optional: slug of an item in seed/category.ts
 *     title: { en: 'Ekadashi Vrat', hi: 'एकादशी व्रत' },
 *     summary: { en: '…', hi: '…' },            // one or two sentences for cards and meta descriptions
 *     body: { en: '<p>…</p>', hi: '<p>…</p>' }, // HTML: p, h2, h3, ul/ol/li, strong, em, blockquote, a href, img src
 *     image: 'file:seed/images/vrat/ekadashi.svg',
 *     deity: { en: 'Vishnu', hi: 'विष्णु' },    // a translated field of this type: {en, hi}
 *     tithi: 11,                                // an untranslated field: its plain value
 *   },
 * ];
 * ```
 *
 * Rules:
 * - Every field of the type's declaration (src/types/<key>.ts) is available; fields listed in its `translated`
 *   are `{ en, hi }` objects, all others plain values; `title` is required, the rest as the schema says.
 * - Nested translated texts (story pages' heading/text, gallery captions) are `{ en, hi }` too.
 * - Files: a string `file:<path relative to packages/content>` is imported when seeding. Images (SVG, PNG, JPEG,
 *   WebP) go under `seed/images/<key>/…` and are rasterised and re-encoded through the upload pipeline; so the
 *   SVG's text should not rely on fonts (draw shapes). Audio (podcast `audioUrl`, aarti `audioUrl`) uses the
 *   generated files `file:assets/audio/podcast-01.wav` … `podcast-06.wav` (see scripts/generate-audio.ts).
 *   Videos (video `videoUrl`) use `file:assets/video/<name>.mp4` (see scripts/generate-video.ts); they are copied
 *   and served from /upload/video/ with byte ranges.
 * - `publishAt` (ISO) is optional: items without it are published a day apart, in file order, newest first.
 *   `status: 'draft'` keeps an item unpublished. `position` (integer) orders services, banners and categories.
 * - Remedies must include the side-menu pages with slugs sun, moon, jupiter, rahu, mercury, venus, ketu,
 *   saturn, mars and sadesati. Pages (page.ts): about-us, terms-and-conditions, privacy-policy, refund-policy.
 * - Links (`href`) are site paths like `/astrology-services/talk-to-astrologer` or https:// addresses.
 */
import type { z } from 'zod';
import type { ContentTypes, ContentTypeKey } from './registry';

/** `{en, hi}`: both languages are expected in demo content. */
export type SeedText = { en: string; hi: string };

type SchemaOf<K extends ContentTypeKey> = z.input<ContentTypes[K]['schema']>;
type TranslatedOf<K extends ContentTypeKey> = ContentTypes[K]['translated'][number];

/** Replaces nested `{en, hi?}` texts by SeedText so demo content always carries Hindi. */
type DeepSeed<V> = V extends { en: string; hi?: string }
  ? SeedText
  : V extends Array<infer E>
    ? Array<DeepSeed<E>>
    : V extends object
      ? { [P in keyof V]: DeepSeed<V[P]> }
      : V;

type FieldsOf<K extends ContentTypeKey> = {
  [F in keyof SchemaOf<K>]: F extends TranslatedOf<K> ? (undefined extends SchemaOf<K>[F] ? SeedText | undefined : SeedText) : DeepSeed<SchemaOf<K>[F]>;
};

/** Optional keys stay optional. */
type Optionalize<T> = { [P in keyof T as undefined extends T[P] ? P : never]?: T[P] } & { [P in keyof T as undefined extends T[P] ? never : P]: T[P] };

/** One demo item of type K. */
export type SeedItem<K extends ContentTypeKey> = {
  slug: string;
  status?: 'published' | 'draft';
  /** ISO date-time; default: file order, a day apart, newest first */
  publishAt?: string;
  /** slug of a category (seed/category.ts) */
  category?: string;
  position?: number;
} & Optionalize<FieldsOf<K>>;

/** A seed module: `export const items: SeedItem<'blog'>[]`. */
export type SeedModule<K extends ContentTypeKey> = { items: SeedItem<K>[] };
