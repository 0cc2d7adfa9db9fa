import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, contentItems, eq, gt, lte } from '@nakshatra/db';
import { getContentType, isContentTypeKey, publicPath, type ContentType } from '@nakshatra/content';
import type { Env } from '../../env.js';

export type RevalidateRequest = { paths: string[]; tags: string[] };

/** Pages and cache tags a change of this item touches (unprefixed paths: the web app revalidates each language). */
export function revalidationFor(type: ContentType, slugs: string[]): RevalidateRequest {
  const paths = new Set<string>();
  if (type.segment) paths.add(`/${type.segment}`);
  for (const slug of slugs) {
    const p = publicPath(type, slug);
    if (p) paths.add(p);
  }
  if (type.home > 0) paths.add('/');
  if (type.key === 'remedies') paths.add('/'); // the header's remedies menu is on every page
  if (type.key === 'darshan') { paths.add('/live-aarti-darshan'); paths.add('/live-temple-darshan'); }
  if (type.key === 'podcast') paths.add('/katha');
  const tags = ['content', `content:${type.key}`, ...slugs.map((s) => `content:${type.key}:${s}`)];
  if (type.home > 0) tags.push('content:home');
  return { paths: [...paths], tags };
}

/**
 * Tells the web app to refresh its cached pages: POST {paths, tags} to WEB_REVALIDATE_URL with the header
 * `x-revalidate-secret: REVALIDATE_SECRET`. Fire-and-forget: a failure is logged, the admin's write stands.
 */
export function createRevalidator(env: Env, log: FastifyBaseLogger) {
  let warned = false;
  return (req: RevalidateRequest): Promise<void> => {
    if (env.WEB_REVALIDATE_URL === 'off') return Promise.resolve();
    if (!env.REVALIDATE_SECRET) {
      if (!warned) log.warn('REVALIDATE_SECRET is not set: published content reaches cached pages only when they expire.');
      warned = true;
      return Promise.resolve();
    }
    return fetch(env.WEB_REVALIDATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.REVALIDATE_SECRET },
      body: JSON.stringify(req),
      signal: AbortSignal.timeout(5000),
    })
      .then((res) => {
        if (!res.ok) log.warn({ status: res.status, ...req }, 'revalidation refused by the web app');
        else log.debug(req, 'revalidated');
      })
      .catch((err: Error) => log.warn({ err: err.message, ...req }, 'revalidation call failed'));
  };
}

/**
 * Scheduled items become visible by themselves (reads compare publish_at with now); this ticker also tells the
 * web app, once a minute, about the ones whose time came since the last tick, so cached pages follow.
 */
export function startScheduledRevalidation(app: FastifyInstance, revalidate: (r: RevalidateRequest) => Promise<void>, everyMs = 60_000) {
  const { db, clock } = app.ctx;
  let last = clock.now();
  const tick = async () => {
    const now = clock.now();
    const due = await db.select({ type: contentItems.type, slug: contentItems.slug }).from(contentItems)
      .where(and(eq(contentItems.status, 'scheduled'), gt(contentItems.publishAt, last), lte(contentItems.publishAt, now)));
    last = now;
    const byType = new Map<string, string[]>();
    for (const d of due) byType.set(d.type, [...(byType.get(d.type) ?? []), d.slug]);
    for (const [key, slugs] of byType) if (isContentTypeKey(key)) await revalidate(revalidationFor(getContentType(key), slugs));
  };
  const timer = setInterval(() => { tick().catch((err: Error) => app.log.warn({ err: err.message }, 'scheduled revalidation failed')); }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
