import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Display side of pooja booking (demo catalogue; prices in paise). `benefits` is an untranslated list in the
 * type, so it holds short English lines; the Hindi body repeats them in Hindi.
 */
const where = { en: 'Performed online by our pandits, with a live link or recording', hi: 'हमारे पंडितों द्वारा ऑनलाइन, लाइव लिंक या रिकॉर्डिंग के साथ' };
const booking = {
  en: '<h2>How booking works</h2><p>Choose a date and give the names, gotra (if known) and the purpose (sankalp) to be included. The pandit ji calls the day before to confirm the details. You receive a link to join live or a recording afterwards, and prasad can be posted within India.</p>',
  hi: '<h2>बुकिंग कैसे होती है</h2><p>तिथि चुनें और संकल्प में शामिल किए जाने वाले नाम, गोत्र (यदि ज्ञात हो) और उद्देश्य बताएँ। पंडित जी एक दिन पहले फ़ोन करके विवरण की पुष्टि करते हैं। आपको लाइव जुड़ने का लिंक या बाद में रिकॉर्डिंग मिलती है, और भारत में प्रसाद डाक से भेजा जा सकता है।</p>',
};

export const items: SeedItem<'pooja'>[] = [
  {
    slug: 'satyanarayan-katha',
    category: 'rituals-and-worship',
    title: { en: 'Shri Satyanarayan Katha', hi: 'श्री सत्यनारायण कथा' },
    summary: {
      en: 'Worship of Vishnu as Satyanarayan with the five chapters of the katha, for thanksgiving, a new home or a family occasion.',
      hi: 'सत्यनारायण रूप में भगवान विष्णु की पूजा और कथा के पाँच अध्याय, आभार, गृह प्रवेश या पारिवारिक अवसर के लिए।',
    },
    deity: { en: 'Lord Vishnu (Satyanarayan)', hi: 'भगवान विष्णु (सत्यनारायण)' },
    temple: where,
    pricePaise: 2_10_000,
    durationMinutes: 120,
    benefits: ['Thanksgiving for a wish fulfilled', 'Blessing for a new home, marriage or job', 'Traditionally on Purnima or Ekadashi'],
    image: img('pooja', 'satyanarayan-katha'),
    body: {
      en: `<p>The Satyanarayan puja is among the most loved household rituals of India. After Ganesha puja and the navagraha invocation, Vishnu is worshipped as Satyanarayan, the Lord who is Truth, and the five chapters of the katha from the Skanda Purana are read. It ends with aarti and the distribution of sheera (prasad) made of semolina, ghee, sugar, banana and tulsi.</p>${booking.en}`,
      hi: `<p>सत्यनारायण पूजा भारत के सबसे प्रिय घरेलू अनुष्ठानों में है। गणेश पूजा और नवग्रह आवाहन के बाद भगवान विष्णु की सत्यनारायण, यानी सत्य स्वरूप प्रभु, के रूप में पूजा होती है और स्कंद पुराण की कथा के पाँच अध्याय पढ़े जाते हैं। अंत में आरती होती है और सूजी, घी, चीनी, केले और तुलसी से बना शीरा (प्रसाद) बाँटा जाता है।</p><p>उपयुक्त अवसर: मनोकामना पूरी होने पर आभार; नए घर, विवाह या नौकरी के लिए आशीर्वाद; परंपरा से पूर्णिमा या एकादशी को।</p>${booking.hi}`,
    },
  },
  {
    slug: 'rudrabhishek',
    category: 'rituals-and-worship',
    title: { en: 'Rudrabhishek', hi: 'रुद्राभिषेक' },
    summary: {
      en: 'Abhishek of the Shiva lingam with water, milk, curd, honey and ghee while the Rudram is chanted.',
      hi: 'रुद्र पाठ के साथ जल, दूध, दही, शहद और घी से शिवलिंग का अभिषेक।',
    },
    deity: { en: 'Lord Shiva', hi: 'भगवान शिव' },
    temple: where,
    pricePaise: 3_10_000,
    durationMinutes: 150,
    benefits: ['Peace of mind and protection', 'Especially in Shravan, on Mondays and Maha Shivratri', 'A traditional support during difficult planetary periods'],
    image: img('pooja', 'rudrabhishek'),
    body: {
      en: `<p>In Rudrabhishek the lingam is bathed in turn with water, milk, curd, honey, ghee, sugar and sugarcane juice while priests chant the Shri Rudram (Namakam and Chamakam) from the Yajurveda. Bel leaves, dhatura and white flowers are offered, and the puja closes with the Shiv aarti.</p>${booking.en}`,
      hi: `<p>रुद्राभिषेक में यजुर्वेद के श्री रुद्रम (नमकम और चमकम) के पाठ के साथ शिवलिंग को क्रम से जल, दूध, दही, शहद, घी, शक्कर और गन्ने के रस से स्नान कराया जाता है। बेलपत्र, धतूरा और सफ़ेद फूल अर्पित किए जाते हैं, और पूजा शिव आरती से संपन्न होती है।</p><p>उपयुक्त अवसर: मन की शांति और रक्षा; विशेष रूप से श्रावण, सोमवार और महाशिवरात्रि; कठिन ग्रह दशा में पारंपरिक सहारा।</p>${booking.hi}`,
    },
  },
  {
    slug: 'navgraha-shanti',
    category: 'rituals-and-worship',
    title: { en: 'Navgraha Shanti Puja', hi: 'नवग्रह शांति पूजा' },
    summary: {
      en: 'Worship of all nine planets with their mantras and a havan, traditionally done at the start of a new phase of life.',
      hi: 'नौ ग्रहों की उनके मंत्रों और हवन सहित पूजा, जो परंपरा से जीवन के नए चरण के आरंभ में की जाती है।',
    },
    deity: { en: 'The nine planets (Navagraha)', hi: 'नवग्रह' },
    temple: where,
    pricePaise: 5_10_000,
    durationMinutes: 180,
    benefits: ['Honours all nine planets together', 'Often done before a wedding, griha pravesh or a new venture', 'Includes a havan with each planet\'s samidha (sacred wood)'],
    image: img('pooja', 'navgraha-shanti'),
    body: {
      en: `<p>The nine planets are invoked on a mandala of nine squares, each with its own colour, grain and mantra. The mantras are chanted by count, and a havan is performed with the wood traditionally linked to each planet: arka for the Sun, palasha for the Moon, khadira for Mars, apamarga for Mercury, peepal for Jupiter, udumbara for Venus, shami for Saturn, durva for Rahu and kusha for Ketu.</p>${booking.en}`,
      hi: `<p>नौ खानों वाले मंडल पर नौ ग्रहों का आवाहन किया जाता है, हर एक के अपने रंग, अन्न और मंत्र के साथ। मंत्रों का निश्चित संख्या में जप होता है, और हर ग्रह से जुड़ी समिधा से हवन किया जाता है: सूर्य के लिए आक, चंद्र के लिए पलाश, मंगल के लिए खैर, बुध के लिए अपामार्ग, गुरु के लिए पीपल, शुक्र के लिए गूलर, शनि के लिए शमी, राहु के लिए दूर्वा और केतु के लिए कुश।</p><p>उपयुक्त अवसर: सभी नौ ग्रहों का एक साथ सम्मान; प्रायः विवाह, गृह प्रवेश या नए कार्य से पहले।</p>${booking.hi}`,
    },
  },
  {
    slug: 'lakshmi-puja',
    category: 'rituals-and-worship',
    title: { en: 'Mahalakshmi Puja', hi: 'महालक्ष्मी पूजा' },
    summary: {
      en: 'Worship of Lakshmi with Ganesha, the Shri Sukta and lamps: on Diwali, on Fridays or for a new business.',
      hi: 'गणेश जी सहित लक्ष्मी जी की पूजा, श्री सूक्त और दीपों के साथ: दीवाली, शुक्रवार या नए व्यवसाय के लिए।',
    },
    deity: { en: 'Goddess Lakshmi and Lord Ganesha', hi: 'देवी लक्ष्मी और भगवान गणेश' },
    temple: where,
    pricePaise: 2_50_000,
    durationMinutes: 90,
    benefits: ['Blessing for home and business', 'Traditionally on Diwali, Fridays and Sharad Purnima', 'Includes the Shri Sukta and Lakshmi aarti'],
    image: img('pooja', 'lakshmi-puja'),
    body: {
      en: `<p>Lakshmi is worshipped with Ganesha on a red cloth, with a kalash, lotus or red flowers, kumkum, rice, sweets and lamps. The sixteen hymns of the Shri Sukta are recited, account books or the cash box may be blessed, and the puja ends with "Om Jai Lakshmi Mata".</p>${booking.en}`,
      hi: `<p>लाल वस्त्र पर गणेश जी के साथ लक्ष्मी जी की पूजा कलश, कमल या लाल फूल, कुमकुम, अक्षत, मिठाई और दीपों से की जाती है। श्री सूक्त की सोलह ऋचाओं का पाठ होता है, बही-खाते या तिजोरी का पूजन किया जा सकता है, और पूजा "ॐ जय लक्ष्मी माता" से संपन्न होती है।</p><p>उपयुक्त अवसर: घर और व्यवसाय के लिए आशीर्वाद; परंपरा से दीवाली, शुक्रवार और शरद पूर्णिमा।</p>${booking.hi}`,
    },
  },
  {
    slug: 'ganesh-puja',
    category: 'rituals-and-worship',
    title: { en: 'Ganesh Puja for New Beginnings', hi: 'नए आरंभ के लिए गणेश पूजा' },
    summary: {
      en: 'A short puja to Ganesha, remover of obstacles, before starting studies, a job, a journey or a new venture.',
      hi: 'पढ़ाई, नौकरी, यात्रा या नए कार्य की शुरुआत से पहले विघ्नहर्ता गणेश जी की छोटी पूजा।',
    },
    deity: { en: 'Lord Ganesha', hi: 'भगवान गणेश' },
    temple: where,
    pricePaise: 1_10_000,
    durationMinutes: 45,
    benefits: ['Blessing before any new beginning', 'Includes the Ganesha Atharvashirsha', 'Can be combined with a vehicle or shop puja'],
    image: img('pooja', 'ganesh-puja'),
    body: {
      en: `<p>Ganesha is worshipped with durva grass, red flowers, sindoor and modak, the Ganesha Atharvashirsha is recited, and a sankalp is taken for the new work. The puja ends with "Jai Ganesh Deva".</p>${booking.en}`,
      hi: `<p>दूर्वा, लाल फूल, सिंदूर और मोदक से गणेश जी की पूजा की जाती है, गणपति अथर्वशीर्ष का पाठ होता है, और नए कार्य का संकल्प लिया जाता है। पूजा "जय गणेश देवा" आरती से संपन्न होती है।</p><p>उपयुक्त अवसर: किसी भी नई शुरुआत से पहले; वाहन या दुकान की पूजा के साथ भी की जा सकती है।</p>${booking.hi}`,
    },
  },
  {
    slug: 'mahamrityunjaya-jaap',
    category: 'rituals-and-worship',
    title: { en: 'Mahamrityunjaya Jaap (11,000 recitations)', hi: 'महामृत्युंजय जाप (11,000 जप)' },
    summary: {
      en: 'Recitation of the Mahamrityunjaya mantra by a team of pandits, with a closing havan, as a prayer for wellbeing.',
      hi: 'पंडितों की टीम द्वारा महामृत्युंजय मंत्र का जप और समापन पर हवन, कल्याण की प्रार्थना के रूप में।',
    },
    deity: { en: 'Lord Shiva (Tryambaka)', hi: 'भगवान शिव (त्र्यंबक)' },
    temple: where,
    pricePaise: 7_10_000,
    durationMinutes: 480,
    benefits: ['A prayer for the wellbeing of a family member', 'Completed over one or more days by several pandits', 'Not a substitute for medical care'],
    image: img('pooja', 'mahamrityunjaya-jaap'),
    body: {
      en: `<p>The Mahamrityunjaya mantra from the Rigveda, "Om Tryambakam Yajamahe Sugandhim Pushtivardhanam, Urvarukamiva Bandhanan Mrityor Mukshiya Mamritat", is a prayer to Shiva to be freed from the bonds of death as a ripe cucumber is freed from the vine. Families have it recited when a member is unwell or facing a difficult period. It is a prayer offered alongside medical care, never instead of it.</p>${booking.en}`,
      hi: `<p>ऋग्वेद का महामृत्युंजय मंत्र, "ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात्॥", शिव से प्रार्थना है कि जैसे पका खरबूजा बेल से सहज अलग हो जाता है, वैसे ही हम मृत्यु के बंधन से मुक्त हों। परिवार किसी सदस्य के अस्वस्थ होने या कठिन समय में इसका जप करवाते हैं। यह चिकित्सा के साथ की जाने वाली प्रार्थना है, उसका विकल्प कभी नहीं।</p><p>यह जप कई पंडितों द्वारा एक या अधिक दिनों में पूरा किया जाता है, और समापन पर हवन होता है।</p>${booking.hi}`,
    },
  },
];
