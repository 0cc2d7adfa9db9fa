import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Home carousel slides: `title` is the headline, `summary` the subline. */
export const items: SeedItem<'banners'>[] = [
  {
    slug: 'talk-to-an-astrologer',
    position: 1,
    title: { en: 'Talk to an Experienced Astrologer', hi: 'अनुभवी ज्योतिषी से बात करें' },
    summary: {
      en: 'Questions about career, marriage or family? Speak privately, in Hindi or English, whenever it suits you.',
      hi: 'करियर, विवाह या परिवार को लेकर प्रश्न हैं? अपनी सुविधा से, हिंदी या अंग्रेज़ी में, निजी रूप से बात करें।',
    },
    image: img('banners', 'talk'),
    href: '/astrology-services/talk-to-astrologer',
    cta: { en: 'Talk now', hi: 'अभी बात करें' },
  },
  {
    slug: 'free-kundli',
    position: 2,
    title: { en: 'Your Free Kundli in a Minute', hi: 'एक मिनट में आपकी निःशुल्क कुंडली' },
    summary: {
      en: 'Lagna, Moon sign, nakshatra, planets and your current dasha, calculated from your birth details.',
      hi: 'लग्न, चंद्र राशि, नक्षत्र, ग्रह और आपकी वर्तमान दशा, आपके जन्म विवरण से गणना करके।',
    },
    image: img('banners', 'kundli'),
    href: '/astrology-services/free-kundli',
    cta: { en: 'Make my kundli', hi: 'मेरी कुंडली बनाएँ' },
  },
  {
    slug: 'kundli-matching',
    position: 3,
    title: { en: 'Kundli Matching for Marriage', hi: 'विवाह के लिए कुंडली मिलान' },
    summary: {
      en: 'Ashtakoot guna milan with Manglik check and a clear explanation, not just a score.',
      hi: 'मांगलिक विचार सहित अष्टकूट गुण मिलान और स्पष्ट व्याख्या, केवल अंक नहीं।',
    },
    image: img('banners', 'matching'),
    href: '/astrology-services/kundli-matching',
    cta: { en: 'Match now', hi: 'मिलान करें' },
  },
  {
    slug: 'daily-horoscope',
    position: 4,
    title: { en: 'Your Horoscope for Today', hi: 'आज का आपका राशिफल' },
    summary: {
      en: 'Daily, weekly, monthly and yearly readings for all twelve Moon signs.',
      hi: 'सभी बारह राशियों के लिए दैनिक, साप्ताहिक, मासिक और वार्षिक राशिफल।',
    },
    image: img('banners', 'horoscope'),
    href: '/horoscope/daily',
    cta: { en: 'Read now', hi: 'अभी पढ़ें' },
  },
  {
    slug: 'planet-remedies',
    position: 5,
    title: { en: 'Simple Remedies for the Nine Planets', hi: 'नौ ग्रहों के सरल उपाय' },
    summary: {
      en: 'Mantras, charity, fasting days and conduct: traditional practices explained responsibly.',
      hi: 'मंत्र, दान, व्रत के दिन और आचरण: पारंपरिक अभ्यास, ज़िम्मेदारी से समझाए गए।',
    },
    image: img('banners', 'remedies'),
    href: '/remedies',
    cta: { en: 'Explore remedies', hi: 'उपाय देखें' },
  },
  {
    slug: 'astro-fm',
    position: 6,
    title: { en: 'Listen to Astro FM', hi: 'सुनिए एस्ट्रो एफ़एम' },
    summary: {
      en: 'Short audio episodes on planets, festivals and kathas that keep playing while you browse.',
      hi: 'ग्रहों, त्योहारों और कथाओं पर छोटे ऑडियो एपिसोड, जो साइट देखते समय भी चलते रहते हैं।',
    },
    image: img('banners', 'podcast'),
    href: '/audio-podcast',
    cta: { en: 'Listen', hi: 'सुनें' },
  },
];
