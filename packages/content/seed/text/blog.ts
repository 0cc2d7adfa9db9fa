import { type L, img } from './util';

export interface BlogDraft {
  slug: string;
  title: L;
  excerpt: L;
  body: L; // simple HTML: h2, p, ul, li, strong
  category: string; // category slug (see text/category.ts)
  tags: string[];
  image: string;
  author: L;
  readingMinutes: number;
}

const team: L = { en: 'Nakshatra Editorial Team', hi: 'नक्षत्र संपादकीय टीम' };

export const blogDrafts: BlogDraft[] = [
  {
    slug: 'understanding-your-moon-sign',
    title: {
      en: 'Understanding Your Moon Sign: The Quiet Centre of Your Chart',
      hi: 'अपनी चंद्र राशि को समझें: कुंडली का शांत केंद्र',
    },
    excerpt: {
      en: 'In Vedic astrology your rashi is the sign the Moon occupied at birth. Here is why it matters more than the Sun sign, and how to read it for yourself.',
      hi: 'वैदिक ज्योतिष में आपकी राशि वह है जिसमें जन्म के समय चंद्रमा था। जानिए यह सूर्य राशि से अधिक महत्वपूर्ण क्यों मानी जाती है और इसे स्वयं कैसे समझें।',
    },
    category: 'astrology-basics',
    tags: ['moon', 'rashi', 'basics'],
    image: img('blog', 'moon-sign'),
    author: team,
    readingMinutes: 5,
    body: {
      en: `<p>When someone in India asks "what is your rashi?", they are not asking about the Sun sign printed in magazine columns. They mean the <strong>Moon sign</strong>: the zodiac sign in which the Moon stood at the moment you were born. Vedic astrology gives the Moon this central place because it describes the mind, the feelings and the way you take in the world from day to day.</p>
<h2>Why the Moon, and not the Sun?</h2>
<p>The Sun moves through one sign in about a month, so everyone born in the same month shares a Sun sign. The Moon is far quicker: it changes sign roughly every two and a quarter days. That makes it a finer, more personal marker. The classical texts call the Moon <em>manas</em>, the mind. The Sun shows the soul's direction and authority; the Moon shows how you actually feel while walking that road.</p>
<p>This is also why daily and weekly horoscopes in the Indian tradition are read from the Moon sign. Transits of Saturn, Jupiter and the other planets are counted from the Moon, and well-known periods such as Sade Sati are defined by Saturn's movement around it.</p>
<h2>How to find your Moon sign</h2>
<p>You need three things: your date of birth, the exact time, and the place. With these, a kundli can be calculated, and the sign holding the Moon is your rashi. If the birth time is uncertain and the Moon changed sign on that day, two signs are possible; in that case an astrologer will look at other clues before deciding. Our free kundli tool shows your Moon sign and your birth nakshatra on the first screen.</p>
<h2>What the Moon sign tells you</h2>
<ul>
<li><strong>Emotional temperament:</strong> a Moon in a fire sign (Aries, Leo, Sagittarius) tends to react quickly and recover quickly; in an earth sign (Taurus, Virgo, Capricorn) it seeks stability and routine.</li>
<li><strong>What comforts you:</strong> a Cancer Moon finds peace at home and with family, while an Aquarius Moon often needs space and ideas.</li>
<li><strong>Relationships:</strong> traditional matching (guna milan) compares the Moon signs and nakshatras of both partners, because day-to-day harmony depends on how two minds meet.</li>
<li><strong>Timing:</strong> the Vimshottari dasha system, which divides life into planetary periods, starts from the nakshatra of the Moon.</li>
</ul>
<h2>Strength and condition of the Moon</h2>
<p>The sign is only the beginning. A bright Moon, close to full, is considered stronger than a thin crescent near the new moon. Its house position shows where your attention naturally flows, and the planets that join or aspect it colour your moods. A Moon with Jupiter is often described as generous and hopeful; a Moon with Saturn as serious and responsible, sometimes heavy-hearted.</p>
<h2>Using this knowledge gently</h2>
<p>Knowing your Moon sign is not a label to hide behind. It is a mirror. If your Moon is in an anxious position, that is an invitation to build habits that settle the mind: regular sleep, time near water, quiet prayer on Mondays, or simply talking things through with people you trust. Astrology works best as a language for self-understanding, not as a verdict.</p>
<p>Start today: generate your free kundli, note your Moon sign and nakshatra, and read your horoscope from that sign for a few weeks. You may find it describes your inner weather far better than the Sun sign ever did.</p>`,
      hi: `<p>जब भारत में कोई पूछता है "आपकी राशि क्या है?", तो उसका आशय पत्रिकाओं में छपने वाली सूर्य राशि से नहीं होता। उसका अर्थ है <strong>चंद्र राशि</strong>, यानी वह राशि जिसमें आपके जन्म के क्षण चंद्रमा स्थित था। वैदिक ज्योतिष चंद्रमा को केंद्रीय स्थान देता है, क्योंकि वह मन, भावनाओं और रोज़मर्रा के अनुभवों को ग्रहण करने के हमारे ढंग का प्रतिनिधि है।</p>
<h2>सूर्य नहीं, चंद्रमा ही क्यों?</h2>
<p>सूर्य एक राशि में लगभग एक महीना रहता है, इसलिए एक ही महीने में जन्मे सभी लोगों की सूर्य राशि एक होती है। चंद्रमा कहीं अधिक तेज़ चलता है और लगभग सवा दो दिन में राशि बदल लेता है। इसीलिए वह अधिक सूक्ष्म और व्यक्तिगत संकेतक है। शास्त्रों में चंद्रमा को "मन" कहा गया है। सूर्य आत्मा की दिशा और अधिकार दिखाता है, जबकि चंद्रमा बताता है कि उस मार्ग पर चलते हुए आप वास्तव में कैसा अनुभव करते हैं।</p>
<p>यही कारण है कि भारतीय परंपरा में दैनिक और साप्ताहिक राशिफल चंद्र राशि से देखे जाते हैं। शनि, गुरु और अन्य ग्रहों का गोचर चंद्रमा से गिना जाता है, और साढ़ेसाती जैसी प्रसिद्ध अवधि भी चंद्रमा के चारों ओर शनि की चाल से ही तय होती है।</p>
<h2>अपनी चंद्र राशि कैसे जानें</h2>
<p>इसके लिए तीन बातें चाहिए: जन्म तिथि, जन्म का सटीक समय और जन्म स्थान। इनसे कुंडली बनती है, और जिस राशि में चंद्रमा है वही आपकी राशि है। यदि जन्म समय निश्चित न हो और उसी दिन चंद्रमा ने राशि बदली हो, तो दो राशियाँ संभव हैं; ऐसे में ज्योतिषी अन्य संकेतों को देखकर निर्णय करते हैं। हमारा निःशुल्क कुंडली टूल पहली ही स्क्रीन पर आपकी चंद्र राशि और जन्म नक्षत्र दिखाता है।</p>
<h2>चंद्र राशि क्या बताती है</h2>
<ul>
<li><strong>भावनात्मक स्वभाव:</strong> अग्नि तत्व की राशि (मेष, सिंह, धनु) में चंद्रमा हो तो व्यक्ति जल्दी प्रतिक्रिया करता है और जल्दी सँभल भी जाता है; पृथ्वी तत्व (वृषभ, कन्या, मकर) में चंद्रमा स्थिरता और नियमितता चाहता है।</li>
<li><strong>आपको सुकून किससे मिलता है:</strong> कर्क का चंद्रमा घर और परिवार में शांति पाता है, जबकि कुंभ का चंद्रमा अक्सर खुला स्थान और नए विचार चाहता है।</li>
<li><strong>संबंध:</strong> पारंपरिक गुण मिलान में दोनों की चंद्र राशि और नक्षत्र मिलाए जाते हैं, क्योंकि रोज़ का तालमेल इस पर निर्भर करता है कि दो मन कैसे मिलते हैं।</li>
<li><strong>समय का निर्धारण:</strong> विंशोत्तरी दशा, जो जीवन को ग्रहों की अवधियों में बाँटती है, चंद्रमा के नक्षत्र से ही आरंभ होती है।</li>
</ul>
<h2>चंद्रमा का बल और स्थिति</h2>
<p>राशि तो केवल शुरुआत है। पूर्णिमा के निकट का उज्ज्वल चंद्रमा अमावस्या के पास के क्षीण चंद्रमा से अधिक बलवान माना जाता है। उसका भाव बताता है कि आपका ध्यान स्वाभाविक रूप से किस ओर जाता है, और उसके साथ बैठे या उस पर दृष्टि डालने वाले ग्रह आपकी मनोदशा को रंग देते हैं। गुरु के साथ चंद्रमा को प्रायः उदार और आशावान कहा जाता है, शनि के साथ गंभीर और ज़िम्मेदार, कभी-कभी थोड़ा भारी मन वाला।</p>
<h2>इस ज्ञान का सहज उपयोग</h2>
<p>चंद्र राशि जानना अपने ऊपर कोई ठप्पा लगाना नहीं है। यह एक दर्पण है। यदि आपका चंद्रमा चिंताजनक स्थिति में है, तो यह मन को स्थिर करने वाली आदतें बनाने का निमंत्रण है: नियमित नींद, जल के पास कुछ समय, सोमवार को शांत प्रार्थना, या विश्वसनीय लोगों से मन की बात कहना। ज्योतिष आत्म-समझ की भाषा के रूप में सबसे अच्छा काम करता है, किसी फ़ैसले के रूप में नहीं।</p>
<p>आज ही शुरुआत करें: अपनी निःशुल्क कुंडली बनाएँ, अपनी चंद्र राशि और नक्षत्र नोट करें, और कुछ सप्ताह उसी राशि का राशिफल पढ़ें। संभव है कि वह आपके भीतर के मौसम का वर्णन सूर्य राशि से कहीं बेहतर करे।</p>`,
    },
  },
  {
    slug: 'sade-sati-explained-calmly',
    title: {
      en: 'Sade Sati Explained Calmly: Seven and a Half Years of Saturn',
      hi: 'साढ़ेसाती को शांति से समझें: शनि के साढ़े सात वर्ष',
    },
    excerpt: {
      en: 'Few words cause as much worry as "Sade Sati". What it actually is, how long each phase lasts, and why many people look back on it as a period of growth.',
      hi: '"साढ़ेसाती" शब्द जितनी चिंता शायद ही कोई और शब्द पैदा करता हो। जानिए यह वास्तव में क्या है, इसके चरण कितने लंबे होते हैं, और बहुत से लोग इसे विकास का समय क्यों मानते हैं।',
    },
    category: 'planets-and-transits',
    tags: ['saturn', 'sade-sati', 'transits'],
    image: img('blog', 'sade-sati'),
    author: team,
    readingMinutes: 6,
    body: {
      en: `<p>Sade Sati literally means "seven and a half". It names the period in which Saturn, the slowest of the classical planets, passes through the sign before your Moon sign, your Moon sign itself, and the sign after it. Saturn spends about two and a half years in each sign, so the three together take roughly seven and a half years.</p>
<h2>Why it comes to everyone</h2>
<p>Saturn goes around the zodiac in about twenty-nine and a half years. That means almost every person meets Sade Sati two or three times in a lifetime: perhaps once in childhood, once in the working years, and once later in life. Something that happens to every human being cannot be a curse reserved for the unlucky. It is better understood as a recurring season, like a long monsoon that both tests the roof and fills the wells.</p>
<h2>The three phases</h2>
<ul>
<li><strong>The rising phase</strong> (Saturn in the twelfth sign from the Moon): expenses, sleep, and matters far from home often ask for attention. Many people feel a restlessness, a sense that old arrangements no longer fit.</li>
<li><strong>The peak phase</strong> (Saturn over the Moon): the mind itself is under Saturn's discipline. Responsibilities grow, patience is tested, and there can be tiredness or a feeling of being alone with one's duties.</li>
<li><strong>The setting phase</strong> (Saturn in the second sign from the Moon): family, finances and speech come into focus. The pressure eases gradually and the lessons settle into habits.</li>
</ul>
<h2>What Saturn actually asks for</h2>
<p>In the tradition Saturn is the planet of karma, time, work and fairness. He is not cruel; he is strict. He rewards honest effort slowly and removes what was built carelessly. People who keep their word, work steadily, look after elders and treat workers and servants with respect often report that Sade Sati brought them maturity, a stable career or a lasting change for the better.</p>
<h2>Why results differ so much</h2>
<p>Two people with the same Moon sign can have very different experiences. An astrologer will look at Saturn's strength in the birth chart, the running dasha, the nakshatra Saturn is transiting, and support from Jupiter. For some signs, Saturn is a friendly planet; for others, he owns difficult houses. A blanket prediction of doom based only on the Moon sign is simply not how careful astrology works.</p>
<h2>Practical and traditional supports</h2>
<ul>
<li>Keep a simple routine: regular sleep, honest work, and reduced waste of money and words.</li>
<li>On Saturdays, light a sesame-oil lamp, recite the Hanuman Chalisa or the Shani mantra <strong>"Om Sham Shanaishcharaya Namah"</strong>, and give food, blankets or footwear to people who need them.</li>
<li>Serve elders and people who do hard physical work; Saturn is said to be pleased by this more than by any ritual.</li>
<li>Do not buy costly gemstones in panic. A blue sapphire is never a casual remedy and should only be considered after a careful consultation.</li>
</ul>
<h2>A calmer way to look at it</h2>
<p>If you are in Sade Sati now, you are in good company: roughly a quarter of the world is, at any given time. Treat it as a long project of strengthening. Plan finances conservatively, take health check-ups seriously and finish what you start. When Saturn finally moves on, most people find they are standing on firmer ground than before.</p>`,
      hi: `<p>साढ़ेसाती का शाब्दिक अर्थ है "साढ़े सात"। यह वह अवधि है जिसमें शनि, जो पारंपरिक ग्रहों में सबसे धीमा है, आपकी चंद्र राशि से पहले वाली राशि, स्वयं चंद्र राशि और उसके बाद वाली राशि से होकर गुज़रता है। शनि हर राशि में लगभग ढाई वर्ष रहता है, इसलिए तीनों राशियाँ मिलाकर लगभग साढ़े सात वर्ष बनते हैं।</p>
<h2>यह हर किसी के जीवन में क्यों आती है</h2>
<p>शनि लगभग साढ़े उनतीस वर्ष में पूरे राशिचक्र का चक्कर लगाता है। इसका अर्थ है कि लगभग हर व्यक्ति के जीवन में साढ़ेसाती दो या तीन बार आती है: शायद एक बार बचपन में, एक बार कामकाजी वर्षों में और एक बार जीवन के उत्तरार्ध में। जो बात हर मनुष्य के साथ होती है, वह केवल अभागों के लिए बना कोई श्राप नहीं हो सकती। इसे एक लौटने वाले मौसम की तरह समझना बेहतर है, जैसे लंबा मानसून जो छत की परीक्षा भी लेता है और कुएँ भी भरता है।</p>
<h2>तीन चरण</h2>
<ul>
<li><strong>पहला चरण</strong> (चंद्रमा से बारहवीं राशि में शनि): ख़र्च, नींद और घर से दूर के मामलों पर ध्यान देना पड़ता है। बहुत से लोगों को बेचैनी महसूस होती है, मानो पुरानी व्यवस्थाएँ अब ठीक नहीं बैठ रहीं।</li>
<li><strong>मध्य चरण</strong> (चंद्रमा के ऊपर शनि): स्वयं मन शनि के अनुशासन में होता है। ज़िम्मेदारियाँ बढ़ती हैं, धैर्य की परीक्षा होती है, और थकान या अपने कर्तव्यों के साथ अकेले होने का भाव आ सकता है।</li>
<li><strong>अंतिम चरण</strong> (चंद्रमा से दूसरी राशि में शनि): परिवार, धन और वाणी पर ध्यान केंद्रित होता है। दबाव धीरे-धीरे कम होता है और सीखे हुए पाठ आदतों में बदल जाते हैं।</li>
</ul>
<h2>शनि वास्तव में क्या चाहते हैं</h2>
<p>परंपरा में शनि कर्म, समय, परिश्रम और न्याय के ग्रह हैं। वे क्रूर नहीं, कठोर अनुशासक हैं। वे ईमानदार प्रयास का फल धीरे-धीरे देते हैं और लापरवाही से बनाई गई चीज़ों को हटा देते हैं। जो लोग अपना वचन निभाते हैं, लगातार मेहनत करते हैं, बुज़ुर्गों की देखभाल करते हैं और कामगारों का सम्मान करते हैं, वे अक्सर बताते हैं कि साढ़ेसाती ने उन्हें परिपक्वता, स्थिर करियर या जीवन में कोई स्थायी अच्छा बदलाव दिया।</p>
<h2>परिणाम इतने अलग क्यों होते हैं</h2>
<p>एक ही चंद्र राशि वाले दो लोगों के अनुभव बिलकुल अलग हो सकते हैं। ज्योतिषी जन्म कुंडली में शनि का बल, चल रही दशा, शनि जिस नक्षत्र से गुज़र रहा है, और गुरु का सहयोग देखते हैं। कुछ लग्नों के लिए शनि मित्र ग्रह है, तो कुछ के लिए कठिन भावों का स्वामी। केवल चंद्र राशि देखकर विनाश की भविष्यवाणी करना सावधान ज्योतिष का तरीक़ा नहीं है।</p>
<h2>व्यावहारिक और पारंपरिक सहारे</h2>
<ul>
<li>सरल दिनचर्या रखें: नियमित नींद, ईमानदार काम, और धन तथा शब्दों की बर्बादी कम करें।</li>
<li>शनिवार को तिल के तेल का दीपक जलाएँ, हनुमान चालीसा या शनि मंत्र <strong>"ॐ शं शनैश्चराय नमः"</strong> का जप करें, और ज़रूरतमंदों को भोजन, कंबल या जूते-चप्पल दान करें।</li>
<li>बुज़ुर्गों और कठिन शारीरिक श्रम करने वालों की सेवा करें; कहा जाता है कि शनि इससे किसी भी अनुष्ठान से अधिक प्रसन्न होते हैं।</li>
<li>घबराहट में महँगे रत्न न ख़रीदें। नीलम कभी भी सहज उपाय नहीं है और इस पर केवल सावधान परामर्श के बाद ही विचार करना चाहिए।</li>
</ul>
<h2>देखने का एक शांत दृष्टिकोण</h2>
<p>यदि आप अभी साढ़ेसाती में हैं, तो आप अकेले नहीं हैं: किसी भी समय दुनिया के लगभग एक चौथाई लोग इसी अवधि में होते हैं। इसे स्वयं को मज़बूत बनाने की एक लंबी परियोजना मानें। धन की योजना सावधानी से बनाएँ, स्वास्थ्य जाँच को गंभीरता से लें और जो काम शुरू करें उसे पूरा करें। जब शनि आगे बढ़ते हैं, तो अधिकांश लोग पाते हैं कि वे पहले से अधिक मज़बूत ज़मीन पर खड़े हैं।</p>`,
    },
  },
  {
    slug: 'how-a-kundli-is-read',
    title: {
      en: 'How a Kundli Is Read: A Beginner\'s Walk Through the Twelve Houses',
      hi: 'कुंडली कैसे पढ़ी जाती है: बारह भावों की एक सरल यात्रा',
    },
    excerpt: {
      en: 'Lagna, houses, planets, dashas: the four layers an astrologer looks at, explained step by step so your next consultation makes more sense.',
      hi: 'लग्न, भाव, ग्रह और दशा: वे चार परतें जिन्हें ज्योतिषी देखते हैं, क्रम से समझाई गईं, ताकि आपका अगला परामर्श अधिक स्पष्ट लगे।',
    },
    category: 'astrology-basics',
    tags: ['kundli', 'houses', 'lagna', 'dasha'],
    image: img('blog', 'kundli'),
    author: team,
    readingMinutes: 6,
    body: {
      en: `<p>A kundli, or birth chart, is a map of the sky drawn for the exact minute and place of your birth. To a newcomer it looks like a square full of numbers and abbreviations. Yet astrologers read it in a fairly orderly way, layer by layer. Knowing that order will help you ask better questions and understand the answers.</p>
<h2>Layer one: the lagna (ascendant)</h2>
<p>The lagna is the sign that was rising on the eastern horizon when you were born. It changes about every two hours, which is why the birth time matters so much. The lagna becomes the first house, and it describes the body, temperament and the general direction of life. In the North Indian chart style the lagna is always the top central diamond, and the number written there tells you the sign.</p>
<h2>Layer two: the twelve houses</h2>
<p>From the lagna the chart is divided into twelve houses, each looking after an area of life:</p>
<ul>
<li><strong>1st</strong> self and health; <strong>2nd</strong> family, speech and savings; <strong>3rd</strong> courage, siblings, short journeys.</li>
<li><strong>4th</strong> mother, home, inner peace; <strong>5th</strong> children, learning, creativity; <strong>6th</strong> daily work, debts, illness and competition.</li>
<li><strong>7th</strong> marriage and partnership; <strong>8th</strong> longevity, sudden changes, hidden matters; <strong>9th</strong> father, teachers, dharma and fortune.</li>
<li><strong>10th</strong> career and public standing; <strong>11th</strong> gains and friendships; <strong>12th</strong> expenses, foreign lands, sleep and liberation.</li>
</ul>
<h2>Layer three: planets in signs and houses</h2>
<p>The nine grahas (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu and Ketu) are placed in the houses. An astrologer asks three questions of each: how strong is it in its sign (exalted, own sign, friendly, or debilitated), which house is it sitting in, and which houses does it rule? A planet carries the meaning of the houses it owns into the house where it sits. For example, if the ruler of the tenth house sits in the fourth, career and home are tied together: perhaps work from home, or a business connected to land or vehicles.</p>
<p>Aspects (drishti) come next. Every planet looks at the seventh house from itself, and Mars, Jupiter and Saturn have extra aspects. A house that receives Jupiter's aspect is generally protected; one under heavy pressure needs care.</p>
<h2>Layer four: time, through the dashas</h2>
<p>A chart shows promise; the dasha shows when that promise ripens. In the Vimshottari system, life moves through periods ruled by each planet, from six years for the Sun to twenty for Venus. The running major period (mahadasha) and sub-period (antardasha) tell the astrologer which part of the chart is "switched on" now. Transits of Saturn and Jupiter are then checked against the birth chart to fine-tune timing.</p>
<h2>Supporting charts</h2>
<p>The navamsha (D9) chart is read beside the main chart, especially for marriage and for judging the real strength of planets. Other divisional charts, such as the dashamsha (D10) for career, are consulted for specific questions.</p>
<h2>What a good reading feels like</h2>
<p>A careful astrologer does not jump to one frightening yoga and stop there. They weigh the whole picture, mention strengths as well as challenges, and relate it to your real situation. When you generate your free kundli on Nakshatra, try locating your lagna, the owner of your tenth house, and your current dasha. With those three facts in hand, any consultation becomes a conversation rather than a lecture.</p>`,
      hi: `<p>कुंडली यानी जन्म पत्रिका, आपके जन्म के सटीक समय और स्थान के लिए बनाया गया आकाश का नक्शा है। किसी नए व्यक्ति को यह अंकों और संक्षिप्त नामों से भरा एक चौकोर खाका लगता है। फिर भी ज्योतिषी इसे एक व्यवस्थित क्रम में, परत दर परत पढ़ते हैं। यह क्रम जान लेने से आप बेहतर प्रश्न पूछ पाएँगे और उत्तर भी बेहतर समझ पाएँगे।</p>
<h2>पहली परत: लग्न</h2>
<p>लग्न वह राशि है जो आपके जन्म के समय पूर्वी क्षितिज पर उदित हो रही थी। यह लगभग हर दो घंटे में बदल जाती है, इसीलिए जन्म समय इतना महत्वपूर्ण है। लग्न ही पहला भाव बनता है और यह शरीर, स्वभाव तथा जीवन की सामान्य दिशा बताता है। उत्तर भारतीय शैली की कुंडली में लग्न हमेशा ऊपर बीच वाले कोष्ठक में होता है, और वहाँ लिखा अंक राशि बताता है।</p>
<h2>दूसरी परत: बारह भाव</h2>
<p>लग्न से आरंभ करके कुंडली बारह भावों में बँटती है, और हर भाव जीवन के किसी क्षेत्र का प्रतिनिधि है:</p>
<ul>
<li><strong>पहला</strong> स्वयं और स्वास्थ्य; <strong>दूसरा</strong> परिवार, वाणी और संचित धन; <strong>तीसरा</strong> साहस, भाई-बहन, छोटी यात्राएँ।</li>
<li><strong>चौथा</strong> माता, घर, मन की शांति; <strong>पाँचवाँ</strong> संतान, विद्या, रचनात्मकता; <strong>छठा</strong> दैनिक कार्य, ऋण, रोग और प्रतिस्पर्धा।</li>
<li><strong>सातवाँ</strong> विवाह और साझेदारी; <strong>आठवाँ</strong> आयु, अचानक परिवर्तन, गुप्त विषय; <strong>नौवाँ</strong> पिता, गुरु, धर्म और भाग्य।</li>
<li><strong>दसवाँ</strong> करियर और सामाजिक प्रतिष्ठा; <strong>ग्यारहवाँ</strong> लाभ और मित्रता; <strong>बारहवाँ</strong> व्यय, विदेश, निद्रा और मोक्ष।</li>
</ul>
<h2>तीसरी परत: राशियों और भावों में ग्रह</h2>
<p>नौ ग्रह (सूर्य, चंद्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु और केतु) इन भावों में स्थित होते हैं। ज्योतिषी हर ग्रह से तीन प्रश्न पूछते हैं: अपनी राशि में यह कितना बलवान है (उच्च, स्वराशि, मित्र राशि या नीच), यह किस भाव में बैठा है, और यह किन भावों का स्वामी है? ग्रह अपने स्वामित्व वाले भावों का अर्थ उस भाव में ले जाता है जहाँ वह बैठा है। उदाहरण के लिए, यदि दशम भाव का स्वामी चतुर्थ में हो, तो करियर और घर आपस में जुड़ जाते हैं: शायद घर से काम, या भूमि अथवा वाहन से जुड़ा व्यवसाय।</p>
<p>इसके बाद दृष्टि देखी जाती है। हर ग्रह अपने से सातवें भाव को देखता है, और मंगल, गुरु तथा शनि की अतिरिक्त दृष्टियाँ भी होती हैं। जिस भाव पर गुरु की दृष्टि हो, वह सामान्यतः सुरक्षित माना जाता है; जिस पर भारी दबाव हो, उसे सावधानी चाहिए।</p>
<h2>चौथी परत: दशाओं के माध्यम से समय</h2>
<p>कुंडली संभावनाएँ दिखाती है; दशा बताती है कि वे कब फलित होंगी। विंशोत्तरी पद्धति में जीवन हर ग्रह की अवधियों से होकर गुज़रता है, सूर्य के छह वर्षों से लेकर शुक्र के बीस वर्षों तक। चल रही महादशा और अंतर्दशा ज्योतिषी को बताती हैं कि इस समय कुंडली का कौन-सा हिस्सा "सक्रिय" है। फिर शनि और गुरु के गोचर को जन्म कुंडली से मिलाकर समय को और सटीक किया जाता है।</p>
<h2>सहायक कुंडलियाँ</h2>
<p>नवांश (D9) कुंडली मुख्य कुंडली के साथ पढ़ी जाती है, विशेषकर विवाह के लिए और ग्रहों के वास्तविक बल को आँकने के लिए। विशेष प्रश्नों के लिए अन्य वर्ग कुंडलियाँ भी देखी जाती हैं, जैसे करियर के लिए दशमांश (D10)।</p>
<h2>अच्छा फलादेश कैसा लगता है</h2>
<p>सावधान ज्योतिषी किसी एक डरावने योग पर अटककर नहीं रुकते। वे पूरी तस्वीर तौलते हैं, चुनौतियों के साथ शक्तियाँ भी बताते हैं और उन्हें आपकी वास्तविक स्थिति से जोड़ते हैं। जब आप नक्षत्र पर अपनी निःशुल्क कुंडली बनाएँ, तो अपना लग्न, दशम भाव का स्वामी और अपनी वर्तमान दशा खोजने का प्रयास करें। ये तीन बातें हाथ में हों, तो कोई भी परामर्श भाषण नहीं, बल्कि संवाद बन जाता है।</p>`,
    },
  },
  {
    slug: 'choosing-a-muhurat',
    title: {
      en: 'Choosing a Muhurat: How Auspicious Timing Is Actually Worked Out',
      hi: 'मुहूर्त का चुनाव: शुभ समय वास्तव में कैसे निकाला जाता है',
    },
    excerpt: {
      en: 'Weddings, griha pravesh, a new shop: the five limbs of the panchang, the pitfalls to avoid, and what to do when the perfect date is impossible.',
      hi: 'विवाह, गृह प्रवेश, नई दुकान: पंचांग के पाँच अंग, किन बातों से बचें, और जब आदर्श तिथि संभव न हो तो क्या करें।',
    },
    category: 'muhurat-and-panchang',
    tags: ['muhurat', 'panchang', 'wedding', 'griha-pravesh'],
    image: img('blog', 'muhurat'),
    author: team,
    readingMinutes: 5,
    body: {
      en: `<p>In Indian homes, important beginnings are rarely left to chance. A wedding, moving into a new house, the first day of a business or even buying a vehicle is often timed to a <strong>muhurat</strong>: a window in which the sky is judged to support the work being started. The idea is simple. Just as a farmer sows when the soil and rain are right, we begin when the time is favourable.</p>
<h2>The five limbs of the panchang</h2>
<p>Every muhurat starts from the panchang, the Hindu almanac, whose name means "five limbs":</p>
<ul>
<li><strong>Tithi</strong>, the lunar day. Some tithis, such as the second, third, fifth, seventh, tenth, eleventh and thirteenth, are widely preferred for auspicious work; the fourth, ninth and fourteenth (the "rikta" tithis) are usually avoided.</li>
<li><strong>Vara</strong>, the weekday, each ruled by a planet. Thursday and Friday suit marriages and learning; Tuesday is reserved for courageous or technical work.</li>
<li><strong>Nakshatra</strong>, the Moon's lunar mansion. Gentle nakshatras such as Rohini, Mrigashira and the three Uttaras are favoured for lasting undertakings.</li>
<li><strong>Yoga</strong>, a combination of Sun and Moon longitudes; a few, such as Vyatipata and Vaidhriti, are avoided.</li>
<li><strong>Karana</strong>, half of a tithi; the karana called Vishti or Bhadra is avoided for beginnings.</li>
</ul>
<h2>Beyond the five limbs</h2>
<p>A good astrologer then checks the lagna at the proposed moment, making sure its ruler is strong and the eighth house is free of malefics. Daily inauspicious windows such as <strong>Rahu Kaal</strong> are set aside. For weddings, the season matters too: many communities avoid the months when Jupiter or Venus is combust, and the four months of Chaturmas. Finally, the muhurat is checked against the personal charts of the people involved, so that the Moon is not transiting a difficult position from their birth Moon.</p>
<h2>The muhurats that need no calculation</h2>
<p>Tradition names a few days as auspicious in themselves: Akshaya Tritiya, Vijayadashami (Dussehra), the first day of Chaitra Navratri (Gudi Padwa), and half of the day of Kartik Shukla Pratipada. On these "abujh" or self-proven muhurats, families often begin new ventures without a detailed calculation.</p>
<h2>When the perfect date is impossible</h2>
<p>Real life has leave applications, hall bookings and relatives flying in from abroad. If the ideal day cannot be used, astrologers choose the best lagna available on a practical date, avoid Rahu Kaal and Bhadra, and recommend a small prayer to Ganesha before starting. The Abhijit muhurat, a short window around local midday, is traditionally considered good for most work (except on Wednesdays in some traditions).</p>
<h2>A word on proportion</h2>
<p>A muhurat supports good work; it does not replace it. A well-timed shop opening still needs a sound plan, and a wedding on the finest date still depends on two people's kindness to each other. Use timing as a blessing added to effort, and you will be using it as the sages intended. If you would like a muhurat worked out for your family, our astrologers can calculate one from your birth details.</p>`,
      hi: `<p>भारतीय घरों में महत्वपूर्ण शुरुआतें शायद ही कभी संयोग पर छोड़ी जाती हैं। विवाह, नए घर में प्रवेश, व्यवसाय का पहला दिन या वाहन ख़रीदना भी अक्सर <strong>मुहूर्त</strong> देखकर किया जाता है: ऐसा समय जब आकाश आरंभ किए जा रहे कार्य के अनुकूल माना जाए। विचार सरल है। जैसे किसान मिट्टी और वर्षा अनुकूल होने पर बुआई करता है, वैसे ही हम अनुकूल समय पर शुरुआत करते हैं।</p>
<h2>पंचांग के पाँच अंग</h2>
<p>हर मुहूर्त पंचांग से शुरू होता है, जिसका अर्थ ही है "पाँच अंग":</p>
<ul>
<li><strong>तिथि</strong>, यानी चंद्र दिवस। द्वितीया, तृतीया, पंचमी, सप्तमी, दशमी, एकादशी और त्रयोदशी जैसी तिथियाँ शुभ कार्यों के लिए व्यापक रूप से पसंद की जाती हैं; चतुर्थी, नवमी और चतुर्दशी (रिक्ता तिथियाँ) सामान्यतः टाली जाती हैं।</li>
<li><strong>वार</strong>, यानी सप्ताह का दिन, जिसका स्वामी कोई ग्रह होता है। गुरुवार और शुक्रवार विवाह तथा विद्यारंभ के लिए उपयुक्त हैं; मंगलवार साहसिक या तकनीकी कार्यों के लिए रखा जाता है।</li>
<li><strong>नक्षत्र</strong>, जिसमें चंद्रमा स्थित हो। रोहिणी, मृगशिरा और तीनों उत्तरा जैसे सौम्य नक्षत्र स्थायी कार्यों के लिए शुभ माने जाते हैं।</li>
<li><strong>योग</strong>, जो सूर्य और चंद्रमा के अंशों के योग से बनता है; व्यतिपात और वैधृति जैसे कुछ योग टाले जाते हैं।</li>
<li><strong>करण</strong>, यानी तिथि का आधा भाग; विष्टि या भद्रा करण में शुभ शुरुआत नहीं की जाती।</li>
</ul>
<h2>पाँच अंगों से आगे</h2>
<p>इसके बाद अच्छे ज्योतिषी प्रस्तावित क्षण का लग्न देखते हैं, यह सुनिश्चित करते हुए कि लग्नेश बलवान हो और अष्टम भाव पाप ग्रहों से मुक्त हो। <strong>राहुकाल</strong> जैसे दैनिक अशुभ समय अलग कर दिए जाते हैं। विवाह के लिए ऋतु भी मायने रखती है: कई समुदाय गुरु या शुक्र के अस्त होने के महीनों और चातुर्मास के चार महीनों में विवाह नहीं करते। अंत में मुहूर्त को संबंधित व्यक्तियों की कुंडली से मिलाया जाता है, ताकि उस समय चंद्रमा उनके जन्म चंद्र से कठिन स्थिति में न हो।</p>
<h2>वे मुहूर्त जिन्हें गणना की आवश्यकता नहीं</h2>
<p>परंपरा कुछ दिनों को स्वयं में शुभ मानती है: अक्षय तृतीया, विजयादशमी (दशहरा), चैत्र नवरात्रि का पहला दिन (गुड़ी पड़वा), और कार्तिक शुक्ल प्रतिपदा का आधा दिन। इन "अबूझ" मुहूर्तों पर परिवार अक्सर विस्तृत गणना के बिना ही नए कार्य आरंभ करते हैं।</p>
<h2>जब आदर्श तिथि संभव न हो</h2>
<p>वास्तविक जीवन में छुट्टी की अर्ज़ियाँ, हॉल की बुकिंग और विदेश से आने वाले रिश्तेदार होते हैं। यदि आदर्श दिन संभव न हो, तो ज्योतिषी व्यावहारिक तिथि पर उपलब्ध सबसे अच्छा लग्न चुनते हैं, राहुकाल और भद्रा से बचते हैं, और कार्य से पहले गणेश जी की छोटी-सी प्रार्थना की सलाह देते हैं। अभिजीत मुहूर्त, यानी स्थानीय मध्याह्न के आसपास का छोटा-सा समय, परंपरागत रूप से अधिकांश कार्यों के लिए शुभ माना जाता है (कुछ परंपराओं में बुधवार को छोड़कर)।</p>
<h2>संतुलन की एक बात</h2>
<p>मुहूर्त अच्छे कर्म का सहारा है, उसका विकल्प नहीं। शुभ समय पर खुली दुकान को भी ठोस योजना चाहिए, और श्रेष्ठ तिथि पर हुआ विवाह भी दो लोगों की आपसी सद्भावना पर ही टिकता है। समय को प्रयास पर मिले आशीर्वाद की तरह उपयोग करें, तभी आप उसे ऋषियों के आशय के अनुसार उपयोग कर रहे होंगे। यदि आप अपने परिवार के लिए मुहूर्त निकलवाना चाहें, तो हमारे ज्योतिषी आपके जन्म विवरण से इसकी गणना कर सकते हैं।</p>`,
    },
  },
  {
    slug: 'meaning-of-the-nakshatras',
    title: {
      en: 'The Meaning of the Nakshatras: Twenty-Seven Lunar Mansions',
      hi: 'नक्षत्रों का अर्थ: सत्ताईस चंद्र भवन',
    },
    excerpt: {
      en: 'Before the twelve signs, Indian sky-watchers followed the Moon through twenty-seven star groups. What a nakshatra is, how it is used, and what yours may say.',
      hi: 'बारह राशियों से पहले भारतीय आकाश-द्रष्टा सत्ताईस तारा-समूहों में चंद्रमा की यात्रा देखते थे। नक्षत्र क्या है, इसका उपयोग कैसे होता है, और आपका नक्षत्र क्या कहता है।',
    },
    category: 'astrology-basics',
    tags: ['nakshatra', 'moon', 'basics'],
    image: img('blog', 'nakshatra'),
    author: team,
    readingMinutes: 5,
    body: {
      en: `<p>Long before the twelve zodiac signs became the common language of astrology, Indian observers were following the Moon night after night against a belt of stars. The Moon takes about twenty-seven and one third days to return to the same star, so the sky was divided into <strong>twenty-seven nakshatras</strong>, one for each night of the Moon's journey. Our website takes its name from them.</p>
<h2>How a nakshatra is measured</h2>
<p>The zodiac's 360 degrees divided by 27 gives 13 degrees and 20 minutes for each nakshatra. Each is further split into four <strong>padas</strong> (quarters) of 3 degrees and 20 minutes. Nine nakshatras fit exactly into four signs, so the cycle of nakshatras and the cycle of signs line up three times around the zodiac. Ashwini, Magha and Mula all begin at the start of a fire sign.</p>
<h2>Rulers, deities and symbols</h2>
<p>Every nakshatra has a ruling planet, a presiding deity and a symbol, and these three together describe its nature:</p>
<ul>
<li><strong>Ashwini</strong>, ruled by Ketu, presided over by the Ashwini Kumaras, the divine physicians; its symbol is a horse's head. Quick, healing, pioneering.</li>
<li><strong>Rohini</strong>, ruled by the Moon, under Brahma the creator; its symbol is a chariot. Fertile, artistic, attractive.</li>
<li><strong>Pushya</strong>, ruled by Saturn, under Brihaspati, the teacher of the gods; its symbol is a cow's udder. Nourishing and considered among the most auspicious.</li>
<li><strong>Swati</strong>, ruled by Rahu, under Vayu, the wind; its symbol is a young shoot swaying in the breeze. Independent, adaptable, good at trade.</li>
<li><strong>Shravana</strong>, ruled by the Moon, under Vishnu; its symbol is an ear. Listening, learning, preserving tradition.</li>
</ul>
<h2>Where nakshatras are used</h2>
<p>Your birth nakshatra (janma nakshatra) is the one the Moon occupied at birth. It decides the starting point of the Vimshottari dasha, gives the first syllable traditionally used for a child's name, and forms the basis of the eight-fold guna milan in marriage matching. In muhurat, the day's nakshatra is one of the five limbs of the panchang. Festivals such as Onam (Shravana) and many temple celebrations are tied to a nakshatra rather than a date.</p>
<h2>Gentle, fierce and moving</h2>
<p>The texts group nakshatras by nature. Fixed ones (such as Rohini and the three Uttaras) suit foundations and house-building. Gentle ones (Mrigashira, Chitra, Anuradha, Revati) suit friendship, art and new clothes. Swift ones (Ashwini, Pushya, Hasta) are used for travel and medicine. Fierce ones (Bharani, Magha, Purva Phalguni and others) are kept for courageous or decisive work. None is simply "bad": each has its proper use.</p>
<h2>Reading your own</h2>
<p>Find your nakshatra from your free kundli and read about its deity and symbol. Many people find the story of the presiding deity strangely familiar. It is not a cage but a flavour: a reminder of the qualities you carry and the ones you can grow into. If you would like to know more about yours, any of our astrologers can explain it in a consultation.</p>`,
      hi: `<p>बारह राशियाँ ज्योतिष की आम भाषा बनने से बहुत पहले, भारतीय आकाश-द्रष्टा रात-दर-रात तारों की एक पट्टी में चंद्रमा की यात्रा देखते थे। चंद्रमा को उसी तारे के पास लौटने में लगभग सत्ताईस और एक तिहाई दिन लगते हैं, इसलिए आकाश को <strong>सत्ताईस नक्षत्रों</strong> में बाँटा गया, चंद्रमा की यात्रा की हर रात के लिए एक। हमारी वेबसाइट का नाम भी इन्हीं से लिया गया है।</p>
<h2>नक्षत्र का माप</h2>
<p>राशिचक्र के 360 अंशों को 27 से भाग देने पर हर नक्षत्र 13 अंश 20 कला का होता है। हर नक्षत्र फिर 3 अंश 20 कला के चार <strong>चरणों</strong> में बँटता है। नौ नक्षत्र ठीक चार राशियों में समा जाते हैं, इसलिए पूरे राशिचक्र में नक्षत्रों और राशियों का चक्र तीन बार एक साथ मिलता है। अश्विनी, मघा और मूल, तीनों किसी अग्नि राशि के आरंभ से शुरू होते हैं।</p>
<h2>स्वामी, देवता और प्रतीक</h2>
<p>हर नक्षत्र का एक स्वामी ग्रह, एक अधिष्ठाता देवता और एक प्रतीक होता है, और ये तीनों मिलकर उसका स्वभाव बताते हैं:</p>
<ul>
<li><strong>अश्विनी</strong>, स्वामी केतु, देवता अश्विनी कुमार जो देवताओं के वैद्य हैं; प्रतीक घोड़े का सिर। तीव्र, उपचारक, अग्रणी।</li>
<li><strong>रोहिणी</strong>, स्वामी चंद्रमा, देवता सृष्टिकर्ता ब्रह्मा; प्रतीक रथ। उर्वर, कलात्मक, आकर्षक।</li>
<li><strong>पुष्य</strong>, स्वामी शनि, देवता देवगुरु बृहस्पति; प्रतीक गाय का थन। पोषण देने वाला, और सबसे शुभ नक्षत्रों में गिना जाता है।</li>
<li><strong>स्वाति</strong>, स्वामी राहु, देवता वायु; प्रतीक हवा में झूलता कोमल अंकुर। स्वतंत्र, लचीला, व्यापार में कुशल।</li>
<li><strong>श्रवण</strong>, स्वामी चंद्रमा, देवता विष्णु; प्रतीक कान। सुनना, सीखना और परंपरा को सहेजना।</li>
</ul>
<h2>नक्षत्रों का उपयोग कहाँ होता है</h2>
<p>जन्म के समय चंद्रमा जिस नक्षत्र में था, वही आपका जन्म नक्षत्र है। इसी से विंशोत्तरी दशा का आरंभ तय होता है, बच्चे के नाम का पहला अक्षर परंपरागत रूप से इसी से लिया जाता है, और विवाह मिलान के अष्टकूट गुण मिलान का आधार भी यही है। मुहूर्त में दिन का नक्षत्र पंचांग के पाँच अंगों में से एक है। ओणम (श्रवण) जैसे त्योहार और अनेक मंदिर उत्सव तिथि के बजाय नक्षत्र से जुड़े होते हैं।</p>
<h2>सौम्य, उग्र और चर</h2>
<p>शास्त्र नक्षत्रों को स्वभाव के अनुसार वर्गीकृत करते हैं। स्थिर नक्षत्र (जैसे रोहिणी और तीनों उत्तरा) नींव रखने और गृह निर्माण के लिए उपयुक्त हैं। मृदु नक्षत्र (मृगशिरा, चित्रा, अनुराधा, रेवती) मित्रता, कला और नए वस्त्रों के लिए। क्षिप्र नक्षत्र (अश्विनी, पुष्य, हस्त) यात्रा और औषधि के लिए। उग्र नक्षत्र (भरणी, मघा, पूर्वा फाल्गुनी आदि) साहसिक या निर्णायक कार्यों के लिए रखे जाते हैं। कोई भी नक्षत्र केवल "बुरा" नहीं है; हर एक का अपना उचित उपयोग है।</p>
<h2>अपना नक्षत्र पढ़ें</h2>
<p>अपनी निःशुल्क कुंडली से अपना नक्षत्र जानें और उसके देवता तथा प्रतीक के बारे में पढ़ें। बहुत से लोगों को अधिष्ठाता देवता की कथा आश्चर्यजनक रूप से परिचित लगती है। नक्षत्र कोई पिंजरा नहीं, एक स्वाद है: उन गुणों की याद जो आप साथ लेकर चलते हैं, और उनकी भी जिन्हें आप विकसित कर सकते हैं। यदि आप अपने नक्षत्र के बारे में और जानना चाहें, तो हमारे कोई भी ज्योतिषी परामर्श में इसे विस्तार से समझा सकते हैं।</p>`,
    },
  },
  {
    slug: 'retrogrades-without-fear',
    title: {
      en: 'Retrogrades Without Fear: What Vakri Planets Really Mean',
      hi: 'वक्री ग्रहों से डरें नहीं: वक्री होने का वास्तविक अर्थ',
    },
    excerpt: {
      en: 'Mercury retrograde has become an internet joke, and Saturn retrograde a source of worry. A plain explanation of what happens in the sky, and what tradition advises.',
      hi: 'वक्री बुध इंटरनेट पर मज़ाक बन गया है और वक्री शनि चिंता का कारण। आकाश में वास्तव में क्या होता है, और परंपरा क्या सलाह देती है, सरल शब्दों में।',
    },
    category: 'planets-and-transits',
    tags: ['retrograde', 'mercury', 'saturn', 'transits'],
    image: img('blog', 'retrograde'),
    author: team,
    readingMinutes: 5,
    body: {
      en: `<p>Every few months a message goes around: "Mercury is retrograde, don't sign anything!" Then Saturn turns retrograde and people worry about their careers. Let us slow down and look at what a retrograde, or <strong>vakri</strong> planet, actually is.</p>
<h2>What happens in the sky</h2>
<p>No planet ever really reverses its orbit. Retrograde motion is an effect of viewpoint. The Earth and the other planets all circle the Sun at different speeds. When the Earth overtakes an outer planet such as Mars, Jupiter or Saturn, that planet appears, against the background stars, to slow down, stop and drift backwards for a while, just as a slower train seems to move backwards when your faster train passes it. Mercury and Venus, which are closer to the Sun, show the same effect when they pass between the Sun and the Earth.</p>
<h2>How often it happens</h2>
<ul>
<li><strong>Mercury</strong>: about three times a year, for roughly three weeks each time.</li>
<li><strong>Venus</strong>: about every eighteen months, for around six weeks.</li>
<li><strong>Mars</strong>: about every two years, for two to two and a half months.</li>
<li><strong>Jupiter and Saturn</strong>: every year, for about four and four and a half months respectively.</li>
<li><strong>Rahu and Ketu</strong>: always move backwards through the zodiac in their mean motion; this is their natural direction, not a special event.</li>
</ul>
<p>With so many planets taking turns, some planet is retrograde for a good part of almost every year. If retrogrades were disasters, life would be a permanent emergency.</p>
<h2>What the tradition says</h2>
<p>Classical Indian texts actually treat a retrograde planet as <strong>strong</strong> (chesta bala, the strength of motion), because it is closest to the Earth and brightest in the sky at that time. A retrograde planet in a birth chart often gives intense, inward or unconventional results in its area: a retrograde Jupiter may make a person reflect deeply on their beliefs rather than accept them ready-made; a retrograde Saturn may bring a strong sense of unfinished duty.</p>
<h2>Transit retrogrades: a time to review</h2>
<p>When a planet turns retrograde in transit, the most useful reading is the simplest one: matters signified by that planet come back for review. During a Mercury retrograde, double-check documents, back up your phone and leave extra time for travel. During a Saturn retrograde, pending work and old responsibilities resurface. This is practical advice, not prohibition. Contracts are signed and children are born every day of a Mercury retrograde, and lives go on well.</p>
<h2>When it does matter more</h2>
<p>A retrograde matters more when the planet is important in your own chart: the ruler of your lagna, or the lord of your running dasha. An astrologer may then suggest waiting for the station (the day it turns direct) before a major launch, or simply taking more care. A planet's influence is considered unsettled exactly at its station, so those one or two days are sometimes avoided for muhurats.</p>
<h2>The gentle conclusion</h2>
<p>Think of retrogrades as the sky's way of saying "look again". Revisit, revise, repair, reconnect. Used this way, they are among the most helpful rhythms in astrology, and nothing to fear.</p>`,
      hi: `<p>हर कुछ महीनों में एक संदेश घूमने लगता है: "बुध वक्री है, किसी काग़ज़ पर हस्ताक्षर मत करना!" फिर शनि वक्री होते हैं और लोग अपने करियर को लेकर चिंतित हो जाते हैं। आइए रुककर देखें कि <strong>वक्री</strong> ग्रह वास्तव में होता क्या है।</p>
<h2>आकाश में क्या होता है</h2>
<p>कोई भी ग्रह कभी सचमुच अपनी कक्षा में उल्टा नहीं चलता। वक्री गति दृष्टिकोण का प्रभाव है। पृथ्वी और अन्य ग्रह अलग-अलग गति से सूर्य की परिक्रमा करते हैं। जब पृथ्वी मंगल, गुरु या शनि जैसे किसी बाहरी ग्रह से आगे निकलती है, तो पृष्ठभूमि के तारों के सापेक्ष वह ग्रह धीमा होता, रुकता और कुछ समय पीछे खिसकता दिखाई देता है, ठीक वैसे ही जैसे आपकी तेज़ ट्रेन किसी धीमी ट्रेन से आगे निकले तो वह पीछे जाती दिखती है। सूर्य के अधिक निकट बुध और शुक्र भी सूर्य और पृथ्वी के बीच से गुज़रते समय यही प्रभाव दिखाते हैं।</p>
<h2>यह कितनी बार होता है</h2>
<ul>
<li><strong>बुध</strong>: वर्ष में लगभग तीन बार, हर बार लगभग तीन सप्ताह के लिए।</li>
<li><strong>शुक्र</strong>: लगभग हर अठारह महीने में, लगभग छह सप्ताह के लिए।</li>
<li><strong>मंगल</strong>: लगभग हर दो वर्ष में, दो से ढाई महीने के लिए।</li>
<li><strong>गुरु और शनि</strong>: हर वर्ष, क्रमशः लगभग चार और साढ़े चार महीने के लिए।</li>
<li><strong>राहु और केतु</strong>: अपनी मध्यम गति में सदा राशिचक्र में उल्टी दिशा में चलते हैं; यह उनकी स्वाभाविक दिशा है, कोई विशेष घटना नहीं।</li>
</ul>
<p>इतने ग्रहों के बारी-बारी वक्री होने से लगभग हर वर्ष के बड़े हिस्से में कोई न कोई ग्रह वक्री रहता है। यदि वक्री होना विपत्ति होती, तो जीवन स्थायी आपातकाल बन जाता।</p>
<h2>परंपरा क्या कहती है</h2>
<p>शास्त्रीय भारतीय ग्रंथ वक्री ग्रह को वास्तव में <strong>बलवान</strong> मानते हैं (चेष्टा बल, यानी गति का बल), क्योंकि उस समय वह पृथ्वी के सबसे निकट और आकाश में सबसे चमकीला होता है। जन्म कुंडली में वक्री ग्रह अपने क्षेत्र में प्रायः गहन, अंतर्मुखी या लीक से हटकर परिणाम देता है: वक्री गुरु व्यक्ति को बनी-बनाई मान्यताएँ स्वीकारने के बजाय उन पर गहराई से विचार करवा सकता है; वक्री शनि अधूरे कर्तव्य का गहरा बोध दे सकता है।</p>
<h2>गोचर में वक्री: पुनर्विचार का समय</h2>
<p>जब कोई ग्रह गोचर में वक्री होता है, तो सबसे उपयोगी अर्थ सबसे सरल है: उस ग्रह से जुड़े विषय समीक्षा के लिए लौटते हैं। बुध वक्री के दौरान दस्तावेज़ दोबारा जाँचें, फ़ोन का बैकअप लें और यात्रा के लिए अतिरिक्त समय रखें। शनि वक्री के दौरान लंबित काम और पुरानी ज़िम्मेदारियाँ फिर सामने आती हैं। यह व्यावहारिक सलाह है, निषेध नहीं। बुध वक्री के हर दिन अनुबंध होते हैं, बच्चे जन्म लेते हैं और जीवन अच्छे से चलता रहता है।</p>
<h2>कब यह अधिक मायने रखता है</h2>
<p>वक्री होना तब अधिक महत्वपूर्ण है जब वह ग्रह आपकी अपनी कुंडली में प्रमुख हो: आपका लग्नेश, या चल रही दशा का स्वामी। तब ज्योतिषी किसी बड़ी शुरुआत से पहले ग्रह के मार्गी होने तक रुकने, या बस अधिक सावधानी रखने की सलाह दे सकते हैं। ठीक स्तंभन के समय (जब ग्रह दिशा बदलता है) ग्रह का प्रभाव सबसे अस्थिर माना जाता है, इसलिए मुहूर्त में कभी-कभी वे एक-दो दिन टाले जाते हैं।</p>
<h2>सहज निष्कर्ष</h2>
<p>वक्री ग्रहों को आकाश का यह कहना समझें: "एक बार फिर देखो।" दोबारा देखें, सुधारें, मरम्मत करें, पुराने संबंधों से फिर जुड़ें। इस तरह उपयोग करें तो ये ज्योतिष की सबसे सहायक लयों में से हैं, डरने की कोई बात नहीं।</p>`,
    },
  },
];
