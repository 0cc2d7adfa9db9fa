import type { MetadataRoute } from 'next';

/**
 * The web app manifest (/manifest.webmanifest): installable on Android Chrome and desktop Chromium. One manifest
 * serves both languages, so its names carry both; the app opens on the visitor's language (the lang cookie).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Nakshatra · नक्षत्र: astrology and guidance',
    short_name: 'Nakshatra',
    description: 'Horoscopes, free kundli, matching and consultations with astrologers, in English and Hindi. राशिफल, निःशुल्क कुंडली, मिलान और ज्योतिषियों से परामर्श।',
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: '#fcfaff',
    theme_color: '#c2410c',
    categories: ['lifestyle', 'entertainment'],
    icons: [
      { src: '/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/assets/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/assets/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
