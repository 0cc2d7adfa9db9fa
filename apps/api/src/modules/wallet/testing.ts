import { users } from '@nakshatra/db';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../auth/sessions.js';

let seq = 0;

/** Test support: a user of the given type with a signed-in session cookie. */
export async function signedInUser(app: FastifyInstance, type: 'user' | 'admin' | 'astrologer' = 'user') {
  const phone = `7${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(6, '0')}`;
  const [user] = await app.ctx.db.insert(users).values({ type, phone, name: `${type} ${seq}` }).returning();
  const { token } = await createSession(app.ctx.db, app.ctx.clock, app.sessionPolicy, user.id, {});
  return { user, cookies: { nk_session: token } };
}

/** Runs `tasks` with at most `limit` in flight. */
export async function runBounded<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
