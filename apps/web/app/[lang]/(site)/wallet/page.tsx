import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { WalletPage } from '@/features/wallet/wallet-page';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).pages.wallet, robots: { index: false } };
}

/** /wallet: a static shell; the balances and transactions are read per user in the browser. */
export default function Wallet() {
  return <WalletPage />;
}
