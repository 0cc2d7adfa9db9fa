import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** Profiles of the numbers 1-9 (Indian numerology: each number ruled by a graha). */
type P = {
  n: number;
  planet: [string, string];
  title: [string, string];
  sum: [string, string];
  nature: [string, string];
  strengths: [string, string];
  challenges: [string, string];
  tips: [string, string];
  day: [string, string];
  colours: [string, string];
};

const profiles: P[] = [
  {
    n: 1, planet: ['Sun', 'सूर्य'], title: ['Number 1: The Leader', 'अंक 1: नेतृत्वकर्ता'],
    sum: ['Ruled by the Sun: independent, ambitious and born to take the lead.', 'सूर्य का अंक: स्वतंत्र, महत्वाकांक्षी और नेतृत्व के लिए जन्मे।'],
    nature: ['People with a birth number of 1 (born on the 1st, 10th, 19th or 28th) carry the Sun\'s qualities: self-confidence, originality and a natural sense of authority. They prefer to start things and to be their own boss.', 'जिनका मूलांक 1 है (किसी भी महीने की 1, 10, 19 या 28 तारीख़ को जन्मे), उनमें सूर्य के गुण होते हैं: आत्मविश्वास, मौलिकता और अधिकार का स्वाभाविक बोध। वे चीज़ें शुरू करना और स्वयं अपने मालिक होना पसंद करते हैं।'],
    strengths: ['Initiative, courage, determination, clarity of purpose.', 'पहल, साहस, दृढ़ निश्चय, उद्देश्य की स्पष्टता।'],
    challenges: ['Pride, impatience and difficulty accepting advice.', 'अहंकार, अधीरता और सलाह स्वीकार करने में कठिनाई।'],
    tips: ['Lead by serving. Offer water to the rising Sun and respect your father and seniors.', 'सेवा से नेतृत्व करें। उगते सूर्य को जल अर्पित करें और पिता तथा वरिष्ठों का सम्मान करें।'],
    day: ['Sunday', 'रविवार'], colours: ['gold, orange, saffron', 'सुनहरा, नारंगी, केसरिया'],
  },
  {
    n: 2, planet: ['Moon', 'चंद्र'], title: ['Number 2: The Peacemaker', 'अंक 2: शांतिदूत'],
    sum: ['Ruled by the Moon: gentle, imaginative and deeply intuitive.', 'चंद्रमा का अंक: कोमल, कल्पनाशील और गहरे अंतर्ज्ञान वाले।'],
    nature: ['Born on the 2nd, 11th, 20th or 29th, people of number 2 are sensitive, caring and diplomatic. They sense moods quickly and work best in partnership.', '2, 11, 20 या 29 तारीख़ को जन्मे अंक 2 के लोग संवेदनशील, देखभाल करने वाले और कूटनीतिक होते हैं। वे मनोदशा जल्दी भाँप लेते हैं और साझेदारी में सबसे अच्छा काम करते हैं।'],
    strengths: ['Empathy, cooperation, artistic taste, a good memory.', 'सहानुभूति, सहयोग, कलात्मक रुचि, अच्छी स्मरणशक्ति।'],
    challenges: ['Mood swings, over-sensitivity and indecision.', 'मनोदशा में उतार-चढ़ाव, अति-संवेदनशीलता और अनिर्णय।'],
    tips: ['Keep a steady routine and regular sleep. Spend time near water and keep in touch with your mother.', 'नियमित दिनचर्या और नींद रखें। जल के पास समय बिताएँ और माँ से संपर्क बनाए रखें।'],
    day: ['Monday', 'सोमवार'], colours: ['white, cream, silver', 'सफ़ेद, क्रीम, चाँदी जैसा'],
  },
  {
    n: 3, planet: ['Jupiter', 'गुरु'], title: ['Number 3: The Teacher', 'अंक 3: शिक्षक'],
    sum: ['Ruled by Jupiter: wise, optimistic and drawn to learning and guiding others.', 'गुरु का अंक: ज्ञानी, आशावादी, और सीखने तथा दूसरों का मार्गदर्शन करने की ओर आकर्षित।'],
    nature: ['Those born on the 3rd, 12th, 21st or 30th share Jupiter\'s expansive nature: a love of knowledge, a sense of duty and a generous spirit. Many become teachers, counsellors or advisers.', '3, 12, 21 या 30 तारीख़ को जन्मे लोगों में गुरु का विस्तृत स्वभाव होता है: ज्ञान से प्रेम, कर्तव्य का बोध और उदार मन। बहुत से शिक्षक, परामर्शदाता या सलाहकार बनते हैं।'],
    strengths: ['Wisdom, discipline, honesty, the ability to inspire.', 'ज्ञान, अनुशासन, ईमानदारी, प्रेरित करने की क्षमता।'],
    challenges: ['Preaching, rigidity and over-confidence.', 'उपदेश देने की आदत, कठोरता और अति-आत्मविश्वास।'],
    tips: ['Keep learning and share what you know. Respect teachers; give to students on Thursdays.', 'सीखते रहें और जो जानते हैं उसे बाँटें। गुरुजनों का सम्मान करें; गुरुवार को विद्यार्थियों की सहायता करें।'],
    day: ['Thursday', 'गुरुवार'], colours: ['yellow, gold', 'पीला, सुनहरा'],
  },
  {
    n: 4, planet: ['Rahu', 'राहु'], title: ['Number 4: The Reformer', 'अंक 4: सुधारक'],
    sum: ['Ruled by Rahu: unconventional, hard-working and unafraid to go against the grain.', 'राहु का अंक: लीक से हटकर सोचने वाले, परिश्रमी, और धारा के विरुद्ध जाने से न डरने वाले।'],
    nature: ['Born on the 4th, 13th, 22nd or 31st, people of number 4 see the world differently. They are practical organisers with a rebellious streak, often drawn to technology, research or reform.', '4, 13, 22 या 31 तारीख़ को जन्मे अंक 4 के लोग दुनिया को अलग ढंग से देखते हैं। वे विद्रोही स्वभाव वाले व्यावहारिक संगठनकर्ता होते हैं, और प्रायः तकनीक, शोध या सुधार की ओर आकर्षित होते हैं।'],
    strengths: ['Persistence, originality, method, loyalty.', 'लगन, मौलिकता, व्यवस्थित ढंग, निष्ठा।'],
    challenges: ['Sudden ups and downs, suspicion and stubbornness.', 'अचानक उतार-चढ़ाव, संदेह और ज़िद।'],
    tips: ['Build slowly and keep accounts clear. Avoid shortcuts and intoxicants; worship Durga or Ganesha.', 'धीरे-धीरे निर्माण करें और हिसाब साफ़ रखें। शॉर्टकट और नशे से बचें; दुर्गा या गणेश जी की उपासना करें।'],
    day: ['Saturday', 'शनिवार'], colours: ['grey, electric blue', 'स्लेटी, चमकीला नीला'],
  },
  {
    n: 5, planet: ['Mercury', 'बुध'], title: ['Number 5: The Communicator', 'अंक 5: संवादक'],
    sum: ['Ruled by Mercury: quick, curious, adaptable and gifted with words and numbers.', 'बुध का अंक: तेज़, जिज्ञासु, लचीले, और शब्दों तथा अंकों में निपुण।'],
    nature: ['Those born on the 5th, 14th or 23rd are restless and clever, love travel and variety, and often succeed in business, media and any work that involves people.', '5, 14 या 23 तारीख़ को जन्मे लोग चंचल और चतुर होते हैं, यात्रा और विविधता पसंद करते हैं, और प्रायः व्यापार, मीडिया और लोगों से जुड़े हर काम में सफल होते हैं।'],
    strengths: ['Intelligence, wit, salesmanship, adaptability.', 'बुद्धि, हाज़िरजवाबी, बेचने की कला, लचीलापन।'],
    challenges: ['Nervousness, scattered focus and impatience with routine.', 'घबराहट, बिखरा ध्यान और दिनचर्या से ऊब।'],
    tips: ['Finish one thing before starting the next. Speak truthfully and keep documents in order.', 'अगला काम शुरू करने से पहले एक काम पूरा करें। सच बोलें और दस्तावेज़ व्यवस्थित रखें।'],
    day: ['Wednesday', 'बुधवार'], colours: ['green', 'हरा'],
  },
  {
    n: 6, planet: ['Venus', 'शुक्र'], title: ['Number 6: The Nurturer', 'अंक 6: पोषक'],
    sum: ['Ruled by Venus: loving, artistic and devoted to home, beauty and harmony.', 'शुक्र का अंक: प्रेमपूर्ण, कलात्मक, और घर, सौंदर्य तथा सामंजस्य के प्रति समर्पित।'],
    nature: ['Born on the 6th, 15th or 24th, people of number 6 are charming, responsible and family-minded. They love comfort and beautiful things and often have a gift for music, design or hospitality.', '6, 15 या 24 तारीख़ को जन्मे अंक 6 के लोग आकर्षक, ज़िम्मेदार और परिवार-प्रिय होते हैं। वे सुख-सुविधा और सुंदर चीज़ें पसंद करते हैं और प्रायः संगीत, डिज़ाइन या आतिथ्य में प्रतिभाशाली होते हैं।'],
    strengths: ['Affection, taste, loyalty, a sense of justice in relationships.', 'स्नेह, सुरुचि, निष्ठा, संबंधों में न्याय का बोध।'],
    challenges: ['Over-indulgence, possessiveness and avoiding conflict at any cost.', 'अति-भोग, अधिकार-भावना और हर क़ीमत पर टकराव से बचना।'],
    tips: ['Keep your surroundings clean and beautiful, practise moderation, and honour the women in your life.', 'अपने आसपास स्वच्छता और सुंदरता रखें, संयम बरतें, और जीवन की महिलाओं का सम्मान करें।'],
    day: ['Friday', 'शुक्रवार'], colours: ['white, pink, light blue', 'सफ़ेद, गुलाबी, हल्का नीला'],
  },
  {
    n: 7, planet: ['Ketu', 'केतु'], title: ['Number 7: The Seeker', 'अंक 7: साधक'],
    sum: ['Ruled by Ketu: reflective, intuitive and drawn to the spiritual and the hidden.', 'केतु का अंक: चिंतनशील, अंतर्ज्ञानी, और आध्यात्मिक तथा रहस्यमय की ओर आकर्षित।'],
    nature: ['Those born on the 7th, 16th or 25th think deeply and often feel a little apart from the crowd. Research, philosophy, healing and spiritual practice suit them.', '7, 16 या 25 तारीख़ को जन्मे लोग गहराई से सोचते हैं और प्रायः भीड़ से थोड़ा अलग महसूस करते हैं। शोध, दर्शन, उपचार और आध्यात्मिक साधना उनके अनुकूल हैं।'],
    strengths: ['Insight, intuition, independence, depth.', 'अंतर्दृष्टि, अंतर्ज्ञान, स्वतंत्रता, गहराई।'],
    challenges: ['Withdrawal, restlessness and doubt.', 'अलगाव, बेचैनी और संदेह।'],
    tips: ['Keep a daily practice of meditation, stay connected with a few trusted people, and worship Ganesha.', 'प्रतिदिन ध्यान करें, कुछ विश्वसनीय लोगों से जुड़े रहें, और गणेश जी की उपासना करें।'],
    day: ['Monday or Tuesday', 'सोमवार या मंगलवार'], colours: ['light green, smoky grey', 'हल्का हरा, धुएँ जैसा स्लेटी'],
  },
  {
    n: 8, planet: ['Saturn', 'शनि'], title: ['Number 8: The Builder', 'अंक 8: निर्माता'],
    sum: ['Ruled by Saturn: patient, serious and capable of building lasting success through effort.', 'शनि का अंक: धैर्यवान, गंभीर, और परिश्रम से स्थायी सफलता बनाने में सक्षम।'],
    nature: ['Born on the 8th, 17th or 26th, people of number 8 often meet delays early in life and grow strong through them. They are reliable, fair and capable of great responsibility.', '8, 17 या 26 तारीख़ को जन्मे अंक 8 के लोगों को प्रायः जीवन की शुरुआत में विलंब मिलते हैं और उन्हीं से वे मज़बूत बनते हैं। वे भरोसेमंद, न्यायप्रिय और बड़ी ज़िम्मेदारी उठाने में सक्षम होते हैं।'],
    strengths: ['Endurance, discipline, organisation, a sense of justice.', 'सहनशक्ति, अनुशासन, संगठन क्षमता, न्याय का बोध।'],
    challenges: ['Pessimism, loneliness and over-work.', 'निराशावाद, अकेलापन और अत्यधिक काम।'],
    tips: ['Be patient with results, serve elders and workers, and light a sesame-oil lamp on Saturdays.', 'परिणामों के प्रति धैर्य रखें, बुज़ुर्गों और श्रमिकों की सेवा करें, और शनिवार को तिल के तेल का दीपक जलाएँ।'],
    day: ['Saturday', 'शनिवार'], colours: ['dark blue, black, violet', 'गहरा नीला, काला, बैंगनी'],
  },
  {
    n: 9, planet: ['Mars', 'मंगल'], title: ['Number 9: The Warrior', 'अंक 9: योद्धा'],
    sum: ['Ruled by Mars: energetic, brave, generous and ready to fight for a cause.', 'मंगल का अंक: ऊर्जावान, साहसी, उदार और किसी उद्देश्य के लिए लड़ने को तैयार।'],
    nature: ['Those born on the 9th, 18th or 27th have abundant energy and a strong sense of justice. They make good protectors, athletes, engineers, surgeons and leaders in a crisis.', '9, 18 या 27 तारीख़ को जन्मे लोगों में भरपूर ऊर्जा और न्याय की प्रबल भावना होती है। वे अच्छे रक्षक, खिलाड़ी, इंजीनियर, सर्जन और संकट में नेतृत्व करने वाले होते हैं।'],
    strengths: ['Courage, drive, generosity, loyalty.', 'साहस, लगन, उदारता, निष्ठा।'],
    challenges: ['Anger, haste and conflicts.', 'क्रोध, जल्दबाज़ी और टकराव।'],
    tips: ['Channel energy into exercise and service. Recite the Hanuman Chalisa on Tuesdays; count to ten before reacting.', 'ऊर्जा को व्यायाम और सेवा में लगाएँ। मंगलवार को हनुमान चालीसा पढ़ें; प्रतिक्रिया देने से पहले दस तक गिनें।'],
    day: ['Tuesday', 'मंगलवार'], colours: ['red, coral', 'लाल, मूँगिया'],
  },
];

const how = {
  en: 'Your birth number (moolank) is the sum of the digits of your day of birth, reduced to one digit: born on the 28th, 2 + 8 = 10, 1 + 0 = 1. Your destiny number (bhagyank) adds all the digits of the full date. Try our numerology calculator for both.',
  hi: 'आपका मूलांक जन्म तारीख़ के अंकों का योग है, एक अंक तक घटाया हुआ: 28 तारीख़ को जन्मे हों तो 2 + 8 = 10, 1 + 0 = 1। भाग्यांक पूरी जन्मतिथि के सभी अंकों को जोड़कर निकलता है। दोनों के लिए हमारा अंक ज्योतिष कैलकुलेटर आज़माएँ।',
};

export const items: SeedItem<'numerology'>[] = profiles.map((p) => ({
  slug: `number-${p.n}`,
  category: 'divination',
  number: p.n,
  planet: { en: p.planet[0], hi: p.planet[1] },
  title: { en: p.title[0], hi: p.title[1] },
  summary: { en: p.sum[0], hi: p.sum[1] },
  image: img('numerology', String(p.n)),
  body: {
    en: `<p>${p.nature[0]}</p><h2>Strengths</h2><p>${p.strengths[0]}</p><h2>Challenges</h2><p>${p.challenges[0]}</p><h2>Supportive habits</h2><p>${p.tips[0]}</p><ul><li><strong>Ruling planet:</strong> ${p.planet[0]}</li><li><strong>Favourable day:</strong> ${p.day[0]}</li><li><strong>Traditional colours:</strong> ${p.colours[0]}</li></ul><h2>Finding your number</h2><p>${how.en}</p>`,
    hi: `<p>${p.nature[1]}</p><h2>शक्तियाँ</h2><p>${p.strengths[1]}</p><h2>चुनौतियाँ</h2><p>${p.challenges[1]}</p><h2>सहायक आदतें</h2><p>${p.tips[1]}</p><ul><li><strong>स्वामी ग्रह:</strong> ${p.planet[1]}</li><li><strong>शुभ दिन:</strong> ${p.day[1]}</li><li><strong>पारंपरिक रंग:</strong> ${p.colours[1]}</li></ul><h2>अपना अंक कैसे जानें</h2><p>${how.hi}</p>`,
  },
}));
