import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@nakshatra/db';

/**
 * A one-second cache of public content replies, per database, in this process. A content write through this
 * process clears it at once; other API processes see a write at most one second late. The key includes the API
 * clock's second, so scheduled items still appear exactly when their time comes (and tests can move the clock).
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 1000;
type Entry = { at: number; gen: number; value: unknown };
type Cache = { gen: number; entries: Map<string, Entry> };
const caches = new WeakMap<object, Cache>();

const cacheOf = (db: Db): Cache => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { gen: 0, entries: new Map() }));
  return c;
};

export function invalidateContentCache(db: Db): void {
  const c = cacheOf(db);
  c.gen++;
  c.entries.clear();
}

export async function cached<T>(db: Db, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  const c = cacheOf(db);
  const k = `${Math.floor(now.getTime() / 1000)}|${key}`;
  const hit = c.entries.get(k);
  const real = Date.now();
  if (hit && hit.gen === c.gen && real - hit.at < TTL_MS) return hit.value as T;
  const gen = c.gen;
  const value = await compute();
  if (gen === c.gen) {
    if (c.entries.size >= MAX_ENTRIES) c.entries.clear();
    c.entries.set(k, { at: real, gen, value });
  }
  return value;
}

/** A public reply ready to send: its JSON text (serialised once, when it was computed) and an ETag of that text. */
export type SerialisedReply = { json: string; etag: string };

/**
 * Like `cached`, but keeps the reply serialised: requests within the cache's second send the same bytes without
 * building, validating or serialising them again, and a client that already has them (If-None-Match) gets a 304.
 */
export function cachedReply(db: Db, key: string, now: Date, compute: () => Promise<unknown>): Promise<SerialisedReply> {
  return cached(db, `reply|${key}`, now, async () => {
    const json = JSON.stringify(await compute());
    return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  });
}

/** Sends a serialised public reply with its ETag and cache header, or 304 when the client's copy is current. */
export function sendReply(req: FastifyRequest, reply: FastifyReply, body: SerialisedReply, cacheControl: string): FastifyReply {
  // X-Accel-Expires: the production layout's nginx keeps this reply for the same second this process does
  // (deploy/nginx: only replies with this header are stored there, and never for signed-in requests); nginx strips it
  reply.header('cache-control', cacheControl).header('etag', body.etag).header('x-accel-expires', String(TTL_MS / 1000));
  const known = req.headers['if-none-match'];
  if (known && known.split(',').some((t) => t.trim().replace(/^W\//, '') === body.etag)) return reply.code(304).send();
  // a string is sent as it is: no response-schema pass on the way out (the reply was built from validated rows)
  return reply.type('application/json; charset=utf-8').send(body.json);
}
