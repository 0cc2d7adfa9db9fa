import { consultSettings, eq, type Db } from '@nakshatra/db';
import { liveSettingsSchema, type LiveSettings } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { getConsultSettings } from '../astrologers/settings.js';

const KEY = 'live';

/** Until an admin saves them: the consultation price limits and share, no blocked words, 5 messages per 10 s. */
export async function getLiveSettings(db: Db): Promise<LiveSettings> {
  const [row] = await db.select().from(consultSettings).where(eq(consultSettings.key, KEY));
  const parsed = row ? liveSettingsSchema.safeParse(row.value) : null;
  if (parsed?.success) return parsed.data;
  const c = await getConsultSettings(db);
  return { min_price_per_minute_paise: c.min_price_paise, max_price_per_minute_paise: c.max_price_paise, gift_share_percent: c.astrologer_share_percent, blocked_words: [], chat_messages_per_10s: 5 };
}

export async function saveLiveSettings(db: Db, value: LiveSettings, by: string | null, now: Date): Promise<LiveSettings> {
  if (value.min_price_per_minute_paise > value.max_price_per_minute_paise)
    throw new AppError(400, 'validation_failed', 'The lowest price per minute cannot be more than the highest.');
  const clean = { ...value, blocked_words: [...new Set(value.blocked_words.map((w) => w.trim().toLowerCase()).filter(Boolean))] };
  await db.insert(consultSettings).values({ key: KEY, value: clean, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: consultSettings.key, set: { value: clean, updatedBy: by, updatedAt: now } });
  return clean;
}

export const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** A live's price per minute must sit within the admin's limits; the sentence names them. */
export function assertLivePrice(pricePaise: number, s: LiveSettings): void {
  if (pricePaise < s.min_price_per_minute_paise || pricePaise > s.max_price_per_minute_paise)
    throw new AppError(400, 'price_out_of_limits', `The price per minute for calls on stage must be between ₹${rupees(s.min_price_per_minute_paise)} and ₹${rupees(s.max_price_per_minute_paise)}.`,
      { min_price_paise: s.min_price_per_minute_paise, max_price_paise: s.max_price_per_minute_paise });
}

/** The first blocked word (whole word, any case) the text contains, or null. */
export function blockedWordIn(text: string, words: string[]): string | null {
  const lower = text.toLowerCase();
  for (const w of words) {
    const esc = w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${esc}(?![\\p{L}\\p{M}\\p{N}])`, 'u').test(lower)) return w;
  }
  return null;
}
