import { and, asc, inArray, contentItems, contentRevisions, count, desc, eq, lte, ne, sql, type Db } from '@nakshatra/db';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { ContentType } from '@nakshatra/content';
import type { ContentStatus } from '@nakshatra/shared';
import type { ContentRow } from './present.js';

export type ListFilter = {
  type: ContentType;
  /** public readers: only published items whose publish time has come */
  publicAt?: Date;
  status?: ContentStatus;
  category?: string;
  q?: string;
  /** equality filters on untranslated data fields */
  data?: Record<string, string>;
  /** a further condition of the caller's (the shop's price and stock filters) */
  where?: SQL;
  page: number;
  limit: number;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lower-cased text searched by `q`: titles and summaries in both languages, and the slug. */
export function searchTextOf(slug: string, i18n: Record<string, { en: string; hi?: string }>): string {
  const parts = [slug.replace(/-/g, ' ')];
  for (const f of ['title', 'summary']) if (i18n[f]) parts.push(i18n[f].en, i18n[f].hi ?? '');
  return parts.join(' \n ').toLowerCase().slice(0, 4000);
}

function conditions(f: Omit<ListFilter, 'page' | 'limit' | 'type'> & { types: string[] }): SQL {
  const conds: SQL[] = [f.types.length === 1 ? eq(contentItems.type, f.types[0]) : inArray(contentItems.type, f.types)];
  if (f.publicAt) conds.push(ne(contentItems.status, 'draft'), lte(contentItems.publishAt, f.publicAt));
  if (f.status) conds.push(eq(contentItems.status, f.status));
  if (f.category) conds.push(eq(contentItems.category, f.category));
  if (f.q) for (const word of f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) conds.push(sql`${contentItems.searchText} like ${`%${escapeLike(word)}%`}`);
  for (const [k, v] of Object.entries(f.data ?? {})) conds.push(sql`${contentItems.data}->>${k} = ${v}`);
  if (f.where) conds.push(f.where);
  return and(...conds)!;
}

/**
 * Row columns for lists: the jsonb columns without the fields a list does not show (bodies above all), so
 * the database does not ship every article's full text in both languages for a page of cards.
 */
function listColumns(type: ContentType) {
  const keep = new Set(type.listFields);
  const drop = Object.keys(type.schema.shape).filter((k) => !keep.has(k));
  if (!drop.length) return getTableColumns(contentItems);
  const arr = sql`array[${sql.join(drop.map((k) => sql`${k}`), sql`, `)}]::text[]`;
  return {
    ...getTableColumns(contentItems),
    i18n: sql<ContentRow['i18n']>`(${contentItems.i18n} - ${arr})`.mapWith(contentItems.i18n),
    data: sql<ContentRow['data']>`(${contentItems.data} - ${arr})`.mapWith(contentItems.data),
  };
}

export async function listItems(db: Db, f: ListFilter & { /** only the type's list fields */ listOnly?: boolean }): Promise<{ rows: ContentRow[]; total: number }> {
  const where = conditions({ ...f, types: [f.type.key] });
  const order = f.type.order === 'position'
    ? [asc(contentItems.position), desc(contentItems.publishAt), desc(contentItems.createdAt)]
    : [sql`${contentItems.publishAt} desc nulls first`, desc(contentItems.createdAt), asc(contentItems.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select(f.listOnly ? listColumns(f.type) : getTableColumns(contentItems)).from(contentItems).where(where).orderBy(...order).limit(f.limit).offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows: rows as ContentRow[], total: Number(n) };
}

/** Published items of several types matching `q`, newest first (site search). */
export async function searchItems(db: Db, types: string[], q: string, now: Date, limit: number): Promise<ContentRow[]> {
  if (!types.length) return [];
  const columns = { ...getTableColumns(contentItems), i18n: sql<ContentRow['i18n']>`(${contentItems.i18n} - 'body')`.mapWith(contentItems.i18n) };
  return db.select(columns).from(contentItems).where(conditions({ types, q, publicAt: now })).orderBy(desc(contentItems.publishAt)).limit(limit) as Promise<ContentRow[]>;
}

export async function findById(db: Db, type: string, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.type, type), eq(contentItems.id, id)));
  return row;
}

export async function findBySlug(db: Db, type: string, slug: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.type, type), eq(contentItems.slug, slug)));
  return row;
}

export async function slugsLike(db: Db, type: string, base: string): Promise<Set<string>> {
  const rows = await db.select({ slug: contentItems.slug }).from(contentItems)
    .where(and(eq(contentItems.type, type), sql`${contentItems.slug} like ${`${escapeLike(base)}%`}`));
  return new Set(rows.map((r) => r.slug));
}

/** Every publicly visible item of the indexed types (sitemap). */
export async function allPublic(db: Db, types: string[], now: Date) {
  if (!types.length) return [];
  return db.select({ type: contentItems.type, slug: contentItems.slug, updatedAt: contentItems.updatedAt, publishAt: contentItems.publishAt })
    .from(contentItems).where(conditions({ types, publicAt: now })).orderBy(asc(contentItems.type), desc(contentItems.publishAt));
}

export async function listRevisions(db: Db, itemId: string) {
  return db.select().from(contentRevisions).where(eq(contentRevisions.itemId, itemId)).orderBy(desc(contentRevisions.id));
}
