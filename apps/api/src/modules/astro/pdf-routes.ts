import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kundliPdfRequestSchema, matchPdfRequestSchema, reportOptionsSchema } from '@nakshatra/shared';
import { requireUser } from '../../plugins/session.js';
import { buildKundliReport } from './kundli-report.js';
import { buildMatchReport } from './match-report.js';
import { resolveSide } from './matching-routes.js';
import { sharedPdfRenderer } from './pdf.js';
import { kundliHtml, matchHtml } from './report-html.js';
import { depthFor } from './depth.js';
import { getOwnKundli, getSharedKundli } from './saved-kundlis.js';

const fileName = (s: string) => s.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'report';

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${fileName(name)}.pdf"`);
  reply.header('cache-control', 'private, no-store');
  return reply.send(pdf);
}

/** PDF downloads of the kundli (free, saved or shared) and of a match, in English or Hindi. */
export async function pdfRoutes(app: FastifyInstance) {
  const renderer = sharedPdfRenderer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['astrology: PDF'];
  const produces = 'Answers application/pdf (A4). 503 `pdf_unavailable` when the server cannot print.';

  r.post('/api/astro/kundli/pdf', {
    schema: { tags, summary: 'Kundli PDF from birth details', description: `\`{ birth, lang: en|hi, chartStyle: north|south }\`. The whole report with charts. ${produces}`, body: kundliPdfRequestSchema },
  }, async (req, reply) => {
    const report = buildKundliReport(req.body.birth, app.ctx.clock.now());
    const depth = depthFor(req.body.birth, app.ctx.clock.now());
    return sendPdf(reply, await renderer.render(kundliHtml(report, req.body.lang, req.body.chartStyle, depth)), `kundli-${req.body.birth.name}`);
  });

  r.get('/api/astro/kundlis/:id/pdf', {
    schema: { tags, security: [{ session: [] }], summary: 'PDF of a saved kundli', description: produces, params: z.object({ id: z.string().max(64) }), querystring: reportOptionsSchema },
  }, async (req, reply) => {
    const user = await requireUser(req);
    const saved = await getOwnKundli(app.ctx.db, user.id, req.params.id);
    const report = buildKundliReport(saved.birth, app.ctx.clock.now(), saved.place);
    const depth = depthFor(saved.birth, app.ctx.clock.now(), saved.place);
    return sendPdf(reply, await renderer.render(kundliHtml(report, req.query.lang, req.query.chartStyle, depth)), `kundli-${saved.title}`);
  });

  r.get('/api/astro/shared/:token/pdf', {
    schema: { tags, summary: 'PDF of a shared kundli', description: produces, params: z.object({ token: z.string().max(80) }), querystring: reportOptionsSchema },
  }, async (req, reply) => {
    const saved = await getSharedKundli(app.ctx.db, req.params.token);
    const report = buildKundliReport(saved.birth, app.ctx.clock.now(), saved.place);
    const depth = depthFor(saved.birth, app.ctx.clock.now(), saved.place);
    return sendPdf(reply, await renderer.render(kundliHtml(report, req.query.lang, req.query.chartStyle, depth)), `kundli-${saved.title}`);
  });

  r.post('/api/astro/match/pdf', {
    schema: { tags, summary: 'Kundli matching PDF', description: `Body as POST /api/astro/match plus \`lang\`. ${produces}`, body: matchPdfRequestSchema },
  }, async (req, reply) => {
    const [boy, girl] = await Promise.all([resolveSide(app, req, req.body.boy), resolveSide(app, req, req.body.girl)]);
    const report = buildMatchReport(boy, girl);
    return sendPdf(reply, await renderer.render(matchHtml(report, req.body.lang)), `match-${report.boy.name}-${report.girl.name}`);
  });
}
