/** What the live module's functions share: the context (database, clock, consultations, media, socket.io), constants and small helpers. */
import { astrologers, eq, lives, type Db } from '@nakshatra/db';
import { LIVE_RECONNECT_GRACE_S, type IceServer, type LiveStatus } from '@nakshatra/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionUser } from '../auth/sessions.js';
import type { ConsultCtx } from '../consult/context.js';
import type { LiveMedia } from './media/types.js';

export type LiveRow = typeof lives.$inferSelect;
/** the consultations' socket.io server (typed events, rooms user:<id>, session:<id>:<side>) */
export type IO = FastifyInstance['io'];

/** A 'starting' live whose host never connects within this time ends 'never_started'. */
export const NEVER_STARTED_MS = 120_000;
export const GRACE_MS = LIVE_RECONNECT_GRACE_S * 1000;
/** A scheduled live not started this long after its time is cancelled. */
export const SCHEDULED_STALE_MS = 12 * 3_600_000;
/** Minutes of the live's price a viewer needs on the wallet to join the queue. */
export const QUEUE_MINUTES = 5;
export const UPDATE_EVERY_MS = 500;
export const LIST_EVERY_MS = 2_000;
export const ON_AIR: LiveStatus[] = ['starting', 'live', 'reconnecting'];

export type LiveCtx = {
  db: Db;
  clock: Clock;
  consult: ConsultCtx;
  media: LiveMedia;
  io: IO;
  iceServers: IceServer[];
  log?: { warn(obj: unknown, msg?: string): void };
  /** which lives' guest feeds are publishing (this process's media) */
  guestFeeds: Set<string>;
  /** stage consultation id → live id */
  stageOf: Map<string, string>;
  timers: Map<string, { timer: NodeJS.Timeout; dirty: boolean }>;
  listTimer: { timer: NodeJS.Timeout | null; dirty: boolean };
  chains: Map<string, Promise<unknown>>;
  stopped?: boolean;
  /** a removed or blocked viewer's sockets (in this process) stop receiving the live's media */
  dropViewer?: (liveId: string, userId: string) => Promise<void>;
};

export function createLiveCtx(base: Omit<LiveCtx, 'guestFeeds' | 'stageOf' | 'timers' | 'listTimer' | 'chains'>): LiveCtx {
  return { ...base, guestFeeds: new Set(), stageOf: new Map(), timers: new Map(), listTimer: { timer: null, dirty: false }, chains: new Map() };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const notFoundLive = () => new AppError(404, 'live_not_found', 'This live was not found.');
export const conflict = (message: string, details?: unknown) => new AppError(409, 'live_state_conflict', message, details);
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Runs `work` after the live's earlier work (media events arrive quickly one after another). */
export function serial<T>(ctx: LiveCtx, liveId: string, work: () => Promise<T>): Promise<T> {
  const prev = ctx.chains.get(liveId) ?? Promise.resolve();
  const next = prev.then(work, work);
  const tail = next.catch(() => undefined);
  ctx.chains.set(liveId, tail);
  void tail.then(() => { if (ctx.chains.get(liveId) === tail) ctx.chains.delete(liveId); });
  return next;
}

export async function loadLive(db: Db, id: string): Promise<LiveRow> {
  if (typeof id !== 'string' || !UUID.test(id)) throw notFoundLive();
  const [row] = await db.select().from(lives).where(eq(lives.id, id));
  if (!row) throw notFoundLive();
  return row;
}

export async function astrologerOfLive(db: Db, astrologerId: string) {
  const [a] = await db.select().from(astrologers).where(eq(astrologers.id, astrologerId));
  return a;
}

export const isHost = (a: { userId: string }, user: SessionUser | null) => !!user && a.userId === user.id;
