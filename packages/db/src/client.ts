import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { acquireDataDirLock, type DataDirLock } from './lock.js';

/** The Drizzle database, whichever driver sits below (PGlite or postgres.js): same schema, same queries. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  /** 'pglite' (embedded, one process per data folder) or 'postgres' (a real server) */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a dump of its data folder (an uncompressed tar), which `loadDataDir` starts another one from */
  dumpDataDir?: () => Promise<Blob>;
};

export type OpenDbOptions =
  | { databaseUrl: string; maxConnections?: number }
  /** dataDir undefined → an in-memory PGlite (tests); `loadDataDir` starts it from a dump of another one (a migrated template) */
  | { dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Opens the database and applies pending migrations (none, when it starts from an up-to-date template). */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const sql = postgres(options.databaseUrl, { max: options.maxConnections ?? 10, onnotice: () => {} });
    const db = drizzle(sql, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client = options.dataDir ? new PGlite(path.join(options.dataDir, 'pglite')) : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
