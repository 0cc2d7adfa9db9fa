import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

const note = {
  en: '<p><em>Vastu works best as common sense about light, air and order. Never undertake costly demolition on the strength of a general article; small, reversible changes come first.</em></p>',
  hi: '<p><em>वास्तु प्रकाश, हवा और व्यवस्था की व्यावहारिक समझ के रूप में सबसे अच्छा काम करता है। किसी सामान्य लेख के आधार पर कभी महँगी तोड़फोड़ न करें; पहले छोटे, बदले जा सकने वाले परिवर्तन करें।</em></p>',
};

export const items: SeedItem<'vastu'>[] = [
  {
    slug: 'vastu-for-the-main-entrance',
    category: 'home-and-vastu',
    direction: 'north-east',
    area: { en: 'Main entrance', hi: 'मुख्य द्वार' },
    title: { en: 'Vastu for the Main Entrance', hi: 'मुख्य द्वार का वास्तु' },
    summary: {
      en: 'The door is the mouth of the house: what traditional vastu prefers, and what you can do with any entrance you already have.',
      hi: 'द्वार घर का मुख है: पारंपरिक वास्तु क्या पसंद करता है, और जो प्रवेश द्वार पहले से है उसके लिए आप क्या कर सकते हैं।',
    },
    image: img('vastu', 'main-entrance'),
    body: {
      en: `<p>Vastu shastra calls the main door the <strong>simha dwar</strong>, the lion gate, through which energy and people enter. Entrances in the north, north-east and east are traditionally preferred, as they receive morning light and face the directions of Kubera and Indra.</p>
<h2>What you can do with any door</h2>
<ul><li>Keep the entrance bright: a working light outside and inside, switched on in the evening.</li><li>Clear the path: no shoe piles, dustbins or broken items in front of the door.</li><li>Keep the door in good repair: it should open fully and without creaking.</li><li>A clean threshold, a toran of mango leaves or marigold on festivals, and a nameplate in good condition make a welcoming entry.</li><li>A swastika or Om symbol and a small Ganesha above or beside the door are traditional blessings.</li></ul>
<h2>If the entrance faces south or south-west</h2>
<p>Many flats have such doors and families live well in them. Tradition suggests keeping the area especially clean and well lit, a heavier door, and a small copper or brass symbol. Most importantly, do not let fear of a direction spoil your joy in your home.</p>${note.en}`,
      hi: `<p>वास्तु शास्त्र मुख्य द्वार को <strong>सिंह द्वार</strong> कहता है, जिससे ऊर्जा और लोग घर में आते हैं। उत्तर, ईशान और पूर्व के प्रवेश द्वार परंपरागत रूप से पसंद किए जाते हैं, क्योंकि इन्हें सुबह का प्रकाश मिलता है और ये कुबेर तथा इंद्र की दिशाओं की ओर होते हैं।</p>
<h2>किसी भी द्वार के लिए आप क्या कर सकते हैं</h2>
<ul><li>प्रवेश द्वार को रोशन रखें: बाहर और भीतर चालू बत्ती, जो शाम को जलाई जाए।</li><li>रास्ता खुला रखें: दरवाज़े के सामने जूतों का ढेर, कूड़ेदान या टूटी चीज़ें न हों।</li><li>दरवाज़ा ठीक हालत में रखें: वह पूरा खुले और चरमराए नहीं।</li><li>स्वच्छ देहरी, त्योहारों पर आम के पत्तों या गेंदे का तोरण, और अच्छी हालत में नामपट्टिका स्वागतपूर्ण प्रवेश बनाते हैं।</li><li>द्वार के ऊपर या पास स्वस्तिक या ॐ का चिह्न और छोटे गणेश जी पारंपरिक आशीर्वाद हैं।</li></ul>
<h2>यदि द्वार दक्षिण या नैऋत्य की ओर हो</h2>
<p>बहुत से फ़्लैटों में ऐसे द्वार होते हैं और परिवार उनमें अच्छी तरह रहते हैं। परंपरा इस क्षेत्र को विशेष रूप से स्वच्छ और रोशन रखने, मज़बूत दरवाज़े और ताँबे या पीतल के छोटे चिह्न की सलाह देती है। सबसे महत्वपूर्ण: किसी दिशा का डर अपने घर के आनंद को नष्ट न करने दें।</p>${note.hi}`,
    },
  },
  {
    slug: 'vastu-for-the-kitchen',
    category: 'home-and-vastu',
    direction: 'south-east',
    area: { en: 'Kitchen', hi: 'रसोई' },
    title: { en: 'Vastu for the Kitchen', hi: 'रसोई का वास्तु' },
    summary: {
      en: 'Agni\'s corner: where the stove, sink and stores sit best, and why the cook should face east.',
      hi: 'अग्नि का कोण: चूल्हा, सिंक और भंडार कहाँ सबसे उपयुक्त हैं, और रसोइये का मुख पूर्व की ओर क्यों हो।',
    },
    image: img('vastu', 'kitchen'),
    body: {
      en: `<p>The south-east is the direction of <strong>Agni</strong>, the fire god, which makes it the classical place for the kitchen. The north-west is the usual second choice.</p>
<h2>Simple guidelines</h2>
<ul><li>Place the stove so that the person cooking faces east; morning light on the worktop is both auspicious and practical.</li><li>Keep fire and water apart: the sink and the stove should not sit directly side by side or face each other.</li><li>Store grains and heavy provisions along the south or west walls.</li><li>A window or exhaust fan in the east or north lets smoke out and light in.</li><li>Keep the kitchen clean at night, with no unwashed vessels left in the sink.</li></ul>
<p>Many families keep the first roti for a cow and a little food for birds: a custom of sharing that blesses the kitchen more than any placement.</p>${note.en}`,
      hi: `<p>आग्नेय कोण (दक्षिण-पूर्व) अग्नि देव की दिशा है, इसलिए यह रसोई का शास्त्रीय स्थान है। वायव्य (उत्तर-पश्चिम) सामान्यतः दूसरा विकल्प है।</p>
<h2>सरल सुझाव</h2>
<ul><li>चूल्हा ऐसे रखें कि खाना बनाने वाले का मुख पूर्व की ओर हो; काउंटर पर सुबह का प्रकाश शुभ भी है और व्यावहारिक भी।</li><li>अग्नि और जल को अलग रखें: सिंक और चूल्हा ठीक बगल में या आमने-सामने न हों।</li><li>अनाज और भारी सामान दक्षिण या पश्चिम की दीवारों के साथ रखें।</li><li>पूर्व या उत्तर में खिड़की या एग्ज़ॉस्ट पंखा धुआँ बाहर और प्रकाश भीतर लाता है।</li><li>रात को रसोई स्वच्छ रखें, सिंक में जूठे बर्तन न छोड़ें।</li></ul>
<p>बहुत से परिवार पहली रोटी गाय के लिए और थोड़ा भोजन पक्षियों के लिए रखते हैं: बाँटने की यह परंपरा रसोई को किसी भी दिशा से अधिक आशीर्वाद देती है।</p>${note.hi}`,
    },
  },
  {
    slug: 'vastu-for-the-bedroom',
    category: 'home-and-vastu',
    direction: 'south-west',
    area: { en: 'Bedroom', hi: 'शयनकक्ष' },
    title: { en: 'Vastu for a Restful Bedroom', hi: 'आरामदायक शयनकक्ष का वास्तु' },
    summary: {
      en: 'The south-west for the master bedroom, the head to the south or east, and a few habits for deeper sleep.',
      hi: 'मुख्य शयनकक्ष के लिए नैऋत्य, सिर दक्षिण या पूर्व की ओर, और गहरी नींद के लिए कुछ आदतें।',
    },
    image: img('vastu', 'bedroom'),
    body: {
      en: `<p>The south-west is the heaviest, most stable corner of a home in vastu, and so it suits the bedroom of the head of the family. Children's rooms are often placed in the west or north-west.</p>
<h2>Sleeping well</h2>
<ul><li>Sleep with your head towards the south or the east. Tradition advises against the north.</li><li>Place the bed against a solid wall rather than under a beam or directly in line with the door.</li><li>Avoid a mirror facing the bed; if there is one, cover it at night.</li><li>Keep electronics, work files and clutter out of the bedroom, or at least out of sight.</li><li>Soft, warm colours and fresh air help the mind settle.</li></ul>
<p>These suggestions meet the modern advice on sleep hygiene: a calm, dark, uncluttered room is good vastu and good sense.</p>${note.en}`,
      hi: `<p>वास्तु में नैऋत्य (दक्षिण-पश्चिम) घर का सबसे भारी और स्थिर कोना है, इसलिए यह परिवार के मुखिया के शयनकक्ष के लिए उपयुक्त है। बच्चों के कमरे प्रायः पश्चिम या वायव्य में रखे जाते हैं।</p>
<h2>अच्छी नींद के लिए</h2>
<ul><li>सिर दक्षिण या पूर्व की ओर करके सोएँ। परंपरा उत्तर की ओर सिर करने से मना करती है।</li><li>पलंग किसी ठोस दीवार के साथ रखें, बीम के नीचे या दरवाज़े की सीध में नहीं।</li><li>पलंग के सामने दर्पण न हो; हो तो रात को ढक दें।</li><li>इलेक्ट्रॉनिक उपकरण, ऑफ़िस की फ़ाइलें और अव्यवस्था शयनकक्ष से बाहर रखें, या कम से कम नज़र से दूर।</li><li>हल्के, गर्म रंग और ताज़ी हवा मन को शांत करते हैं।</li></ul>
<p>ये सुझाव नींद के आधुनिक नियमों से भी मेल खाते हैं: शांत, अँधेरा और व्यवस्थित कमरा अच्छा वास्तु भी है और समझदारी भी।</p>${note.hi}`,
    },
  },
  {
    slug: 'vastu-for-the-pooja-room',
    category: 'home-and-vastu',
    direction: 'north-east',
    area: { en: 'Pooja room', hi: 'पूजा घर' },
    title: { en: 'Vastu for the Pooja Room', hi: 'पूजा घर का वास्तु' },
    summary: {
      en: 'The north-east, Ishaan, is the home\'s most sacred corner: setting up a prayer space even in a small flat.',
      hi: 'ईशान कोण घर का सबसे पवित्र कोना है: छोटे फ़्लैट में भी पूजा स्थान कैसे बनाएँ।',
    },
    image: img('vastu', 'pooja-room'),
    body: {
      en: `<p>The north-east corner, <strong>Ishaan</strong>, belongs to Shiva and receives the first light of the day. It is the ideal place for prayer, and vastu asks that it be kept light, open and clean.</p>
<h2>Setting up the space</h2>
<ul><li>A shelf or a small wooden mandir is enough; it need not be a separate room.</li><li>Face east or north while praying; images of deities usually face west or south, towards you.</li><li>Keep images modest in size and few in number, and remove broken idols respectfully (immersion or a temple).</li><li>Avoid placing the prayer space under a staircase, against a toilet wall or in the bedroom where possible; if there is no choice, a curtain or door that closes at night is the traditional solution.</li><li>A daily lamp, fresh flowers and a little silence are what make the place sacred.</li></ul>${note.en}`,
      hi: `<p>ईशान कोण (उत्तर-पूर्व) शिव का है और इसे दिन का पहला प्रकाश मिलता है। यह प्रार्थना का आदर्श स्थान है, और वास्तु कहता है कि इसे हल्का, खुला और स्वच्छ रखा जाए।</p>
<h2>स्थान कैसे सजाएँ</h2>
<ul><li>एक शेल्फ़ या लकड़ी का छोटा मंदिर पर्याप्त है; अलग कमरा आवश्यक नहीं।</li><li>प्रार्थना करते समय मुख पूर्व या उत्तर की ओर रखें; देवताओं की प्रतिमाएँ प्रायः पश्चिम या दक्षिण की ओर, आपकी ओर, होती हैं।</li><li>प्रतिमाएँ छोटी और कम रखें, और खंडित मूर्तियों को सम्मान से विदा करें (विसर्जन या मंदिर में)।</li><li>संभव हो तो पूजा स्थान सीढ़ियों के नीचे, शौचालय की दीवार से सटा या शयनकक्ष में न रखें; विकल्प न हो तो रात में बंद होने वाला पर्दा या दरवाज़ा पारंपरिक समाधान है।</li><li>रोज़ का दीपक, ताज़े फूल और थोड़ा मौन ही स्थान को पवित्र बनाते हैं।</li></ul>${note.hi}`,
    },
  },
  {
    slug: 'vastu-for-the-study-room',
    category: 'home-and-vastu',
    direction: 'east',
    area: { en: 'Study room', hi: 'पढ़ाई का कमरा' },
    title: { en: 'Vastu for Students: the Study Corner', hi: 'विद्यार्थियों के लिए वास्तु: पढ़ाई का कोना' },
    summary: {
      en: 'Facing east or north, light from the left, and a desk that is clear: simple vastu for concentration.',
      hi: 'पूर्व या उत्तर की ओर मुख, बाईं ओर से प्रकाश, और साफ़ मेज़: एकाग्रता के लिए सरल वास्तु।',
    },
    image: img('vastu', 'study'),
    body: {
      en: `<p>The east is associated with the rising Sun and the north-east with Jupiter's wisdom, so vastu recommends that students <strong>face east or north</strong> while studying.</p>
<h2>A good study corner</h2>
<ul><li>Place the desk so that natural light falls from the left (for right-handed students) without glare on the screen.</li><li>Keep a solid wall behind the chair rather than a door or window.</li><li>Keep the desk clear at the end of each day; pile only the books in use.</li><li>A small image of Saraswati or Ganesha, or simply a plant, makes the corner pleasant.</li><li>Put the phone in another room during study hours: the most effective vastu remedy of our time.</li></ul>${note.en}`,
      hi: `<p>पूर्व दिशा उगते सूर्य से और ईशान गुरु के ज्ञान से जुड़ी है, इसलिए वास्तु विद्यार्थियों को पढ़ते समय <strong>पूर्व या उत्तर की ओर मुख</strong> करने की सलाह देता है।</p>
<h2>पढ़ाई का अच्छा कोना</h2>
<ul><li>मेज़ ऐसे रखें कि प्राकृतिक प्रकाश बाईं ओर से आए (दाएँ हाथ से लिखने वालों के लिए) और स्क्रीन पर चमक न पड़े।</li><li>कुर्सी के पीछे दरवाज़ा या खिड़की नहीं, ठोस दीवार हो।</li><li>हर दिन के अंत में मेज़ साफ़ रखें; केवल उपयोग में आने वाली पुस्तकें रखें।</li><li>सरस्वती या गणेश जी का छोटा चित्र, या बस एक पौधा, कोने को सुखद बनाता है।</li><li>पढ़ाई के समय फ़ोन दूसरे कमरे में रखें: हमारे समय का सबसे प्रभावी वास्तु उपाय।</li></ul>${note.hi}`,
    },
  },
  {
    slug: 'vastu-for-the-home-office',
    category: 'home-and-vastu',
    direction: 'north',
    area: { en: 'Home office', hi: 'घर का दफ़्तर' },
    title: { en: 'Vastu for the Home Office', hi: 'घर के दफ़्तर का वास्तु' },
    summary: {
      en: 'Working from home? The north for opportunities, a supported back, and keeping work out of the bedroom.',
      hi: 'घर से काम करते हैं? अवसरों के लिए उत्तर दिशा, पीठ के पीछे सहारा, और काम को शयनकक्ष से बाहर रखना।',
    },
    image: img('vastu', 'home-office'),
    body: {
      en: `<p>The north is ruled by <strong>Kubera</strong>, the treasurer of the gods, and by Mercury in some traditions, which makes it a favoured direction for work, trade and communication.</p>
<h2>Arranging the workspace</h2>
<ul><li>Sit facing north or east, with a wall behind you.</li><li>Keep files and the cash box or important papers in the south-west of the room, or in a cupboard that opens towards the north.</li><li>Good lighting and cable management keep both eyes and mind fresh.</li><li>If you must work in the bedroom, set up a separate table and cover it at the end of the day, so that rest and work stay apart.</li><li>Begin the working day with a moment of intention: a lamp, a prayer, or a written list of the day's three most important tasks.</li></ul>${note.en}`,
      hi: `<p>उत्तर दिशा के स्वामी देवताओं के कोषाध्यक्ष <strong>कुबेर</strong> हैं, और कुछ परंपराओं में बुध, इसलिए यह काम, व्यापार और संवाद के लिए पसंदीदा दिशा है।</p>
<h2>कार्यस्थल की व्यवस्था</h2>
<ul><li>उत्तर या पूर्व की ओर मुख करके बैठें, पीछे दीवार हो।</li><li>फ़ाइलें और नक़दी का डिब्बा या महत्वपूर्ण काग़ज़ कमरे के नैऋत्य में, या उत्तर की ओर खुलने वाली अलमारी में रखें।</li><li>अच्छा प्रकाश और व्यवस्थित तार आँखों और मन दोनों को ताज़ा रखते हैं।</li><li>यदि शयनकक्ष में काम करना ही पड़े, तो अलग मेज़ रखें और दिन के अंत में उसे ढक दें, ताकि विश्राम और काम अलग रहें।</li><li>काम के दिन की शुरुआत संकल्प के एक क्षण से करें: एक दीपक, एक प्रार्थना, या दिन के तीन सबसे ज़रूरी कामों की लिखित सूची।</li></ul>${note.hi}`,
    },
  },
];
