import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Groups of gallery albums (slugs from seed/gallery.ts). */
export const items: SeedItem<'gallery_collection'>[] = [
  {
    slug: 'sacred-geometry',
    title: { en: 'Sacred Geometry', hi: 'पवित्र ज्यामिति' },
    summary: { en: 'Mandalas, yantras and the planetary circle.', hi: 'मंडल, यंत्र और ग्रहों का वृत्त।' },
    image: img('gallery', 'mandala-2'),
    galleries: ['mandalas-and-yantras', 'the-nine-planets'],
  },
  {
    slug: 'sky-and-planets',
    title: { en: 'Sky and Planets', hi: 'आकाश और ग्रह' },
    summary: { en: 'The night sky and the nine grahas.', hi: 'रात्रि का आकाश और नौ ग्रह।' },
    image: img('gallery', 'sky-2'),
    galleries: ['night-sky', 'the-nine-planets'],
  },
  {
    slug: 'festivals-of-light',
    title: { en: 'Festivals of Light', hi: 'प्रकाश के पर्व' },
    summary: { en: 'Lamps, lotuses and festival colours.', hi: 'दीये, कमल और त्योहारों के रंग।' },
    image: img('gallery', 'diya-1'),
    galleries: ['lotus-and-lamp', 'festival-colours'],
  },
  {
    slug: 'home-worship',
    title: { en: 'Worship at Home', hi: 'घर पर पूजा' },
    summary: { en: 'The objects and symbols of a household puja.', hi: 'घरेलू पूजा की वस्तुएँ और प्रतीक।' },
    image: img('gallery', 'temple-2'),
    galleries: ['temple-and-puja', 'lotus-and-lamp', 'mandalas-and-yantras'],
  },
  {
    slug: 'a-year-of-festivals',
    title: { en: 'A Year of Festivals', hi: 'त्योहारों का एक वर्ष' },
    summary: { en: 'From Sankranti to Chhath, with the rituals that go with them.', hi: 'संक्रांति से छठ तक, उनसे जुड़ी पूजा-विधियों के साथ।' },
    image: img('festivals', 'makar-sankranti'),
    galleries: ['festival-colours', 'temple-and-puja'],
  },
  {
    slug: 'all-albums',
    title: { en: 'All Albums', hi: 'सभी एल्बम' },
    summary: { en: 'Every album in the Nakshatra gallery.', hi: 'नक्षत्र गैलरी के सभी एल्बम।' },
    image: img('gallery', 'mandala-3'),
    galleries: ['mandalas-and-yantras', 'night-sky', 'the-nine-planets', 'lotus-and-lamp', 'temple-and-puja', 'festival-colours'],
  },
];
