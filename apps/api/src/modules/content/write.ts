import { and, contentItems, contentRevisions, eq, type Db } from '@nakshatra/db';
import type { ContentType } from '@nakshatra/content';
import type { ContentPatchBody, ContentStatus, ContentWriteBody } from '@nakshatra/shared';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import type { ContentRow } from './present.js';
import { findById, searchTextOf, slugsLike } from './repository.js';
import { slugify } from './slug.js';
import { validateFields } from './validate.js';
import { invalidateContentCache } from './micro-cache.js';

/** Who writes: an admin, or null for the demo seeder. */
export type Actor = { userId: string | null; ip?: string | null };
type Action = 'create' | 'update' | 'publish' | 'schedule' | 'unpublish' | 'delete';

/** What a revision compares: the item's admin-visible state, flattened one level. */
function snapshot(row: Pick<ContentRow, 'slug' | 'status' | 'publishAt' | 'category' | 'position' | 'i18n' | 'data'> | null): Record<string, unknown> {
  if (!row) return {};
  return { slug: row.slug, status: row.status, publish_at: row.publishAt?.toISOString() ?? null, category: row.category, position: row.position, ...row.data, ...row.i18n };
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

async function record(db: Db, row: ContentRow, action: Action, actor: Actor, before: ContentRow | null, after: ContentRow | null) {
  const changes = diff(snapshot(before), snapshot(after));
  await db.insert(contentRevisions).values({ itemId: row.id, type: row.type, slug: row.slug, action, actorUserId: actor.userId, changes, snapshot: after ? snapshot(after) : snapshot(before) });
  await audit(db, { actorUserId: actor.userId, action: `admin.content.${action}`, target: `${row.type}:${row.id}`, details: { slug: row.slug, fields: Object.keys(changes) }, ip: actor.ip ?? null });
}

/** A free slug: the requested one (409 when taken), or one made from the English title with -2, -3 … */
async function chooseSlug(db: Db, type: ContentType, requested: string | undefined, title: string, selfId?: string): Promise<string> {
  if (requested) {
    const taken = await db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.type, type.key), eq(contentItems.slug, requested)));
    if (taken.length && taken[0].id !== selfId) throw new AppError(409, 'slug_taken', `Another ${type.label.en.toLowerCase()} already uses the address "${requested}". Choose another slug.`);
    return requested;
  }
  const base = slugify(title);
  const existing = await slugsLike(db, type.key, base);
  if (!existing.has(base)) return base;
  for (let n = 2; ; n++) if (!existing.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Status and publish time after a write: published without a time means now; scheduled needs a time. */
function publication(status: ContentStatus, publishAt: Date | null, now: Date): { status: ContentStatus; publishAt: Date | null } {
  if (status === 'draft') return { status, publishAt };
  if (status === 'scheduled' && !publishAt) throw badRequest('Give publish_at (a date and time) to schedule publishing.');
  if (status === 'published') return { status, publishAt: publishAt && publishAt.getTime() <= now.getTime() ? publishAt : now };
  return { status, publishAt };
}

const isUnique = (err: unknown) => (err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error)?.message));

export async function createItem(db: Db, type: ContentType, body: ContentWriteBody, actor: Actor, now: Date): Promise<ContentRow> {
  const { i18n, data } = validateFields(type, body.fields);
  const slug = await chooseSlug(db, type, body.slug, i18n.title.en);
  const pub = publication(body.status ?? 'draft', body.publish_at ? new Date(body.publish_at) : null, now);
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.insert(contentItems).values({
        type: type.key, slug, status: pub.status, publishAt: pub.publishAt, category: body.category ?? null, position: body.position ?? 0,
        i18n, data, searchText: searchTextOf(slug, i18n), createdBy: actor.userId, updatedBy: actor.userId, createdAt: now, updatedAt: now,
      }).returning();
      await record(tx as unknown as Db, row, 'create', actor, null, row);
      return row;
    });
    invalidateContentCache(db);
    return saved;
  } catch (err) {
    if (isUnique(err)) throw new AppError(409, 'slug_taken', `Another ${type.label.en.toLowerCase()} already uses the address "${slug}". Choose another slug.`);
    throw err;
  }
}

export async function updateItem(db: Db, type: ContentType, id: string, body: ContentPatchBody, actor: Actor, now: Date): Promise<ContentRow> {
  const before = await findById(db, type.key, id);
  if (!before) throw notFound(`No ${type.label.en.toLowerCase()} has this id.`);
  const merged = body.fields ? { ...before.data, ...before.i18n, ...body.fields } : { ...before.data, ...before.i18n };
  const { i18n, data } = validateFields(type, merged);
  const slug = body.slug && body.slug !== before.slug ? await chooseSlug(db, type, body.slug, i18n.title.en, id) : before.slug;
  const pub = publication(body.status ?? (before.status as ContentStatus),
    body.publish_at !== undefined ? (body.publish_at ? new Date(body.publish_at) : null) : before.publishAt, now);
  const action: Action = body.status && body.status !== before.status ? (body.status === 'draft' ? 'unpublish' : body.status === 'scheduled' ? 'schedule' : 'publish') : 'update';
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.update(contentItems).set({
        slug, status: pub.status, publishAt: pub.publishAt,
        category: body.category !== undefined ? body.category : before.category,
        position: body.position ?? before.position,
        i18n, data, searchText: searchTextOf(slug, i18n), updatedBy: actor.userId, updatedAt: now,
      }).where(eq(contentItems.id, id)).returning();
      await record(tx as unknown as Db, row, action, actor, before, row);
      return row;
    });
    invalidateContentCache(db);
    return saved;
  } catch (err) {
    if (isUnique(err)) throw new AppError(409, 'slug_taken', `Another ${type.label.en.toLowerCase()} already uses the address "${slug}". Choose another slug.`);
    throw err;
  }
}

export async function setPublication(db: Db, type: ContentType, id: string, status: ContentStatus, publishAt: string | undefined, actor: Actor, now: Date) {
  return updateItem(db, type, id, { status, ...(publishAt !== undefined ? { publish_at: publishAt } : {}) }, actor, now);
}

export async function deleteItem(db: Db, type: ContentType, id: string, actor: Actor): Promise<ContentRow> {
  const before = await findById(db, type.key, id);
  if (!before) throw notFound(`No ${type.label.en.toLowerCase()} has this id.`);
  await db.transaction(async (tx) => {
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    await record(tx as unknown as Db, before, 'delete', actor, before, null);
  });
  invalidateContentCache(db);
  return before;
}
