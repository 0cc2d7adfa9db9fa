import path from 'node:path';
import fp from 'fastify-plugin';
import type { Db } from '@nakshatra/db';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import { DevOutbox, type SmsProvider } from '../modules/auth/sms/types.js';
import { consoleSms } from '../modules/auth/sms/console-sms.js';
import { msg91Sms } from '../modules/auth/sms/msg91-sms.js';
import { fileMailer, smtpMailer, type Mailer } from '../modules/auth/mail/mailer.js';
import { createRevalidator, type RevalidateRequest } from '../modules/content/revalidate.js';

/** Everything a domain function needs from the outside world, decided once from the configuration. */
export type AppContext = {
  env: Env;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  mailer: Mailer;
  /** present only with development transports (console SMS or file mail) */
  outbox: DevOutbox | null;
  /** tells the web app to refresh cached pages (fire-and-forget; one instance, so "secret not set" is warned once) */
  revalidate: (req: RevalidateRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type ContextOptions = { env: Env; db: Db; clock: Clock; sms?: SmsProvider; mailer?: Mailer };

export const contextPlugin = fp<ContextOptions>(
  async (app, opts) => {
    const { env } = opts;
    const devTransport = env.SMS_PROVIDER === 'console' || env.MAIL_TRANSPORT === 'file';
    const outbox = devTransport ? new DevOutbox() : null;
    const sms =
      opts.sms ??
      (env.SMS_PROVIDER === 'console'
        ? consoleSms(app.log, outbox!)
        : msg91Sms({ authKey: env.MSG91_AUTH_KEY!, templateId: env.MSG91_TEMPLATE_ID!, noticeTemplateId: env.MSG91_NOTICE_TEMPLATE_ID, baseUrl: env.MSG91_BASE_URL }));
    const mailer =
      opts.mailer ??
      (env.MAIL_TRANSPORT === 'file'
        ? fileMailer(path.resolve(env.DATA_DIR, 'mail'), env.MAIL_FROM, app.log, outbox!)
        : smtpMailer(env.SMTP_URL!, env.MAIL_FROM));
    app.decorate('ctx', { env, db: opts.db, clock: opts.clock, sms, mailer, outbox, revalidate: createRevalidator(env, app.log) });
  },
  { name: 'context' },
);
