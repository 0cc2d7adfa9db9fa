import { expect, test, type Page } from '@playwright/test';
import { loginButton, signIn } from '../shell/helpers';
import { creditWallet } from './astrologer-helpers';
import { adminApi, approvedAstrologer, nameTag, setPresence, type TestAstrologer } from './directory-helpers';

// Three approved astrologers of this run, found through a tag in their names (other tests add their own).
const tag = nameTag();
let meera: TestAstrologer;
let arun: TestAstrologer;
let kavya: TestAstrologer;

test.beforeAll(async () => {
  const admin = await adminApi();
  meera = await approvedAstrologer(admin, { name: `Meera ${tag}`, gender: 'female', languages: ['Hindi', 'English'], skills: ['Vedic', 'Tarot'], experienceYears: 12, pricePaise: 2500 });
  arun = await approvedAstrologer(admin, { name: `Arun ${tag}`, gender: 'male', languages: ['Tamil', 'English'], skills: ['KP', 'Numerology'], experienceYears: 20, pricePaise: 4000 });
  kavya = await approvedAstrologer(admin, { name: `Kavya ${tag}`, gender: 'female', languages: ['Hindi', 'Bengali'], skills: ['Tarot', 'Vastu'], experienceYears: 5, pricePaise: 1500 });
  await admin.dispose();
});

const chatDirectory = `/astrology-services/chat-with-astrologer`;
const cards = (page: Page) => page.getByTestId('astrologer-list').getByTestId('astrologer-card');
const card = (page: Page, a: TestAstrologer) => cards(page).filter({ has: page.getByRole('heading', { name: a.name }) });

test('the directories list the approved astrologers with photo, price, experience and status, rendered by the server', async ({ page, request }) => {
  // the server's HTML already carries the cards (fast, crawlable)
  const html = await (await request.get(`${chatDirectory}?q=${tag}`)).text();
  for (const a of [meera, arun, kavya]) expect(html).toContain(a.name);
  expect(html).toContain('₹25/min');

  await page.goto(`${chatDirectory}?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Astrologer' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('3 astrologers')).toBeVisible();
  const m = card(page, meera);
  await expect(m.getByTestId('price')).toHaveText('₹25/min');
  await expect(m).toContainText('Vedic, Tarot');
  await expect(m).toContainText('Hindi, English');
  await expect(m).toContainText('12 years');
  await expect(m.getByTestId('live-status')).toHaveText('Offline');
  // the stored photo, through the image optimiser at the size it is drawn
  await expect(m.locator('img')).toHaveAttribute('src', /^\/_next\/image\?url=%2Fupload%2F[^&]+&w=\d+/);
  await expect(m.getByRole('button', { name: `Chat with ${meera.name}` })).toBeVisible();
  await expect(card(page, arun).getByTestId('price')).toHaveText('₹40/min');
  await expect(card(page, kavya).getByTestId('price')).toHaveText('₹15/min');

  await page.goto(`/astrology-services/talk-to-astrologer?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to Astrologer' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(card(page, arun).getByRole('button', { name: `Call ${arun.name}` })).toBeVisible();

  // the demo astrologers of `npm start` are listed too
  await page.goto(`${chatDirectory}?skill=Nadi`);
  const senthil = cards(page).filter({ has: page.getByRole('heading', { name: 'Nadi Astrologer Senthil Kumar' }) });
  await expect(senthil.getByTestId('price')).toHaveText('₹35/min');
  await expect(senthil).toContainText('28 years');
  await expect(senthil).toContainText('Tamil, Telugu, English');

  // a search that matches nobody gets the empty state with a way back
  await page.goto(`${chatDirectory}?q=${tag}zzqq`);
  await expect(page.getByTestId('directory-empty')).toContainText('No astrologer matches these filters.');
  await page.getByTestId('directory-empty').getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/astrology-services\/chat-with-astrologer$/);
});

test('a language filter, a price range and the sort change the list and the shareable URL', async ({ page }) => {
  await page.goto(`${chatDirectory}?q=${tag}`);
  await expect(cards(page)).toHaveCount(3);
  const filters = page.getByRole('group', { name: 'Filters' });

  await filters.getByLabel('Language').selectOption('Tamil');
  await expect(page).toHaveURL(/[?&]language=Tamil(&|$)/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(arun.name);

  await filters.getByLabel('Language').selectOption('');
  await expect(cards(page)).toHaveCount(3);
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
  await expect(page).not.toHaveURL(/language=/);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([arun.name, meera.name, kavya.name]);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([kavya.name, meera.name, arun.name]);

  await page.getByLabel('Price from (₹/min)').fill('20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]min_price=20(&|$)/);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([meera.name, arun.name]);

  // the address alone reproduces the list (shared link)
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(cards(other).getByRole('heading', { level: 2 })).toHaveText([meera.name, arun.name]);
  await expect(other.getByLabel('Sort by')).toHaveValue('price_asc');
  await other.close();
});

test('the profile shows biography, skills, price, statistics ("New" before any session) and reviews', async ({ page }) => {
  await page.goto(`${chatDirectory}?q=${tag}`);
  await card(page, meera).getByRole('link', { name: `Profile of ${meera.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/astrologers/${meera.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: meera.name })).toBeVisible();
  await expect(page.getByTestId('biography')).toHaveText(meera.biography);
  await expect(page.getByTestId('price')).toHaveText('₹25/min');
  await expect(page.getByText('Vedic, Tarot')).toBeVisible();
  const stats = page.getByTestId('stats');
  await expect(stats).toContainText('Paid consultations');
  await expect(stats).toContainText('Median time to first reply');
  await expect(stats).toContainText('Customers who came back');
  await expect(stats.locator('dd')).toHaveText(['New', 'New', 'New']);
  await expect(page.getByText('No reviews yet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('live-status-chat')).toHaveText('Chat: Offline');
  await expect(page.getByTestId('live-status-call')).toHaveText('Call: Offline');
  await expect(page.getByRole('button', { name: `Chat with ${meera.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Call ${meera.name}` })).toBeVisible();

  // an unknown id is a 404 page
  const res = await page.goto('/astrologers/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
});

test('with an empty wallet, Chat ends in the minimum-balance sentence and a Recharge link back to the astrologer (English and Hindi)', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  await setPresence(meera, { chat: 'online' });
  await page.goto(`/astrologers/${meera.id}`);
  await expect(page.getByTestId('live-status-chat')).toHaveText('Chat: Online');

  // signed out: the login dialog
  await expect(loginButton(page)).toBeEnabled();
  await page.getByRole('button', { name: `Chat with ${meera.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, request);
  // the intake form is filled from the profile
  const me = (await (await page.request.get('/api/me')).json()).data as { id: string };
  const saved = await page.request.put(`/api/update_users/${me.id}`, { data: { name: 'Ravi Kumar', gender: 'male', birth_date: '1991-07-09', birth_time: '05:40', birth_place: 'Pune, Maharashtra, India' } });
  expect(saved.status(), await saved.text()).toBe(200);
  // offline for calls: a note and "notify me" instead of the form
  await page.getByRole('button', { name: `Call ${meera.name}` }).click();
  const away = page.getByRole('dialog', { name: `${meera.name} is not available` });
  await expect(away).toContainText(`${meera.name} is offline for calls right now.`);
  await away.getByRole('button', { name: 'Notify me when online' }).click();
  await expect(page.getByText(`We will notify you when ${meera.name} comes online.`)).toBeVisible();
  await expect(away).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notify me when online for calls' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: `Chat with ${meera.name}` }).click();
  const intake = page.getByRole('dialog', { name: `Consultation details for ${meera.name}` });
  await expect(intake.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
  await expect(intake.getByLabel('Gender')).toHaveValue('male');
  await expect(intake.getByLabel('Date of birth')).toHaveValue('09/07/1991');
  await expect(intake.getByLabel('Time of birth (if known)')).toHaveValue('05:40');
  await expect(intake.getByRole('combobox', { name: 'Place of birth' })).toHaveValue('Pune, Maharashtra, India');
  await expect(intake).toContainText(`₹25 per minute. Billing starts when ${meera.name} first replies.`);
  await intake.getByRole('button', { name: 'Start chat' }).click();
  await expect(intake.getByText('Please tell the astrologer what you want to ask about', { exact: false })).toBeVisible();
  await intake.getByLabel('What would you like to ask?').fill('Will my job change this year?');
  await intake.getByRole('button', { name: 'Start chat' }).click();

  const refusal = intake.getByTestId('start-refusal');
  await expect(refusal.locator('p')).toHaveText(`Minimum balance of 5 minutes (₹125) is required to start chat with ${meera.name}`);
  const recharge = refusal.getByRole('link', { name: 'Recharge' });
  await expect(recharge).toHaveAttribute('href', `/recharge?return=%2Fastrologers%2F${meera.id}&amount=125`);

  // Hindi pages build the same sentence from the same numbers
  await context.addCookies([{ name: 'lang', value: 'hi', url: 'http://localhost:3000' }]);
  await page.reload();
  await expect(page.getByTestId('live-status-chat')).toHaveText('चैट: ऑनलाइन');
  await page.getByRole('button', { name: `${meera.name} से चैट करें` }).click();
  const hindi = page.getByRole('dialog', { name: `${meera.name} के साथ परामर्श का विवरण` });
  await expect(hindi.getByLabel('नाम', { exact: true })).toHaveValue('Ravi Kumar');
  await hindi.getByLabel('आप क्या पूछना चाहते हैं?').fill('क्या इस वर्ष नौकरी बदलेगी?');
  await hindi.getByRole('button', { name: 'चैट शुरू करें' }).click();
  await expect(hindi.getByTestId('start-refusal').locator('p')).toHaveText(`${meera.name} से चैट शुरू करने के लिए 5 मिनट का न्यूनतम बैलेंस (₹125) आवश्यक है`);
  await hindi.getByRole('link', { name: 'रिचार्ज करें' }).click();
  await expect(page).toHaveURL(new RegExp(`/recharge\\?return=%2Fastrologers%2F${meera.id}&amount=125$`));
  await setPresence(meera, { chat: 'offline' });
});

test('with money in the wallet, Chat sends the request and opens the consultation; a second request offers the open one', async ({ page, request }) => {
  test.setTimeout(90_000);
  await setPresence(arun, { chat: 'online' });
  await page.goto(`${chatDirectory}?q=${tag}`);
  await signIn(page, request);
  const me = (await (await page.request.get('/api/me')).json()).data as { id: string };
  const admin = await adminApi();
  await creditWallet(admin, me.id, 50_000);
  await admin.dispose();

  const fill = async () => {
    const intake = page.getByRole('dialog', { name: `Consultation details for ${arun.name}` });
    await intake.getByLabel('Name', { exact: true }).fill('Lata Joshi');
    await intake.getByLabel('Gender').selectOption('female');
    await intake.getByLabel('Date of birth').fill('1988-11-23');
    await intake.getByLabel('Spending limit for this consultation (₹, optional)').fill('300');
    await intake.getByLabel('What would you like to ask?').fill('Is this a good year to buy a house?');
    await intake.getByRole('button', { name: 'Start chat' }).click();
    return intake;
  };
  await expect(card(page, arun).getByTestId('live-status')).toHaveText('Online');
  await card(page, arun).getByRole('button', { name: `Chat with ${arun.name}` }).click();
  await fill();
  await expect(page).toHaveURL(/\/consultation\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop()!;
  const session = (await (await page.request.get(`/api/consult/sessions/${sessionId}`)).json()).data as { status: string; spending_cap_paise: number; intake: { name: string } };
  expect(session).toMatchObject({ status: 'requested', spending_cap_paise: 30_000, intake: { name: 'Lata Joshi' } });

  await page.goto(`/astrologers/${arun.id}`);
  await page.getByRole('button', { name: `Chat with ${arun.name}` }).click();
  const intake = await fill();
  await expect(intake.getByTestId('start-refusal')).toContainText('You already have a consultation in progress.');
  await expect(intake.getByRole('link', { name: 'Open my consultation' })).toHaveAttribute('href', `/consultation/${sessionId}`);

  expect((await page.request.post(`/api/consult/sessions/${sessionId}/cancel`)).status()).toBe(200);
  await setPresence(arun, { chat: 'offline' });
});

test('follow and notify-me toggle for a signed-in visitor; signed out they open the login dialog', async ({ page, request }) => {
  await page.goto(`/astrologers/${arun.id}`);
  await expect(page.getByTestId('followers')).toHaveText('0 followers');
  await expect(loginButton(page)).toBeEnabled();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, request);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('followers')).toHaveText('1 follower');
  const notifyChat = page.getByRole('button', { name: 'Notify me when online for chat' });
  await notifyChat.click();
  await expect(notifyChat).toHaveAttribute('aria-pressed', 'true');

  // the server kept both
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Notify me when online for chat' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Notify me when online for calls' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('followers')).toHaveText('0 followers');
});

test('an astrologer going online for chat shows as Online on the open directory without a reload', async ({ page }) => {
  await page.goto(`${chatDirectory}?q=${tag}`);
  const status = card(page, kavya).getByTestId('live-status');
  await expect(status).toHaveText('Offline');
  // the page must not reload: a marker on window survives only without one
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await setPresence(kavya, { chat: 'online' });
  await expect(status).toHaveText('Online');
  await setPresence(kavya, { chat: 'offline' });
  await expect(status).toHaveText('Offline');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('a card whose price changed after the page was drawn is drawn again when the live re-read shows it, without a reload', async ({ page }) => {
  // an astrologer of this test alone, so the other tests' lists keep their three cards
  const own = nameTag();
  const admin = await adminApi();
  const dev = await approvedAstrologer(admin, { name: `Dev ${own}`, gender: 'male', languages: ['Hindi'], skills: ['Vedic'], experienceYears: 9, pricePaise: 2000 });
  const list = `${chatDirectory}?q=${own}`;

  // the browser's live re-read of the list is held (then passed on unchanged), so the price changes between the
  // server's drawing of the page and the re-read: the page is open with a card that is out of date
  let releaseReRead!: () => void;
  const heldUntil = new Promise<void>((ok) => { releaseReRead = ok; });
  let reReads = 0;
  await page.route((url) => url.pathname === '/api/get_astrologer/' && url.searchParams.get('q') === own, async (route) => {
    reReads += 1;
    await heldUntil;
    await route.continue();
  });
  await page.goto(list);
  await expect(card(page, dev).getByTestId('price')).toHaveText('₹20/min');
  await expect.poll(() => reReads).toBeGreaterThan(0);
  expect(await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))).toBe(7);

  // a new price (suspended, then approved again at ₹22)
  expect((await admin.post(`/api/admin/astrologers/${dev.id}/suspend`, { data: { reason: 'Price review for the test.' } })).status()).toBe(200);
  expect((await admin.post(`/api/admin/astrologers/${dev.id}/approve`, { data: { price_per_minute_paise: 2200 } })).status()).toBe(200);
  await admin.dispose();

  // the re-read answers ₹22: the page asks for its server render again (an RSC request that is not a link prefetch)
  const refreshed = page.waitForRequest((r) => r.url().includes(`q=${own}`) && r.headers()['rsc'] === '1' && !r.headers()['next-router-prefetch']);
  releaseReRead();
  await refreshed;
  await expect(card(page, dev).getByTestId('price')).toHaveText('₹22/min', { timeout: 30_000 });
  // the same document all along: no reload
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});
