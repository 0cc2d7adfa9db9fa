import { expect, test } from '@playwright/test';
import { adminApi, applyThroughApi, copySession, creditWallet } from './astrologer-helpers';
import { signIn } from '../shell/helpers';

// both pages get Chromium's fake microphone (a tone) without a permission prompt, and may connect over loopback
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'],
  },
});

test('a voice call between two browsers connects over WebRTC and is billed from the moment audio connects', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const astro = await applyThroughApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 1_500 } })).status()).toBe(200);
  expect((await astro.api.put('/api/astrologer/me/status', { data: { call: 'online' } })).status()).toBe(200);

  const userCtx = await browser.newContext();
  const userPage = await userCtx.newPage();
  await userPage.goto('/');
  await signIn(userPage, userPage.request);
  const me = (await (await userPage.request.get('/api/me')).json()).data as { id: string };
  await creditWallet(admin, me.id, 10_000);

  const created = await userPage.request.post('/api/create_chat_session', {
    data: { astrologer_id: astro.id, mode: 'call', intake: { name: 'Rohan Gupta', gender: 'male', birth_date: '1990-03-09', topic: 'A question about my business partnership' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  expect((await astro.api.post(`/api/consult/sessions/${id}/accept`)).status()).toBe(200);

  const astroCtx = await browser.newContext();
  await copySession(astro.api, astroCtx);
  const astroPage = await astroCtx.newPage();
  await Promise.all([userPage.goto(`/consultation/${id}`), astroPage.goto(`/consultation/${id}`)]);
  await expect(userPage.getByTestId('session-status')).toHaveAttribute('data-status', 'accepted');

  await userPage.getByRole('button', { name: 'Start audio' }).click();
  await astroPage.getByRole('button', { name: 'Start audio' }).click();
  await expect(userPage.getByTestId('call-phase')).toHaveAttribute('data-phase', 'connected', { timeout: 30_000 });
  await expect(astroPage.getByTestId('call-phase')).toHaveAttribute('data-phase', 'connected', { timeout: 30_000 });
  // audio flows: the remote stream has a live audio track
  await expect.poll(() => userPage.getByTestId('remote-audio').evaluate((a: HTMLAudioElement) => (a.srcObject as MediaStream | null)?.getAudioTracks()[0]?.readyState ?? 'none')).toBe('live');
  // the server started the meter when both sides reported the connection
  await expect(userPage.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
  const session = (await (await userPage.request.get(`/api/consult/sessions/${id}`)).json()).data;
  expect(session).toMatchObject({ status: 'active', billed_minutes: 1 });
  expect(session.started_at).not.toBeNull();
  // the first minute is held on the wallet before it runs
  const during = (await (await userPage.request.get(`/api/get_single_wallet/${me.id}`)).json()).data.balances;
  expect(during).toMatchObject({ held_paise: 1_500, total_paise: 8_500 });

  await astroPage.getByRole('button', { name: 'End consultation' }).click();
  await astroPage.getByRole('alertdialog').getByRole('button', { name: 'End consultation' }).click();
  await expect(userPage.getByTestId('session-status')).toHaveAttribute('data-status', 'ended');
  const ended = (await (await userPage.request.get(`/api/consult/sessions/${id}`)).json()).data;
  // the astrologer hung up inside the first 2 minutes: the fairness rule releases the held minute, nothing is charged
  expect(ended).toMatchObject({ status: 'ended', end_reason: 'astrologer_ended', billed_minutes: 1, charged_paise: 0, refunded_paise: 0 });
  const wallet = (await (await userPage.request.get(`/api/get_single_wallet/${me.id}`)).json()).data.balances;
  expect(wallet.total_paise).toBe(10_000);
  await userCtx.close();
  await astroCtx.close();
});
