export * from './schema/index.js';
export { openDb, migrationsFolder, type Db, type DbHandle, type OpenDbOptions } from './client.js';
export { DataDirLockedError } from './lock.js';
export { openTestDb, prepareTestTemplates } from './testing.js';
export { createScratchDatabase, dropStaleScratchDatabases, type ScratchDatabase } from './scratch.js';
export { sql, eq, and, or, not, ilike, like, gt, gte, lt, lte, ne, isNull, isNotNull, inArray, desc, asc, count } from 'drizzle-orm';
