import { expect, test } from '@playwright/test';
import { otpBox, randomPhone, requestCode } from './helpers';

test('the resend countdown ticks from 00:30 and at 0 the link clears the boxes, restarts and sends again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // stop the page's time: the countdown then moves only when the test moves the clock
  await page.clock.pauseAt(new Date(Date.now() + 2_000));
  const phone = randomPhone();
  await requestCode(page, phone);
  await expect(page.getByText('Resend OTP in 00:30')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText('Resend OTP in 00:29')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Resend OTP in 00:19')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

  await otpBox(page, 1).pressSequentially('12');
  await page.clock.runFor(19_000);
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible();

  // the page's clock ran ahead, the API's did not: answer this resend here instead of waiting 30 s
  const bodies: unknown[] = [];
  await page.route('**/api/user_send_otp', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, user_id: crypto.randomUUID() }) });
  });
  await resend.click();
  await expect(page.getByText('Resend OTP in 00:30')).toBeVisible();
  await expect(otpBox(page, 1)).toHaveValue('');
  await expect(otpBox(page, 2)).toHaveValue('');
  await expect.poll(() => bodies).toEqual([{ numbers: phone, route: 'otp' }]);
});
