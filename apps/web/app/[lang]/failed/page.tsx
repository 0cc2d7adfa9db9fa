import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { PaymentOutcome } from '@/features/payments/payment-outcome';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ order_id?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).pages.paymentFailed, robots: { index: false } };
}

/** /failed?order_id=… renders alone (spec layout rule): the outcome of a recharge, read in the browser. */
export default async function Page({ searchParams }: Props) {
  const { order_id: orderId } = await searchParams;
  return <PaymentOutcome page="failed" orderId={typeof orderId === 'string' && /^[0-9a-f-]{36}$/i.test(orderId) ? orderId : null} />;
}
