import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from '@nakshatra/db';
import type { Env } from './env.js';
import { systemClock, type Clock } from './lib/clock.js';
import { contextPlugin } from './plugins/context.js';
import { errorsPlugin } from './plugins/errors.js';
import { sessionPlugin } from './plugins/session.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import type { SmsProvider } from './modules/auth/sms/types.js';
import type { Mailer } from './modules/auth/mail/mailer.js';
import { authRoutes } from './modules/auth/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { contentAdminRoutes } from './modules/content/admin-routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { astroRoutes } from './modules/astro/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { horoscopeRoutes } from './modules/horoscope/routes.js';
import { paymentsPlugin } from './modules/payments/plugin.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { walletAdminRoutes } from './modules/wallet/admin-routes.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { commerceRoutes } from './modules/commerce/routes.js';
import { commerceAdminRoutes } from './modules/commerce/admin-routes.js';
import { commerceSweepPlugin } from './modules/commerce/sweep.js';
import { holdSweepPlugin } from './modules/wallet/sweep.js';
import { retentionPlugin } from './modules/privacy/retention.js';
import { privacyPlugin } from './modules/privacy/routes.js';
import { astrologerRoutes } from './modules/astrologers/routes.js';
import { consultRealtimePlugin } from './modules/consult/realtime.js';
import { consultTickerPlugin } from './modules/consult/ticker.js';
import { consultRoutes } from './modules/consult/routes.js';
import { consultAdminRoutes } from './modules/consult/admin-routes.js';
import { liveRealtimePlugin } from './modules/live/realtime.js';
import { liveRoutes } from './modules/live/routes.js';
import type { LiveMedia } from './modules/live/media/types.js';

export type BuildOptions = { env: Env; db: Db; clock?: Clock; sms?: SmsProvider; mailer?: Mailer; logger?: boolean; /** Guruji Live's media engine (tests pass a double); default the one LIVE_MEDIA names */ liveMedia?: LiveMedia };

/** A request slower than this is logged at info even when it is a successful read. */
const SLOW_REQUEST_MS = 1000;

/** Builds the API (no listening): tests drive it with `app.inject`, server.ts listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // one line per request, written when it completes (below), instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Reads that succeed quickly are the bulk of the traffic and log at debug (LOG_LEVEL=debug shows every request; in
  // the production layout nginx keeps the access log): at info, two JSON lines per request cost about 40 % of the
  // CPU of a cached content read. Writes, failures and slow requests log at info.
  // (a callback hook, not an async one: no promise per request on this hot path)
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const routine = (req.method === 'GET' || req.method === 'HEAD') && status < 400 && ms < SLOW_REQUEST_MS;
    // (pino's method for a level below LOG_LEVEL does nothing)
    req.log[routine ? 'debug' : 'info']({ method: req.method, url: req.url, status, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { env, db: opts.db, clock: opts.clock ?? systemClock, sms: opts.sms, mailer: opts.mailer });
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 200, data: { ok: true } }));
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(devRoutes);
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(supportRoutes);
  await app.register(newsletterRoutes);
  await app.register(astroRoutes);
  await app.register(auditRoutes);
  await app.register(horoscopeRoutes);
  await app.register(paymentsPlugin);
  await app.register(paymentRoutes);
  await app.register(walletRoutes);
  await app.register(walletAdminRoutes);
  await app.register(addressRoutes);
  await app.register(cartRoutes);
  await app.register(holdSweepPlugin);
  await app.register(commerceRoutes);
  await app.register(commerceAdminRoutes);
  await app.register(commerceSweepPlugin);
  await app.register(retentionPlugin);
  await app.register(privacyPlugin);
  await app.register(consultRealtimePlugin);
  await app.register(liveRealtimePlugin, { media: opts.liveMedia });
  await app.register(astrologerRoutes);
  await app.register(consultRoutes);
  await app.register(consultAdminRoutes);
  await app.register(consultTickerPlugin);
  await app.register(liveRoutes);
  return app;
}
