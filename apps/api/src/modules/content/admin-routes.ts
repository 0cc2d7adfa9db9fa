import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeList, getContentType, isContentTypeKey } from '@nakshatra/content';
import {
  adminContentListQuerySchema, contentItemSchema, contentLangQuerySchema, contentPatchBodySchema, contentPublishBodySchema,
  contentRevisionSchema, contentWriteBodySchema,
} from '@nakshatra/shared';
import { notFound } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { enumFilters } from './routes.js';
import { presentItem, rawFields, type ContentRow } from './present.js';
import { findById, listItems, listRevisions } from './repository.js';
import { revalidationFor, startScheduledRevalidation } from './revalidate.js';
import { validateFields } from './validate.js';
import { createItem, deleteItem, setPublication, updateItem } from './write.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const typeParams = z.object({ type: z.string() });
const itemParams = z.object({ type: z.string(), id: z.string() });
const adminItemSchema = contentItemSchema.extend({ fields: z.record(z.string(), z.unknown()) });
const itemReply = z.object({ status: z.number(), data: adminItemSchema });

function typeOf(key: string) {
  if (!isContentTypeKey(key)) throw notFound(`There is no content type "${key}".`);
  return getContentType(key);
}

/** The CMS API: admins only (401 signed out, 403 for others); every write is audited and revalidates the web pages. */
export async function contentAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, revalidate } = app.ctx;
  startScheduledRevalidation(app, revalidate);
  const tags = ['content admin'];
  const security = [{ session: [] }];
  const asAdmin = (row: ContentRow) => ({ ...presentItem(row, 'en', { now: clock.now() }), fields: rawFields(row) });
  const itemById = async (key: string, id: string) => {
    const type = typeOf(key);
    const row = UUID.test(id) ? await findById(db, type.key, id) : undefined;
    if (!row) throw notFound(`No ${type.label.en.toLowerCase()} has this id.`);
    return { type, row };
  };

  r.get('/api/admin/content/types', {
    schema: { tags, security, summary: 'The registry: every type with its labels, route names, translated and rich-text fields, and its fields as JSON Schema (to build forms)' },
    handler: async (req) => {
      await requireAdmin(req);
      return {
        status: 200,
        data: contentTypeList.map((t) => ({
          key: t.key, label: t.label, segment: t.segment, api: t.api, translated: t.translated, html: t.html, listFields: t.listFields,
          order: t.order, indexed: t.indexed, home: t.home, filters: enumFilters(t),
          schema: z.toJSONSchema(t.schema, { io: 'input', unrepresentable: 'any' }),
        })),
      };
    },
  });

  r.get('/api/admin/content/:type', {
    schema: {
      tags, security, summary: 'All items of a type (any status), with ?q, ?status, ?category, ?page, ?limit',
      params: typeParams, querystring: adminContentListQuerySchema,
      response: { 200: z.object({ status: z.number(), data: z.array(adminItemSchema), page: z.number(), limit: z.number(), total: z.number() }) },
    },
    handler: async (req) => {
      await requireAdmin(req);
      const type = typeOf(req.params.type);
      const { page, limit, q, status, category } = req.query;
      const { rows, total } = await listItems(db, { type, page, limit, q, status, category });
      return { status: 200, data: rows.map(asAdmin) as never, page, limit, total };
    },
  });

  r.get('/api/admin/content/:type/:id', {
    schema: { tags, security, summary: 'One item with its editable fields ({en, hi} for translated ones)', params: itemParams, response: { 200: itemReply } },
    handler: async (req) => {
      await requireAdmin(req);
      const { row } = await itemById(req.params.type, req.params.id);
      return { status: 200, data: asAdmin(row) as never };
    },
  });

  r.get('/api/admin/content/:type/:id/revisions', {
    schema: { tags, security, summary: 'The item\'s audit trail: who changed what, when (newest first)', params: itemParams, response: { 200: z.object({ status: z.number(), data: z.array(contentRevisionSchema) }) } },
    handler: async (req) => {
      await requireAdmin(req);
      const type = typeOf(req.params.type);
      if (!UUID.test(req.params.id)) throw notFound(`No ${type.label.en.toLowerCase()} has this id.`);
      const rows = await listRevisions(db, req.params.id);
      return { status: 200, data: rows.filter((x) => x.type === type.key).map((x) => ({ id: x.id, action: x.action, actor_user_id: x.actorUserId, changes: x.changes, created_at: x.createdAt.toISOString() })) };
    },
  });

  r.post('/api/admin/content/:type/preview', {
    schema: {
      tags, security, summary: 'Preview: validates and sanitises fields and returns the item as the public API would serve it, without saving',
      params: typeParams, querystring: contentLangQuerySchema, body: z.object({ fields: z.record(z.string(), z.unknown()) }), response: { 200: z.object({ status: z.number(), data: z.record(z.string(), z.unknown()) }) },
    },
    handler: async (req) => {
      await requireAdmin(req);
      const type = typeOf(req.params.type);
      const { i18n, data } = validateFields(type, req.body.fields);
      const now = clock.now();
      const row: ContentRow = { id: '00000000-0000-0000-0000-000000000000', type: type.key, slug: 'preview', status: 'draft', publishAt: null, category: null, position: 0, i18n, data, searchText: '', createdBy: null, updatedBy: null, createdAt: now, updatedAt: now };
      return { status: 200, data: presentItem(row, req.query.lang, { now }) };
    },
  });

  r.post('/api/admin/content/:type', {
    schema: { tags, security, summary: 'Create an item (draft unless status says otherwise); slug made from the English title when absent', params: typeParams, body: contentWriteBodySchema, response: { 200: itemReply } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const type = typeOf(req.params.type);
      const row = await createItem(db, type, req.body, { userId: admin.id, ip: req.ip }, clock.now());
      if (row.status !== 'draft') void revalidate(revalidationFor(type, [row.slug]));
      return { status: 200, data: asAdmin(row) as never };
    },
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    r.route({
      method, url: '/api/admin/content/:type/:id',
      schema: { tags, security, summary: 'Update an item: given fields replace stored ones, others are kept', params: itemParams, body: contentPatchBodySchema, response: { 200: itemReply } },
      handler: async (req) => {
        const admin = await requireAdmin(req);
        const { type, row: before } = await itemById(req.params.type, req.params.id);
        const row = await updateItem(db, type, before.id, req.body, { userId: admin.id, ip: req.ip }, clock.now());
        if (row.status !== 'draft' || before.status !== 'draft') void revalidate(revalidationFor(type, [...new Set([before.slug, row.slug])]));
        return { status: 200, data: asAdmin(row) as never };
      },
    });
  }

  r.post('/api/admin/content/:type/:id/publish', {
    schema: { tags, security, summary: 'Publish now, schedule (status scheduled + publish_at) or return to draft', params: itemParams, body: contentPublishBodySchema, response: { 200: itemReply } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { type, row: before } = await itemById(req.params.type, req.params.id);
      const row = await setPublication(db, type, before.id, req.body.status, req.body.publish_at, { userId: admin.id, ip: req.ip }, clock.now());
      void revalidate(revalidationFor(type, [row.slug]));
      return { status: 200, data: asAdmin(row) as never };
    },
  });

  r.delete('/api/admin/content/:type/:id', {
    schema: { tags, security, summary: 'Delete an item (its revisions stay in the trail)', params: itemParams, response: { 200: z.object({ status: z.number(), data: z.object({ id: z.string() }) }) } },
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { type, row: before } = await itemById(req.params.type, req.params.id);
      await deleteItem(db, type, before.id, { userId: admin.id, ip: req.ip });
      if (before.status !== 'draft') void revalidate(revalidationFor(type, [before.slug]));
      return { status: 200, data: { id: before.id } };
    },
  });
}
