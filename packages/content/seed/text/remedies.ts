import { type L, img } from './util';

export interface RemedyDraft {
  slug: string; // the ten fixed slugs: sun, moon, jupiter, rahu, mercury, venus, ketu, saturn, mars, sadesati
  order: number; // order of the side menu
  planet: L;
  title: L;
  excerpt: L;
  body: L; // HTML
  mantra: { devanagari: string; transliteration: string };
  day: L; // the weekday traditionally linked
  image: string;
}

interface Part {
  intro: string;
  shloka: string; // Devanagari (same in both languages)
  shlokaLatin: string;
  beej: string;
  beejLatin: string;
  charity: string[];
  conduct: string[];
  fast: string;
  gem: string;
}

const heads = {
  en: {
    about: 'About this remedy',
    mantra: 'Mantra',
    charity: 'Charity (daan)',
    conduct: 'Conduct and daily practice',
    fast: 'Fasting day',
    gem: 'A note on gemstones',
    chant: 'Recite with a calm mind, ideally 108 times on a mala, at the same time each day.',
    care: 'These are traditional spiritual practices offered for reflection and discipline. They are not a substitute for medical, legal or financial advice, and no result is promised. If you have a health condition, consult your doctor before fasting.',
  },
  hi: {
    about: 'इस उपाय के बारे में',
    mantra: 'मंत्र',
    charity: 'दान',
    conduct: 'आचरण और दैनिक अभ्यास',
    fast: 'व्रत का दिन',
    gem: 'रत्नों के विषय में',
    chant: 'शांत मन से, संभव हो तो माला पर 108 बार, प्रतिदिन एक ही समय पर जप करें।',
    care: 'ये पारंपरिक आध्यात्मिक अभ्यास हैं, जो आत्म-चिंतन और अनुशासन के लिए दिए गए हैं। ये चिकित्सा, क़ानूनी या वित्तीय सलाह का विकल्प नहीं हैं और इनसे किसी निश्चित परिणाम का वादा नहीं किया जाता। यदि आपको कोई स्वास्थ्य समस्या है, तो व्रत से पहले अपने डॉक्टर से परामर्श करें।',
  },
};

function body(lang: 'en' | 'hi', p: Part): string {
  const h = heads[lang];
  const li = (xs: string[]) => `<ul>${xs.map((x) => `<li>${x}</li>`).join('')}</ul>`;
  return [
    `<h2>${h.about}</h2>`,
    `<p>${p.intro}</p>`,
    `<h2>${h.mantra}</h2>`,
    `<p><strong>${p.shloka}</strong></p>`,
    `<p><em>${p.shlokaLatin}</em></p>`,
    `<p><strong>${p.beej}</strong> (<em>${p.beejLatin}</em>). ${h.chant}</p>`,
    `<h2>${h.charity}</h2>`,
    li(p.charity),
    `<h2>${h.conduct}</h2>`,
    li(p.conduct),
    `<h2>${h.fast}</h2>`,
    `<p>${p.fast}</p>`,
    `<h2>${h.gem}</h2>`,
    `<p>${p.gem}</p>`,
    `<p><em>${h.care}</em></p>`,
  ].join('\n');
}

const gemCautionEn =
  'Never wear a gemstone only because a planet is "weak" or because of a general article like this one. A stone is thought to strengthen a planet, which can also strengthen its difficult side. Have your full chart examined by an experienced astrologer first, buy only a certified natural stone, and prefer the mantra, charity and conduct above, which carry no such risk.';
const gemCautionHi =
  'केवल इसलिए कि कोई ग्रह "कमज़ोर" है, या इस जैसे किसी सामान्य लेख के आधार पर, कभी रत्न धारण न करें। माना जाता है कि रत्न ग्रह को बल देता है, और इससे उसका कठिन पक्ष भी बलवान हो सकता है। पहले किसी अनुभवी ज्योतिषी से पूरी कुंडली दिखाएँ, केवल प्रमाणित प्राकृतिक रत्न ही लें, और ऊपर बताए मंत्र, दान और आचरण को प्राथमिकता दें, जिनमें ऐसा कोई जोखिम नहीं है।';

interface Def {
  slug: string;
  order: number;
  planet: L;
  title: L;
  excerpt: L;
  day: L;
  mantra: { devanagari: string; transliteration: string };
  en: Omit<Part, 'shloka' | 'shlokaLatin' | 'beej' | 'beejLatin'>;
  hi: Omit<Part, 'shloka' | 'shlokaLatin' | 'beej' | 'beejLatin'>;
  shloka: string;
  shlokaLatin: string;
}

const defs: Def[] = [
  {
    slug: 'sun',
    order: 1,
    planet: { en: 'Sun (Surya)', hi: 'सूर्य' },
    title: { en: 'Remedies for the Sun (Surya)', hi: 'सूर्य ग्रह के उपाय' },
    excerpt: {
      en: 'Surya stands for the soul, the father, health and self-confidence. Simple Sunday practices, the Surya mantra and arghya at sunrise.',
      hi: 'सूर्य आत्मा, पिता, स्वास्थ्य और आत्मविश्वास के कारक हैं। रविवार के सरल अभ्यास, सूर्य मंत्र और सूर्योदय पर अर्घ्य।',
    },
    day: { en: 'Sunday', hi: 'रविवार' },
    mantra: { devanagari: 'ॐ घृणि सूर्याय नमः', transliteration: 'Om Ghrini Suryaya Namah' },
    shloka: 'जपाकुसुमसंकाशं काश्यपेयं महाद्युतिम्। तमोऽरिं सर्वपापघ्नं प्रणतोऽस्मि दिवाकरम्॥',
    shlokaLatin: 'Japakusuma-sankasham kashyapeyam mahadyutim, tamo-rim sarva-papaghnam pranato-smi divakaram.',
    en: {
      intro:
        'In Jyotish the Sun is the king among planets: he signifies the soul (atma), vitality, the father, government and authority, and the courage to stand by what is right. When the Sun is afflicted in a chart, people often describe low confidence, friction with superiors or with the father, or a lack of recognition for their work. The remedies below aim to build steadiness, gratitude and a healthy sense of self.',
      charity: [
        'On Sundays, give wheat, jaggery or red lentils to someone in need, or to a temple kitchen.',
        'Support the education or care of a child who has lost a father.',
        'Copper vessels and red or saffron cloth are traditional gifts linked to the Sun.',
      ],
      conduct: [
        'Wake before sunrise and offer water to the rising Sun from a copper vessel (arghya), watching the stream of water rather than staring at the Sun.',
        'Respect your father and elders, and keep your promises to people in authority.',
        'Recite the Aditya Hridayam on Sundays if you can; it is a traditional hymn to the Sun from the Ramayana.',
        'Avoid arrogance: the Sun is strengthened by leadership that serves others.',
      ],
      fast: 'Sunday. A simple fast with one meal without salt, taken before sunset, is the traditional form. Many people simply eat lightly and begin the day with arghya.',
      gem: `Ruby (manik) is the stone associated with the Sun, traditionally set in gold or copper and worn on the ring finger on a Sunday morning. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'ज्योतिष में सूर्य ग्रहों के राजा हैं: वे आत्मा, जीवनशक्ति, पिता, शासन और अधिकार, तथा सत्य के पक्ष में खड़े रहने के साहस के कारक हैं। कुंडली में सूर्य पीड़ित हो तो लोग प्रायः आत्मविश्वास की कमी, अधिकारियों या पिता से मतभेद, या अपने काम की पहचान न मिलने की बात करते हैं। नीचे दिए उपाय स्थिरता, कृतज्ञता और स्वस्थ आत्मसम्मान बढ़ाने के लिए हैं।',
      charity: [
        'रविवार को किसी ज़रूरतमंद को या मंदिर के भंडारे में गेहूँ, गुड़ या मसूर की दाल दान करें।',
        'किसी ऐसे बच्चे की पढ़ाई या देखभाल में सहायता करें जिसके पिता नहीं हैं।',
        'ताँबे के बर्तन और लाल या केसरिया वस्त्र सूर्य से जुड़े पारंपरिक दान हैं।',
      ],
      conduct: [
        'सूर्योदय से पहले उठें और ताँबे के लोटे से उगते सूर्य को जल अर्पित करें (अर्घ्य); सूर्य को सीधे न देखें, जल की धारा को देखें।',
        'पिता और बड़ों का सम्मान करें, और अधिकार में बैठे लोगों से किए वचन निभाएँ।',
        'संभव हो तो रविवार को आदित्य हृदय स्तोत्र का पाठ करें; यह रामायण का सूर्य की स्तुति वाला पारंपरिक स्तोत्र है।',
        'अहंकार से बचें: दूसरों की सेवा करने वाला नेतृत्व सूर्य को बल देता है।',
      ],
      fast: 'रविवार। परंपरागत रूप से सूर्यास्त से पहले बिना नमक का एक समय का भोजन किया जाता है। बहुत से लोग बस हल्का भोजन करते हैं और दिन की शुरुआत अर्घ्य से करते हैं।',
      gem: `माणिक्य (माणिक) सूर्य का रत्न है, जो परंपरागत रूप से सोने या ताँबे में जड़वाकर रविवार की सुबह अनामिका उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'moon',
    order: 2,
    planet: { en: 'Moon (Chandra)', hi: 'चंद्र' },
    title: { en: 'Remedies for the Moon (Chandra)', hi: 'चंद्र ग्रह के उपाय' },
    excerpt: {
      en: 'Chandra rules the mind, emotions, sleep and the mother. Monday practices, Shiva worship and ways to bring calm to a restless mind.',
      hi: 'चंद्रमा मन, भावनाओं, नींद और माता के कारक हैं। सोमवार के अभ्यास, शिव उपासना और बेचैन मन को शांत करने के उपाय।',
    },
    day: { en: 'Monday', hi: 'सोमवार' },
    mantra: { devanagari: 'ॐ सों सोमाय नमः', transliteration: 'Om Som Somaya Namah' },
    shloka: 'दधिशंखतुषाराभं क्षीरोदार्णवसंभवम्। नमामि शशिनं सोमं शंभोर्मुकुटभूषणम्॥',
    shlokaLatin: 'Dadhi-shankha-tusharabham kshirodarnava-sambhavam, namami shashinam somam shambhor-mukuta-bhushanam.',
    en: {
      intro:
        'The Moon is the mind (manas). It governs feelings, memory, sleep, nourishment and the bond with the mother. A troubled Moon in a chart is usually described as a restless or anxious mind, mood swings, or difficulty settling. Because the Moon waxes and wanes, its remedies are about rhythm: regular habits, gentle devotion and caring for others.',
      charity: [
        'On Mondays, give rice, milk, curd, white cloth or sugar to those in need.',
        'Offer water or milk to a Shiva lingam and share the prasad.',
        'Serve or support elderly women and mothers in your community.',
      ],
      conduct: [
        'Keep regular hours of sleep; the Moon is strengthened by rest and routine.',
        'Call or visit your mother, or a motherly figure, often. Speak gently at home.',
        'Spend time near water, or keep a small bowl of water with a flower in your room.',
        'On Purnima evenings, sit quietly in moonlight for a few minutes.',
      ],
      fast: 'Monday (Somvar vrat), dedicated to Lord Shiva. The fast is usually kept until evening, then broken with simple food such as milk, fruit or kheer. The sixteen Mondays (Solah Somvar) are a well-known vow.',
      gem: `Pearl (moti) is the Moon's stone, traditionally set in silver and worn on the little finger on a Monday. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'चंद्रमा मन है। यह भावनाओं, स्मृति, नींद, पोषण और माता से संबंध का कारक है। कुंडली में पीड़ित चंद्रमा का वर्णन प्रायः बेचैन या चिंतित मन, मनोदशा में उतार-चढ़ाव, या स्थिर न हो पाने के रूप में किया जाता है। चंद्रमा घटता-बढ़ता है, इसलिए इसके उपाय लय से जुड़े हैं: नियमित आदतें, सरल भक्ति और दूसरों की देखभाल।',
      charity: [
        'सोमवार को ज़रूरतमंदों को चावल, दूध, दही, सफ़ेद वस्त्र या चीनी दान करें।',
        'शिवलिंग पर जल या दूध अर्पित करें और प्रसाद बाँटें।',
        'अपने आसपास की बुज़ुर्ग महिलाओं और माताओं की सेवा या सहायता करें।',
      ],
      conduct: [
        'सोने-जागने का समय नियमित रखें; विश्राम और दिनचर्या से चंद्रमा बलवान होता है।',
        'अपनी माता या माता समान किसी व्यक्ति को अक्सर फ़ोन करें या उनसे मिलें। घर में कोमल वाणी बोलें।',
        'जल के पास समय बिताएँ, या अपने कमरे में फूल डालकर जल का एक छोटा पात्र रखें।',
        'पूर्णिमा की शाम कुछ मिनट चाँदनी में शांत बैठें।',
      ],
      fast: 'सोमवार (सोमवार व्रत), भगवान शिव को समर्पित। व्रत प्रायः शाम तक रखा जाता है और फिर दूध, फल या खीर जैसे सादे भोजन से खोला जाता है। सोलह सोमवार का व्रत प्रसिद्ध संकल्प है।',
      gem: `मोती चंद्रमा का रत्न है, जो परंपरागत रूप से चाँदी में जड़वाकर सोमवार को कनिष्ठिका उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'mars',
    order: 9,
    planet: { en: 'Mars (Mangal)', hi: 'मंगल' },
    title: { en: 'Remedies for Mars (Mangal)', hi: 'मंगल ग्रह के उपाय' },
    excerpt: {
      en: 'Mangal gives energy, courage and drive, and when unsettled, anger and haste. Tuesday practices, Hanuman worship and ways to channel Mars well.',
      hi: 'मंगल ऊर्जा, साहस और लगन देते हैं, और असंतुलित हों तो क्रोध और जल्दबाज़ी। मंगलवार के अभ्यास, हनुमान उपासना और मंगल की ऊर्जा को सही दिशा देने के उपाय।',
    },
    day: { en: 'Tuesday', hi: 'मंगलवार' },
    mantra: { devanagari: 'ॐ अं अंगारकाय नमः', transliteration: 'Om Am Angarakaya Namah' },
    shloka: 'धरणीगर्भसंभूतं विद्युत्कांतिसमप्रभम्। कुमारं शक्तिहस्तं तं मंगलं प्रणमाम्यहम्॥',
    shlokaLatin: 'Dharani-garbha-sambhutam vidyut-kanti-samaprabham, kumaram shakti-hastam tam mangalam pranamamyaham.',
    en: {
      intro:
        'Mars is the commander of the planets: energy, courage, sports, land, siblings and technical skill. A strong Mars gets things done; a disturbed Mars shows as impatience, quarrels, accidents from haste or conflicts over property. Much is said about "Manglik dosha" in marriage; please remember that it has many cancellations and should be judged only from the complete charts of both partners, never feared on its own.',
      charity: [
        'On Tuesdays, give red lentils (masoor), jaggery or sweets made with jaggery.',
        'Donate blood if you are healthy and eligible: a modern gift very much in the spirit of Mars.',
        'Support a sports team, a fire-service or a soldiers\' welfare fund.',
      ],
      conduct: [
        'Recite the Hanuman Chalisa on Tuesdays and visit a Hanuman temple.',
        'Give Mars a healthy outlet: regular exercise, running, yoga or martial arts.',
        'Before reacting in anger, pause and take three slow breaths; settle disputes with brothers and neighbours fairly.',
        'Drive carefully and avoid rushing with tools, fire and machines.',
      ],
      fast: 'Tuesday (Mangalvar vrat), usually dedicated to Hanuman. Devotees eat once in the day, often sweet food without salt, after offering prayers.',
      gem: `Red coral (moonga) is associated with Mars, traditionally set in copper or gold and worn on the ring finger on a Tuesday. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'मंगल ग्रहों के सेनापति हैं: ऊर्जा, साहस, खेल, भूमि, भाई-बहन और तकनीकी कौशल के कारक। बलवान मंगल काम पूरा करवाता है; असंतुलित मंगल अधीरता, झगड़ों, जल्दबाज़ी से दुर्घटनाओं या संपत्ति के विवादों के रूप में दिखता है। विवाह में "मांगलिक दोष" की बहुत चर्चा होती है; कृपया याद रखें कि इसके अनेक परिहार हैं और इसे दोनों की पूरी कुंडली देखकर ही आँकना चाहिए, अकेले इससे डरना नहीं चाहिए।',
      charity: [
        'मंगलवार को मसूर की दाल, गुड़ या गुड़ से बनी मिठाई दान करें।',
        'यदि आप स्वस्थ और पात्र हैं तो रक्तदान करें: यह मंगल की भावना के अनुरूप एक आधुनिक दान है।',
        'किसी खेल टीम, अग्निशमन सेवा या सैनिक कल्याण कोष की सहायता करें।',
      ],
      conduct: [
        'मंगलवार को हनुमान चालीसा का पाठ करें और हनुमान मंदिर जाएँ।',
        'मंगल की ऊर्जा को स्वस्थ दिशा दें: नियमित व्यायाम, दौड़, योग या कोई युद्ध-कला।',
        'क्रोध में प्रतिक्रिया देने से पहले रुकें और तीन गहरी साँसें लें; भाइयों और पड़ोसियों से विवाद न्यायपूर्वक सुलझाएँ।',
        'वाहन सावधानी से चलाएँ और औज़ारों, आग तथा मशीनों के साथ जल्दबाज़ी न करें।',
      ],
      fast: 'मंगलवार (मंगलवार व्रत), सामान्यतः हनुमान जी को समर्पित। भक्त पूजा के बाद दिन में एक बार भोजन करते हैं, प्रायः बिना नमक का मीठा भोजन।',
      gem: `मूँगा मंगल का रत्न है, जो परंपरागत रूप से ताँबे या सोने में जड़वाकर मंगलवार को अनामिका उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'mercury',
    order: 5,
    planet: { en: 'Mercury (Budh)', hi: 'बुध' },
    title: { en: 'Remedies for Mercury (Budh)', hi: 'बुध ग्रह के उपाय' },
    excerpt: {
      en: 'Budh governs intellect, speech, trade and learning. Wednesday practices, Ganesha and Vishnu worship, and habits that sharpen a clear mind.',
      hi: 'बुध बुद्धि, वाणी, व्यापार और शिक्षा के कारक हैं। बुधवार के अभ्यास, गणेश और विष्णु उपासना, और स्पष्ट बुद्धि को निखारने वाली आदतें।',
    },
    day: { en: 'Wednesday', hi: 'बुधवार' },
    mantra: { devanagari: 'ॐ बुं बुधाय नमः', transliteration: 'Om Bum Budhaya Namah' },
    shloka: 'प्रियंगुकलिकाश्यामं रूपेणाप्रतिमं बुधम्। सौम्यं सौम्यगुणोपेतं तं बुधं प्रणमाम्यहम्॥',
    shlokaLatin: 'Priyangu-kalika-shyamam rupena-pratimam budham, saumyam saumya-gunopetam tam budham pranamamyaham.',
    en: {
      intro:
        'Mercury is the prince among planets: intelligence, speech, writing, mathematics, commerce, humour and the nervous system. A well-placed Mercury gives quick learning and skill with words and numbers; a troubled one can show as scattered thinking, miscommunication or nervous tension. Mercury takes on the nature of the planets near it, so its remedies focus on clarity and honest speech.',
      charity: [
        'On Wednesdays, give green moong dal, green vegetables or green cloth.',
        'Feed green grass to cows, a traditional Mercury remedy.',
        'Donate books, notebooks or stationery to students who cannot afford them.',
      ],
      conduct: [
        'Worship Lord Ganesha on Wednesdays; offering durva grass is customary.',
        'Read or listen to the Vishnu Sahasranama, or simply read something worthwhile every day.',
        'Keep your accounts and documents in order, and speak truthfully in business.',
        'Be kind to younger siblings, cousins and students; avoid gossip and harsh jokes.',
      ],
      fast: 'Wednesday. The fast is light: one meal, often including green moong, taken after the evening prayer to Ganesha or Vishnu.',
      gem: `Emerald (panna) is Mercury's stone, traditionally set in gold and worn on the little finger on a Wednesday. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'बुध ग्रहों के राजकुमार हैं: बुद्धि, वाणी, लेखन, गणित, व्यापार, विनोद और तंत्रिका तंत्र के कारक। शुभ बुध तेज़ सीखने की क्षमता और शब्दों तथा अंकों में कुशलता देता है; पीड़ित बुध बिखरे विचारों, ग़लतफ़हमियों या मानसिक तनाव के रूप में दिख सकता है। बुध अपने पास के ग्रहों का स्वभाव ग्रहण कर लेता है, इसलिए उसके उपाय स्पष्टता और सच्ची वाणी पर केंद्रित हैं।',
      charity: [
        'बुधवार को हरी मूँग दाल, हरी सब्ज़ियाँ या हरा वस्त्र दान करें।',
        'गायों को हरी घास खिलाएँ, यह बुध का पारंपरिक उपाय है।',
        'जिन विद्यार्थियों के पास साधन नहीं हैं, उन्हें पुस्तकें, कॉपियाँ या लेखन सामग्री दें।',
      ],
      conduct: [
        'बुधवार को भगवान गणेश की पूजा करें; दूर्वा अर्पित करने की परंपरा है।',
        'विष्णु सहस्रनाम पढ़ें या सुनें, या प्रतिदिन कुछ सार्थक अवश्य पढ़ें।',
        'अपने हिसाब-किताब और दस्तावेज़ व्यवस्थित रखें, और व्यापार में सच बोलें।',
        'छोटे भाई-बहनों, चचेरे भाई-बहनों और विद्यार्थियों के प्रति स्नेह रखें; चुगली और कटु मज़ाक से बचें।',
      ],
      fast: 'बुधवार। यह व्रत हल्का होता है: गणेश जी या विष्णु जी की संध्या पूजा के बाद एक समय भोजन, जिसमें प्रायः हरी मूँग शामिल होती है।',
      gem: `पन्ना बुध का रत्न है, जो परंपरागत रूप से सोने में जड़वाकर बुधवार को कनिष्ठिका उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'jupiter',
    order: 3,
    planet: { en: 'Jupiter (Guru)', hi: 'गुरु (बृहस्पति)' },
    title: { en: 'Remedies for Jupiter (Guru)', hi: 'गुरु (बृहस्पति) ग्रह के उपाय' },
    excerpt: {
      en: 'Guru brings wisdom, children, teachers, dharma and good fortune. Thursday practices, respect for teachers and the Brihaspati mantra.',
      hi: 'गुरु ज्ञान, संतान, शिक्षक, धर्म और सौभाग्य के कारक हैं। गुरुवार के अभ्यास, गुरुजनों का सम्मान और बृहस्पति मंत्र।',
    },
    day: { en: 'Thursday', hi: 'गुरुवार' },
    mantra: { devanagari: 'ॐ बृं बृहस्पतये नमः', transliteration: 'Om Brim Brihaspataye Namah' },
    shloka: 'देवानां च ऋषीणां च गुरुं कांचनसंनिभम्। बुद्धिभूतं त्रिलोकेशं तं नमामि बृहस्पतिम्॥',
    shlokaLatin: 'Devanam cha rishinam cha gurum kanchana-sannibham, buddhi-bhutam trilokesham tam namami brihaspatim.',
    en: {
      intro:
        'Jupiter, Brihaspati, is the teacher of the gods and the great benefic of astrology. He signifies wisdom, faith, teachers, children, wealth gained rightly, and for women traditionally the husband. When Jupiter is weak, people describe a lack of guidance, delays in family matters, or losing faith in themselves. Jupiter\'s remedies are the most pleasant of all: learn, teach, give and respect.',
      charity: [
        'On Thursdays, give chana dal, turmeric, bananas, yellow sweets or yellow cloth.',
        'Donate religious or educational books; sponsor a student\'s fees.',
        'Offer food to priests, teachers or a temple kitchen.',
      ],
      conduct: [
        'Respect your teachers, elders and spiritual guides; touch their feet or simply thank them.',
        'Water a banana or peepal plant on Thursdays and light a ghee lamp.',
        'Study a scripture or a subject you love for a little time each day, and share what you learn.',
        'Keep your word in money matters; Jupiter dislikes broken trust.',
      ],
      fast: 'Thursday (Brihaspativar vrat). Devotees wear yellow, worship Vishnu or Brihaspati with turmeric and chana dal, and eat one meal of yellow food, often without salt.',
      gem: `Yellow sapphire (pukhraj) is associated with Jupiter, traditionally set in gold and worn on the index finger on a Thursday. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'गुरु बृहस्पति देवताओं के गुरु और ज्योतिष के सबसे बड़े शुभ ग्रह हैं। वे ज्ञान, श्रद्धा, शिक्षक, संतान, धर्म से कमाया धन, और परंपरा के अनुसार स्त्रियों के लिए पति के कारक हैं। गुरु कमज़ोर हों तो लोग मार्गदर्शन की कमी, पारिवारिक मामलों में विलंब, या स्वयं पर विश्वास खोने की बात कहते हैं। गुरु के उपाय सबसे सुखद हैं: सीखें, सिखाएँ, दें और सम्मान करें।',
      charity: [
        'गुरुवार को चने की दाल, हल्दी, केले, पीली मिठाई या पीला वस्त्र दान करें।',
        'धार्मिक या शैक्षिक पुस्तकें दान करें; किसी विद्यार्थी की फ़ीस का भार उठाएँ।',
        'पुरोहितों, शिक्षकों या मंदिर के भंडारे में भोजन अर्पित करें।',
      ],
      conduct: [
        'अपने शिक्षकों, बड़ों और आध्यात्मिक मार्गदर्शकों का सम्मान करें; उनके चरण स्पर्श करें या बस उन्हें धन्यवाद कहें।',
        'गुरुवार को केले या पीपल के पौधे में जल दें और घी का दीपक जलाएँ।',
        'प्रतिदिन कुछ समय किसी शास्त्र या अपने प्रिय विषय का अध्ययन करें, और जो सीखें उसे बाँटें।',
        'धन के मामलों में अपना वचन निभाएँ; गुरु को विश्वास टूटना पसंद नहीं।',
      ],
      fast: 'गुरुवार (बृहस्पतिवार व्रत)। भक्त पीले वस्त्र पहनते हैं, हल्दी और चने की दाल से विष्णु या बृहस्पति की पूजा करते हैं, और पीले भोजन का एक समय आहार लेते हैं, प्रायः बिना नमक के।',
      gem: `पुखराज गुरु का रत्न है, जो परंपरागत रूप से सोने में जड़वाकर गुरुवार को तर्जनी उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'venus',
    order: 6,
    planet: { en: 'Venus (Shukra)', hi: 'शुक्र' },
    title: { en: 'Remedies for Venus (Shukra)', hi: 'शुक्र ग्रह के उपाय' },
    excerpt: {
      en: 'Shukra governs love, marriage, beauty, art and comfort. Friday practices, Lakshmi worship and a graceful way of living.',
      hi: 'शुक्र प्रेम, विवाह, सौंदर्य, कला और सुख-सुविधा के कारक हैं। शुक्रवार के अभ्यास, लक्ष्मी उपासना और सुरुचिपूर्ण जीवनशैली।',
    },
    day: { en: 'Friday', hi: 'शुक्रवार' },
    mantra: { devanagari: 'ॐ शुं शुक्राय नमः', transliteration: 'Om Shum Shukraya Namah' },
    shloka: 'हिमकुंदमृणालाभं दैत्यानां परमं गुरुम्। सर्वशास्त्रप्रवक्तारं भार्गवं प्रणमाम्यहम्॥',
    shlokaLatin: 'Hima-kunda-mrinalabham daityanam paramam gurum, sarva-shastra-pravaktaram bhargavam pranamamyaham.',
    en: {
      intro:
        'Venus, Shukracharya, is the teacher of the asuras and the master of the arts of living. He signifies love and marriage, beauty, music, dance, vehicles, comfort and refinement. A troubled Venus may show as disharmony in relationships, overindulgence or a feeling that life has lost its sweetness. Venus remedies are about gratitude, respect in love, and beauty kept simple and clean.',
      charity: [
        'On Fridays, give rice, white sweets, curd, ghee or white clothes.',
        'Support the marriage expenses or the education of a girl from a family in need.',
        'Give perfume, cosmetics or clean clothes to women who work hard for little pay.',
      ],
      conduct: [
        'Worship Goddess Lakshmi on Friday evenings with a ghee lamp and white flowers.',
        'Treat your spouse, and women in general, with courtesy and respect.',
        'Keep your home clean and fragrant; make time for music, art or dance.',
        'Practise moderation in food, spending and pleasure.',
      ],
      fast: 'Friday (Shukravar vrat), often kept for Santoshi Mata or Lakshmi. A sweet meal is taken once in the day; in the Santoshi Mata tradition sour food is avoided.',
      gem: `Diamond (heera) is linked to Venus; white sapphire or opal are sometimes suggested instead. It is traditionally set in silver or platinum and worn on the middle or ring finger on a Friday. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'शुक्राचार्य दैत्यों के गुरु और जीवन-कलाओं के आचार्य हैं। शुक्र प्रेम और विवाह, सौंदर्य, संगीत, नृत्य, वाहन, सुख-सुविधा और परिष्कार के कारक हैं। पीड़ित शुक्र संबंधों में असामंजस्य, अति-भोग, या जीवन की मिठास खो जाने के भाव के रूप में दिख सकता है। शुक्र के उपाय कृतज्ञता, प्रेम में सम्मान, और सरल तथा स्वच्छ सौंदर्य के बारे में हैं।',
      charity: [
        'शुक्रवार को चावल, सफ़ेद मिठाई, दही, घी या सफ़ेद वस्त्र दान करें।',
        'किसी ज़रूरतमंद परिवार की बेटी के विवाह या शिक्षा में सहायता करें।',
        'कम वेतन पर कठिन परिश्रम करने वाली महिलाओं को इत्र, श्रृंगार सामग्री या स्वच्छ वस्त्र दें।',
      ],
      conduct: [
        'शुक्रवार की शाम घी के दीपक और सफ़ेद फूलों से देवी लक्ष्मी की पूजा करें।',
        'अपने जीवनसाथी और सामान्य रूप से सभी महिलाओं से शिष्टता और सम्मान से पेश आएँ।',
        'घर को स्वच्छ और सुगंधित रखें; संगीत, कला या नृत्य के लिए समय निकालें।',
        'भोजन, ख़र्च और भोग में संयम रखें।',
      ],
      fast: 'शुक्रवार (शुक्रवार व्रत), प्रायः संतोषी माता या लक्ष्मी जी के लिए। दिन में एक बार मीठा भोजन किया जाता है; संतोषी माता की परंपरा में खट्टी चीज़ों से परहेज़ किया जाता है।',
      gem: `हीरा शुक्र का रत्न है; कभी-कभी इसके स्थान पर सफ़ेद पुखराज या ओपल सुझाया जाता है। इसे परंपरागत रूप से चाँदी या प्लैटिनम में जड़वाकर शुक्रवार को मध्यमा या अनामिका उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'saturn',
    order: 8,
    planet: { en: 'Saturn (Shani)', hi: 'शनि' },
    title: { en: 'Remedies for Saturn (Shani)', hi: 'शनि ग्रह के उपाय' },
    excerpt: {
      en: 'Shani is the planet of karma, discipline and patience. Saturday practices, the Shani mantra, service to workers and elders, and a firm caution about blue sapphire.',
      hi: 'शनि कर्म, अनुशासन और धैर्य के ग्रह हैं। शनिवार के अभ्यास, शनि मंत्र, श्रमिकों और बुज़ुर्गों की सेवा, और नीलम के विषय में स्पष्ट सावधानी।',
    },
    day: { en: 'Saturday', hi: 'शनिवार' },
    mantra: { devanagari: 'ॐ शं शनैश्चराय नमः', transliteration: 'Om Sham Shanaishcharaya Namah' },
    shloka: 'नीलांजनसमाभासं रविपुत्रं यमाग्रजम्। छायामार्तंडसंभूतं तं नमामि शनैश्चरम्॥',
    shlokaLatin: 'Nilanjana-samabhasam ravi-putram yamagrajam, chhaya-martanda-sambhutam tam namami shanaishcharam.',
    en: {
      intro:
        'Saturn, son of the Sun and Chhaya, is the judge among the planets. He governs time, karma, hard work, servants and workers, old age, patience and endurance. His periods can feel slow and heavy, yet they build what lasts. Saturn is not pleased by fear or expensive rituals; he responds to honesty, humility and service. For the seven-and-a-half-year transit over the Moon, see our separate Sade Sati page.',
      charity: [
        'On Saturdays, give black sesame, black urad dal, mustard oil, iron utensils, blankets or footwear to those in need.',
        'Help labourers, cleaners, drivers and domestic workers: pay fairly and on time, and give a little extra when you can.',
        'Support an old-age home or a home for people with disabilities.',
      ],
      conduct: [
        'Light a mustard or sesame-oil lamp under a peepal tree or at a Shani or Hanuman temple on Saturday evening.',
        'Recite the Hanuman Chalisa, or the Shani Stotra composed by King Dasharatha.',
        'Be punctual, finish pending work and keep your commitments; Saturn rewards discipline.',
        'Avoid alcohol, cheating, and unkindness to animals, especially crows and dogs; feed them instead.',
      ],
      fast: 'Saturday (Shanivar vrat). One meal is taken after sunset, often with black urad or sesame. Many begin the vow in the bright half of Shravan or on a Saturday in Shukla paksha.',
      gem: `Blue sapphire (neelam) is Saturn's stone and the one about which astrologers are most cautious: it is said to act quickly, in either direction. It should never be worn on impulse or for trial without expert advice. Amethyst (jamunia) is sometimes suggested as a gentler alternative. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'सूर्य और छाया के पुत्र शनि ग्रहों में न्यायाधीश हैं। वे समय, कर्म, परिश्रम, सेवक और श्रमिक, वृद्धावस्था, धैर्य और सहनशीलता के कारक हैं। उनकी अवधियाँ धीमी और भारी लग सकती हैं, परंतु वे स्थायी चीज़ें बनाती हैं। शनि भय या महँगे अनुष्ठानों से प्रसन्न नहीं होते; वे ईमानदारी, विनम्रता और सेवा से प्रसन्न होते हैं। चंद्रमा पर शनि के साढ़े सात वर्ष के गोचर के लिए हमारा अलग साढ़ेसाती पृष्ठ देखें।',
      charity: [
        'शनिवार को ज़रूरतमंदों को काले तिल, काली उड़द, सरसों का तेल, लोहे के बर्तन, कंबल या जूते-चप्पल दान करें।',
        'मज़दूरों, सफ़ाईकर्मियों, चालकों और घरेलू कामगारों की सहायता करें: उचित और समय पर वेतन दें, और संभव हो तो कुछ अधिक दें।',
        'किसी वृद्धाश्रम या दिव्यांगजनों के आश्रम की सहायता करें।',
      ],
      conduct: [
        'शनिवार की शाम पीपल के पेड़ के नीचे या शनि अथवा हनुमान मंदिर में सरसों या तिल के तेल का दीपक जलाएँ।',
        'हनुमान चालीसा या राजा दशरथ द्वारा रचित शनि स्तोत्र का पाठ करें।',
        'समय के पाबंद रहें, लंबित काम पूरा करें और अपनी प्रतिबद्धताएँ निभाएँ; शनि अनुशासन का फल देते हैं।',
        'मदिरा, छल और पशुओं के प्रति क्रूरता से बचें, विशेषकर कौओं और कुत्तों के प्रति; इसके बजाय उन्हें भोजन दें।',
      ],
      fast: 'शनिवार (शनिवार व्रत)। सूर्यास्त के बाद एक समय भोजन किया जाता है, प्रायः काली उड़द या तिल के साथ। बहुत से लोग यह व्रत श्रावण के शुक्ल पक्ष में या शुक्ल पक्ष के किसी शनिवार से आरंभ करते हैं।',
      gem: `नीलम शनि का रत्न है और वही रत्न जिसके बारे में ज्योतिषी सबसे अधिक सावधान रहते हैं: कहा जाता है कि यह शीघ्र प्रभाव दिखाता है, किसी भी दिशा में। इसे कभी आवेग में या परीक्षण के लिए विशेषज्ञ सलाह के बिना नहीं पहनना चाहिए। कभी-कभी कोमल विकल्प के रूप में जामुनिया (एमेथिस्ट) सुझाया जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'rahu',
    order: 4,
    planet: { en: 'Rahu', hi: 'राहु' },
    title: { en: 'Remedies for Rahu', hi: 'राहु ग्रह के उपाय' },
    excerpt: {
      en: 'Rahu, the north node of the Moon, brings ambition, confusion and sudden change. Practices for clarity: Durga worship, honesty and a clean routine.',
      hi: 'राहु, चंद्रमा का उत्तरी पात, महत्वाकांक्षा, भ्रम और अचानक बदलाव लाता है। स्पष्टता के अभ्यास: दुर्गा उपासना, ईमानदारी और स्वच्छ दिनचर्या।',
    },
    day: { en: 'Saturday', hi: 'शनिवार' },
    mantra: { devanagari: 'ॐ रां राहवे नमः', transliteration: 'Om Ram Rahave Namah' },
    shloka: 'अर्धकायं महावीर्यं चंद्रादित्यविमर्दनम्। सिंहिकागर्भसंभूतं तं राहुं प्रणमाम्यहम्॥',
    shlokaLatin: 'Ardha-kayam maha-viryam chandraditya-vimardanam, simhika-garbha-sambhutam tam rahum pranamamyaham.',
    en: {
      intro:
        'Rahu is a shadow planet: the point where the Moon\'s path crosses the Sun\'s, which astronomers call the Moon\'s north node. In myth he is the head of the asura who drank the nectar, forever chasing the Sun and Moon and causing eclipses. Rahu signifies desire, ambition, foreign things, technology and the unconventional. When he is troublesome, people describe confusion, obsession, fear without cause or sudden reversals. His remedies aim at clarity and groundedness.',
      charity: [
        'On Saturdays, give a blanket, mustard oil, black sesame or a coconut to people in need.',
        'Feed stray dogs, or support an animal shelter.',
        'Help people who are outcast or forgotten: prisoners\' families, sanitation workers, migrants.',
      ],
      conduct: [
        'Worship Goddess Durga; reciting the Durga Chalisa or hearing the Durga Saptashati is traditional for Rahu.',
        'Avoid alcohol, intoxicants, gambling and shortcuts in money matters.',
        'Limit late-night screen time; keep a regular routine and a tidy home.',
        'Before big decisions, sleep on them and consult someone you trust.',
      ],
      fast: 'Rahu has no weekday of his own; Saturday is commonly used for his remedies. Some also observe the day of a solar or lunar eclipse with prayer and charity.',
      gem: `Hessonite (gomed) is the stone associated with Rahu, traditionally set in silver or panchdhatu and worn on the middle finger. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'राहु एक छाया ग्रह है: वह बिंदु जहाँ चंद्रमा का मार्ग सूर्य के मार्ग को काटता है, जिसे खगोलशास्त्री चंद्रमा का उत्तरी पात कहते हैं। पौराणिक कथा में यह उस असुर का सिर है जिसने अमृत पी लिया था, और जो सदा सूर्य-चंद्र का पीछा करते हुए ग्रहण का कारण बनता है। राहु इच्छा, महत्वाकांक्षा, विदेशी चीज़ों, तकनीक और अपरंपरागत बातों का कारक है। जब यह कष्ट देता है, तो लोग भ्रम, किसी बात की धुन, अकारण भय या अचानक उलटफेर की बात करते हैं। इसके उपाय स्पष्टता और धरातल से जुड़ाव के लिए हैं।',
      charity: [
        'शनिवार को ज़रूरतमंदों को कंबल, सरसों का तेल, काले तिल या नारियल दान करें।',
        'आवारा कुत्तों को भोजन दें, या किसी पशु आश्रय की सहायता करें।',
        'उपेक्षित या भुला दिए गए लोगों की सहायता करें: क़ैदियों के परिवार, सफ़ाईकर्मी, प्रवासी मज़दूर।',
      ],
      conduct: [
        'देवी दुर्गा की उपासना करें; राहु के लिए दुर्गा चालीसा का पाठ या दुर्गा सप्तशती का श्रवण पारंपरिक है।',
        'मदिरा, नशे, जुए और धन के मामलों में शॉर्टकट से बचें।',
        'देर रात तक स्क्रीन देखने की आदत कम करें; दिनचर्या नियमित और घर व्यवस्थित रखें।',
        'बड़े निर्णय लेने से पहले एक रात रुकें और किसी विश्वसनीय व्यक्ति से परामर्श करें।',
      ],
      fast: 'राहु का अपना कोई वार नहीं है; इसके उपाय प्रायः शनिवार को किए जाते हैं। कुछ लोग सूर्य या चंद्र ग्रहण के दिन भी प्रार्थना और दान करते हैं।',
      gem: `गोमेद राहु का रत्न है, जो परंपरागत रूप से चाँदी या पंचधातु में जड़वाकर मध्यमा उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'ketu',
    order: 7,
    planet: { en: 'Ketu', hi: 'केतु' },
    title: { en: 'Remedies for Ketu', hi: 'केतु ग्रह के उपाय' },
    excerpt: {
      en: 'Ketu, the south node, brings detachment, intuition and spiritual seeking, and sometimes a sense of loss. Ganesha worship, simplicity and service.',
      hi: 'केतु, दक्षिणी पात, वैराग्य, अंतर्ज्ञान और आध्यात्मिक खोज देता है, और कभी-कभी खोने का भाव। गणेश उपासना, सादगी और सेवा।',
    },
    day: { en: 'Tuesday', hi: 'मंगलवार' },
    mantra: { devanagari: 'ॐ कें केतवे नमः', transliteration: 'Om Kem Ketave Namah' },
    shloka: 'पलाशपुष्पसंकाशं तारकाग्रहमस्तकम्। रौद्रं रौद्रात्मकं घोरं तं केतुं प्रणमाम्यहम्॥',
    shlokaLatin: 'Palasha-pushpa-sankasham taraka-graha-mastakam, raudram raudratmakam ghoram tam ketum pranamamyaham.',
    en: {
      intro:
        'Ketu is Rahu\'s partner, the Moon\'s south node, always exactly opposite him. Where Rahu is the head that hungers, Ketu is the body without a head: he lets go. Ketu signifies past-life skills, intuition, research, healing, renunciation and moksha. Difficult Ketu periods can bring confusion about direction, sudden separations or a sense that worldly success feels empty. Remedies help turn that restlessness into spiritual depth.',
      charity: [
        'Give a black-and-white or multi-coloured blanket to someone in need.',
        'Feed dogs, especially on Tuesdays and Saturdays.',
        'Donate sesame, or support a hospice, a research fund or a spiritual institution.',
      ],
      conduct: [
        'Worship Lord Ganesha, the remover of obstacles; reciting the Ganesha Atharvashirsha or simply "Om Gam Ganapataye Namah" is traditional for Ketu.',
        'Keep a short daily practice of meditation or silent prayer.',
        'Simplify: give away things you do not use, and avoid acting on suspicion.',
        'Respect your maternal grandparents and honour your ancestors.',
      ],
      fast: 'Ketu has no weekday of his own; Tuesday or Saturday is commonly used. Sankashti Chaturthi, the fast for Ganesha, is especially recommended.',
      gem: `Cat's eye (lehsunia) is associated with Ketu, traditionally set in silver or panchdhatu and worn on the little or middle finger. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'केतु राहु का साथी है, चंद्रमा का दक्षिणी पात, जो सदा ठीक उसके सामने रहता है। जहाँ राहु भूखा सिर है, वहीं केतु बिना सिर का धड़ है: वह छोड़ देता है। केतु पूर्वजन्म के कौशल, अंतर्ज्ञान, शोध, उपचार, त्याग और मोक्ष का कारक है। केतु की कठिन अवधियाँ दिशा को लेकर भ्रम, अचानक बिछोह, या सांसारिक सफलता के खोखलेपन का भाव ला सकती हैं। इसके उपाय उस बेचैनी को आध्यात्मिक गहराई में बदलने में सहायता करते हैं।',
      charity: [
        'किसी ज़रूरतमंद को काला-सफ़ेद या रंग-बिरंगा कंबल दान करें।',
        'कुत्तों को भोजन दें, विशेषकर मंगलवार और शनिवार को।',
        'तिल दान करें, या किसी धर्मशाला, शोध कोष या आध्यात्मिक संस्था की सहायता करें।',
      ],
      conduct: [
        'विघ्नहर्ता भगवान गणेश की उपासना करें; केतु के लिए गणपति अथर्वशीर्ष का पाठ या केवल "ॐ गं गणपतये नमः" का जप पारंपरिक है।',
        'प्रतिदिन ध्यान या मौन प्रार्थना का छोटा-सा अभ्यास रखें।',
        'जीवन सरल बनाएँ: जो चीज़ें उपयोग में नहीं, उन्हें दान कर दें, और संदेह के आधार पर कोई कदम न उठाएँ।',
        'अपने नाना-नानी का सम्मान करें और पितरों को याद करें।',
      ],
      fast: 'केतु का अपना कोई वार नहीं है; प्रायः मंगलवार या शनिवार को उपाय किए जाते हैं। गणेश जी का संकष्टी चतुर्थी व्रत विशेष रूप से उपयोगी माना जाता है।',
      gem: `लहसुनिया (कैट्स आई) केतु का रत्न है, जो परंपरागत रूप से चाँदी या पंचधातु में जड़वाकर कनिष्ठिका या मध्यमा उँगली में पहना जाता है। ${gemCautionHi}`,
    },
  },
  {
    slug: 'sadesati',
    order: 10,
    planet: { en: 'Saturn: Sade Sati', hi: 'शनि: साढ़ेसाती' },
    title: { en: 'Remedies for Sade Sati', hi: 'साढ़ेसाती के उपाय' },
    excerpt: {
      en: 'Seven and a half years of Saturn around your Moon sign. A calm, practical routine of prayer, service and discipline for each phase.',
      hi: 'आपकी चंद्र राशि के आसपास शनि के साढ़े सात वर्ष। हर चरण के लिए प्रार्थना, सेवा और अनुशासन की शांत, व्यावहारिक दिनचर्या।',
    },
    day: { en: 'Saturday', hi: 'शनिवार' },
    mantra: { devanagari: 'ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः', transliteration: 'Om Pram Prim Praum Sah Shanaishcharaya Namah' },
    shloka: 'कोणस्थः पिंगलो बभ्रुः कृष्णो रौद्रोऽन्तको यमः। सौरिः शनैश्चरो मंदः पिप्पलादेन संस्तुतः॥',
    shlokaLatin: 'Konasthah pingalo babhruh krishno raudro-ntako yamah, saurih shanaishcharo mandah pippaladena samstutah.',
    en: {
      intro:
        'Sade Sati is the period in which Saturn transits the sign before your Moon sign, the Moon sign itself and the sign after it: about seven and a half years in all. It comes to everyone two or three times in a lifetime and is not a curse. It tends to bring responsibility, a slower pace and the removal of what is no longer sound. The verse above, from the Shani stotra praised by the sage Pippalada, lists ten names of Saturn. Remedies are about meeting Saturn halfway: steady effort, humility and service.',
      charity: [
        'Each Saturday, give something useful to someone who works with their hands: food, a blanket, shoes, an umbrella, or simply a fair wage paid on time.',
        'Donate black sesame, mustard oil or black urad at a Shani temple, or to a family in need.',
        'Sponsor a meal at an old-age home once a month during the peak phase.',
      ],
      conduct: [
        'Recite the Hanuman Chalisa daily, or at least on Tuesdays and Saturdays; Hanuman is said to protect his devotees from Saturn\'s harshness.',
        'Light a sesame-oil lamp under a peepal tree on Saturday evening and walk around it seven times in silence.',
        'Make a simple written plan for money and health: avoid large loans and speculation, and keep up medical check-ups.',
        'Finish old tasks, repay small debts and mend strained relationships. Saturn lightens as duties are completed.',
        'Do not let fear push you into costly rituals or stones; a sincere routine is the heart of every Sade Sati remedy.',
      ],
      fast: 'Saturday. Many people keep a Saturday fast through the peak phase (Saturn over the Moon), eating once after sunset. Shani Jayanti (Jyeshtha Amavasya) is a traditional day for special prayer.',
      gem: `Blue sapphire is often sold as a "Sade Sati stone". It is not a general remedy: for many charts it is unsuitable, and it should only be considered after a careful personal consultation. ${gemCautionEn}`,
    },
    hi: {
      intro:
        'साढ़ेसाती वह अवधि है जिसमें शनि आपकी चंद्र राशि से पहले वाली राशि, स्वयं चंद्र राशि और उसके बाद वाली राशि से गोचर करते हैं: कुल मिलाकर लगभग साढ़े सात वर्ष। यह हर व्यक्ति के जीवन में दो या तीन बार आती है और कोई श्राप नहीं है। यह प्रायः ज़िम्मेदारी, धीमी गति और जो अब ठीक नहीं रहा उसे हटाने का समय होती है। ऊपर दिया श्लोक, ऋषि पिप्पलाद द्वारा स्तुत शनि स्तोत्र से, शनि के दस नाम बताता है। उपायों का अर्थ है शनि से आधे रास्ते में मिलना: निरंतर प्रयास, विनम्रता और सेवा।',
      charity: [
        'हर शनिवार हाथ से काम करने वाले किसी व्यक्ति को कुछ उपयोगी दें: भोजन, कंबल, जूते, छाता, या बस समय पर दिया गया उचित पारिश्रमिक।',
        'शनि मंदिर में या किसी ज़रूरतमंद परिवार को काले तिल, सरसों का तेल या काली उड़द दान करें।',
        'मध्य चरण में महीने में एक बार किसी वृद्धाश्रम में भोजन की व्यवस्था करें।',
      ],
      conduct: [
        'प्रतिदिन, या कम से कम मंगलवार और शनिवार को हनुमान चालीसा का पाठ करें; कहा जाता है कि हनुमान जी अपने भक्तों की शनि की कठोरता से रक्षा करते हैं।',
        'शनिवार की शाम पीपल के पेड़ के नीचे तिल के तेल का दीपक जलाएँ और मौन रहकर सात परिक्रमा करें।',
        'धन और स्वास्थ्य की एक सरल लिखित योजना बनाएँ: बड़े ऋण और सट्टे से बचें, और स्वास्थ्य जाँच नियमित रखें।',
        'पुराने काम पूरे करें, छोटे ऋण चुकाएँ और बिगड़े संबंध सुधारें। कर्तव्य पूरे होने पर शनि का भार हल्का होता है।',
        'भय के कारण महँगे अनुष्ठानों या रत्नों की ओर न जाएँ; सच्ची दिनचर्या ही हर साढ़ेसाती उपाय का मूल है।',
      ],
      fast: 'शनिवार। बहुत से लोग मध्य चरण (चंद्रमा पर शनि) में शनिवार का व्रत रखते हैं और सूर्यास्त के बाद एक बार भोजन करते हैं। शनि जयंती (ज्येष्ठ अमावस्या) विशेष प्रार्थना का पारंपरिक दिन है।',
      gem: `नीलम को अक्सर "साढ़ेसाती का रत्न" कहकर बेचा जाता है। यह कोई सामान्य उपाय नहीं है: बहुत सी कुंडलियों के लिए यह अनुपयुक्त है, और इस पर केवल सावधान व्यक्तिगत परामर्श के बाद ही विचार करना चाहिए। ${gemCautionHi}`,
    },
  },
];

const beej: Record<string, [string, string]> = {
  sun: ['ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः', 'Om Hram Hrim Hraum Sah Suryaya Namah'],
  moon: ['ॐ श्रां श्रीं श्रौं सः चंद्रमसे नमः', 'Om Shram Shrim Shraum Sah Chandramase Namah'],
  mars: ['ॐ क्रां क्रीं क्रौं सः भौमाय नमः', 'Om Kram Krim Kraum Sah Bhaumaya Namah'],
  mercury: ['ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः', 'Om Bram Brim Braum Sah Budhaya Namah'],
  jupiter: ['ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः', 'Om Gram Grim Graum Sah Gurave Namah'],
  venus: ['ॐ द्रां द्रीं द्रौं सः शुक्राय नमः', 'Om Dram Drim Draum Sah Shukraya Namah'],
  saturn: ['ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः', 'Om Pram Prim Praum Sah Shanaishcharaya Namah'],
  rahu: ['ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः', 'Om Bhram Bhrim Bhraum Sah Rahave Namah'],
  ketu: ['ॐ स्रां स्रीं स्रौं सः केतवे नमः', 'Om Sram Srim Sraum Sah Ketave Namah'],
  sadesati: ['ॐ शं शनैश्चराय नमः', 'Om Sham Shanaishcharaya Namah'],
};

export const remedyDrafts: RemedyDraft[] = defs
  .map((d) => {
    const [b, bl] = beej[d.slug]!;
    const common = { shloka: d.shloka, shlokaLatin: d.shlokaLatin, beej: b, beejLatin: bl };
    return {
      slug: d.slug,
      order: d.order,
      planet: d.planet,
      title: d.title,
      excerpt: d.excerpt,
      day: d.day,
      mantra: d.mantra,
      image: img('remedies', d.slug),
      body: { en: body('en', { ...d.en, ...common }), hi: body('hi', { ...d.hi, ...common }) },
    };
  })
  .sort((a, b) => a.order - b.order);
