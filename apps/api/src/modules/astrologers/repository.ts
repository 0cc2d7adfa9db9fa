import { and, asc, astrologerFollowers, astrologerNotifySubscriptions, astrologers, consultSessions, desc, eq, gte, lte, or, sql, ilike, type Db } from '@nakshatra/db';

type SQL = ReturnType<typeof sql>;
import type { AstrologerDirectoryQuery, PublicAstrologer } from '@nakshatra/shared';

export type AstrologerRow = typeof astrologers.$inferSelect;

const visibleReviews = sql`astrologer_reviews r where r.astrologer_id = ${astrologers.id} and r.status = 'visible'`;
/** Computed per astrologer from real rows: rating, reviews, followers and paid sessions. */
export const computed = {
  rating: sql<number | null>`(select round(avg(r.rating)::numeric, 1) from ${visibleReviews})`.mapWith((v) => (v === null ? null : Number(v))),
  reviewCount: sql<number>`(select count(*) from ${visibleReviews})`.mapWith(Number),
  followers: sql<number>`(select count(*) from astrologer_followers f where f.astrologer_id = ${astrologers.id})`.mapWith(Number),
  paidSessions: sql<number>`(select count(*) from consult_sessions s where s.astrologer_id = ${astrologers.id} and s.charged_paise > 0)`.mapWith(Number),
};

type Listed = AstrologerRow & { rating: number | null; reviewCount: number; followers: number; paidSessions: number };

/** The public face of an approved astrologer: an allow-list of fields, never the private ones. */
export function toPublicAstrologer(a: Listed): PublicAstrologer {
  const price = a.pricePaise ?? 0;
  return {
    id: a.id,
    name: a.displayName,
    gender: a.gender,
    photo_url: a.photoUrl,
    languages: a.languages,
    skills: a.skills,
    experience_years: a.experienceYears,
    price_per_minute_paise: price,
    price_per_minute_rupees: price / 100,
    chat_status: a.chatStatus as PublicAstrologer['chat_status'],
    call_status: a.callStatus as PublicAstrologer['call_status'],
    rating: a.rating,
    review_count: a.reviewCount,
    followers: a.followers,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const publicWhere = () => and(eq(astrologers.status, 'approved'), sql`${astrologers.pricePaise} is not null`);

/** The public directory: approved astrologers with filters, sorts, search and paging. */
export async function listDirectory(db: Db, q: AstrologerDirectoryQuery): Promise<{ rows: Listed[]; total: number }> {
  const conds: Array<SQL | undefined> = [publicWhere()];
  if (q.skill) conds.push(sql`${astrologers.skills} @> ${JSON.stringify([q.skill])}::jsonb`);
  if (q.language) conds.push(sql`${astrologers.languages} @> ${JSON.stringify([q.language])}::jsonb`);
  if (q.gender) conds.push(eq(astrologers.gender, q.gender));
  if (q.min_price_paise !== undefined) conds.push(gte(astrologers.pricePaise, q.min_price_paise));
  if (q.max_price_paise !== undefined) conds.push(lte(astrologers.pricePaise, q.max_price_paise));
  if (q.min_rating !== undefined) conds.push(sql`coalesce(${computed.rating}, 0) >= ${q.min_rating}`);
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conds.push(or(ilike(astrologers.displayName, like), ilike(astrologers.biography, like), sql`${astrologers.skills}::text ilike ${like}`));
  }
  const where = and(...conds);
  const presence = q.mode === 'call' ? astrologers.callStatus : astrologers.chatStatus;
  const order: SQL[] = [];
  if (q.mode) order.push(sql`case ${presence} when 'online' then 0 when 'busy' then 1 else 2 end`);
  switch (q.sort) {
    case 'experience': order.push(desc(astrologers.experienceYears)); break;
    case 'price_asc': order.push(asc(astrologers.pricePaise)); break;
    case 'price_desc': order.push(desc(astrologers.pricePaise)); break;
    case 'rating': order.push(sql`${computed.rating} desc nulls last`, sql`${computed.reviewCount} desc`); break;
    default: order.push(sql`${computed.paidSessions} desc`, sql`${computed.followers} desc`, sql`${computed.rating} desc nulls last`);
  }
  order.push(asc(astrologers.createdAt), asc(astrologers.id));
  const rows = await db.select({ a: astrologers, ...computed }).from(astrologers).where(where).orderBy(...order).limit(q.limit).offset((q.page - 1) * q.limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(astrologers).where(where);
  return { rows: rows.map(({ a, ...c }) => ({ ...a, ...c })), total: n };
}

/** One approved astrologer with the computed figures, or undefined. */
export async function findPublicAstrologer(db: Db, id: string): Promise<Listed | undefined> {
  const [row] = await db.select({ a: astrologers, ...computed }).from(astrologers).where(and(publicWhere(), eq(astrologers.id, id)));
  return row ? { ...row.a, rating: row.rating, reviewCount: row.reviewCount, followers: row.followers, paidSessions: row.paidSessions } : undefined;
}

/**
 * Statistics that mean something, from paid sessions: their number, the median seconds from accepting to the first
 * reply, and the share of customers who came back (paid two sessions or more). Null where nothing was measured.
 */
export async function astrologerStats(db: Db, astrologerId: string) {
  const paid = and(eq(consultSessions.astrologerId, astrologerId), sql`${consultSessions.chargedPaise} > 0`);
  const [s] = await db.select({
    sessions: sql<number>`count(*)`.mapWith(Number),
    median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${consultSessions.firstReplyAt} - ${consultSessions.acceptedAt})))`.mapWith((v) => (v === null ? null : Math.round(Number(v)))),
  }).from(consultSessions).where(paid);
  const perUser = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(consultSessions).where(paid).groupBy(consultSessions.userId);
  const repeat = perUser.length ? Math.round((perUser.filter((u) => u.n >= 2).length / perUser.length) * 1000) / 1000 : null;
  return { sessions: s?.sessions ?? 0, median_first_reply_seconds: s?.median ?? null, repeat_customer_share: repeat };
}

/** The signed-in visitor's follow and notify-me state for one astrologer. */
export async function viewerRelation(db: Db, astrologerId: string, userId: string) {
  const [f] = await db.select({ at: astrologerFollowers.createdAt }).from(astrologerFollowers).where(and(eq(astrologerFollowers.astrologerId, astrologerId), eq(astrologerFollowers.userId, userId)));
  const subs = await db.select({ mode: astrologerNotifySubscriptions.mode }).from(astrologerNotifySubscriptions).where(and(eq(astrologerNotifySubscriptions.astrologerId, astrologerId), eq(astrologerNotifySubscriptions.userId, userId)));
  return { following: !!f, notify: subs.map((s) => s.mode as 'chat' | 'call').sort() };
}

export async function findAstrologerByUser(db: Db, userId: string): Promise<AstrologerRow | undefined> {
  const [row] = await db.select().from(astrologers).where(eq(astrologers.userId, userId));
  return row;
}
