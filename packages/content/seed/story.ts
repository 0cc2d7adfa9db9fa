import type { SeedItem, SeedText } from '../src/seed-types';
import { img } from './text/util';

type Page = { heading: SeedText; text: SeedText; link?: string };

/** Builds a story from its pages; page images are story/<slug>-<n>.svg (see images/generate.ts). */
function story(slug: string, category: string, title: SeedText, summary: SeedText, pages: Page[]): SeedItem<'story'> {
  return {
    slug,
    category,
    title,
    summary,
    image: img('story', `${slug}-1`),
    pages: pages.map((p, i) => ({
      image: img('story', `${slug}-${i + 1}`),
      heading: p.heading,
      text: p.text,
      ...(p.link ? { link: p.link } : {}),
    })),
  };
}

export const items: SeedItem<'story'>[] = [
  story(
    'nine-planets',
    'planets-and-transits',
    { en: 'The Nine Planets in Seven Taps', hi: 'सात टैप में नौ ग्रह' },
    { en: 'A quick tour of the navagraha and what each one stands for.', hi: 'नवग्रहों की एक छोटी यात्रा और हर ग्रह का अर्थ।' },
    [
      { heading: { en: 'Meet the Navagraha', hi: 'मिलिए नवग्रहों से' }, text: { en: 'Vedic astrology reads nine grahas: seven visible bodies and the two lunar nodes.', hi: 'वैदिक ज्योतिष नौ ग्रहों को पढ़ता है: सात दिखाई देने वाले पिंड और चंद्रमा के दो पात।' } },
      { heading: { en: 'Surya, the King', hi: 'सूर्य, राजा' }, text: { en: 'Soul, father, confidence and authority. Honoured with water at sunrise.', hi: 'आत्मा, पिता, आत्मविश्वास और अधिकार। सूर्योदय पर जल अर्पित कर सम्मान किया जाता है।' } },
      { heading: { en: 'Chandra, the Mind', hi: 'चंद्र, मन' }, text: { en: 'Feelings, sleep and the mother. Your rashi is the sign of your Moon.', hi: 'भावनाएँ, नींद और माता। आपकी राशि वही है जिसमें आपका चंद्रमा है।' } },
      { heading: { en: 'Mangal, the Commander', hi: 'मंगल, सेनापति' }, text: { en: 'Energy, courage, land and siblings. Best used in sport and honest effort.', hi: 'ऊर्जा, साहस, भूमि और भाई-बहन। खेल और ईमानदार परिश्रम में इसका सबसे अच्छा उपयोग है।' } },
      { heading: { en: 'Guru, the Teacher', hi: 'गुरु, शिक्षक' }, text: { en: 'Wisdom, children, dharma and good fortune. Pleased by learning and respect.', hi: 'ज्ञान, संतान, धर्म और सौभाग्य। अध्ययन और सम्मान से प्रसन्न होते हैं।' } },
      { heading: { en: 'Shani, the Judge', hi: 'शनि, न्यायाधीश' }, text: { en: 'Time, karma and patience. Strict, fair, and generous to honest work.', hi: 'समय, कर्म और धैर्य। कठोर, न्यायप्रिय और ईमानदार परिश्रम के प्रति उदार।' } },
      { heading: { en: 'Rahu and Ketu', hi: 'राहु और केतु' }, text: { en: 'The shadow pair: desire and detachment. Read the remedies for all nine.', hi: 'छाया ग्रहों की जोड़ी: इच्छा और वैराग्य। सभी नौ ग्रहों के उपाय पढ़ें।' }, link: '/remedies' },
    ],
  ),
  story(
    'diwali-five-days',
    'fasting-and-festivals',
    { en: 'Diwali: Five Days of Light', hi: 'दीवाली: प्रकाश के पाँच दिन' },
    { en: 'Dhanteras to Bhai Dooj, one tap at a time.', hi: 'धनतेरस से भाई दूज तक, एक-एक टैप में।' },
    [
      { heading: { en: 'Five days, one festival', hi: 'पाँच दिन, एक पर्व' }, text: { en: 'Diwali is a chain of five days in the month of Kartik.', hi: 'दीवाली कार्तिक मास के पाँच दिनों की एक माला है।' } },
      { heading: { en: 'Dhanteras', hi: 'धनतेरस' }, text: { en: 'Homes are cleaned, a new utensil is bought, and a lamp is lit for Yama.', hi: 'घरों की सफ़ाई होती है, नया बर्तन ख़रीदा जाता है और यम के लिए दीपक जलाया जाता है।' } },
      { heading: { en: 'Naraka Chaturdashi', hi: 'नरक चतुर्दशी' }, text: { en: 'An early bath and lamps to remember the victory of light over darkness.', hi: 'अंधकार पर प्रकाश की विजय की याद में प्रातः स्नान और दीपदान।' } },
      { heading: { en: 'Lakshmi Puja', hi: 'लक्ष्मी पूजा' }, text: { en: 'On Amavasya evening, Lakshmi and Ganesha are worshipped and every corner is lit.', hi: 'अमावस्या की शाम लक्ष्मी और गणेश की पूजा होती है और हर कोना रोशन किया जाता है।' } },
      { heading: { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा' }, text: { en: 'Krishna lifting the hill is celebrated with an offering of many dishes, the Annakut.', hi: 'कृष्ण द्वारा पर्वत उठाने का उत्सव अनेक व्यंजनों के भोग, अन्नकूट, से मनाया जाता है।' } },
      { heading: { en: 'Bhai Dooj', hi: 'भाई दूज' }, text: { en: 'Sisters apply tilak and pray for their brothers. Read more about Diwali.', hi: 'बहनें तिलक लगाकर भाइयों के लिए प्रार्थना करती हैं। दीवाली के बारे में और पढ़ें।' }, link: '/festivals/diwali' },
    ],
  ),
  story(
    'sade-sati-calm',
    'planets-and-transits',
    { en: 'Sade Sati Without Panic', hi: 'बिना घबराहट के साढ़ेसाती' },
    { en: 'Five calm facts about Saturn\'s seven and a half years.', hi: 'शनि के साढ़े सात वर्षों के बारे में पाँच शांत तथ्य।' },
    [
      { heading: { en: 'What it is', hi: 'यह क्या है' }, text: { en: 'Saturn passing the sign before, on and after your Moon sign: about 7.5 years.', hi: 'शनि का आपकी चंद्र राशि से पहले, उस पर और बाद की राशि से गुज़रना: लगभग साढ़े सात वर्ष।' } },
      { heading: { en: 'It comes to everyone', hi: 'यह सबके जीवन में आती है' }, text: { en: 'Two or three times in a life. It is a season, not a curse.', hi: 'जीवन में दो या तीन बार। यह एक मौसम है, श्राप नहीं।' } },
      { heading: { en: 'A lamp on Saturday', hi: 'शनिवार को एक दीपक' }, text: { en: 'Light a sesame-oil lamp and recite the Hanuman Chalisa.', hi: 'तिल के तेल का दीपक जलाएँ और हनुमान चालीसा का पाठ करें।' } },
      { heading: { en: 'Serve, and keep your word', hi: 'सेवा करें, वचन निभाएँ' }, text: { en: 'Help those who work hard for little. Saturn notices.', hi: 'कम पाकर कड़ी मेहनत करने वालों की सहायता करें। शनि यह देखते हैं।' } },
      { heading: { en: 'Read the full guide', hi: 'पूरी जानकारी पढ़ें' }, text: { en: 'Phases, remedies and a caution about gemstones.', hi: 'चरण, उपाय और रत्नों के बारे में सावधानी।' }, link: '/remedies/sadesati' },
    ],
  ),
  story(
    'moon-sign-basics',
    'astrology-basics',
    { en: 'Why Your Moon Sign Matters', hi: 'चंद्र राशि क्यों महत्वपूर्ण है' },
    { en: 'Six taps to understand your rashi.', hi: 'अपनी राशि समझने के लिए छह टैप।' },
    [
      { heading: { en: 'Your rashi is your Moon', hi: 'आपकी राशि आपका चंद्रमा है' }, text: { en: 'In India, "your sign" means the sign the Moon was in at birth.', hi: 'भारत में "आपकी राशि" का अर्थ है जन्म के समय चंद्रमा की राशि।' } },
      { heading: { en: 'The Moon moves fast', hi: 'चंद्रमा तेज़ चलता है' }, text: { en: 'It changes sign about every two and a quarter days, so it is very personal.', hi: 'यह लगभग हर सवा दो दिन में राशि बदलता है, इसलिए यह बहुत व्यक्तिगत है।' } },
      { heading: { en: 'You need your birth time', hi: 'जन्म समय आवश्यक है' }, text: { en: 'Date, time and place give the exact position.', hi: 'तिथि, समय और स्थान से सटीक स्थिति मिलती है।' } },
      { heading: { en: 'Horoscopes use it', hi: 'राशिफल इसी से' }, text: { en: 'Daily readings and Saturn\'s transits are counted from the Moon.', hi: 'दैनिक राशिफल और शनि का गोचर चंद्रमा से गिना जाता है।' } },
      { heading: { en: 'A mirror, not a label', hi: 'दर्पण, ठप्पा नहीं' }, text: { en: 'Use it to understand your moods, gently.', hi: 'इसका उपयोग अपनी मनोदशा को सहजता से समझने के लिए करें।' } },
      { heading: { en: 'Find yours now', hi: 'अभी अपनी राशि जानें' }, text: { en: 'Your free kundli shows your Moon sign and nakshatra.', hi: 'आपकी निःशुल्क कुंडली आपकी चंद्र राशि और नक्षत्र दिखाती है।' }, link: '/astrology-services/free-kundli' },
    ],
  ),
  story(
    'vastu-home-tips',
    'home-and-vastu',
    { en: 'Six Gentle Vastu Tips for Any Home', hi: 'किसी भी घर के लिए वास्तु के छह सरल सुझाव' },
    { en: 'No demolition needed: light, order and direction.', hi: 'कोई तोड़फोड़ नहीं: प्रकाश, व्यवस्था और दिशा।' },
    [
      { heading: { en: 'Start with the entrance', hi: 'प्रवेश द्वार से शुरुआत' }, text: { en: 'Keep it clean, well lit and free of clutter.', hi: 'इसे स्वच्छ, रोशन और अव्यवस्था से मुक्त रखें।' } },
      { heading: { en: 'Let the east light in', hi: 'पूर्व का प्रकाश आने दें' }, text: { en: 'Morning sunlight from the east is the easiest blessing a home can have.', hi: 'पूर्व से आती सुबह की धूप किसी घर का सबसे सरल आशीर्वाद है।' } },
      { heading: { en: 'Fire in the south-east', hi: 'आग्नेय में अग्नि' }, text: { en: 'The kitchen stove is traditionally placed in the south-east.', hi: 'परंपरागत रूप से रसोई का चूल्हा दक्षिण-पूर्व में रखा जाता है।' } },
      { heading: { en: 'Rest in the south-west', hi: 'नैऋत्य में विश्राम' }, text: { en: 'The main bedroom suits the south-west; sleep with your head to the south or east.', hi: 'मुख्य शयनकक्ष नैऋत्य में उपयुक्त है; सिर दक्षिण या पूर्व की ओर करके सोएँ।' } },
      { heading: { en: 'Prayer in the north-east', hi: 'ईशान में पूजा' }, text: { en: 'A small, clean prayer corner in the north-east brings calm.', hi: 'ईशान कोण में छोटा, स्वच्छ पूजा स्थान शांति देता है।' } },
      { heading: { en: 'More vastu guides', hi: 'वास्तु की और जानकारी' }, text: { en: 'Room-by-room advice, without fear or expense.', hi: 'कमरे-दर-कमरे सलाह, बिना डर या ख़र्च के।' }, link: '/vastu' },
    ],
  ),
  story(
    'ekadashi-guide',
    'fasting-and-festivals',
    { en: 'Ekadashi in Five Taps', hi: 'पाँच टैप में एकादशी' },
    { en: 'The eleventh lunar day, and how the fast is kept.', hi: 'ग्यारहवीं चंद्र तिथि, और व्रत कैसे रखा जाता है।' },
    [
      { heading: { en: 'Twice a month', hi: 'महीने में दो बार' }, text: { en: 'Ekadashi is the eleventh tithi of each lunar fortnight, sacred to Vishnu.', hi: 'एकादशी हर पक्ष की ग्यारहवीं तिथि है, भगवान विष्णु को समर्पित।' } },
      { heading: { en: 'No grains', hi: 'अन्न नहीं' }, text: { en: 'Rice and grains are avoided; fruit, milk and sabudana are common.', hi: 'चावल और अन्न का त्याग किया जाता है; फल, दूध और साबूदाना सामान्य हैं।' } },
      { heading: { en: 'Tulsi and prayer', hi: 'तुलसी और प्रार्थना' }, text: { en: 'Tulsi leaves are offered to Vishnu, picked the day before.', hi: 'विष्णु जी को तुलसी दल अर्पित किए जाते हैं, जो एक दिन पहले तोड़े जाते हैं।' } },
      { heading: { en: 'Breaking the fast', hi: 'व्रत का पारण' }, text: { en: 'Parana is done the next morning, within the proper time.', hi: 'पारण अगले दिन सुबह, उचित समय के भीतर किया जाता है।' } },
      { heading: { en: 'Read the full guide', hi: 'पूरी जानकारी पढ़ें' }, text: { en: 'Rules, names of the Ekadashis and a note for those with health conditions.', hi: 'नियम, एकादशियों के नाम और स्वास्थ्य समस्या वालों के लिए सलाह।' }, link: '/vrat/ekadashi-vrat' },
    ],
  ),
  story(
    'navratri-nine-nights',
    'fasting-and-festivals',
    { en: 'Navratri: Nine Nights of the Goddess', hi: 'नवरात्रि: देवी की नौ रातें' },
    { en: 'From ghatasthapana to Vijayadashami.', hi: 'घटस्थापना से विजयादशमी तक।' },
    [
      { heading: { en: 'Nine forms', hi: 'नौ रूप' }, text: { en: 'Each night honours one form of Durga, from Shailaputri to Siddhidatri.', hi: 'हर रात दुर्गा के एक रूप का पूजन होता है, शैलपुत्री से सिद्धिदात्री तक।' } },
      { heading: { en: 'Ghatasthapana', hi: 'घटस्थापना' }, text: { en: 'A sacred pot is installed on the first day and barley is sown beside it.', hi: 'पहले दिन कलश स्थापित किया जाता है और उसके पास जौ बोए जाते हैं।' } },
      { heading: { en: 'Garba and dandiya', hi: 'गरबा और डांडिया' }, text: { en: 'In Gujarat and beyond, the nights become circles of dance.', hi: 'गुजरात और उससे बाहर भी रातें नृत्य के घेरों में बदल जाती हैं।' } },
      { heading: { en: 'Kanya pujan', hi: 'कन्या पूजन' }, text: { en: 'On Ashtami or Navami, young girls are honoured as the Goddess.', hi: 'अष्टमी या नवमी को कन्याओं का देवी रूप में पूजन होता है।' } },
      { heading: { en: 'The fast', hi: 'व्रत' }, text: { en: 'Many fast for nine days on fruit and simple food, without grains.', hi: 'बहुत से लोग नौ दिन फल और सादे भोजन पर, बिना अन्न के, व्रत रखते हैं।' } },
      { heading: { en: 'Vijayadashami', hi: 'विजयादशमी' }, text: { en: 'The tenth day celebrates victory. Read about the Navratri fast.', hi: 'दसवाँ दिन विजय का उत्सव है। नवरात्रि व्रत के बारे में पढ़ें।' }, link: '/vrat/navratri-vrat' },
    ],
  ),
];
