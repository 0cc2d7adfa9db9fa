'use client';

import { Dialog } from '@/features/astrologers/dialog';
import type { Locale } from '@/i18n';
import { liveMessages } from './messages';

/** The path of the recharge flow that brings the visitor back to this live. */
export const rechargePath = (liveId: string, amountRupees?: number) =>
  `/recharge?${new URLSearchParams({ return: `/live/${liveId}`, ...(amountRupees ? { amount: String(Math.ceil(amountRupees)) } : {}) })}`;

/**
 * "Your balance is too low": the sentence and the way to the recharge flow. It opens in a new tab so the live keeps
 * playing here; the recharge page brings that tab back to this live afterwards.
 */
export function RechargeNotice({ lang, liveId, sentence, shortPaise, onClose }: { lang: Locale; liveId: string; sentence: string; shortPaise?: number; onClose: () => void }) {
  const t = liveMessages[lang].gifts;
  return (
    <Dialog title={t.recharge} closeLabel={t.close} onClose={onClose}>
      <p role="alert">{sentence}</p>
      <p>
        <a className="button" href={rechargePath(liveId, shortPaise ? Math.max(shortPaise / 100, 1) : undefined)} target="_blank" rel="noopener" onClick={onClose}>
          {t.recharge}
        </a>
      </p>
    </Dialog>
  );
}
