import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * DEMO reviews shown on the site: invented reviewers, written for the demonstration. The type has no internal
 * "demo" field, so the body says so; replace them with real, consented reviews before launch.
 * `reviewer` and `about` are untranslated in the type: short names that read in both languages.
 */
const demo = {
  en: '<p><em>Demo content: a sample review written for the demonstration site, not by a real customer.</em></p>',
  hi: '<p><em>डेमो सामग्री: प्रदर्शन साइट के लिए लिखी गई नमूना समीक्षा, किसी वास्तविक ग्राहक द्वारा नहीं।</em></p>',
};

export const items: SeedItem<'review'>[] = [
  {
    slug: 'demo-review-satyanarayan',
    reviewer: 'Neha S.',
    about: 'Satyanarayan Katha',
    rating: 5,
    title: { en: 'Beautifully done, every step explained', hi: 'सुंदर ढंग से, हर चरण समझाकर' },
    summary: {
      en: 'The pandit ji called the day before, asked for our gotra and explained what we would need. The katha was clear and unhurried.',
      hi: 'पंडित जी ने एक दिन पहले फ़ोन किया, हमारा गोत्र पूछा और बताया कि क्या तैयार रखना है। कथा स्पष्ट थी और बिना जल्दबाज़ी के हुई।',
    },
    body: demo,
    image: img('testimonial', 't3'),
  },
  {
    slug: 'demo-review-chat',
    reviewer: 'Aman K.',
    about: 'Chat consultation',
    rating: 4,
    title: { en: 'Practical advice, no scare tactics', hi: 'व्यावहारिक सलाह, कोई डर नहीं' },
    summary: {
      en: 'I asked about a job change. The answer was specific about timing and honest about what the chart could and could not say.',
      hi: 'मैंने नौकरी बदलने के बारे में पूछा। उत्तर समय के बारे में स्पष्ट था और ईमानदारी से बताया गया कि कुंडली क्या कह सकती है और क्या नहीं।',
    },
    body: demo,
    image: img('testimonial', 't2'),
  },
  {
    slug: 'demo-review-shri-yantra',
    reviewer: 'Lakshmi R.',
    about: 'Shri Yantra, brass',
    rating: 5,
    title: { en: 'Fine engraving, well packed', hi: 'बारीक नक़्क़ाशी, अच्छी पैकिंग' },
    summary: {
      en: 'The lines are sharp and even. It came with a small card on how to place and worship it.',
      hi: 'रेखाएँ साफ़ और एकसमान हैं। साथ में रखने और पूजा करने के तरीक़े का छोटा कार्ड भी आया।',
    },
    body: demo,
    image: img('testimonial', 't5'),
  },
  {
    slug: 'demo-review-free-kundli',
    reviewer: 'Farhan A.',
    about: 'Free Kundli',
    rating: 4,
    title: { en: 'Clear chart and dasha table', hi: 'स्पष्ट कुंडली और दशा तालिका' },
    summary: {
      en: 'Quick to generate, and the dasha periods are easy to read. I would like more explanation of the yogas.',
      hi: 'जल्दी बन जाती है, और दशा अवधियाँ पढ़ना आसान है। योगों की थोड़ी और व्याख्या होती तो अच्छा होता।',
    },
    body: demo,
    image: img('testimonial', 't6'),
  },
  {
    slug: 'demo-review-matching',
    reviewer: 'Pooja & Rahul',
    about: 'Kundli matching',
    rating: 5,
    title: { en: 'Helped both families understand', hi: 'दोनों परिवारों को समझने में मदद मिली' },
    summary: {
      en: 'The report explained each koota in simple words, and the Manglik section showed why it was cancelled in our case.',
      hi: 'रिपोर्ट ने हर कूट को सरल शब्दों में समझाया, और मांगलिक खंड ने दिखाया कि हमारे मामले में परिहार क्यों हुआ।',
    },
    body: demo,
    image: img('testimonial', 't1'),
  },
  {
    slug: 'demo-review-astro-fm',
    reviewer: 'Gurpreet S.',
    about: 'Astro FM',
    rating: 4,
    title: { en: 'Short and useful', hi: 'छोटे और उपयोगी' },
    summary: {
      en: 'Nice that the player keeps going while I read. More episodes in Hindi, please.',
      hi: 'अच्छा लगा कि पढ़ते समय भी प्लेयर चलता रहता है। कृपया हिंदी में और एपिसोड लाइए।',
    },
    body: demo,
    image: img('testimonial', 't8'),
  },
];
