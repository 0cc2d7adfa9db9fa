import { expect, test } from '@playwright/test';
import { tinyPng } from '../content/helpers';
import { codeFor, randomPhone } from '../shell/helpers';
import { openAccountMenu } from '../wallet/helpers';
import { adminApi, applyThroughApi, identityPdf, ownApplication, publicProfile } from './astrologer-helpers';

test('a visitor joins as an astrologer through the form, waits in review, and once approved goes online for chat', async ({ page, request }) => {
  test.setTimeout(120_000);
  // another applicant already uses this e-mail address: the server's sentence must reach the right field
  const earlier = await applyThroughApi();
  const phone = randomPhone();
  const name = `Jyotishi Meera ${phone.slice(-4)}`;

  await page.goto('/astro-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Join As Astrologer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Mobile number' })).toBeVisible();

  // step 1: the phone, proved by the code from the development outbox
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to +91 ${phone}.`)).toBeVisible();
  await page.getByLabel('4-digit code').fill(await codeFor(request, phone));
  await page.getByRole('button', { name: 'Verify' }).click();

  // step 2: about you; the shared schema answers empty fields before anything is sent
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: About you' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please choose male, female or other.')).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(earlier.email);
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Date of birth').fill('2012-04-02');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Astrologers must be at least 18 years old; please check the date of birth.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1984-04-02');
  await page.getByRole('button', { name: 'Next' }).click();

  // step 3: the practice; languages and skills are checkboxes, the price is typed in rupees
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Your practice' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await page.getByRole('checkbox', { name: 'Marathi' }).check();
  await page.getByRole('checkbox', { name: 'Tarot' }).check();
  await page.getByRole('checkbox', { name: 'Numerology' }).check();
  await page.getByLabel('Years of experience').fill('9');
  await page.getByLabel('Asked price per minute (₹)').fill('30.50');
  await page.getByLabel('Biography').fill('Short.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please write a biography of at least 50 characters.')).toBeVisible();
  await page.getByLabel('Biography').fill('Reads Tarot and numbers for nine years in Pune; gentle with anxious seekers and clear about what cards cannot say.');
  await page.getByRole('button', { name: 'Next' }).click();

  // step 4: photo, identity document and bank details
  await expect(page.getByRole('heading', { level: 2, name: 'Step 4 of 4: Documents and bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please attach your identity document (Aadhaar, PAN, passport or voter ID) as a picture or PDF.')).toBeVisible();
  await page.getByLabel('Photo (optional)').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByLabel('Identity document').setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: identityPdf });
  await page.getByLabel('Account holder’s name').fill('Meera Kulkarni');
  await page.getByLabel('Account number').fill('004512345678');
  await page.getByLabel('IFSC').fill('SBIN12345');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please enter a valid 11-character IFSC code, like SBIN0001234.')).toBeVisible();
  await page.getByLabel('IFSC').fill('sbin0004512');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // the server refuses the e-mail another astrologer uses: its sentence shows by the field, on its step
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: About you' })).toBeVisible();
  await expect(page.getByText('An astrologer account already uses this e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(`meera${phone}@example.in`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Chosen: aadhaar.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  const received = page.getByTestId('application-received');
  await expect(received.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(received).toContainText(`Thank you, ${name}. Your application is pending review`);

  // the applicant is signed in: the dashboard shows the pending status
  await received.getByRole('link', { name: 'Go to the astrologer dashboard' }).click();
  await expect(page).toHaveURL(/\/astrologer$/);
  await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByRole('heading', { name: 'Application pending review' })).toBeVisible();
  const mine = await ownApplication(page.request);
  expect(mine).toMatchObject({ status: 'pending', price_per_minute_paise: null });
  expect((await (await page.request.get('/api/astrologer/me')).json()).data).toMatchObject({
    asked_price_per_minute_paise: 3_050,
    languages: ['Hindi', 'Marathi'],
    skills: ['Tarot', 'Numerology'],
    bank: { account_number_masked: '••••••••5678', ifsc: 'SBIN0004512' },
  });

  // the admin approves through the API; the astrologer's next visit is the dashboard
  const admin = await adminApi();
  const approved = await admin.post(`/api/admin/astrologers/${mine.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your availability' })).toBeVisible();
  await expect(page.getByText('Your public price: ₹30.50 a minute')).toBeVisible();

  const chat = page.getByRole('switch', { name: 'Chat: available' });
  const call = page.getByRole('switch', { name: 'Call: available' });
  await expect(chat).toHaveAttribute('aria-checked', 'false');
  await chat.click();
  await expect(chat).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('presence-chat-status')).toHaveText('Online');
  await expect(call).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('presence-call-status')).toHaveText('Offline');
  expect(await publicProfile(request, mine.id)).toMatchObject({ chat_status: 'online', call_status: 'offline', price_per_minute_paise: 3_050 });

  // the header's account menu leads astrologers to their dashboard
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', /\/astrologer$/);
  await earlier.api.dispose();
});

test('on Hindi pages the form and the dashboard speak Hindi, the server’s sentences included', async ({ page }) => {
  await page.goto('/hi/astro-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'ज्योतिषी के रूप में जुड़ें' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'चरण 1 / 4: मोबाइल नंबर' })).toBeVisible();
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(page.getByText('कृपया 10 अंकों का सही मोबाइल नंबर लिखें।')).toBeVisible();

  // a number without an astrologer account: the server's 404 becomes a Hindi sentence with the way to join
  const phone = randomPhone();
  await page.goto('/hi/astrologer');
  await expect(page.getByRole('heading', { level: 2, name: 'ज्योतिषी साइन-इन' })).toBeVisible();
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await page.getByLabel('4 अंकों का कोड').fill(await codeFor(page.request, phone));
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect(page.getByText('इस नंबर से कोई ज्योतिषी खाता नहीं है। कृपया पहले ज्योतिषी के रूप में आवेदन करें।')).toBeVisible();
});
