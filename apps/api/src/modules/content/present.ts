import { getContentType, publicPath, type ContentType } from '@nakshatra/content';
import type { ContentLang } from '@nakshatra/shared';
import type { contentItems } from '@nakshatra/db';

export type ContentRow = typeof contentItems.$inferSelect;
type Text = { en: string; hi?: string };

const isText = (v: unknown): v is Text =>
  !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Text).en === 'string' && Object.keys(v).every((k) => k === 'en' || k === 'hi');

const pick = (t: Text, lang: ContentLang) => (lang === 'hi' && t.hi ? t.hi : t.en);

/** Collapses nested `{en, hi}` texts (story pages, captions) to the asked language, English as fallback. */
export function resolveLang(value: unknown, lang: ContentLang): unknown {
  if (isText(value)) return pick(value, lang);
  if (Array.isArray(value)) return value.map((v) => resolveLang(v, lang));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveLang(v, lang)]));
  return value;
}

/**
 * A stored row as the public API serves it: the whole item, with its translated fields in the asked language and both
 * languages under `translations`; or, in a list, only the type's list fields in the asked language (a list is read
 * for one page in one language, and `translations` would more than double its bytes).
 */
export function presentItem(row: ContentRow, lang: ContentLang, opts: { now: Date; list?: boolean }): Record<string, unknown> {
  const type = getContentType(row.type);
  const keep = opts.list ? new Set(type.listFields) : null;
  const out: Record<string, unknown> = {
    id: row.id,
    type: row.type,
    slug: row.slug,
    status: row.status,
    publish_at: row.publishAt?.toISOString() ?? null,
    category: row.category,
    position: row.position,
    url: publicPath(type, row.slug),
    lang,
  };
  const translations: Record<string, Text> = {};
  for (const [field, text] of Object.entries(row.i18n)) {
    if (keep && !keep.has(field)) continue;
    out[field] = pick(text, lang);
    if (!keep) translations[field] = text;
  }
  for (const [field, value] of Object.entries(row.data)) {
    if (keep && !keep.has(field)) continue;
    out[field] = resolveLang(value, lang);
  }
  if (!keep) out.translations = translations;
  if (type.derive) Object.assign(out, type.derive(row.data, opts.now));
  out.created_at = row.createdAt.toISOString();
  out.updated_at = row.updatedAt.toISOString();
  return out;
}

/** The item as the admin form edits it: translated fields as {en, hi}, others plain. */
export function rawFields(row: ContentRow): Record<string, unknown> {
  return { ...row.data, ...row.i18n };
}

export function isPubliclyVisible(row: ContentRow, now: Date): boolean {
  return row.status !== 'draft' && !!row.publishAt && row.publishAt.getTime() <= now.getTime();
}

export type { ContentType };
