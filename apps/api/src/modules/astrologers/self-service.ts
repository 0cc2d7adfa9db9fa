import { astrologerPrivate, astrologers, eq, users, type Db } from '@nakshatra/db';
import { sensitiveProfileFields, type AstrologerProfileEdit } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { toApplicationView } from './admin.js';
import { findAstrologerByUser, type AstrologerRow } from './repository.js';
import { assertPriceWithinLimits, getConsultSettings } from './settings.js';

/** The signed-in astrologer's own row, or a 403 for other accounts. */
export async function ownAstrologer(db: Db, user: SessionUser): Promise<AstrologerRow> {
  if (user.type !== 'astrologer') throw forbidden('Only astrologers can do this.');
  const row = await findAstrologerByUser(db, user.id);
  if (!row) throw new AppError(404, 'astrologer_not_found', 'No application was found for this account. Please join as an astrologer.');
  return row;
}

export async function ownApplicationView(db: Db, row: AstrologerRow) {
  const [p] = await db.select().from(astrologerPrivate).where(eq(astrologerPrivate.astrologerId, row.id));
  const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId));
  return toApplicationView(row, p ?? null, u?.phone ?? null);
}

/** Online/offline per mode, only for approved astrologers; a session's 'busy' is left to the session. */
export async function setPresence(db: Db, row: AstrologerRow, body: { chat?: 'online' | 'offline'; call?: 'online' | 'offline' }, now: Date) {
  if (row.status !== 'approved') throw new AppError(409, 'astrologer_not_approved', 'You can go online once your application is approved.');
  const set: Partial<AstrologerRow> = { updatedAt: now };
  if (body.chat && !(row.chatStatus === 'busy' && body.chat === 'online')) set.chatStatus = body.chat;
  if (body.call && !(row.callStatus === 'busy' && body.call === 'online')) set.callStatus = body.call;
  const [u] = await db.update(astrologers).set(set).where(eq(astrologers.id, row.id)).returning({ chat: astrologers.chatStatus, call: astrologers.callStatus });
  return { chat_status: u.chat, call_status: u.call };
}

/**
 * Biography and languages change at once; name, skills, experience, price and photo wait for the admin
 * (merged into the pending changes; the public profile keeps the approved values meanwhile).
 */
export async function editProfile(db: Db, row: AstrologerRow, edit: AstrologerProfileEdit, uploadUrl: string, now: Date) {
  if (row.status === 'rejected') throw new AppError(409, 'astrologer_state_conflict', 'This application was rejected; it cannot be edited.');
  if (edit.photo_url !== undefined && edit.photo_url !== '' && !new RegExp(`^${uploadUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[a-z0-9][a-z0-9-]{0,99}\\.webp$`).test(edit.photo_url))
    throw new AppError(400, 'validation_failed', 'Upload the photo first; photo_url must be the address the upload returned.');
  if (edit.price_per_minute_paise !== undefined) assertPriceWithinLimits(edit.price_per_minute_paise, await getConsultSettings(db));
  const set: Partial<AstrologerRow> = { updatedAt: now };
  if (edit.biography !== undefined) set.biography = edit.biography;
  if (edit.biography_hi !== undefined) set.biographyHi = edit.biography_hi || null;
  if (edit.languages !== undefined) set.languages = edit.languages;
  const pending: Record<string, unknown> = { ...(row.pendingChanges ?? {}) };
  let hasSensitive = false;
  for (const key of sensitiveProfileFields) {
    if (edit[key] !== undefined) { pending[key] = edit[key]; hasSensitive = true; }
  }
  if (hasSensitive) {
    // a still-pending application has nothing public yet: its edits apply at once and the admin sees them on review
    if (row.status === 'pending') {
      if (edit.name !== undefined) set.displayName = edit.name;
      if (edit.skills !== undefined) set.skills = edit.skills;
      if (edit.experience_years !== undefined) set.experienceYears = edit.experience_years;
      if (edit.price_per_minute_paise !== undefined) set.askedPricePaise = edit.price_per_minute_paise;
      if (edit.photo_url !== undefined) set.photoUrl = edit.photo_url || null;
    } else {
      set.pendingChanges = pending;
      set.pendingChangesAt = now;
    }
  }
  const [u] = await db.update(astrologers).set(set).where(eq(astrologers.id, row.id)).returning();
  return u;
}
