/** Saved kundlis and their share links (repository and the owner's rules). */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { kundliShareLinks, savedKundlis, type Db } from '@nakshatra/db';
import type { BirthInput, SaveKundli } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { localToUt } from '@nakshatra/jyotish';
import { engineBirth, resolvePlace, withEngine, type ResolvedPlace } from './birth.js';

export type SavedKundli = { id: string; title: string; birth: BirthInput; place: ResolvedPlace; createdAt: string; updatedAt: string; shareLinks?: Array<{ id: string; createdAt: string; revokedAt: string | null }> };

const notFound = () => new AppError(404, 'kundli_not_found', 'This kundli does not exist or is not yours.');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function present(row: typeof savedKundlis.$inferSelect): SavedKundli {
  return { id: row.id, title: row.title, birth: row.birth as BirthInput, place: row.place as ResolvedPlace, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** The user's kundli or a 404 (another user's kundli is indistinguishable from a missing one). */
export async function getOwnKundli(db: Db, userId: string, id: string): Promise<SavedKundli> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(savedKundlis).where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId)));
  if (!row) throw notFound();
  const links = await db.select().from(kundliShareLinks).where(eq(kundliShareLinks.kundliId, id)).orderBy(desc(kundliShareLinks.createdAt));
  return { ...present(row), shareLinks: links.map((l) => ({ id: l.id, createdAt: l.createdAt.toISOString(), revokedAt: l.revokedAt?.toISOString() ?? null })) };
}

export async function listKundlis(db: Db, userId: string): Promise<SavedKundli[]> {
  const rows = await db.select().from(savedKundlis).where(eq(savedKundlis.userId, userId)).orderBy(desc(savedKundlis.createdAt)).limit(200);
  return rows.map(present);
}

/** The place of valid birth details (an impossible date or a skipped clock time is refused before saving). */
function checkedPlace(birth: BirthInput): ResolvedPlace {
  const place = resolvePlace(birth);
  const b = engineBirth(birth, place);
  withEngine(() => localToUt(b.date, b.time, b.timeZone));
  return place;
}

export async function createKundli(db: Db, userId: string, body: SaveKundli, now: Date): Promise<SavedKundli> {
  const place = checkedPlace(body.birth);
  const [row] = await db.insert(savedKundlis).values({ userId, title: body.title || body.birth.name, birth: body.birth, place, createdAt: now, updatedAt: now }).returning();
  return present(row);
}

export async function updateKundli(db: Db, userId: string, id: string, body: SaveKundli, now: Date): Promise<SavedKundli> {
  await getOwnKundli(db, userId, id);
  const place = checkedPlace(body.birth);
  const [row] = await db.update(savedKundlis).set({ title: body.title || body.birth.name, birth: body.birth, place, updatedAt: now })
    .where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId))).returning();
  return present(row);
}

export async function deleteKundli(db: Db, userId: string, id: string): Promise<void> {
  await getOwnKundli(db, userId, id);
  await db.delete(savedKundlis).where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId)));
}

/** Creates a share link; the token is returned once (only its hash is kept). */
export async function createShareLink(db: Db, userId: string, kundliId: string, now: Date): Promise<{ id: string; token: string; createdAt: string }> {
  await getOwnKundli(db, userId, kundliId);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db.insert(kundliShareLinks).values({ kundliId, tokenHash: hashToken(token), createdAt: now }).returning();
  return { id: row.id, token, createdAt: row.createdAt.toISOString() };
}

export async function revokeShareLink(db: Db, userId: string, kundliId: string, linkId: string, now: Date): Promise<void> {
  await getOwnKundli(db, userId, kundliId);
  if (!isUuid(linkId)) throw new AppError(404, 'share_link_not_found', 'This share link does not exist.');
  const rows = await db.update(kundliShareLinks).set({ revokedAt: now })
    .where(and(eq(kundliShareLinks.id, linkId), eq(kundliShareLinks.kundliId, kundliId), isNull(kundliShareLinks.revokedAt))).returning();
  if (rows.length === 0) throw new AppError(404, 'share_link_not_found', 'This share link does not exist or was already revoked.');
}

/** The kundli behind a live share token, or a 404. */
export async function getSharedKundli(db: Db, token: string): Promise<SavedKundli> {
  const gone = new AppError(404, 'share_link_not_found', 'This share link does not exist or was revoked by its owner.');
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) throw gone;
  const [row] = await db.select({ k: savedKundlis }).from(kundliShareLinks)
    .innerJoin(savedKundlis, eq(savedKundlis.id, kundliShareLinks.kundliId))
    .where(and(eq(kundliShareLinks.tokenHash, hashToken(token)), isNull(kundliShareLinks.revokedAt)));
  if (!row) throw gone;
  return present(row.k);
}
