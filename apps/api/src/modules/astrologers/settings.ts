import { consultSettings, eq, type Db } from '@nakshatra/db';
import { consultSettingsSchema, type ConsultSettings } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

/** Until an admin saves limits: ₹5 to ₹500 a minute; the astrologer keeps 60 % of each minute. */
export const defaultConsultSettings: ConsultSettings = { min_price_paise: 500, max_price_paise: 50_000, astrologer_share_percent: 60 };
const KEY = 'consult';

export async function getConsultSettings(db: Db): Promise<ConsultSettings> {
  const [row] = await db.select().from(consultSettings).where(eq(consultSettings.key, KEY));
  const parsed = row ? consultSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : defaultConsultSettings;
}

export async function saveConsultSettings(db: Db, value: ConsultSettings, by: string, now: Date): Promise<void> {
  await db.insert(consultSettings).values({ key: KEY, value, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: consultSettings.key, set: { value, updatedBy: by, updatedAt: now } });
}

/** The public price must sit within the admin's limits. */
export function assertPriceWithinLimits(pricePaise: number, s: ConsultSettings): void {
  if (pricePaise < s.min_price_paise || pricePaise > s.max_price_paise)
    throw new AppError(400, 'price_out_of_limits', `The price per minute must be between ₹${s.min_price_paise / 100} and ₹${s.max_price_paise / 100}.`, { min_price_paise: s.min_price_paise, max_price_paise: s.max_price_paise });
}
