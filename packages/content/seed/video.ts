import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Demo videos. The videos themselves are not produced yet: `videoUrl` is required by the type, so every item
 * points at the same placeholder address on our own origin, which the admin replaces with an uploaded file or
 * a YouTube /embed/ address. Titles, descriptions and thumbnails are real.
 */
const PLACEHOLDER_VIDEO = '/upload/demo/video-placeholder.mp4';

export const items: SeedItem<'video'>[] = [
  {
    slug: 'how-to-read-your-kundli',
    category: 'astrology-basics',
    title: { en: 'How to Read Your Kundli in Ten Minutes', hi: 'दस मिनट में अपनी कुंडली पढ़ना सीखें' },
    summary: {
      en: 'Lagna, the twelve houses, planets and dasha: a calm walk through a sample North Indian chart.',
      hi: 'लग्न, बारह भाव, ग्रह और दशा: उत्तर भारतीय शैली की एक उदाहरण कुंडली की शांत यात्रा।',
    },
    body: {
      en: '<p>Using a sample chart, we locate the lagna, count the houses anticlockwise, identify the ruler of the tenth house and read the running Vimshottari dasha. Keep your own free kundli open and follow along.</p>',
      hi: '<p>एक उदाहरण कुंडली में हम लग्न खोजते हैं, भावों को वामावर्त गिनते हैं, दशम भाव के स्वामी को पहचानते हैं और चल रही विंशोत्तरी दशा पढ़ते हैं। अपनी निःशुल्क कुंडली खोलकर साथ-साथ चलें।</p>',
    },
    image: img('video', 'kundli-basics'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 600,
  },
  {
    slug: 'sade-sati-myths-and-facts',
    category: 'planets-and-transits',
    title: { en: 'Sade Sati: Myths and Facts', hi: 'साढ़ेसाती: भ्रम और तथ्य' },
    summary: {
      en: 'Why Saturn\'s seven and a half years are not a curse, and what actually helps during each phase.',
      hi: 'शनि के साढ़े सात वर्ष श्राप क्यों नहीं हैं, और हर चरण में वास्तव में क्या सहायक है।',
    },
    body: {
      en: '<p>We separate five common fears from what the texts say, explain the three phases, and end with a simple Saturday routine of prayer, service and planning.</p>',
      hi: '<p>हम पाँच आम डरों को शास्त्रों की बातों से अलग करते हैं, तीनों चरण समझाते हैं, और अंत में प्रार्थना, सेवा और योजना की एक सरल शनिवार दिनचर्या बताते हैं।</p>',
    },
    image: img('video', 'sade-sati-myths'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 540,
  },
  {
    slug: 'evening-aarti-at-home',
    category: 'rituals-and-worship',
    title: { en: 'Doing the Evening Aarti at Home', hi: 'घर पर संध्या आरती कैसे करें' },
    summary: {
      en: 'Lamp, bell, flowers and the order of the aarti, for families starting a daily practice.',
      hi: 'दीपक, घंटी, फूल और आरती का क्रम, उन परिवारों के लिए जो दैनिक अभ्यास शुरू कर रहे हैं।',
    },
    body: {
      en: '<p>A step-by-step guide to a simple evening aarti: preparing the lamp, how the plate is circled before the deity, and sharing the flame and prasad afterwards.</p>',
      hi: '<p>सरल संध्या आरती की क्रमवार जानकारी: दीपक तैयार करना, देवता के सामने थाली कैसे घुमाई जाती है, और बाद में आरती व प्रसाद बाँटना।</p>',
    },
    image: img('video', 'diya-aarti-at-home'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 420,
  },
  {
    slug: 'navgraha-mantras-for-beginners',
    category: 'rituals-and-worship',
    title: { en: 'Navgraha Mantras for Beginners', hi: 'शुरुआत करने वालों के लिए नवग्रह मंत्र' },
    summary: {
      en: 'The short name mantras of the nine planets, pronounced slowly, with the weekday for each.',
      hi: 'नौ ग्रहों के छोटे नाम मंत्र, धीरे-धीरे उच्चारण के साथ, और हर ग्रह का वार।',
    },
    body: {
      en: '<p>From "Om Ghrini Suryaya Namah" to "Om Kem Ketave Namah": each mantra is recited three times with its meaning and the day on which it is traditionally chanted.</p>',
      hi: '<p>"ॐ घृणि सूर्याय नमः" से "ॐ कें केतवे नमः" तक: हर मंत्र का तीन बार जप, उसके अर्थ और पारंपरिक दिन के साथ।</p>',
    },
    image: img('video', 'navgraha-mantras'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 780,
  },
  {
    slug: 'vastu-for-the-main-entrance',
    category: 'home-and-vastu',
    title: { en: 'Vastu for the Main Entrance', hi: 'मुख्य द्वार का वास्तु' },
    summary: {
      en: 'Light, cleanliness, the nameplate and the threshold: practical vastu for flats and houses alike.',
      hi: 'प्रकाश, स्वच्छता, नामपट्टिका और देहरी: फ़्लैट और मकान दोनों के लिए व्यावहारिक वास्तु।',
    },
    body: {
      en: '<p>Not everyone can choose the direction of their door. This video shows what you can do with any entrance: lighting, a clear path, a clean threshold and a welcoming symbol.</p>',
      hi: '<p>हर कोई अपने दरवाज़े की दिशा नहीं चुन सकता। यह वीडियो दिखाता है कि किसी भी प्रवेश द्वार के लिए आप क्या कर सकते हैं: प्रकाश, खुला रास्ता, स्वच्छ देहरी और एक स्वागत चिह्न।</p>',
    },
    image: img('video', 'vastu-entrance'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 480,
  },
  {
    slug: 'your-first-tarot-spread',
    category: 'divination',
    title: { en: 'Your First Three-Card Tarot Spread', hi: 'आपका पहला तीन-कार्ड टैरो स्प्रेड' },
    summary: {
      en: 'Past, present and possibility: shuffling, drawing and reading three cards as a tool for reflection.',
      hi: 'अतीत, वर्तमान और संभावना: आत्म-चिंतन के साधन के रूप में तीन कार्ड फेंटना, निकालना और पढ़ना।',
    },
    body: {
      en: '<p>We draw three major arcana cards and read them together, showing how upright and reversed meanings change the story. Tarot is presented here as a mirror for your own thinking, not as fixed prediction.</p>',
      hi: '<p>हम मेजर आर्काना के तीन कार्ड निकालकर साथ पढ़ते हैं और दिखाते हैं कि सीधे और उल्टे अर्थ कहानी को कैसे बदलते हैं। यहाँ टैरो को निश्चित भविष्यवाणी नहीं, आपके अपने विचारों के दर्पण के रूप में प्रस्तुत किया गया है।</p>',
    },
    image: img('video', 'tarot-first-spread'),
    videoUrl: PLACEHOLDER_VIDEO,
    durationSeconds: 660,
  },
];
