import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginBodySchema, confirmOtpBodySchema, confirmOtpReplySchema, sendOtpBodySchema, sendOtpReplySchema, userDetailsSchema } from '@nakshatra/shared';
import { requireUser } from '../../plugins/session.js';
import { toUserDetails } from '../users/repository.js';
import { confirmCode, sendCode } from './sign-in.js';
import { adminLogin } from './admin-login.js';

const okSchema = z.object({ status: z.number() });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  for (const [path, audience] of [['/api/user_send_otp', 'user'], ['/api/send_otp', 'astrologer']] as const) {
    r.post(path, {
      schema: {
        tags,
        summary: `Send a 4-digit sign-in code (${audience === 'user' ? 'visitors' : 'astrologers'})`,
        description: 'Codes are valid 5 minutes and single use; one code every 30 s and 5 per hour per number or e-mail, plus a per-IP limit (429 with a sentence). The answer is the same whether or not an account exists; `user_id` is an opaque sign-in request id.',
        body: sendOtpBodySchema,
        response: { 200: sendOtpReplySchema },
      },
      handler: async (req) => ({ status: 200, user_id: await sendCode(app, req, req.body, audience) }),
    });
  }

  for (const [path, audience] of [['/api/user_confirm_otp', 'user'], ['/api/confirm_otp', 'astrologer']] as const) {
    r.post(path, {
      schema: {
        tags,
        summary: `Verify the code and sign in (${audience === 'user' ? 'creates the account on first sign-in' : 'existing astrologer accounts'})`,
        description: 'At most 5 tries per code (the sixth fails even with the right code). Sets the HttpOnly session cookie with a new id.',
        body: confirmOtpBodySchema,
        response: { 200: confirmOtpReplySchema },
      },
      handler: async (req, reply) => ({ status: 200, data: await confirmCode(app, req, reply, req.body.user_id, req.body.otp, audience, req.body.notice_version) }),
    });
  }

  r.post('/api/login', {
    schema: { tags, summary: 'Admin console sign-in with e-mail and password', body: adminLoginBodySchema, response: { 200: confirmOtpReplySchema } },
    handler: async (req, reply) => ({ status: 200, data: await adminLogin(app, req, reply, req.body.email, req.body.password) }),
  });

  r.post('/api/logout', {
    schema: { tags, summary: 'Revoke the session and clear its cookie', response: { 200: okSchema } },
    handler: async (req, reply) => {
      await app.signOut(req, reply);
      return { status: 200 };
    },
  });

  r.get('/api/me', {
    schema: { security: [{ session: [] }], tags, summary: 'The signed-in account (401 when signed out)', response: { 200: z.object({ status: z.number(), data: userDetailsSchema }) } },
    handler: async (req) => ({ status: 200, data: toUserDetails(await requireUser(req)) }),
  });
}
