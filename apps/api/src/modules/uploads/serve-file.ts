import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a stored file with long caching, `nosniff` and a sandboxing CSP, honouring a single HTTP Range
 * (206 Partial Content; 416 when it cannot be satisfied) so audio players can seek.
 */
export async function serveFile(req: FastifyRequest, reply: FastifyReply, file: string, contentType: string) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound('No such file.');
  const size = info.size;
  reply
    .header('content-type', contentType)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('accept-ranges', 'bytes')
    .header('last-modified', info.mtime.toUTCString());
  const range = req.headers.range;
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = -1;
    let end = size - 1;
    if (m && (m[1] || m[2])) {
      if (m[1]) {
        start = Number(m[1]);
        if (m[2]) end = Math.min(Number(m[2]), size - 1);
      } else {
        start = Math.max(0, size - Number(m[2])); // suffix range: the last N bytes
      }
    }
    if (start < 0 || start >= size || end < start) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', end - start + 1);
    return reply.send(createReadStream(file, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(file));
}
