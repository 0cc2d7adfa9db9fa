import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Our own announcements. Sky dates: Saturn's sidereal (Lahiri) sign changes were computed with our engine
 * (packages/jyotish, saturnSignSegments); the Geminids peak every year around 13-14 December.
 */
export const items: SeedItem<'news'>[] = [
  {
    slug: 'geminid-meteor-shower-december',
    category: 'sky-watch',
    source: 'Nakshatra',
    title: { en: 'Watch the Geminid Meteor Shower in Mid-December', hi: 'दिसंबर के मध्य में देखें जेमिनिड उल्का वर्षा' },
    summary: {
      en: 'One of the year\'s richest meteor showers peaks around the night of 13-14 December. This year the young Moon sets before midnight, leaving dark skies.',
      hi: 'वर्ष की सबसे समृद्ध उल्का वर्षाओं में से एक 13-14 दिसंबर की रात के आसपास चरम पर होती है। इस वर्ष नया चंद्रमा आधी रात से पहले अस्त हो जाएगा, जिससे आकाश अँधेरा रहेगा।',
    },
    image: img('news', 'geminids'),
    body: {
      en: `<p>The Geminids appear to radiate from the constellation of Gemini (Mithuna), which rises in the east in the late evening in December. The shower is active for about two weeks and peaks around the night of <strong>13-14 December</strong> every year.</p>
<h2>How to watch from India</h2>
<ul><li>Go somewhere away from city lights: a terrace with the lights switched off helps, a village or a hill station is better.</li><li>The best hours are after midnight until dawn, when the radiant is high.</li><li>No telescope is needed. Lie back, let your eyes adapt to the dark for twenty minutes, and look at a wide area of sky.</li><li>Winter nights are cold in North India: carry a blanket and warm tea.</li></ul>
<p>With the new moon of early December behind us, the crescent Moon sets before midnight during the peak, so conditions are favourable this year. Share your photographs with us: we will feature a selection in our Sky Watch gallery.</p>`,
      hi: `<p>जेमिनिड उल्काएँ मिथुन तारामंडल से निकलती प्रतीत होती हैं, जो दिसंबर में देर शाम पूर्व में उदित होता है। यह उल्का वर्षा लगभग दो सप्ताह सक्रिय रहती है और हर वर्ष <strong>13-14 दिसंबर</strong> की रात के आसपास चरम पर होती है।</p>
<h2>भारत से कैसे देखें</h2>
<ul><li>शहर की रोशनी से दूर जाएँ: बत्तियाँ बुझाकर छत भी चल सकती है, गाँव या पहाड़ी स्थान और अच्छा है।</li><li>सबसे अच्छा समय आधी रात के बाद से भोर तक है, जब विकिरण बिंदु ऊँचा होता है।</li><li>दूरबीन की आवश्यकता नहीं। लेट जाएँ, आँखों को बीस मिनट अँधेरे में ढलने दें, और आकाश के बड़े हिस्से को देखें।</li><li>उत्तर भारत में सर्दी की रातें ठंडी होती हैं: कंबल और गर्म चाय साथ रखें।</li></ul>
<p>दिसंबर की शुरुआत की अमावस्या बीत चुकी होगी, इसलिए चरम के दौरान अर्धचंद्र आधी रात से पहले अस्त हो जाएगा, और इस वर्ष परिस्थितियाँ अनुकूल हैं। अपनी तस्वीरें हमसे साझा करें: चुनी हुई तस्वीरें हम अपनी आकाश दर्शन गैलरी में दिखाएँगे।</p>`,
    },
  },
  {
    slug: 'saturn-enters-aries-june-2027',
    category: 'planets-and-transits',
    source: 'Nakshatra',
    title: { en: 'Saturn Moves into Aries in June 2027: What Changes for Sade Sati', hi: 'जून 2027 में शनि मेष में: साढ़ेसाती में क्या बदलेगा' },
    summary: {
      en: 'After more than two years in Pisces, Saturn enters sidereal Aries on 3 June 2027, returns to Pisces in October and settles in Aries in February 2028.',
      hi: 'मीन में दो वर्ष से अधिक रहने के बाद शनि 3 जून 2027 को निरयण मेष में प्रवेश करेंगे, अक्टूबर में मीन में लौटेंगे और फ़रवरी 2028 में मेष में स्थिर होंगे।',
    },
    image: img('news', 'saturn-transit'),
    body: {
      en: `<p>According to our panchang engine (Lahiri ayanamsa), Saturn, which entered Pisces on 29 March 2025, moves into <strong>Aries on 3 June 2027</strong>. Turning retrograde, it slips back into Pisces on 20 October 2027 and re-enters Aries on 23 February 2028, where it will then stay for about two and a half years.</p>
<h2>Sade Sati by Moon sign</h2>
<ul><li><strong>Aquarius Moon:</strong> Sade Sati ends when Saturn leaves Pisces for good.</li><li><strong>Pisces Moon:</strong> moves from the peak phase into the last phase.</li><li><strong>Aries Moon:</strong> enters the peak phase, Saturn over the Moon.</li><li><strong>Taurus Moon:</strong> Sade Sati begins.</li></ul>
<p>Between June and October 2027 these changes apply for a few months and then reverse until February 2028, so many people will feel the transition gradually. Read our calm guide to Sade Sati and its remedies, and remember that results depend on the whole chart, not on the Moon sign alone.</p>`,
      hi: `<p>हमारे पंचांग इंजन (लाहिरी अयनांश) के अनुसार शनि, जो 29 मार्च 2025 को मीन में आए थे, <strong>3 जून 2027 को मेष</strong> में प्रवेश करेंगे। वक्री होकर वे 20 अक्टूबर 2027 को फिर मीन में लौटेंगे और 23 फ़रवरी 2028 को पुनः मेष में आएँगे, जहाँ वे लगभग ढाई वर्ष रहेंगे।</p>
<h2>चंद्र राशि के अनुसार साढ़ेसाती</h2>
<ul><li><strong>कुंभ राशि:</strong> शनि के मीन से पूरी तरह निकलने पर साढ़ेसाती समाप्त होगी।</li><li><strong>मीन राशि:</strong> मध्य चरण से अंतिम चरण में प्रवेश।</li><li><strong>मेष राशि:</strong> मध्य चरण आरंभ, चंद्रमा पर शनि।</li><li><strong>वृषभ राशि:</strong> साढ़ेसाती आरंभ।</li></ul>
<p>जून से अक्टूबर 2027 के बीच ये परिवर्तन कुछ महीनों के लिए लागू होकर फ़रवरी 2028 तक पलट जाएँगे, इसलिए बहुत से लोग यह बदलाव धीरे-धीरे महसूस करेंगे। साढ़ेसाती और उसके उपायों पर हमारी शांत मार्गदर्शिका पढ़ें, और याद रखें कि परिणाम पूरी कुंडली पर निर्भर करते हैं, केवल चंद्र राशि पर नहीं।</p>`,
    },
  },
  {
    slug: 'festival-calendar-2027-published',
    category: 'muhurat-and-panchang',
    source: 'Nakshatra',
    title: { en: 'Our 2027 Festival Calendar Is Ready', hi: 'हमारा 2027 त्योहार कैलेंडर तैयार है' },
    summary: {
      en: 'Makar Sankranti to Chhath: the main festivals and fasts of 2027, dated by our own panchang calculations.',
      hi: 'मकर संक्रांति से छठ तक: 2027 के प्रमुख त्योहार और व्रत, हमारी अपनी पंचांग गणना से।',
    },
    image: img('news', 'panchang-update'),
    body: {
      en: `<p>The festival pages now show the 2027 dates of the major festivals, from Makar Sankranti on 14 January and Maha Shivratri on 6 March to Diwali on 29 October and Chhath on 4 November. The dates are calculated by our panchang engine for New Delhi, following the customary time of day for each festival: midnight for Janmashtami, pradosh for Diwali, sunrise for most others.</p>
<h2>Why your local calendar may differ by a day</h2>
<p>A tithi begins and ends at the same moment everywhere, but sunrise does not. A festival that depends on the tithi at sunrise can therefore fall on different civil dates in Kolkata, Mumbai or London. Communities also follow different rules (amanta or purnimanta months, Smarta or Vaishnava custom). When in doubt, follow your family priest or local temple.</p>`,
      hi: `<p>त्योहार पृष्ठ अब प्रमुख पर्वों की 2027 की तिथियाँ दिखाते हैं, 14 जनवरी की मकर संक्रांति और 6 मार्च की महाशिवरात्रि से लेकर 29 अक्टूबर की दीवाली और 4 नवंबर के छठ तक। तिथियाँ हमारे पंचांग इंजन द्वारा नई दिल्ली के लिए, हर पर्व के पारंपरिक समय के अनुसार निकाली गई हैं: जन्माष्टमी के लिए मध्यरात्रि, दीवाली के लिए प्रदोष, और अधिकांश के लिए सूर्योदय।</p>
<h2>आपका स्थानीय पंचांग एक दिन अलग क्यों हो सकता है</h2>
<p>तिथि हर जगह एक ही क्षण में शुरू और समाप्त होती है, पर सूर्योदय नहीं। इसलिए सूर्योदय की तिथि पर निर्भर पर्व कोलकाता, मुंबई या लंदन में अलग-अलग तारीख़ों पर पड़ सकता है। समुदाय भी अलग नियम मानते हैं (अमांत या पूर्णिमांत मास, स्मार्त या वैष्णव परंपरा)। संदेह हो तो अपने कुल पुरोहित या स्थानीय मंदिर का पालन करें।</p>`,
    },
  },
  {
    slug: 'astro-fm-launches',
    category: 'astrology-basics',
    source: 'Nakshatra',
    title: { en: 'Astro FM and Nakshatra Katha Are Now Live', hi: 'एस्ट्रो एफ़एम और नक्षत्र कथा अब शुरू' },
    summary: {
      en: 'Short audio episodes in English and Hindi, with a player that keeps going while you browse the site.',
      hi: 'अंग्रेज़ी और हिंदी में छोटे ऑडियो एपिसोड, ऐसे प्लेयर के साथ जो साइट देखते समय भी चलता रहता है।',
    },
    image: img('news', 'podcast-launch'),
    body: {
      en: '<p>Our audio corner has opened with its first episodes: three short Astro FM talks in English on the Moon, Saturn and Rahu Kaal, and three Hindi kathas on Ekadashi, Hanuman ji and Deepawali. Start an episode and it continues in a small player at the bottom of the screen as you read horoscopes or remedies. New episodes will be added regularly; tell us which topics you would like to hear.</p>',
      hi: '<p>हमारा ऑडियो कोना अपने पहले एपिसोड के साथ खुल गया है: चंद्रमा, शनि और राहुकाल पर अंग्रेज़ी में एस्ट्रो एफ़एम की तीन छोटी वार्ताएँ, और एकादशी, हनुमान जी तथा दीपावली पर हिंदी में तीन कथाएँ। कोई एपिसोड शुरू करें, और राशिफल या उपाय पढ़ते समय भी वह स्क्रीन के नीचे एक छोटे प्लेयर में चलता रहेगा। नए एपिसोड नियमित रूप से जोड़े जाएँगे; हमें बताएँ कि आप किन विषयों पर सुनना चाहेंगे।</p>',
    },
  },
  {
    slug: 'join-as-an-astrologer',
    category: 'astrology-basics',
    source: 'Nakshatra',
    title: { en: 'Astrologers: Registration Is Open', hi: 'ज्योतिषियों के लिए पंजीकरण खुला है' },
    summary: {
      en: 'Experienced astrologers, tarot readers, numerologists and vastu consultants can now apply to consult on Nakshatra.',
      hi: 'अनुभवी ज्योतिषी, टैरो रीडर, अंक ज्योतिषी और वास्तु सलाहकार अब नक्षत्र पर परामर्श के लिए आवेदन कर सकते हैं।',
    },
    image: img('news', 'astrologer-onboarding'),
    body: {
      en: '<p>We are inviting practitioners to join Nakshatra. Apply through the "Join As Astrologer" page with your experience, languages and areas of expertise. Each application is reviewed, followed by a conversation with our team. We look for sound knowledge, a kind manner, and a commitment to responsible guidance: no fear-based selling, no medical, legal or financial promises.</p>',
      hi: '<p>हम विशेषज्ञों को नक्षत्र से जुड़ने के लिए आमंत्रित कर रहे हैं। "ज्योतिषी के रूप में जुड़ें" पृष्ठ से अपने अनुभव, भाषाओं और विशेषज्ञता के क्षेत्रों के साथ आवेदन करें। हर आवेदन की समीक्षा होती है, जिसके बाद हमारी टीम से बातचीत होती है। हम ठोस ज्ञान, विनम्र व्यवहार और ज़िम्मेदार मार्गदर्शन की प्रतिबद्धता देखते हैं: डर दिखाकर बिक्री नहीं, चिकित्सा, क़ानूनी या वित्तीय वादे नहीं।</p>',
    },
    sourceUrl: '/astro-registration',
  },
  {
    slug: 'eclipse-pages-for-2027',
    category: 'sky-watch',
    source: 'Nakshatra',
    title: { en: 'Coming Soon: Eclipse Pages with Local Timings', hi: 'जल्द आ रहे हैं: स्थानीय समय के साथ ग्रहण पृष्ठ' },
    summary: {
      en: 'Each eclipse of 2027 will get a page saying clearly whether it is visible from your city, with local timings and sutak where it applies.',
      hi: '2027 के हर ग्रहण का एक पृष्ठ होगा, जो स्पष्ट बताएगा कि वह आपके शहर से दिखेगा या नहीं, स्थानीय समय और जहाँ लागू हो वहाँ सूतक के साथ।',
    },
    image: img('news', 'eclipse-calendar'),
    body: {
      en: `<p>Eclipse messages travel fast, and many of them apply rules of sutak to eclipses that are not even visible in India. Tradition is clear that the observances of an eclipse apply only where it can be seen. Our eclipse pages will therefore start with one question: <strong>can you see it from where you live?</strong></p>
<h2>What each page will show</h2>
<ul><li>The type of eclipse and where on Earth it is visible.</li><li>For your city: the local times of the phases, or a plain statement that it is not visible.</li><li>Where it is visible: the sutak period and the customary observances, with a note that the sick, the elderly, children and pregnant women are traditionally exempt from fasting.</li><li>Safe viewing: never look at a solar eclipse with the naked eye or ordinary sunglasses.</li></ul>
<p>The year 2027 includes one of the longest total solar eclipses of the century on 2 August, whose path of totality crosses North Africa and the Arabian peninsula. Its page, like the others, will say exactly what can be seen from Indian cities.</p>`,
      hi: `<p>ग्रहण से जुड़े संदेश तेज़ी से फैलते हैं, और उनमें से कई उन ग्रहणों पर भी सूतक के नियम लागू कर देते हैं जो भारत में दिखाई ही नहीं देते। परंपरा स्पष्ट है कि ग्रहण के नियम केवल वहीं लागू होते हैं जहाँ वह दिखाई दे। इसलिए हमारे ग्रहण पृष्ठ एक प्रश्न से शुरू होंगे: <strong>क्या यह आपके शहर से दिखाई देगा?</strong></p>
<h2>हर पृष्ठ क्या दिखाएगा</h2>
<ul><li>ग्रहण का प्रकार और पृथ्वी पर वह कहाँ दिखाई देगा।</li><li>आपके शहर के लिए: चरणों का स्थानीय समय, या स्पष्ट सूचना कि वह नहीं दिखेगा।</li><li>जहाँ दिखाई दे: सूतक काल और पारंपरिक नियम, इस टिप्पणी के साथ कि रोगी, बुज़ुर्ग, बच्चे और गर्भवती महिलाएँ परंपरा से उपवास से मुक्त हैं।</li><li>सुरक्षित दर्शन: सूर्य ग्रहण को कभी नंगी आँखों या साधारण धूप के चश्मे से न देखें।</li></ul>
<p>2027 में 2 अगस्त को शताब्दी के सबसे लंबे पूर्ण सूर्य ग्रहणों में से एक होगा, जिसका पूर्णता पथ उत्तरी अफ़्रीका और अरब प्रायद्वीप से गुज़रता है। इसका पृष्ठ भी बाकी पृष्ठों की तरह सटीक बताएगा कि भारतीय शहरों से क्या दिखाई देगा।</p>`,
    },
  },
];
