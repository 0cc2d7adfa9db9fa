import { and, astrologers, consultSettings, eq, gifts, lives, type Db } from '@nakshatra/db';
import type { LiveSettings } from '@nakshatra/shared';
import { demoAstrologers } from './astrologers.js';

/** The demo gift catalogue (Guruji Live): ₹11 to ₹1,100, names in English and Hindi, emoji icons. */
export const demoGifts = [
  { nameEn: 'Flower', nameHi: 'फूल', icon: '🌸', pricePaise: 1_100 },
  { nameEn: 'Diya', nameHi: 'दीया', icon: '🪔', pricePaise: 2_100 },
  { nameEn: 'Coconut', nameHi: 'नारियल', icon: '🥥', pricePaise: 5_100 },
  { nameEn: 'Laddoo', nameHi: 'लड्डू', icon: '🍬', pricePaise: 10_100 },
  { nameEn: 'Lotus', nameHi: 'कमल', icon: '🪷', pricePaise: 51_100 },
  { nameEn: 'Crown', nameHi: 'मुकुट', icon: '👑', pricePaise: 110_000 },
] as const;

/** Live settings until an admin changes them: ₹5–₹500 a minute on stage, 60 % of gifts to the astrologer, 5 messages per 10 s. */
export const demoLiveSettings: LiveSettings = {
  min_price_per_minute_paise: 500, max_price_per_minute_paise: 50_000, gift_share_percent: 60, chat_messages_per_10s: 5,
  blocked_words: ['idiot', 'fraud', 'bakwas'],
};

/** Idempotent: the gifts and settings that are missing, and one announced live of the first demo astrologer (tomorrow, 19:00 IST). */
export async function seedLive(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  const existing = await db.select({ nameEn: gifts.nameEn }).from(gifts);
  for (const [i, g] of demoGifts.entries()) {
    if (existing.some((e) => e.nameEn === g.nameEn)) continue;
    await db.insert(gifts).values({ ...g, sortOrder: i + 1, createdAt: now, updatedAt: now });
    created++;
  }
  const [settings] = await db.select().from(consultSettings).where(eq(consultSettings.key, 'live'));
  if (!settings) { await db.insert(consultSettings).values({ key: 'live', value: demoLiveSettings, updatedAt: now }); created++; }
  const first = demoAstrologers[0];
  const [a] = first ? await db.select({ id: astrologers.id, price: astrologers.pricePaise }).from(astrologers).where(eq(astrologers.displayName, first.name)) : [];
  if (a) {
    const [any] = await db.select({ id: lives.id }).from(lives).where(and(eq(lives.astrologerId, a.id)));
    if (!any) {
      const tomorrow = new Date(now.getTime() + 86_400_000);
      const at = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 13, 30)); // 19:00 IST
      await db.insert(lives).values({ astrologerId: a.id, title: 'Ask me about career and marriage', topic: 'Career', language: 'Hindi', pricePaise: a.price ?? 1_000, status: 'scheduled', scheduledAt: at, createdAt: now });
      created++;
    }
  }
  return created;
}
