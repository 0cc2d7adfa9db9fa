import { expect, test } from '@playwright/test';

// The support form checks its fields with the rules the API's schema is built on (no zod in the page), then opens a
// ticket; the admins' side of tickets is tested with the API (apps/api/src/modules/support).
test('the support form shows its errors by the fields, then opens a ticket', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/support/tickets')) posts.push(r.url()); });
  await page.goto('/support');
  await page.getByLabel('Your name').fill('   ');
  await page.getByLabel('Phone number or e-mail').fill('call me');
  await page.getByLabel('Your message').fill('Help!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a phone number or an e-mail address where we can reach you.')).toBeVisible();
  await expect(page.getByText('Please describe your question in at least 10 characters (at most 4000).')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  expect(posts, 'nothing is sent while a field is wrong').toEqual([]);

  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByLabel('Phone number or e-mail').fill('+91 98765 43210');
  await page.getByLabel('Your message').fill('My recharge of 500 rupees on Tuesday has not reached my wallet.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has reached us' })).toContainText(/Your message has reached us \(ticket [0-9a-f]{8}\)/);
  expect(posts).toHaveLength(1);
});
