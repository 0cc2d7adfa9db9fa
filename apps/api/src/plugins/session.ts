import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error.js';
import { SESSION_COOKIE, createSession, resolveSession, revokeSession, type SessionPolicy, type SessionUser } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie (looked up once per request), or null. */
    currentUser(): Promise<SessionUser | null>;
    _userPromise?: Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    /** Every route with who may call it, decided when it is registered (tests check that no guarded handler is left public). */
    routeAccess: { method: string | string[]; url: string; access: RouteAccess; handler: unknown }[];
    /** Starts a fresh session (new id: any previous one is revoked) and sets the cookie. */
    signIn(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
    signOut(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The signed-in user or a 401. */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await req.currentUser();
  if (!user) throw unauthenticated();
  return user;
}

/** An admin or a 401/403: every admin API calls this; the server decides, not the client. */
export async function requireAdmin(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req);
  if (user.type !== 'admin') throw forbidden('Only administrators can do this.');
  return user;
}

/** Who may call a route: anyone, any signed-in account, astrologers, or admins. */
export type RouteAccess = 'public' | 'user' | 'astrologer' | 'admin';

/**
 * A route's access from its address and its OpenAPI declaration: everything under /api/admin/ is for admins, under
 * /api/astrologer/ for astrologers, and a route that declares `security` needs a session.
 */
export function accessOf(url: string, schema?: { security?: unknown }): RouteAccess {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/astrologer/')) return 'astrologer';
  return Array.isArray(schema?.security) && schema.security.length > 0 ? 'user' : 'public';
}

export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const { env } = app.ctx;
    const policy: SessionPolicy = { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000 };
    app.decorate('sessionPolicy', policy);

    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      if (!this._userPromise) {
        const token = this.cookies[SESSION_COOKIE];
        this._userPromise = token ? resolveSession(app.ctx.db, app.ctx.clock, policy, token) : Promise.resolve(null);
      }
      return this._userPromise;
    });

    // The server decides who you are before it reads what you sent: a guarded route answers 401 (no session) or 403
    // (wrong role) in preValidation, before its body, query or parameters are validated (which would answer 400 and
    // describe the fields to anyone). Handlers still call requireUser/requireAdmin for the user object.
    app.decorate('routeAccess', []);
    app.addHook('onRoute', (route) => {
      const access = accessOf(route.url, route.schema as { security?: unknown } | undefined);
      app.routeAccess.push({ method: route.method, url: route.url, access, handler: route.handler });
      if (access === 'public') return;
      const guard = async (req: FastifyRequest) => {
        const user = await req.currentUser();
        if (!user) throw unauthenticated();
        if (access === 'admin' && user.type !== 'admin') throw forbidden('Only administrators can do this.');
        if (access === 'astrologer' && user.type !== 'astrologer') throw forbidden('Only astrologers can do this.');
      };
      const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
      route.preValidation = [guard, ...existing];
    });

    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: env.cookieSecure, path: '/' };

    app.decorate('signIn', async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
      const old = req.cookies[SESSION_COOKIE];
      if (old) await revokeSession(app.ctx.db, app.ctx.clock, old);
      const { token, expiresAt } = await createSession(app.ctx.db, app.ctx.clock, policy, userId, { ip: req.ip, userAgent: req.headers['user-agent'] });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      req._userPromise = undefined;
    });

    app.decorate('signOut', async (req: FastifyRequest, reply: FastifyReply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await revokeSession(app.ctx.db, app.ctx.clock, token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'session', dependencies: ['context'] },
);
