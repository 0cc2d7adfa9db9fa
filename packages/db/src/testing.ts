import { openDb, type DbHandle } from './client.js';
import { createScratchDatabase } from './scratch.js';

/**
 * A fresh, empty, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL
 * is set, a new database created beside it on that server and dropped afterwards.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({});
  const scratch = await createScratchDatabase(url, 'test');
  const handle = await openDb({ databaseUrl: scratch.url, maxConnections: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
