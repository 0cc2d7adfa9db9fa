import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Fasts. `tithi`: 1-15 shukla, 16-30 krishna. `nextDate`: the next occurrence after November 2026 for New Delhi
 * from our panchang engine (packages/jyotish); omitted where we did not compute it.
 */
const health = {
  en: '<p><em>Fasting is a spiritual discipline, not a test of endurance. Children, elderly people, pregnant or nursing mothers and anyone with diabetes, blood-pressure or other health conditions should fast only in a gentle form, after asking their doctor. Tradition itself allows fruit, milk or a single meal instead.</em></p>',
  hi: '<p><em>व्रत आध्यात्मिक अनुशासन है, सहनशक्ति की परीक्षा नहीं। बच्चे, बुज़ुर्ग, गर्भवती या स्तनपान कराने वाली माताएँ और मधुमेह, रक्तचाप या अन्य स्वास्थ्य समस्या वाले लोग डॉक्टर से पूछकर ही, सरल रूप में व्रत रखें। परंपरा स्वयं फल, दूध या एक समय के भोजन की अनुमति देती है।</em></p>',
};

export const items: SeedItem<'vrat'>[] = [
  {
    slug: 'ekadashi-vrat',
    category: 'fasting-and-festivals',
    title: { en: 'Ekadashi Vrat', hi: 'एकादशी व्रत' },
    summary: {
      en: 'The fast of the eleventh lunar day, twice a month, sacred to Vishnu: no grains, prayer and the breaking of the fast (parana) the next morning.',
      hi: 'महीने में दो बार ग्यारहवीं तिथि का व्रत, भगवान विष्णु को समर्पित: अन्न का त्याग, प्रार्थना, और अगली सुबह पारण।',
    },
    deity: { en: 'Lord Vishnu', hi: 'भगवान विष्णु' },
    tithi: 11,
    nextDate: '2026-12-04',
    rules: {
      en: 'Avoid rice, wheat, pulses and other grains. Fruit, milk, curd, nuts, sabudana, potatoes, sweet potato and kuttu or singhara flour are customary. Some keep a waterless (nirjala) fast, especially on Nirjala Ekadashi. Eat simple food without onion and garlic on Dashami evening. Break the fast on Dwadashi morning within the parana time, not during Hari Vasara.',
      hi: 'चावल, गेहूँ, दालें और अन्य अन्न न लें। फल, दूध, दही, मेवे, साबूदाना, आलू, शकरकंद और कुट्टू या सिंघाड़े का आटा प्रचलित है। कुछ लोग निर्जल व्रत रखते हैं, विशेषकर निर्जला एकादशी पर। दशमी की शाम बिना प्याज़-लहसुन का सादा भोजन करें। द्वादशी की सुबह पारण के समय में व्रत खोलें, हरि वासर में नहीं।',
    },
    image: img('vrat', 'ekadashi'),
    body: {
      en: `<h2>When it falls</h2><p>Ekadashi is the eleventh tithi of each fortnight, so it comes about twice a month: twenty-four times a year, twenty-six in a year with an extra month. Each has its own name and story: Devshayani, when Vishnu goes to sleep for Chaturmas; Devuthani, when he wakes; Nirjala, the hardest; Mokshada, linked to the Gita. When the tithi spans two sunrises, the panchang decides which day householders and which day Vaishnava ascetics observe.</p>
<h2>How it is observed</h2><ul><li>Wake early, bathe and worship Vishnu or Krishna with tulsi leaves (picked the day before: tulsi is not plucked on Ekadashi), yellow flowers and a ghee lamp.</li><li>Read the Ekadashi katha of the day, the Vishnu Sahasranama or the Bhagavad Gita; chant "Om Namo Bhagavate Vasudevaya".</li><li>Spend the day simply: less speech, no quarrels, some charity.</li><li>Break the fast the next morning (parana) within the time the panchang gives.</li></ul>
<h2>Why it matters</h2><p>The Padma Purana calls Ekadashi the dearest of fasts to Vishnu. Beyond merit, many find that a fortnightly day of lighter eating and quieter mind brings a rhythm of renewal to life.</p>${health.en}`,
      hi: `<h2>कब पड़ती है</h2><p>एकादशी हर पक्ष की ग्यारहवीं तिथि है, इसलिए यह महीने में लगभग दो बार आती है: वर्ष में चौबीस बार, और अधिक मास वाले वर्ष में छब्बीस। हर एकादशी का अपना नाम और कथा है: देवशयनी, जब विष्णु चातुर्मास के लिए योगनिद्रा में जाते हैं; देवउठनी, जब वे जागते हैं; निर्जला, सबसे कठिन; मोक्षदा, जो गीता से जुड़ी है। जब तिथि दो सूर्योदयों तक रहे, तो पंचांग तय करता है कि गृहस्थ किस दिन और वैष्णव संन्यासी किस दिन व्रत रखें।</p>
<h2>कैसे रखें</h2><ul><li>जल्दी उठें, स्नान करें और तुलसी दल (एक दिन पहले तोड़े हुए: एकादशी को तुलसी नहीं तोड़ी जाती), पीले फूलों और घी के दीपक से विष्णु या कृष्ण की पूजा करें।</li><li>उस दिन की एकादशी कथा, विष्णु सहस्रनाम या भगवद्गीता पढ़ें; "ॐ नमो भगवते वासुदेवाय" का जप करें।</li><li>दिन सादगी से बिताएँ: कम बोलें, विवाद न करें, कुछ दान करें।</li><li>अगली सुबह पंचांग में दिए समय के भीतर पारण करें।</li></ul>
<h2>महत्व</h2><p>पद्म पुराण एकादशी को विष्णु का सबसे प्रिय व्रत कहता है। पुण्य के अतिरिक्त, बहुत से लोग पाते हैं कि हर पखवाड़े हल्के भोजन और शांत मन का एक दिन जीवन में नवीनीकरण की लय लाता है।</p>${health.hi}`,
    },
  },
  {
    slug: 'pradosh-vrat',
    category: 'fasting-and-festivals',
    title: { en: 'Pradosh Vrat', hi: 'प्रदोष व्रत' },
    summary: {
      en: 'The fast of the thirteenth lunar day for Shiva, with worship in the twilight hour (pradosh kaal) after sunset.',
      hi: 'त्रयोदशी तिथि का शिव व्रत, जिसमें सूर्यास्त के बाद संध्या काल (प्रदोष काल) में पूजा होती है।',
    },
    deity: { en: 'Lord Shiva and Parvati', hi: 'भगवान शिव और माता पार्वती' },
    tithi: 13,
    nextDate: '2026-12-06',
    rules: {
      en: 'Fast from sunrise; fruit and milk are allowed. Worship Shiva in pradosh kaal, the twilight period that begins at sunset, then eat a simple sattvic meal. Avoid grains, onion, garlic and non-vegetarian food on the day.',
      hi: 'सूर्योदय से व्रत रखें; फल और दूध लिया जा सकता है। प्रदोष काल, यानी सूर्यास्त से आरंभ होने वाले संध्या काल, में शिव पूजा करें, फिर सादा सात्त्विक भोजन करें। उस दिन अन्न, प्याज़, लहसुन और मांसाहार से बचें।',
    },
    image: img('vrat', 'pradosh'),
    body: {
      en: `<h2>When it falls</h2><p>Pradosh falls on the trayodashi (thirteenth tithi) of both fortnights, on the day when that tithi is present at twilight. Its name changes with the weekday: <strong>Som Pradosh</strong> on Monday, <strong>Bhaum Pradosh</strong> on Tuesday and <strong>Shani Pradosh</strong> on Saturday are considered especially powerful.</p>
<h2>How it is observed</h2><ul><li>Fast through the day.</li><li>Bathe again before sunset, and in the pradosh hour offer water, milk and bel leaves to a Shiva lingam; light a lamp.</li><li>Recite "Om Namah Shivaya" or the Mahamrityunjaya mantra and hear the Pradosh katha.</li></ul>
<p>The Skanda Purana tells that in the twilight of trayodashi Shiva dances in joy on Kailash and all the gods come to worship him; prayer at that hour is said to be heard at once.</p>${health.en}`,
      hi: `<h2>कब पड़ता है</h2><p>प्रदोष दोनों पक्षों की त्रयोदशी को, उस दिन पड़ता है जब संध्या के समय त्रयोदशी तिथि हो। वार के साथ इसका नाम बदलता है: सोमवार को <strong>सोम प्रदोष</strong>, मंगलवार को <strong>भौम प्रदोष</strong> और शनिवार को <strong>शनि प्रदोष</strong> विशेष फलदायी माने जाते हैं।</p>
<h2>कैसे रखें</h2><ul><li>दिन भर उपवास रखें।</li><li>सूर्यास्त से पहले फिर स्नान करें, और प्रदोष काल में शिवलिंग पर जल, दूध और बेलपत्र अर्पित करें; दीपक जलाएँ।</li><li>"ॐ नमः शिवाय" या महामृत्युंजय मंत्र का जप करें और प्रदोष कथा सुनें।</li></ul>
<p>स्कंद पुराण में कहा गया है कि त्रयोदशी की संध्या में शिव कैलाश पर आनंद से नृत्य करते हैं और सभी देवता उनकी पूजा करने आते हैं; उस समय की प्रार्थना तुरंत सुनी जाती है।</p>${health.hi}`,
    },
  },
  {
    slug: 'purnima-vrat',
    category: 'fasting-and-festivals',
    title: { en: 'Purnima Vrat', hi: 'पूर्णिमा व्रत' },
    summary: {
      en: 'The full-moon fast: Satyanarayan katha, a holy bath and offering water to the Moon in the evening.',
      hi: 'पूर्णिमा का व्रत: सत्यनारायण कथा, पवित्र स्नान और संध्या में चंद्रमा को अर्घ्य।',
    },
    deity: { en: 'Lord Vishnu (Satyanarayan) and the Moon', hi: 'भगवान विष्णु (सत्यनारायण) और चंद्र देव' },
    tithi: 15,
    nextDate: '2026-11-24',
    rules: {
      en: 'Fast from sunrise until moonrise, or take one meal. Fruit, milk and kheer are customary. After worship, offer water mixed with milk and rice to the Moon, then break the fast.',
      hi: 'सूर्योदय से चंद्रोदय तक उपवास रखें, या एक समय भोजन करें। फल, दूध और खीर प्रचलित हैं। पूजा के बाद चंद्रमा को दूध और अक्षत मिला जल अर्पित करें, फिर व्रत खोलें।',
    },
    image: img('vrat', 'purnima'),
    body: {
      en: `<h2>When it falls</h2><p>Purnima is the fifteenth tithi of the bright fortnight, the full moon. The fast is kept on the day the full-moon tithi is present at moonrise, which is sometimes the day before the panchang's "Purnima" for bathing and charity.</p>
<h2>How it is observed</h2><ul><li>A bath at sunrise, in a holy river if possible; many full moons are great bathing days, such as Kartik Purnima and Magh Purnima.</li><li>The <strong>Satyanarayan katha</strong>, with a simple offering of sheera or panjiri, banana and tulsi, is read at home with family and neighbours.</li><li>In the evening, arghya to the Moon, and a lamp at the tulsi plant.</li></ul>
<p>Several festivals are full moons: Guru Purnima, Raksha Bandhan, Sharad Purnima, Kartik Purnima and Holi. Astrologically the Moon is at its brightest and strongest, so Purnima worship is also a traditional support for a weak Moon in the chart.</p>${health.en}`,
      hi: `<h2>कब पड़ता है</h2><p>पूर्णिमा शुक्ल पक्ष की पंद्रहवीं तिथि है। व्रत उस दिन रखा जाता है जब चंद्रोदय के समय पूर्णिमा तिथि हो; यह कभी-कभी स्नान-दान वाली पूर्णिमा से एक दिन पहले होता है।</p>
<h2>कैसे रखें</h2><ul><li>सूर्योदय पर स्नान, संभव हो तो किसी पवित्र नदी में; कार्तिक पूर्णिमा और माघ पूर्णिमा जैसी कई पूर्णिमाएँ बड़े स्नान पर्व हैं।</li><li>घर पर परिवार और पड़ोसियों के साथ <strong>सत्यनारायण कथा</strong>, शीरा या पंजीरी, केले और तुलसी के सरल भोग के साथ।</li><li>संध्या में चंद्रमा को अर्घ्य और तुलसी के पास दीपक।</li></ul>
<p>कई पर्व पूर्णिमा को होते हैं: गुरु पूर्णिमा, रक्षा बंधन, शरद पूर्णिमा, कार्तिक पूर्णिमा और होली। ज्योतिष में इस दिन चंद्रमा सबसे उज्ज्वल और बलवान होता है, इसलिए पूर्णिमा की पूजा कुंडली में कमज़ोर चंद्रमा का भी पारंपरिक सहारा है।</p>${health.hi}`,
    },
  },
  {
    slug: 'amavasya',
    category: 'fasting-and-festivals',
    title: { en: 'Amavasya', hi: 'अमावस्या' },
    summary: {
      en: 'The new-moon day, devoted to the ancestors: tarpan, charity, a quiet fast and a lamp under the peepal tree.',
      hi: 'अमावस्या, पितरों को समर्पित दिन: तर्पण, दान, शांत उपवास और पीपल के नीचे दीपक।',
    },
    deity: { en: 'The ancestors (pitru), Shiva and Vishnu', hi: 'पितर, भगवान शिव और विष्णु' },
    tithi: 30,
    nextDate: '2026-12-08',
    rules: {
      en: 'A light fast or one simple meal. Avoid starting new ventures, buying property or vehicles, and cutting hair or nails. Offer water with black sesame to the ancestors (tarpan) and give food to the needy, to cows, crows and dogs.',
      hi: 'हल्का उपवास या एक समय सादा भोजन। नए कार्य, संपत्ति या वाहन की ख़रीद, और बाल या नाख़ून काटने से बचें। पितरों को काले तिल मिला जल (तर्पण) अर्पित करें और ज़रूरतमंदों, गायों, कौओं और कुत्तों को भोजन दें।',
    },
    image: img('vrat', 'amavasya'),
    body: {
      en: `<h2>When it falls</h2><p>Amavasya is the thirtieth tithi, when the Moon is hidden near the Sun. It ends the month in the amanta calendar followed in South and West India.</p>
<h2>How it is observed</h2><ul><li>A bath in the morning and <strong>tarpan</strong>: water with black sesame offered in the names of departed family members.</li><li>Charity of food, clothes or grain; feeding a Brahmin, a cow or a crow is traditional.</li><li>In the evening a sesame-oil lamp under a peepal tree, with a prayer for the family's peace.</li></ul>
<p>Some Amavasyas are special: <strong>Somvati Amavasya</strong> (on a Monday) for married women's prayers at the peepal tree; <strong>Shani Amavasya</strong> (on a Saturday) for Saturn remedies; <strong>Mahalaya</strong>, closing Pitru Paksha; <strong>Mauni Amavasya</strong> in Magh, kept in silence; and Diwali itself, the Amavasya of Kartik.</p>${health.en}`,
      hi: `<h2>कब पड़ती है</h2><p>अमावस्या तीसवीं तिथि है, जब चंद्रमा सूर्य के पास छिपा होता है। दक्षिण और पश्चिम भारत में प्रचलित अमांत पंचांग में इसी से महीना समाप्त होता है।</p>
<h2>कैसे मनाएँ</h2><ul><li>सुबह स्नान और <strong>तर्पण</strong>: दिवंगत परिजनों के नाम से काले तिल मिला जल अर्पण।</li><li>भोजन, वस्त्र या अन्न का दान; ब्राह्मण, गाय या कौए को भोजन कराना पारंपरिक है।</li><li>संध्या में पीपल के नीचे तिल के तेल का दीपक, परिवार की शांति की प्रार्थना के साथ।</li></ul>
<p>कुछ अमावस्याएँ विशेष हैं: <strong>सोमवती अमावस्या</strong> (सोमवार को), जब सुहागिनें पीपल की पूजा करती हैं; <strong>शनि अमावस्या</strong> (शनिवार को), शनि के उपायों के लिए; <strong>महालया</strong>, पितृ पक्ष का समापन; माघ की <strong>मौनी अमावस्या</strong>, मौन रखकर; और स्वयं दीवाली, कार्तिक की अमावस्या।</p>${health.hi}`,
    },
  },
  {
    slug: 'sankashti-chaturthi',
    category: 'fasting-and-festivals',
    title: { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' },
    summary: {
      en: 'The monthly fast for Ganesha on the fourth day of the waning Moon, broken after sighting the Moon at night.',
      hi: 'कृष्ण पक्ष की चतुर्थी को गणेश जी का मासिक व्रत, जो रात में चंद्र दर्शन के बाद खोला जाता है।',
    },
    deity: { en: 'Lord Ganesha', hi: 'भगवान गणेश' },
    tithi: 19,
    rules: {
      en: 'Fast from sunrise until moonrise; fruit, milk, sabudana and peanuts are usual. After moonrise, worship Ganesha, offer arghya to the Moon, and break the fast with modak or a simple meal.',
      hi: 'सूर्योदय से चंद्रोदय तक उपवास; फल, दूध, साबूदाना और मूँगफली सामान्य हैं। चंद्रोदय के बाद गणेश जी की पूजा करें, चंद्रमा को अर्घ्य दें और मोदक या सादे भोजन से व्रत खोलें।',
    },
    image: img('vrat', 'sankashti-chaturthi'),
    body: {
      en: `<h2>When it falls</h2><p>Sankashti, "deliverance from difficulty", is kept on the krishna chaturthi, the fourth day after the full moon, on the day when chaturthi is present at moonrise. When it falls on a Tuesday it is called <strong>Angaraki Sankashti</strong> and is considered especially auspicious.</p>
<h2>How it is observed</h2><ul><li>Fast through the day and recite the Ganesha Atharvashirsha or the Sankatnashan Ganesh Stotra.</li><li>In the evening worship Ganesha with durva grass, red flowers and modak, and read the vrat katha of the month.</li><li>When the Moon rises, offer water, sandal paste and flowers to it; then eat.</li></ul>
<p>Its twin is Vinayaka Chaturthi in the bright fortnight, kept at midday; the greatest of all is Ganesh Chaturthi in Bhadrapada. Karva Chauth, too, is a Sankashti in the month of Kartik.</p>${health.en}`,
      hi: `<h2>कब पड़ती है</h2><p>संकष्टी, यानी "संकट से मुक्ति", कृष्ण पक्ष की चतुर्थी को, उस दिन रखी जाती है जब चंद्रोदय के समय चतुर्थी तिथि हो। मंगलवार को पड़े तो इसे <strong>अंगारकी संकष्टी</strong> कहते हैं और यह विशेष शुभ मानी जाती है।</p>
<h2>कैसे रखें</h2><ul><li>दिन भर उपवास रखें और गणपति अथर्वशीर्ष या संकटनाशन गणेश स्तोत्र का पाठ करें।</li><li>संध्या में दूर्वा, लाल फूलों और मोदक से गणेश जी की पूजा करें और उस मास की व्रत कथा पढ़ें।</li><li>चंद्रोदय होने पर चंद्रमा को जल, चंदन और फूल अर्पित करें; फिर भोजन करें।</li></ul>
<p>इसकी जुड़वाँ शुक्ल पक्ष की विनायक चतुर्थी है, जो मध्याह्न में मनाई जाती है; और सबसे बड़ी भाद्रपद की गणेश चतुर्थी। करवा चौथ भी कार्तिक मास की संकष्टी ही है।</p>${health.hi}`,
    },
  },
  {
    slug: 'karva-chauth',
    category: 'fasting-and-festivals',
    title: { en: 'Karva Chauth', hi: 'करवा चौथ' },
    summary: {
      en: 'The sunrise-to-moonrise fast kept by married women for their husbands\' long life, ending with the Moon seen through a sieve.',
      hi: 'सुहागिनों द्वारा पति की लंबी आयु के लिए सूर्योदय से चंद्रोदय तक रखा जाने वाला व्रत, जो छलनी से चंद्र दर्शन के साथ पूरा होता है।',
    },
    deity: { en: 'Shiva, Parvati, Ganesha, Kartikeya and the Moon', hi: 'शिव, पार्वती, गणेश, कार्तिकेय और चंद्र देव' },
    tithi: 19,
    nextDate: '2027-10-18',
    rules: {
      en: 'Before dawn, eat the sargi given by the mother-in-law. Then fast without food, and traditionally without water, until the Moon rises. In the evening hear the katha with other women, then offer arghya to the Moon, look at it through a sieve and then at your husband, who offers the first sip of water.',
      hi: 'भोर से पहले सास द्वारा दी गई सरगी खाएँ। फिर चंद्रोदय तक बिना भोजन के, और परंपरा से बिना जल के, व्रत रखें। शाम को अन्य महिलाओं के साथ कथा सुनें, फिर चंद्रमा को अर्घ्य दें, छलनी से चंद्रमा और फिर पति को देखें, जो पहला घूँट जल पिलाते हैं।',
    },
    image: img('vrat', 'karva-chauth'),
    body: {
      en: `<h2>When it falls</h2><p>Karva Chauth is the krishna chaturthi of Kartik (by the purnimanta calendar of North India), about nine days before Diwali. It takes its name from the <strong>karva</strong>, the small earthen pot used to offer water to the Moon.</p>
<h2>How it is observed</h2><ul><li>Sargi before sunrise: fruit, sweets, dry fruit and mathri.</li><li>Women dress as brides, apply mehendi and gather in the evening to pass the puja thalis around the circle while the story of Veeravati is told.</li><li>At moonrise: arghya, the sieve, and the breaking of the fast.</li></ul>
<p>Many husbands now keep the fast alongside their wives, and couples abroad follow the local moonrise time, which the panchang for their city gives.</p>${health.en}`,
      hi: `<h2>कब पड़ता है</h2><p>करवा चौथ कार्तिक कृष्ण चतुर्थी (उत्तर भारत के पूर्णिमांत पंचांग के अनुसार) को, दीवाली से लगभग नौ दिन पहले पड़ता है। इसका नाम <strong>करवा</strong> से पड़ा है, मिट्टी का वह छोटा पात्र जिससे चंद्रमा को जल अर्पित किया जाता है।</p>
<h2>कैसे रखें</h2><ul><li>सूर्योदय से पहले सरगी: फल, मिठाई, मेवे और मठरी।</li><li>महिलाएँ दुल्हन की तरह श्रृंगार करती हैं, मेहंदी लगाती हैं, और शाम को एकत्र होकर वीरावती की कथा सुनते हुए पूजा की थालियाँ घेरे में घुमाती हैं।</li><li>चंद्रोदय पर: अर्घ्य, छलनी, और व्रत का पारण।</li></ul>
<p>अब बहुत से पति भी पत्नियों के साथ व्रत रखते हैं, और विदेश में रहने वाले दंपती अपने शहर के पंचांग में दिए स्थानीय चंद्रोदय समय का पालन करते हैं।</p>${health.hi}`,
    },
  },
  {
    slug: 'navratri-vrat',
    category: 'fasting-and-festivals',
    title: { en: 'Navratri Vrat', hi: 'नवरात्रि व्रत' },
    summary: {
      en: 'Nine days of fasting and worship of Durga, in spring and autumn: what is eaten, how the kalash is set up and how the fast ends.',
      hi: 'वसंत और शरद में नौ दिन का उपवास और दुर्गा उपासना: क्या खाएँ, कलश कैसे स्थापित करें और व्रत कैसे पूरा करें।',
    },
    deity: { en: 'Goddess Durga in her nine forms', hi: 'माँ दुर्गा के नौ रूप' },
    tithi: 1,
    nextDate: '2027-04-07',
    rules: {
      en: 'No grains, onion, garlic, alcohol or non-vegetarian food for nine days. Kuttu, singhara and rajgira flour, sama rice, sabudana, potatoes, fruit, milk and curd are allowed, cooked with sendha (rock) salt. Some eat one meal a day, some only fruit, some keep the fast only on the first and last days.',
      hi: 'नौ दिन अन्न, प्याज़, लहसुन, मदिरा और मांसाहार नहीं। कुट्टू, सिंघाड़ा और राजगिरा का आटा, सामक चावल, साबूदाना, आलू, फल, दूध और दही सेंधा नमक के साथ लिए जा सकते हैं। कुछ लोग दिन में एक बार खाते हैं, कुछ केवल फल, और कुछ केवल पहले और अंतिम दिन व्रत रखते हैं।',
    },
    image: img('vrat', 'navratri'),
    body: {
      en: `<h2>When it falls</h2><p>The fast runs from the first tithi (pratipada) of the bright fortnight of Chaitra, and again of Ashvin, for nine days. The spring Navratri ends on Ram Navami; the autumn one leads to Dussehra.</p>
<h2>How it is observed</h2><ul><li><strong>Ghatasthapana</strong> on the first morning in the muhurat given by the panchang: a kalash of water with mango leaves and a coconut, and barley sown in a bed of earth.</li><li>Daily worship of the day's form of Durga, reading of the Durga Saptashati or the Durga Chalisa, and the aarti "Jai Ambe Gauri" each evening.</li><li><strong>Kanya pujan</strong> on Ashtami or Navami: nine young girls (and a boy as Bhairav) are fed puri, chana and halwa and honoured with gifts.</li><li>The fast ends with a havan and the parana on Navami or Dashami, as family custom decides.</li></ul>${health.en}`,
      hi: `<h2>कब पड़ता है</h2><p>व्रत चैत्र और फिर आश्विन के शुक्ल पक्ष की प्रतिपदा से नौ दिन चलता है। वसंत की नवरात्रि राम नवमी पर पूरी होती है; शरद की नवरात्रि दशहरे तक ले जाती है।</p>
<h2>कैसे रखें</h2><ul><li>पहली सुबह पंचांग में दिए मुहूर्त में <strong>घटस्थापना</strong>: आम के पत्तों और नारियल सहित जल का कलश, और मिट्टी की वेदी में जौ।</li><li>उस दिन के दुर्गा रूप की दैनिक पूजा, दुर्गा सप्तशती या दुर्गा चालीसा का पाठ, और हर संध्या "जय अम्बे गौरी" आरती।</li><li>अष्टमी या नवमी को <strong>कन्या पूजन</strong>: नौ कन्याओं (और भैरव रूप में एक बालक) को पूरी, चना और हलवा खिलाकर उपहार से सम्मानित किया जाता है।</li><li>पारिवारिक परंपरा के अनुसार नवमी या दशमी को हवन और पारण से व्रत पूरा होता है।</li></ul>${health.hi}`,
    },
  },
];
