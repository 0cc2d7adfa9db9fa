#!/usr/bin/env node
// The server the browser tests run against: `npm start` (scripts/start.mjs) on a fresh data folder and,
// when DATABASE_URL is set, on a fresh PostgreSQL database created beside it and dropped afterwards.
// The data folder (uploads, audio) and the database must start empty together: a database left by an
// earlier run names uploaded files that the new folder does not hold.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs';
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
const distDir = path.join(root, 'apps/web', process.env.NEXT_DIST_DIR || '.next');
rmSync(path.join(distDir, 'cache/fetch-cache'), { recursive: true, force: true });
// CI runs the browser tests twice (PGlite, then PostgreSQL) on the same sources: E2E_BUILD_SNAPSHOT names a folder
// where the first run keeps a copy of its fresh build, taken before any page was regenerated; the second run starts
// from that copy instead of building again (the same fresh state, a few minutes sooner).
const snapshot = process.env.E2E_BUILD_SNAPSHOT;
let startArgs = ['--rebuild'];
if (snapshot) {
  if (existsSync(path.join(snapshot, 'BUILD_ID'))) {
    console.log(`browser tests on the web build kept in ${snapshot}`);
    rmSync(distDir, { recursive: true, force: true });
    cpSync(snapshot, distDir, { recursive: true, preserveTimestamps: true });
  } else {
    const built = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) process.exit(built.status ?? 1);
    rmSync(snapshot, { recursive: true, force: true });
    // not the compiler's cache (large, and only for building)
    cpSync(distDir, snapshot, { recursive: true, preserveTimestamps: true, filter: (src) => !src.startsWith(path.join(distDir, 'cache')) });
  }
  // the build is fresh (just made, or just restored): start.mjs must not build again
  utimesSync(path.join(distDir, 'BUILD_ID'), new Date(), new Date());
  startArgs = [];
}
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...startArgs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
