// Server-only: public content reads for server components, cached in Next's data cache.
import type { ContentItem } from '@nakshatra/shared';
import { apiInternalUrl } from '@/env';
import type { Locale } from '@/i18n';

/** How long a cached public reply may be served before it is refetched (publishing revalidates at once). */
export const CONTENT_REVALIDATE_SECONDS = 300;

export type ContentList = { data: ContentItem[]; page: number; limit: number; total: number };
export type ListQuery = { page?: number; limit?: number; q?: string; category?: string; filters?: Record<string, string> };

/** The API could not be reached or answered with an error other than 404. */
export class ContentUnavailableError extends Error {
  constructor(path: string, status: number) {
    super(`The content API answered ${status || 'nothing'} for ${path}.`);
  }
}

/**
 * GET a public API path, cached with the tags the API names when it revalidates (`content`,
 * `content:<type>`, `content:<type>:<slug>`, `content:home`). No cookies: public replies are the same for everyone.
 */
async function cachedGet<T>(path: string, tags: string[]): Promise<{ status: number; body: T | undefined }> {
  try {
    const res = await fetch(`${apiInternalUrl}${path}`, {
      headers: { accept: 'application/json' },
      next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['content', ...tags] },
    });
    const body = (await res.json().catch(() => undefined)) as T | undefined;
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** A published list (`GET /api/{listName}`), newest first or in the admin's order. Throws when unavailable. */
export async function getContentList(typeKey: string, listName: string, lang: Locale, query: ListQuery = {}): Promise<ContentList> {
  const params = new URLSearchParams({ lang, page: String(query.page ?? 1), limit: String(query.limit ?? 12) });
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  for (const [k, v] of Object.entries(query.filters ?? {})) params.set(k, v);
  const path = `/api/${listName}?${params}`;
  const { status, body } = await cachedGet<ContentList & { status: number }>(path, [`content:${typeKey}`]);
  if (status !== 200 || !body || !Array.isArray(body.data)) throw new ContentUnavailableError(path, status);
  return { data: body.data, page: body.page, limit: body.limit, total: body.total };
}

/** One published item by slug, or null when there is none (404). Throws when the API is unavailable. */
export async function getContentBySlug(typeKey: string, bySlugName: string, slug: string, lang: Locale): Promise<ContentItem | null> {
  const path = `/api/${bySlugName}/${encodeURIComponent(slug)}?lang=${lang}`;
  const { status, body } = await cachedGet<{ data: ContentItem }>(path, [`content:${typeKey}`, `content:${typeKey}:${slug}`]);
  if (status === 404 || status === 400) return null;
  if (status !== 200 || !body?.data) throw new ContentUnavailableError(path, status);
  return body.data;
}

/** The home page data (`GET /todos`): one list per type key. */
export async function getHomeData(lang: Locale): Promise<Record<string, ContentItem[]>> {
  const path = `/todos?lang=${lang}`;
  const { status, body } = await cachedGet<{ data: Record<string, ContentItem[]> }>(path, ['content:home']);
  if (status !== 200 || !body?.data) throw new ContentUnavailableError(path, status);
  return body.data;
}

export type SitemapEntry = { url: string; lastmod: string; type: string };

/** Every published public address (`GET /api/content/sitemap`). */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const path = '/api/content/sitemap';
  const { status, body } = await cachedGet<{ data: SitemapEntry[] }>(path, []);
  if (status !== 200 || !body?.data) throw new ContentUnavailableError(path, status);
  return body.data;
}
