import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { NGINX_MISSING, errorLogTail, findNginx, renderNginxConfig, startNginx, testNginxConfig } from '../../scripts/nginx-config.mjs';
import { signInUserThroughApi } from '../consult/admin-helpers';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/**
 * A plain HTTP request with exactly the headers given (no Accept-Encoding unless asked, no decompression), so the
 * test sees what nginx sent.
 */
export function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, text: all.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Requests `url` until nginx answers it from its cache (a page just stored, not one being refreshed); that answer. */
export async function warm(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  for (let i = 0; ; i++) {
    const res = await get(url, headers);
    if (res.headers['x-cache-status'] === 'HIT' || i >= 20) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type RunningNginx = {
  origin: string;
  port: number;
  dir: string;
  /** The access-log lines (format `nakshatra` of deploy/nginx/nginx.conf) of requests for exactly this path + query. */
  logOf(pathAndQuery: string): { status: number; upstream: string; cache: string }[];
  stop(): Promise<void>;
};

/**
 * nginx on a free port with the configuration of deploy/nginx rendered by scripts/nginx-config.mjs (as
 * `npm run start:prod` does), in front of the app the Playwright webServer started (Next.js :3000, API :3001).
 */
export async function startProxy(): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const port = await freePort();
  const dir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `nginx-${port}`);
  const conf = renderNginxConfig({ dir, listen: `127.0.0.1:${port}`, web: ['127.0.0.1:3000'], api: ['127.0.0.1:3001'] });
  const checked = testNginxConfig(nginx, conf);
  if (!checked.ok) throw new Error(`nginx -t refused the rendered configuration:\n${checked.output}`);

  const child: ChildProcess = startNginx(nginx, conf, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => { output += c.toString(); });
  child.stderr?.on('data', (c: Buffer) => { output += c.toString(); });
  const origin = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  for (let i = 0; ; i++) {
    if (exited()) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${output}\n${errorLogTail(conf)}`);
    const up = await get(`${origin}/api/health`).then((r) => r.status === 200, () => false);
    if (up) break;
    if (i > 100) throw new Error(`nginx did not answer on ${origin}:\n${output}\n${errorLogTail(conf)}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    origin,
    port,
    dir,
    logOf(pathAndQuery) {
      return readFileSync(conf.accessLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes(` ${pathAndQuery} HTTP/`))
        .map((line) => ({
          status: Number(line.match(/" (\d{3}) /)?.[1]),
          upstream: line.match(/upstream=(\S+)/)?.[1] ?? '',
          cache: line.match(/cache=(\S+)/)?.[1] ?? '',
        }));
    },
    async stop() {
      if (exited()) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}

/**
 * Signs a fresh user in through the API (the development outbox gives the code) and returns the cookies a browser
 * would then send: the session (nk_session) and the web app's display cookie (userDetails).
 */
export async function signedInCookies(request: APIRequestContext): Promise<{ phone: string; session: string; userDetails: string }> {
  const { phone, details } = await signInUserThroughApi(request);
  const session = (await request.storageState()).cookies.find((c) => c.name === 'nk_session')?.value;
  expect(session, 'the API set the session cookie').toBeTruthy();
  return { phone, session: session!, userDetails: encodeURIComponent(JSON.stringify(details)) };
}

/** Whether Next marked an answer as not for shared caches. */
export function isPrivate(cacheControl: string | string[] | undefined): boolean {
  return /private|no-store|no-cache/i.test(String(cacheControl ?? ''));
}
