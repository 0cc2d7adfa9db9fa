import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Demo videos: short animated summaries made by scripts/generate-video.ts (an animated scene, the title and
 * three key points in English and Hindi, a soft drone) and committed under assets/video/. The seed copies
 * them to the upload folder (served with byte ranges from /upload/video/). `durationSeconds` is their real
 * length; the body carries the full explanation. An admin replaces `videoUrl` with a YouTube /embed/ address
 * for a real lesson.
 */
const video = (name: string) => `file:assets/video/${name}.mp4`;
const SECONDS = 16;

export const items: SeedItem<'video'>[] = [
  {
    slug: 'how-to-read-your-kundli',
    category: 'astrology-basics',
    title: { en: 'How to Read Your Kundli: Three First Steps', hi: 'अपनी कुंडली कैसे पढ़ें: पहले तीन क़दम' },
    summary: {
      en: 'Lagna, the twelve houses and the running dasha: a short animated guide to a North Indian chart.',
      hi: 'लग्न, बारह भाव और चल रही दशा: उत्तर भारतीय कुंडली की एक छोटी एनिमेटेड मार्गदर्शिका।',
    },
    body: {
      en: '<p>The video shows the three first steps; here they are in full.</p><ol><li><strong>Find the lagna.</strong> In a North Indian chart the first house is always the diamond at the top centre; the number written in it is the sign rising at birth.</li><li><strong>Count the houses anticlockwise.</strong> From the lagna, go anticlockwise round the chart from 1 to 12. Each house is a field of life: the fourth is home, the seventh partnership, the tenth work.</li><li><strong>Note the tenth lord, then the dasha.</strong> Find the planet that rules the sign in the tenth house and where it sits, then read which Vimshottari period is running now.</li></ol><p>Keep your own free kundli open and follow along.</p>',
      hi: '<p>वीडियो पहले तीन क़दम दिखाता है; यहाँ वे विस्तार से हैं।</p><ol><li><strong>लग्न खोजें।</strong> उत्तर भारतीय कुंडली में पहला भाव हमेशा ऊपर बीच वाला हीरे जैसा खाना होता है; उसमें लिखी संख्या जन्म के समय उदित राशि है।</li><li><strong>भावों को वामावर्त गिनें।</strong> लग्न से कुंडली के चारों ओर वामावर्त 1 से 12 तक गिनें। हर भाव जीवन का एक क्षेत्र है: चौथा घर, सातवाँ साझेदारी, दसवाँ काम।</li><li><strong>दशमेश देखें, फिर दशा।</strong> दशम भाव की राशि का स्वामी ग्रह और उसकी स्थिति देखें, फिर पढ़ें कि अभी कौन-सी विंशोत्तरी दशा चल रही है।</li></ol><p>अपनी निःशुल्क कुंडली खोलकर साथ-साथ चलें।</p>',
    },
    image: img('video', 'kundli-basics'),
    videoUrl: video('kundli-basics'),
    durationSeconds: SECONDS,
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
      en: '<p>Sade Sati begins when Saturn enters the sign before your Moon sign and ends when it leaves the sign after it. The video sums it up in three lines:</p><ul><li><strong>Not a curse.</strong> The texts describe Saturn as a teacher of patience and responsibility; many people do their most lasting work in these years.</li><li><strong>Three phases.</strong> Each lasts about two and a half years: before the Moon, over the Moon, and after it. The middle one is usually the most demanding.</li><li><strong>What helps.</strong> A simple Saturday routine of prayer, service to people who work hard for little, and careful planning of money and time.</li></ul>',
      hi: '<p>साढ़ेसाती तब शुरू होती है जब शनि आपकी चंद्र राशि से पिछली राशि में आते हैं और तब समाप्त होती है जब वे अगली राशि से निकल जाते हैं। वीडियो इसे तीन पंक्तियों में समेटता है:</p><ul><li><strong>श्राप नहीं।</strong> शास्त्र शनि को धैर्य और ज़िम्मेदारी का गुरु बताते हैं; बहुत से लोग इन्हीं वर्षों में अपना सबसे टिकाऊ काम करते हैं।</li><li><strong>तीन चरण।</strong> हर चरण लगभग ढाई वर्ष का होता है: चंद्रमा से पहले, चंद्रमा पर, और उसके बाद। बीच का चरण प्रायः सबसे कठिन होता है।</li><li><strong>क्या सहायक है।</strong> शनिवार की सरल दिनचर्या: प्रार्थना, कम पाकर भी कड़ी मेहनत करने वालों की सेवा, और धन व समय की सोची-समझी योजना।</li></ul>',
    },
    image: img('video', 'sade-sati-myths'),
    videoUrl: video('sade-sati-myths'),
    durationSeconds: SECONDS,
  },
  {
    slug: 'evening-aarti-at-home',
    category: 'rituals-and-worship',
    title: { en: 'Doing the Evening Aarti at Home', hi: 'घर पर संध्या आरती कैसे करें' },
    summary: {
      en: 'Lamp, plate and prasad: the order of a simple evening aarti, for families starting a daily practice.',
      hi: 'दीपक, थाली और प्रसाद: सरल संध्या आरती का क्रम, उन परिवारों के लिए जो दैनिक अभ्यास शुरू कर रहे हैं।',
    },
    body: {
      en: '<p>In the video the lamp circles the way the aarti plate does. The steps:</p><ol><li><strong>Light the lamp at dusk</strong> with ghee or sesame oil and a cotton wick; add flowers and a little camphor to the plate if you like.</li><li><strong>Circle the plate clockwise</strong> before the deity while the family sings the aarti: traditionally four times at the feet, twice at the middle, once at the face, then seven times round the whole image.</li><li><strong>Share the flame and the prasad.</strong> Everyone passes their palms over the flame and touches their eyes; then the prasad is shared.</li></ol>',
      hi: '<p>वीडियो में दीपक वैसे ही घूमता है जैसे आरती की थाली। क्रम:</p><ol><li><strong>संध्या के समय दीपक जलाएँ</strong>, घी या तिल के तेल और रुई की बाती से; चाहें तो थाली में फूल और थोड़ा कपूर रखें।</li><li><strong>थाली दक्षिणावर्त घुमाएँ</strong>, देवता के सामने, जब परिवार आरती गाए: परंपरा से चार बार चरणों पर, दो बार मध्य में, एक बार मुख पर, फिर सात बार पूरी प्रतिमा के चारों ओर।</li><li><strong>ज्योति और प्रसाद बाँटें।</strong> सब अपनी हथेलियाँ ज्योति पर से घुमाकर आँखों से लगाते हैं; फिर प्रसाद बाँटा जाता है।</li></ol>',
    },
    image: img('video', 'diya-aarti-at-home'),
    videoUrl: video('diya-aarti-at-home'),
    durationSeconds: SECONDS,
  },
  {
    slug: 'navgraha-mantras-for-beginners',
    category: 'rituals-and-worship',
    title: { en: 'Navgraha Mantras for Beginners', hi: 'शुरुआत करने वालों के लिए नवग्रह मंत्र' },
    summary: {
      en: 'The short name mantras of the nine planets with the weekday for each; the video shows three of them.',
      hi: 'नौ ग्रहों के छोटे नाम मंत्र और हर ग्रह का वार; वीडियो उनमें से तीन दिखाता है।',
    },
    body: {
      en: '<p>Each mantra is traditionally recited on its planet\'s day, often 108 times on a mala; three times, slowly and with attention, is a good beginning.</p><ul><li>Sunday, Sun: Om Ghrini Suryaya Namah</li><li>Monday, Moon: Om Som Somaya Namah</li><li>Tuesday, Mars: Om Ang Angarakaya Namah</li><li>Wednesday, Mercury: Om Bum Budhaya Namah</li><li>Thursday, Jupiter: Om Brim Brihaspataye Namah</li><li>Friday, Venus: Om Shum Shukraya Namah</li><li>Saturday, Saturn: Om Sham Shanaischaraya Namah</li><li>Saturday, Rahu: Om Ram Rahave Namah</li><li>Tuesday, Ketu: Om Kem Ketave Namah</li></ul>',
      hi: '<p>परंपरा से हर मंत्र उसके ग्रह के दिन जपा जाता है, प्रायः माला पर 108 बार; शुरुआत में तीन बार, धीरे और ध्यान से, पर्याप्त है।</p><ul><li>रविवार, सूर्य: ॐ घृणि सूर्याय नमः</li><li>सोमवार, चंद्र: ॐ सों सोमाय नमः</li><li>मंगलवार, मंगल: ॐ अं अंगारकाय नमः</li><li>बुधवार, बुध: ॐ बुं बुधाय नमः</li><li>गुरुवार, बृहस्पति: ॐ बृं बृहस्पतये नमः</li><li>शुक्रवार, शुक्र: ॐ शुं शुक्राय नमः</li><li>शनिवार, शनि: ॐ शं शनैश्चराय नमः</li><li>शनिवार, राहु: ॐ रां राहवे नमः</li><li>मंगलवार, केतु: ॐ कें केतवे नमः</li></ul>',
    },
    image: img('video', 'navgraha-mantras'),
    videoUrl: video('navgraha-mantras'),
    durationSeconds: SECONDS,
  },
  {
    slug: 'vastu-for-the-main-entrance',
    category: 'home-and-vastu',
    title: { en: 'Vastu for the Main Entrance', hi: 'मुख्य द्वार का वास्तु' },
    summary: {
      en: 'Light, a clear path and a clean threshold: practical vastu for flats and houses alike.',
      hi: 'प्रकाश, खुला रास्ता और स्वच्छ देहरी: फ़्लैट और मकान दोनों के लिए व्यावहारिक वास्तु।',
    },
    body: {
      en: '<p>Not everyone can choose the direction of their door. What you can do with any entrance, as the video lists it:</p><ul><li><strong>Light.</strong> Keep the entrance bright after sunset; a lamp or a warm bulb by the door welcomes people and energy alike.</li><li><strong>A clear path.</strong> No pile of shoes, no clutter and nothing broken at the door; the way in should be easy to walk.</li><li><strong>The threshold.</strong> Clean it daily, put up a clear nameplate, and add a welcome symbol such as a swastik, a toran or a rangoli.</li></ul>',
      hi: '<p>हर कोई अपने दरवाज़े की दिशा नहीं चुन सकता। किसी भी प्रवेश द्वार के लिए आप क्या कर सकते हैं, जैसा वीडियो बताता है:</p><ul><li><strong>प्रकाश।</strong> सूर्यास्त के बाद प्रवेश द्वार रोशन रखें; दरवाज़े के पास दीपक या गर्म रोशनी वाला बल्ब लोगों और ऊर्जा दोनों का स्वागत करता है।</li><li><strong>खुला रास्ता।</strong> दरवाज़े पर जूतों का ढेर, कबाड़ या टूटी चीज़ें न हों; भीतर आने का रास्ता आसान हो।</li><li><strong>देहरी।</strong> इसे रोज़ साफ़ करें, साफ़ नामपट्टिका लगाएँ, और स्वस्तिक, तोरण या रंगोली जैसा कोई स्वागत चिह्न जोड़ें।</li></ul>',
    },
    image: img('video', 'vastu-entrance'),
    videoUrl: video('vastu-entrance'),
    durationSeconds: SECONDS,
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
      en: '<ol><li><strong>Shuffle slowly</strong> while holding one clear question, for example "What should I understand about this change at work?"</li><li><strong>Draw three cards</strong> and lay them left to right: the past that shaped the question, the present, and a possibility if nothing changes.</li><li><strong>Read them together.</strong> Look up each card\'s upright or reversed meaning in our tarot pages, then tell yourself the story the three make.</li></ol><p>Tarot is presented here as a mirror for your own thinking, not as fixed prediction.</p>',
      hi: '<ol><li><strong>धीरे-धीरे कार्ड फेंटें</strong>, मन में एक स्पष्ट प्रश्न रखकर, जैसे "काम में आए इस बदलाव के बारे में मुझे क्या समझना चाहिए?"</li><li><strong>तीन कार्ड निकालें</strong> और बाएँ से दाएँ रखें: वह अतीत जिसने प्रश्न को जन्म दिया, वर्तमान, और कुछ न बदले तो एक संभावना।</li><li><strong>तीनों को साथ पढ़ें।</strong> हमारे टैरो पृष्ठों में हर कार्ड का सीधा या उल्टा अर्थ देखें, फिर वह कहानी कहें जो तीनों मिलकर बनाते हैं।</li></ol><p>यहाँ टैरो को निश्चित भविष्यवाणी नहीं, आपके अपने विचारों के दर्पण के रूप में प्रस्तुत किया गया है।</p>',
    },
    image: img('video', 'tarot-first-spread'),
    videoUrl: video('tarot-first-spread'),
    durationSeconds: SECONDS,
  },
];
