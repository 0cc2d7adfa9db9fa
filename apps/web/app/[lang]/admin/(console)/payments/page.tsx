import { WalletAdmin } from '@/features/wallet-admin/wallet-admin';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/payments (the layout has checked the admin). */
export default function PaymentsAdminPage() {
  return <WalletAdmin view="payments" />;
}
