import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/**
 * Demo episodes. The audio files are made by scripts/generate-audio.ts (speech synthesis over a drone); each
 * item's title and notes follow that file's script. `durationSeconds` is the measured length of the committed
 * WAV files (the seeder also re-measures WAV files when importing them).
 */
export const items: SeedItem<'podcast'>[] = [
  {
    slug: 'the-moon-mind-of-the-chart',
    category: 'astrology-basics',
    show: 'astro-fm',
    episode: 1,
    title: { en: 'The Moon, Mind of the Chart', hi: 'चंद्रमा, कुंडली का मन' },
    summary: {
      en: 'Why moods change as the Moon moves through the nakshatras, and a simple evening habit for a quieter mind.',
      hi: 'नक्षत्रों में चंद्रमा की चाल के साथ मनोदशा क्यों बदलती है, और शांत मन के लिए संध्या की एक सरल आदत।',
    },
    body: {
      en: '<h2>Show notes</h2><ul><li>The Moon is the mind (manas) in Jyotish.</li><li>It crosses one nakshatra in about a day, so its transits colour daily moods.</li><li>This week: notice which nakshatra the Moon is in each day, and keep ten quiet minutes every evening.</li></ul><p>Further reading: our article "Understanding Your Moon Sign" in the blog.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><ul><li>ज्योतिष में चंद्रमा मन का कारक है।</li><li>यह लगभग एक दिन में एक नक्षत्र पार करता है, इसलिए इसका गोचर रोज़ की मनोदशा को रंग देता है।</li><li>इस सप्ताह: रोज़ देखें कि चंद्रमा किस नक्षत्र में है, और हर शाम दस मिनट शांति से बिताएँ।</li></ul><p>आगे पढ़ें: ब्लॉग में हमारा लेख "अपनी चंद्र राशि को समझें"।</p>',
    },
    image: img('podcast', 'episode-1'),
    audioUrl: 'file:assets/audio/podcast-01.wav',
    durationSeconds: 24,
    host: { en: 'Nakshatra Astro FM', hi: 'नक्षत्र एस्ट्रो एफ़एम' },
  },
  {
    slug: 'saturn-teaches-patience',
    category: 'planets-and-transits',
    show: 'astro-fm',
    episode: 2,
    title: { en: 'Saturn Teaches Patience', hi: 'शनि धैर्य सिखाते हैं' },
    summary: {
      en: 'Sade Sati as a long lesson in discipline rather than a curse, with three simple Saturday practices.',
      hi: 'साढ़ेसाती श्राप नहीं, अनुशासन का एक लंबा पाठ है; साथ में शनिवार के तीन सरल अभ्यास।',
    },
    body: {
      en: '<h2>Show notes</h2><ul><li>Sade Sati begins when Saturn enters the sign before your Moon sign and lasts about seven and a half years.</li><li>Keep promises, serve elders, and light a sesame-oil lamp on Saturdays.</li></ul><p>Further reading: "Sade Sati Explained Calmly" and the Sade Sati remedies page.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><ul><li>साढ़ेसाती तब शुरू होती है जब शनि आपकी चंद्र राशि से पहले वाली राशि में आते हैं, और लगभग साढ़े सात वर्ष चलती है।</li><li>वचन निभाएँ, बड़ों की सेवा करें, और शनिवार को तिल के तेल का दीपक जलाएँ।</li></ul><p>आगे पढ़ें: "साढ़ेसाती को शांति से समझें" और साढ़ेसाती उपाय पृष्ठ।</p>',
    },
    image: img('podcast', 'episode-2'),
    audioUrl: 'file:assets/audio/podcast-02.wav',
    durationSeconds: 23,
    host: { en: 'Nakshatra Astro FM', hi: 'नक्षत्र एस्ट्रो एफ़एम' },
  },
  {
    slug: 'what-is-rahu-kaal',
    category: 'muhurat-and-panchang',
    show: 'astro-fm',
    episode: 3,
    title: { en: 'What Is Rahu Kaal?', hi: 'राहुकाल क्या है?' },
    summary: {
      en: 'The daily window of about ninety minutes that many families avoid for new beginnings, and why its time changes with your city.',
      hi: 'हर दिन लगभग नब्बे मिनट का वह समय जिसमें बहुत से परिवार नए कार्य शुरू नहीं करते, और यह आपके शहर के साथ क्यों बदलता है।',
    },
    body: {
      en: '<h2>Show notes</h2><ul><li>The daytime from sunrise to sunset is divided into eight parts; one of them, different for each weekday, is Rahu Kaal.</li><li>Because sunrise differs from city to city, so does Rahu Kaal.</li><li>It is avoided for beginnings, not for routine work already under way.</li></ul><p>Further reading: "Choosing a Muhurat" in the blog.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><ul><li>सूर्योदय से सूर्यास्त तक के दिन को आठ भागों में बाँटा जाता है; उनमें से एक, हर वार के लिए अलग, राहुकाल है।</li><li>हर शहर का सूर्योदय अलग होता है, इसलिए राहुकाल भी।</li><li>इसे नए कार्यों की शुरुआत के लिए टाला जाता है, पहले से चल रहे रोज़ के कामों के लिए नहीं।</li></ul><p>आगे पढ़ें: ब्लॉग में "मुहूर्त का चुनाव"।</p>',
    },
    image: img('podcast', 'episode-3'),
    audioUrl: 'file:assets/audio/podcast-03.wav',
    durationSeconds: 21,
    host: { en: 'Nakshatra Astro FM', hi: 'नक्षत्र एस्ट्रो एफ़एम' },
  },
  {
    slug: 'katha-ekadashi-vrat',
    category: 'rituals-and-worship',
    show: 'katha',
    episode: 1,
    title: { en: 'Katha: The Ekadashi Fast', hi: 'कथा: एकादशी व्रत' },
    summary: {
      en: 'A short Hindi katha on Ekadashi: remembering Vishnu, and the heart of the fast in restraint, truth and charity.',
      hi: 'एकादशी पर हिंदी में छोटी-सी कथा: भगवान विष्णु का स्मरण, और संयम, सत्य तथा दान में व्रत का सार।',
    },
    body: {
      en: '<h2>Show notes</h2><p>Narrated in Hindi. Ekadashi, the eleventh lunar day, comes twice a month and is dedicated to Vishnu. The episode recalls that the essence of the fast is restraint, truthfulness and giving.</p><p>Further reading: the Ekadashi vrat guide.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><p>हिंदी में वाचन। एकादशी, ग्यारहवीं तिथि, महीने में दो बार आती है और भगवान विष्णु को समर्पित है। यह एपिसोड याद दिलाता है कि व्रत का सार संयम, सत्य और दान है।</p><p>आगे पढ़ें: एकादशी व्रत मार्गदर्शिका।</p>',
    },
    image: img('podcast', 'episode-4'),
    audioUrl: 'file:assets/audio/podcast-04.wav',
    durationSeconds: 20,
    host: { en: 'Nakshatra Katha', hi: 'नक्षत्र कथा' },
  },
  {
    slug: 'katha-hanuman-ji',
    category: 'rituals-and-worship',
    show: 'katha',
    episode: 2,
    title: { en: 'Katha: Hanuman Ji and Courage', hi: 'कथा: हनुमान जी और साहस' },
    summary: {
      en: 'Why the Hanuman Chalisa is recited on Tuesdays and Saturdays, and how even a short sincere reading gives courage.',
      hi: 'मंगलवार और शनिवार को हनुमान चालीसा का पाठ क्यों किया जाता है, और श्रद्धा से किया छोटा पाठ भी कैसे साहस देता है।',
    },
    body: {
      en: '<h2>Show notes</h2><p>Narrated in Hindi. Tuesday and Saturday are Hanuman\'s days; reciting the Chalisa is a traditional support for courage, and for Mars and Saturn in the chart.</p><p>Further reading: the aarti "Aarti Kije Hanuman Lala Ki" and the Saturn remedies page.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><p>हिंदी में वाचन। मंगलवार और शनिवार हनुमान जी के दिन हैं; चालीसा का पाठ साहस के लिए, और कुंडली में मंगल तथा शनि के लिए, पारंपरिक सहारा है।</p><p>आगे पढ़ें: "आरती कीजै हनुमान लला की" और शनि उपाय पृष्ठ।</p>',
    },
    image: img('podcast', 'episode-5'),
    audioUrl: 'file:assets/audio/podcast-05.wav',
    durationSeconds: 19,
    host: { en: 'Nakshatra Katha', hi: 'नक्षत्र कथा' },
  },
  {
    slug: 'katha-deepawali',
    category: 'fasting-and-festivals',
    show: 'katha',
    episode: 3,
    title: { en: 'Katha: Deepawali, Light over Darkness', hi: 'कथा: दीपावली, अंधकार पर प्रकाश' },
    summary: {
      en: 'A short Hindi reflection on Diwali: Lakshmi and Ganesha puja, a clean home and the lamps we light.',
      hi: 'दीवाली पर हिंदी में छोटा-सा चिंतन: लक्ष्मी-गणेश पूजा, स्वच्छ घर और हमारे जलाए दीपक।',
    },
    body: {
      en: '<h2>Show notes</h2><p>Narrated in Hindi. Deepawali celebrates the victory of light over darkness; Lakshmi and Ganesha are worshipped on the new-moon night of Kartik.</p><p>Further reading: our Diwali festival page and the Lakshmi aarti.</p>',
      hi: '<h2>एपिसोड की मुख्य बातें</h2><p>हिंदी में वाचन। दीपावली अंधकार पर प्रकाश की विजय का पर्व है; कार्तिक अमावस्या की रात लक्ष्मी और गणेश की पूजा होती है।</p><p>आगे पढ़ें: हमारा दीवाली पृष्ठ और लक्ष्मी जी की आरती।</p>',
    },
    image: img('podcast', 'episode-6'),
    audioUrl: 'file:assets/audio/podcast-06.wav',
    durationSeconds: 18,
    host: { en: 'Nakshatra Katha', hi: 'नक्षत्र कथा' },
  },
];
