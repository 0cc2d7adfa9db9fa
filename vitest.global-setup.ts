import os from 'node:os';
import { prepareTestTemplates } from '@nakshatra/db';

/**
 * Once per run, before any test process starts: a migrated database every test file's own database is copied from
 * (packages/db/src/testing.ts). About 150 test databases are made in a run; migrating each from nothing cost about
 * 3 s of CPU on PGlite, which on CI's two cores was a good part of the unit tests' time.
 */
export default async function setup() {
  return prepareTestTemplates(os.tmpdir());
}
