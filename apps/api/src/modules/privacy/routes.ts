import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, dataExports, desc, eq, erasureRequests, gt, inArray, users } from '@nakshatra/db';
import { acceptNoticeBodySchema, consentStateSchema, dataExportSchema, erasureBodySchema, erasureStateSchema, marketingChoiceBodySchema } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin, requireUser } from '../../plugins/session.js';
import { sharedPdfRenderer } from '../astro/pdf.js';
import { acceptNotice, consentState, setMarketing } from './consent.js';
import { exportFile, latestExport, prepareExport, purgeExpiredExports, requestExport, toDataExport } from './data-export.js';
import { cancelErasure, erasureState, requestErasure, runDueErasures } from './erasure.js';
import { everyFewSeconds } from '../../lib/periodic.js';

const tags = ['privacy'];
const security = [{ session: [] }];
const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });

/**
 * Personal data rights (DPDP Act 2023): consent records, "download my data", "erase my account", and the jobs that
 * prepare downloads and carry out erasures after their grace period.
 */
export const privacyPlugin = fp(
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db, clock, env } = app.ctx;
    const pdf = sharedPdfRenderer(app);
    const preparing = new Set<Promise<unknown>>();
    const prepare = (id: string) => {
      const p = prepareExport(app, pdf, id).finally(() => preparing.delete(p));
      preparing.add(p);
      return p;
    };

    r.get('/api/users/me/consents', {
      schema: { security, tags, summary: 'The notice version accepted (and whether the current one must be accepted), the marketing choice, and every consent event', response: { 200: ok(consentStateSchema) } },
      handler: async (req) => ({ status: 200, data: await consentState(db, env, (await requireUser(req)).id) }),
    });

    r.post('/api/users/me/consents/notice', {
      schema: { security, tags, summary: 'Accept the terms and privacy notice in force (409 when the version shown is not the current one)', body: acceptNoticeBodySchema, response: { 200: ok(consentStateSchema) } },
      handler: async (req) => {
        const me = await requireUser(req);
        await acceptNotice(db, env, req, me.id, req.body.version, 'notice_prompt', clock.now());
        return { status: 200, data: await consentState(db, env, me.id) };
      },
    });

    r.put('/api/users/me/consents/marketing', {
      schema: { security, tags, summary: 'Opt in to or withdraw from marketing messages (newsletter, offers); withdrawing also ends a newsletter subscription of the account’s e-mail', body: marketingChoiceBodySchema, response: { 200: ok(consentStateSchema) } },
      handler: async (req) => {
        const me = await requireUser(req);
        await setMarketing(db, env, req, me, req.body.granted, 'profile', clock.now());
        return { status: 200, data: await consentState(db, env, me.id) };
      },
    });

    r.post('/api/users/me/exports', {
      schema: { security, tags, summary: 'Ask for a copy of everything we hold about you (JSON and PDF), prepared in the background', description: 'Answers 202 at once; poll GET /api/users/me/exports/latest for progress. One at a time: asking again while one is being prepared returns it. Limited to 3 a day.', response: { 202: ok(dataExportSchema) } },
      handler: async (req, reply) => {
        const me = await requireUser(req);
        const now = clock.now();
        const today = await db.select({ status: dataExports.status }).from(dataExports)
          .where(and(eq(dataExports.userId, me.id), gt(dataExports.createdAt, new Date(now.getTime() - 86_400_000))));
        if (today.length >= 3 && !today.some((e) => e.status === 'queued' || e.status === 'running'))
          throw new AppError(429, 'rate_limited', 'You have asked for three copies of your data today. Please use the last one or try again tomorrow.');
        const row = await requestExport(db, me.id, now);
        if (row.status === 'queued') void prepare(row.id);
        reply.code(202);
        return { status: 202, data: toDataExport(row, now) };
      },
    });

    r.get('/api/users/me/exports/latest', {
      schema: { security, tags, summary: 'The newest copy of your data: its progress, and its two download links once ready (until they expire)', response: { 200: ok(dataExportSchema.nullable()) } },
      handler: async (req) => {
        const row = await latestExport(db, (await requireUser(req)).id);
        return { status: 200, data: row ? toDataExport(row, clock.now()) : null };
      },
    });

    r.get('/api/users/me/exports/:id/:file', {
      schema: {
        security, tags, summary: 'Download a prepared copy: nakshatra-data.json or nakshatra-data.pdf (owner only; 410 once expired)',
        params: z.object({ id: z.string().uuid('This download does not exist.'), file: z.enum(['nakshatra-data.json', 'nakshatra-data.pdf'], { error: 'Ask for nakshatra-data.json or nakshatra-data.pdf.' }) }),
      },
      handler: async (req, reply) => {
        const row = await exportFile(db, (await requireUser(req)).id, req.params.id, clock.now());
        const isPdf = req.params.file.endsWith('.pdf');
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="${req.params.file}"`);
        reply.type(isPdf ? 'application/pdf' : 'application/json; charset=utf-8');
        return isPdf ? row.pdf! : row.json!;
      },
    });

    r.get('/api/users/me/erasure', {
      schema: { security, tags, summary: 'Your erasure request, if any, and what erasing would do (wallet refund and lapse stated before confirming)', response: { 200: ok(erasureStateSchema) } },
      handler: async (req) => ({ status: 200, data: await erasureState(db, env.ERASURE_GRACE_DAYS, (await requireUser(req)).id) }),
    });

    r.post('/api/users/me/erasure', {
      schema: { security, tags, summary: 'Ask to erase your account after the grace period (type ERASE to confirm); asking again returns the open request', body: erasureBodySchema, response: { 200: ok(erasureStateSchema) } },
      handler: async (req) => {
        const me = await requireUser(req);
        await requestErasure(db, env.ERASURE_GRACE_DAYS, req, me, clock.now());
        return { status: 200, data: await erasureState(db, env.ERASURE_GRACE_DAYS, me.id) };
      },
    });

    r.delete('/api/users/me/erasure', {
      schema: { security, tags, summary: 'Cancel your erasure request during the grace period', response: { 200: ok(erasureStateSchema) } },
      handler: async (req) => {
        const me = await requireUser(req);
        await cancelErasure(db, req, me.id, clock.now());
        return { status: 200, data: await erasureState(db, env.ERASURE_GRACE_DAYS, me.id) };
      },
    });

    r.get('/api/admin/privacy/requests', {
      schema: {
        security, tags, summary: 'Erasure requests and data downloads, newest first, with their state',
        querystring: z.object({ status: z.enum(['pending', 'on_hold', 'cancelled', 'completed']).optional() }),
        response: { 200: ok(z.object({ erasures: z.array(z.unknown()), exports: z.array(z.unknown()) })) },
      },
      handler: async (req) => {
        await requireAdmin(req);
        const erasures = await db.select({ e: erasureRequests, phone: users.phone, name: users.name }).from(erasureRequests).innerJoin(users, eq(users.id, erasureRequests.userId))
          .where(req.query.status ? eq(erasureRequests.status, req.query.status) : undefined).orderBy(desc(erasureRequests.requestedAt)).limit(200);
        const exports = await db.select({ id: dataExports.id, userId: dataExports.userId, status: dataExports.status, progress: dataExports.progress, createdAt: dataExports.createdAt, readyAt: dataExports.readyAt, expiresAt: dataExports.expiresAt })
          .from(dataExports).orderBy(desc(dataExports.createdAt)).limit(200);
        return {
          status: 200,
          data: {
            erasures: erasures.map(({ e, phone, name }) => ({
              id: e.id, user_id: e.userId, who: name ?? (phone ? `******${phone.slice(-4)}` : '(erased)'), status: e.status, requested_at: e.requestedAt, due_at: e.dueAt,
              cancelled_at: e.cancelledAt, completed_at: e.completedAt, hold_reason: e.holdReason, refunded_paise: e.refundedPaise, forfeited_paise: e.forfeitedPaise,
            })),
            exports: exports.map((x) => ({ id: x.id, user_id: x.userId, status: x.status, progress: x.progress, created_at: x.createdAt, ready_at: x.readyAt, expires_at: x.expiresAt })),
          },
        };
      },
    });

    // the jobs: queued downloads (left by a restart), due erasures, expired files
    const run = async () => {
      const now = clock.now();
      const queued = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.status, 'queued')).limit(5);
      for (const q of queued) await prepare(q.id);
      const erased = await runDueErasures(app, now);
      const purged = await purgeExpiredExports(db, now);
      if (erased.completed + erased.onHold + purged) app.log.info({ ...erased, purgedExports: purged }, 'privacy jobs');
    };
    app.decorate('runPrivacyJobs', run);
    // stopped in preClose, before the shared PDF renderer closes (onClose); downloads being prepared finish too
    everyFewSeconds(app, 'privacy jobs', env.PRIVACY_JOBS_SECONDS, run, { stopBefore: true });
    app.addHook('preClose', async () => {
      await Promise.allSettled([...preparing]);
    });
  },
  { name: 'privacy', dependencies: ['context'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Prepares queued downloads, carries out due erasures and deletes expired files (the timer calls it; tests too). */
    runPrivacyJobs(): Promise<void>;
  }
}
