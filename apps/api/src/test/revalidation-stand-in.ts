import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RevalidationCall = { secret: string | undefined; body: { paths: string[]; tags: string[] } };

/**
 * A stand-in for the web app's revalidation route: it records every call (secret header and JSON body). Give `env` to
 * `build()` so the API under test calls it.
 */
export async function startRevalidationStandIn() {
  const calls: RevalidationCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => { calls.push({ secret: req.headers['x-revalidate-secret'] as string, body: JSON.parse(body) }); res.end('{}'); });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    calls,
    env: { WEB_REVALIDATE_URL: `http://127.0.0.1:${port}/_revalidate`, REVALIDATE_SECRET: 'test-revalidate-secret' },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
