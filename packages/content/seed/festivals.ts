import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Major festivals. `date` is the next occurrence after November 2026, as dated for New Delhi by our own
 * panchang engine (packages/jyotish, festivals()); local calendars can differ by a day.
 */
export const items: SeedItem<'festivals'>[] = [
  {
    slug: 'makar-sankranti',
    category: 'fasting-and-festivals',
    title: { en: 'Makar Sankranti', hi: 'मकर संक्रांति' },
    summary: {
      en: 'The Sun enters Capricorn: a harvest festival of sesame, jaggery, kites and holy dips, celebrated under many names across India.',
      hi: 'सूर्य का मकर राशि में प्रवेश: तिल, गुड़, पतंगों और पवित्र स्नान का फ़सली पर्व, जो पूरे भारत में अनेक नामों से मनाया जाता है।',
    },
    date: '2027-01-14',
    region: { en: 'All India (Pongal, Lohri, Uttarayan, Bihu)', hi: 'संपूर्ण भारत (पोंगल, लोहड़ी, उत्तरायण, बिहू)' },
    image: img('festivals', 'makar-sankranti'),
    body: {
      en: `<p>Makar Sankranti is one of the few Hindu festivals fixed by the Sun rather than the Moon: it marks the moment the Sun enters sidereal Capricorn (Makara), which is why it falls on 14 or 15 January almost every year. It also begins the Sun's auspicious northward half-year journey in the traditional reckoning, <strong>Uttarayan</strong>.</p>
<h2>How it is celebrated</h2>
<ul>
<li>A holy dip at sunrise, in the Ganga at Prayagraj and Gangasagar or in any river, followed by prayers to Surya.</li>
<li>Sweets of sesame and jaggery (til-gud, gajak, laddoo), with the Maharashtrian greeting "til-gul ghya, god god bola": take sesame and jaggery, and speak sweetly.</li>
<li>Kite flying in Gujarat and Rajasthan, Pongal in Tamil Nadu, Lohri bonfires on the eve in Punjab, Magh Bihu in Assam, khichdi in Uttar Pradesh and Bihar.</li>
<li>Charity of sesame, blankets, grain and warm clothes, considered especially meritorious on this day.</li>
</ul>
<h2>Astrological note</h2>
<p>The Sun in Capricorn enters the sign of his son Saturn. The festival's emphasis on sweetness, generosity and reconciliation is often read as healing the famous distance between father and son.</p>`,
      hi: `<p>मकर संक्रांति उन गिने-चुने हिंदू पर्वों में है जो चंद्रमा से नहीं, सूर्य से तय होते हैं: यह सूर्य के निरयण मकर राशि में प्रवेश का क्षण है, इसीलिए यह लगभग हर वर्ष 14 या 15 जनवरी को पड़ती है। पारंपरिक गणना में यहीं से सूर्य की शुभ उत्तर दिशा की छह माह की यात्रा, <strong>उत्तरायण</strong>, आरंभ होती है।</p>
<h2>कैसे मनाई जाती है</h2>
<ul>
<li>सूर्योदय के समय पवित्र स्नान, प्रयागराज और गंगासागर में गंगा में या किसी भी नदी में, और फिर सूर्य देव की पूजा।</li>
<li>तिल और गुड़ की मिठाइयाँ (तिल-गुड़, गजक, लड्डू), और महाराष्ट्र का अभिवादन "तिळगूळ घ्या, गोड गोड बोला": तिल-गुड़ लीजिए और मीठा बोलिए।</li>
<li>गुजरात और राजस्थान में पतंगबाज़ी, तमिलनाडु में पोंगल, पंजाब में पूर्व संध्या पर लोहड़ी की आग, असम में माघ बिहू, उत्तर प्रदेश और बिहार में खिचड़ी।</li>
<li>तिल, कंबल, अन्न और गर्म कपड़ों का दान, जो इस दिन विशेष पुण्यदायी माना जाता है।</li>
</ul>
<h2>ज्योतिषीय टिप्पणी</h2>
<p>मकर में सूर्य अपने पुत्र शनि की राशि में प्रवेश करते हैं। पर्व में मिठास, उदारता और मेल-मिलाप पर जो ज़ोर है, उसे अक्सर पिता और पुत्र के बीच की प्रसिद्ध दूरी को पाटने के रूप में देखा जाता है।</p>`,
    },
  },
  {
    slug: 'maha-shivratri',
    category: 'fasting-and-festivals',
    title: { en: 'Maha Shivratri', hi: 'महाशिवरात्रि' },
    summary: {
      en: 'The great night of Shiva, on the fourteenth of the dark fortnight of Phalguna: fasting, night-long worship and abhishek of the lingam.',
      hi: 'फाल्गुन कृष्ण चतुर्दशी की शिव की महान रात्रि: उपवास, रात भर पूजा और शिवलिंग का अभिषेक।',
    },
    date: '2027-03-06',
    region: { en: 'All India and Nepal', hi: 'संपूर्ण भारत और नेपाल' },
    image: img('festivals', 'maha-shivratri'),
    body: {
      en: `<p>Every month has a Shivratri, the fourteenth night of the waning Moon, but the one in Phalguna (February or March) is the <strong>great</strong> Shivratri. Tradition remembers it as the night of Shiva's marriage to Parvati and of his appearance as an endless pillar of light.</p>
<h2>Observance</h2>
<ul>
<li>A fast through the day, often with fruit and milk only; some keep it without water.</li>
<li>Worship in the four quarters (prahar) of the night, with abhishek of the lingam using water, milk, curd, honey and ghee, and offerings of bel leaves, dhatura and white flowers.</li>
<li>Chanting "Om Namah Shivaya" and the Mahamrityunjaya mantra, and staying awake (jagran) through the night.</li>
<li>The fast is broken the next morning after worship.</li>
</ul>
<p>Pilgrims gather at the twelve jyotirlingas, from Kashi Vishwanath to Somnath, and in Nepal at Pashupatinath. At home a simple lamp, a little water offered to a lingam and a quiet hour of japa are enough.</p>`,
      hi: `<p>हर महीने कृष्ण पक्ष की चतुर्दशी को शिवरात्रि होती है, पर फाल्गुन (फ़रवरी या मार्च) की शिवरात्रि <strong>महा</strong>शिवरात्रि है। परंपरा इसे शिव-पार्वती के विवाह की रात्रि और शिव के अनंत ज्योति-स्तंभ के रूप में प्रकट होने की रात्रि के रूप में याद करती है।</p>
<h2>पालन</h2>
<ul>
<li>दिन भर उपवास, प्रायः केवल फल और दूध के साथ; कुछ लोग निर्जल व्रत रखते हैं।</li>
<li>रात्रि के चारों प्रहरों में पूजा, जल, दूध, दही, शहद और घी से शिवलिंग का अभिषेक, और बेलपत्र, धतूरा तथा सफ़ेद फूल अर्पण।</li>
<li>"ॐ नमः शिवाय" और महामृत्युंजय मंत्र का जप, और रात भर जागरण।</li>
<li>अगली सुबह पूजा के बाद व्रत का पारण।</li>
</ul>
<p>श्रद्धालु काशी विश्वनाथ से सोमनाथ तक बारह ज्योतिर्लिंगों पर और नेपाल में पशुपतिनाथ पर एकत्र होते हैं। घर पर एक दीपक, शिवलिंग पर थोड़ा जल और एक घंटे का शांत जप भी पर्याप्त है।</p>`,
    },
  },
  {
    slug: 'holi',
    category: 'fasting-and-festivals',
    title: { en: 'Holi', hi: 'होली' },
    summary: {
      en: 'The festival of colours on the full moon of Phalguna, preceded by the Holika bonfire that remembers Prahlad\'s faith.',
      hi: 'फाल्गुन पूर्णिमा पर रंगों का पर्व, जिससे पहले प्रह्लाद की भक्ति की याद में होलिका दहन होता है।',
    },
    date: '2027-03-22',
    region: { en: 'All India, especially Braj', hi: 'संपूर्ण भारत, विशेषकर ब्रज' },
    image: img('festivals', 'holi'),
    body: {
      en: `<p>Holi welcomes spring. On the full-moon evening of Phalguna, <strong>Holika Dahan</strong> is lit: a bonfire recalling how the demon king's sister Holika tried to burn the child Prahlad, a devotee of Vishnu, and was herself consumed while he walked out unharmed. The next morning the streets fill with colour.</p>
<h2>Traditions</h2>
<ul>
<li>Families circle the Holika fire, offering new grain, coconut and sweets.</li>
<li>On Dhulandi, the day of colours, people smear gulal on friends and strangers alike; old quarrels are meant to be forgiven.</li>
<li>Gujiya, malpua and thandai are prepared at home.</li>
<li>In Braj the celebration lasts for days: Lathmar Holi in Barsana and Nandgaon and the flower Holi of Vrindavan temples.</li>
</ul>
<h2>A considerate Holi</h2>
<p>Choose natural or skin-safe colours, save water, and ask before colouring anyone, especially older people, animals and those who do not wish to play.</p>`,
      hi: `<p>होली वसंत का स्वागत है। फाल्गुन पूर्णिमा की शाम <strong>होलिका दहन</strong> होता है: वह अग्नि जो याद दिलाती है कि असुर राजा की बहन होलिका ने विष्णु भक्त बालक प्रह्लाद को जलाने का प्रयास किया, पर स्वयं जल गई और प्रह्लाद सुरक्षित बाहर आ गए। अगली सुबह गलियाँ रंगों से भर जाती हैं।</p>
<h2>परंपराएँ</h2>
<ul>
<li>परिवार होलिका की परिक्रमा करते हैं और नया अन्न, नारियल और मिठाइयाँ अर्पित करते हैं।</li>
<li>धुलेंडी, रंगों के दिन, लोग मित्रों और अपरिचितों सबको गुलाल लगाते हैं; पुराने मनमुटाव भुला देने की परंपरा है।</li>
<li>घरों में गुझिया, मालपुआ और ठंडाई बनाई जाती है।</li>
<li>ब्रज में उत्सव कई दिनों तक चलता है: बरसाना और नंदगाँव की लट्ठमार होली और वृंदावन के मंदिरों की फूलों वाली होली।</li>
</ul>
<h2>संवेदनशील होली</h2>
<p>प्राकृतिक या त्वचा के लिए सुरक्षित रंग चुनें, पानी बचाएँ, और किसी को रंग लगाने से पहले पूछ लें, विशेषकर बुज़ुर्गों, पशुओं और उन लोगों से जो खेलना न चाहें।</p>`,
    },
  },
  {
    slug: 'raksha-bandhan',
    category: 'fasting-and-festivals',
    title: { en: 'Raksha Bandhan', hi: 'रक्षा बंधन' },
    summary: {
      en: 'On the full moon of Shravan, sisters tie a rakhi on their brothers\' wrists: a thread of protection, affection and duty.',
      hi: 'श्रावण पूर्णिमा पर बहनें भाइयों की कलाई पर राखी बाँधती हैं: रक्षा, स्नेह और कर्तव्य का धागा।',
    },
    date: '2027-08-17',
    region: { en: 'All India', hi: 'संपूर्ण भारत' },
    image: img('festivals', 'raksha-bandhan'),
    body: {
      en: `<p>Raksha Bandhan, "the bond of protection", falls on Shravan Purnima. A sister performs a small aarti for her brother, applies tilak, ties the rakhi and feeds him a sweet; he gives her a gift and the promise to stand by her. Today cousins, friends and sisters tie rakhis to one another too: the thread honours any bond of care.</p>
<h2>Timing</h2>
<p>Families prefer to tie the rakhi after the <strong>Bhadra</strong> period of the day has ended, as Bhadra (Vishti karana) is avoided for auspicious acts. The panchang for your city gives the exact window.</p>
<h2>Other observances of the day</h2>
<ul>
<li>Upakarma: Brahmin communities renew the sacred thread and begin Vedic study.</li>
<li>Narali Purnima on the western coast: fishing communities offer a coconut to the sea.</li>
<li>Kajari Purnima and Shravani in parts of North India.</li>
</ul>`,
      hi: `<p>रक्षा बंधन, यानी "रक्षा का बंधन", श्रावण पूर्णिमा को पड़ता है। बहन भाई की छोटी-सी आरती उतारती है, तिलक लगाती है, राखी बाँधती है और मिठाई खिलाती है; भाई उसे उपहार देता है और साथ निभाने का वचन। आज चचेरे भाई-बहन, मित्र और बहनें भी एक-दूसरे को राखी बाँधते हैं: यह धागा स्नेह के हर बंधन का सम्मान है।</p>
<h2>समय</h2>
<p>परिवार दिन का <strong>भद्रा</strong> काल समाप्त होने के बाद राखी बाँधना पसंद करते हैं, क्योंकि शुभ कार्यों में भद्रा (विष्टि करण) टाली जाती है। आपके शहर का पंचांग सटीक समय बताता है।</p>
<h2>इस दिन के अन्य पर्व</h2>
<ul>
<li>उपाकर्म: ब्राह्मण समुदाय यज्ञोपवीत बदलते हैं और वेदाध्ययन आरंभ करते हैं।</li>
<li>पश्चिमी तट पर नारली पूर्णिमा: मछुआरा समुदाय समुद्र को नारियल अर्पित करते हैं।</li>
<li>उत्तर भारत के कुछ भागों में कजरी पूर्णिमा और श्रावणी।</li>
</ul>`,
    },
  },
  {
    slug: 'janmashtami',
    category: 'fasting-and-festivals',
    title: { en: 'Krishna Janmashtami', hi: 'श्रीकृष्ण जन्माष्टमी' },
    summary: {
      en: 'Krishna\'s birth at midnight on the eighth of the dark fortnight of Bhadrapada: fasting, jhankis, bhajans and the Dahi Handi the next day.',
      hi: 'भाद्रपद कृष्ण अष्टमी की मध्यरात्रि श्रीकृष्ण का जन्म: उपवास, झाँकियाँ, भजन और अगले दिन दही हांडी।',
    },
    date: '2027-08-24',
    region: { en: 'All India, especially Mathura and Vrindavan', hi: 'संपूर्ण भारत, विशेषकर मथुरा और वृंदावन' },
    image: img('festivals', 'janmashtami'),
    body: {
      en: `<p>Krishna was born at midnight in a prison cell in Mathura and carried across the flooded Yamuna to Gokul. Janmashtami recreates that night: devotees fast through the day, sing bhajans, and at <strong>nishita kaal</strong>, the midnight hour, bathe a small image of baby Krishna (Laddu Gopal) with panchamrit, dress him, rock his cradle and perform aarti.</p>
<h2>Across India</h2>
<ul>
<li>Temples and homes build jhankis, little scenes of Krishna's childhood.</li>
<li>In Maharashtra, Dahi Handi: human pyramids break a pot of curd hung high, as the young Krishna stole butter.</li>
<li>Mathura, Vrindavan and Dwarka celebrate for days; ISKCON temples worldwide hold night-long kirtan.</li>
</ul>
<p>Smarta and Vaishnava traditions sometimes observe it on consecutive days, depending on how they weigh the ashtami tithi and the Rohini nakshatra.</p>`,
      hi: `<p>श्रीकृष्ण का जन्म मथुरा के कारागार में मध्यरात्रि को हुआ और उन्हें उफनती यमुना पार करके गोकुल ले जाया गया। जन्माष्टमी उस रात को फिर से जीती है: भक्त दिन भर उपवास रखते हैं, भजन गाते हैं, और <strong>निशीथ काल</strong> यानी मध्यरात्रि में बाल कृष्ण (लड्डू गोपाल) को पंचामृत से स्नान कराते हैं, श्रृंगार करते हैं, पालना झुलाते हैं और आरती करते हैं।</p>
<h2>पूरे भारत में</h2>
<ul>
<li>मंदिरों और घरों में झाँकियाँ सजती हैं, कृष्ण के बचपन के छोटे-छोटे दृश्य।</li>
<li>महाराष्ट्र में दही हांडी: मानव पिरामिड ऊँचे टँगे दही के मटके को फोड़ते हैं, जैसे बाल कृष्ण माखन चुराते थे।</li>
<li>मथुरा, वृंदावन और द्वारका में कई दिनों तक उत्सव; दुनिया भर के इस्कॉन मंदिरों में रात भर कीर्तन।</li>
</ul>
<p>स्मार्त और वैष्णव परंपराएँ अष्टमी तिथि और रोहिणी नक्षत्र को अलग-अलग महत्व देने के कारण कभी-कभी इसे लगातार दो दिनों में मनाती हैं।</p>`,
    },
  },
  {
    slug: 'ganesh-chaturthi',
    category: 'fasting-and-festivals',
    title: { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
    summary: {
      en: 'Ganesha\'s birthday on the fourth of the bright fortnight of Bhadrapada: ten days of worship ending with the immersion on Anant Chaturdashi.',
      hi: 'भाद्रपद शुक्ल चतुर्थी पर गणेश जी का जन्मोत्सव: दस दिन की पूजा, जो अनंत चतुर्दशी पर विसर्जन से संपन्न होती है।',
    },
    date: '2027-09-04',
    region: { en: 'All India, especially Maharashtra, Goa, Karnataka, Telangana', hi: 'संपूर्ण भारत, विशेषकर महाराष्ट्र, गोवा, कर्नाटक, तेलंगाना' },
    image: img('festivals', 'ganesh-chaturthi'),
    body: {
      en: `<p>On Ganesh Chaturthi an image of Ganesha is welcomed into homes and public pandals at the midday muhurat, given life through <strong>prana pratishtha</strong>, and worshipped with durva grass, red flowers and modaks. He stays for one and a half, five, seven or ten days, and is then carried in procession to be immersed, with the cry "Ganpati Bappa Morya, pudhchya varshi lavkar ya": come back soon next year.</p>
<h2>Customs</h2>
<ul>
<li>Modaks, steamed or fried, are the favourite offering: tradition says Ganesha loves twenty-one of them.</li>
<li>It is customary not to look at the Moon on this night, remembering the story of the Moon laughing at Ganesha.</li>
<li>Public celebrations grew in the late nineteenth century as community gatherings, and remain so today.</li>
</ul>
<h2>Eco-friendly celebration</h2>
<p>Many families now choose clay idols with natural colours, or immerse at home in a bucket and return the clay to the garden.</p>`,
      hi: `<p>गणेश चतुर्थी पर मध्याह्न मुहूर्त में गणेश जी की प्रतिमा घरों और सार्वजनिक पंडालों में लाई जाती है, <strong>प्राण प्रतिष्ठा</strong> की जाती है, और दूर्वा, लाल फूलों और मोदकों से पूजा होती है। वे डेढ़, पाँच, सात या दस दिन रहते हैं, फिर शोभायात्रा में विसर्जन के लिए ले जाए जाते हैं, इस पुकार के साथ: "गणपति बप्पा मोरया, पुढच्या वर्षी लवकर या", अगले वर्ष जल्दी आना।</p>
<h2>रीतियाँ</h2>
<ul>
<li>उबले या तले मोदक सबसे प्रिय भोग हैं: परंपरा कहती है कि गणेश जी को इक्कीस मोदक प्रिय हैं।</li>
<li>इस रात चंद्रमा न देखने की प्रथा है, उस कथा की याद में जब चंद्रमा गणेश जी पर हँसे थे।</li>
<li>सार्वजनिक उत्सव उन्नीसवीं शताब्दी के अंत में सामुदायिक सम्मेलनों के रूप में बढ़े, और आज भी वैसे ही हैं।</li>
</ul>
<h2>पर्यावरण के अनुकूल उत्सव</h2>
<p>अब बहुत से परिवार प्राकृतिक रंगों वाली मिट्टी की प्रतिमाएँ चुनते हैं, या घर पर ही बाल्टी में विसर्जन करके मिट्टी बगीचे को लौटा देते हैं।</p>`,
    },
  },
  {
    slug: 'navratri',
    category: 'fasting-and-festivals',
    title: { en: 'Navratri', hi: 'नवरात्रि' },
    summary: {
      en: 'Nine nights of the Goddess, twice a year: Chaitra Navratri in spring (ending on Ram Navami) and Sharad Navratri in autumn (ending with Dussehra).',
      hi: 'वर्ष में दो बार देवी की नौ रातें: वसंत में चैत्र नवरात्रि (राम नवमी पर समापन) और शरद में शारदीय नवरात्रि (दशहरे के साथ समापन)।',
    },
    date: '2027-04-07',
    endDate: '2027-04-15',
    region: { en: 'All India; Durga Puja in Bengal, Garba in Gujarat', hi: 'संपूर्ण भारत; बंगाल में दुर्गा पूजा, गुजरात में गरबा' },
    image: img('festivals', 'navratri'),
    body: {
      en: `<p>Navratri begins on the first day of the bright fortnight, with <strong>ghatasthapana</strong>: a kalash is installed, barley is sown in earth beside it, and a lamp may be kept burning for all nine days. Each day honours one of the nine forms of Durga: Shailaputri, Brahmacharini, Chandraghanta, Kushmanda, Skandamata, Katyayani, Kalaratri, Mahagauri and Siddhidatri.</p>
<h2>Two Navratris, many ways</h2>
<ul>
<li><strong>Chaitra Navratri</strong> (March or April) starts the Hindu new year in much of India and ends on Ram Navami.</li>
<li><strong>Sharad Navratri</strong> (September or October) is the larger celebration: Garba and Dandiya in Gujarat, Durga Puja pandals in Bengal, Golu dolls in Tamil Nadu, and Ramlila performances in the north.</li>
<li>On Ashtami or Navami, young girls are worshipped as the Goddess in <strong>kanya pujan</strong>.</li>
</ul>
<p>Many devotees fast for nine days; see our Navratri vrat guide for the rules and a sensible approach.</p>`,
      hi: `<p>नवरात्रि शुक्ल पक्ष की प्रतिपदा को <strong>घटस्थापना</strong> से आरंभ होती है: कलश स्थापित किया जाता है, उसके पास मिट्टी में जौ बोए जाते हैं, और नौ दिन अखंड दीप जलाया जा सकता है। हर दिन दुर्गा के नौ रूपों में से एक को समर्पित है: शैलपुत्री, ब्रह्मचारिणी, चंद्रघंटा, कूष्मांडा, स्कंदमाता, कात्यायनी, कालरात्रि, महागौरी और सिद्धिदात्री।</p>
<h2>दो नवरात्रि, अनेक रूप</h2>
<ul>
<li><strong>चैत्र नवरात्रि</strong> (मार्च या अप्रैल) भारत के बड़े भाग में हिंदू नववर्ष का आरंभ है और राम नवमी पर संपन्न होती है।</li>
<li><strong>शारदीय नवरात्रि</strong> (सितंबर या अक्टूबर) बड़ा उत्सव है: गुजरात में गरबा और डांडिया, बंगाल में दुर्गा पूजा के पंडाल, तमिलनाडु में गोलू की गुड़ियाँ, और उत्तर में रामलीला।</li>
<li>अष्टमी या नवमी को <strong>कन्या पूजन</strong> में कन्याओं का देवी रूप में पूजन होता है।</li>
</ul>
<p>बहुत से भक्त नौ दिन उपवास रखते हैं; नियमों और संतुलित दृष्टिकोण के लिए हमारी नवरात्रि व्रत मार्गदर्शिका देखें।</p>`,
    },
  },
  {
    slug: 'dussehra',
    category: 'fasting-and-festivals',
    title: { en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)' },
    summary: {
      en: 'The tenth day after Sharad Navratri celebrates Rama\'s victory over Ravana and Durga\'s over Mahishasura: the triumph of dharma.',
      hi: 'शारदीय नवरात्रि के बाद का दसवाँ दिन रावण पर श्रीराम और महिषासुर पर देवी दुर्गा की विजय का उत्सव है: धर्म की जीत।',
    },
    date: '2027-10-09',
    region: { en: 'All India; Mysuru Dasara, Kullu Dussehra', hi: 'संपूर्ण भारत; मैसूरु दशहरा, कुल्लू दशहरा' },
    image: img('festivals', 'dussehra'),
    body: {
      en: `<p>Vijayadashami, "the victorious tenth", closes Sharad Navratri. In the north, Ramlila performances end with the burning of towering effigies of Ravana, Meghnad and Kumbhakarna at dusk. In Bengal it is the day of Durga's farewell and immersion. In Mysuru a grand procession carries the goddess Chamundeshwari through the city.</p>
<h2>Customs</h2>
<ul>
<li><strong>Shami puja</strong> and the exchange of shami or apta leaves as "gold", recalling the Pandavas\' hidden weapons.</li>
<li>Ayudha puja: tools, vehicles, books and instruments are worshipped the day before or on the day.</li>
<li>Vijayadashami is one of the self-auspicious days (abujh muhurat): children begin learning, and new ventures are started.</li>
</ul>
<p>Its message is simple and lasting: however powerful wrongdoing appears, it can be overcome by courage joined with righteousness.</p>`,
      hi: `<p>विजयादशमी, यानी "विजय की दशमी", शारदीय नवरात्रि का समापन है। उत्तर भारत में रामलीला का अंत संध्या समय रावण, मेघनाद और कुंभकर्ण के विशाल पुतलों के दहन से होता है। बंगाल में यह देवी दुर्गा की विदाई और विसर्जन का दिन है। मैसूरु में भव्य शोभायात्रा देवी चामुंडेश्वरी को नगर में ले जाती है।</p>
<h2>रीतियाँ</h2>
<ul>
<li><strong>शमी पूजा</strong> और शमी या आपटा के पत्तों का "सोने" के रूप में आदान-प्रदान, पांडवों के छिपाए शस्त्रों की याद में।</li>
<li>आयुध पूजा: एक दिन पहले या उसी दिन औज़ारों, वाहनों, पुस्तकों और वाद्यों की पूजा।</li>
<li>विजयादशमी स्वयंसिद्ध (अबूझ) मुहूर्त है: बच्चों का विद्यारंभ होता है और नए कार्य शुरू किए जाते हैं।</li>
</ul>
<p>इसका संदेश सरल और स्थायी है: अधर्म कितना भी शक्तिशाली दिखे, साहस और धर्म के मेल से उसे जीता जा सकता है।</p>`,
    },
  },
  {
    slug: 'diwali',
    category: 'fasting-and-festivals',
    title: { en: 'Diwali', hi: 'दीवाली' },
    summary: {
      en: 'The festival of lights on the new moon of Kartik: five days from Dhanteras to Bhai Dooj, with Lakshmi puja at its heart.',
      hi: 'कार्तिक अमावस्या पर दीपों का पर्व: धनतेरस से भाई दूज तक पाँच दिन, जिनके केंद्र में लक्ष्मी पूजा है।',
    },
    date: '2027-10-29',
    endDate: '2027-10-31',
    region: { en: 'All India and the Indian diaspora', hi: 'संपूर्ण भारत और प्रवासी भारतीय' },
    image: img('festivals', 'diwali'),
    body: {
      en: `<p>Diwali, from <em>deepavali</em>, "a row of lamps", is the most widely celebrated Hindu festival. It recalls Rama's return to Ayodhya, when the city lit lamps to welcome him, and in many homes it is above all the night of <strong>Lakshmi</strong>, goddess of prosperity.</p>
<h2>The five days</h2>
<ul>
<li><strong>Dhanteras</strong>: homes are cleaned, a metal utensil or jewellery is bought, and a lamp is lit facing south for Yama.</li>
<li><strong>Naraka Chaturdashi</strong> (Chhoti Diwali): an early oil bath and lamps, remembering Krishna's victory over Narakasura.</li>
<li><strong>Lakshmi Puja</strong> on Amavasya: in the evening pradosh kaal, Lakshmi and Ganesha are worshipped, account books are blessed, and lamps are placed at every door and window.</li>
<li><strong>Govardhan Puja</strong> and Annakut: Krishna lifting Govardhan hill; in Gujarat, the new year.</li>
<li><strong>Bhai Dooj</strong>: sisters apply tilak to their brothers and pray for their long life.</li>
</ul>
<h2>A kinder Diwali</h2>
<p>Oil lamps and a clean home are the heart of the festival. Fewer firecrackers protect the air, animals and elderly neighbours; sweets shared with those who serve us all year spread the light further.</p>`,
      hi: `<p>दीवाली, यानी <em>दीपावली</em>, "दीपों की पंक्ति", सबसे व्यापक रूप से मनाया जाने वाला हिंदू पर्व है। यह श्रीराम के अयोध्या लौटने की याद दिलाता है, जब नगर ने दीप जलाकर उनका स्वागत किया था, और बहुत से घरों में यह सबसे बढ़कर समृद्धि की देवी <strong>लक्ष्मी</strong> की रात्रि है।</p>
<h2>पाँच दिन</h2>
<ul>
<li><strong>धनतेरस</strong>: घरों की सफ़ाई, धातु का बर्तन या आभूषण ख़रीदना, और यम के लिए दक्षिण दिशा में दीपक।</li>
<li><strong>नरक चतुर्दशी</strong> (छोटी दीवाली): प्रातः तेल स्नान और दीपक, नरकासुर पर श्रीकृष्ण की विजय की याद में।</li>
<li><strong>लक्ष्मी पूजा</strong> अमावस्या को: संध्या के प्रदोष काल में लक्ष्मी-गणेश की पूजा, बही-खातों का पूजन, और हर द्वार व खिड़की पर दीपक।</li>
<li><strong>गोवर्धन पूजा</strong> और अन्नकूट: श्रीकृष्ण का गोवर्धन धारण; गुजरात में नववर्ष।</li>
<li><strong>भाई दूज</strong>: बहनें भाइयों को तिलक लगाकर उनकी लंबी आयु की प्रार्थना करती हैं।</li>
</ul>
<h2>संवेदनशील दीवाली</h2>
<p>तेल के दीपक और स्वच्छ घर ही इस पर्व का हृदय हैं। कम पटाख़े हवा, पशुओं और बुज़ुर्ग पड़ोसियों की रक्षा करते हैं; साल भर हमारी सेवा करने वालों के साथ बाँटी मिठाई प्रकाश को और दूर तक फैलाती है।</p>`,
    },
  },
  {
    slug: 'chhath-puja',
    category: 'fasting-and-festivals',
    title: { en: 'Chhath Puja', hi: 'छठ पूजा' },
    summary: {
      en: 'Four days of worship of the Sun and Chhathi Maiya after Diwali, with offerings to the setting and the rising Sun from riverbanks.',
      hi: 'दीवाली के बाद सूर्य देव और छठी मैया की चार दिवसीय उपासना, जिसमें नदी तट से डूबते और उगते सूर्य को अर्घ्य दिया जाता है।',
    },
    date: '2027-11-04',
    endDate: '2027-11-05',
    region: { en: 'Bihar, Jharkhand, eastern Uttar Pradesh, Nepal\'s Terai and their diaspora', hi: 'बिहार, झारखंड, पूर्वी उत्तर प्रदेश, नेपाल का तराई क्षेत्र और प्रवासी' },
    image: img('festivals', 'chhath-puja'),
    body: {
      en: `<p>Chhath is one of the most demanding and most beautiful observances of India. Falling on the sixth day (shashthi) of the bright fortnight of Kartik, it is dedicated to <strong>Surya</strong> and to Chhathi Maiya, and kept above all by women (and many men) for the health and wellbeing of their families.</p>
<h2>The four days</h2>
<ul>
<li><strong>Nahay Khay</strong>: a purifying bath and a simple meal of rice, lauki and chana dal.</li>
<li><strong>Kharna</strong>: a fast through the day, broken in the evening with kheer of jaggery and roti, after which a fast without water begins.</li>
<li><strong>Sandhya Arghya</strong>: standing in the river at sunset, devotees offer arghya to the setting Sun, with baskets (soop) of thekua, sugarcane and fruit.</li>
<li><strong>Usha Arghya</strong>: before dawn the families return to the water and offer arghya to the rising Sun; then the fast is broken.</li>
</ul>
<p>Chhath has no priest at its centre and no idol: only the Sun, the water, the season's fruit and the devotion of the person fasting. Ghats are cleaned and lit by whole neighbourhoods, and folk songs fill the evenings.</p>`,
      hi: `<p>छठ भारत के सबसे कठिन और सबसे सुंदर व्रतों में से है। कार्तिक शुक्ल षष्ठी को पड़ने वाला यह पर्व <strong>सूर्य देव</strong> और छठी मैया को समर्पित है, और मुख्य रूप से महिलाएँ (और बहुत से पुरुष भी) अपने परिवार के स्वास्थ्य और कल्याण के लिए इसे करती हैं।</p>
<h2>चार दिन</h2>
<ul>
<li><strong>नहाय खाय</strong>: पवित्र स्नान और चावल, लौकी तथा चने की दाल का सादा भोजन।</li>
<li><strong>खरना</strong>: दिन भर उपवास, जो शाम को गुड़ की खीर और रोटी से खोला जाता है, और उसके बाद निर्जल व्रत आरंभ होता है।</li>
<li><strong>संध्या अर्घ्य</strong>: सूर्यास्त के समय नदी में खड़े होकर व्रती डूबते सूर्य को अर्घ्य देते हैं, ठेकुआ, गन्ने और फलों से भरे सूप के साथ।</li>
<li><strong>उषा अर्घ्य</strong>: भोर से पहले परिवार फिर जल में लौटते हैं और उगते सूर्य को अर्घ्य देते हैं; फिर व्रत का पारण होता है।</li>
</ul>
<p>छठ के केंद्र में न कोई पुरोहित है, न कोई मूर्ति: केवल सूर्य, जल, ऋतु के फल और व्रती की श्रद्धा। पूरे-पूरे मोहल्ले घाटों की सफ़ाई और सजावट करते हैं, और शामें लोकगीतों से भर जाती हैं।</p>`,
    },
  },
];
