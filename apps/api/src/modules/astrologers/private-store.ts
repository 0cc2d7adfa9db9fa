import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error.js';
import { detectKind } from '../uploads/detect.js';

/** Identity documents: JPEG, PNG or PDF, at most 5 MB. */
export const IDENTITY_MAX_BYTES = 5 * 1024 * 1024;
const TYPES = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
type Ext = keyof typeof TYPES;

/** The private store lives under DATA_DIR/private: never under UPLOAD_DIR, never served by /upload. */
export const privateDir = (dataDir: string) => path.join(dataDir, 'private');

function kindOf(b: Buffer): Ext | null {
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  const k = detectKind(b);
  return k?.kind === 'image' && (k.format === 'jpeg' || k.format === 'png') ? k.format : null;
}

/** Stores an identity document under a random name; returns its path relative to the private store and its type. */
export async function storeIdentityDocument(dataDir: string, bytes: Buffer): Promise<{ path: string; type: string }> {
  const ext = kindOf(bytes);
  if (!ext) throw new AppError(415, 'document_unsupported_type', 'Upload the identity document as a JPEG or PNG picture or a PDF.');
  if (bytes.length > IDENTITY_MAX_BYTES) throw new AppError(413, 'upload_too_large', 'The identity document is too large; the limit is 5 MB.');
  const rel = `identity/${randomBytes(16).toString('hex')}.${ext}`;
  const dir = path.join(privateDir(dataDir), 'identity');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(privateDir(dataDir), rel), bytes, { mode: 0o600 });
  return { path: rel, type: TYPES[ext] };
}

export async function readIdentityDocument(dataDir: string, rel: string): Promise<Buffer> {
  if (!/^identity\/[a-f0-9]{32}\.(jpeg|png|pdf)$/.test(rel)) throw new AppError(404, 'not_found', 'No such document.');
  return readFile(path.join(privateDir(dataDir), rel));
}

/** Bank account numbers show only their last four digits, in every view but an admin's explicit reveal. */
export const maskAccountNumber = (n: string) => `${'•'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
