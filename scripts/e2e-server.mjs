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
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  // databases of runs that were killed before they could clean up (older than 6 hours)
  const stale = await admin`SELECT datname FROM pg_database WHERE datname LIKE 'nk_e2e_%'`;
  for (const { datname } of stale) {
    const started = Number.parseInt(datname.split('_')[2] ?? '', 36);
    if (Number.isFinite(started) && Date.now() - started > 6 * 3600_000) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  const name = `nk_e2e_${Date.now().toString(36)}_${process.pid}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  console.log(`browser tests on the fresh PostgreSQL database ${name}`);
  drop = async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end({ timeout: 5 });
  };
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
