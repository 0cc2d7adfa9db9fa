import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * All configuration, parsed once at start. Nothing else in the API reads process.env.
 * Development conveniences (console SMS, file mail) are explicit settings, refused in production.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    /** Public origin the browser sees (pages and /api on one origin). */
    PUBLIC_ORIGIN: z.string().url().default('http://localhost:3000'),
    /** A real PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /** connections in this process's PostgreSQL pool (each API process has its own) */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATA_DIR: z.string().default('./data'),
    /** Optional: shared rate limits and the socket.io adapter across processes. */
    REDIS_URL: z.string().url().optional(),
    /**
     * Names this deployment's keys and channels in Redis (socket.io adapter, rate limits), so that two deployments (or
     * two test suites running at once) sharing one Redis never hear each other's events or spend each other's limits.
     */
    REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'REDIS_PREFIX may use letters, digits, "-" and "_" (at most 40).').default('nk'),
    /** Keys the session cookie and the OTP hashes; at least 32 characters. */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters long.'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60 * 24 * 7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
    COOKIE_SECURE: bool.optional(),
    /** 'console' prints codes and keeps a development outbox; 'msg91' sends real SMS. */
    SMS_PROVIDER: z.enum(['console', 'msg91']),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    /** optional DLT template (one variable `text`) for service notices such as "your data download is ready" */
    MSG91_NOTICE_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    /** 'file' writes .eml files under DATA_DIR/mail (development); 'smtp' sends through SMTP_URL. */
    MAIL_TRANSPORT: z.enum(['file', 'smtp']).default('file'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Nakshatra <no-reply@nakshatra.example>'),
    /** Load the demo accounts and content on first start. */
    DEMO_DATA: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which proxies' X-Forwarded-For to trust for client IPs (proxy-addr syntax): 'loopback' fits the
     * Next.js server or nginx on the same machine; a spoofed header from the client is never believed.
     */
    TRUST_PROXY: z.string().default('loopback'),
    /** General per-IP request limit per minute (sign-in codes have their own, stricter rules). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** deliveries a minute one address may make to the payment webhook (forged ones are refused and stored nowhere) */
    WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /** Sign-in codes per IP address per hour. */
    OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
    /** 'sandbox' (our own hosted checkout page; development only) or 'razorpay'. */
    PAYMENT_GATEWAY: z.enum(['razorpay', 'sandbox']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    /**
     * Secret webhooks are signed with (Razorpay dashboard → Webhooks; the sandbox signs its own with it).
     * RAZORPAY_WEBHOOK_SECRET is accepted as another name; in development a value derived from SESSION_SECRET is used.
     */
    PAYMENT_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.string().url().default('https://api.razorpay.com'),
    /** Company name shown in Razorpay Checkout. */
    PAYMENT_BRAND_NAME: z.string().default('Nakshatra'),
    /** Bearer token for other backend services calling the server-side money endpoints (create_transaction, holds); at least 32 characters. */
    INTERNAL_API_TOKEN: z.string().min(32, 'INTERNAL_API_TOKEN must be at least 32 characters long.').optional(),
    /** How often expired wallet holds are released, seconds (0 turns the sweep off). */
    HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
    /** how often the retention rules run (minutes; 0 = never): expired sign-in codes, ended sessions, old sign-in records */
    RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(0).default(60),
    /** Version of the terms and privacy notice in force; default the one in @nakshatra/shared. A new value asks everyone again. */
    PRIVACY_NOTICE_VERSION: z.string().trim().min(1).max(40).optional(),
    /** Days between "erase my account" and the erasure; the person can cancel in between. */
    ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** Hours a prepared data download stays available. */
    DATA_EXPORT_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** How often due erasures and queued data exports are looked for (seconds; 0 = never by themselves, tests call them). */
    PRIVACY_JOBS_SECONDS: z.coerce.number().int().min(0).default(60),
    /** How often the consultation meter runs, milliseconds (0: never by itself; tests call tick). */
    CONSULT_TICK_MS: z.coerce.number().int().min(0).default(1000),
    /** WebRTC ICE servers for calls: comma-separated STUN URLs, and an optional TURN server (coturn in production). */
    STUN_URLS: z.string().default('stun:stun.l.google.com:19302'),
    TURN_URL: z.string().optional(),
    TURN_USERNAME: z.string().optional(),
    TURN_CREDENTIAL: z.string().optional(),
    /** Guruji Live media engine: 'werift' (in-process SFU, nothing to install) or 'janus' (Janus Gateway at JANUS_URL). */
    LIVE_MEDIA: z.enum(['werift', 'janus']).default('werift'),
    /** Janus Gateway's WebSocket API, e.g. ws://127.0.0.1:8188 (LIVE_MEDIA=janus). */
    JANUS_URL: z.string().default('ws://127.0.0.1:8188'),
    /** ICE servers for live media as JSON, e.g. [{"urls":"stun:stun.l.google.com:19302"},{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]; default: STUN_URLS and TURN_URL. */
    LIVE_ICE_SERVERS: z.string().optional().refine((v) => {
      if (!v) return true;
      try { const a = JSON.parse(v) as unknown; return Array.isArray(a) && a.every((x) => x && typeof x === 'object' && 'urls' in x); } catch { return false; }
    }, 'LIVE_ICE_SERVERS must be a JSON array of {urls, username?, credential?}.'),
    /** How often lives are checked for timeouts (host gone past the grace, never started), milliseconds (0: never by itself; tests call sweepLives). */
    LIVE_SWEEP_MS: z.coerce.number().int().min(0).default(1000),
    /** Web Push (VAPID) keys for notifications to closed tabs; without them no push is sent (logged once). */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().default('mailto:support@nakshatra.local'),
    /** A PEM file of extra certificate authorities to trust for push services (a corporate proxy, or the tests' local push service). */
    PUSH_CA_FILE: z.string().optional(),
    /**
     * Hosts of the push services a browser subscription may point at (comma-separated; a leading dot allows every
     * sub-domain): Chrome/Android (FCM), Firefox (Mozilla autopush), Safari (Apple) and Edge (WNS). Anything else would
     * let a user make our server send requests to a host of their choosing.
     */
    PUSH_ALLOWED_HOSTS: z.string().default('fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,.push.apple.com,.notify.windows.com'),
    /** Development and tests only: also accept push endpoints on 127.0.0.1/localhost (a local push service). */
    PUSH_ALLOW_LOOPBACK: bool.default(false),
    /** Where uploaded files are kept; default DATA_DIR/uploads. */
    UPLOAD_DIR: z.string().optional(),
    /**
     * The address prefix of uploaded files in replies and content (spec: "a separate address on port 3000");
     * default our own /upload, which the web app proxies.
     */
    UPLOAD_URL: z.string().default('/upload'),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(25_000_000),
    /** Admins' audio uploads (podcast episodes). */
    AUDIO_MAX_BYTES: z.coerce.number().int().positive().default(40 * 1024 * 1024),
    /** The web app's revalidation endpoint, POSTed {paths, tags} after content changes; 'off' disables it. */
    WEB_REVALIDATE_URL: z.string().default('http://127.0.0.1:3000/revalidate'),
    /**
     * Sent as `x-revalidate-secret`; the web app refuses other callers. Development default
     * 'dev-revalidate-secret-change-me'; in production, without it, pages are not revalidated on publish (logged).
     */
    REVALIDATE_SECRET: z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters long.').optional(),
    /** /support tickets per IP address per hour. */
    SUPPORT_TICKETS_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** How long a newsletter confirmation link works. */
    NEWSLETTER_TOKEN_HOURS: z.coerce.number().int().positive().default(48),
    /**
     * Kundli and matching PDFs: 'chromium' prints the report's HTML with headless Chromium (Hindi needs its text
     * shaping and a Devanagari font such as fonts-noto-core); 'off' answers 503 pdf_unavailable.
     */
    PDF_RENDERER: z.enum(['chromium', 'off']).default('chromium'),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  })
  .superRefine((env, ctx) => {
    const prod = env.NODE_ENV === 'production';
    if (env.SMS_PROVIDER === 'console' && prod)
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'SMS_PROVIDER=console is for development only and refuses to run with NODE_ENV=production; use msg91.' });
    if (env.SMS_PROVIDER === 'msg91') {
      if (!env.MSG91_AUTH_KEY) ctx.addIssue({ code: 'custom', path: ['MSG91_AUTH_KEY'], message: 'MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91.' });
      if (!env.MSG91_TEMPLATE_ID) ctx.addIssue({ code: 'custom', path: ['MSG91_TEMPLATE_ID'], message: 'MSG91_TEMPLATE_ID is required when SMS_PROVIDER=msg91.' });
    }
    if (env.MAIL_TRANSPORT === 'file' && prod)
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'MAIL_TRANSPORT=file is for development only; use smtp with SMTP_URL in production.' });
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required when MAIL_TRANSPORT=smtp (e.g. smtps://user:pass@smtp.example.com:465).' });
    if (prod && !env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'DATABASE_URL is required in production (the embedded database is for development and single-process demos).' });
    if (prod && env.REVALIDATE_SECRET === 'dev-revalidate-secret-change-me')
      ctx.addIssue({ code: 'custom', path: ['REVALIDATE_SECRET'], message: 'REVALIDATE_SECRET must be a private value in production (the same one the web app has), not the development default.' });
    if (env.PAYMENT_GATEWAY === 'sandbox' && prod)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: 'PAYMENT_GATEWAY=sandbox lets anyone "pay" with a button and refuses to run with NODE_ENV=production; use razorpay.' });
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when PAYMENT_GATEWAY=razorpay.` });
      if (!env.PAYMENT_WEBHOOK_SECRET && !env.RAZORPAY_WEBHOOK_SECRET)
        ctx.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'PAYMENT_WEBHOOK_SECRET (or RAZORPAY_WEBHOOK_SECRET) is required when PAYMENT_GATEWAY=razorpay.' });
    }
    if (env.PUSH_ALLOW_LOOPBACK && prod)
      ctx.addIssue({ code: 'custom', path: ['PUSH_ALLOW_LOOPBACK'], message: 'PUSH_ALLOW_LOOPBACK=true lets push endpoints point at this machine and refuses to run with NODE_ENV=production.' });
    if (env.DEMO_DATA && prod)
      ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'DEMO_DATA=true creates accounts with published codes and passwords; it refuses to run with NODE_ENV=production.' });
  });

export type Env = Omit<z.infer<typeof envSchema>, 'UPLOAD_DIR'> & { cookieSecure: boolean; UPLOAD_DIR: string };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every missing or wrong variable by name. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('.') || 'environment';
      const missing = i.code !== 'custom' && (source[name] === undefined || source[name] === '');
      return `  - ${name}: ${missing ? `is missing${i.code === 'invalid_value' ? ` (${i.message.replace(/^Invalid option: expected /, '')})` : ''}` : i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production', UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? (env.NODE_ENV === 'production' ? undefined : 'dev-revalidate-secret-change-me') };
}
