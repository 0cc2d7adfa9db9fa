import { randomBytes } from 'node:crypto';
import { openDb, type DbHandle } from './client.js';

/**
 * A fresh, empty, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL
 * is set, a new database created beside it on that server and dropped afterwards.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({});
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `nk_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: testUrl.toString(), maxConnections: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
