import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { CartPage } from '@/features/shop/cart-page';
import { shopMessages } from '@/features/shop/messages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: shopMessages[toLocale((await params).lang)].pages.cart, robots: { index: false } };
}

/** /cart: a static shell; the lines are read in the browser (localStorage, or the account's cart). */
export default async function Cart({ params }: Props) {
  const lang = toLocale((await params).lang);
  const t = shopMessages[lang];
  return <CartPage lang={lang} t={{ cart: t.cart, common: t.common }} />;
}
