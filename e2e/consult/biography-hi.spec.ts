import { expect, test } from '@playwright/test';
import { applyThroughApi, adminApi } from './astrologer-helpers';

test('astrologer profiles in Hindi: the Hindi biography, or the English one marked as English', async ({ page, context, request }) => {
  const found = await (await request.get('/api/get_astrologer/?q=Raghav')).json();
  const raghav = (found.data as Array<{ id: string; name: string }>).find((a) => a.name === 'Pandit Raghav Sharma')!;
  await context.addCookies([{ name: 'lang', value: 'hi', url: 'http://localhost:3000' }]);
  await page.goto(`/hi/astrologers/${raghav.id}`);
  const about = page.getByTestId('biography');
  await expect(about).toContainText('राघव ने उज्जैन में अपने दादाजी से पाराशरी ज्योतिष सीखा');
  await expect(page.getByText('इन्होंने अभी अपना परिचय हिन्दी में नहीं लिखा है; नीचे अंग्रेज़ी में है।')).toHaveCount(0);

  // a new astrologer who wrote only English: the text is marked as English for screen readers, with a note
  const astro = await applyThroughApi();
  const admin = await adminApi();
  expect((await admin.post(`/api/admin/astrologers/${astro.id}/approve`, { data: { price_per_minute_paise: 1_500 } })).status()).toBe(200);
  await admin.dispose();
  await page.goto(`/hi/astrologers/${astro.id}`);
  await expect(page.getByText('इन्होंने अभी अपना परिचय हिन्दी में नहीं लिखा है; नीचे अंग्रेज़ी में है।')).toBeVisible();
  await expect(page.getByTestId('biography')).toHaveAttribute('lang', 'en');
  // once the astrologer writes it, Hindi pages show it (public profiles are cached for 15 s, then regenerated)
  const hi = 'दिनेश उज्जैन में पाराशरी ज्योतिष और वास्तु पढ़ाते हैं; वे छोटे, व्यावहारिक उत्तर देते हैं और कभी रत्न नहीं बेचते।';
  expect((await astro.api.patch('/api/astrologer/me/profile', { data: { biography_hi: hi } })).status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('biography')).toHaveText(hi, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('biography')).not.toHaveAttribute('lang', 'en');
});
