import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: shared by every API process. */
    redis: Redis | null;
  }
}

/** A general per-IP limit for the whole API; shared through Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(
  async (app) => {
    const { env } = app.ctx;
    const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false }) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => { await redis.quit().catch(() => redis.disconnect()); });
    await app.register(rateLimit, {
      global: true,
      max: env.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      nameSpace: `${env.REDIS_PREFIX}-rl:`,
      ...(redis ? { redis } : {}),
      // the limiter must never take the API down: a Redis outage lets requests through
      skipOnError: true,
      // the limit's headers go out with the 429 only (with Retry-After): on every other answer they were three more
      // headers to validate and write, about a tenth of a cached content read's cost (README, "Public content reads")
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        status: 429,
        error: { code: 'rate_limited', message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.` },
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
