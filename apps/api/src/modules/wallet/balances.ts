import { inArray, ledgerAccounts, type Db } from '@nakshatra/db';
import type { WalletBalances } from '@nakshatra/shared';
import { chart, type Executor } from './ledger.js';

/** A user's wallet as the pages show it: real money and promotional credit, minus what holds reserve. */
export async function walletBalances(db: Db | Executor, userId: string): Promise<WalletBalances> {
  const codes = [chart.userReal(userId).code, chart.userPromo(userId).code];
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balancePaise: ledgerAccounts.balancePaise, heldPaise: ledgerAccounts.heldPaise })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  const real = rows.find((r) => r.kind === 'user_real');
  const promo = rows.find((r) => r.kind === 'user_promo');
  const realFree = real ? Number(real.balancePaise) - Number(real.heldPaise) : 0;
  const promoFree = promo ? Number(promo.balancePaise) - Number(promo.heldPaise) : 0;
  const held = (real ? Number(real.heldPaise) : 0) + (promo ? Number(promo.heldPaise) : 0);
  const total = realFree + promoFree;
  return { real_paise: realFree, promotional_paise: promoFree, held_paise: held, total_paise: total, balance: total / 100 };
}
