import type { SeedItem } from '../src/seed-types';

/**
 * The CMS pages at the site root. The legal pages are plain-language DEMO drafts describing how the site works;
 * they must be reviewed by the operator's legal adviser (company name, address, jurisdiction) before launch.
 */
const draft = {
  en: '<p><em>Demo draft: to be reviewed and completed by the site operator before launch.</em></p>',
  hi: '<p><em>डेमो प्रारूप: लॉन्च से पहले साइट संचालक द्वारा समीक्षा और पूर्ण किया जाना है।</em></p>',
};

export const items: SeedItem<'page'>[] = [
  {
    slug: 'about-us',
    title: { en: 'About Nakshatra', hi: 'नक्षत्र के बारे में' },
    summary: {
      en: 'Astrology and spiritual guidance for India and Indians everywhere: thoughtful, bilingual and responsible.',
      hi: 'भारत और दुनिया भर के भारतीयों के लिए ज्योतिष और आध्यात्मिक मार्गदर्शन: विचारशील, द्विभाषी और ज़िम्मेदार।',
    },
    body: {
      en: `<p>Nakshatra takes its name from the twenty-seven lunar mansions that Indian sky-watchers have followed for thousands of years. We built it for families in India and for Indians living abroad who want to stay close to their traditions: to read their kundli, know the day's panchang, keep a fast on the right day, or simply talk to someone who understands.</p>
<h2>What we offer</h2>
<ul><li>Consultations by phone and chat with astrologers, tarot readers, numerologists and vastu consultants.</li><li>Free tools: kundli, matching, horoscopes and calculators.</li><li>Free reading and listening: remedies, aartis, fasts, festivals, articles, web stories and the Astro FM podcast, in English and Hindi.</li><li>Pooja booking and a small shop of spiritual articles.</li></ul>
<h2>What we believe</h2>
<p>Astrology is a language for understanding time and ourselves. It should bring calm, not fear. Our writers and astrologers follow three rules: explain rather than frighten, recommend simple practices before expensive ones, and never offer astrology as a substitute for a doctor, a lawyer or a financial adviser.</p>`,
      hi: `<p>नक्षत्र का नाम उन सत्ताईस चंद्र भवनों से लिया गया है जिन्हें भारतीय आकाश-द्रष्टा हज़ारों वर्षों से देखते आए हैं। हमने इसे भारत के परिवारों और विदेश में रहने वाले उन भारतीयों के लिए बनाया है जो अपनी परंपराओं से जुड़े रहना चाहते हैं: अपनी कुंडली पढ़ना, दिन का पंचांग जानना, सही दिन व्रत रखना, या बस किसी समझने वाले से बात करना।</p>
<h2>हम क्या प्रदान करते हैं</h2>
<ul><li>ज्योतिषियों, टैरो रीडरों, अंक ज्योतिषियों और वास्तु सलाहकारों से फ़ोन और चैट पर परामर्श।</li><li>निःशुल्क साधन: कुंडली, मिलान, राशिफल और कैलकुलेटर।</li><li>निःशुल्क पठन और श्रवण: उपाय, आरतियाँ, व्रत, त्योहार, लेख, वेब स्टोरीज़ और एस्ट्रो एफ़एम पॉडकास्ट, हिंदी और अंग्रेज़ी में।</li><li>पूजा बुकिंग और आध्यात्मिक वस्तुओं की एक छोटी दुकान।</li></ul>
<h2>हमारी मान्यताएँ</h2>
<p>ज्योतिष समय और स्वयं को समझने की एक भाषा है। इसे शांति देनी चाहिए, डर नहीं। हमारे लेखक और ज्योतिषी तीन नियम मानते हैं: डराने के बजाय समझाना, महँगे उपायों से पहले सरल अभ्यास सुझाना, और ज्योतिष को कभी डॉक्टर, वकील या वित्तीय सलाहकार का विकल्प न बताना।</p>`,
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
    summary: {
      en: 'The rules for using Nakshatra: accounts, the wallet, consultations, content and conduct.',
      hi: 'नक्षत्र के उपयोग के नियम: खाते, वॉलेट, परामर्श, सामग्री और आचरण।',
    },
    body: {
      en: `${draft.en}<h2>1. The service</h2><p>Nakshatra provides astrology and spiritual-guidance content and connects users with independent consultants. Guidance is offered for reflection and personal decision-making. It is not medical, legal, financial or psychological advice, and no outcome is guaranteed.</p>
<h2>2. Accounts</h2><p>You sign in with your mobile number and a one-time code. Keep access to your phone secure; you are responsible for activity on your account. You must be 18 or older to pay for consultations.</p>
<h2>3. Wallet and charges</h2><p>Consultations are charged per minute from your wallet balance in rupees, at the rate shown before the session starts. Wallet recharges are governed by our Refund Policy.</p>
<h2>4. Conduct</h2><p>Be respectful to consultants and other users. Do not share abusive, unlawful or misleading content, and do not use the service to harm others.</p>
<h2>5. Content</h2><p>Articles, illustrations and audio on this site are ours or used with permission. Traditional texts such as aartis and mantras are in the public domain.</p>
<h2>6. Changes and contact</h2><p>We may update these terms; the current version is always on this page. Questions: use the Customer Support page.</p>`,
      hi: `${draft.hi}<h2>1. सेवा</h2><p>नक्षत्र ज्योतिष और आध्यात्मिक मार्गदर्शन की सामग्री प्रदान करता है और उपयोगकर्ताओं को स्वतंत्र सलाहकारों से जोड़ता है। मार्गदर्शन चिंतन और व्यक्तिगत निर्णय के लिए दिया जाता है। यह चिकित्सा, क़ानूनी, वित्तीय या मनोवैज्ञानिक सलाह नहीं है, और किसी परिणाम की गारंटी नहीं दी जाती।</p>
<h2>2. खाते</h2><p>आप अपने मोबाइल नंबर और एक बार के कोड से साइन इन करते हैं। अपने फ़ोन की सुरक्षा रखें; अपने खाते की गतिविधि के लिए आप ज़िम्मेदार हैं। परामर्श के भुगतान के लिए आपकी आयु 18 वर्ष या अधिक होनी चाहिए।</p>
<h2>3. वॉलेट और शुल्क</h2><p>परामर्श का शुल्क सत्र शुरू होने से पहले दिखाई गई दर पर, आपके रुपये वाले वॉलेट बैलेंस से प्रति मिनट लिया जाता है। वॉलेट रिचार्ज हमारी रिफ़ंड नीति के अधीन हैं।</p>
<h2>4. आचरण</h2><p>सलाहकारों और अन्य उपयोगकर्ताओं के प्रति सम्मान रखें। अपमानजनक, ग़ैरक़ानूनी या भ्रामक सामग्री साझा न करें, और सेवा का उपयोग दूसरों को हानि पहुँचाने के लिए न करें।</p>
<h2>5. सामग्री</h2><p>इस साइट के लेख, चित्र और ऑडियो हमारे हैं या अनुमति से उपयोग किए गए हैं। आरती और मंत्र जैसे पारंपरिक पाठ सार्वजनिक क्षेत्र में हैं।</p>
<h2>6. परिवर्तन और संपर्क</h2><p>हम इन शर्तों को अद्यतन कर सकते हैं; वर्तमान संस्करण सदा इसी पृष्ठ पर रहता है। प्रश्नों के लिए ग्राहक सहायता पृष्ठ का उपयोग करें।</p>`,
    },
  },
  {
    slug: 'privacy-policy',
    title: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
    summary: {
      en: 'What we collect (phone number, birth details, payments), why, and the choices you have.',
      hi: 'हम क्या एकत्र करते हैं (फ़ोन नंबर, जन्म विवरण, भुगतान), क्यों, और आपके पास क्या विकल्प हैं।',
    },
    body: {
      en: `${draft.en}<h2>What we collect</h2><ul><li>Your mobile number (and e-mail if you sign in from outside India), to create your account.</li><li>Birth details you enter for kundli and matching, saved only if you choose to save them.</li><li>Wallet transactions and consultation records, to bill correctly and show your history.</li><li>Basic technical data (device, pages visited) to keep the site secure and working.</li></ul>
<h2>How we use it</h2><p>To provide the service, to let the consultant you choose see the birth details you share, to send one-time codes and service messages, and, only with your consent, newsletters. We do not sell your personal data.</p>
<h2>Your choices</h2><p>You can edit or delete saved kundlis, unsubscribe from e-mails at any time, and ask us to delete your account through Customer Support.</p>
<h2>How long we keep it</h2><p>Sign-in codes for a day, ended sign-in sessions for 30 days, sign-in records for 180 days; invoices and wallet entries for the 72 months tax law requires (without your name, phone or e-mail once your account is erased).</p>
<h2>Grievance Officer</h2><p>Under the Digital Personal Data Protection Act, 2023 you may ask what we hold about you, have it corrected or erased, withdraw consent, and complain. Write to our Grievance Officer, Ms. Kavita Rao, at <a href="mailto:grievance@nakshatra.example">grievance@nakshatra.example</a> or at the address in the footer. We acknowledge within 48 hours and resolve within 30 days; if you are not satisfied you may approach the Data Protection Board of India.</p>`,
      hi: `${draft.hi}<h2>हम क्या एकत्र करते हैं</h2><ul><li>आपका मोबाइल नंबर (और भारत से बाहर से साइन इन करने पर ई-मेल), आपका खाता बनाने के लिए।</li><li>कुंडली और मिलान के लिए दर्ज जन्म विवरण, जो केवल तभी सहेजे जाते हैं जब आप चाहें।</li><li>वॉलेट लेन-देन और परामर्श के रिकॉर्ड, सही बिलिंग और आपका इतिहास दिखाने के लिए।</li><li>बुनियादी तकनीकी जानकारी (डिवाइस, देखे गए पृष्ठ), साइट को सुरक्षित और चालू रखने के लिए।</li></ul>
<h2>हम इसका उपयोग कैसे करते हैं</h2><p>सेवा प्रदान करने, आपके चुने हुए सलाहकार को आपके साझा किए जन्म विवरण दिखाने, एक बार के कोड और सेवा संदेश भेजने, और केवल आपकी सहमति से न्यूज़लेटर भेजने के लिए। हम आपका व्यक्तिगत डेटा नहीं बेचते।</p>
<h2>आपके विकल्प</h2><p>आप सहेजी गई कुंडलियाँ संपादित या हटा सकते हैं, किसी भी समय ई-मेल की सदस्यता छोड़ सकते हैं, और ग्राहक सहायता के माध्यम से अपना खाता हटाने का अनुरोध कर सकते हैं।</p>
<h2>हम इसे कितने समय तक रखते हैं</h2><p>साइन-इन कोड एक दिन, समाप्त सत्र 30 दिन, साइन-इन रिकॉर्ड 180 दिन; चालान और वॉलेट प्रविष्टियाँ कर कानून के अनुसार 72 महीने (खाता हटाए जाने के बाद आपके नाम, फ़ोन या ई-मेल के बिना)।</p>
<h2>शिकायत अधिकारी</h2><p>डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप पूछ सकते हैं कि हमारे पास आपका क्या डेटा है, उसे सुधरवा या हटवा सकते हैं, सहमति वापस ले सकते हैं और शिकायत कर सकते हैं। हमारी शिकायत अधिकारी सुश्री कविता राव को <a href="mailto:grievance@nakshatra.example">grievance@nakshatra.example</a> पर या फ़ुटर में दिए पते पर लिखें। हम 48 घंटे में पावती देते हैं और 30 दिन में समाधान करते हैं; संतुष्ट न होने पर आप भारतीय डेटा संरक्षण बोर्ड से संपर्क कर सकते हैं।</p>`,
    },
  },
  {
    slug: 'refund-policy',
    title: { en: 'Refund Policy', hi: 'रिफ़ंड नीति' },
    summary: {
      en: 'When wallet recharges, consultations, poojas and products can be refunded, and how to ask.',
      hi: 'वॉलेट रिचार्ज, परामर्श, पूजा और उत्पादों पर रिफ़ंड कब मिल सकता है, और कैसे माँगें।',
    },
    body: {
      en: `${draft.en}<h2>Wallet</h2><p>If a recharge fails but money is deducted from your bank, it is reversed automatically or credited to your wallet, usually within a few working days. Unused wallet balance can be refunded on request, less any payment-gateway charges.</p>
<h2>Consultations</h2><p>If a call or chat is cut because of a technical fault on our side, or the consultant does not respond, the charged minutes are returned to your wallet. Refunds are not given because a reading was not to one's liking, as guidance cannot be un-given.</p>
<h2>Poojas</h2><p>You can cancel a pooja booking yourself from its order page until 24 hours before its slot, and it is refunded in full: what you paid from the wallet goes back to the wallet, what you paid online goes back to your card, UPI or bank account. Within the last 24 hours the pandit ji has already prepared the sankalp with your names; write to Customer Support and we move the booking to another date, or refund it if the pooja could not be performed.</p>
<h2>Products</h2><p>You can cancel a product order yourself from its order page until it ships, with a full refund in the same way. Items damaged in transit are replaced or refunded if reported within 7 days with a photograph. For hygiene and authenticity reasons, worn gemstones and rudraksha cannot be returned.</p><h2>Late payments</h2><p>An order keeps its items for you for 15 minutes while you pay. If your bank confirms a payment after that, the order is not placed and the full amount is refunded to your payment method automatically.</p>
<h2>How to ask</h2><p>Write to us through the Customer Support page with your order or transaction number.</p>`,
      hi: `${draft.hi}<h2>वॉलेट</h2><p>यदि रिचार्ज विफल हो पर बैंक से पैसे कट जाएँ, तो वे स्वतः लौट जाते हैं या आपके वॉलेट में जमा हो जाते हैं, सामान्यतः कुछ कार्यदिवसों में। अनुरोध पर बिना उपयोग किया वॉलेट बैलेंस, भुगतान गेटवे शुल्क घटाकर, लौटाया जा सकता है।</p>
<h2>परामर्श</h2><p>यदि हमारी ओर की तकनीकी ख़राबी से कॉल या चैट कट जाए, या सलाहकार उत्तर न दें, तो काटे गए मिनट आपके वॉलेट में लौटा दिए जाते हैं। फलादेश पसंद न आने पर रिफ़ंड नहीं दिया जाता, क्योंकि दिया गया मार्गदर्शन वापस नहीं लिया जा सकता।</p>
<h2>पूजा</h2><p>पूजा बुकिंग को आप उसके ऑर्डर पृष्ठ से स्लॉट से 24 घंटे पहले तक स्वयं रद्द कर सकते हैं, और पूरा रिफ़ंड मिलता है: वॉलेट से चुकाई गई राशि वॉलेट में और ऑनलाइन चुकाई गई राशि आपके कार्ड, UPI या बैंक खाते में लौटती है। अंतिम 24 घंटों में पंडित जी आपके नामों के साथ संकल्प की तैयारी कर चुके होते हैं; ग्राहक सहायता को लिखें, हम बुकिंग दूसरी तिथि पर कर देंगे, या पूजा न हो पाने पर रिफ़ंड करेंगे।</p>
<h2>उत्पाद</h2><p>उत्पाद का ऑर्डर भेजे जाने तक आप उसके ऑर्डर पृष्ठ से स्वयं रद्द कर सकते हैं, और इसी तरह पूरा रिफ़ंड मिलता है। रास्ते में क्षतिग्रस्त वस्तुएँ, 7 दिनों के भीतर फ़ोटो के साथ सूचित करने पर, बदली जाती हैं या उनका रिफ़ंड होता है। स्वच्छता और प्रामाणिकता के कारण पहने हुए रत्न और रुद्राक्ष लौटाए नहीं जा सकते।</p><h2>देर से हुआ भुगतान</h2><p>भुगतान के दौरान ऑर्डर आपकी वस्तुएँ 15 मिनट तक आपके लिए रखता है। यदि बैंक उसके बाद भुगतान की पुष्टि करे, तो ऑर्डर नहीं बनता और पूरी राशि अपने-आप आपके भुगतान माध्यम में लौटा दी जाती है।</p>
<h2>कैसे माँगें</h2><p>अपने ऑर्डर या लेन-देन संख्या के साथ ग्राहक सहायता पृष्ठ से हमें लिखें।</p>`,
    },
  },
];
