import { contentDetailRoute } from '@/features/content/routes';
import { BuyPanel } from '@/features/shop/buy-panel';
import { shopMessages } from '@/features/shop/messages';

// the page is cached like any content page; the buy panel reads prices and stock in the browser
const route = contentDetailRoute('products', {
  panel: (lang, item) => {
    const t = shopMessages[lang];
    return <BuyPanel slug={item.slug} lang={lang} t={{ buy: t.buy, common: t.common, cart: t.cart }} />;
  },
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
