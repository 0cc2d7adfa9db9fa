#!/usr/bin/env node
// `npm run start:prod`: the production layout on one machine, as an ordinary user: `npm start` (scripts/start.mjs:
// the API on 127.0.0.1:3001 and Next.js on 127.0.0.1:3000) behind nginx on http://localhost:8080, with the
// configuration of deploy/nginx/ rendered into <DATA_DIR>/nginx (pid, logs, cache and temporary files all there;
// nothing under /etc or /var is touched). nginx stops when the app stops, and the other way round.
//
// Environment: PROD_PORT (8080), PROD_HOST (127.0.0.1; 0.0.0.0 to let other machines in), WEB_PORT (3000),
// API_PORT (3001), DATA_DIR (./data), NGINX_BIN (nginx from PATH, else /usr/sbin/nginx); the rest is passed to
// `npm start` (arguments too, e.g. --rebuild).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_MISSING, errorLogTail, findNginx, renderNginxConfig, startNginx, testNginxConfig } from './nginx-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prodPort = Number(process.env.PROD_PORT ?? 8080);
const prodHost = process.env.PROD_HOST || '127.0.0.1';
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${prodPort}`;

const nginx = findNginx();
if (!nginx) {
  console.error(NGINX_MISSING);
  process.exit(1);
}
const conf = renderNginxConfig({ dir: path.join(dataDir, 'nginx'), listen: `${prodHost}:${prodPort}`, web: [`127.0.0.1:${webPort}`], api: [`127.0.0.1:${apiPort}`] });
const checked = testNginxConfig(nginx, conf);
if (!checked.ok) {
  console.error(`nginx refused the configuration rendered in ${conf.dir}:\n${checked.output}`);
  process.exit(1);
}

// `npm start`, with the web server on loopback only, keeping the X-Forwarded-For that nginx (127.0.0.1) sets, and the
// links the API mails or shares (PUBLIC_ORIGIN) naming nginx's address. In its own process group: signals come from
// here only, and once it has exited, whatever it left behind (a `next build` it was waiting for) goes with the group.
const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    WEB_HOST: process.env.WEB_HOST ?? '127.0.0.1',
    WEB_TRUSTED_PROXIES: process.env.WEB_TRUSTED_PROXIES ?? '127.0.0.1',
    PUBLIC_ORIGIN: publicOrigin,
  },
});

/** @type {import('node:child_process').ChildProcess | null} */
let proxy = null;
let stopping = false;
const stopProxy = () => {
  if (proxy && proxy.exitCode === null && proxy.signalCode === null) proxy.kill('SIGQUIT'); // graceful: finish requests
};
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  stopProxy();
  if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
  setTimeout(() => {
    if (proxy && proxy.exitCode === null) proxy.kill('SIGTERM');
    process.exit(code);
  }, 3000).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
const stopAppGroup = () => {
  try {
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
  } catch { /* nothing left */ }
};
// whatever ends this process, nginx and the app (each in its own process group) go with it
process.on('exit', () => {
  if (proxy && proxy.exitCode === null) proxy.kill('SIGTERM');
  if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
  stopAppGroup();
});

app.on('exit', (code, signal) => {
  if (!stopping) console.error(`The app stopped (${signal ?? `exit ${code}`}); stopping nginx.`);
  stopping = true;
  stopAppGroup();
  stopProxy();
  const done = () => process.exit(code ?? (signal ? 0 : 1));
  if (proxy && proxy.exitCode === null) proxy.on('exit', done);
  else done();
});

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status < 500;
  } catch {
    return false;
  }
}

// nginx starts once the app answers (start.mjs builds the web app first when its sources changed)
while (!stopping && !((await answers(`http://127.0.0.1:${apiPort}/api/health`)) && (await answers(`http://127.0.0.1:${webPort}/`)))) {
  await new Promise((r) => setTimeout(r, 500));
}
if (!stopping) {
  proxy = startNginx(nginx, conf);
  proxy.on('exit', (code, signal) => {
    if (stopping) return;
    const tail = errorLogTail(conf);
    console.error(`nginx stopped (${signal ?? `exit ${code}`}).${tail ? `\n${conf.errorLog}:\n${tail}` : ''}\nStopping the app.`);
    stop(1);
  });
  const local = `http://${['0.0.0.0', '127.0.0.1'].includes(prodHost) ? 'localhost' : prodHost}:${prodPort}`;
  let up = false;
  for (let i = 0; i < 40 && !stopping && !up; i++) {
    up = await answers(`http://${prodHost === '0.0.0.0' ? '127.0.0.1' : prodHost}:${prodPort}/api/health`);
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (up) {
    console.log(`
  Production layout: nginx at ${local} in front of Next.js (:${webPort}) and the API (:${apiPort}).
  Configuration rendered from deploy/nginx into ${path.relative(root, conf.dir) || '.'} (logs in ${path.relative(root, path.dirname(conf.accessLog))});
  the X-Cache-Status header tells what the page micro-cache did. Stop with Ctrl+C.
`);
  }
}
