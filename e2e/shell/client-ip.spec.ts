import { expect, request as playwrightRequest, test } from '@playwright/test';
import { adminApi } from '../consult/astrologer-helpers';

/**
 * The client's address is what our own hop saw: a client cannot choose it with X-Forwarded-For (or its cousins) when
 * it goes through the public origin, so per-IP limits (sign-in codes, admin sign-in, the general limit) hold.
 * Observed through the audit log, which records the address of every failed admin sign-in.
 */
test('a spoofed X-Forwarded-For through the public origin does not change the address the API records @wide', async () => {
  const email = `spoof-${Date.now()}@example.com`;
  const client = await playwrightRequest.newContext({
    baseURL: 'http://localhost:3000',
    extraHTTPHeaders: { 'X-Forwarded-For': '10.9.9.9', 'X-Real-IP': '10.9.9.8', Forwarded: 'for=10.9.9.7' },
  });
  const res = await client.post('/api/login', { data: { email, password: 'not-the-password-123' } });
  expect(res.status()).toBe(401);
  await client.dispose();

  const admin = await adminApi();
  const audit = (await (await admin.get(`/api/admin/audit?q=${encodeURIComponent(email)}`)).json()) as { data: { action: string; target: string; ip: string | null }[] };
  const failed = audit.data.filter((a) => a.action === 'auth.admin.login_failed' && a.target === email);
  expect(failed).toHaveLength(1);
  // this test's browser-less client connects over loopback: that, and nothing it claimed, is its address
  expect(['127.0.0.1', '::1']).toContain(failed[0]!.ip);
  await admin.dispose();
});
