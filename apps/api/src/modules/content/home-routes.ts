import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeList, publicPath } from '@nakshatra/content';
import { contentItemSchema, contentLangQuerySchema, searchQuerySchema, sitemapEntrySchema } from '@nakshatra/shared';
import { presentItem } from './present.js';
import { allPublic, listItems, searchItems } from './repository.js';
import { cachedReply, sendReply } from './micro-cache.js';

/** The home page data (/todos), the sitemap data and the site search. */
export async function homeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const homeTypes = contentTypeList.filter((t) => t.home > 0);
  const indexed = contentTypeList.filter((t) => t.indexed && t.segment !== null);

  r.get('/todos', {
    schema: {
      tags: ['content'],
      summary: 'Home page data: banners, services, latest blogs, remedies, videos, testimonials, web stories',
      description: `One list per type key (${homeTypes.map((t) => `${t.key} ≤ ${t.home}`).join(', ')}), items as in the type's list.`,
      querystring: contentLangQuerySchema,
      response: { 200: z.object({ status: z.number(), data: z.record(z.string(), z.array(contentItemSchema)) }) },
    },
    handler: async (req, reply) => {
      const now = clock.now();
      const body = await cachedReply(db, `todos|${req.query.lang}`, now, async () => {
        const lists = await Promise.all(homeTypes.map(async (type) => {
          const { rows } = await listItems(db, { type, publicAt: now, page: 1, limit: type.home, listOnly: true });
          return [type.key, rows.map((row) => presentItem(row, req.query.lang, { now, list: true }))] as const;
        }));
        return { status: 200, data: Object.fromEntries(lists) };
      });
      return sendReply(req, reply, body, 'public, max-age=15');
    },
  });

  r.get('/api/content/sitemap', {
    schema: {
      tags: ['content'],
      summary: 'Every published public content address with its last change (the web app renders sitemap.xml)',
      description: 'Paths are unprefixed (English); the web app adds the /hi alternates. List pages carry the newest item time.',
      response: { 200: z.object({ status: z.number(), data: z.array(sitemapEntrySchema) }) },
    },
    handler: async () => {
      const now = clock.now();
      const rows = await allPublic(db, indexed.map((t) => t.key), now);
      const entries: Array<z.infer<typeof sitemapEntrySchema>> = [];
      const newest = new Map<string, Date>();
      for (const row of rows) {
        const type = indexed.find((t) => t.key === row.type)!;
        const lastmod = row.updatedAt > (row.publishAt ?? row.updatedAt) ? row.updatedAt : row.publishAt ?? row.updatedAt;
        const url = publicPath(type, row.slug);
        if (url) entries.push({ url, lastmod: lastmod.toISOString(), type: type.key });
        if (type.segment && (!newest.has(type.segment) || newest.get(type.segment)! < lastmod)) newest.set(type.segment, lastmod);
      }
      for (const [segment, lastmod] of newest) entries.unshift({ url: `/${segment}`, lastmod: lastmod.toISOString(), type: 'list' });
      return { status: 200, data: entries };
    },
  });

  r.get('/api/search', {
    schema: {
      tags: ['content'],
      summary: 'Search published content of every type with pages (titles and summaries, English and Hindi)',
      querystring: searchQuerySchema,
      response: { 200: z.object({ status: z.number(), data: z.array(contentItemSchema) }) },
    },
    handler: async (req) => {
      const now = clock.now();
      const rows = await searchItems(db, indexed.map((t) => t.key), req.query.q, now, req.query.limit);
      return { status: 200, data: rows.map((row) => presentItem(row, req.query.lang, { now, list: true })) as never };
    },
  });
}
