import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * DEMO testimonials: invented first names and cities, written for the demo site. They are not statements of
 * real clients. The type has no internal "demo" field, so each body says so; replace them before launch.
 */
const demoNote = {
  en: '<p><em>Demo content: a sample testimonial written for the demonstration site, not a statement by a real client.</em></p>',
  hi: '<p><em>डेमो सामग्री: प्रदर्शन साइट के लिए लिखा गया नमूना प्रशंसापत्र, किसी वास्तविक ग्राहक का कथन नहीं।</em></p>',
};

export const items: SeedItem<'testimonial'>[] = [
  {
    slug: 'demo-priya-pune',
    title: { en: 'Calm advice during Sade Sati', hi: 'साढ़ेसाती में शांत सलाह' },
    summary: {
      en: 'I was frightened when I heard my Sade Sati had begun. The astrologer explained the phases patiently and gave me a simple Saturday routine. I feel prepared now, not scared.',
      hi: 'जब सुना कि मेरी साढ़ेसाती शुरू हो गई है, तो मैं डर गई थी। ज्योतिषी जी ने धैर्य से इसके चरण समझाए और शनिवार की एक सरल दिनचर्या बताई। अब मैं डरी हुई नहीं, तैयार महसूस करती हूँ।',
    },
    body: demoNote,
    image: img('testimonial', 't1'),
    name: { en: 'Priya', hi: 'प्रिया' },
    city: { en: 'Pune', hi: 'पुणे' },
    rating: 5,
  },
  {
    slug: 'demo-rohit-lucknow',
    title: { en: 'Clear answers about my career', hi: 'करियर पर स्पष्ट उत्तर' },
    summary: {
      en: 'I chatted late at night about a job change. The reading was practical: which months to prepare, which to act. No fear, no pressure to buy anything.',
      hi: 'मैंने देर रात नौकरी बदलने के बारे में चैट की। फलादेश व्यावहारिक था: किन महीनों में तैयारी करूँ और कब कदम उठाऊँ। न कोई डर, न कुछ ख़रीदने का दबाव।',
    },
    body: demoNote,
    image: img('testimonial', 't2'),
    name: { en: 'Rohit', hi: 'रोहित' },
    city: { en: 'Lucknow', hi: 'लखनऊ' },
    rating: 5,
  },
  {
    slug: 'demo-ananya-bengaluru',
    title: { en: 'Kundli matching, explained', hi: 'कुंडली मिलान, समझाकर' },
    summary: {
      en: 'Our guna score was average and my parents were worried. The astrologer went through both charts and explained why the score was not the whole story. It helped our families talk.',
      hi: 'हमारे गुण औसत थे और मेरे माता-पिता चिंतित थे। ज्योतिषी जी ने दोनों कुंडलियाँ देखीं और समझाया कि अंक ही पूरी बात नहीं है। इससे हमारे परिवारों को बात करने में मदद मिली।',
    },
    body: demoNote,
    image: img('testimonial', 't3'),
    name: { en: 'Ananya', hi: 'अनन्या' },
    city: { en: 'Bengaluru', hi: 'बेंगलुरु' },
    rating: 4,
  },
  {
    slug: 'demo-suresh-jaipur',
    title: { en: 'A good muhurat for our shop', hi: 'हमारी दुकान के लिए शुभ मुहूर्त' },
    summary: {
      en: 'We needed an opening date that worked with our family\'s travel. The pandit ji found a good lagna on a practical day and explained every step of the puja.',
      hi: 'हमें ऐसी उद्घाटन तिथि चाहिए थी जो परिवार की यात्रा से मेल खाए। पंडित जी ने व्यावहारिक दिन पर अच्छा लग्न निकाला और पूजा का हर चरण समझाया।',
    },
    body: demoNote,
    image: img('testimonial', 't4'),
    name: { en: 'Suresh', hi: 'सुरेश' },
    city: { en: 'Jaipur', hi: 'जयपुर' },
    rating: 5,
  },
  {
    slug: 'demo-meera-london',
    title: { en: 'Pooja for my parents from abroad', hi: 'विदेश से माता-पिता के लिए पूजा' },
    summary: {
      en: 'Living in London, I could not be home for my parents\' anniversary. I booked a Satyanarayan katha in their names and watched the recording with them on a video call.',
      hi: 'लंदन में रहने के कारण मैं माता-पिता की वर्षगाँठ पर घर नहीं जा सकी। मैंने उनके नाम से सत्यनारायण कथा बुक की और वीडियो कॉल पर उनके साथ रिकॉर्डिंग देखी।',
    },
    body: demoNote,
    image: img('testimonial', 't5'),
    name: { en: 'Meera', hi: 'मीरा' },
    city: { en: 'London', hi: 'लंदन' },
    rating: 5,
  },
  {
    slug: 'demo-arjun-indore',
    title: { en: 'Astro FM on my morning walk', hi: 'सुबह की सैर पर एस्ट्रो एफ़एम' },
    summary: {
      en: 'I listen to an episode every morning. The one on nakshatras finally made the panchang make sense to me. Short, simple and in my language.',
      hi: 'मैं हर सुबह एक एपिसोड सुनता हूँ। नक्षत्रों वाले एपिसोड से आख़िरकार पंचांग मेरी समझ में आया। छोटा, सरल और मेरी भाषा में।',
    },
    body: demoNote,
    image: img('testimonial', 't6'),
    name: { en: 'Arjun', hi: 'अर्जुन' },
    city: { en: 'Indore', hi: 'इंदौर' },
    rating: 4,
  },
  {
    slug: 'demo-kavita-patna',
    title: { en: 'Honest about gemstones', hi: 'रत्नों के बारे में ईमानदार सलाह' },
    summary: {
      en: 'I asked whether I should wear a blue sapphire. The astrologer looked at my chart and advised against it, suggesting mantra and charity instead. I appreciated the honesty.',
      hi: 'मैंने पूछा कि क्या मुझे नीलम पहनना चाहिए। ज्योतिषी जी ने कुंडली देखकर मना किया और इसके बजाय मंत्र और दान की सलाह दी। मुझे यह ईमानदारी अच्छी लगी।',
    },
    body: demoNote,
    image: img('testimonial', 't7'),
    name: { en: 'Kavita', hi: 'कविता' },
    city: { en: 'Patna', hi: 'पटना' },
    rating: 5,
  },
  {
    slug: 'demo-vikram-dubai',
    title: { en: 'Easy to use from overseas', hi: 'विदेश से भी उपयोग में आसान' },
    summary: {
      en: 'I made my kundli in English and my mother read the same report in Hindi. Recharging the wallet from Dubai was simple.',
      hi: 'मैंने अपनी कुंडली अंग्रेज़ी में बनाई और मेरी माँ ने वही रिपोर्ट हिंदी में पढ़ी। दुबई से वॉलेट रिचार्ज करना भी आसान था।',
    },
    body: demoNote,
    image: img('testimonial', 't8'),
    name: { en: 'Vikram', hi: 'विक्रम' },
    city: { en: 'Dubai', hi: 'दुबई' },
    rating: 4,
  },
];
