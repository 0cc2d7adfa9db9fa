import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openTestDb, type DbHandle } from '@nakshatra/db';
import { buildApp } from '../app.js';
import { loadEnv, type Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { LiveMedia } from '../modules/live/media/types.js';

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-03-01T06:00:00Z')) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => { t += ms; } } satisfies Clock & { advance(ms: number): void };
}

export type TestApp = { app: FastifyInstance; dbh: DbHandle; env: Env; close(): Promise<void> };

/**
 * This test file's own names in Redis: test files run at once in several forks, and two API processes of one file
 * (which share this module) must share their socket.io channels and limits with each other and with nobody else.
 */
const redisPrefix = `t${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

/** The whole API on a fresh database (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set). */
export async function build(options: { clock?: Clock; env?: Record<string, string>; /** share another app's database (a second API process) */ dbh?: DbHandle; /** Guruji Live media engine (a test double) */ liveMedia?: LiveMedia } = {}): Promise<TestApp> {
  const shared = options.dbh;
  const dbh = shared ?? (await openTestDb());
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMS_PROVIDER: 'console',
    MAIL_TRANSPORT: 'file',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nk-api-')),
    LOG_LEVEL: 'silent',
    // tests that move the clock must not have rows swept behind their back; retention.test.ts runs the rules itself
    RETENTION_SWEEP_MINUTES: '0',
    PRIVACY_JOBS_SECONDS: '0',
    REDIS_PREFIX: redisPrefix,
    ...options.env,
  });
  const app = await buildApp({ env, db: dbh.db, clock: options.clock, logger: false, liveMedia: options.liveMedia });
  await app.ready();
  return { app, dbh, env, close: async () => { await app.close(); if (!shared) await dbh.close(); } };
}

/** The session cookie's value from a reply, if it set one. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return res.cookies.find((c) => c.name === 'nk_session')?.value;
}
