import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox, SmsProvider } from './types.js';

/** Development SMS: prints the code in the API log and keeps it in the development outbox. */
export function consoleSms(log: FastifyBaseLogger, outbox: DevOutbox): SmsProvider {
  return {
    name: 'console',
    async sendOtp(phone, code) {
      const text = `${code} is your Nakshatra sign-in code. It is valid for 5 minutes. Do not share it with anyone.`;
      outbox.push({ to: phone, channel: 'sms', code, text, at: new Date().toISOString() });
      log.info(`[sms:console] code ${code} for +91 ${phone}`);
    },
    async sendNotice(phone, text) {
      outbox.push({ to: phone, channel: 'sms', code: '', text, at: new Date().toISOString() });
      log.info(`[sms:console] notice for +91 ${phone}: ${text}`);
    },
  };
}
