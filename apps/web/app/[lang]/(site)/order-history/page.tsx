import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { OrderHistoryPage } from '@/features/wallet/order-history-page';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).pages.orderHistory, robots: { index: false } };
}

/** /order-history: a static shell; the orders are read per user in the browser. */
export default function OrderHistory() {
  return <OrderHistoryPage />;
}
