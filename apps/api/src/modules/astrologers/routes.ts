import { currentNoticeVersion, recordConsent } from '../privacy/consent.js';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, astrologerFollowers, astrologerNotifySubscriptions, eq } from '@nakshatra/db';
import {
  astrologerDirectoryQuerySchema, astrologerPresenceBodySchema, astrologerProfileEditSchema, astrologerProfileSchema, astrologerReviewSchema,
  createReviewBodySchema, publicAstrologerSchema, reviewListQuerySchema, verifyApplicantPhoneBodySchema, verifyApplicantPhoneReplySchema,
} from '@nakshatra/shared';
import { AppError, badRequest } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { toUserDetails } from '../users/repository.js';
import { findUserById } from '../users/repository.js';
import { astrologerAdminRoutes } from './admin-routes.js';
import { createApplication, readApplicationParts, verifyApplicantPhone } from './application.js';
import { astrologerStats, findPublicAstrologer, listDirectory, toPublicAstrologer, viewerRelation } from './repository.js';
import { createReview, findReview, listReviews } from './reviews.js';
import { editProfile, ownApplicationView, ownAstrologer, setPresence } from './self-service.js';
import { IDENTITY_MAX_BYTES } from './private-store.js';
import { astrologerRevalidation } from './revalidation.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const loose = z.object({ status: z.number(), data: z.unknown() });
const modeSchema = z.object({ mode: z.enum(['chat', 'call'], { error: 'mode must be chat or call.' }) });

/**
 * Astrologers (issue 6, first part): joining (phone verified by code, then the multipart application), the public
 * directory and profiles, the astrologer's own status and profile, follows, notify-me and reviews.
 */
export async function astrologerRoutes(app: FastifyInstance) {
  // revalidate: a biography, language or review change is drawn by the cached public pages; the web app is told at once
  const { db, clock, env, revalidate } = app.ctx;
  await app.register(multipart, { limits: { files: 2, fields: 2, parts: 4, fileSize: Math.max(IDENTITY_MAX_BYTES, env.UPLOAD_MAX_BYTES) } });
  await app.register(astrologerAdminRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['astrologers'];
  const security = [{ session: [] }];

  const approved = async (id: string) => {
    const a = UUID.test(id) ? await findPublicAstrologer(db, id) : undefined;
    if (!a) throw new AppError(404, 'astrologer_not_found', 'No astrologer has this id.');
    return a;
  };

  // --- joining ---
  r.post('/api/astrologer_application/verify_phone', {
    schema: { tags, summary: 'Verify the applicant’s mobile with the code from POST /api/send_otp; returns an application token valid 1 hour', body: verifyApplicantPhoneBodySchema, response: { 200: verifyApplicantPhoneReplySchema } },
    handler: async (req) => ({ status: 200, data: await verifyApplicantPhone(app, req, req.body.user_id, req.body.otp) }),
  });
  r.post('/api/create_astrologer', {
    schema: {
      tags, summary: 'Join as an astrologer: creates the account and the pending application, and signs the applicant in',
      description: 'multipart/form-data: `application` (JSON: application_token, name, email, gender, birth_date, languages, skills, experience_years, price_per_minute_paise, biography, bank {account_name, account_number, ifsc}), `identity_document` (JPEG, PNG or PDF ≤ 5 MB, kept in the private store) and optional `photo` (JPEG, PNG or WebP). The applicant can sign in with /api/send_otp + /api/confirm_otp to follow the application at GET /api/astrologer/me.',
      consumes: ['multipart/form-data'],
      response: { 200: loose },
    },
    handler: async (req, reply) => {
      const parts = await readApplicationParts(req);
      const { userId, astrologerId, noticeVersion } = await createApplication(app, req, parts);
      await app.signIn(req, reply, userId);
      // the form's agreement sentence, for the notice version it showed
      if (noticeVersion === currentNoticeVersion(app.ctx.env))
        await recordConsent(db, req, userId, { kind: 'notice', version: noticeVersion, granted: true, source: 'sign_in' }, app.ctx.clock.now());
      const user = await findUserById(db, userId);
      return { status: 200, data: { astrologer_id: astrologerId, application_status: 'pending', user: toUserDetails(user!) } };
    },
  });

  // --- public directory ---
  const listReply = z.object({ status: z.number(), data: z.array(publicAstrologerSchema), page: z.number(), limit: z.number(), total: z.number() });
  for (const path of ['/api/get_astrologer/', '/api/get_astrologer']) {
    r.get(path, {
      schema: {
        tags, summary: 'Approved astrologers: filters skill, language, gender, min/max_price_paise, min_rating; sort popular, experience, price_asc, price_desc, rating; ?q; ?mode=chat|call puts the online first',
        hide: path === '/api/get_astrologer', querystring: astrologerDirectoryQuerySchema, response: { 200: listReply },
      },
      handler: async (req) => {
        const { rows, total } = await listDirectory(db, req.query);
        return { status: 200, data: rows.map(toPublicAstrologer), page: req.query.page, limit: req.query.limit, total };
      },
    });
  }
  r.get('/api/get_single_astrologer/:id', {
    schema: { tags, summary: 'One approved astrologer: biography, skills, price, rating and statistics from real sessions (null until measured)', params: z.object({ id: z.string() }), response: { 200: z.object({ status: z.number(), data: astrologerProfileSchema }) } },
    handler: async (req) => {
      const a = await approved(req.params.id);
      const viewer = await req.currentUser();
      return { status: 200, data: { ...toPublicAstrologer(a), biography: a.biography, biography_hi: a.biographyHi ?? null, stats: await astrologerStats(db, a.id), viewer: viewer ? await viewerRelation(db, a.id, viewer.id) : null } };
    },
  });

  // --- the astrologer's own ---
  r.get('/api/astrologer/me', {
    schema: { tags, security, summary: 'The signed-in astrologer’s application: status, reason, prices, pending changes (bank number masked)', response: { 200: loose } },
    handler: async (req) => ({ status: 200, data: await ownApplicationView(db, await ownAstrologer(db, await requireUser(req))) }),
  });
  r.put('/api/astrologer/me/status', {
    schema: { tags, security, summary: 'Go online or offline, for chat and for call separately (approved astrologers)', body: astrologerPresenceBodySchema, response: { 200: z.object({ status: z.number(), data: z.object({ chat_status: z.string(), call_status: z.string() }) }) } },
    handler: async (req) => {
      const me = await ownAstrologer(db, await requireUser(req));
      const data = await setPresence(db, me, req.body, clock.now());
      // every open directory page hears it at once; followers who asked are told the astrologer is back
      app.consult?.notify.presence({ astrologer_id: me.id, chat_status: data.chat_status as 'online', call_status: data.call_status as 'online', wait_minutes: null });
      if (data.chat_status === 'online' || data.call_status === 'online') {
        const subs = await db.select({ userId: astrologerNotifySubscriptions.userId, mode: astrologerNotifySubscriptions.mode }).from(astrologerNotifySubscriptions).where(eq(astrologerNotifySubscriptions.astrologerId, me.id));
        for (const s of subs) if ((s.mode === 'chat' ? data.chat_status : data.call_status) === 'online') app.consult?.notify.push(s.userId, { title: `${me.displayName} is online`, body: `Available for ${s.mode} now.`, url: `/astrologers/${me.id}`, tag: `online-${me.id}` });
      }
      return { status: 200, data };
    },
  });
  r.patch('/api/astrologer/me/profile', {
    schema: { tags, security, summary: 'Edit the profile: biography and languages at once; name, skills, experience, price and photo after the admin’s approval', body: astrologerProfileEditSchema, response: { 200: loose } },
    handler: async (req) => {
      const row = await editProfile(db, await ownAstrologer(db, await requireUser(req)), req.body, env.UPLOAD_URL, clock.now());
      // only what shows at once (biography, languages) changes the public pages; the rest waits for the admin's approval
      const shownAtOnce = req.body.biography !== undefined || req.body.biography_hi !== undefined || req.body.languages !== undefined;
      if (row.status === 'approved' && shownAtOnce) void revalidate(astrologerRevalidation(row.id));
      return { status: 200, data: await ownApplicationView(db, row) };
    },
  });

  // --- follow and notify me ---
  const ok = z.object({ status: z.number(), data: z.object({ following: z.boolean(), notify: z.array(z.string()) }) });
  r.post('/api/astrologers/:id/follow', {
    schema: { tags, security, summary: 'Follow an astrologer', params: z.object({ id: z.string() }), response: { 200: ok } },
    handler: async (req) => {
      const user = await requireUser(req);
      const a = await approved(req.params.id);
      if (a.userId === user.id) throw badRequest('You cannot follow yourself.');
      await db.insert(astrologerFollowers).values({ astrologerId: a.id, userId: user.id, createdAt: clock.now() }).onConflictDoNothing();
      return { status: 200, data: await viewerRelation(db, a.id, user.id) };
    },
  });
  r.delete('/api/astrologers/:id/follow', {
    schema: { tags, security, summary: 'Stop following', params: z.object({ id: z.string() }), response: { 200: ok } },
    handler: async (req) => {
      const user = await requireUser(req);
      const a = await approved(req.params.id);
      await db.delete(astrologerFollowers).where(and(eq(astrologerFollowers.astrologerId, a.id), eq(astrologerFollowers.userId, user.id)));
      return { status: 200, data: await viewerRelation(db, a.id, user.id) };
    },
  });
  r.post('/api/astrologers/:id/notify', {
    schema: { tags, security, summary: 'Notify me when this astrologer comes online for chat or call', params: z.object({ id: z.string() }), body: modeSchema, response: { 200: ok } },
    handler: async (req) => {
      const user = await requireUser(req);
      const a = await approved(req.params.id);
      await db.insert(astrologerNotifySubscriptions).values({ astrologerId: a.id, userId: user.id, mode: req.body.mode, createdAt: clock.now() }).onConflictDoNothing();
      return { status: 200, data: await viewerRelation(db, a.id, user.id) };
    },
  });
  r.delete('/api/astrologers/:id/notify', {
    schema: { tags, security, summary: 'Cancel a notify-me subscription', params: z.object({ id: z.string() }), querystring: modeSchema, response: { 200: ok } },
    handler: async (req) => {
      const user = await requireUser(req);
      const a = await approved(req.params.id);
      await db.delete(astrologerNotifySubscriptions).where(and(eq(astrologerNotifySubscriptions.astrologerId, a.id), eq(astrologerNotifySubscriptions.userId, user.id), eq(astrologerNotifySubscriptions.mode, req.query.mode)));
      return { status: 200, data: await viewerRelation(db, a.id, user.id) };
    },
  });

  // --- reviews (GET /api/get_review and /api/get_single_review/{id} belong to the content platform's display reviews) ---
  r.post('/api/create_review', {
    schema: { tags, security, summary: 'Review an astrologer (1–5 stars and text) after a paid consultation of at least one minute; one per astrologer', body: createReviewBodySchema, response: { 200: z.object({ status: z.number(), data: astrologerReviewSchema }) } },
    handler: async (req) => {
      const user = await requireUser(req);
      const review = await createReview(db, { userId: user.id, astrologerId: req.body.astrologer_id, rating: req.body.rating, text: req.body.text, now: clock.now() });
      void revalidate(astrologerRevalidation(req.body.astrologer_id));
      return { status: 200, data: review };
    },
  });
  r.get('/api/astrologers/:id/reviews', {
    schema: { tags, summary: 'An astrologer’s reviews, newest first, paged', params: z.object({ id: z.string() }), querystring: reviewListQuerySchema, response: { 200: z.object({ status: z.number(), data: z.array(astrologerReviewSchema), page: z.number(), limit: z.number(), total: z.number() }) } },
    handler: async (req) => {
      const a = await approved(req.params.id);
      const { rows, total } = await listReviews(db, a.id, req.query.page, req.query.limit);
      return { status: 200, data: rows, page: req.query.page, limit: req.query.limit, total };
    },
  });
  r.get('/api/astrologer_reviews/:id', {
    schema: { tags, summary: 'One consultation review', params: z.object({ id: z.string() }), response: { 200: z.object({ status: z.number(), data: astrologerReviewSchema }) } },
    handler: async (req) => {
      const review = UUID.test(req.params.id) ? await findReview(db, req.params.id) : undefined;
      if (!review) throw new AppError(404, 'not_found', 'No review has this id.');
      return { status: 200, data: review };
    },
  });
}
