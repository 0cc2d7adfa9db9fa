import { expect, test, type Page } from '@playwright/test';
import { adminApi, applyThroughApi, copySession, creditWallet } from '../consult/astrologer-helpers';
import { accessibilityProblems } from '../a11y/axe';
import { codeFor, randomPhone, signIn } from '../shell/helpers';

// every page gets Chromium's fake camera (a moving test pattern) and microphone (a beep), without a permission prompt,
// and may connect to the embedded media server over loopback
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection', '--autoplay-policy=no-user-gesture-required'],
  },
});

/**
 * The page registers each peer connection it opens in `window.__nkLivePeers` when that list exists (features/live/webrtc.ts);
 * only the test creates the list, so what is measured is the page's own connections, read through getStats().
 */
const exposePeers = () => {
  (window as unknown as { __nkLivePeers: unknown[] }).__nkLivePeers = [];
};

type Received = { frames: number; samples: number; concealed: number; connections: number };

/** What the page's open subscriptions of one feed have decoded so far (inbound-rtp stats). */
async function received(page: Page, feed: 'host' | 'guest'): Promise<Received> {
  return page.evaluate(async (role) => {
    const peers = (window as unknown as { __nkLivePeers: Array<{ role: string; pc: RTCPeerConnection }> }).__nkLivePeers;
    const out = { frames: 0, samples: 0, concealed: 0, connections: 0 };
    for (const { pc } of peers.filter((p) => p.role === role && p.pc.connectionState !== 'closed')) {
      out.connections += 1;
      (await pc.getStats()).forEach((s: Record<string, unknown>) => {
        if (s.type !== 'inbound-rtp') return;
        if (s.kind === 'video') out.frames += Number(s.framesDecoded ?? 0);
        if (s.kind === 'audio') {
          out.samples += Number(s.totalSamplesReceived ?? 0);
          out.concealed += Number(s.concealedSamples ?? 0);
        }
      });
    }
    return out;
  }, `subscribe:${feed}`);
}

/** Video frames decoded and still increasing; audio samples received that were not concealment. */
/** Console errors of a page (the test asserts there are none at the end). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

async function expectVideoAndAudio(page: Page, feed: 'host' | 'guest', withVideo = true) {
  if (withVideo) {
    await expect.poll(async () => (await received(page, feed)).frames, { timeout: 45_000, message: `${feed} video frames decoded` }).toBeGreaterThan(0);
    const first = (await received(page, feed)).frames;
    await expect.poll(async () => (await received(page, feed)).frames, { timeout: 15_000, message: `${feed} video keeps decoding` }).toBeGreaterThan(first);
  }
  await expect.poll(async () => {
    const r = await received(page, feed);
    return r.samples - r.concealed;
  }, { timeout: 45_000, message: `${feed} audio samples received` }).toBeGreaterThan(0);
}

test('an astrologer goes live; two viewers watch, chat, gift, and one is billed on stage while the other hears the call', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await adminApi();
  const astro = await applyThroughApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 1_500 } })).status()).toBe(200);
  const giftName = `Diya ${Date.now() % 100000}`;
  const createdGift = await admin.post('/api/admin/gifts', { data: { name_en: giftName, name_hi: 'दीया', icon: '🪔', price_paise: 5_100, active: true, sort_order: 0 } });
  expect(createdGift.status(), await createdGift.text()).toBe(201);

  // --- viewer A signs in with money and follows the astrologer; viewer B stays anonymous ---
  const userCtx = await browser.newContext();
  await userCtx.addInitScript(exposePeers);
  const userPage = await userCtx.newPage();
  await userPage.goto('/');
  await signIn(userPage, userPage.request);
  const userErrors = collectErrors(userPage);
  const me = (await (await userPage.request.get('/api/me')).json()).data as { id: string };
  await creditWallet(admin, me.id, 20_000);
  expect((await userPage.request.post(`/api/astrologers/${astro.id}/follow`)).status()).toBe(200);

  // --- the astrologer goes live from the dashboard ---
  const astroCtx = await browser.newContext();
  await astroCtx.addInitScript(exposePeers);
  await copySession(astro.api, astroCtx);
  const astroPage = await astroCtx.newPage();
  const errors = collectErrors(astroPage);
  await astroPage.goto('/astrologer');
  const panel = astroPage.getByTestId('go-live');
  await expect(panel.getByRole('heading', { name: 'Go live' })).toBeVisible();
  await panel.getByLabel('Title', { exact: true }).fill('Evening questions on career and marriage');
  await panel.getByLabel('Topic', { exact: true }).fill('Career');
  await expect(panel.getByLabel('Price per minute for calls on stage (₹)')).toHaveValue('15');
  await panel.getByRole('button', { name: 'Check camera and microphone' }).click();
  await expect(panel.getByLabel('Camera preview')).toBeVisible();
  await panel.getByRole('button', { name: 'Go live', exact: true }).click();
  const studio = astroPage.getByTestId('host-studio');
  // the server turns the live 'live' when the media engine reports the host's feed connected
  await expect(studio).toHaveAttribute('data-status', 'live', { timeout: 45_000 });
  const own = (await (await astro.api.get('/api/astrologer/lives')).json()).data as Array<{ live: { id: string; status: string } }>;
  const liveId = own.find((l) => l.live.status === 'live')!.live.id;
  // the follower, on another page of the site, is told in the app that the astrologer is live, with a link to watch
  const notice = userPage.getByTestId('live-started-toast');
  await expect(notice).toContainText(`${astro.name} is live now: Evening questions on career and marriage.`, { timeout: 30_000 });
  await expect(notice.getByRole('link', { name: 'Watch' })).toHaveAttribute('href', `/live/${liveId}`);

  // --- the list shows it ---
  const anonCtx = await browser.newContext();
  await anonCtx.addInitScript(exposePeers);
  const anonPage = await anonCtx.newPage();
  const anonErrors = collectErrors(anonPage);
  await anonPage.goto('/astrology-services/live-astrologers');
  await expect(anonPage.getByTestId('live-now').getByRole('link', { name: `Watch ${astro.name} live` })).toBeVisible();
  expect(await accessibilityProblems(anonPage, 'main')).toEqual([]);


  await Promise.all([userPage.goto(`/live/${liveId}`), anonPage.getByTestId('live-now').getByRole('link', { name: `Watch ${astro.name} live` }).click()]);
  await expect(anonPage).toHaveURL(new RegExp(`/live/${liveId}$`));
  await expect(userPage.getByRole('heading', { level: 1, name: 'Evening questions on career and marriage' })).toBeVisible();
  await expect(userPage.getByTestId('viewer-count')).toHaveText(/[1-9]\d* watching/);

  // both receive decoded video and audio from the host's feed
  await expectVideoAndAudio(userPage, 'host');
  await expectVideoAndAudio(anonPage, 'host');
  expect(await accessibilityProblems(userPage, 'main')).toEqual([]);
  expect(await accessibilityProblems(astroPage, '[data-testid="go-live"]')).toEqual([]);
  // the anonymous viewer is asked to sign in before taking part
  await anonPage.getByRole('button', { name: 'Sign in to chat' }).click();
  await expect(anonPage.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await anonPage.keyboard.press('Escape');

  // --- chat: A writes, B and the astrologer read it ---
  await userPage.getByLabel('Message', { exact: true }).fill('Namaste Guruji, will my job change this year?');
  await userPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(anonPage.getByTestId('live-chat')).toContainText('Namaste Guruji, will my job change this year?');
  await expect(astroPage.getByTestId('live-chat')).toContainText('Namaste Guruji, will my job change this year?');
  // too long: a clear message and nothing sent
  await userPage.getByLabel('Message', { exact: true }).fill('x'.repeat(301));
  await userPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(userPage.getByText('A message can be at most 300 characters.')).toBeVisible();
  await userPage.getByLabel('Message', { exact: true }).fill('');

  // the astrologer deletes a message: it disappears for everyone
  await userPage.getByLabel('Message', { exact: true }).fill('Call me on 9876543210');
  await userPage.getByRole('button', { name: 'Send', exact: true }).click();
  const hostChat = astroPage.getByTestId('live-chat');
  const masked = hostChat.getByRole('listitem').filter({ hasText: 'Call me on' });
  await expect(masked).toBeVisible();
  // the fraud guard masked the number before anyone saw it
  await expect(masked).not.toContainText('9876543210');
  await expect(anonPage.getByTestId('live-chat')).toContainText('Call me on');
  await masked.getByRole('button', { name: 'Delete' }).click();
  await expect(anonPage.getByTestId('live-chat')).not.toContainText('Call me on');
  await expect(userPage.getByTestId('live-chat')).not.toContainText('Call me on');

  // --- a gift: the wallet pays 51, the astrologer's earnings grow by their share, everyone sees it ---
  const wallet = async () => (await (await userPage.request.get(`/api/get_single_wallet/${me.id}`)).json()).data.balances.total_paise as number;
  const earnings = async () => (await (await astro.api.get('/api/astrologer/me/earnings')).json()).data.balance_paise as number;
  const giftRevenue = async () => {
    const totals = (await (await admin.get('/api/admin/wallet/ledger-totals')).json()).data as { by_category: Array<{ category: string; spent_paise: number }> };
    return totals.by_category.find((c) => c.category === 'gift')?.spent_paise ?? 0;
  };
  const [walletBefore, earningsBefore, giftRevenueBefore] = [await wallet(), await earnings(), await giftRevenue()];
  expect(walletBefore).toBe(20_000);
  // the other viewer's burst lasts 3.5 s: watched from the click on, not after the sender's confirmation (on a loaded
  // machine the burst had come and gone by then)
  const burstSeen = expect(anonPage.getByTestId('gift-bursts')).toContainText(`sent ${giftName}`);
  await userPage.getByRole('button', { name: `Send ${giftName} for ₹51` }).click();
  await expect(userPage.getByText(`You sent ${giftName} to ${astro.name}.`)).toBeVisible();
  await burstSeen;
  expect(await wallet()).toBe(walletBefore - 5_100);
  await expect.poll(earnings).toBeGreaterThan(earningsBefore);
  // the admin's ledger report counts it under gifts
  expect(await giftRevenue()).toBe(giftRevenueBefore + 5_100);
  await expect(anonPage.getByTestId('top-gifters')).toContainText('₹51');

  // --- the queue and the call on stage ---
  await userPage.getByRole('button', { name: 'Join the queue (₹15/min)' }).click();
  await expect(userPage.getByTestId('queue-position')).toHaveText('You are number 1 in the queue.');
  await expect(anonPage.getByTestId('queue-panel')).toContainText('1 waiting');
  await astroPage.getByRole('button', { name: 'Take next' }).click();
  await expect(userPage.getByTestId('stage-call')).toBeVisible();
  await expect(userPage.getByText('You are on stage — ₹15/min')).toBeVisible();
  // the meter starts when the caller's feed and the astrologer's subscription to it are connected (server-measured)
  await expect(astroPage.getByTestId('host-stage')).toHaveAttribute('data-status', 'active', { timeout: 45_000 });
  // the other viewer hears (and sees) the caller
  await expectVideoAndAudio(anonPage, 'guest');
  const detail = (await (await userPage.request.get(`/api/lives/${liveId}`)).json()).data as { stage: { session_id: string } | null };
  const sessionId = detail.stage!.session_id;
  await expect(userPage.getByTestId('stage-billed')).toHaveAttribute('data-billed', /^[1-9]\d*$/);
  const session = (await (await userPage.request.get(`/api/consult/sessions/${sessionId}`)).json()).data as { status: string; billed_minutes: number };
  expect(session.status).toBe('active');
  expect(session.billed_minutes).toBeGreaterThanOrEqual(1);

  await userPage.getByRole('button', { name: 'End call' }).click();
  await expect(userPage.getByTestId('stage-call')).toBeHidden();
  await expect.poll(async () => (await (await userPage.request.get(`/api/consult/sessions/${sessionId}`)).json()).data.status).toBe('ended');

  // --- the astrologer's connection drops: viewers see "reconnecting"; the astrologer reconnects and the video resumes ---
  await astroPage.evaluate(() => {
    for (const { role, pc } of (window as unknown as { __nkLivePeers: Array<{ role: string; pc: RTCPeerConnection }> }).__nkLivePeers) if (role === 'publish:host') pc.close();
  });
  await expect(anonPage.getByTestId('host-video').getByRole('status')).toContainText('Reconnecting', { timeout: 45_000 });
  await studio.getByRole('button', { name: 'Reconnect' }).click();
  await expect(studio).toHaveAttribute('data-status', 'live', { timeout: 45_000 });
  await expect(anonPage.getByTestId('host-video').getByRole('status')).toBeHidden({ timeout: 45_000 });
  await expectVideoAndAudio(anonPage, 'host');

  // --- the astrologer ends the live: viewers see the end, the astrologer the summary ---
  await studio.getByRole('button', { name: 'End live' }).click();
  await astroPage.getByRole('alertdialog').getByRole('button', { name: 'End live' }).click();
  await expect(astroPage.getByTestId('live-report')).toBeVisible();
  await expect(astroPage.getByTestId('live-report')).toContainText('₹51');
  await expect(anonPage.getByTestId('live-ended')).toContainText('This live has ended');
  await expect(anonPage.getByRole('link', { name: `See ${astro.name}’s profile` })).toBeVisible();

  // no page logged an error on the way (a refused media permission or a failed render would)
  expect([...errors, ...anonErrors, ...userErrors]).toEqual([]);
  await Promise.all([astroCtx.close(), userCtx.close(), anonCtx.close()]);
  await admin.dispose();
});

test('an astrologer announces a live; a visitor signs in from "Remind me" and is reminded; the admin sees the lives, ends one and adds a gift', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const astro = await applyThroughApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 2_000 } })).status()).toBe(200);

  // --- the astrologer announces a live for tomorrow evening ---
  const astroCtx = await browser.newContext();
  await copySession(astro.api, astroCtx);
  const astroPage = await astroCtx.newPage();
  await astroPage.goto('/astrologer');
  const panel = astroPage.getByTestId('go-live');
  const title = `Saturn transit questions ${Date.now() % 100000}`;
  await panel.getByLabel('Title', { exact: true }).fill(title);
  await panel.getByLabel('Topic', { exact: true }).fill('Vedic');
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const dd = (n: number) => String(n).padStart(2, '0');
  await panel.getByRole('group', { name: 'Schedule for later' }).getByLabel('Date and time').first().fill(`${dd(tomorrow.getDate())}/${dd(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()}`);
  await panel.getByRole('group', { name: 'Schedule for later' }).getByPlaceholder('HH:MM').fill('19:30');
  await panel.getByRole('button', { name: 'Announce this live' }).click();
  await expect(astroPage.getByText('Your live is announced. Viewers can ask to be reminded.')).toBeVisible();
  await expect(panel.getByTestId('scheduled-lives')).toContainText(title);

  // --- a visitor asks to be reminded: signed out, the login dialog first, then back on the list ---
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('/astrology-services/live-astrologers');
  const card = page.getByTestId('live-upcoming').getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Starts');
  await card.getByRole('button', { name: `Remind me when ${astro.name} goes live` }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await dialog.getByPlaceholder('Mobile Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('4 Digit OTP Sent To')).toBeVisible();
  await page.getByLabel('Digit 1 of 4').pressSequentially(await codeFor(page.request, phone));
  await expect(page).toHaveURL(/\/astrology-services\/live-astrologers$/);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  const again = page.getByTestId('live-upcoming').getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: `Remind me when ${astro.name} goes live` });
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  const list = (await (await page.request.get('/api/lives')).json()).data as { upcoming: Array<{ title: string; reminder: boolean; id: string }> };
  const announced = list.upcoming.find((l) => l.title === title)!;
  expect(announced.reminder).toBe(true);
  // the scheduled live's own page says when it starts
  await page.goto(`/live/${announced.id}`);
  await expect(page.getByTestId('live-scheduled')).toContainText('This live starts');

  // --- the admin: the live in the list, ended from the console; a new gift in the catalogue ---
  const adminCtx = await browser.newContext();
  await copySession(admin, adminCtx);
  const adminPage = await adminCtx.newPage();
  await adminPage.goto('/admin/lives');
  await expect(adminPage.getByRole('link', { name: 'Guruji Live' })).toBeVisible();
  const row = adminPage.getByTestId('admin-lives').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: `End: ${title}` }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'End' }).click();
  await expect(adminPage.getByText('The live was ended.')).toBeVisible();
  await adminPage.getByLabel('Status').selectOption('ended');
  await expect(adminPage.getByTestId('admin-lives').getByRole('row').filter({ hasText: title })).toContainText('Ended');

  await adminPage.goto('/admin/gifts');
  const giftName = `Lotus ${Date.now() % 100000}`;
  const form = adminPage.getByTestId('gift-new');
  await form.getByLabel('Name (English)').fill(giftName);
  await form.getByLabel('Name (Hindi)').fill('कमल');
  await form.getByLabel('Icon (an emoji or a picture address)').fill('🪷');
  await form.getByLabel('Price (₹)').fill('21');
  await form.getByRole('button', { name: 'Add gift' }).click();
  await expect(adminPage.getByText('Saved.').first()).toBeVisible();
  const gifts = (await (await page.request.get('/api/gifts')).json()).data as Array<{ name_en: string; price_paise: number }>;
  expect(gifts.find((g) => g.name_en === giftName)?.price_paise).toBe(2_100);
  await expect(adminPage.getByTestId('live-settings').getByLabel('Chat messages per viewer per 10 seconds')).toHaveValue('5');

  await Promise.all([astroCtx.close(), ctx.close(), adminCtx.close()]);
  await admin.dispose();
});

test('the live list loads neither the socket.io client nor zod with the page (they come on demand)', async ({ request }) => {
  /** The text of every script the page's HTML loads from /_next/static/. */
  const scriptsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const srcs = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    return (await Promise.all([...new Set(srcs)].map(async (src) => (await request.get(src)).text()))).join('\n');
  };
  const socketIo = /io server disconnect/;
  const zod = /ZodError/;
  // the astrologer's dashboard imports the socket directly: the check does see it when it is there
  expect(await scriptsOf('/astrologer')).toMatch(socketIo);
  const list = await scriptsOf('/astrology-services/live-astrologers');
  expect(list).not.toMatch(socketIo);
  expect(list).not.toMatch(zod);
});
