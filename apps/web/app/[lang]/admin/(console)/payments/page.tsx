import { WalletAdmin } from '@/features/wallet-admin/wallet-admin';

/** /admin/payments (the layout has checked the admin). */
export default function PaymentsAdminPage() {
  return <WalletAdmin view="payments" />;
}
