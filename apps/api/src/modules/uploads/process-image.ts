import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

export type ImagePurpose = 'content' | 'avatar';
export type StoredImage = { name: string; url: string; width: number; height: number; bytes: number; variants: Array<{ width: number; url: string }> };

/** Responsive widths (WebP); the full image is capped at 2048 px wide. */
const CONTENT_WIDTHS = [320, 640, 1080];
const AVATAR_WIDTHS = [128, 256];
const MAX_WIDTH = 2048;

const tooManyPixels = (max: number) => new AppError(413, 'upload_too_many_pixels', `The picture has too many pixels; the limit is ${Math.round(max / 1e6)} megapixels.`);

/**
 * Decodes an image (JPEG, PNG, WebP; or SVG for trusted seed art), applies its EXIF orientation, drops every
 * metadata block (EXIF, GPS, XMP, ICC) by re-encoding, and writes WebP versions under a random name.
 * The pixel limit is checked from the header before anything is decoded.
 */
export async function storeImage(input: Buffer, opts: { dir: string; urlPrefix: string; maxPixels: number; purpose: ImagePurpose; expectFormat?: string; /** a fixed name (seeding: the content hash); default random */ name?: string }): Promise<StoredImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, 'upload_invalid', 'This file is not a picture we can read. Use a JPEG, PNG or WebP image.');
  }
  if (opts.expectFormat && meta.format !== opts.expectFormat)
    throw new AppError(400, 'upload_invalid', 'The file’s contents do not match its type. Use a plain JPEG, PNG or WebP image.');
  if (!meta.width || !meta.height) throw new AppError(400, 'upload_invalid', 'This picture has no size; it may be damaged.');
  if (meta.width * meta.height > opts.maxPixels) throw tooManyPixels(opts.maxPixels);
  if ((meta.pages ?? 1) > 1) throw new AppError(400, 'upload_invalid', 'Animated pictures are not accepted; upload a still image.');

  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    // decode once, oriented: a damaged or truncated file fails here, and every size is cut from these pixels
    pixels = await sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error' }).rotate().raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw tooManyPixels(opts.maxPixels);
    throw new AppError(400, 'upload_invalid', 'This picture is damaged or incomplete and cannot be read.');
  }
  const oriented = { width: pixels.info.width, height: pixels.info.height };
  const base = () => sharp(pixels.data, { raw: { width: oriented.width, height: oriented.height, channels: pixels.info.channels }, limitInputPixels: false });

  const name = opts.name ?? randomBytes(16).toString('hex');
  await mkdir(opts.dir, { recursive: true });
  const avatar = opts.purpose === 'avatar';
  const fullWidth = avatar ? Math.min(512, oriented.width, oriented.height) : Math.min(MAX_WIDTH, oriented.width);
  const encode = (width: number) => {
    const p = base();
    return (avatar ? p.resize(width, width, { fit: 'cover', position: 'attention' }) : p.resize({ width, withoutEnlargement: true }))
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  };
  const widths = (avatar ? AVATAR_WIDTHS : CONTENT_WIDTHS).filter((w) => w < fullWidth);
  const [full, ...smaller] = await Promise.all([encode(fullWidth), ...widths.map(encode)]);
  await writeFile(path.join(opts.dir, `${name}.webp`), full.data);
  const variants: StoredImage['variants'] = [];
  for (const [i, w] of widths.entries()) {
    await writeFile(path.join(opts.dir, `${name}-${w}w.webp`), smaller[i].data);
    variants.push({ width: w, url: `${opts.urlPrefix}/${name}-${w}w.webp` });
  }
  variants.push({ width: full.info.width, url: `${opts.urlPrefix}/${name}.webp` });
  return { name, url: `${opts.urlPrefix}/${name}.webp`, width: full.info.width, height: full.info.height, bytes: full.data.length, variants };
}
