import type { SeedItem, SeedText } from '../src/seed-types';
import { img } from './text/util';

type Pic = [folder: string, name: string, caption: SeedText];
const pics = (list: Pic[]) => list.map(([folder, name, caption]) => ({ url: img(folder, name), caption }));

/** Albums of our own SVG artwork (gallery pictures plus illustrations made for other pages). */
export const items: SeedItem<'gallery'>[] = [
  {
    slug: 'mandalas-and-yantras',
    category: 'rituals-and-worship',
    title: { en: 'Mandalas and Yantras', hi: 'मंडल और यंत्र' },
    summary: { en: 'Sacred geometry in the colours of Nakshatra: petals, rings and interlocking triangles.', hi: 'नक्षत्र के रंगों में पवित्र ज्यामिति: पंखुड़ियाँ, वलय और परस्पर गुँथे त्रिकोण।' },
    body: { en: '<p>A mandala is a circle that gathers the mind towards its centre. These designs were drawn for our site; feel free to use them as a focus for a few minutes of quiet breathing.</p>', hi: '<p>मंडल एक वृत्त है जो मन को अपने केंद्र की ओर समेटता है। ये आकृतियाँ हमारी साइट के लिए बनाई गई हैं; कुछ मिनट शांत श्वास के लिए इन्हें ध्यान का केंद्र बना सकते हैं।</p>' },
    image: img('gallery', 'mandala-1'),
    images: pics([
      ['gallery', 'mandala-1', { en: 'Twelve-petal mandala at night', hi: 'रात में बारह पंखुड़ियों वाला मंडल' }],
      ['gallery', 'mandala-2', { en: 'Eight-petal mandala at dusk', hi: 'संध्या में आठ पंखुड़ियों वाला मंडल' }],
      ['gallery', 'mandala-3', { en: 'Maroon mandala', hi: 'मरून मंडल' }],
      ['gallery', 'yantra-1', { en: 'A yantra with four gates', hi: 'चार द्वारों वाला यंत्र' }],
      ['products', 'shri-yantra', { en: 'Shri Yantra design', hi: 'श्री यंत्र की आकृति' }],
    ]),
  },
  {
    slug: 'night-sky',
    category: 'sky-watch',
    title: { en: 'The Night Sky', hi: 'रात्रि का आकाश' },
    summary: { en: 'Moon, planets and meteors: illustrations from our Sky Watch pages.', hi: 'चंद्रमा, ग्रह और उल्काएँ: हमारे आकाश दर्शन पृष्ठों के चित्र।' },
    body: { en: '<p>Illustrations of the sky as our astrologers love it. Send us your own photographs of the Moon and planets taken from India, and we will add a selection here.</p>', hi: '<p>आकाश के वे चित्र जो हमारे ज्योतिषियों को प्रिय हैं। भारत से ली गई चंद्रमा और ग्रहों की अपनी तस्वीरें हमें भेजें, चुनी हुई तस्वीरें हम यहाँ जोड़ेंगे।</p>' },
    image: img('gallery', 'sky-1'),
    images: pics([
      ['gallery', 'sky-1', { en: 'The Moon and Jupiter', hi: 'चंद्रमा और गुरु' }],
      ['gallery', 'sky-2', { en: 'Saturn and its rings', hi: 'शनि और उसके वलय' }],
      ['gallery', 'sky-3', { en: 'A meteor shower', hi: 'उल्का वर्षा' }],
      ['news', 'eclipse-calendar', { en: 'An eclipse', hi: 'ग्रहण' }],
      ['blog', 'nakshatra', { en: 'Crescent Moon among the stars', hi: 'तारों के बीच अर्धचंद्र' }],
    ]),
  },
  {
    slug: 'the-nine-planets',
    category: 'planets-and-transits',
    title: { en: 'The Nine Planets', hi: 'नवग्रह' },
    summary: { en: 'Our illustrations of the navagraha, from Surya to Ketu.', hi: 'सूर्य से केतु तक, नवग्रहों के हमारे चित्र।' },
    body: { en: '<p>Each planet has its own colour in tradition: red for the Sun and Mars, white for the Moon and Venus, green for Mercury, yellow for Jupiter, dark blue for Saturn, smoky tones for Rahu and Ketu.</p>', hi: '<p>परंपरा में हर ग्रह का अपना रंग है: सूर्य और मंगल के लिए लाल, चंद्र और शुक्र के लिए सफ़ेद, बुध के लिए हरा, गुरु के लिए पीला, शनि के लिए गहरा नीला, और राहु-केतु के लिए धुएँ जैसे रंग।</p>' },
    image: img('remedies', 'sun'),
    images: pics([
      ['remedies', 'sun', { en: 'Surya', hi: 'सूर्य' }],
      ['remedies', 'moon', { en: 'Chandra', hi: 'चंद्र' }],
      ['remedies', 'mars', { en: 'Mangal', hi: 'मंगल' }],
      ['remedies', 'mercury', { en: 'Budh', hi: 'बुध' }],
      ['remedies', 'jupiter', { en: 'Guru', hi: 'गुरु' }],
      ['remedies', 'venus', { en: 'Shukra', hi: 'शुक्र' }],
      ['remedies', 'saturn', { en: 'Shani', hi: 'शनि' }],
      ['remedies', 'rahu', { en: 'Rahu', hi: 'राहु' }],
      ['remedies', 'ketu', { en: 'Ketu', hi: 'केतु' }],
    ]),
  },
  {
    slug: 'lotus-and-lamp',
    category: 'rituals-and-worship',
    title: { en: 'Lotus and Lamp', hi: 'कमल और दीप' },
    summary: { en: 'The two quiet symbols of Indian worship: the lotus that rises clean from the mud, and the lamp that dispels darkness.', hi: 'भारतीय पूजा के दो शांत प्रतीक: कीचड़ से निर्मल उठने वाला कमल, और अंधकार मिटाने वाला दीपक।' },
    body: { en: '<p>"Tamaso ma jyotirgamaya": lead me from darkness to light.</p>', hi: '<p>"तमसो मा ज्योतिर्गमय": मुझे अंधकार से प्रकाश की ओर ले चलो।</p>' },
    image: img('gallery', 'lotus-1'),
    images: pics([
      ['gallery', 'lotus-1', { en: 'Lotus at dusk', hi: 'संध्या में कमल' }],
      ['gallery', 'lotus-2', { en: 'Lotus on cream', hi: 'क्रीम पृष्ठभूमि पर कमल' }],
      ['gallery', 'diya-1', { en: 'Three diyas', hi: 'तीन दीये' }],
      ['festivals', 'diwali', { en: 'Diwali lamps', hi: 'दीवाली के दीये' }],
      ['vrat', 'amavasya', { en: 'A lamp on Amavasya', hi: 'अमावस्या का दीपक' }],
    ]),
  },
  {
    slug: 'temple-and-puja',
    category: 'rituals-and-worship',
    title: { en: 'Temple and Puja', hi: 'मंदिर और पूजा' },
    summary: { en: 'Bell, conch, kalash and the objects of daily worship.', hi: 'घंटी, शंख, कलश और दैनिक पूजा की वस्तुएँ।' },
    body: { en: '<p>The sound of the bell and the conch begins the aarti; the kalash holds the waters of all sacred rivers.</p>', hi: '<p>घंटी और शंख की ध्वनि से आरती आरंभ होती है; कलश में सभी पवित्र नदियों का जल माना जाता है।</p>' },
    image: img('gallery', 'temple-1'),
    images: pics([
      ['gallery', 'temple-1', { en: 'Bell and conch', hi: 'घंटी और शंख' }],
      ['gallery', 'temple-2', { en: 'Kalash', hi: 'कलश' }],
      ['aarti', 'om-jai-shiv-omkara', { en: 'Shiva lingam with crescent', hi: 'अर्धचंद्र सहित शिवलिंग' }],
      ['aarti', 'jai-ganesh-deva', { en: 'Modaks for Ganesha', hi: 'गणेश जी के लिए मोदक' }],
      ['pooja', 'satyanarayan-katha', { en: 'Kalash and conch for a katha', hi: 'कथा के लिए कलश और शंख' }],
    ]),
  },
  {
    slug: 'festival-colours',
    category: 'fasting-and-festivals',
    title: { en: 'Festival Colours', hi: 'त्योहारों के रंग' },
    summary: { en: 'Kites, colours, rakhis and lamps: a year of Indian festivals in pictures.', hi: 'पतंगें, रंग, राखियाँ और दीये: चित्रों में भारतीय त्योहारों का एक वर्ष।' },
    body: { en: '<p>From the kites of Makar Sankranti to the evening arghya of Chhath.</p>', hi: '<p>मकर संक्रांति की पतंगों से छठ के संध्या अर्घ्य तक।</p>' },
    image: img('festivals', 'holi'),
    images: pics([
      ['festivals', 'makar-sankranti', { en: 'Makar Sankranti kites', hi: 'मकर संक्रांति की पतंगें' }],
      ['festivals', 'holi', { en: 'Holi colours', hi: 'होली के रंग' }],
      ['festivals', 'raksha-bandhan', { en: 'A rakhi', hi: 'राखी' }],
      ['festivals', 'janmashtami', { en: 'Flute and peacock feather', hi: 'बाँसुरी और मोरपंख' }],
      ['festivals', 'navratri', { en: 'Dandiya and trishul', hi: 'डांडिया और त्रिशूल' }],
      ['festivals', 'dussehra', { en: 'Bow and arrow of Dussehra', hi: 'दशहरे का धनुष-बाण' }],
      ['festivals', 'chhath-puja', { en: 'Chhath arghya at sunset', hi: 'सूर्यास्त पर छठ का अर्घ्य' }],
    ]),
  },
];
