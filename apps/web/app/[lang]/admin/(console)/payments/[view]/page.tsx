import { notFound } from 'next/navigation';
import { walletAdminViews, type WalletAdminView } from '@/features/wallet-admin/views';
import { WalletAdmin } from '@/features/wallet-admin/wallet-admin';

/** /admin/payments/{orders|transactions|refunds|ledger|flags|settings}. */
export default async function PaymentsAdminViewPage({ params }: { params: Promise<{ view: string }> }) {
  const { view } = await params;
  if (view === 'payments' || !(walletAdminViews as readonly string[]).includes(view)) notFound();
  return <WalletAdmin view={view as WalletAdminView} />;
}
