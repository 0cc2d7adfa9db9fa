import { expect, test, type Page } from '@playwright/test';
import { codeFor, randomPhone } from '../shell/helpers';
import { accessibilityProblems } from './axe';
import { adminApi, applyThroughApi } from '../consult/astrologer-helpers';

/** Presses Tab until the focused element matches `isTarget` (a real keyboard user's path); fails after `max` presses. */
async function tabTo(page: Page, isTarget: (el: { tag: string; text: string; label: string }) => boolean, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (isTarget(await focused(page))) return;
  }
  throw new Error('the element was not reached with Tab');
}

/** What has the keyboard focus: tag, text and accessible label. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLInputElement | null;
    const label = a?.getAttribute('aria-label') ?? a?.labels?.[0]?.textContent ?? '';
    return { tag: a?.tagName ?? '', text: (a?.textContent ?? '').trim(), label: label.trim() };
  });
}

/** The focused element shows a visible focus indicator (outline or box shadow). */
async function hasVisibleFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement;
    const s = getComputedStyle(a);
    return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
  });
}

test('keyboard only: skip link, sign in through the dialog (focus kept inside and returned), recharge, open a chat, then a kundli @wide', async ({ page, request }) => {
  // axe over the whole kundli report is the slow part (tens of seconds on a busy machine)
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();

  // the first Tab reaches the skip link, visibly; Enter moves on to the main content
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // Login, by keyboard
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Login');
  expect(await hasVisibleFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  // Tab never leaves the open dialog
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  // Escape closes it and gives the focus back to Login
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await expect(page.getByPlaceholder('Mobile Number')).toBeFocused();
  await page.keyboard.type(phone);
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Send OTP', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('4 Digit OTP Sent To')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 4')).toBeFocused();
  await page.keyboard.type(await codeFor(request, phone));
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  // recharge ₹100 from the keyboard: Tab into the packs, arrows to ₹100, Proceed, then the sandbox's Pay
  await page.goto('/recharge');
  await tabTo(page, (el) => el.tag === 'INPUT' && el.label.startsWith('₹'));
  for (let i = 0; i < 12 && !/^₹100\b/.test((await focused(page)).label); i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^₹100\b/ })).toBeChecked();
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text.startsWith('Proceed to pay'), 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text.startsWith('Pay ₹'), 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  // open a chat from the keyboard: the astrologer's Chat button, the intake form field by field, Enter
  const astro = await applyThroughApi({ price_per_minute_paise: 2_000 });
  const admin = await adminApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 2_000 } })).status()).toBe(200);
  await admin.dispose();
  expect((await astro.api.put('/api/astrologer/me/status', { data: { chat: 'online' } })).status()).toBe(200);
  await page.goto(`/astrologers/${astro.id}`);
  await tabTo(page, (el) => el.tag === 'BUTTON' && (el.label || el.text) === `Chat with ${astro.name}`);
  await page.keyboard.press('Enter');
  const intake = page.getByRole('dialog', { name: `Consultation details for ${astro.name}` });
  await expect(intake).toBeVisible();
  // the form appears once the profile it is prefilled from has loaded; until then Close is the dialog's only control
  // (a loaded CI machine took longer than the twelve Tab presses below, which then only cycled on Close)
  await expect(intake.getByLabel('Name', { exact: true })).toBeVisible();
  const into = async (label: string) => { if ((await focused(page)).label !== label) await tabTo(page, (el) => el.label === label, 12); };
  await into('Name');
  await page.keyboard.type('Meera');
  await into('Gender');
  await page.keyboard.press('ArrowDown');
  await into('Date of birth');
  await page.keyboard.type('14/05/1990');
  await into('What would you like to ask?');
  await page.keyboard.type('Is this a good year to change jobs?');
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Start chat', 12);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/consultation\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'requested');

  // a kundli from the keyboard alone: Tab from field to field, type, Space for the checkbox, Enter to submit
  await page.goto('/astrology-services/free-kundli');
  await tabTo(page, (el) => el.label === 'Name');
  await page.keyboard.type('Meera');
  await tabTo(page, (el) => el.label === 'Gender', 2);
  await page.keyboard.press('ArrowDown');
  await tabTo(page, (el) => el.label === 'Date of birth', 2);
  await page.keyboard.type('14/05/1990');
  await tabTo(page, (el) => el.label === 'Time of birth', 2);
  await page.keyboard.type('06:30');
  await tabTo(page, (el) => el.label.includes('Give coordinates instead of choosing a city'), 6);
  await page.keyboard.press('Space');
  await tabTo(page, (el) => el.label === 'Latitude (north +)', 3);
  await page.keyboard.type('25.3176');
  await tabTo(page, (el) => el.label === 'Longitude (east +)', 2);
  await page.keyboard.type('82.9739');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('kundli-report')).toBeVisible({ timeout: 20_000 });
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('the login dialog, the kundli form with its errors and the recharge page pass axe in English and Hindi @wide', async ({ page, context }) => {
  // six axe runs over full pages: give a busy machine room
  test.setTimeout(180_000);
  for (const lang of ['en', 'hi'] as const) {
    await context.addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
    await page.goto('/');
    const login = page.getByRole('button', { name: lang === 'en' ? 'Login' : 'लॉग इन', exact: true });
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityProblems(page), `${lang} login dialog`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/astrology-services/free-kundli');
    await page.getByRole('button', { name: lang === 'en' ? 'Generate kundli' : 'कुंडली बनाएँ' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await accessibilityProblems(page), `${lang} kundli form with errors`).toEqual([]);

    await page.goto('/recharge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityProblems(page), `${lang} recharge`).toEqual([]);
  }
});
