#!/usr/bin/env node
// `npm start`: the whole product on one origin (http://localhost:3000): builds the web app when its
// sources changed, starts the API (migrations, demo data on first start) and the Next.js server,
// and prints how to sign in. Development transports only: console SMS, e-mail as files.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function ensureWebBuild() {
  const buildId = path.join(webDir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  // the web app also bundles the content registry (packages/content/src)
  const sources = Math.max(newestMtime(webDir), newestMtime(path.join(root, 'packages/shared')), newestMtime(path.join(root, 'packages/content/src')));
  if (existsSync(buildId) && statSync(buildId).mtimeMs > sources && !process.argv.includes('--rebuild')) return;
  console.log('Building the web app (next build)…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: webDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A development secret kept in the data folder (so sessions survive restarts), unless the environment gives one. */
function devSecret(name) {
  if (process.env[name]) return process.env[name];
  const file = path.join(dataDir, `.${name.toLowerCase().replace(/_/g, '-')}`);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
// the API tells the web server which pages to refresh after a publish; both must share this secret
const revalidateSecret = devSecret('REVALIDATE_SECRET');

/** Development VAPID keys for web push, kept in the data folder (production sets VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY). */
async function devVapid() {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) return {};
  const file = path.join(dataDir, '.vapid.json');
  if (!existsSync(file)) {
    const { default: webpush } = await import('web-push');
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, 'utf8'));
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
const vapidEnv = await devVapid();

async function waitFor(url, child, name) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

ensureWebBuild();

const apiEnv = {
  NODE_ENV: 'development',
  SMS_PROVIDER: 'console',
  MAIL_TRANSPORT: 'file',
  DEMO_DATA: 'true',
  ...vapidEnv,
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${webPort}`,
  SESSION_SECRET: devSecret('SESSION_SECRET'),
  REVALIDATE_SECRET: revalidateSecret,
};
const children = [];
let apiSupervisor = null;
const stopAll = (code) => {
  apiSupervisor?.stop('SIGTERM');
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// The API is restarted with backoff when it dies (a crash, SIGKILL, out of memory): the database recovers on start
// (meters pause at the last heartbeat, payments settle once), so pages come back instead of failing behind a live
// web server. If it keeps dying, the whole product stops with the reason.
let apiStarts = 0;
apiSupervisor = supervise({
  name: 'The API',
  start: () => spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env: apiEnv, stdio: 'inherit' }),
  onStart: (child) => {
    apiStarts += 1;
    if (apiStarts > 1) {
      waitFor(`http://127.0.0.1:${apiPort}/api/health`, child, 'The API')
        .then(() => console.error('The API is back.'))
        .catch(() => { /* the supervisor reports a child that dies again */ });
    }
  },
  onGiveUp: (reason) => {
    console.error(`${reason}\nStopping Nakshatra: the site cannot work without its API. Read the API log above for the cause.`);
    stopAll(1);
  },
});
const api = apiSupervisor.current;

try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'The API');
} catch (err) {
  console.error(err.message);
  stopAll(1);
  await new Promise(() => {});
}

// Next.js behind our own small HTTP server (scripts/web-server.mjs): it sets X-Forwarded-For to the address it saw, so
// the API's per-IP limits count real visitors, not whatever a client claims.
const web = spawn(process.execPath, [path.join(root, 'scripts/web-server.mjs')], {
  cwd: webDir,
  env: { ...process.env, PORT: String(webPort), WEB_DIR: webDir, NEXT_TELEMETRY_DISABLED: '1', API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`, REVALIDATE_SECRET: revalidateSecret },
  stdio: 'inherit',
});
children.push(web);
web.on('exit', (code) => { console.error(`The web server stopped (exit ${code}).`); stopAll(code ?? 1); });
await waitFor(`http://127.0.0.1:${webPort}/`, web, 'The web server');

console.log(`
  Nakshatra is running at http://localhost:${webPort}
  (${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded database in ${path.relative(root, dataDir) || '.'}`}; API docs at http://localhost:${webPort}/api/docs)

  Sign in (codes are not texted in development: the API log above prints them as "[sms:console] code NNNN"):
    demo user        Login → mobile 9999900001 → the code from the log
    demo astrologer  http://localhost:${webPort}/astrologer → sign in there with 9999900002 (go online, accept requests)
    demo admin       http://localhost:${webPort}/admin → admin@nakshatra.local / nakshatra-demo-admin
  Any other 10-digit number creates a new user at its first sign-in. Stop with Ctrl+C.
`);
