import path from 'node:path';
import { openDb, type DbHandle } from '@nakshatra/db';
import type { Env } from '../env.js';

/** The configured database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openConfiguredDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_POOL_SIZE'>>): Promise<DbHandle> {
  return env.DATABASE_URL ? openDb({ databaseUrl: env.DATABASE_URL, maxConnections: env.DATABASE_POOL_SIZE }) : openDb({ dataDir: path.resolve(env.DATA_DIR) });
}
