import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { accessibilityProblems } from '../a11y/axe';
import { codeFor, randomPhone, signIn } from '../shell/helpers';

test('profile: the notice accepted at sign-in, marketing opt-in and out, a downloaded copy of my data, erasure asked and cancelled', async ({ page, request }) => {
  await page.goto('/');
  const { phone } = await signIn(page, request);
  await page.goto('/user-profile');
  const section = page.getByRole('region', { name: 'Your data and privacy' });
  await expect(section).toBeVisible();
  // the login dialog's agreement sentence was recorded with its version
  await expect(section.getByText(/^You accepted our terms and privacy notice \(version \d{4}-\d{2}-\d{2}\) on /)).toBeVisible();
  // no prompt: the notice in force is accepted
  await expect(page.getByRole('dialog', { name: 'Our terms and privacy notice' })).toHaveCount(0);

  const marketing = section.getByLabel(/^Send me offers and the newsletter/);
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await expect(page.getByText('You will get our offers and newsletter.')).toBeVisible();
  await marketing.uncheck();
  await expect(page.getByText('You will no longer get offers or the newsletter.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your data and privacy' }).getByLabel(/^Send me offers/)).not.toBeChecked();

  // download my data: progress, then two files
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(page.getByText(/^Your data is ready\. The links work until /)).toBeVisible({ timeout: 30_000 });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('nakshatra-data.pdf');
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON' }).click()]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data.profile.phone).toBe(phone);
  expect(data.consents.map((c: { kind: string; granted: boolean }) => `${c.kind}:${c.granted}`)).toEqual(['notice:true', 'marketing:true', 'marketing:false']);

  // erase: what happens is said first, ERASE must be typed, a confirmation, then it can be cancelled
  const erasure = page.getByTestId('erasure');
  await expect(erasure).toContainText('You have no wallet balance to refund.');
  await expect(erasure).toContainText('Invoices and wallet ledger entries are kept for 8 years');
  const eraseButton = erasure.getByRole('button', { name: 'Erase my account' });
  await expect(eraseButton).toBeDisabled();
  await erasure.getByLabel('Type ERASE to confirm').fill('ERASE');
  await eraseButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(/^Erase your account on .*\? You can cancel until then\./);
  await confirm.getByRole('button', { name: 'Erase my account' }).click();
  await expect(erasure.getByRole('status')).toHaveText(/^Your account will be erased on /);
  await erasure.getByRole('button', { name: 'Cancel erasure' }).click();
  await expect(page.getByText('Your erasure request is cancelled. Your account stays.')).toBeVisible();
  await expect(eraseButton).toBeVisible();
});

test('a sign-in that did not show the notice in force is asked to accept it, once', async ({ page, context }) => {
  // signed in through the API without the agreement sentence (as an old app version would)
  const phone = randomPhone();
  const sent = await context.request.post('/api/user_send_otp', { data: { numbers: phone, route: 'otp' } });
  const otp = await codeFor(context.request, phone);
  const confirmed = await context.request.post('/api/user_confirm_otp', { data: { user_id: (await sent.json()).user_id, otp } });
  expect(confirmed.status()).toBe(200);
  const details = (await confirmed.json()).data;
  await context.addCookies([{ name: 'userDetails', value: encodeURIComponent(JSON.stringify(details)), url: 'http://localhost:3000' }]);

  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: 'Our terms and privacy notice' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  // focus is inside the dialog
  await expect(prompt.getByRole('link', { name: 'Terms & Conditions' })).toBeFocused();
  await prompt.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(prompt).toHaveCount(0);

  const state = await (await context.request.get('/api/users/me/consents')).json();
  expect(state.data.notice.required).toBe(false);
  expect(state.data.history[0]).toMatchObject({ kind: 'notice', source: 'notice_prompt', granted: true });
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Our terms and privacy notice' })).toHaveCount(0);
});

test('Hindi profile: the data section in Hindi', async ({ page, request, context }) => {
  await page.goto('/');
  await signIn(page, request);
  await context.addCookies([{ name: 'lang', value: 'hi', url: 'http://localhost:3000' }]);
  await page.goto('/hi/user-profile');
  const section = page.getByRole('region', { name: 'आपका डेटा और निजता' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'मेरा डेटा तैयार करें' })).toBeVisible();
  await expect(section.getByTestId('erasure')).toContainText('कर क़ानून के कारण इनवॉइस');
  expect(await accessibilityProblems(page, 'main')).toEqual([]);
});
