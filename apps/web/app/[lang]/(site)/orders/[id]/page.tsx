import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/i18n';
import { orderMessages } from '@/features/orders/messages';
import { OrderPage } from '@/features/orders/order-page';
import { shopMessages } from '@/features/shop/messages';

// a private page: rendered per request, never kept as a static page (one copy per id would pile up)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: orderMessages[toLocale((await params).lang)].pages.order, robots: { index: false } };
}

/** /orders/[id]: a shop order or pooja booking of the signed-in user (read in the browser, owner or admin only). */
export default async function Order({ params }: Props) {
  const { lang: raw, id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const lang = toLocale(raw);
  const s = shopMessages[lang].common;
  return <OrderPage id={id.toLowerCase()} lang={lang} t={orderMessages[lang]} common={{ loading: s.loading, loadFailed: s.loadFailed, retry: s.retry, logIn: s.logIn }} />;
}
