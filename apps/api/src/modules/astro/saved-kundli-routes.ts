import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveKundliSchema } from '@nakshatra/shared';
import { requireUser } from '../../plugins/session.js';
import { buildKundliReport } from './kundli-report.js';
import { createKundli, createShareLink, deleteKundli, getOwnKundli, getSharedKundli, listKundlis, revokeShareLink, updateKundli } from './saved-kundlis.js';

const idParams = z.object({ id: z.string().max(64) });
const security = [{ session: [] }];

/** Signed-in users' saved kundlis (list, open, edit, delete) and the share links they create. */
export async function savedKundliRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['astrology: saved kundlis'];

  r.get('/api/astro/kundlis', { schema: { tags, security, summary: 'My saved kundlis (newest first)' } }, async (req) => {
    const user = await requireUser(req);
    return { status: 200, data: await listKundlis(app.ctx.db, user.id) };
  });
  r.post('/api/astro/kundlis', { schema: { tags, security, summary: 'Save a kundli', body: saveKundliSchema } }, async (req, reply) => {
    const user = await requireUser(req);
    reply.code(201);
    return { status: 201, data: await createKundli(app.ctx.db, user.id, req.body, app.ctx.clock.now()) };
  });
  r.get('/api/astro/kundlis/:id', {
    schema: { tags, security, summary: 'Open a saved kundli: the saved details, its share links and the full report (as POST /api/astro/kundli)', params: idParams },
  }, async (req, reply) => {
    const user = await requireUser(req);
    const saved = await getOwnKundli(app.ctx.db, user.id, req.params.id);
    reply.header('cache-control', 'private, no-store');
    return { status: 200, data: { saved, report: buildKundliReport(saved.birth, app.ctx.clock.now(), saved.place) } };
  });
  r.put('/api/astro/kundlis/:id', { schema: { tags, security, summary: 'Edit a saved kundli', params: idParams, body: saveKundliSchema } }, async (req) => {
    const user = await requireUser(req);
    return { status: 200, data: await updateKundli(app.ctx.db, user.id, req.params.id, req.body, app.ctx.clock.now()) };
  });
  r.delete('/api/astro/kundlis/:id', { schema: { tags, security, summary: 'Delete a saved kundli (and its share links)', params: idParams } }, async (req) => {
    const user = await requireUser(req);
    await deleteKundli(app.ctx.db, user.id, req.params.id);
    return { status: 200, data: { deleted: true } };
  });
  r.post('/api/astro/kundlis/:id/share', {
    schema: { tags, security, summary: 'Create a share link', description: 'Returns `{ id, token, url, createdAt }`; the token is shown only now. Anyone with the link can read the kundli until it is revoked.', params: idParams },
  }, async (req, reply) => {
    const user = await requireUser(req);
    const link = await createShareLink(app.ctx.db, user.id, req.params.id, app.ctx.clock.now());
    reply.code(201);
    return { status: 201, data: { ...link, url: `${app.ctx.env.PUBLIC_ORIGIN}/astrology-services/free-kundli/shared/${link.token}` } };
  });
  r.delete('/api/astro/kundlis/:id/share/:linkId', {
    schema: { tags, security, summary: 'Revoke a share link', params: z.object({ id: z.string().max(64), linkId: z.string().max(64) }) },
  }, async (req) => {
    const user = await requireUser(req);
    await revokeShareLink(app.ctx.db, user.id, req.params.id, req.params.linkId, app.ctx.clock.now());
    return { status: 200, data: { revoked: true } };
  });
  r.get('/api/astro/shared/:token', {
    schema: { tags, summary: 'A shared kundli (public, by token)', description: '`{ title, report }`; 404 `share_link_not_found` once revoked.', params: z.object({ token: z.string().max(80) }) },
  }, async (req, reply) => {
    const saved = await getSharedKundli(app.ctx.db, req.params.token);
    reply.header('cache-control', 'private, no-store');
    return { status: 200, data: { title: saved.title, report: buildKundliReport(saved.birth, app.ctx.clock.now(), saved.place) } };
  });
}
