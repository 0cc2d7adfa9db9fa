import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

/** Per-user budgets for what a signed-in person can do over and over, over HTTP and socket.io alike. */
export const userLimits = {
  /** chat messages: a person types far slower; a script does not */
  message: { max: 10, windowMs: 10_000, sentence: 'You are sending messages too quickly. Please wait a few seconds.' },
  /** joining a consultation room (each join reads the whole transcript) */
  join: { max: 30, windowMs: 60_000, sentence: 'Too many attempts to open the consultation. Please wait a minute.' },
  /** call state reports and signalling */
  call: { max: 120, windowMs: 60_000, sentence: 'Too many call updates. Please wait a minute.' },
  /** live chat (issue 11): the admin's chat_messages_per_10s overrides max */
  liveChat: { max: 5, windowMs: 10_000, sentence: 'You are sending messages too quickly. Please wait a few seconds.' },
} as const;
export type UserLimitKind = keyof typeof userLimits;

/**
 * Sliding-window budgets per user and kind (the last `windowMs` counted exactly, so no burst slips through at a window
 * edge): in Redis when REDIS_URL is set (a sorted set of attempt times, so the budget holds across API processes),
 * else in this process. Going over throws 429 with a sentence; refused attempts count too, so a flood stays refused.
 * A Redis error lets the action through (the limiter must never take chat down).
 */
export function createUserLimiter(redis: Redis | null, clock: Clock, prefix = 'nk') {
  const local = new Map<string, number[]>();
  let seq = 0;
  return {
    async hit(userId: string, kind: UserLimitKind, max?: number): Promise<void> {
      const rule = { ...userLimits[kind], max: max ?? userLimits[kind].max };
      const now = clock.now().getTime();
      const since = now - rule.windowMs;
      const key = `${prefix}-ul:${kind}:${userId}`;
      let n: number;
      let oldest: number;
      if (redis) {
        try {
          const res = (await redis.multi()
            .zremrangebyscore(key, 0, since)
            .zadd(key, now, `${now}:${process.pid}:${++seq}`)
            .zcard(key)
            .zrange(key, 0, 0, 'WITHSCORES')
            .pexpire(key, rule.windowMs)
            .exec()) as [unknown, unknown][];
          n = Number(res[2]![1]);
          oldest = Number((res[3]![1] as string[])[1] ?? now);
        } catch {
          return;
        }
      } else {
        const times = (local.get(key) ?? []).filter((t) => t > since);
        times.push(now);
        local.set(key, times);
        if (local.size > 10_000) for (const [k, v] of local) if (v[v.length - 1]! <= since) local.delete(k);
        n = times.length;
        oldest = times[0]!;
      }
      if (n > rule.max) {
        const retry = Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
        throw new AppError(429, 'rate_limited', rule.sentence, { retryAfterSeconds: retry }, { 'retry-after': String(retry) });
      }
    },
  };
}
export type UserLimiter = ReturnType<typeof createUserLimiter>;
