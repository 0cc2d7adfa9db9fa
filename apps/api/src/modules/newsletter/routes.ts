import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, newsletterSubscribers } from '@nakshatra/db';
import { subscribeBodySchema } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** One confirmation mail per address per 10 minutes, whatever is asked. */
const RESEND_AFTER_MS = 10 * 60_000;

/**
 * Newsletter with double opt-in: POST /api/send_subscribe_email mails a link `${PUBLIC_ORIGIN}/verify-email/{token}`;
 * that page calls PUT /api/verify-email/{token} (empty body). Tokens are random, stored hashed, and expire.
 * The reply never reveals whether an address was already subscribed.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, env, mailer } = app.ctx;
  const tags = ['newsletter'];
  const okReply = z.object({ status: z.number(), data: z.object({ message: z.string() }) });

  r.post('/api/send_subscribe_email', {
    schema: { tags, summary: 'Subscribe to the newsletter: sends a confirmation link (double opt-in)', body: subscribeBodySchema, response: { 200: okReply } },
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (req) => {
      const now = clock.now();
      const { email, lang = 'en' } = req.body;
      const reply = { status: 200, data: { message: 'Please check your inbox and confirm your subscription with the link we sent.' } };
      const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      if (existing?.status === 'confirmed') return reply;
      if (existing?.lastSentAt && now.getTime() - existing.lastSentAt.getTime() < RESEND_AFTER_MS) return reply;
      const token = randomBytes(32).toString('base64url');
      const values = { tokenHash: hash(token), tokenExpiresAt: new Date(now.getTime() + env.NEWSLETTER_TOKEN_HOURS * 3600_000), lastSentAt: now, lang };
      if (existing) await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, existing.id));
      else await db.insert(newsletterSubscribers).values({ email, status: 'pending', createdAt: now, ...values }).onConflictDoUpdate({ target: newsletterSubscribers.email, set: values });
      const link = `${env.PUBLIC_ORIGIN}/verify-email/${token}`;
      const hi = lang === 'hi';
      await mailer.send({
        to: email,
        subject: hi ? 'नक्षत्र न्यूज़लेटर: अपनी सदस्यता की पुष्टि करें' : 'Nakshatra newsletter: please confirm your subscription',
        text: hi
          ? `नमस्ते,\n\nनक्षत्र न्यूज़लेटर की सदस्यता की पुष्टि के लिए यह लिंक खोलें:\n${link}\n\nयह लिंक ${env.NEWSLETTER_TOKEN_HOURS} घंटे तक मान्य है। यदि आपने सदस्यता नहीं माँगी, तो इस ई-मेल को अनदेखा करें।`
          : `Namaste,\n\nTo confirm your subscription to the Nakshatra newsletter, open this link:\n${link}\n\nThe link works for ${env.NEWSLETTER_TOKEN_HOURS} hours. If you did not ask to subscribe, ignore this e-mail.`,
      });
      return reply;
    },
  });

  r.put('/api/verify-email/:token', {
    schema: { tags, summary: 'Confirm a newsletter subscription with the token from the e-mailed link (empty body)', params: z.object({ token: z.string() }), response: { 200: okReply } },
    handler: async (req) => {
      const token = req.params.token;
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(404, 'token_invalid', 'This confirmation link is not valid. Please subscribe again.');
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.tokenHash, hash(token)));
      if (!row) throw new AppError(404, 'token_invalid', 'This confirmation link is not valid or was already used. Please subscribe again.');
      if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() < clock.now().getTime())
        throw new AppError(410, 'token_expired', 'This confirmation link has expired. Please subscribe again to get a new one.');
      await db.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: clock.now(), tokenHash: null, tokenExpiresAt: null }).where(eq(newsletterSubscribers.id, row.id));
      return { status: 200, data: { message: 'Thank you: your subscription is confirmed.' } };
    },
  });
}
