/**
 * Requests per second and latency of the BUILT app (`scripts/start.mjs`: next start + the API, on a fresh
 * data folder with the demo content) for a rendered blog page (`GET /blogs/<slug>`, Next.js) and for
 * `GET /api/get_blog` (the API), each beside the same bytes served as a static file by a plain Node server on
 * the same machine. Load from autocannon. Run: `npx tsx apps/api/bench/content-bench.ts` (part of `npm run bench`).
 *
 * Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WEB_PORT / BENCH_API_PORT (3100 / 3101: away
 * from a running `npm start`), BENCH_LOCK (/tmp/nakshatra-e2e.lock: the app runs, and may build, while it is
 * held, so no `next build` rewrites apps/web/.next under it; "none" to skip). With DATABASE_URL the app runs
 * on a fresh PostgreSQL database created beside it (scripts/e2e-server.mjs), otherwise on PGlite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types
import autocannonUntyped from 'autocannon';

type Histogram = { average: number; mean: number; p50: number; p99: number; total: number };
type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number };
type Row = { what: string; url: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; bytesPerReq: number };
const autocannon = autocannonUntyped as (opts: { url: string; connections: number; duration: number }) => Promise<Result>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3100);
const apiPort = Number(process.env.BENCH_API_PORT ?? 3101);
const lock = process.env.BENCH_LOCK ?? '/tmp/nakshatra-e2e.lock';

const isPortBusy = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => (s.destroy(), ok(true)));
    s.on('error', () => ok(false));
  });

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (await fetch(url).then((r) => r.status === 200, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

/** `npm start` on a fresh data folder (and, with DATABASE_URL, a fresh database), in its own process group. */
function startApp(dataDir: string): ChildProcess {
  const server = [process.execPath, path.join(root, 'scripts/e2e-server.mjs')];
  const hasFlock = lock !== 'none' && spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const [cmd, ...args] = hasFlock ? ['flock', lock, ...server] : server;
  if (hasFlock) console.log(`# waiting for ${lock} (shared with browser tests and builds), then starting the app…`);
  return spawn(cmd, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      WEB_REVALIDATE_URL: `http://127.0.0.1:${webPort}/revalidate`,
      // one client address makes all the load: lift the per-IP limit, as a load balancer's many clients would
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
}

/** A plain node:http server for files (read from disk per request), in its own process like the app's. */
async function startStaticServer(files: Record<string, { file: string; type: string }>): Promise<{ port: number; child: ChildProcess }> {
  const code = `
    import http from 'node:http'; import { createReadStream, statSync } from 'node:fs';
    const files = JSON.parse(process.env.FILES);
    const server = http.createServer((req, res) => {
      const f = files[req.url];
      if (!f) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { 'content-type': f.type, 'content-length': statSync(f.file).size, 'cache-control': 'public, max-age=60' });
      createReadStream(f.file).pipe(res);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, FILES: JSON.stringify(files) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((ok, fail) => {
    child.stdout!.once('data', (d: Buffer) => ok(Number(d.toString().trim())));
    child.once('exit', (c) => fail(new Error(`static server exited with ${c}`)));
  });
  return { port, child };
}

async function measure(what: string, url: string): Promise<Row> {
  await fetch(url).then((r) => r.arrayBuffer()); // warm: the first request renders or fills caches
  const r = await autocannon({ url, connections, duration: seconds });
  const row = { what, url, reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, bytesPerReq: Math.round(r.throughput.total / Math.max(1, r.requests.total)) };
  console.log(JSON.stringify(row));
  return row;
}

async function main() {
  for (const port of [webPort, apiPort]) if (await isPortBusy(port)) throw new Error(`Port ${port} is in use; set BENCH_WEB_PORT / BENCH_API_PORT.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nk-bench-app-'));
  const app = startApp(dataDir);
  const stopApp = () => { try { process.kill(-app.pid!, 'SIGTERM'); } catch { /* already gone */ } };
  process.on('SIGINT', () => (stopApp(), process.exit(130)));
  let stat: ChildProcess | undefined;
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;
    // waits for the lock, builds the web app when its sources changed, turns the demo art into WebP
    await waitFor(`${api}/api/health`, app, 'The API', 60 * 60_000);
    await waitFor(`${web}/robots.txt`, app, 'The web server', 15 * 60_000);
    const list = (await (await fetch(`${api}/api/get_blog`)).json()) as { data: Array<{ slug: string }>; total: number };
    const slug = list.data[0]?.slug;
    if (!slug) throw new Error('No blog post in the demo content.');
    const pageUrl = `${web}/blogs/${slug}`;
    const page = await fetch(pageUrl);
    if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
    const html = await page.text();
    const json = await (await fetch(`${api}/api/get_blog`)).text();

    // the same bytes as static files
    const pageFile = path.join(dataDir, 'blog-page.html');
    const jsonFile = path.join(dataDir, 'get_blog.json');
    writeFileSync(pageFile, html);
    writeFileSync(jsonFile, json);
    const statik = await startStaticServer({ '/blog-page.html': { file: pageFile, type: 'text/html; charset=utf-8' }, '/get_blog.json': { file: jsonFile, type: 'application/json' } });
    stat = statik.child;
    const statUrl = `http://127.0.0.1:${statik.port}`;

    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`# ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    console.log(`# ${connections} connections, ${seconds} s each; built app (next start + API on ${db}), demo content (${list.total} blog posts); page ${html.length} B, get_blog ${json.length} B`);
    const again = await fetch(pageUrl);
    console.log(`# the page's second answer: x-nextjs-cache ${again.headers.get('x-nextjs-cache') ?? '-'}, cache-control ${again.headers.get('cache-control') ?? '-'}`);
    const rows = [
      await measure('static file: the page\'s HTML (node:http)', `${statUrl}/blog-page.html`),
      await measure(`blog page GET /blogs/${slug} (Next.js)`, pageUrl),
      await measure('static file: the get_blog JSON (node:http)', `${statUrl}/get_blog.json`),
      await measure(`GET /api/get_blog (API, ${db})`, `${api}/api/get_blog`),
    ];
    console.log('\n| what | requests/s | p50 | p99 | errors | bytes/request |\n|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.what} | ${r.reqPerSec.toLocaleString('en')} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.bytesPerReq.toLocaleString('en')} |`);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    stat?.kill('SIGTERM');
    stopApp();
    await new Promise((r) => setTimeout(r, 2000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
