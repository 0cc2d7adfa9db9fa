import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, eq, gte, uploads } from '@nakshatra/db';
import { uploadReplySchema } from '@nakshatra/shared';
import { AppError, badRequest, forbidden } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { audit } from '../audit/audit.js';
import { detectKind } from './detect.js';
import { storeImage } from './process-image.js';
import { serveFile } from './serve-file.js';

/** Ordinary users may upload this many profile pictures an hour. */
const USER_UPLOADS_PER_HOUR = 10;
const IMAGE_FILE = /^[a-z0-9][a-z0-9-]{0,99}\.webp$/;
const AUDIO_FILE = /^[a-z0-9][a-z0-9-]{0,99}\.(mp3|ogg|wav)$/;
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' };
/** Demo videos the seed copies, and pooja proof videos admins upload (MP4). */
const VIDEO_FILE = /^[a-z0-9][a-z0-9-]{0,99}\.mp4$/;

/**
 * POST /upload (multipart, one file): admins upload content pictures and podcast audio; signed-in users
 * upload their own profile picture (`?purpose=avatar`). GET /upload/:file and /upload/audio/:file serve them.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { env, db, clock } = app.ctx;
  const imageDir = env.UPLOAD_DIR;
  const audioDir = path.join(env.UPLOAD_DIR, 'audio');
  await app.register(multipart, { limits: { files: 1, fields: 4, fileSize: Math.max(env.UPLOAD_MAX_BYTES, env.AUDIO_MAX_BYTES), parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

  r.post('/upload', {
    schema: {
      tags: ['uploads'],
      security: [{ session: [] }],
      summary: 'Upload a picture (JPEG, PNG or WebP; ≤ 5 MB, ≤ 25 megapixels) or, for admins, podcast audio (MP3, OGG, WAV) or a pooja proof video (MP4)',
      description: 'multipart/form-data with one file part. The type is decided by the file\'s first bytes; pictures are re-encoded to WebP (orientation kept; EXIF, GPS and other metadata removed) with responsive widths 320, 640 and 1080 (128 and 256 square for `?purpose=avatar`). Users who are not admins may upload `?purpose=avatar` (their profile picture) and `?purpose=chat` (a picture to send in a consultation).',
      querystring: z.object({ purpose: z.enum(['content', 'avatar', 'chat'], { error: 'purpose must be content, avatar or chat.' }).optional() }),
      consumes: ['multipart/form-data'],
      response: { 200: uploadReplySchema },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      const isAdmin = user.type === 'admin';
      const purpose = req.query.purpose ?? (isAdmin ? 'content' : 'avatar');
      if (!isAdmin && purpose === 'content') throw forbidden('Only administrators can upload content pictures; you can upload your profile picture or a picture for a consultation chat.');
      if (!isAdmin) {
        const [{ n }] = await db.select({ n: count() }).from(uploads).where(and(eq(uploads.ownerUserId, user.id), gte(uploads.createdAt, new Date(clock.now().getTime() - 3600_000))));
        if (Number(n) >= USER_UPLOADS_PER_HOUR) throw new AppError(429, 'rate_limited', 'You have uploaded many pictures in the last hour. Please try again later.');
      }
      if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
      const limit = isAdmin ? Math.max(env.UPLOAD_MAX_BYTES, env.AUDIO_MAX_BYTES) : env.UPLOAD_MAX_BYTES;
      const part = await req.file({ limits: { fileSize: limit, files: 1 } });
      if (!part) throw badRequest('Attach a file.');
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'upload_too_large', `The file is too large; pictures can be at most ${mb(env.UPLOAD_MAX_BYTES)}.`);
        throw err;
      }
      const kind = detectKind(buffer);
      if (!kind || (kind.kind !== 'image' && (!isAdmin || purpose !== 'content')))
        throw new AppError(415, 'upload_unsupported_type', isAdmin ? 'Upload a JPEG, PNG or WebP picture, MP3, OGG or WAV audio, or an MP4 video.' : 'Upload a JPEG, PNG or WebP picture.');
      if (kind.kind === 'image' && buffer.length > env.UPLOAD_MAX_BYTES) throw new AppError(413, 'upload_too_large', `The picture is too large; the limit is ${mb(env.UPLOAD_MAX_BYTES)}.`);
      if (kind.kind === 'audio' && buffer.length > env.AUDIO_MAX_BYTES) throw new AppError(413, 'upload_too_large', `The audio file is too large; the limit is ${mb(env.AUDIO_MAX_BYTES)}.`);

      if (kind.kind === 'video' && buffer.length > env.AUDIO_MAX_BYTES) throw new AppError(413, 'upload_too_large', `The video is too large; the limit is ${mb(env.AUDIO_MAX_BYTES)}. Link a longer recording instead.`);
      if (kind.kind === 'video') {
        // a pooja's proof video (admins): kept as sent, served with Range from /upload/video/
        const name = randomBytes(16).toString('hex');
        await mkdir(path.join(env.UPLOAD_DIR, 'video'), { recursive: true });
        await writeFile(path.join(env.UPLOAD_DIR, 'video', `${name}.mp4`), buffer);
        await db.insert(uploads).values({ name: `video/${name}.mp4`, kind: 'video', ownerUserId: user.id, purpose, bytes: buffer.length, createdAt: clock.now() });
        await audit(db, { actorUserId: user.id, action: 'admin.upload.video', target: `video/${name}.mp4`, details: { bytes: buffer.length }, ip: req.ip });
        return { status: 200, data: { url: `${env.UPLOAD_URL}/video/${name}.mp4`, width: null, height: null, variants: [] } };
      }
      if (kind.kind === 'audio') {
        const name = randomBytes(16).toString('hex');
        await mkdir(audioDir, { recursive: true });
        await writeFile(path.join(audioDir, `${name}.${kind.ext}`), buffer);
        await db.insert(uploads).values({ name: `audio/${name}.${kind.ext}`, kind: 'audio', ownerUserId: user.id, purpose, bytes: buffer.length, createdAt: clock.now() });
        await audit(db, { actorUserId: user.id, action: 'admin.upload.audio', target: `audio/${name}.${kind.ext}`, details: { bytes: buffer.length }, ip: req.ip });
        const url = `${env.UPLOAD_URL}/audio/${name}.${kind.ext}`;
        return { status: 200, data: { url, width: null, height: null, variants: [] } };
      }

      const stored = await storeImage(buffer, { dir: imageDir, urlPrefix: env.UPLOAD_URL, maxPixels: env.UPLOAD_MAX_PIXELS, purpose: purpose === 'chat' ? 'content' : purpose, expectFormat: kind.format });
      await db.insert(uploads).values({ name: stored.name, kind: 'image', ownerUserId: user.id, purpose, width: stored.width, height: stored.height, bytes: stored.bytes, createdAt: clock.now() });
      if (isAdmin) await audit(db, { actorUserId: user.id, action: 'admin.upload.image', target: stored.name, details: { bytes: buffer.length, purpose }, ip: req.ip });
      return { status: 200, data: { url: stored.url, width: stored.width, height: stored.height, variants: stored.variants } };
    },
  });

  r.get('/upload/:file', {
    schema: { tags: ['uploads'], summary: 'An uploaded picture (WebP), cached for a year (names never change)', params: z.object({ file: z.string() }) },
    handler: async (req, reply) => {
      if (!IMAGE_FILE.test(req.params.file)) throw new AppError(404, 'not_found', 'No such file.');
      return serveFile(req, reply, path.join(imageDir, req.params.file), 'image/webp');
    },
  });

  r.get('/upload/video/:file', {
    schema: { tags: ['uploads'], summary: 'A video (MP4: demo videos, pooja proof videos) with HTTP Range support for seeking', params: z.object({ file: z.string() }) },
    handler: async (req, reply) => {
      if (!VIDEO_FILE.test(req.params.file)) throw new AppError(404, 'not_found', 'No such file.');
      return serveFile(req, reply, path.join(env.UPLOAD_DIR, 'video', req.params.file), 'video/mp4');
    },
  });

  r.get('/upload/audio/:file', {
    schema: { tags: ['uploads'], summary: 'Podcast audio with HTTP Range support (206 Partial Content) for seeking', params: z.object({ file: z.string() }) },
    handler: async (req, reply) => {
      const m = AUDIO_FILE.exec(req.params.file);
      if (!m) throw new AppError(404, 'not_found', 'No such file.');
      return serveFile(req, reply, path.join(audioDir, req.params.file), AUDIO_TYPES[m[1]]);
    },
  });
}
