/**
 * Requests per second and p99 latency of GET /api/get_blog (PGlite, demo blog posts) beside a static file of
 * the same size served by a plain Node server on the same machine. Run: npx tsx apps/api/bench/content-bench.ts
 * (BENCH_SECONDS=10, BENCH_CONNECTIONS=50; DATABASE_URL to measure PostgreSQL instead).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannonUntyped from 'autocannon';
import { openDb } from '@nakshatra/db';
import { getContentType } from '@nakshatra/content';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createItem } from '../src/modules/content/write.js';
import { items as blogSeed } from '../../../packages/content/seed/blog.js';

type Histogram = { average: number; p50: number; p99: number; total: number };
type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; non2xx: number };
const autocannon = autocannonUntyped as (opts: { url: string; connections: number; duration: number }) => Promise<Result>;

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const stripFiles = (v: unknown): unknown =>
  typeof v === 'string' ? (v.startsWith('file:') ? '/upload/bench.webp' : v)
    : Array.isArray(v) ? v.map(stripFiles)
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stripFiles(x)])) : v;

async function measure(name: string, url: string) {
  const r = await autocannon({ url, connections, duration: seconds });
  const line = { name, url, 'req/s': Math.round(r.requests.average), 'p99 ms': r.latency.p99, 'p50 ms': r.latency.p50, errors: r.errors + r.non2xx, 'bytes/req': Math.round(r.throughput.total / Math.max(1, r.requests.total)) };
  console.log(JSON.stringify(line));
  return line;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nk-bench-'));
  const env = loadEnv({ ...process.env, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SMS_PROVIDER: 'console', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', WEB_REVALIDATE_URL: 'off' });
  const handle = env.DATABASE_URL ? await openDb({ databaseUrl: env.DATABASE_URL }) : await openDb({ dataDir });
  const blog = getContentType('blog');
  const now = new Date();
  // the demo posts, repeated to fill more than one page
  for (let round = 0; round < 4; round++) {
    for (const [i, item] of blogSeed.entries()) {
      const { slug, category, publishAt: _p, status: _s, position: _pos, ...fields } = item as Record<string, unknown> & { slug: string; category?: string };
      await createItem(handle.db, blog, { slug: `${slug}-${round}`, category: category ?? null, status: 'published', publish_at: new Date(now.getTime() - (round * 10 + i) * 3600_000).toISOString(), fields: stripFiles(fields) as Record<string, unknown> }, { userId: null }, now);
    }
  }
  const app = await buildApp({ env, db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/get_blog`;

  // the same bytes as a static file, served by plain node:http from the file system (sendfile-like)
  const sample = await (await fetch(apiUrl)).text();
  const file = path.join(dataDir, 'get_blog.json');
  writeFileSync(file, sample);
  const { createReadStream, statSync } = await import('node:fs');
  const size = statSync(file).size;
  const staticServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': size, 'cache-control': 'public, max-age=15' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => staticServer.listen(0, '127.0.0.1', ok));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/get_blog.json`;

  console.log(`# ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}; ${connections} connections, ${seconds} s each; ${handle.driver}; reply ${size} bytes`);
  await measure('static file (node:http)', staticUrl);
  await measure('GET /api/get_blog', apiUrl);
  await measure('GET /api/get_blog?lang=hi&page=2', `${apiUrl}?lang=hi&page=2`);
  await app.close();
  staticServer.close();
  await handle.close();
}

main().catch((err) => { console.error(err); process.exit(1); });
