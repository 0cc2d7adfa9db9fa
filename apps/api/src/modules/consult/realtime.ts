import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { createMessageBodySchema, type Ack, type ConsultSession, type ClientToServerEvents, type ServerToClientEvents } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { SESSION_COOKIE, resolveSession, type SessionUser } from '../auth/sessions.js';
import type { ConsultCtx } from './context.js';
import { loadForViewer, markConnection, reportCallState, type Side } from './lifecycle.js';
import { listMessages, markMessages, sendMessage } from './messages.js';
import type { ConsultNotifier } from './notifier.js';
import { createPusher } from './push.js';
import { createUserLimiter } from './user-limits.js';

type Data = { user: SessionUser | null; token: string | null; checkedAt: number; sessions: Map<string, Side | null> };
type IO = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, Data>;
type Sock = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, Data>;

declare module 'fastify' {
  interface FastifyInstance {
    io: IO;
    consult: ConsultCtx;
    /** other modules hear every session change here (Guruji Live: a stage call started or ended) */
    consultSessionListeners: Set<(view: ConsultSession) => void>;
  }
}

const joinSchema = z.object({ session_id: z.string().uuid(), after_seq: z.number().int().min(0).default(0) });
const idSchema = z.object({ session_id: z.string().uuid() });

/** A handler's failure as the ack's `{ ok: false }` with a sentence; never a crash of the connection. */
async function answer<T>(ack: Ack<T> | undefined, work: () => Promise<T>) {
  try {
    const data = await work();
    ack?.({ ok: true, data });
  } catch (err) {
    if (err instanceof AppError) ack?.({ ok: false, error: err.code, message: err.message });
    else if (err instanceof z.ZodError) ack?.({ ok: false, error: 'validation_failed', message: err.issues[0]?.message ?? 'Invalid request.' });
    else ack?.({ ok: false, error: 'internal', message: 'Something went wrong. Please try again.' });
  }
}

/**
 * socket.io on the API's own HTTP server (path /socket.io, no trailing slash, as the web's rewrite expects).
 * The session cookie decides who a socket is; rooms: user:<id> (own notifications), session:<id> (a conversation),
 * session:<id>:<side> (who is connected, for the meter), presence (directory status). With REDIS_URL the Redis
 * adapter joins several API processes into one.
 */
export const consultRealtimePlugin = fp(
  async (app) => {
    const { env, db, clock } = app.ctx;
    const io: IO = new Server(app.server, { path: '/socket.io', addTrailingSlash: false, serveClient: false, cors: { origin: false }, pingInterval: 10_000, pingTimeout: 8_000 });
    let redis: Redis[] = [];
    if (env.REDIS_URL) {
      const pub = new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      redis = [pub, sub];
      for (const r of redis) r.on('error', (err) => app.log.warn({ err }, 'socket.io Redis connection error'));
      io.adapter(createAdapter(pub, sub, { key: `${env.REDIS_PREFIX}:socket.io` }));
    }
    const pusher = createPusher(app);
    let closing = false;
    const pending = new Set<Promise<unknown>>();

    const sessionListeners = new Set<(view: ConsultSession) => void>();
    const notify: ConsultNotifier = {
      session: (view, userIds) => {
        io.to([...userIds.map((u) => `user:${u}`), `session:${view.id}`]).emit('session:update', view);
        for (const l of sessionListeners) { try { l(view); } catch (err) { app.log.warn({ err }, 'a session listener failed'); } }
      },
      message: (m, sessionId) => { io.to(`session:${sessionId}`).emit('message:new', m); },
      marks: (mark) => { io.to(`session:${mark.session_id}`).emit('message:status', mark); },
      warning: (w, userId) => { io.to(`user:${userId}`).emit('meter:warning', w); },
      presence: (p) => { io.to('presence').emit('presence:update', p); },
      push: (userId, payload) => { pusher.send(userId, payload).catch((err) => app.log.warn({ err }, 'web push failed')); },
      connected: async (sessionId, side) => (await io.in(`session:${sessionId}:${side}`).fetchSockets()).length > 0,
    };
    const limit = createUserLimiter(app.hasDecorator('redis') ? app.redis : null, clock, env.REDIS_PREFIX);
    const ctx: ConsultCtx = { db, clock, notify, log: app.log, limit };
    app.decorate('io', io);
    app.decorate('consult', ctx);
    app.decorate('consultSessionListeners', sessionListeners);

    io.use(async (socket, next) => {
      try {
        const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
        const token = cookies[SESSION_COOKIE];
        socket.data.user = token ? await resolveSession(db, clock, app.sessionPolicy, token) : null;
        socket.data.token = socket.data.user ? token! : null;
        socket.data.checkedAt = Date.now();
        socket.data.sessions = new Map();
        next();
      } catch (err) {
        next(err as Error);
      }
    });

    io.on('connection', (socket: Sock) => {
      const user = socket.data.user;
      if (user) void socket.join(`user:${user.id}`);
      const need = () => { if (!user) throw new AppError(401, 'unauthenticated', 'Please log in to continue.'); return user; };
      const ended = () => {
        // let the ack reach the client first, then close: this connection's sign-in is over
        setTimeout(() => socket.disconnect(true), 50);
        return new AppError(401, 'unauthenticated', 'Your session has ended. Please log in again.');
      };
      /**
       * The signed-in user as the database sees it now: a socket opened before a log-out, a revocation or a suspension
       * must not go on acting. Checked on every event that writes; `maxAgeMs` lets chatty relays (typing, signalling)
       * check every few seconds instead.
       */
      const recheck = async (maxAgeMs = 0) => {
        const me = need();
        if (Date.now() - socket.data.checkedAt < maxAgeMs) return me;
        const fresh = socket.data.token ? await resolveSession(db, clock, app.sessionPolicy, socket.data.token) : null;
        socket.data.checkedAt = Date.now();
        if (!fresh || fresh.id !== me.id) throw ended();
        return fresh;
      };

      socket.on('presence:watch', () => { void socket.join('presence'); });

      socket.on('session:join', (p, ack) => answer(ack, async () => {
        const { session_id, after_seq } = joinSchema.parse(p);
        const me = await recheck();
        await limit.hit(me.id, 'join');
        const loaded = await loadForViewer(ctx, session_id, me);
        await socket.join(`session:${session_id}`);
        socket.data.sessions.set(session_id, loaded.side);
        if (loaded.side) {
          await socket.join(`session:${session_id}:${loaded.side}`);
          await markConnection(ctx, session_id, loaded.side, true);
        }
        const messages = await listMessages(ctx, session_id, after_seq);
        if (loaded.side && messages.length) await markMessages(ctx, session_id, loaded.side, 'delivered', messages[messages.length - 1].seq);
        const fresh = await loadForViewer(ctx, session_id, need());
        return { session: fresh.view, messages };
      }));

      socket.on('message:send', (p, ack) => answer(ack, async () => {
        const body = createMessageBodySchema.parse(p);
        return (await sendMessage(ctx, await recheck(), body)).message;
      }));

      socket.on('message:read', (p) => void answer(undefined, async () => {
        const { session_id } = idSchema.parse(p);
        const side = socket.data.sessions.get(session_id);
        if (side) await markMessages(ctx, session_id, side, 'read', z.number().int().min(0).parse(p.up_to_seq));
      }));

      socket.on('typing', (p) => void answer(undefined, async () => {
        const side = socket.data.sessions.get(p?.session_id);
        if (!side) return;
        await recheck(5_000);
        socket.to(`session:${p.session_id}`).emit('typing', { session_id: p.session_id, from: side, typing: !!p.typing });
      }));

      socket.on('rtc:signal', (p) => void answer(undefined, async () => {
        const side = socket.data.sessions.get(p?.session_id);
        if (!side || !p.data || typeof p.data !== 'object') return;
        const me = await recheck(5_000);
        await limit.hit(me.id, 'call');
        socket.to(`session:${p.session_id}:${side === 'user' ? 'astrologer' : 'user'}`).emit('rtc:signal', { session_id: p.session_id, data: p.data });
      }));

      socket.on('call:state', (p) => void answer(undefined, async () => {
        const side = socket.data.sessions.get(p?.session_id);
        if (!side || !['connected', 'failed', 'closed'].includes(p.state)) return;
        const me = await recheck();
        await limit.hit(me.id, 'call');
        await reportCallState(ctx, p.session_id, side, p.state);
      }));

      socket.on('disconnect', () => {
        // while this process shuts down, the next one's boot recovery marks the sides away instead
        if (closing) return;
        for (const [sessionId, side] of socket.data.sessions) {
          if (!side) continue;
          const work = (async () => {
            const still = await io.in(`session:${sessionId}:${side}`).fetchSockets();
            if (still.length === 0) await markConnection(ctx, sessionId, side, false);
          })().catch((err) => app.log.warn({ err }, 'marking a disconnect failed'));
          pending.add(work);
          void work.finally(() => pending.delete(work));
        }
      });
    });

    app.addHook('onClose', async () => {
      closing = true;
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled(pending);
      // quit waits for replies still on their way, so no command is left to fail on a closed connection
      await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())));
    });
  },
  { name: 'consult-realtime', dependencies: ['context', 'session'] },
);
