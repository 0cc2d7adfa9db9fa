import type { Locale } from '@/i18n';

/** The admin console's navigation. Each feature adds its own entry (one line) when its screens exist. */
export type AdminSection = { href: string; label: Record<Locale, string> };

export const adminSections: AdminSection[] = [
  { href: '/admin/audit', label: { en: 'Audit log', hi: 'ऑडिट लॉग' } },
  { href: '/admin/horoscopes', label: { en: 'Horoscopes', hi: 'राशिफल' } },
  { href: '/admin/content', label: { en: 'Content', hi: 'सामग्री' } },
  { href: '/admin/support', label: { en: 'Support tickets', hi: 'सहायता टिकट' } },
  { href: '/admin/payments', label: { en: 'Payments and wallet', hi: 'भुगतान और वॉलेट' } },
  { href: '/admin/orders', label: { en: 'Shop orders and poojas', hi: 'शॉप ऑर्डर और पूजा' } },
  { href: '/admin/shop-stock', label: { en: 'Shop stock', hi: 'शॉप स्टॉक' } },
  { href: '/admin/pooja-schedule', label: { en: 'Pooja schedule and coupons', hi: 'पूजा कार्यक्रम और कूपन' } },
  { href: '/admin/astrologers', label: { en: 'Astrologers', hi: 'ज्योतिषी' } },
  { href: '/admin/consultations', label: { en: 'Consultations', hi: 'परामर्श' } },
  { href: '/admin/lives', label: { en: 'Guruji Live', hi: 'गुरुजी लाइव' } },
  { href: '/admin/gifts', label: { en: 'Live gifts and settings', hi: 'लाइव उपहार और सेटिंग' } },
  { href: '/admin/payouts', label: { en: 'Payouts', hi: 'भुगतान अनुरोध' } },
  { href: '/admin/privacy', label: { en: 'Personal data requests', hi: 'निजी डेटा अनुरोध' } },
];
