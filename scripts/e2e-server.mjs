#!/usr/bin/env node
// The server the browser tests run against: `npm start` (scripts/start.mjs) on a fresh data folder and,
// when DATABASE_URL is set, on a fresh PostgreSQL database created beside it and dropped afterwards.
// The data folder (uploads, audio) and the database must start empty together: a database left by an
// earlier run names uploaded files that the new folder does not hold.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
let drop = async () => {};

if (process.env.DATABASE_URL) {
  // run with tsx (playwright.config.ts): the scratch-database helper is the TypeScript one the unit tests use
  const { createScratchDatabase, dropStaleScratchDatabases } = await import('../packages/db/src/scratch.ts');
  // databases of runs that were killed before they could clean up (older than 6 hours)
  await dropStaleScratchDatabases(process.env.DATABASE_URL, 'e2e', 6 * 3600_000);
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'e2e');
  env.DATABASE_URL = scratch.url;
  console.log(`browser tests on the fresh PostgreSQL database ${scratch.name}`);
  drop = scratch.drop;
}

// Everything the API and the web server print also goes to <data folder>/server.log, so a browser test can assert
// that the servers logged no error while it ran (the crawler test does).
// Every run starts on an empty database, so nothing Next.js cached from an earlier run may be served: its data cache
// (.next/cache/fetch-cache) and the pages it regenerated into the build (ISR) name rows of another database (astrologer
// ids, uploads). Drop the data cache and build afresh (the compiler's own cache keeps that quick).
rmSync(path.join(root, 'apps/web', process.env.NEXT_DIST_DIR || '.next', 'cache/fetch-cache'), { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--rebuild'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
if (env.DATA_DIR) mkdirSync(env.DATA_DIR, { recursive: true });
const log = env.DATA_DIR ? createWriteStream(path.join(env.DATA_DIR, 'server.log'), { flags: 'a' }) : null;
child.stdout.on('data', (chunk) => { process.stdout.write(chunk); log?.write(chunk); });
child.stderr.on('data', (chunk) => { process.stderr.write(chunk); log?.write(chunk); });
const stop = (signal) => { if (child.exitCode === null) child.kill(signal); };
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  await drop();
  process.exit(code ?? 0);
});
