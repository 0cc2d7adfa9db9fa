import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Groups of web stories (slugs from seed/story.ts). */
export const items: SeedItem<'story_collection'>[] = [
  {
    slug: 'start-here',
    title: { en: 'New to Astrology? Start Here', hi: 'ज्योतिष में नए हैं? यहाँ से शुरू करें' },
    summary: { en: 'Your Moon sign and the nine planets, in a few taps.', hi: 'आपकी चंद्र राशि और नौ ग्रह, कुछ ही टैप में।' },
    image: img('story', 'moon-sign-basics-1'),
    stories: ['moon-sign-basics', 'nine-planets'],
  },
  {
    slug: 'saturn-and-you',
    title: { en: 'Saturn and You', hi: 'शनि और आप' },
    summary: { en: 'Sade Sati without fear, and where Saturn sits among the nine.', hi: 'बिना डर के साढ़ेसाती, और नौ ग्रहों में शनि का स्थान।' },
    image: img('story', 'sade-sati-calm-1'),
    stories: ['sade-sati-calm', 'nine-planets'],
  },
  {
    slug: 'festival-season',
    title: { en: 'Festival Season', hi: 'त्योहारों का मौसम' },
    summary: { en: 'Navratri and the five days of Diwali.', hi: 'नवरात्रि और दीवाली के पाँच दिन।' },
    image: img('story', 'diwali-five-days-1'),
    stories: ['navratri-nine-nights', 'diwali-five-days'],
  },
  {
    slug: 'fasts-made-simple',
    title: { en: 'Fasts Made Simple', hi: 'व्रत, सरल शब्दों में' },
    summary: { en: 'Ekadashi and Navratri: when, why and how.', hi: 'एकादशी और नवरात्रि: कब, क्यों और कैसे।' },
    image: img('story', 'ekadashi-guide-1'),
    stories: ['ekadashi-guide', 'navratri-nine-nights'],
  },
  {
    slug: 'home-and-harmony',
    title: { en: 'Home and Harmony', hi: 'घर और सामंजस्य' },
    summary: { en: 'Vastu tips and the Moon\'s influence on mood at home.', hi: 'वास्तु सुझाव और घर में मनोदशा पर चंद्रमा का प्रभाव।' },
    image: img('story', 'vastu-home-tips-1'),
    stories: ['vastu-home-tips', 'moon-sign-basics'],
  },
  {
    slug: 'all-stories',
    title: { en: 'All Web Stories', hi: 'सभी वेब स्टोरीज़' },
    summary: { en: 'Every Nakshatra web story in one place.', hi: 'नक्षत्र की सभी वेब स्टोरीज़ एक स्थान पर।' },
    image: img('story', 'nine-planets-1'),
    stories: ['nine-planets', 'diwali-five-days', 'sade-sati-calm', 'moon-sign-basics', 'vastu-home-tips', 'ekadashi-guide', 'navratri-nine-nights'],
  },
];
