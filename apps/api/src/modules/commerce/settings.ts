import { z } from 'zod';
import { eq, walletSettings, type Db } from '@nakshatra/db';
import { settingsCache } from '../../lib/settings-cache.js';

/** Shop and booking rules an admin may change (stored in wallet_settings under `commerce`). */
export const commerceSettingsSchema = z.object({
  /** how long an unpaid order holds its stock or seat */
  reservation_minutes: z.number().int().min(2).max(120),
  /** delivery within India, paise, GST included */
  delivery_paise: z.number().int().min(0),
  /** orders of at least this much (after discount) ship free within India */
  free_delivery_over_paise: z.number().int().min(0),
  /** delivery abroad, paise, GST included (only for products that ship abroad) */
  abroad_delivery_paise: z.number().int().min(0),
  /** GST rate of the delivery charge, basis points */
  delivery_gst_rate_bp: z.number().int().min(0).max(2800),
  /** a pooja slot stops taking bookings this many hours before it starts */
  booking_cutoff_hours: z.number().int().min(0).max(72),
  /** a booking may be cancelled with a full refund until this many hours before its slot */
  booking_free_cancel_hours: z.number().int().min(0).max(168),
});
export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;

export const defaultCommerceSettings: CommerceSettings = {
  reservation_minutes: 15,
  delivery_paise: 99_00,
  free_delivery_over_paise: 999_00,
  abroad_delivery_paise: 1_500_00,
  delivery_gst_rate_bp: 1800,
  booking_cutoff_hours: 6,
  booking_free_cancel_hours: 24,
};

const cache = settingsCache<CommerceSettings>(5_000);

/** The rules in force, read at most every few seconds per process (as the wallet settings are). */
export function getCommerceSettings(db: Db): Promise<CommerceSettings> {
  return cache.get(db, async () => {
    const [row] = await db.select().from(walletSettings).where(eq(walletSettings.key, 'commerce'));
    const parsed = row ? commerceSettingsSchema.safeParse(row.value) : null;
    return parsed?.success ? parsed.data : defaultCommerceSettings;
  });
}

/** The GST inside a GST-inclusive amount at a rate in basis points (rounded to the paisa). */
export const gstInside = (inclusivePaise: number, rateBp: number) => (rateBp > 0 ? Math.round((inclusivePaise * rateBp) / (10_000 + rateBp)) : 0);
