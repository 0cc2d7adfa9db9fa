import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { astrologerPrivate, eq } from '@nakshatra/db';
import { adminAstrologerListQuerySchema, approveAstrologerBodySchema, consultSettingsSchema, reasonBodySchema } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { approveApplication, approveChanges, listApplications, loadApplication, rejectApplication, rejectChanges, revealBankAccount, suspendAstrologer, type Actor } from './admin.js';
import { readIdentityDocument } from './private-store.js';
import { astrologerRevalidation } from './revalidation.js';
import { getConsultSettings, saveConsultSettings } from './settings.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reply = z.object({ status: z.number(), data: z.unknown() });
const idParams = z.object({ id: z.string().regex(UUID, 'No astrologer has this id.') });

/** Admin console: applications, approvals with the public price, rejections, suspensions, pending edits, limits. */
export async function astrologerAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, env, revalidate } = app.ctx;
  const tags = ['admin: astrologers'];
  const security = [{ session: [] }];
  const actor = async (req: FastifyRequest): Promise<Actor> => ({ adminId: (await requireAdmin(req)).id, ip: req.ip, now: clock.now() });
  // a decision that changes what the public pages draw tells the web app at once (fire and forget, like the CMS)
  const published = <T>(id: string, data: T): { status: number; data: T } => {
    void revalidate(astrologerRevalidation(id));
    return { status: 200, data };
  };

  r.get('/api/admin/consult_settings', {
    schema: { tags, security, summary: 'Price limits per minute for astrologers (paise)', response: { 200: z.object({ status: z.number(), data: consultSettingsSchema }) } },
    handler: async (req) => { await requireAdmin(req); return { status: 200, data: await getConsultSettings(db) }; },
  });
  r.put('/api/admin/consult_settings', {
    schema: { tags, security, summary: 'Set the price limits (audited)', body: consultSettingsSchema, response: { 200: z.object({ status: z.number(), data: consultSettingsSchema }) } },
    handler: async (req) => {
      const a = await actor(req);
      await saveConsultSettings(db, req.body, a.adminId, a.now);
      await audit(db, { actorUserId: a.adminId, action: 'admin.consult_settings.update', target: 'consult', details: req.body, ip: a.ip });
      return { status: 200, data: req.body };
    },
  });

  r.get('/api/admin/astrologers', {
    schema: { tags, security, summary: 'Applications and astrologers, newest first; ?status=, ?q= (name, phone, e-mail), paged', querystring: adminAstrologerListQuerySchema, response: { 200: reply.extend({ page: z.number(), limit: z.number(), total: z.number() }) } },
    handler: async (req) => {
      await requireAdmin(req);
      const { rows, total } = await listApplications(db, req.query);
      return { status: 200, data: rows, page: req.query.page, limit: req.query.limit, total };
    },
  });
  r.get('/api/admin/astrologers/:id', {
    schema: { tags, security, summary: 'One application (bank number masked)', params: idParams, response: { 200: reply } },
    handler: async (req) => { await requireAdmin(req); return { status: 200, data: await loadApplication(db, req.params.id) }; },
  });

  r.post('/api/admin/astrologers/:id/approve', {
    schema: { tags, security, summary: 'Approve or reinstate, setting the public price per minute within the limits (default: current or asked price)', params: idParams, body: approveAstrologerBodySchema, response: { 200: reply } },
    handler: async (req) => published(req.params.id, await approveApplication(db, req.params.id, req.body.price_per_minute_paise, await actor(req))),
  });
  r.post('/api/admin/astrologers/:id/reject', {
    schema: { tags, security, summary: 'Reject a pending application with a reason the applicant reads', params: idParams, body: reasonBodySchema, response: { 200: reply } },
    handler: async (req) => ({ status: 200, data: await rejectApplication(db, req.params.id, req.body.reason, await actor(req)) }),
  });
  r.post('/api/admin/astrologers/:id/suspend', {
    schema: { tags, security, summary: 'Suspend an approved astrologer with a reason (hidden from the directory, set offline)', params: idParams, body: reasonBodySchema, response: { 200: reply } },
    handler: async (req) => published(req.params.id, await suspendAstrologer(db, req.params.id, req.body.reason, await actor(req))),
  });
  r.post('/api/admin/astrologers/:id/changes/approve', {
    schema: { tags, security, summary: 'Apply the astrologer’s pending sensitive profile edits', params: idParams, response: { 200: reply } },
    handler: async (req) => published(req.params.id, await approveChanges(db, req.params.id, await actor(req))),
  });
  r.post('/api/admin/astrologers/:id/changes/reject', {
    schema: { tags, security, summary: 'Discard the pending edits with a reason', params: idParams, body: reasonBodySchema, response: { 200: reply } },
    handler: async (req) => ({ status: 200, data: await rejectChanges(db, req.params.id, req.body.reason, await actor(req)) }),
  });
  r.post('/api/admin/astrologers/:id/reveal_bank', {
    schema: { tags, security, summary: 'The full bank account number (audited)', params: idParams, response: { 200: reply } },
    handler: async (req) => ({ status: 200, data: await revealBankAccount(db, req.params.id, await actor(req)) }),
  });
  r.get('/api/admin/astrologers/:id/identity_document', {
    schema: { tags, security, summary: 'The identity document from the private store (audited; never cached)', params: idParams },
    handler: async (req, res) => {
      const a = await actor(req);
      const [p] = await db.select().from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, req.params.id));
      if (!p) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
      const bytes = await readIdentityDocument(env.DATA_DIR, p.identityDocumentPath);
      await audit(db, { actorUserId: a.adminId, action: 'admin.astrologer.document_view', target: req.params.id, ip: a.ip });
      return res.header('content-type', p.identityDocumentType).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'attachment').header('content-security-policy', "default-src 'none'; sandbox").send(bytes);
    },
  });
}
