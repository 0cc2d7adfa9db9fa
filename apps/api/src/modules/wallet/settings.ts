import { eq, walletSettings, type Db } from '@nakshatra/db';
import { walletSettingsSchema, type WalletSettings } from '@nakshatra/shared';
import { audit } from '../audit/audit.js';
import { settingsCache } from '../../lib/settings-cache.js';

/** Defaults until an admin saves settings: the spec's packs, 18% GST, bonus spent after real money. */
export const defaultWalletSettings: WalletSettings = {
  packs: [
    { amount: 50, bonus_percent: 0 },
    { amount: 100, bonus_percent: 10 },
    { amount: 200, bonus_percent: 10 },
    { amount: 500, bonus_percent: 15 },
    { amount: 1000, bonus_percent: 15 },
    { amount: 2000, bonus_percent: 20 },
    { amount: 5000, bonus_percent: 25 },
  ],
  custom_bonus_percent: 0,
  min_amount: 10,
  max_amount: 100_000,
  gst_rate_percent: 18,
  spend_order: 'real_first',
  company: {
    legal_name: 'Nakshatra Astro Services Private Limited',
    gstin: '',
    address: '',
    state: '',
    state_code: '',
    email: 'support@nakshatra.example',
    // SAC 999799: other services n.e.c. (the admin sets what the company's tax adviser chose)
    sac_code: '999799',
    invoice_prefix: 'NK',
  },
};

const KEY = 'wallet';
const cache = settingsCache<WalletSettings>(5_000);

/** The settings in force (cached a few seconds per process; saving clears this process's cache). */
export function getWalletSettings(db: Db): Promise<WalletSettings> {
  return cache.get(db, async () => {
    const [row] = await db.select().from(walletSettings).where(eq(walletSettings.key, KEY));
    const parsed = row ? walletSettingsSchema.safeParse(row.value) : null;
    return parsed?.success ? parsed.data : defaultWalletSettings;
  });
}

/** Saves new settings (already validated) and audits who changed what. */
export async function saveWalletSettings(db: Db, value: WalletSettings, actor: { userId: string; ip?: string }): Promise<WalletSettings> {
  const before = await getWalletSettings(db);
  await db
    .insert(walletSettings)
    .values({ key: KEY, value, updatedBy: actor.userId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: walletSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
  cache.clear(db);
  await audit(db, { actorUserId: actor.userId, action: 'admin.wallet.settings', target: KEY, details: { before, after: value }, ip: actor.ip ?? null });
  return value;
}

/** GST in paise for an amount at a rate in percent (rounded half up to the paisa). */
export const gstFor = (amountPaise: number, ratePercent: number) => Math.round((amountPaise * Math.round(ratePercent * 100)) / 10_000);
/** Bonus promotional credit in paise (rounded down). */
export const bonusFor = (amountPaise: number, percent: number) => Math.floor((amountPaise * Math.round(percent * 100)) / 10_000);
