/** After the live: the report for the host and the admins, the astrologer's and the admin's lists. */
import { and, astrologers, consultSessions, count, desc, eq, liveGifts, lives, liveViewers, sql, type Db } from '@nakshatra/db';
import type { LiveReport, LiveStatus } from '@nakshatra/shared';
import type { SessionUser } from '../auth/sessions.js';
import { type LiveRow, type LiveCtx, iso } from './context.js';
import { viewerCount, summaryOf } from './view.js';
import { ownApprovedAstrologer, hostOnly } from './lifecycle.js';

export async function liveReport(db: Db, row: LiveRow, now: Date): Promise<LiveReport> {
  const [[v], [g], [c]] = await Promise.all([
    db.select({ n: count() }).from(liveViewers).where(eq(liveViewers.liveId, row.id)),
    db.select({ n: count(), paise: sql<string>`coalesce(sum(${liveGifts.pricePaise}), 0)`, share: sql<string>`coalesce(sum(${liveGifts.astrologerSharePaise}), 0)` }).from(liveGifts).where(eq(liveGifts.liveId, row.id)),
    db.select({
      n: count(), minutes: sql<string>`coalesce(sum(${consultSessions.billedMinutes}), 0)`,
      paise: sql<string>`coalesce(sum(${consultSessions.chargedPaise} - ${consultSessions.refundedPaise}), 0)`,
      share: sql<string>`coalesce(sum(((${consultSessions.chargedPaise} - ${consultSessions.refundedPaise}) * ${consultSessions.sharePercent}) / 100), 0)`,
    }).from(consultSessions).where(and(eq(consultSessions.liveId, row.id), sql`${consultSessions.billedMinutes} > 0`)),
  ]);
  const end = row.endedAt ?? (row.startedAt ? now : null);
  return {
    id: row.id, title: row.title, status: row.status as LiveStatus, started_at: iso(row.startedAt), ended_at: iso(row.endedAt),
    duration_seconds: row.startedAt && end ? Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / 1000)) : 0,
    peak_viewers: row.peakViewers, total_viewers: Number(v.n), gifts_count: Number(g.n), gifts_paise: Number(g.paise),
    calls: Number(c.n), call_minutes: Number(c.minutes), calls_paise: Number(c.paise), earnings_paise: Number(g.share) + Number(c.share),
  };
}

export async function summaryFor(ctx: LiveCtx, liveId: string, user: SessionUser) {
  const { row } = await hostOnly(ctx, liveId, user, { admin: true });
  return liveReport(ctx.db, row, ctx.clock.now());
}

export async function ownLives(ctx: LiveCtx, user: SessionUser) {
  const a = await ownApprovedAstrologer(ctx.db, user);
  const rows = await ctx.db.select().from(lives).where(eq(lives.astrologerId, a.id)).orderBy(desc(lives.createdAt)).limit(100);
  const now = ctx.clock.now();
  return Promise.all(rows.map(async (r) => ({ live: summaryOf(r, a, r.status === 'ended' ? 0 : await viewerCount(ctx, r.id), false), report: await liveReport(ctx.db, r, now) })));
}

export async function adminLives(ctx: LiveCtx, status?: LiveStatus) {
  const rows = await ctx.db.select({ l: lives, a: astrologers }).from(lives).innerJoin(astrologers, eq(astrologers.id, lives.astrologerId))
    .where(status ? eq(lives.status, status) : undefined).orderBy(desc(lives.createdAt)).limit(200);
  const now = ctx.clock.now();
  return Promise.all(rows.map(async ({ l, a }) => ({ live: summaryOf(l, a, l.status === 'ended' ? 0 : await viewerCount(ctx, l.id), false), report: await liveReport(ctx.db, l, now), end_reason: l.endReason })));
}
