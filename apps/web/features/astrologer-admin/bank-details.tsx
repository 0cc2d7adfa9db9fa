'use client';

import { useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { post } from './api';
import { astrologerAdminMessages } from './messages';
import { Notice } from './parts';
import type { Application } from './types';
import styles from './astrologer-admin.module.css';

type Revealed = { account_name: string; account_number: string; ifsc: string };

/** Bank details, the number masked; "reveal" asks the API (POST …/reveal_bank, audited) for the full number. */
export function BankDetails({ id, bank }: { id: string; bank: Application['bank'] }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].detail;
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!bank) return <p>{t.bankNone}</p>;

  async function reveal() {
    setIsBusy(true);
    const r = await post<Revealed>(`/api/admin/astrologers/${id}/reveal_bank`, {}, lang);
    setIsBusy(false);
    if (r.ok) {
      setRevealed(r.data);
      setError(null);
    } else setError(r.message);
  }

  return (
    <>
      <dl className={styles.facts}>
        <dt>{t.accountName}</dt>
        <dd>{revealed?.account_name ?? bank.account_name}</dd>
        <dt>{t.accountNumber}</dt>
        <dd className={styles.mono} data-testid="bank-account-number">
          {revealed?.account_number ?? bank.account_number_masked}
        </dd>
        <dt>{t.ifsc}</dt>
        <dd className={styles.mono}>{revealed?.ifsc ?? bank.ifsc}</dd>
      </dl>
      <div className={styles.buttons}>
        {revealed ? (
          <button type="button" className={styles.secondary} onClick={() => setRevealed(null)}>
            {t.hide}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => void reveal()} disabled={isBusy}>
            {isBusy ? t.revealing : t.reveal}
          </button>
        )}
      </div>
      <p className={styles.note}>{t.revealNote}</p>
      <Notice message={error ? { ok: false, text: error } : null} />
    </>
  );
}
