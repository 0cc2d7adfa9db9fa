import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDb, type DbHandle } from './client.js';
import { createScratchDatabase, dropStaleScratchDatabases } from './scratch.js';

/**
 * Where a test run's migrated template is (set by {@link prepareTestTemplates} in the runner, inherited by the test
 * processes): a dump of a migrated in-memory PGlite, or the name of a migrated database on the PostgreSQL server.
 */
const PGLITE_TEMPLATE = 'NK_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'NK_TEST_PG_TEMPLATE';

let dumpRead: { file: string; blob: Blob } | undefined;
/** The run's PGlite template, read from disk once per test process (a file may open several databases). */
function templateDump(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE];
  if (!file) return undefined;
  if (dumpRead?.file !== file) dumpRead = { file, blob: new Blob([readFileSync(file)]) };
  return dumpRead.blob;
}

/**
 * A fresh, empty, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL
 * is set, a new database created beside it on that server and dropped afterwards. When the run prepared a template,
 * the database starts as a copy of it; the migrator still runs and finds nothing to apply (or applies what is newer).
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = templateDump();
    return openDb(dump ? { loadDataDir: dump } : {});
  }
  const scratch = await createScratchDatabase(url, 'test', process.env[POSTGRES_TEMPLATE] || undefined);
  const handle = await openDb({ databaseUrl: scratch.url, maxConnections: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Migrates one database for a whole test run and points {@link openTestDb} at it through the environment (test
 * processes started afterwards inherit it). Creating and migrating a database costs about 3 s of CPU on PGlite; a
 * copy of the template under a second. Returns the cleanup.
 */
export async function prepareTestTemplates(folder: string): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const h = await openDb({});
    try {
      // PGlite's own dump of its data folder (an uncompressed tar; about 40 MB, read in a few milliseconds)
      if (!h.dumpDataDir) throw new Error('The embedded database gave no dump of its data folder.');
      const file = path.join(folder, `nk-pglite-template-${process.pid}.tar`);
      writeFileSync(file, Buffer.from(await (await h.dumpDataDir()).arrayBuffer()));
      process.env[PGLITE_TEMPLATE] = file;
      return async () => { delete process.env[PGLITE_TEMPLATE]; rmSync(file, { force: true }); };
    } finally {
      await h.close();
    }
  }
  await dropStaleScratchDatabases(url, 'template', 6 * 3600_000);
  const scratch = await createScratchDatabase(url, 'template');
  try {
    // migrate, then disconnect: PostgreSQL copies a template only while nobody is connected to it
    const h = await openDb({ databaseUrl: scratch.url, maxConnections: 1 });
    await h.close();
  } catch (err) {
    await scratch.drop();
    throw err;
  }
  process.env[POSTGRES_TEMPLATE] = scratch.name;
  return async () => { delete process.env[POSTGRES_TEMPLATE]; await scratch.drop(); };
}
