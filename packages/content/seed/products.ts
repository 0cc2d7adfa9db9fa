import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Display side of the shop (demo catalogue). Prices in paise: ₹1 = 100. */
const care = {
  en: '<p><em>Spiritual articles are sold for worship and personal practice. No specific result (health, wealth or otherwise) is promised.</em></p>',
  hi: '<p><em>आध्यात्मिक वस्तुएँ पूजा और व्यक्तिगत साधना के लिए बेची जाती हैं। किसी विशेष परिणाम (स्वास्थ्य, धन या अन्य) का वादा नहीं किया जाता।</em></p>',
};
const gemCare = {
  en: '<h2>Before you buy</h2><p>Please do not buy a gemstone without a consultation: a stone that suits one chart can be unsuitable for another. Each stone comes with a certificate from an independent gem-testing laboratory; it is natural and untreated unless the certificate says otherwise.</p>',
  hi: '<h2>ख़रीदने से पहले</h2><p>कृपया परामर्श के बिना रत्न न ख़रीदें: जो रत्न एक कुंडली के अनुकूल है, वह दूसरी के लिए अनुपयुक्त हो सकता है। हर रत्न स्वतंत्र रत्न-परीक्षण प्रयोगशाला के प्रमाणपत्र के साथ आता है; जब तक प्रमाणपत्र में अन्यथा न लिखा हो, वह प्राकृतिक और अनुपचारित है।</p>',
};

export const items: SeedItem<'products'>[] = [
  {
    slug: 'panchmukhi-rudraksha',
    category: 'gemstones-and-rudraksha',
    sku: 'RUD-5M-01',
    title: { en: 'Panchmukhi (Five-Faced) Rudraksha', hi: 'पंचमुखी रुद्राक्ष' },
    summary: {
      en: 'A natural five-faced rudraksha bead from Nepal, the most common and widely worn form, sacred to Shiva as Kalagni Rudra.',
      hi: 'नेपाल का प्राकृतिक पंचमुखी रुद्राक्ष, सबसे सामान्य और सर्वाधिक धारण किया जाने वाला रूप, कालाग्नि रुद्र के रूप में शिव को प्रिय।',
    },
    image: img('products', 'panchmukhi-rudraksha'),
    images: [img('products', 'panchmukhi-rudraksha'), img('products', 'rudraksha-mala')],
    pricePaise: 49_900,
    mrpPaise: 69_900,
    body: {
      en: `<p>The five-faced rudraksha has five natural lines running from top to bottom. It is traditionally worn by anyone, without restriction, for daily japa and as a reminder of Shiva.</p><h2>Details</h2><ul><li>Origin: Nepal; size about 20-22 mm.</li><li>Threaded on a red cotton cord; can be set in silver on request.</li><li>Before first wearing: wash in clean water, offer it at your prayer place on a Monday and chant "Om Namah Shivaya" 108 times.</li></ul>${care.en}`,
      hi: `<p>पंचमुखी रुद्राक्ष पर ऊपर से नीचे तक पाँच प्राकृतिक धारियाँ होती हैं। परंपरा से इसे कोई भी, बिना किसी प्रतिबंध के, दैनिक जप और शिव के स्मरण के लिए धारण कर सकता है।</p><h2>विवरण</h2><ul><li>मूल: नेपाल; आकार लगभग 20-22 मिमी।</li><li>लाल सूती धागे में पिरोया हुआ; अनुरोध पर चाँदी में जड़वाया जा सकता है।</li><li>पहली बार धारण करने से पहले: स्वच्छ जल से धोएँ, सोमवार को अपने पूजा स्थान पर अर्पित करें और "ॐ नमः शिवाय" का 108 बार जप करें।</li></ul>${care.hi}`,
    },
  },
  {
    slug: 'rudraksha-japa-mala-108',
    category: 'gemstones-and-rudraksha',
    sku: 'RUD-MALA-108',
    title: { en: 'Rudraksha Japa Mala, 108 + 1 Beads', hi: 'रुद्राक्ष जप माला, 108 + 1 मनके' },
    summary: {
      en: 'A hand-knotted mala of 108 five-faced beads and a guru bead, for mantra japa.',
      hi: 'मंत्र जप के लिए 108 पंचमुखी मनकों और एक सुमेरु मनके की हाथ से गाँठ लगाई माला।',
    },
    image: img('products', 'rudraksha-mala'),
    pricePaise: 1_49_900,
    body: {
      en: `<p>Each bead is separated by a knot so that the beads do not rub and the fingers can count easily. The larger guru (sumeru) bead marks the beginning and end of a round; during japa it is not crossed: turn the mala and continue.</p><ul><li>Bead size: about 6-7 mm; length about 80 cm.</li><li>Keep it in a cloth pouch and use it only for japa.</li></ul>${care.en}`,
      hi: `<p>हर मनके के बीच गाँठ है ताकि मनके आपस में न घिसें और उँगलियाँ आसानी से गिन सकें। बड़ा सुमेरु मनका एक माला के आरंभ और अंत का चिह्न है; जप में उसे लाँघा नहीं जाता: माला पलटकर जारी रखें।</p><ul><li>मनके का आकार: लगभग 6-7 मिमी; लंबाई लगभग 80 सेमी।</li><li>इसे कपड़े की थैली में रखें और केवल जप के लिए उपयोग करें।</li></ul>${care.hi}`,
    },
  },
  {
    slug: 'shri-yantra-brass',
    category: 'gemstones-and-rudraksha',
    sku: 'YAN-SHRI-BR-3',
    title: { en: 'Shri Yantra, Engraved Brass Plate (3 inch)', hi: 'श्री यंत्र, पीतल की उत्कीर्ण प्लेट (3 इंच)' },
    summary: {
      en: 'The yantra of Goddess Lalita Tripurasundari and Lakshmi: nine interlocking triangles around a central point, engraved on brass.',
      hi: 'देवी ललिता त्रिपुरसुंदरी और लक्ष्मी का यंत्र: केंद्र बिंदु के चारों ओर नौ परस्पर गुँथे त्रिकोण, पीतल पर उत्कीर्ण।',
    },
    image: img('products', 'shri-yantra'),
    pricePaise: 89_900,
    mrpPaise: 1_19_900,
    body: {
      en: `<p>The Shri Yantra is among the most revered diagrams of Indian tradition: four upward and five downward triangles, lotus petals and a square enclosure with four gates around the bindu. It is placed in the prayer room, facing east or north, and worshipped on Fridays with a lamp, red flowers and the Shri Sukta.</p><ul><li>Size: 3 × 3 inches; precision-engraved brass.</li><li>Clean gently with a soft cloth; avoid acids and polish.</li></ul>${care.en}`,
      hi: `<p>श्री यंत्र भारतीय परंपरा के सबसे पूज्य यंत्रों में है: बिंदु के चारों ओर चार ऊर्ध्वमुखी और पाँच अधोमुखी त्रिकोण, कमल की पंखुड़ियाँ और चार द्वारों वाला चौकोर घेरा। इसे पूजा घर में पूर्व या उत्तर की ओर रखा जाता है और शुक्रवार को दीपक, लाल फूलों और श्री सूक्त से पूजा की जाती है।</p><ul><li>आकार: 3 × 3 इंच; सटीक उत्कीर्ण पीतल।</li><li>मुलायम कपड़े से हल्के हाथ से साफ़ करें; अम्ल और पॉलिश से बचें।</li></ul>${care.hi}`,
    },
  },
  {
    slug: 'yellow-sapphire-pukhraj',
    category: 'gemstones-and-rudraksha',
    sku: 'GEM-YS-325',
    title: { en: 'Yellow Sapphire (Pukhraj), 3.25 carat, certified', hi: 'पुखराज (पीला नीलम), 3.25 कैरेट, प्रमाणित' },
    summary: {
      en: 'A natural, untreated yellow sapphire, the stone traditionally associated with Jupiter. Sold only with a prior consultation.',
      hi: 'प्राकृतिक, अनुपचारित पुखराज, जो परंपरा से गुरु ग्रह का रत्न माना जाता है। केवल पूर्व परामर्श के साथ बेचा जाता है।',
    },
    image: img('products', 'yellow-sapphire'),
    pricePaise: 18_50_000,
    body: {
      en: `<p>Yellow sapphire (pukhraj) is the gemstone of Guru. Traditionally it is set in gold, touching the skin, and worn on the index finger on a Thursday morning.</p>${gemCare.en}${care.en}`,
      hi: `<p>पुखराज गुरु का रत्न है। परंपरा से इसे सोने में, त्वचा को छूते हुए, जड़वाकर गुरुवार की सुबह तर्जनी उँगली में पहना जाता है।</p>${gemCare.hi}${care.hi}`,
    },
  },
  {
    slug: 'red-coral-moonga',
    category: 'gemstones-and-rudraksha',
    sku: 'GEM-RC-600',
    title: { en: 'Red Coral (Moonga), 6 carat, certified', hi: 'मूँगा, 6 कैरेट, प्रमाणित' },
    summary: {
      en: 'A natural Italian red coral, the stone traditionally associated with Mars. Sold only with a prior consultation.',
      hi: 'प्राकृतिक इटैलियन मूँगा, जो परंपरा से मंगल ग्रह का रत्न माना जाता है। केवल पूर्व परामर्श के साथ बेचा जाता है।',
    },
    image: img('products', 'red-coral'),
    pricePaise: 4_50_000,
    body: {
      en: `<p>Red coral (moonga) is an organic gem formed by marine organisms and linked to Mangal. Traditionally it is set in gold or copper and worn on the ring finger on a Tuesday.</p>${gemCare.en}${care.en}`,
      hi: `<p>मूँगा समुद्री जीवों से बनने वाला जैविक रत्न है, जो मंगल से जुड़ा है। परंपरा से इसे सोने या ताँबे में जड़वाकर मंगलवार को अनामिका उँगली में पहना जाता है।</p>${gemCare.hi}${care.hi}`,
    },
  },
  {
    slug: 'blue-sapphire-neelam',
    category: 'gemstones-and-rudraksha',
    sku: 'GEM-BS-300',
    title: { en: 'Blue Sapphire (Neelam), 3 carat, certified', hi: 'नीलम, 3 कैरेट, प्रमाणित' },
    summary: {
      en: 'A natural blue sapphire, Saturn\'s stone. Our astrologers recommend it rarely; it is sold only after a personal consultation.',
      hi: 'प्राकृतिक नीलम, शनि का रत्न। हमारे ज्योतिषी इसकी सलाह बहुत कम देते हैं; यह केवल व्यक्तिगत परामर्श के बाद बेचा जाता है।',
    },
    image: img('products', 'blue-sapphire'),
    pricePaise: 24_99_900,
    body: {
      en: `<p>Blue sapphire (neelam) is the most talked-about and the most misused of the planetary gems. Tradition holds that it acts quickly and strongly, in either direction, so careful astrologers suggest it only when Saturn is clearly beneficial in the chart, and never as a panic remedy for Sade Sati.</p>${gemCare.en}${care.en}`,
      hi: `<p>नीलम ग्रह रत्नों में सबसे अधिक चर्चित और सबसे अधिक ग़लत ढंग से उपयोग किया जाने वाला रत्न है। परंपरा के अनुसार यह तेज़ी और प्रबलता से, किसी भी दिशा में, असर दिखाता है, इसलिए सावधान ज्योतिषी इसे तभी सुझाते हैं जब कुंडली में शनि स्पष्ट रूप से शुभ हों, और साढ़ेसाती के डर में किए जाने वाले उपाय के रूप में कभी नहीं।</p>${gemCare.hi}${care.hi}`,
    },
  },
  {
    slug: 'brass-akhand-diya',
    category: 'rituals-and-worship',
    sku: 'PUJ-DIYA-BR',
    title: { en: 'Brass Akhand Diya with Glass Chimney', hi: 'काँच की चिमनी वाला पीतल का अखंड दीया' },
    summary: {
      en: 'A sturdy brass lamp with a glass cover that protects the flame, for Navratri and long pujas.',
      hi: 'लौ की रक्षा करने वाले काँच के आवरण सहित मज़बूत पीतल का दीपक, नवरात्रि और लंबी पूजाओं के लिए।',
    },
    image: img('products', 'brass-diya'),
    pricePaise: 74_900,
    mrpPaise: 89_900,
    body: {
      en: `<p>An akhand jyoti is kept burning through the nine days of Navratri or during a long anushthan. This lamp holds enough ghee or oil for about twelve hours, and its chimney keeps the flame steady near fans and open windows.</p><ul><li>Height about 6 inches; brass base, removable glass chimney.</li><li>Never leave a lamp burning unattended near curtains or within reach of children.</li></ul>${care.en}`,
      hi: `<p>नवरात्रि के नौ दिनों या लंबे अनुष्ठान में अखंड ज्योति जलाई जाती है। इस दीपक में लगभग बारह घंटे के लिए घी या तेल आता है, और इसकी चिमनी पंखे और खुली खिड़कियों के पास भी लौ को स्थिर रखती है।</p><ul><li>ऊँचाई लगभग 6 इंच; पीतल का आधार, अलग होने वाली काँच की चिमनी।</li><li>जलते दीपक को पर्दों के पास या बच्चों की पहुँच में बिना देखरेख न छोड़ें।</li></ul>${care.hi}`,
    },
  },
  {
    slug: 'kundli-workbook',
    category: 'astrology-basics',
    sku: 'BK-KUNDLI-01',
    title: { en: 'Read Your Own Kundli: A Workbook (English and Hindi)', hi: 'अपनी कुंडली स्वयं पढ़ें: एक अभ्यास पुस्तिका (हिंदी और अंग्रेज़ी)' },
    summary: {
      en: 'Our bilingual beginner\'s workbook: signs, houses, planets and dashas with exercises on your own chart.',
      hi: 'शुरुआत करने वालों के लिए हमारी द्विभाषी अभ्यास पुस्तिका: राशियाँ, भाव, ग्रह और दशाएँ, अपनी ही कुंडली पर अभ्यास के साथ।',
    },
    image: img('products', 'book-kundli'),
    pricePaise: 39_900,
    body: {
      en: '<p>Written by the Nakshatra editorial team, this workbook expands our blog series into twelve short chapters with blank chart pages to fill in. English and Hindi on facing pages. Paperback, about 120 pages.</p>',
      hi: '<p>नक्षत्र संपादकीय टीम द्वारा लिखी यह पुस्तिका हमारी ब्लॉग श्रृंखला को बारह छोटे अध्यायों में विस्तार देती है, भरने के लिए ख़ाली कुंडली पृष्ठों के साथ। आमने-सामने के पृष्ठों पर हिंदी और अंग्रेज़ी। पेपरबैक, लगभग 120 पृष्ठ।</p>',
    },
  },
];
