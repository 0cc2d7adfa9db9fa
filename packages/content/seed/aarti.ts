import type { SeedItem, SeedText } from '../src/seed-types';
import { img } from './text/util';

/**
 * Traditional aartis (public-domain devotional texts, as commonly sung; wording varies a little between
 * families and regions). `lyrics`: Devanagari in both languages; the English version adds a transliteration.
 */
function aarti(a: {
  slug: string;
  title: SeedText;
  deity: SeedText;
  summary: SeedText;
  body: SeedText;
  devanagari: string;
  latin: string;
}): SeedItem<'aarti'> {
  const deva = a.devanagari.trim();
  return {
    slug: a.slug,
    category: 'rituals-and-worship',
    title: a.title,
    summary: a.summary,
    body: a.body,
    image: img('aarti', a.slug),
    deity: a.deity,
    lyrics: { en: `${deva}\n\nTransliteration\n\n${a.latin.trim()}`, hi: deva },
  };
}

const how = {
  en: '<h2>How it is sung</h2><p>Light a ghee lamp or camphor on a plate, stand before the deity and circle the plate clockwise while singing, usually with a bell. At the end the flame is offered to everyone present, who pass their palms over it and touch their eyes, and prasad is shared.</p>',
  hi: '<h2>आरती कैसे की जाती है</h2><p>थाली में घी का दीपक या कपूर जलाएँ, देवता के सामने खड़े होकर गाते हुए थाली को दक्षिणावर्त घुमाएँ, प्रायः घंटी के साथ। अंत में सभी उपस्थित लोगों को आरती दी जाती है, जो लौ के ऊपर हथेलियाँ घुमाकर आँखों से लगाते हैं, और प्रसाद बाँटा जाता है।</p>',
};

export const items: SeedItem<'aarti'>[] = [
  aarti({
    slug: 'om-jai-jagdish-hare',
    title: { en: 'Om Jai Jagdish Hare', hi: 'ॐ जय जगदीश हरे' },
    deity: { en: 'Lord Vishnu', hi: 'भगवान विष्णु' },
    summary: {
      en: 'The best-known aarti of North India, addressed to Vishnu as the Lord of the universe and sung at the close of almost every puja.',
      hi: 'उत्तर भारत की सबसे प्रसिद्ध आरती, जगत के स्वामी भगवान विष्णु को समर्पित, जो लगभग हर पूजा के अंत में गाई जाती है।',
    },
    body: {
      en: `<p>Composed in the nineteenth century in simple Hindi, "Om Jai Jagdish Hare" praises Vishnu as mother and father, the inner witness and the ocean of compassion, and asks for faith, devotion and the removal of inner faults. Its easy melody has made it the closing aarti of countless household and temple pujas, whatever the deity worshipped.</p>${how.en}`,
      hi: `<p>उन्नीसवीं शताब्दी में सरल हिंदी में रची गई "ॐ जय जगदीश हरे" आरती भगवान विष्णु की माता-पिता, अंतर्यामी और करुणा के सागर के रूप में स्तुति करती है, और श्रद्धा, भक्ति तथा मन के विकारों के नाश की प्रार्थना करती है। इसकी सरल धुन के कारण यह अनगिनत घरेलू और मंदिर पूजाओं की समापन आरती बन गई है, चाहे पूजा किसी भी देवता की हो।</p>${how.hi}`,
    },
    devanagari: `
ॐ जय जगदीश हरे, स्वामी जय जगदीश हरे।
भक्त जनों के संकट, दास जनों के संकट, क्षण में दूर करे॥
ॐ जय जगदीश हरे॥

जो ध्यावे फल पावे, दुःख बिनसे मन का, स्वामी दुःख बिनसे मन का।
सुख सम्पति घर आवे, कष्ट मिटे तन का॥
ॐ जय जगदीश हरे॥

मात पिता तुम मेरे, शरण गहूँ मैं किसकी, स्वामी शरण गहूँ मैं किसकी।
तुम बिन और न दूजा, आस करूँ मैं जिसकी॥
ॐ जय जगदीश हरे॥

तुम पूरण परमात्मा, तुम अन्तर्यामी, स्वामी तुम अन्तर्यामी।
पारब्रह्म परमेश्वर, तुम सब के स्वामी॥
ॐ जय जगदीश हरे॥

तुम करुणा के सागर, तुम पालनकर्ता, स्वामी तुम पालनकर्ता।
मैं सेवक तुम स्वामी, कृपा करो भर्ता॥
ॐ जय जगदीश हरे॥

तुम हो एक अगोचर, सबके प्राणपति, स्वामी सबके प्राणपति।
किस विधि मिलूँ दयामय, तुमको मैं कुमति॥
ॐ जय जगदीश हरे॥

दीनबन्धु दुखहर्ता, ठाकुर तुम मेरे, स्वामी रक्षक तुम मेरे।
अपने हाथ उठाओ, द्वार पड़ा तेरे॥
ॐ जय जगदीश हरे॥

विषय विकार मिटाओ, पाप हरो देवा, स्वामी पाप हरो देवा।
श्रद्धा भक्ति बढ़ाओ, सन्तन की सेवा॥
ॐ जय जगदीश हरे॥

तन मन धन सब कुछ है तेरा, स्वामी सब कुछ है तेरा।
तेरा तुझको अर्पण, क्या लागे मेरा॥
ॐ जय जगदीश हरे॥`,
    latin: `
Om jai Jagdish hare, swami jai Jagdish hare.
Bhakt janon ke sankat, das janon ke sankat, kshan mein door kare.
Om jai Jagdish hare.

Jo dhyave phal pave, dukh binse man ka, swami dukh binse man ka.
Sukh sampati ghar ave, kasht mite tan ka.

Mat pita tum mere, sharan gahun main kiski, swami sharan gahun main kiski.
Tum bin aur na dooja, aas karun main jiski.

Tum puran paramatma, tum antaryami, swami tum antaryami.
Parabrahm parameshwar, tum sab ke swami.

Tum karuna ke sagar, tum palankarta, swami tum palankarta.
Main sevak tum swami, kripa karo bharta.

Tum ho ek agochar, sabke pranapati, swami sabke pranapati.
Kis vidhi miloon dayamay, tumko main kumati.

Deenbandhu dukhharta, thakur tum mere, swami rakshak tum mere.
Apne hath uthao, dwar pada tere.

Vishay vikar mitao, paap haro deva, swami paap haro deva.
Shraddha bhakti badhao, santan ki seva.

Tan man dhan sab kuchh hai tera, swami sab kuchh hai tera.
Tera tujhko arpan, kya lage mera.
Om jai Jagdish hare.`,
  }),
  aarti({
    slug: 'jai-ganesh-deva',
    title: { en: 'Jai Ganesh Deva', hi: 'जय गणेश देवा' },
    deity: { en: 'Lord Ganesha', hi: 'भगवान गणेश' },
    summary: {
      en: 'The joyful aarti of Ganesha, remover of obstacles, sung at the start of every auspicious work and through the ten days of Ganesh Chaturthi.',
      hi: 'विघ्नहर्ता गणेश जी की आनंदमयी आरती, जो हर शुभ कार्य के आरंभ में और गणेश चतुर्थी के दस दिनों तक गाई जाती है।',
    },
    body: {
      en: `<p>Ganesha is worshipped first in every ceremony. This aarti describes him lovingly: son of Parvati and Mahadeva, single-tusked and kind, four-armed, with vermilion on his forehead and a mouse as his vehicle, delighted by offerings of laddoos. It asks him to give sight to the blind, health to the sick and fulfilment to every devotee.</p>${how.en}`,
      hi: `<p>हर अनुष्ठान में गणेश जी की पूजा सबसे पहले होती है। यह आरती उनका प्रेम से वर्णन करती है: पार्वती और महादेव के पुत्र, एकदंत और दयावंत, चार भुजाधारी, माथे पर सिंदूर और मूषक की सवारी, लड्डुओं के भोग से प्रसन्न। यह उनसे अंधों को आँख, रोगियों को स्वस्थ काया और हर भक्त की कामना पूरी करने की प्रार्थना करती है।</p>${how.hi}`,
    },
    devanagari: `
जय गणेश जय गणेश जय गणेश देवा।
माता जाकी पार्वती पिता महादेवा॥

एक दन्त दयावन्त चार भुजा धारी।
माथे सिन्दूर सोहे मूसे की सवारी॥
जय गणेश जय गणेश जय गणेश देवा॥

पान चढ़े फूल चढ़े और चढ़े मेवा।
लड्डुअन का भोग लगे सन्त करें सेवा॥
जय गणेश जय गणेश जय गणेश देवा॥

अन्धन को आँख देत कोढ़िन को काया।
बाँझन को पुत्र देत निर्धन को माया॥
जय गणेश जय गणेश जय गणेश देवा॥

सूर श्याम शरण आए सफल कीजे सेवा।
माता जाकी पार्वती पिता महादेवा॥
जय गणेश जय गणेश जय गणेश देवा॥

दीनन की लाज रखो शम्भु सुतकारी।
कामना को पूर्ण करो जाऊँ बलिहारी॥
जय गणेश जय गणेश जय गणेश देवा॥`,
    latin: `
Jai Ganesh jai Ganesh jai Ganesh deva.
Mata jaki Parvati pita Mahadeva.

Ek dant dayavant char bhuja dhari.
Mathe sindoor sohe moose ki savari.

Paan chadhe phool chadhe aur chadhe meva.
Ladduan ka bhog lage sant karen seva.

Andhan ko aankh det kodhin ko kaya.
Banjhan ko putra det nirdhan ko maya.

Soor Shyam sharan aaye saphal keeje seva.
Mata jaki Parvati pita Mahadeva.

Deenan ki laaj rakho Shambhu sutkari.
Kamana ko poorn karo jaun balihari.
Jai Ganesh jai Ganesh jai Ganesh deva.`,
  }),
  aarti({
    slug: 'om-jai-lakshmi-mata',
    title: { en: 'Om Jai Lakshmi Mata', hi: 'ॐ जय लक्ष्मी माता' },
    deity: { en: 'Goddess Lakshmi', hi: 'देवी लक्ष्मी' },
    summary: {
      en: 'The aarti of Lakshmi, goddess of prosperity and grace, sung on Friday evenings and above all on Diwali night.',
      hi: 'समृद्धि और कृपा की देवी लक्ष्मी की आरती, जो शुक्रवार की संध्या और विशेष रूप से दीवाली की रात गाई जाती है।',
    },
    body: {
      en: `<p>This aarti honours Lakshmi as the mother of the world, born of the ocean of milk, worshipped by Vishnu, Brahma and the sages. It reminds the singer that every good quality, every comfort and even the sacred fire of the yajna depend on her grace, and that a home where she dwells becomes fearless and full of virtue.</p>${how.en}`,
      hi: `<p>यह आरती लक्ष्मी जी की जगत-माता के रूप में वंदना करती है, जो क्षीरसागर से प्रकट हुईं और जिनकी सेवा विष्णु, ब्रह्मा और ऋषि करते हैं। यह गाने वाले को याद दिलाती है कि हर सद्गुण, हर सुख और यज्ञ भी उन्हीं की कृपा पर निर्भर है, और जिस घर में वे रहती हैं वह निर्भय और सद्गुणों से भरा हो जाता है।</p>${how.hi}`,
    },
    devanagari: `
ॐ जय लक्ष्मी माता, मैया जय लक्ष्मी माता।
तुमको निशदिन सेवत, हरि विष्णु विधाता॥
ॐ जय लक्ष्मी माता॥

उमा रमा ब्रह्माणी, तुम ही जग-माता।
सूर्य-चन्द्रमा ध्यावत, नारद ऋषि गाता॥
ॐ जय लक्ष्मी माता॥

दुर्गा रूप निरंजनी, सुख सम्पत्ति दाता।
जो कोई तुमको ध्यावत, ऋद्धि-सिद्धि धन पाता॥
ॐ जय लक्ष्मी माता॥

तुम पाताल-निवासिनि, तुम ही शुभदाता।
कर्म-प्रभाव-प्रकाशिनी, भवनिधि की त्राता॥
ॐ जय लक्ष्मी माता॥

जिस घर में तुम रहतीं, सब सद्गुण आता।
सब सम्भव हो जाता, मन नहीं घबराता॥
ॐ जय लक्ष्मी माता॥

तुम बिन यज्ञ न होते, वस्त्र न कोई पाता।
खान-पान का वैभव, सब तुमसे आता॥
ॐ जय लक्ष्मी माता॥

शुभ-गुण मन्दिर सुन्दर, क्षीरोदधि-जाता।
रत्न चतुर्दश तुम बिन, कोई नहीं पाता॥
ॐ जय लक्ष्मी माता॥

महालक्ष्मी जी की आरती, जो कोई नर गाता।
उर आनन्द समाता, पाप उतर जाता॥
ॐ जय लक्ष्मी माता॥`,
    latin: `
Om jai Lakshmi mata, maiya jai Lakshmi mata.
Tumko nishdin sevat, Hari Vishnu vidhata.

Uma Rama Brahmani, tum hi jag-mata.
Surya-chandrama dhyavat, Narad rishi gata.

Durga roop niranjani, sukh sampatti data.
Jo koi tumko dhyavat, riddhi-siddhi dhan pata.

Tum patal-nivasini, tum hi shubhdata.
Karm-prabhav-prakashini, bhavnidhi ki trata.

Jis ghar mein tum rahtin, sab sadgun aata.
Sab sambhav ho jata, man nahin ghabrata.

Tum bin yagya na hote, vastra na koi pata.
Khan-paan ka vaibhav, sab tumse aata.

Shubh-gun mandir sundar, kshirodadhi-jata.
Ratna chaturdash tum bin, koi nahin pata.

Mahalakshmi ji ki aarti, jo koi nar gata.
Ur anand samata, paap utar jata.
Om jai Lakshmi mata.`,
  }),
  aarti({
    slug: 'aarti-kunj-bihari-ki',
    title: { en: 'Aarti Kunj Bihari Ki', hi: 'आरती कुंजबिहारी की' },
    deity: { en: 'Lord Krishna', hi: 'भगवान श्रीकृष्ण' },
    summary: {
      en: 'The Braj aarti of Krishna, the one who plays in the groves of Vrindavan, sung especially on Janmashtami.',
      hi: 'वृंदावन के कुंजों में विहार करने वाले श्रीकृष्ण की ब्रज आरती, जो विशेष रूप से जन्माष्टमी पर गाई जाती है।',
    },
    body: {
      en: `<p>Written in the sweet Braj dialect, this aarti paints Krishna as the people of Vrindavan saw him: the Vaijayanti garland, the flute, glittering earrings, the peacock-feather crown, Radha shining beside him, and the Yamuna's bright sands. Its refrain, "Shri Giridhar Krishna Murari ki", recalls the child who lifted Govardhan hill to shelter his village.</p>${how.en}`,
      hi: `<p>मधुर ब्रजभाषा में रची यह आरती श्रीकृष्ण का वैसा चित्र खींचती है जैसा वृंदावन के लोगों ने उन्हें देखा: वैजयंती माला, मुरली, झलकते कुंडल, मोर मुकुट, साथ में चमकती राधिका, और यमुना की उजली रेत। इसकी टेक "श्री गिरिधर कृष्ण मुरारी की" उस बालक की याद दिलाती है जिसने गाँव की रक्षा के लिए गोवर्धन पर्वत उठाया था।</p>${how.hi}`,
    },
    devanagari: `
आरती कुंजबिहारी की, श्री गिरिधर कृष्ण मुरारी की॥

गले में बैजन्ती माला, बजावै मुरली मधुर बाला।
श्रवण में कुण्डल झलकाला, नन्द के आनन्द नन्दलाला।
गगन सम अंग कान्ति काली, राधिका चमक रही आली।
लतन में ठाढ़े बनमाली;
भ्रमर सी अलक, कस्तूरी तिलक, चन्द्र सी झलक;
ललित छवि श्यामा प्यारी की॥
श्री गिरिधर कृष्ण मुरारी की॥

कनकमय मोर मुकुट बिलसै, देवता दरसन को तरसैं।
गगन सों सुमन रासि बरसै;
बजे मुरचंग, मधुर मिरदंग, ग्वालिन संग;
अतुल रति गोप कुमारी की॥
श्री गिरिधर कृष्ण मुरारी की॥

जहाँ ते प्रकट भई गंगा, कलुष कलि हारिणि श्रीगंगा।
स्मरन ते होत मोह भंगा;
बसी सिव सीस, जटा के बीच, हरै अघ कीच;
चरन छवि श्रीबनवारी की॥
श्री गिरिधर कृष्ण मुरारी की॥

चमकती उज्ज्वल तट रेनू, बज रही वृन्दावन बेनू।
चहुँ दिसि गोपि ग्वाल धेनू;
हँसत मृदु मन्द, चाँदनी चन्द, कटत भव फन्द;
टेर सुन दीन भिखारी की॥
श्री गिरिधर कृष्ण मुरारी की॥

आरती कुंजबिहारी की, श्री गिरिधर कृष्ण मुरारी की॥`,
    latin: `
Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki.

Gale mein Baijanti mala, bajavai murli madhur bala.
Shravan mein kundal jhalkala, Nand ke anand Nandlala.
Gagan sam ang kanti kali, Radhika chamak rahi aali.
Latan mein thadhe Banmali;
bhramar si alak, kasturi tilak, chandra si jhalak;
lalit chhavi Shyama pyari ki.
Shri Giridhar Krishna Murari ki.

Kanakmay mor mukut bilsai, devta darsan ko tarsain.
Gagan son suman rasi barsai;
baje murchang, madhur mirdang, gwalin sang;
atul rati gop kumari ki.

Jahan te prakat bhai Ganga, kalush kali harini Shri Ganga.
Smaran te hot moh bhanga;
basi Shiv sees, jata ke beech, harai agh keech;
charan chhavi Shri Banwari ki.

Chamakti ujjwal tat renu, baj rahi Vrindavan benu.
Chahun disi gopi gwal dhenu;
hansat mridu mand, chandni chand, katat bhav phand;
ter sun deen bhikhari ki.

Aarti Kunj Bihari ki, Shri Giridhar Krishna Murari ki.`,
  }),
  aarti({
    slug: 'jai-ambe-gauri',
    title: { en: 'Jai Ambe Gauri', hi: 'जय अम्बे गौरी' },
    deity: { en: 'Goddess Durga (Ambe)', hi: 'माँ दुर्गा (अम्बे)' },
    summary: {
      en: 'The great aarti of the Mother Goddess, sung every evening of Navratri and at Durga temples across India.',
      hi: 'जगदम्बा की महान आरती, जो नवरात्रि की हर संध्या और पूरे भारत के दुर्गा मंदिरों में गाई जाती है।',
    },
    body: {
      en: `<p>"Jai Ambe Gauri" describes the Goddess in her radiant form: vermilion in her parting, eyes bright as the moon, riding the lion, holding sword and bowl. It recalls her victories over Shumbha and Nishumbha, Mahishasura, Chanda and Munda and Raktabija, and calls her Brahmani, Rudrani and Kamala: every power of the gods is hers. It is traditionally attributed to Swami Shivanand, named in its last verse.</p>${how.en}`,
      hi: `<p>"जय अम्बे गौरी" देवी के तेजस्वी रूप का वर्णन करती है: माँग में सिंदूर, चंद्रमा जैसे उज्ज्वल नेत्र, सिंह पर सवार, खड्ग और खप्पर धारण किए हुए। यह शुंभ-निशुंभ, महिषासुर, चंड-मुंड और रक्तबीज पर उनकी विजय का स्मरण करती है और उन्हें ब्रह्माणी, रुद्राणी और कमला कहती है: देवताओं की हर शक्ति उन्हीं की है। परंपरा से इसका श्रेय स्वामी शिवानंद को दिया जाता है, जिनका नाम अंतिम पद में आता है।</p>${how.hi}`,
    },
    devanagari: `
जय अम्बे गौरी, मैया जय श्यामा गौरी।
तुमको निशदिन ध्यावत, हरि ब्रह्मा शिवरी॥
जय अम्बे गौरी॥

माँग सिन्दूर विराजत, टीको मृगमद को।
उज्ज्वल से दोउ नैना, चन्द्रवदन नीको॥
जय अम्बे गौरी॥

कनक समान कलेवर, रक्ताम्बर राजै।
रक्तपुष्प गल माला, कण्ठन पर साजै॥
जय अम्बे गौरी॥

केहरि वाहन राजत, खड्ग खप्पर धारी।
सुर-नर-मुनि-जन सेवत, तिनके दुखहारी॥
जय अम्बे गौरी॥

कानन कुण्डल शोभित, नासाग्रे मोती।
कोटिक चन्द्र दिवाकर, सम राजत ज्योती॥
जय अम्बे गौरी॥

शुम्भ-निशुम्भ बिदारे, महिषासुर घाती।
धूम्र विलोचन नैना, निशदिन मदमाती॥
जय अम्बे गौरी॥

चण्ड-मुण्ड संहारे, शोणित बीज हरे।
मधु-कैटभ दोउ मारे, सुर भयहीन करे॥
जय अम्बे गौरी॥

ब्रह्माणी रुद्राणी, तुम कमला रानी।
आगम-निगम-बखानी, तुम शिव पटरानी॥
जय अम्बे गौरी॥

चौंसठ योगिनी मंगल गावत, नृत्य करत भैरूँ।
बाजत ताल मृदंगा, अरु बाजत डमरू॥
जय अम्बे गौरी॥

तुम ही जग की माता, तुम ही हो भरता।
भक्तन की दुख हरता, सुख सम्पति करता॥
जय अम्बे गौरी॥

भुजा चार अति शोभित, वर-मुद्रा धारी।
मनवांछित फल पावत, सेवत नर-नारी॥
जय अम्बे गौरी॥

कंचन थाल विराजत, अगर कपूर बाती।
श्रीमालकेतु में राजत, कोटि रतन ज्योती॥
जय अम्बे गौरी॥

श्री अम्बेजी की आरती, जो कोई नर गावै।
कहत शिवानन्द स्वामी, सुख-सम्पति पावै॥
जय अम्बे गौरी॥`,
    latin: `
Jai Ambe Gauri, maiya jai Shyama Gauri.
Tumko nishdin dhyavat, Hari Brahma Shivri.

Maang sindoor virajat, teeko mrigmad ko.
Ujjwal se dou naina, chandravadan neeko.

Kanak saman kalevar, raktambar rajai.
Raktapushp gal mala, kanthan par sajai.

Kehari vahan rajat, khadag khappar dhari.
Sur-nar-muni-jan sevat, tinke dukhhari.

Kanan kundal shobhit, nasagre moti.
Kotik chandra divakar, sam rajat jyoti.

Shumbh-Nishumbh bidare, Mahishasur ghati.
Dhumra vilochan naina, nishdin madmati.

Chand-Mund sanhare, shonit beej hare.
Madhu-Kaitabh dou mare, sur bhayheen kare.

Brahmani Rudrani, tum Kamala rani.
Agam-nigam-bakhani, tum Shiv patrani.

Chaunsath yogini mangal gavat, nritya karat Bhairun.
Bajat taal mridanga, aru bajat damru.

Tum hi jag ki mata, tum hi ho bharta.
Bhaktan ki dukh harta, sukh sampati karta.

Bhuja char ati shobhit, var-mudra dhari.
Manvanchhit phal pavat, sevat nar-nari.

Kanchan thaal virajat, agar kapoor baati.
Shrimalketu mein rajat, koti ratan jyoti.

Shri Ambe ji ki aarti, jo koi nar gavai.
Kahat Shivanand swami, sukh-sampati pavai.
Jai Ambe Gauri.`,
  }),
  aarti({
    slug: 'om-jai-shiv-omkara',
    title: { en: 'Om Jai Shiv Omkara', hi: 'ॐ जय शिव ओंकारा' },
    deity: { en: 'Lord Shiva', hi: 'भगवान शिव' },
    summary: {
      en: 'The aarti of Shiva as Omkara, in whom Brahma, Vishnu and Shiva are one; sung on Mondays, in Shravan and on Maha Shivratri.',
      hi: 'ओंकार स्वरूप शिव की आरती, जिनमें ब्रह्मा, विष्णु और शिव एक हैं; सोमवार, श्रावण मास और महाशिवरात्रि पर गाई जाती है।',
    },
    body: {
      en: `<p>This aarti sees the three great gods as forms of the one sacred syllable Om. It moves between them, one face and four faces and five, the swan, the eagle and the bull, white, yellow and tiger-skin garments, and ends with the reminder that only the unwise see them as separate: "in the syllable Om these three are one". Like "Jai Ambe Gauri", its last verse names Swami Shivanand.</p>${how.en}`,
      hi: `<p>यह आरती तीनों महान देवताओं को एक ही पवित्र अक्षर ॐ के रूप मानती है। यह उनके बीच घूमती है: एक मुख, चार मुख और पाँच मुख; हंस, गरुड़ और वृषभ; श्वेत, पीत और बाघंबर वस्त्र; और अंत में याद दिलाती है कि केवल अविवेकी ही इन्हें अलग मानते हैं: "प्रणवाक्षर में ये तीनों एक हैं।" "जय अम्बे गौरी" की तरह इसके अंतिम पद में भी स्वामी शिवानंद का नाम आता है।</p>${how.hi}`,
    },
    devanagari: `
ॐ जय शिव ओंकारा, स्वामी जय शिव ओंकारा।
ब्रह्मा विष्णु सदाशिव, अर्द्धांगी धारा॥
ॐ जय शिव ओंकारा॥

एकानन चतुरानन पञ्चानन राजे।
हंसासन गरुड़ासन वृषवाहन साजे॥
ॐ जय शिव ओंकारा॥

दो भुज चार चतुर्भुज दसभुज अति सोहे।
त्रिगुण रूप निरखते त्रिभुवन जन मोहे॥
ॐ जय शिव ओंकारा॥

अक्षमाला वनमाला मुण्डमाला धारी।
चन्दन मृगमद सोहै भाले शशिधारी॥
ॐ जय शिव ओंकारा॥

श्वेताम्बर पीताम्बर बाघम्बर अंगे।
सनकादिक गरुड़ादिक भूतादिक संगे॥
ॐ जय शिव ओंकारा॥

कर के मध्य कमण्डलु चक्र त्रिशूलधारी।
सुखकारी दुखहारी जगपालन कारी॥
ॐ जय शिव ओंकारा॥

ब्रह्मा विष्णु सदाशिव जानत अविवेका।
प्रणवाक्षर में शोभित ये तीनों एका॥
ॐ जय शिव ओंकारा॥

त्रिगुणस्वामी जी की आरती जो कोई नर गावे।
कहत शिवानन्द स्वामी मनवांछित फल पावे॥
ॐ जय शिव ओंकारा॥`,
    latin: `
Om jai Shiv Omkara, swami jai Shiv Omkara.
Brahma Vishnu Sadashiv, ardhangi dhara.

Ekanan chaturanan panchanan raje.
Hansasan Garudasan vrishvahan saje.

Do bhuj char chaturbhuj dasbhuj ati sohe.
Trigun roop nirakhte tribhuvan jan mohe.

Akshmala vanmala mundmala dhari.
Chandan mrigmad sohai bhale shashidhari.

Shvetambar pitambar baghambar ange.
Sanakadik Garudadik bhootadik sange.

Kar ke madhya kamandalu chakra trishooldhari.
Sukhkari dukhhari jagpalan kari.

Brahma Vishnu Sadashiv janat aviveka.
Pranavakshar mein shobhit ye teenon eka.

Trigunswami ji ki aarti jo koi nar gave.
Kahat Shivanand swami manvanchhit phal pave.
Om jai Shiv Omkara.`,
  }),
  aarti({
    slug: 'aarti-kije-hanuman-lala-ki',
    title: { en: 'Aarti Kije Hanuman Lala Ki', hi: 'आरती कीजै हनुमान लला की' },
    deity: { en: 'Lord Hanuman', hi: 'श्री हनुमान' },
    summary: {
      en: 'The aarti of Hanuman, sung on Tuesdays and Saturdays after the Hanuman Chalisa, recalling his service to Rama.',
      hi: 'हनुमान जी की आरती, जो मंगलवार और शनिवार को हनुमान चालीसा के बाद गाई जाती है और श्रीराम के प्रति उनकी सेवा का स्मरण कराती है।',
    },
    body: {
      en: `<p>In a few verses this aarti retells the Sundarkand and the war in Lanka: Hanuman leaping the ocean, burning Lanka and bringing news of Sita, carrying the Sanjivani herb to save Lakshmana, and freeing Rama and Lakshmana from Ahiravana in the underworld. Devotees sing it for courage and protection, and it is a common companion to Saturn remedies.</p>${how.en}`,
      hi: `<p>कुछ ही पदों में यह आरती सुंदरकांड और लंका युद्ध की कथा कह देती है: हनुमान जी का समुद्र लाँघना, लंका जलाकर सीता जी की सुधि लाना, लक्ष्मण जी के प्राण बचाने के लिए संजीवनी लाना, और पाताल में अहिरावण से राम-लक्ष्मण को छुड़ाना। भक्त इसे साहस और रक्षा के लिए गाते हैं, और यह शनि के उपायों का भी सामान्य साथी है।</p>${how.hi}`,
    },
    devanagari: `
आरती कीजै हनुमान लला की।
दुष्ट दलन रघुनाथ कला की॥

जाके बल से गिरिवर काँपे।
रोग दोष जाके निकट न झाँके॥

अंजनि पुत्र महा बलदाई।
सन्तन के प्रभु सदा सहाई॥

दे बीरा रघुनाथ पठाए।
लंका जारि सिया सुधि लाए॥

लंका सो कोट समुद्र सी खाई।
जात पवनसुत बार न लाई॥

लंका जारि असुर संहारे।
सियारामजी के काज सँवारे॥

लक्ष्मण मूर्छित पड़े सकारे।
आनि सजीवन प्राण उबारे॥

पैठि पाताल तोरि जम-कारे।
अहिरावण की भुजा उखारे॥

बाएँ भुजा असुरदल मारे।
दाहिने भुजा संतजन तारे॥

सुर नर मुनि आरती उतारें।
जय जय जय हनुमान उचारें॥

कंचन थार कपूर लौ छाई।
आरती करत अंजना माई॥

जो हनुमानजी की आरती गावे।
बसि बैकुण्ठ परम पद पावे॥

आरती कीजै हनुमान लला की।
दुष्ट दलन रघुनाथ कला की॥`,
    latin: `
Aarti kije Hanuman Lala ki.
Dusht dalan Raghunath kala ki.

Jake bal se girivar kanpe.
Rog dosh jake nikat na jhanke.

Anjani putra maha baldai.
Santan ke prabhu sada sahai.

De beera Raghunath pathaye.
Lanka jari Siya sudhi laye.

Lanka so kot samudra si khai.
Jat Pavansut baar na lai.

Lanka jari asur sanhare.
Siyaramji ke kaaj sanvare.

Lakshman moorchhit pade sakare.
Aani sajivan pran ubare.

Paithi patal tori jam-kare.
Ahiravan ki bhuja ukhare.

Bayen bhuja asurdal mare.
Dahine bhuja santjan tare.

Sur nar muni aarti utaren.
Jai jai jai Hanuman ucharen.

Kanchan thaar kapoor lau chhai.
Aarti karat Anjana mai.

Jo Hanumanji ki aarti gave.
Basi Baikunth param pad pave.

Aarti kije Hanuman Lala ki.
Dusht dalan Raghunath kala ki.`,
  }),
];
