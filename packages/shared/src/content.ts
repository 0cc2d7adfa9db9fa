import { z } from 'zod';
import { emailSchema } from './auth';
import { isReachableContact, SUPPORT_TICKET_LIMITS } from './rules';

/** Content languages; English is the fallback. */
export const contentLangSchema = z.enum(['en', 'hi'], { error: 'lang must be en or hi.' });
export type ContentLang = z.infer<typeof contentLangSchema>;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}.`);

export const MAX_PAGE_SIZE = 100;

/** `?page=&limit=&category=&q=&lang=` of every public list (`GET /api/get_{type}`). */
export const contentListQuerySchema = z.object({
  page: wholeNumber('page', 1, 10_000).optional().default(1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).optional().default(12),
  category: z.string().trim().max(80, 'category is too long.').optional(),
  q: z.string().trim().max(100, 'The search text can be at most 100 characters.').optional(),
  lang: contentLangSchema.optional().default('en'),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentLangQuerySchema = z.object({ lang: contentLangSchema.optional().default('en') });

export const contentStatusSchema = z.enum(['draft', 'published', 'scheduled'], { error: 'status must be draft, published or scheduled.' });
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/**
 * One content item as the API serves it. Translated fields appear in the asked language (Hindi falls back
 * to English) and, on an item's own path (not in lists), under `translations` in both; the type's own fields appear
 * at the top level beside them.
 */
export const contentItemSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    slug: z.string(),
    status: contentStatusSchema,
    publish_at: z.string().nullable(),
    category: z.string().nullable(),
    position: z.number(),
    /** the public page, e.g. /blogs/rahu-kaal; null for types without pages */
    url: z.string().nullable(),
    lang: contentLangSchema,
    title: z.string(),
    translations: z.record(z.string(), z.object({ en: z.string(), hi: z.string().optional() })).optional(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .catchall(z.unknown());
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentItemReplySchema = z.object({ status: z.number(), data: contentItemSchema });
export const contentListReplySchema = z.object({
  status: z.number(),
  data: z.array(contentItemSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug uses lower-case letters, digits and single hyphens, like ekadashi-vrat.')
  .max(120, 'A slug can be at most 120 characters.');

/**
 * Admin create/update body. `fields` carries the type's fields: translated ones as `{en, hi}`, others as
 * plain values (see the type's declaration in @nakshatra/content). Without `slug` one is made from the English title.
 */
export const contentWriteBodySchema = z
  .object({
    slug: slugSchema.optional(),
    category: z.string().trim().max(80).nullable().optional(),
    position: z.number().int().min(-100_000).max(100_000).optional(),
    status: contentStatusSchema.optional(),
    /** ISO date-time; required with status 'scheduled' */
    publish_at: z.iso.datetime({ offset: true, error: 'publish_at must be an ISO date-time like 2026-03-14T06:00:00+05:30.' }).nullable().optional(),
    fields: z.record(z.string(), z.unknown()),
  })
  .strict();
export type ContentWriteBody = z.infer<typeof contentWriteBodySchema>;

/** Admin partial update: `fields` entries replace the stored ones (others kept). */
export const contentPatchBodySchema = contentWriteBodySchema.partial().strict();
export type ContentPatchBody = z.infer<typeof contentPatchBodySchema>;

/** POST /api/admin/content/{type}/{id}/publish */
export const contentPublishBodySchema = z
  .object({
    /** 'published' now, 'scheduled' at publish_at, or back to 'draft' */
    status: contentStatusSchema,
    publish_at: z.iso.datetime({ offset: true, error: 'publish_at must be an ISO date-time like 2026-03-14T06:00:00+05:30.' }).optional(),
  })
  .strict();

export const adminContentListQuerySchema = z.object({
  page: wholeNumber('page', 1, 10_000).optional().default(1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).optional().default(20),
  q: z.string().trim().max(100).optional(),
  status: contentStatusSchema.optional(),
  category: z.string().trim().max(80).optional(),
});

export const contentRevisionSchema = z.object({
  id: z.number(),
  action: z.string(),
  actor_user_id: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
});

/** GET /api/content/sitemap */
export const sitemapEntrySchema = z.object({ url: z.string(), lastmod: z.string(), type: z.string() });

/** GET /api/search?q= */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search.').max(100, 'The search text can be at most 100 characters.'),
  lang: contentLangSchema.optional().default('en'),
  limit: wholeNumber('limit', 1, 50).optional().default(20),
});

/** POST /upload reply */
export const uploadReplySchema = z.object({
  status: z.number(),
  data: z.object({
    url: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    /** responsive WebP versions, narrowest first */
    variants: z.array(z.object({ width: z.number(), url: z.string() })),
  }),
});

/** POST /api/support/tickets */
export const supportTicketBodySchema = z.object({
  name: z.string().trim().min(SUPPORT_TICKET_LIMITS.name.min, 'Please enter your name.').max(SUPPORT_TICKET_LIMITS.name.max, 'Your name can be at most 80 characters.'),
  contact: z
    .string()
    .trim()
    .min(SUPPORT_TICKET_LIMITS.contact.min, 'Please enter a phone number or an e-mail address where we can reach you.')
    .max(SUPPORT_TICKET_LIMITS.contact.max, 'The contact can be at most 120 characters.')
    .refine(isReachableContact, 'Please enter a phone number or an e-mail address where we can reach you.'),
  message: z.string().trim().min(SUPPORT_TICKET_LIMITS.message.min, 'Please describe your question in at least 10 characters.').max(SUPPORT_TICKET_LIMITS.message.max, 'The message can be at most 4000 characters.'),
});
export const supportTicketSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export const supportAnswerBodySchema = z.object({
  answer: z.string().trim().min(1, 'Write an answer.').max(4000).optional(),
  status: z.enum(['open', 'answered', 'closed']).optional(),
});

/** POST /api/send_subscribe_email */
export const subscribeBodySchema = z.object({ email: emailSchema, lang: contentLangSchema.optional() });
