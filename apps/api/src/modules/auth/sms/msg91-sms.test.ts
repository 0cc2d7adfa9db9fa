import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Sms } from './msg91-sms.js';

/** A local stand-in for MSG91's Flow API: checks the auth key and template like the real one. */
function fakeMsg91(authKey: string) {
  const received: Array<{ headers: IncomingMessage['headers']; body: any; url: string }> = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/api/v5/flow') { res.statusCode = 404; return res.end('{"type":"error","message":"Not found"}'); }
      if (req.headers.authkey !== authKey) { res.statusCode = 401; return res.end('{"type":"error","message":"Authentication failure"}'); }
      if (!body.template_id || !Array.isArray(body.recipients) || !/^91\d{10}$/.test(body.recipients[0]?.mobiles)) {
        res.statusCode = 400; return res.end('{"type":"error","message":"Invalid request"}');
      }
      res.end(JSON.stringify({ type: 'success', message: '3763646c3058313234333630' }));
    });
  });
  return { server, received };
}

describe('MSG91 SMS provider against a local server speaking its protocol', () => {
  const fake = fakeMsg91('good-key');
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('posts the template with the code and the +91 number', async () => {
    await msg91Sms({ authKey: 'good-key', templateId: 'tmpl-123', baseUrl }).sendOtp('9876543210', '0427');
    const last = fake.received.at(-1)!;
    expect(last.headers.authkey).toBe('good-key');
    expect(last.body).toEqual({ template_id: 'tmpl-123', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '0427' }] });
  });

  it('sends notices through their own template only when one is configured', async () => {
    expect(msg91Sms({ authKey: 'good-key', templateId: 'tmpl-123', baseUrl }).sendNotice).toBeUndefined();
    await msg91Sms({ authKey: 'good-key', templateId: 'tmpl-123', noticeTemplateId: 'tmpl-notice', baseUrl }).sendNotice!('9876543210', 'Your data download is ready.');
    expect(fake.received.at(-1)!.body).toEqual({ template_id: 'tmpl-notice', short_url: '0', recipients: [{ mobiles: '919876543210', text: 'Your data download is ready.' }] });
  });

  it('fails loudly when MSG91 refuses the key', async () => {
    await expect(msg91Sms({ authKey: 'bad-key', templateId: 'tmpl-123', baseUrl }).sendOtp('9876543210', '1111')).rejects.toThrow(/HTTP 401: Authentication failure/);
  });

  it('turns a delivery failure into a 503 with a sentence, then sends once the key is right', async () => {
    const { build } = await import('../../../test/build.js');
    const t = await build({ env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'bad-key', MSG91_TEMPLATE_ID: 'tmpl', MSG91_BASE_URL: baseUrl } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: '9876501234', route: 'otp' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('We could not send the code just now. Please try again in a minute.');
      const ok = await build({ env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'good-key', MSG91_TEMPLATE_ID: 'tmpl', MSG91_BASE_URL: baseUrl } });
      try {
        const sent = await ok.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: '9876501234', route: 'otp' } });
        expect(sent.statusCode).toBe(200);
        expect(fake.received.at(-1)!.body.recipients[0].mobiles).toBe('919876501234');
        expect(ok.app.ctx.sms.name).toBe('msg91');
        expect(ok.app.ctx.outbox!.list().filter((e) => e.channel === 'sms')).toEqual([]);
      } finally {
        await ok.close();
      }
    } finally {
      await t.close();
    }
  }, 90_000);
});
