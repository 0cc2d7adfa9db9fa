import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { revalidateSecret } from '@/env';
import { locales } from '@/i18n';

const MAX_ITEMS = 200;
const isPath = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && p.length <= 300;
const isTag = (t: unknown): t is string => typeof t === 'string' && /^[\w:.\-]{1,200}$/.test(t);

function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The API tells the web app what a publish touched: `{paths, tags}` with `x-revalidate-secret`. Paths are
 * unprefixed (/blogs/x); each language's page (/en/blogs/x, /hi/blogs/x) is refreshed, and the data cache
 * entries with those tags expire at once, so the next visitor sees the new content.
 * Without REVALIDATE_SECRET configured every call is refused (503), with a wrong secret 401.
 */
export async function handleRevalidate(request: Request): Promise<Response> {
  const secret = revalidateSecret();
  if (!secret) return Response.json({ status: 503, error: { code: 'revalidate_off', message: 'REVALIDATE_SECRET is not set on the web server.' } }, { status: 503 });
  if (!secretMatches(request.headers.get('x-revalidate-secret'), secret))
    return Response.json({ status: 401, error: { code: 'unauthenticated', message: 'Wrong or missing x-revalidate-secret.' } }, { status: 401 });
  const body = (await request.json().catch(() => null)) as { paths?: unknown; tags?: unknown } | null;
  const paths = Array.isArray(body?.paths) ? body.paths.filter(isPath).slice(0, MAX_ITEMS) : [];
  const tags = Array.isArray(body?.tags) ? body.tags.filter(isTag).slice(0, MAX_ITEMS) : [];
  if (!paths.length && !tags.length)
    return Response.json({ status: 400, error: { code: 'bad_request', message: 'Send {paths: ["/blogs/x"], tags: ["content:blog"]}.' } }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  for (const path of paths) {
    for (const lang of locales) revalidatePath(`/${lang}${path === '/' ? '' : path}`);
  }
  if (paths.includes('/')) revalidatePath('/sitemap.xml');
  return Response.json({ status: 200, data: { paths: paths.length * locales.length, tags: tags.length } });
}
