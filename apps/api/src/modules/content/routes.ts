import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeList, type ContentType } from '@nakshatra/content';
import { contentItemReplySchema, contentLangQuerySchema, contentListQuerySchema, contentListReplySchema } from '@nakshatra/shared';
import { notFound } from '../../lib/app-error.js';
import { isPubliclyVisible, presentItem } from './present.js';
import { findById, findBySlug, listItems } from './repository.js';
import { homeRoutes } from './home-routes.js';
import { cachedReply, sendReply } from './micro-cache.js';
import { shopFilterSchema, shopFilterSql, type ShopFilters } from '../commerce/catalogue-filters.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public replies may be cached briefly by browsers; pages are refreshed on publish by revalidation. */
export const PUBLIC_CACHE = 'public, max-age=15';

/** Untranslated enum fields a list can be filtered by (e.g. podcast `show`, darshan `kind`, remedies `planet`). */
export function enumFilters(type: ContentType): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  const translated = new Set<string>(type.translated);
  for (const [key, schema] of Object.entries(type.fields.shape as Record<string, z.ZodType>)) {
    if (translated.has(key)) continue;
    let cur = schema as unknown as { _zod: { def: { type: string; innerType?: unknown } }; options?: string[] };
    while (cur._zod.def.innerType) cur = cur._zod.def.innerType as typeof cur;
    if (cur._zod.def.type === 'enum' && cur.options) out[key] = cur.options;
  }
  return out;
}

/** The spec's content paths, generated from the registry: list, by id and by slug for every type. */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const cache = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE);

  for (const type of contentTypeList) {
    const name = type.label.en.toLowerCase();
    const tags = [`content: ${type.key}`];
    const filters = enumFilters(type);
    const querystring = contentListQuerySchema.extend({
      ...Object.fromEntries(Object.entries(filters).map(([k, values]) => [k, z.enum(values as [string, ...string[]], { error: `${k} must be one of ${values.join(', ')}.` }).optional()])),
      ...(type.key === 'products' ? shopFilterSchema : {}),
    });

    r.get(`/api/${type.api.list}`, {
      schema: {
        tags,
        summary: `${type.label.enPlural}: published, ${type.order === 'position' ? 'in the admin\'s order' : 'newest first'}`,
        description: `Paged with ?page (from 1) and ?limit (1-100, default 12); ?category= a category slug; ?q= words in the title or summary (English or Hindi); ?lang=hi for Hindi with English fallback${Object.keys(filters).length ? `; filters: ${Object.keys(filters).map((k) => `?${k}=`).join(', ')}` : ''}. Items carry the list fields (${type.listFields.join(', ')}) in the asked language; an item's own path adds \`translations\` (both languages).`,
        querystring,
        response: { 200: contentListReplySchema },
      },
      handler: async (req, reply) => {
        const { page, limit, category, q, lang, min_price, max_price, in_stock, ...rest } = req.query as z.infer<typeof contentListQuerySchema> & Record<string, string | undefined> & ShopFilters;
        const data = Object.fromEntries(Object.entries(rest).filter(([k, v]) => k in filters && v !== undefined)) as Record<string, string>;
        const now = clock.now();
        const where = type.key === 'products' ? shopFilterSql({ min_price, max_price, in_stock }) : undefined;
        const build = async () => {
          const { rows, total } = await listItems(db, { type, publicAt: now, page, limit, category, q, data, where, listOnly: true });
          return { status: 200, data: rows.map((row) => presentItem(row, lang, { now, list: true })), page, limit, total };
        };
        // kept for a second at most (micro-cache), so a sale shows in the in-stock filter at once
        const body = await cachedReply(db, `${type.key}|${req.url}`, now, build);
        return sendReply(req, reply, body, PUBLIC_CACHE);
      },
    });

    if (type.api.single) {
      r.get(`/api/${type.api.single}/:id`, {
        schema: { tags, summary: `One ${name} by id`, params: z.object({ id: z.string() }), querystring: contentLangQuerySchema, response: { 200: contentItemReplySchema } },
        handler: async (req, reply) => {
          const now = clock.now();
          const row = UUID.test(req.params.id) ? await findById(db, type.key, req.params.id) : undefined;
          if (!row || !isPubliclyVisible(row, now)) throw notFound(`No ${name} has this id.`);
          cache(reply);
          return { status: 200, data: presentItem(row, req.query.lang, { now }) as never };
        },
      });
    }

    if (type.api.bySlug) {
      r.get(`/api/${type.api.bySlug}/:slug`, {
        schema: { tags, summary: `One ${name} by its slug`, params: z.object({ slug: z.string() }), querystring: contentLangQuerySchema, response: { 200: contentItemReplySchema } },
        handler: async (req, reply) => {
          const now = clock.now();
          const slug = req.params.slug.toLowerCase();
          const body = slug.length > 120 ? null : await cachedReply(db, `${type.key}|slug|${slug}|${req.query.lang ?? ''}`, now, async () => {
            const row = await findBySlug(db, type.key, slug);
            return row && isPubliclyVisible(row, now) ? { status: 200, data: presentItem(row, req.query.lang, { now }) } : null;
          });
          if (!body || body.json === 'null') throw notFound(`No ${name} has the address "${req.params.slug.slice(0, 120)}".`);
          return sendReply(req, reply, body, PUBLIC_CACHE);
        },
      });
    }
  }

  await app.register(homeRoutes);
}
