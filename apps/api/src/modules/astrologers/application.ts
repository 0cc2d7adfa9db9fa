import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, astrologerPrivate, astrologers, eq, or, uploads, users } from '@nakshatra/db';
import { astrologerApplicationSchema, type AstrologerApplication } from '@nakshatra/shared';
import { AppError, badRequest } from '../../lib/app-error.js';
import { audit, maskPhone } from '../audit/audit.js';
import { verifyChallenge } from '../auth/otp-service.js';
import { detectKind } from '../uploads/detect.js';
import { storeImage } from '../uploads/process-image.js';
import { IDENTITY_MAX_BYTES, storeIdentityDocument } from './private-store.js';

/** An application token proves the applicant's phone for this long (long enough to fill the form). */
export const APPLICATION_TOKEN_TTL_MS = 60 * 60_000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`astrologer-application:${payload}`).digest('base64url');

export function issueApplicationToken(secret: string, phone: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + APPLICATION_TOKEN_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ phone, exp: expiresAt.getTime() })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The verified phone inside a token, or a 400 with a sentence. */
export function readApplicationToken(secret: string, token: string, now: Date): string {
  const invalid = new AppError(400, 'application_token_invalid', 'Please verify your mobile number again: the verification has expired or is not valid.');
  const [payload, mac] = token.split('.');
  if (!payload || !mac) throw invalid;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  let body: { phone?: unknown; exp?: unknown };
  try { body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')); } catch { throw invalid; }
  if (typeof body.phone !== 'string' || typeof body.exp !== 'number' || body.exp <= now.getTime()) throw invalid;
  return body.phone;
}

/**
 * The applicant's code (sent by POST /api/send_otp, audience 'astrologer') proves the phone; a number that
 * already has an astrologer account is told to sign in instead.
 */
export async function verifyApplicantPhone(app: FastifyInstance, req: FastifyRequest, challengeId: string, otp: string) {
  const { db, clock, env } = app.ctx;
  const v = await verifyChallenge(db, clock, env.SESSION_SECRET, challengeId, otp);
  if (v.channel !== 'sms' || v.audience !== 'astrologer') throw badRequest('Please verify a 10-digit mobile number with a code from /api/send_otp.');
  const [existing] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, v.destination), eq(users.type, 'astrologer')));
  if (existing) throw new AppError(409, 'astrologer_exists', 'An astrologer account already uses this number. Please sign in to see your application.');
  await audit(db, { action: 'astrologer.phone_verified', target: maskPhone(v.destination), ip: req.ip });
  const { token, expiresAt } = issueApplicationToken(env.SESSION_SECRET, v.destination, clock.now());
  return { application_token: token, phone: v.destination, expires_at: expiresAt.toISOString() };
}

type Parts = { application?: string; identity?: Buffer; photo?: Buffer };

/** Reads the multipart form: the `application` JSON field and the `identity_document` and `photo` files. */
export async function readApplicationParts(req: FastifyRequest): Promise<Parts> {
  if (!req.isMultipart()) throw badRequest('Send the application as multipart/form-data with an application field and an identity_document file.');
  const out: Parts = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: IDENTITY_MAX_BYTES, files: 2, fields: 2, parts: 4 } })) {
      if (part.type === 'field' && part.fieldname === 'application') out.application = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'identity_document') out.identity = await part.toBuffer();
      else if (part.type === 'file' && part.fieldname === 'photo') out.photo = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'upload_too_large', 'A file is too large; the limit is 5 MB.');
    throw err;
  }
  return out;
}

export function parseApplication(json: string | undefined): AstrologerApplication {
  if (!json) throw badRequest('Please fill in the application form.');
  let raw: unknown;
  try { raw = JSON.parse(json); } catch { throw badRequest('The application form could not be read; please try again.'); }
  const parsed = astrologerApplicationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'validation_failed', issue.message, { path: issue.path.join('.') });
  }
  return parsed.data;
}

/**
 * Creates the astrologer account (type 'astrologer', account status active so the applicant can sign in and see the
 * application) and the pending application with its private part. Returns the new user's id.
 */
export async function createApplication(app: FastifyInstance, req: FastifyRequest, parts: Parts): Promise<{ userId: string; astrologerId: string; noticeVersion?: string }> {
  const { db, clock, env } = app.ctx;
  const a = parseApplication(parts.application);
  const now = clock.now();
  const phone = readApplicationToken(env.SESSION_SECRET, a.application_token, now);
  if (!parts.identity) throw badRequest('Please attach your identity document (Aadhaar, PAN, passport or voter ID) as a picture or PDF.');
  const dob = new Date(`${a.birth_date}T00:00:00Z`);
  const age = (now.getTime() - dob.getTime()) / (365.25 * 86_400_000);
  if (Number.isNaN(dob.getTime()) || age < 18 || age > 110) throw new AppError(400, 'validation_failed', 'Astrologers must be at least 18 years old; please check the date of birth.', { path: 'birth_date' });
  const taken = await db.select({ phone: users.phone, email: users.email }).from(users).where(and(eq(users.type, 'astrologer'), or(eq(users.phone, phone), eq(users.email, a.email))));
  if (taken.some((u) => u.phone === phone)) throw new AppError(409, 'astrologer_exists', 'An astrologer account already uses this number. Please sign in to see your application.');
  if (taken.some((u) => u.email === a.email)) throw new AppError(409, 'astrologer_exists', 'An astrologer account already uses this e-mail address.');

  let photoUrl: string | null = null;
  let photo: Awaited<ReturnType<typeof storeImage>> | null = null;
  if (parts.photo) {
    const kind = detectKind(parts.photo);
    if (kind?.kind !== 'image') throw new AppError(415, 'upload_unsupported_type', 'Upload the photo as a JPEG, PNG or WebP picture.');
    if (parts.photo.length > env.UPLOAD_MAX_BYTES) throw new AppError(413, 'upload_too_large', 'The photo is too large.');
    photo = await storeImage(parts.photo, { dir: env.UPLOAD_DIR, urlPrefix: env.UPLOAD_URL, maxPixels: env.UPLOAD_MAX_PIXELS, purpose: 'avatar', expectFormat: kind.format });
    photoUrl = photo.url;
  }
  const doc = await storeIdentityDocument(env.DATA_DIR, parts.identity);

  const created = await db.transaction(async (tx) => {
    const [u] = await tx.insert(users).values({ type: 'astrologer', phone, email: a.email, name: a.name, gender: a.gender, birthDate: a.birth_date, imgUrl: photoUrl, createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: users.id });
    if (!u) throw new AppError(409, 'astrologer_exists', 'An astrologer account already uses this number or e-mail address.');
    const [row] = await tx.insert(astrologers).values({
      userId: u.id, status: 'pending', displayName: a.name, gender: a.gender, birthDate: a.birth_date, languages: a.languages, skills: a.skills,
      experienceYears: a.experience_years, askedPricePaise: a.price_per_minute_paise, biography: a.biography, photoUrl, createdAt: now, updatedAt: now,
    }).returning({ id: astrologers.id });
    await tx.insert(astrologerPrivate).values({
      astrologerId: row.id, email: a.email, identityDocumentPath: doc.path, identityDocumentType: doc.type,
      bankAccountName: a.bank.account_name, bankAccountNumber: a.bank.account_number, bankIfsc: a.bank.ifsc, createdAt: now, updatedAt: now,
    });
    if (photo) await tx.insert(uploads).values({ name: photo.name, kind: 'image', ownerUserId: u.id, purpose: 'avatar', width: photo.width, height: photo.height, bytes: photo.bytes, createdAt: now });
    return { userId: u.id, astrologerId: row.id };
  });
  await audit(db, { actorUserId: created.userId, action: 'astrologer.applied', target: created.astrologerId, details: { phone: maskPhone(phone) }, ip: req.ip });
  return { ...created, noticeVersion: a.notice_version };
}
