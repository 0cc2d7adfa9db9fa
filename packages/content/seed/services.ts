import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** The home page's services grid, in display order. */
export const items: SeedItem<'services'>[] = [
  {
    slug: 'talk-to-astrologer',
    position: 1,
    title: { en: 'Talk to Astrologer', hi: 'ज्योतिषी से बात करें' },
    summary: {
      en: 'A private phone consultation with an astrologer of your choice, billed by the minute from your wallet.',
      hi: 'अपनी पसंद के ज्योतिषी से निजी फ़ोन परामर्श, आपके वॉलेट से प्रति मिनट शुल्क।',
    },
    body: {
      en: '<p>Choose an astrologer by language, expertise and rating, and talk privately on the phone. Keep your birth date, time and place ready so the astrologer can open your chart at once.</p><h2>Good to know</h2><ul><li>The charge per minute is shown before you call.</li><li>You can end the call at any time.</li><li>Astrologers give guidance, not medical, legal or financial advice.</li></ul>',
      hi: '<p>भाषा, विशेषज्ञता और रेटिंग के आधार पर ज्योतिषी चुनें और फ़ोन पर निजी रूप से बात करें। अपनी जन्म तिथि, समय और स्थान तैयार रखें ताकि ज्योतिषी तुरंत आपकी कुंडली खोल सकें।</p><h2>जानने योग्य बातें</h2><ul><li>प्रति मिनट शुल्क कॉल से पहले दिखाया जाता है।</li><li>आप किसी भी समय कॉल समाप्त कर सकते हैं।</li><li>ज्योतिषी मार्गदर्शन देते हैं, चिकित्सा, क़ानूनी या वित्तीय सलाह नहीं।</li></ul>',
    },
    image: img('services', 'talk'),
    href: '/astrology-services/talk-to-astrologer',
    cta: { en: 'Talk now', hi: 'अभी बात करें' },
  },
  {
    slug: 'chat-with-astrologer',
    position: 2,
    title: { en: 'Chat with Astrologer', hi: 'ज्योतिषी से चैट करें' },
    summary: {
      en: 'Type your question and chat in real time, at your own pace. Ideal when you cannot talk aloud.',
      hi: 'अपना प्रश्न लिखें और अपनी गति से तुरंत चैट करें। जब ज़ोर से बात करना संभव न हो, तब के लिए आदर्श।',
    },
    body: {
      en: '<p>Chat lets you ask questions in writing and read the answers again later. Share your birth details at the start of the chat; you can attach your saved kundli with one tap.</p><ul><li>The charge per minute is shown before the chat begins.</li><li>Your conversation stays in your order history.</li></ul>',
      hi: '<p>चैट में आप लिखकर प्रश्न पूछ सकते हैं और उत्तर बाद में फिर से पढ़ सकते हैं। चैट की शुरुआत में अपना जन्म विवरण दें; अपनी सहेजी हुई कुंडली एक टैप में जोड़ सकते हैं।</p><ul><li>प्रति मिनट शुल्क चैट शुरू होने से पहले दिखाया जाता है।</li><li>आपकी बातचीत आपके ऑर्डर इतिहास में सुरक्षित रहती है।</li></ul>',
    },
    image: img('services', 'chat'),
    href: '/astrology-services/chat-with-astrologer',
    cta: { en: 'Start chat', hi: 'चैट शुरू करें' },
  },
  {
    slug: 'free-kundli',
    position: 3,
    title: { en: 'Free Kundli', hi: 'निःशुल्क कुंडली' },
    summary: {
      en: 'Your complete birth chart: lagna, planets, nakshatra, navamsha and Vimshottari dasha, free.',
      hi: 'आपकी पूरी जन्म कुंडली: लग्न, ग्रह, नक्षत्र, नवांश और विंशोत्तरी दशा, निःशुल्क।',
    },
    body: {
      en: '<p>Enter your date, time and place of birth to see your North or South Indian chart, planetary positions, nakshatra, navamsha and dasha periods. Save it to your profile to use it in consultations.</p>',
      hi: '<p>अपनी जन्म तिथि, समय और स्थान दर्ज करें और उत्तर या दक्षिण भारतीय शैली की कुंडली, ग्रह स्थिति, नक्षत्र, नवांश और दशा अवधियाँ देखें। परामर्श में उपयोग के लिए इसे अपनी प्रोफ़ाइल में सहेजें।</p>',
    },
    image: img('services', 'free-kundli'),
    href: '/astrology-services/free-kundli',
    cta: { en: 'Get kundli', hi: 'कुंडली बनाएँ' },
  },
  {
    slug: 'kundli-matching',
    position: 4,
    title: { en: 'Kundli Matching', hi: 'कुंडली मिलान' },
    summary: {
      en: 'Ashtakoot guna milan out of 36, Manglik analysis with cancellations, explained in plain words.',
      hi: '36 में से अष्टकूट गुण मिलान, परिहार सहित मांगलिक विश्लेषण, सरल शब्दों में।',
    },
    body: {
      en: '<p>Enter the birth details of both partners to see the eight kootas, the total score and a Manglik check that takes the classical cancellations into account. A score is a starting point for conversation, not a verdict; an astrologer can look at both charts in full.</p>',
      hi: '<p>दोनों के जन्म विवरण दर्ज करें और आठों कूट, कुल गुण और शास्त्रीय परिहारों को ध्यान में रखकर मांगलिक विचार देखें। अंक बातचीत की शुरुआत है, अंतिम निर्णय नहीं; ज्योतिषी दोनों कुंडलियों को पूरा देख सकते हैं।</p>',
    },
    image: img('services', 'matching'),
    href: '/astrology-services/kundli-matching',
    cta: { en: 'Match now', hi: 'मिलान करें' },
  },
  {
    slug: 'live-astrologers',
    position: 5,
    title: { en: 'Guruji Live', hi: 'गुरुजी लाइव' },
    summary: {
      en: 'Join live sessions where astrologers answer questions and discuss the week\'s planetary movements.',
      hi: 'लाइव सत्रों से जुड़ें, जहाँ ज्योतिषी प्रश्नों के उत्तर देते हैं और सप्ताह की ग्रह चाल पर चर्चा करते हैं।',
    },
    body: {
      en: '<p>Live sessions are free to watch. Sessions in progress are shown at the top; others show when they start next.</p>',
      hi: '<p>लाइव सत्र देखना निःशुल्क है। चल रहे सत्र सबसे ऊपर दिखते हैं; बाकी सत्रों का अगला समय दिखाया जाता है।</p>',
    },
    image: img('services', 'live'),
    href: '/astrology-services/live-astrologers',
    cta: { en: 'Watch live', hi: 'लाइव देखें' },
  },
  {
    slug: 'horoscope',
    position: 6,
    title: { en: 'Horoscope', hi: 'राशिफल' },
    summary: {
      en: 'Daily, weekly, monthly and yearly horoscopes for the twelve Moon signs.',
      hi: 'बारह राशियों के लिए दैनिक, साप्ताहिक, मासिक और वार्षिक राशिफल।',
    },
    body: {
      en: '<p>Our horoscopes are read from the Moon sign, as in the Indian tradition. Do not know your Moon sign? Make your free kundli first.</p>',
      hi: '<p>हमारे राशिफल भारतीय परंपरा के अनुसार चंद्र राशि से पढ़े जाते हैं। अपनी चंद्र राशि नहीं जानते? पहले अपनी निःशुल्क कुंडली बनाएँ।</p>',
    },
    image: img('services', 'horoscope'),
    href: '/horoscope/daily',
    cta: { en: 'Read today', hi: 'आज का पढ़ें' },
  },
  {
    slug: 'book-a-pooja',
    position: 7,
    title: { en: 'Book a Pooja', hi: 'पूजा बुक करें' },
    summary: {
      en: 'Satyanarayan katha, Rudrabhishek, Navgraha shanti and more, performed by experienced pandits.',
      hi: 'सत्यनारायण कथा, रुद्राभिषेक, नवग्रह शांति आदि, अनुभवी पंडितों द्वारा।',
    },
    body: {
      en: '<p>Choose a pooja, the date and the names (sankalp) to be included. You will receive the details of the ceremony and, where offered, a recording.</p>',
      hi: '<p>पूजा, तिथि और संकल्प में शामिल किए जाने वाले नाम चुनें। आपको अनुष्ठान का विवरण और जहाँ उपलब्ध हो, उसकी रिकॉर्डिंग मिलेगी।</p>',
    },
    image: img('services', 'pooja'),
    href: '/pooja',
    cta: { en: 'See poojas', hi: 'पूजाएँ देखें' },
  },
  {
    slug: 'astro-fm',
    position: 8,
    title: { en: 'Astro FM', hi: 'एस्ट्रो एफ़एम' },
    summary: {
      en: 'Listen to short episodes on astrology, festivals and kathas while you browse.',
      hi: 'साइट देखते हुए ज्योतिष, त्योहारों और कथाओं पर छोटे एपिसोड सुनें।',
    },
    body: {
      en: '<p>Astro FM is our audio corner. Episodes keep playing in a small player while you move between pages.</p>',
      hi: '<p>एस्ट्रो एफ़एम हमारा ऑडियो कोना है। पृष्ठ बदलते समय भी एपिसोड एक छोटे प्लेयर में चलते रहते हैं।</p>',
    },
    image: img('services', 'podcast'),
    href: '/audio-podcast',
    cta: { en: 'Listen', hi: 'सुनें' },
  },
];
