'use client';

import { useEffect, useId, useState } from 'react';
import { format } from '@/i18n';
import { readUserDetails } from '@/features/auth/user-details';
import { formatPaise } from '@/features/wallet/money';
import { getWalletFreePaise } from './commerce-api';
import styles from '@/features/shop/shop.module.css';

export type PayChoice = { useWallet: boolean; coupon: string };
type Labels = { useWallet: string; walletBalance: string; coupon: string; couponHint: string };

/** The wallet's spendable balance of the signed-in user (null until known or when signed out). */
export function useWalletBalance(): number | null {
  const [paise, setPaise] = useState<number | null>(null);
  useEffect(() => {
    const me = readUserDetails();
    if (me) getWalletFreePaise(me.id).then(setPaise, () => setPaise(null));
  }, []);
  return paise;
}

/**
 * How an order is paid, the same for the shop and pooja booking: "use my wallet balance first" (the rest goes
 * through the gateway) and a coupon code, which the server checks when the order is placed.
 */
export function PaymentOptions({ value, onChange, balancePaise, t }: { value: PayChoice; onChange: (v: PayChoice) => void; balancePaise: number | null; t: Labels }) {
  const couponId = useId();
  const hintId = useId();
  return (
    <div>
      <div className={styles.field}>
        <label htmlFor={couponId}>{t.coupon}</label>
        <input
          id={couponId}
          value={value.coupon}
          maxLength={40}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(e) => onChange({ ...value, coupon: e.target.value.toUpperCase().replace(/\s/g, '') })}
        />
        <p id={hintId} className={styles.muted}>{t.couponHint}</p>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={value.useWallet} onChange={(e) => onChange({ ...value, useWallet: e.target.checked })} />
        {t.useWallet}
      </label>
      {balancePaise !== null && <p className={styles.muted} data-testid="wallet-balance">{format(t.walletBalance, { amount: formatPaise(balancePaise) })}</p>}
    </div>
  );
}

/** Splits a total into the wallet's part and the online part, as the server does (wallet first). */
export function splitPayment(totalPaise: number, choice: PayChoice, balancePaise: number | null) {
  const walletPaise = choice.useWallet ? Math.min(totalPaise, Math.max(0, balancePaise ?? 0)) : 0;
  return { walletPaise, onlinePaise: totalPaise - walletPaise };
}
