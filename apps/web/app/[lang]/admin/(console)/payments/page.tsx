import { WalletAdmin } from '@/features/wallet-admin/wallet-admin';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/payments (the layout has checked the admin). */
export default function PaymentsAdminPage() {
  return <WalletAdmin view="payments" />;
}
