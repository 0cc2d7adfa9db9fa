import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, users } from '@nakshatra/db';
import { emailChangeConfirmSchema, emailChangeRequestSchema, singleUserSchema, updateUserBodySchema } from '@nakshatra/shared';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { confirmEmailChange, requestEmailChange } from './email-change.js';
import { findUserById, toSingleUser } from './repository.js';

const idParams = z.object({ id: z.string().uuid('That is not a valid user id.') });
const reply = z.object({ status: z.number(), data: singleUserSchema });

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/get_single_users/:id', {
    schema: { security: [{ session: [] }], tags: ['users'], summary: "A user's own record (any record for an admin)", params: idParams, response: { 200: reply } },
    handler: async (req) => {
      const me = await requireUser(req);
      if (me.id !== req.params.id && me.type !== 'admin') throw forbidden('You can only see your own account.');
      const u = req.params.id === me.id ? me : await findUserById(app.ctx.db, req.params.id);
      if (!u) throw notFound('No user has this id.');
      return { status: 200, data: await toSingleUser(app.ctx.db, u) };
    },
  });

  r.put('/api/update_users/:id', {
    schema: { security: [{ session: [] }], tags: ['users'], summary: 'Edit one’s own profile (admins: any profile)', params: idParams, body: updateUserBodySchema, response: { 200: reply } },
    handler: async (req) => {
      const me = await requireUser(req);
      if (me.id !== req.params.id && me.type !== 'admin') throw forbidden('You can only edit your own profile.');
      const b = req.body;
      // one's own e-mail changes only through a code sent to the new address (POST /api/users/me/email); an admin
      // editing someone else's profile may correct it (audited below)
      if (b.email !== undefined && me.id === req.params.id && b.email !== (me.email ?? null))
        throw new AppError(400, 'bad_request', 'To change your e-mail address, confirm it with the code we send to it.');
      const patch = {
        ...(b.name !== undefined && { name: b.name }),
        ...(b.email !== undefined && me.id !== req.params.id && { email: b.email }),
        ...(b.gender !== undefined && { gender: b.gender }),
        ...(b.birth_date !== undefined && { birthDate: b.birth_date }),
        ...(b.birth_time !== undefined && { birthTime: b.birth_time }),
        ...(b.birth_place !== undefined && { birthPlace: b.birth_place }),
        ...(b.birth_lat !== undefined && { birthLat: b.birth_lat }),
        ...(b.birth_lon !== undefined && { birthLon: b.birth_lon }),
        ...(b.birth_zone !== undefined && { birthZone: b.birth_zone }),
        ...(b.img_url !== undefined && { imgUrl: b.img_url }),
      };
      let updated;
      try {
        [updated] = await app.ctx.db.update(users).set({ ...patch, updatedAt: app.ctx.clock.now() }).where(eq(users.id, req.params.id)).returning();
      } catch (err) {
        if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)))
          throw new AppError(409, 'conflict', 'This e-mail address is already used by another account.');
        throw err;
      }
      if (!updated) throw notFound('No user has this id.');
      if (me.id !== req.params.id) await audit(app.ctx.db, { actorUserId: me.id, action: 'admin.user.update', target: req.params.id, details: { fields: Object.keys(b) }, ip: req.ip });
      return { status: 200, data: await toSingleUser(app.ctx.db, updated) };
    },
  });

  r.post('/api/users/me/email', {
    schema: { security: [{ session: [] }],
      tags: ['users'], summary: 'Change one’s e-mail address, step 1: send a code to the new address',
      description: 'Answers the same whether or not the address is taken; nothing is stored until step 2. Limited like sign-in codes (one per 30 s, 5 an hour per address).',
      body: emailChangeRequestSchema, response: { 200: z.object({ status: z.number(), data: z.object({ challenge_id: z.string(), email: z.string() }) }) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const { challengeId } = await requestEmailChange(app, req, me, req.body.email);
      return { status: 200, data: { challenge_id: challengeId, email: req.body.email } };
    },
  });

  r.post('/api/users/me/email/confirm', {
    schema: { security: [{ session: [] }],
      tags: ['users'], summary: 'Change one’s e-mail address, step 2: the code from that address stores it',
      description: 'A code made for another account or for sign-in is refused as invalid. 409 when the address already belongs to another account (its owner has just proved the mailbox is theirs).',
      body: emailChangeConfirmSchema, response: { 200: reply },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const updated = await confirmEmailChange(app, req, me, req.body.challenge_id, req.body.otp);
      return { status: 200, data: await toSingleUser(app.ctx.db, updated) };
    },
  });
}
