import { contentDetailRoute } from '@/features/content/routes';
import { BookingPanel } from '@/features/orders/booking-panel';
import { orderMessages } from '@/features/orders/messages';
import { shopMessages } from '@/features/shop/messages';

// the page is cached like any content page; the booking panel reads packages and free seats in the browser
const route = contentDetailRoute('pooja', {
  panel: (lang, item) => {
    const o = orderMessages[lang];
    const s = shopMessages[lang];
    return <BookingPanel slug={item.slug} lang={lang} t={{ booking: o.booking, pay: o.pay, errors: o.errors, address: s.address, common: s.common, addAddress: s.checkout.addAddress }} />;
  },
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
