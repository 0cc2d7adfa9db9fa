'use client';

import { useI18n } from '@/i18n/provider';
import { WalletAdminNav } from './admin-nav';
import { LedgerTotals } from './ledger-totals';
import { FlagsList, OrdersList, PaymentsList, RefundsList, TransactionsList } from './lists';
import { walletAdminMessages } from './messages';
import { SettingsForm } from './settings-form';
import type { WalletAdminView } from './views';
import styles from './wallet-admin.module.css';

const views: Record<WalletAdminView, () => React.JSX.Element> = {
  payments: PaymentsList,
  orders: OrdersList,
  transactions: TransactionsList,
  refunds: RefundsList,
  ledger: LedgerTotals,
  flags: FlagsList,
  settings: SettingsForm,
};

/** The payments section of the admin console: one of its views under the section's tabs. */
export function WalletAdmin({ view }: { view: WalletAdminView }) {
  const { lang } = useI18n();
  const t = walletAdminMessages[lang];
  const View = views[view];
  return (
    <section aria-labelledby="wallet-admin-title" className={styles.section}>
      <h1 id="wallet-admin-title">
        {t.section}: {t.tabs[view]}
      </h1>
      <WalletAdminNav current={view} />
      <p>{t.intros[view]}</p>
      <View />
    </section>
  );
}
