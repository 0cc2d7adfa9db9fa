import fp from 'fastify-plugin';
import { repairGifts } from './gifts.js';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { sendLiveChatBodySchema, type Ack, type ClientToServerEvents, type IceServer, type ServerToClientEvents } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { Env } from '../../env.js';
import { resolveSession, type SessionUser } from '../auth/sessions.js';
import type { FastifyBaseLogger } from 'fastify';
import { createLiveMedia } from './media/index.js';
import { MediaError, type LiveMedia } from './media/types.js';
import {
  assertMayEnter, authorizePublish, createLiveCtx, lastMessages, leaveQueue, liveDetail, loadLive, mediaAck, onConsultSession, onMediaEvent,
  recordViewer, recoverLivesOnBoot, scheduleUpdate, sendChat, stopTimers, sweepLives, viewerIdOf, listChanged, type LiveCtx,
} from './service.js';

type Data = { user: SessionUser | null; token: string | null; checkedAt: number };
type Sock = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, Data>;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveCtx;
  }
}

/** Every socket (a page): at most this many open subscriptions (two feeds, and a reconnect or two); each costs the SFU. */
export const SUBSCRIPTIONS_PER_SOCKET = 4;
const ANON_SUBSCRIBES_PER_MINUTE = 20;

const liveIdSchema = z.object({ live_id: z.string().uuid('This live was not found.') });
const feedSchema = z.enum(['host', 'guest'], { error: 'feed must be host or guest.' });
const publishSchema = liveIdSchema.extend({ feed: feedSchema, sdp: z.string().min(10, 'The connection offer is missing.').max(100_000, 'The connection offer is too long.') });
const subscribeSchema = liveIdSchema.extend({ feed: feedSchema });
const answerSchema = liveIdSchema.extend({ subscription_id: z.string().min(1).max(200), sdp: z.string().min(10, 'The answer is missing.').max(100_000, 'The answer is too long.') });
const unsubscribeSchema = liveIdSchema.extend({ subscription_id: z.string().min(1).max(200) });

async function answer<T>(ack: Ack<T> | undefined, work: () => Promise<T>) {
  try {
    const data = await work();
    if (typeof ack === 'function') ack({ ok: true, data });
  } catch (err) {
    let e: unknown = err;
    if (err instanceof MediaError) e = mediaAck(err);
    if (typeof ack !== 'function') return;
    if (e instanceof AppError) ack({ ok: false, error: e.code, message: e.message });
    else if (e instanceof z.ZodError) ack({ ok: false, error: 'validation_failed', message: e.issues[0]?.message ?? 'Invalid request.' });
    else ack({ ok: false, error: 'internal', message: 'Something went wrong. Please try again.' });
  }
}

/** ICE servers for live media: LIVE_ICE_SERVERS (JSON) or the calls' STUN_URLS and TURN_URL. */
export function iceServersOf(env: Env): IceServer[] {
  if (env.LIVE_ICE_SERVERS) return JSON.parse(env.LIVE_ICE_SERVERS) as IceServer[];
  const list: IceServer[] = env.STUN_URLS.split(',').map((u) => u.trim()).filter(Boolean).map((urls) => ({ urls }));
  if (env.TURN_URL) list.push({ urls: env.TURN_URL, username: env.TURN_USERNAME, credential: env.TURN_CREDENTIAL });
  return list;
}

/** Until an engine is there (or when it cannot start): every media call answers 503 media_failed. */
export function unavailableMedia(engine: 'werift' | 'janus'): LiveMedia {
  const no = async (): Promise<never> => { throw new MediaError('engine_unavailable', 'The live media engine is not available.'); };
  return {
    engine, createRoom: async () => {}, publish: no, unpublish: async () => {}, subscribe: no, answer: no, unsubscribe: async () => {}, closeRoom: async () => {},
    onEvent: () => () => {}, stats: () => ({ rooms: 0, feeds: 0, subscriptions: 0 }), close: async () => {},
  };
}

/** The configured engine (`createLiveMedia`); if it cannot start (Janus unreachable), logged and `unavailableMedia`. */
async function loadMedia(env: Env, ice: IceServer[], log: FastifyBaseLogger): Promise<LiveMedia> {
  try {
    return await createLiveMedia({ engine: env.LIVE_MEDIA, janusUrl: env.JANUS_URL, iceServers: ice, log });
  } catch (err) {
    log.error({ err }, `live media engine ${env.LIVE_MEDIA} could not start; lives will have no video until the API restarts with it reachable`);
    return unavailableMedia(env.LIVE_MEDIA);
  }
}

export type LivePluginOptions = { media?: LiveMedia };

/**
 * Guruji Live on the consultations' socket.io server: rooms live:<id> (everyone watching; live:<id>:anon for the
 * signed-out), lives (the list page); chat, the media signalling, the viewer count and the sweep of timeouts.
 */
export const liveRealtimePlugin = fp<LivePluginOptions>(
  async (app, opts) => {
    const { env, db, clock } = app.ctx;
    const ice = iceServersOf(env);
    const media = opts.media ?? (await loadMedia(env, ice, app.log));
    const ctx = createLiveCtx({ db, clock, consult: app.consult, media, io: app.io, iceServers: ice, log: app.log });
    app.decorate('live', ctx);
    const io = app.io;
    let closing = false;
    const pending = new Set<Promise<unknown>>();
    const track = (p: Promise<unknown>) => { pending.add(p); void p.finally(() => pending.delete(p)); };

    const offMedia = media.onEvent((e) => track(onMediaEvent(ctx, e).catch((err) => app.log.warn({ err, e }, 'live media event failed'))));
    const onSession = (view: { id: string; status: string }) => track(onConsultSession(ctx, view).catch((err) => app.log.warn({ err }, 'live stage update failed')));
    app.consultSessionListeners.add(onSession);

    /** per socket: the lives it watches and its subscriptions (id → live) */
    const watching = new Map<string, Set<string>>();
    const subs = new Map<string, Map<string, string>>();
    const anonRate = new Map<string, number[]>();
    ctx.dropViewer = async (liveId, userId) => {
      for (const [socketId, mine] of subs) {
        if (io.sockets.sockets.get(socketId)?.data.user?.id !== userId) continue;
        watching.get(socketId)?.delete(liveId);
        for (const [subId, l] of mine) {
          if (l !== liveId) continue;
          mine.delete(subId);
          await media.unsubscribe(liveId, subId).catch(() => {});
        }
      }
    };

    io.on('connection', (socket: Sock) => {
      const need = () => { if (!socket.data.user) throw new AppError(401, 'unauthenticated', 'Please log in to continue.'); return socket.data.user; };
      const recheck = async (maxAgeMs = 0) => {
        const me = need();
        if (Date.now() - socket.data.checkedAt < maxAgeMs) return me;
        const fresh = socket.data.token ? await resolveSession(db, clock, app.sessionPolicy, socket.data.token) : null;
        socket.data.checkedAt = Date.now();
        if (!fresh || fresh.id !== me.id) {
          setTimeout(() => socket.disconnect(true), 50);
          throw new AppError(401, 'unauthenticated', 'Your session has ended. Please log in again.');
        }
        return fresh;
      };
      watching.set(socket.id, new Set());
      subs.set(socket.id, new Map());

      socket.on('live:watch-list', () => { void socket.join('lives'); });

      socket.on('live:join', (p, ack) => answer(ack, async () => {
        const { live_id } = liveIdSchema.parse(p);
        const user = socket.data.user ? await recheck(5_000) : null;
        if (user) await app.consult.limit?.hit(user.id, 'join');
        const row = await loadLive(db, live_id);
        await assertMayEnter(ctx, row, user);
        await socket.join(user ? `live:${live_id}` : [`live:${live_id}`, `live:${live_id}:anon`]);
        watching.get(socket.id)?.add(live_id);
        if (row.status !== 'ended' && row.status !== 'scheduled') await recordViewer(ctx, row, user ? `user:${user.id}` : `anon:${socket.id}`, user?.id ?? null);
        scheduleUpdate(ctx, live_id);
        listChanged(ctx);
        const fresh = await loadLive(db, live_id);
        return { live: await liveDetail(ctx, fresh, user), messages: await lastMessages(db, live_id), ice_servers: ctx.iceServers };
      }));

      const leave = async (liveId: string) => {
        const set = watching.get(socket.id);
        if (!set?.has(liveId)) return;
        set.delete(liveId);
        await socket.leave(`live:${liveId}`);
        await socket.leave(`live:${liveId}:anon`);
        for (const [subId, l] of subs.get(socket.id) ?? []) {
          if (l !== liveId) continue;
          subs.get(socket.id)!.delete(subId);
          await media.unsubscribe(liveId, subId).catch(() => {});
        }
        await afterLeave(liveId, socket.data.user?.id ?? null);
      };
      /** the last socket of a user left the room: they leave the queue */
      const afterLeave = async (liveId: string, userId: string | null) => {
        if (userId) {
          const still = (await io.in(`live:${liveId}`).fetchSockets()).some((s) => (s.data as Data).user?.id === userId);
          if (!still) await leaveQueue(ctx, liveId, userId);
        }
        scheduleUpdate(ctx, liveId);
        listChanged(ctx);
      };

      socket.on('live:leave', (p) => void answer(undefined, async () => leave(liveIdSchema.parse(p).live_id)));

      socket.on('live:chat', (p, ack) => answer(ack, async () => {
        const body = sendLiveChatBodySchema.parse(p);
        return sendChat(ctx, await recheck(), body);
      }));

      const inRoom = (liveId: string) => {
        if (!socket.rooms.has(`live:${liveId}`)) throw new AppError(409, 'live_state_conflict', 'Join the live first.');
      };

      socket.on('live:publish', (p, ack) => answer(ack, async () => {
        const body = publishSchema.parse(p);
        const me = await recheck(5_000);
        await app.consult.limit?.hit(me.id, 'call');
        await authorizePublish(ctx, body.live_id, body.feed, me);
        await media.createRoom(body.live_id);
        try {
          const { answerSdp } = await media.publish(body.live_id, body.feed, body.sdp);
          return { sdp: answerSdp };
        } catch (err) { throw mediaAck(err); }
      }));

      socket.on('live:subscribe', (p, ack) => answer(ack, async () => {
        const body = subscribeSchema.parse(p);
        inRoom(body.live_id);
        const mine = subs.get(socket.id)!;
        const user = socket.data.user;
        if (user) await app.consult.limit?.hit((await recheck(5_000)).id, 'call');
        else {
          const now = Date.now();
          const times = (anonRate.get(socket.id) ?? []).filter((t) => t > now - 60_000);
          times.push(now);
          anonRate.set(socket.id, times);
          if (times.length > ANON_SUBSCRIBES_PER_MINUTE) throw new AppError(429, 'rate_limited', 'Too many video connection attempts. Please wait a minute.');
        }
        if (mine.size >= SUBSCRIPTIONS_PER_SOCKET) throw new AppError(429, 'rate_limited', 'Too many open video connections. Please close one or reload the page.');
        try {
          const { subscriptionId, offerSdp } = await media.subscribe(body.live_id, body.feed, viewerIdOf(user?.id ?? null, socket.id));
          mine.set(subscriptionId, body.live_id);
          return { subscription_id: subscriptionId, sdp: offerSdp };
        } catch (err) { throw mediaAck(err); }
      }));

      socket.on('live:answer', (p, ack) => answer(ack, async () => {
        const body = answerSchema.parse(p);
        if (subs.get(socket.id)?.get(body.subscription_id) !== body.live_id) throw new AppError(404, 'media_failed', 'This video connection was not found. Please reconnect.');
        if (socket.data.user) await app.consult.limit?.hit(socket.data.user.id, 'call');
        try {
          await media.answer(body.live_id, body.subscription_id, body.sdp);
          return { ok: true as const };
        } catch (err) { throw mediaAck(err); }
      }));

      socket.on('live:unsubscribe', (p) => void answer(undefined, async () => {
        const body = unsubscribeSchema.parse(p);
        const mine = subs.get(socket.id);
        if (mine?.get(body.subscription_id) !== body.live_id) return;
        mine.delete(body.subscription_id);
        await media.unsubscribe(body.live_id, body.subscription_id).catch(() => {});
      }));

      socket.on('disconnect', () => {
        const lives = watching.get(socket.id) ?? new Set<string>();
        const mine = subs.get(socket.id) ?? new Map<string, string>();
        watching.delete(socket.id);
        subs.delete(socket.id);
        anonRate.delete(socket.id);
        if (closing) return;
        const userId = socket.data.user?.id ?? null;
        track((async () => {
          for (const [subId, liveId] of mine) await media.unsubscribe(liveId, subId).catch(() => {});
          for (const liveId of lives) await afterLeave(liveId, userId);
        })().catch((err) => app.log.warn({ err }, 'live disconnect handling failed')));
      });
    });

    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      const repaired = await repairGifts(ctx);
      if (repaired) app.log.warn(`live gifts at boot: ${repaired} gift(s) paid in the ledger got their missing row`);
      const n = await recoverLivesOnBoot(ctx);
      if (n) app.log.info(`lives at boot: ${n} on air, waiting ${Math.round(60)} s for their hosts`);
      const every = env.LIVE_SWEEP_MS;
      if (every <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweepLives(ctx).catch((err) => app.log.error({ err }, 'live sweep failed')).finally(() => { running = null; });
      }, every);
      timer.unref();
    });
    // before socket.io and Redis close: no more sweeps, media events or broadcasts; what is under way finishes
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      offMedia();
      app.consultSessionListeners.delete(onSession);
      stopTimers(ctx);
      await running;
      await Promise.allSettled(pending);
      await Promise.allSettled(ctx.chains.values());
      stopTimers(ctx);
    });
    app.addHook('onClose', async () => {
      stopTimers(ctx);
      if (!opts.media) await media.close().catch(() => {});
    });
  },
  { name: 'live-realtime', dependencies: ['consult-realtime'] },
);
