import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, contentItems, eq, type Db } from '@nakshatra/db';
import { contentTypeList, type ContentType } from '@nakshatra/content';
import type { Env } from '../../env.js';
import { storeImage } from '../uploads/process-image.js';
import { createItem } from './write.js';

/** packages/content, wherever the workspace is. */
export const contentPackageDir = path.dirname(createRequire(import.meta.url).resolve('@nakshatra/content/package.json'));

type Log = { info(msg: string): void; warn(msg: string): void };
export type SeedReport = { created: number; skipped: number; failed: Array<{ type: string; slug: string; error: string }> };

/** Seconds of audio in a PCM WAV file (from its header), or null. */
export function wavSeconds(buf: Buffer): number | null {
  if (buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WAVE') return null;
  let off = 12;
  let byteRate = 0;
  while (off + 8 <= buf.length) {
    const id = buf.toString('latin1', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') byteRate = buf.readUInt32LE(off + 16);
    if (id === 'data') return byteRate ? Math.max(1, Math.round(Math.min(size, buf.length - off - 8) / byteRate)) : null;
    off += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Loads the demo content of packages/content/seed/<type>.ts (each exports `items`, see src/seed-types.ts)
 * for every registry type. Idempotent: an item whose slug exists is left as the admin may have edited it.
 * `file:` references are imported: pictures through the upload pipeline (WebP variants), audio and video copied.
 */
export async function seedContent(db: Db, env: Pick<Env, 'UPLOAD_DIR' | 'UPLOAD_URL' | 'UPLOAD_MAX_PIXELS'>, log: Log = console, now = new Date()): Promise<SeedReport> {
  const report: SeedReport = { created: 0, skipped: 0, failed: [] };
  const files = new Map<string, Promise<string>>();

  const importFile = (ref: string): Promise<string> => {
    const rel = ref.slice('file:'.length);
    if (!files.has(rel)) {
      files.set(rel, (async () => {
        const abs = path.resolve(contentPackageDir, rel);
        if (!abs.startsWith(contentPackageDir + path.sep)) throw new Error(`${ref} is outside packages/content`);
        const buf = await readFile(abs);
        // audio and video are copied as they are (named by content), served with byte ranges from /upload/{audio,video}/
        const media = /\.(wav|mp3|ogg)$/i.test(rel) ? 'audio' : /\.mp4$/i.test(rel) ? 'video' : null;
        if (media) {
          const name = `${createHash('sha256').update(buf).digest('hex').slice(0, 32)}${path.extname(rel).toLowerCase()}`;
          await mkdir(path.join(env.UPLOAD_DIR, media), { recursive: true });
          await copyFile(abs, path.join(env.UPLOAD_DIR, media, name));
          return `${env.UPLOAD_URL}/${media}/${name}`;
        }
        // named by content: a second start over the same upload folder reuses the encoded files
        const name = `seed-${createHash('sha256').update(buf).digest('hex').slice(0, 32)}`;
        if (existsSync(path.join(env.UPLOAD_DIR, `${name}.webp`))) return `${env.UPLOAD_URL}/${name}.webp`;
        const stored = await storeImage(buf, { dir: env.UPLOAD_DIR, urlPrefix: env.UPLOAD_URL, maxPixels: env.UPLOAD_MAX_PIXELS, purpose: 'content', name });
        return stored.url;
      })());
    }
    return files.get(rel)!;
  };

  const resolveFiles = async (v: unknown): Promise<unknown> => {
    if (typeof v === 'string') return v.startsWith('file:') ? importFile(v) : v;
    if (Array.isArray(v)) return Promise.all(v.map(resolveFiles));
    if (v && typeof v === 'object') return Object.fromEntries(await Promise.all(Object.entries(v).map(async ([k, x]) => [k, await resolveFiles(x)])));
    return v;
  };

  // categories first, so the lists that name them are complete from the start
  const ordered: ContentType[] = [...contentTypeList].sort((a, b) => Number(b.key === 'category') - Number(a.key === 'category'));
  for (const type of ordered) {
    const file = path.join(contentPackageDir, 'seed', `${type.key}.ts`);
    if (!existsSync(file)) continue;
    let items: Array<Record<string, unknown>>;
    try {
      items = ((await import(pathToFileURL(file).href)) as { items?: Array<Record<string, unknown>> }).items ?? [];
    } catch (err) {
      report.failed.push({ type: type.key, slug: '*', error: `cannot load seed/${type.key}.ts: ${(err as Error).message}` });
      continue;
    }
    for (const [index, item] of items.entries()) {
      const { slug, status, publishAt, category, position, ...fields } = item as { slug: string; status?: 'published' | 'draft'; publishAt?: string; category?: string; position?: number };
      try {
        const [found] = await db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.type, type.key), eq(contentItems.slug, slug)));
        if (found) { report.skipped++; continue; }
        const resolved = (await resolveFiles(fields)) as Record<string, unknown>;
        if (type.key === 'podcast' || type.key === 'aarti') {
          const audio = (item as { audioUrl?: string }).audioUrl;
          if (typeof audio === 'string' && audio.startsWith('file:') && /\.wav$/i.test(audio)) {
            const seconds = wavSeconds(await readFile(path.resolve(contentPackageDir, audio.slice(5))));
            if (seconds && type.key === 'podcast') resolved.durationSeconds = seconds;
          }
        }
        const at = publishAt ? new Date(publishAt) : new Date(now.getTime() - index * 86_400_000);
        const finalStatus = status === 'draft' ? 'draft' : at.getTime() > now.getTime() ? 'scheduled' : 'published';
        await createItem(db, type, { slug, category: category ?? null, position: position ?? index, status: finalStatus, publish_at: at.toISOString(), fields: resolved }, { userId: null }, now);
        report.created++;
      } catch (err) {
        report.failed.push({ type: type.key, slug, error: (err as Error).message });
      }
    }
  }
  if (report.created) log.info(`demo content: ${report.created} items created, ${report.skipped} already there`);
  for (const f of report.failed) log.warn(`demo content ${f.type}/${f.slug} not loaded: ${f.error}`);
  return report;
}
