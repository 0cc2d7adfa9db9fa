import { z } from 'zod';

/** The two languages of the site; English is the fallback. */
export const languages = ['en', 'hi'] as const;
export type Lang = (typeof languages)[number];

/**
 * Translated text nested inside a field (a story page's text, a gallery caption). Top-level translated
 * fields are listed in `translated` instead and stored as `{en, hi}` by the platform.
 */
export const localizedTextSchema = z.object({
  en: z.string().trim().min(1, 'The English text cannot be empty.').max(5000),
  hi: z.string().trim().max(5000).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An address on our own origin (`/upload/...`) or an https URL. Never javascript:, data: or protocol-relative. */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((s) => (s.startsWith('/') && !s.startsWith('//')) || /^https:\/\/[^\s]+$/.test(s), 'Use an uploaded file address (/upload/...) or an https:// address.');

/** Internal link (a path on the site) or an https URL. */
export const linkSchema = mediaUrlSchema;

/**
 * A picture's address. The `x-upload` mark reaches the field's JSON Schema (GET /api/admin/content/types),
 * where the CMS reads it to put an upload button beside the field; validation is mediaUrlSchema's.
 */
export const imageUrlSchema = mediaUrlSchema.meta({ 'x-upload': 'image' });

/** An audio file's address (MP3, OGG, WAV uploaded through /upload), with an upload button in the CMS. */
export const audioUrlSchema = mediaUrlSchema.meta({ 'x-upload': 'audio' });

/** YYYY-MM-DD */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-03-14.');

/**
 * Fields every type has. `title` is required; the others are optional. `body` is rich-text HTML,
 * sanitised on the server; `image` is the card and OpenGraph image.
 */
export const baseFields = {
  title: z.string().trim().min(1, 'The title cannot be empty.').max(200, 'The title can be at most 200 characters.'),
  summary: z.string().trim().max(600, 'The summary can be at most 600 characters.').optional(),
  body: z.string().max(200_000, 'The body is too long.').optional(),
  image: imageUrlSchema.optional(),
};
export type BaseShape = typeof baseFields;

export type ApiNames = {
  /** GET /api/{list} */
  list: string;
  /** GET /api/{single}/:id, or null when the spec has none */
  single: string | null;
  /** GET /api/{bySlug}/:slug, or null */
  bySlug: string | null;
};

export type ContentTypeInput<K extends string, S extends z.ZodRawShape, T extends string> = {
  /** The API name: /api/get_{key}, /api/get_single_{key}/:id, /api/get_single_{key}_by_slug/:slug (overridable with `api`). */
  key: K;
  label: { en: string; hi: string; enPlural: string; hiPlural: string };
  /** Public pages /{segment} and /{segment}/[slug]; null for types shown only inside other pages (banners, testimonials). */
  segment: string | null;
  /** The type's own fields; title, summary, body and image are added for every type. */
  fields: z.ZodObject<S>;
  /** Fields stored and edited in English and Hindi (top-level keys of base + fields). */
  translated: readonly T[];
  /** Fields holding rich-text HTML (sanitised on write). Default ['body']. */
  html?: readonly string[];
  /** Fields a list reply carries (besides id, slug, category, publish time). Default title, summary, image. */
  listFields?: readonly string[];
  /** Route names that differ from the defaults (the spec's own spelling). */
  api?: Partial<ApiNames>;
  /** Lists order: newest first (default) or the admin's `position`, then newest. */
  order?: 'newest' | 'position';
  /** Listed in the sitemap and the site search (default: when it has a segment). */
  indexed?: boolean;
  /** How many items the home page data (/todos) carries; 0 or absent: none. */
  home?: number;
  /** Values computed when serving (pure: the platform passes the time), e.g. a live stream's "next at". */
  derive?: (data: Record<string, unknown>, now: Date) => Record<string, unknown>;
  /** A rule across fields, checked after the schema: a sentence for the admin, or null when fine. */
  validate?: (data: Record<string, unknown>) => string | null;
};

export type ContentType<K extends string = string, S extends z.ZodRawShape = z.ZodRawShape, T extends string = string> = {
  key: K;
  label: { en: string; hi: string; enPlural: string; hiPlural: string };
  segment: string | null;
  /** base fields + the type's fields */
  schema: z.ZodObject<BaseShape & S>;
  /** only the type's own fields */
  fields: z.ZodObject<S>;
  translated: readonly T[];
  html: readonly string[];
  listFields: readonly string[];
  api: ApiNames;
  order: 'newest' | 'position';
  indexed: boolean;
  home: number;
  derive?: (data: Record<string, unknown>, now: Date) => Record<string, unknown>;
  validate?: (data: Record<string, unknown>) => string | null;
};

/** Declares a content type once; storage, API, pages, admin screens, sitemap and search come from it. */
export function defineContentType<const K extends string, S extends z.ZodRawShape, const T extends Extract<keyof (BaseShape & S), string>>(
  input: ContentTypeInput<K, S, T>,
): ContentType<K, S, T> {
  return {
    key: input.key,
    label: input.label,
    segment: input.segment,
    schema: z.object({ ...baseFields, ...input.fields.shape }) as z.ZodObject<BaseShape & S>,
    fields: input.fields,
    translated: input.translated,
    html: input.html ?? ['body'],
    listFields: input.listFields ?? ['title', 'summary', 'image'],
    api: {
      list: input.api?.list ?? `get_${input.key}`,
      single: input.api?.single === undefined ? `get_single_${input.key}` : input.api.single,
      bySlug: input.api?.bySlug === undefined ? `get_single_${input.key}_by_slug` : input.api.bySlug,
    },
    order: input.order ?? 'newest',
    indexed: input.indexed ?? input.segment !== null,
    home: input.home ?? 0,
    derive: input.derive,
    validate: input.validate,
  };
}
