import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from '../sms/types.js';

export type Mail = { to: string; subject: string; text: string; html?: string; /** for the dev outbox */ code?: string };
export type Mailer = { readonly name: string; send(mail: Mail): Promise<void> };

/** SMTP through nodemailer (`SMTP_URL` like smtps://user:pass@host:465). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

/** Development: writes each message as an .eml file under `<dataDir>/mail` and prints codes. */
export function fileMailer(dir: string, from: string, log: FastifyBaseLogger, outbox: DevOutbox): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      if (mail.code) outbox.push({ to: mail.to, channel: 'email', code: mail.code, text: mail.text, at: new Date().toISOString() });
      log.info(`[mail:file] "${mail.subject}" to ${mail.to}${mail.code ? ` (code ${mail.code})` : ''} → ${file}`);
    },
  };
}
