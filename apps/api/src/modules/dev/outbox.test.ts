import { afterAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

describe('the development outbox exists only with the development transports', () => {
  const apps: TestApp[] = [];
  afterAll(async () => { await Promise.all(apps.map((a) => a.close())); });

  it('answers with console SMS and file mail, listing the codes sent', async () => {
    const t = await build();
    apps.push(t);
    const sent = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: '9811177701', route: 'otp' } });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9811177701' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ to: '9811177701', channel: 'sms', code: expect.stringMatching(/^\d{4}$/) })]);
  });

  it('is absent with a real SMS gateway and SMTP mail: no route, no codes to read', async () => {
    const t = await build({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-key', MSG91_TEMPLATE_ID: 'test-template', MSG91_BASE_URL: 'http://127.0.0.1:9', MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    apps.push(t);
    expect(t.app.ctx.outbox).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(t.app.printRoutes()).not.toContain('outbox');
  });
});
