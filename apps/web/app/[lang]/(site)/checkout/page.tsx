import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { orderMessages } from '@/features/orders/messages';
import { CheckoutPage } from '@/features/shop/checkout-page';
import { shopMessages } from '@/features/shop/messages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: shopMessages[toLocale((await params).lang)].pages.checkout, robots: { index: false } };
}

/** /checkout: a static shell; cart, addresses and wallet are read per user in the browser. */
export default async function Checkout({ params }: Props) {
  const lang = toLocale((await params).lang);
  const t = shopMessages[lang];
  return <CheckoutPage lang={lang} t={{ checkout: t.checkout, address: t.address, common: t.common, cart: t.cart }} o={{ errors: orderMessages[lang].errors }} />;
}
