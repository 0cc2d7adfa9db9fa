import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Categories that other seed items name by slug. */
export const items: SeedItem<'category'>[] = [
  {
    slug: 'astrology-basics',
    position: 1,
    appliesTo: ['blog', 'video', 'story', 'podcast'],
    title: { en: 'Astrology Basics', hi: 'ज्योतिष की मूल बातें' },
    summary: {
      en: 'Signs, houses, planets and dashas explained simply, for readers new to Jyotish.',
      hi: 'राशियाँ, भाव, ग्रह और दशाएँ सरल शब्दों में, ज्योतिष में नए पाठकों के लिए।',
    },
    image: img('category', 'astrology-basics'),
  },
  {
    slug: 'planets-and-transits',
    position: 2,
    appliesTo: ['blog', 'remedies', 'news', 'video', 'story'],
    title: { en: 'Planets and Transits', hi: 'ग्रह और गोचर' },
    summary: {
      en: 'What the nine grahas signify and how their movement through the signs is read.',
      hi: 'नौ ग्रह किन बातों के कारक हैं और राशियों में उनकी चाल को कैसे पढ़ा जाता है।',
    },
    image: img('category', 'planets-and-transits'),
  },
  {
    slug: 'muhurat-and-panchang',
    position: 3,
    appliesTo: ['blog', 'vrat', 'festivals', 'news'],
    title: { en: 'Muhurat and Panchang', hi: 'मुहूर्त और पंचांग' },
    summary: {
      en: 'Tithi, nakshatra, yoga and karana: the Hindu calendar and the art of auspicious timing.',
      hi: 'तिथि, नक्षत्र, योग और करण: हिंदू पंचांग और शुभ समय निकालने की कला।',
    },
    image: img('category', 'muhurat-and-panchang'),
  },
  {
    slug: 'rituals-and-worship',
    position: 4,
    appliesTo: ['remedies', 'aarti', 'pooja', 'video', 'podcast'],
    title: { en: 'Rituals and Worship', hi: 'पूजा-पाठ और अनुष्ठान' },
    summary: {
      en: 'Aartis, mantras, pujas and simple daily practices, with their meaning.',
      hi: 'आरतियाँ, मंत्र, पूजाएँ और सरल दैनिक अभ्यास, उनके अर्थ सहित।',
    },
    image: img('category', 'rituals-and-worship'),
  },
  {
    slug: 'home-and-vastu',
    position: 5,
    appliesTo: ['vastu', 'video', 'story'],
    title: { en: 'Home and Vastu', hi: 'घर और वास्तु' },
    summary: {
      en: 'Directions, light and order at home, explained with practical sense.',
      hi: 'घर में दिशाएँ, प्रकाश और व्यवस्था, व्यावहारिक समझ के साथ।',
    },
    image: img('category', 'home-and-vastu'),
  },
  {
    slug: 'fasting-and-festivals',
    position: 6,
    appliesTo: ['vrat', 'festivals', 'story', 'gallery'],
    title: { en: 'Fasts and Festivals', hi: 'व्रत और त्योहार' },
    summary: {
      en: 'When and why we fast and celebrate, and how families observe each day.',
      hi: 'हम कब और क्यों व्रत रखते और उत्सव मनाते हैं, और परिवार हर दिन को कैसे मनाते हैं।',
    },
    image: img('category', 'fasting-and-festivals'),
  },
  {
    slug: 'gemstones-and-rudraksha',
    position: 7,
    appliesTo: ['products'],
    title: { en: 'Gemstones, Rudraksha and Yantras', hi: 'रत्न, रुद्राक्ष और यंत्र' },
    summary: {
      en: 'Spiritual articles from our shop, each with honest notes on use and care.',
      hi: 'हमारी दुकान की आध्यात्मिक वस्तुएँ, उपयोग और देखभाल की स्पष्ट जानकारी के साथ।',
    },
    image: img('category', 'gemstones-and-rudraksha'),
  },
  {
    slug: 'divination',
    position: 8,
    appliesTo: ['tarot', 'numerology', 'video'],
    title: { en: 'Tarot and Numerology', hi: 'टैरो और अंक ज्योतिष' },
    summary: {
      en: 'Cards and numbers as tools for reflection: meanings written by our own readers.',
      hi: 'आत्म-चिंतन के साधन के रूप में कार्ड और अंक: हमारे अपने विशेषज्ञों द्वारा लिखे अर्थ।',
    },
    image: img('category', 'divination'),
  },
  {
    slug: 'sky-watch',
    position: 9,
    appliesTo: ['news', 'gallery'],
    title: { en: 'Sky Watch', hi: 'आकाश दर्शन' },
    summary: {
      en: 'Eclipses, meteor showers and planetary events, with what you can see from India.',
      hi: 'ग्रहण, उल्का वर्षा और ग्रहों की घटनाएँ, और भारत से क्या देखा जा सकता है।',
    },
    image: img('gallery', 'sky-1'),
  },
];
