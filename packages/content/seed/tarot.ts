import type { SeedItem } from '../src/seed-types';
import { img } from './text/util';

/** The 22 major arcana; meanings written for Nakshatra. Card art: our own abstract SVGs (the number as pips). */
type Card = {
  n: number;
  slug: string;
  en: string;
  hi: string;
  sum: [string, string];
  desc: [string, string];
  up: [string, string];
  rev: [string, string];
};

const cards: Card[] = [
  {
    n: 0, slug: 'the-fool', en: 'The Fool', hi: 'द फ़ूल (मूर्ख)',
    sum: ['New beginnings, trust and a leap into the unknown.', 'नई शुरुआत, भरोसा और अनजाने में छलाँग।'],
    desc: ['A young traveller steps towards the edge of a cliff, eyes on the sky, a small bundle on his shoulder. The card numbered zero stands before every journey.', 'एक युवा यात्री आकाश की ओर देखते हुए चट्टान के किनारे की ओर बढ़ रहा है, कंधे पर छोटी-सी पोटली। शून्य अंक वाला यह कार्ड हर यात्रा के आरंभ में खड़ा है।'],
    up: ['A fresh start is possible. Say yes to the new course, the move or the idea, with an open heart and light luggage. Innocence here is a strength, not a weakness.', 'नई शुरुआत संभव है। नए पाठ्यक्रम, नए स्थान या नए विचार को खुले मन और हल्के बोझ के साथ स्वीकार करें। यहाँ भोलापन कमज़ोरी नहीं, शक्ति है।'],
    rev: ['Look before you leap. Haste, carelessness or fear of commitment may be holding you at the edge, or pushing you over it unprepared.', 'छलाँग लगाने से पहले देख लें। जल्दबाज़ी, लापरवाही या प्रतिबद्धता का डर आपको किनारे पर रोके हुए है, या बिना तैयारी धकेल रहा है।'],
  },
  {
    n: 1, slug: 'the-magician', en: 'The Magician', hi: 'द मैजिशियन (जादूगर)',
    sum: ['Skill, focus and the power to make things happen.', 'कौशल, एकाग्रता और काम पूरा करने की शक्ति।'],
    desc: ['A figure raises one hand to the sky and points the other to the earth; before him lie the four tools of the suits. What is above is brought below.', 'एक व्यक्ति एक हाथ आकाश की ओर उठाए और दूसरे से धरती की ओर संकेत किए खड़ा है; सामने चारों सूटों के उपकरण रखे हैं। जो ऊपर है, उसे नीचे लाया जाता है।'],
    up: ['You have what you need. Concentrate your talents on one clear aim and act: this is a time for initiative, communication and skilled work.', 'आपके पास आवश्यक सब कुछ है। अपनी प्रतिभा को एक स्पष्ट लक्ष्य पर केंद्रित करें और कदम उठाएँ: यह पहल, संवाद और कुशल काम का समय है।'],
    rev: ['Scattered energy or misused skill. Beware of manipulation, by others or by yourself, and of promises that are more show than substance.', 'बिखरी ऊर्जा या कौशल का ग़लत उपयोग। दूसरों के या अपने ही छल से, और ऐसे वादों से सावधान रहें जिनमें दिखावा अधिक और सार कम हो।'],
  },
  {
    n: 2, slug: 'the-high-priestess', en: 'The High Priestess', hi: 'द हाई प्रीस्टेस (महापुजारिन)',
    sum: ['Intuition, silence and hidden knowledge.', 'अंतर्ज्ञान, मौन और छिपा हुआ ज्ञान।'],
    desc: ['A calm woman sits between a dark and a light pillar, a crescent moon at her feet and a scroll half hidden in her lap.', 'एक शांत स्त्री काले और उजले स्तंभों के बीच बैठी है, चरणों में अर्धचंद्र और गोद में आधा छिपा ग्रंथ।'],
    up: ['Listen inward. The answer is not in more information but in quiet attention to your dreams, instincts and the unspoken.', 'भीतर सुनें। उत्तर अधिक जानकारी में नहीं, बल्कि अपने सपनों, अंतःप्रेरणा और अनकही बातों पर शांत ध्यान में है।'],
    rev: ['Ignoring your inner voice, or secrets kept too long. Step back from noise and gossip, and reconnect with your own sense of truth.', 'अपनी अंतरात्मा की आवाज़ अनसुनी करना, या बहुत देर तक रखे गए रहस्य। शोर और चुगली से हटकर सत्य के अपने बोध से फिर जुड़ें।'],
  },
  {
    n: 3, slug: 'the-empress', en: 'The Empress', hi: 'द एम्प्रेस (साम्राज्ञी)',
    sum: ['Abundance, nurture, creativity and beauty.', 'समृद्धि, पोषण, सृजन और सौंदर्य।'],
    desc: ['A crowned woman rests among ripening wheat and flowing water, surrounded by the richness of nature.', 'एक मुकुटधारी स्त्री पकते गेहूँ और बहते जल के बीच, प्रकृति की समृद्धि से घिरी विश्राम कर रही है।'],
    up: ['Growth and fertility in any form: a family, a garden, a creative work. Care for your body and senses, and let things ripen in their season.', 'किसी भी रूप में विकास और उर्वरता: परिवार, बगीचा या कोई रचना। अपने शरीर और इंद्रियों का ध्यान रखें, और चीज़ों को अपने मौसम में पकने दें।'],
    rev: ['Creative block or neglect of self-care; perhaps giving so much to others that nothing is left. Nourish yourself first.', 'रचनात्मक अवरोध या अपनी देखभाल की उपेक्षा; शायद दूसरों को इतना देना कि अपने लिए कुछ न बचे। पहले स्वयं को पोषण दें।'],
  },
  {
    n: 4, slug: 'the-emperor', en: 'The Emperor', hi: 'द एम्परर (सम्राट)',
    sum: ['Structure, authority, stability and responsibility.', 'व्यवस्था, अधिकार, स्थिरता और उत्तरदायित्व।'],
    desc: ['A ruler sits on a stone throne against bare mountains, holding the symbols of order.', 'एक शासक नंगे पहाड़ों की पृष्ठभूमि में पत्थर के सिंहासन पर, व्यवस्था के प्रतीक लिए बैठा है।'],
    up: ['Build firm foundations: plans, rules and routines serve you now. Take charge with fairness, and keep your word.', 'मज़बूत नींव रखें: योजनाएँ, नियम और दिनचर्या अभी आपके काम आएँगी। न्याय के साथ नेतृत्व करें और अपना वचन निभाएँ।'],
    rev: ['Rigidity, control or a struggle with authority. Strength without warmth turns into stubbornness; loosen your grip a little.', 'कठोरता, नियंत्रण की चाह या अधिकार से टकराव। गर्मजोशी के बिना शक्ति ज़िद बन जाती है; पकड़ थोड़ी ढीली करें।'],
  },
  {
    n: 5, slug: 'the-hierophant', en: 'The Hierophant', hi: 'द हायरोफ़ैंट (धर्मगुरु)',
    sum: ['Tradition, teaching and shared values.', 'परंपरा, शिक्षा और साझा मूल्य।'],
    desc: ['A teacher sits between two pillars, blessing two students who kneel before him; crossed keys lie at his feet.', 'एक गुरु दो स्तंभों के बीच बैठे हैं और सामने झुके दो शिष्यों को आशीर्वाद दे रहे हैं; चरणों में दो आड़ी चाबियाँ हैं।'],
    up: ['Learn from a mentor or an established path. Ceremonies, institutions and the wisdom of elders support you now.', 'किसी मार्गदर्शक या स्थापित मार्ग से सीखें। संस्कार, संस्थाएँ और बड़ों का ज्ञान अभी आपका सहारा हैं।'],
    rev: ['A rule that no longer fits, or blind conformity. Question respectfully and find the form of faith that is truly yours.', 'ऐसा नियम जो अब उपयुक्त नहीं, या आँख मूँदकर अनुसरण। सम्मान के साथ प्रश्न करें और श्रद्धा का वह रूप खोजें जो सचमुच आपका हो।'],
  },
  {
    n: 6, slug: 'the-lovers', en: 'The Lovers', hi: 'द लवर्स (प्रेमी)',
    sum: ['Love, harmony and choices made from the heart.', 'प्रेम, सामंजस्य और हृदय से लिए गए निर्णय।'],
    desc: ['Two figures stand beneath a radiant winged figure, one tree behind each of them.', 'दो व्यक्ति एक तेजस्वी पंखधारी आकृति के नीचे खड़े हैं, दोनों के पीछे एक-एक वृक्ष।'],
    up: ['A meaningful relationship or an important choice aligned with your values. Honesty and mutual respect make the bond strong.', 'एक सार्थक संबंध या आपके मूल्यों के अनुरूप कोई महत्वपूर्ण निर्णय। ईमानदारी और परस्पर सम्मान बंधन को मज़बूत करते हैं।'],
    rev: ['Imbalance, mixed signals or a choice made against your values. Talk openly before decisions harden into regrets.', 'असंतुलन, उलझे संकेत या अपने मूल्यों के विरुद्ध लिया गया निर्णय। निर्णय पछतावे में बदलें, उससे पहले खुलकर बात करें।'],
  },
  {
    n: 7, slug: 'the-chariot', en: 'The Chariot', hi: 'द चैरियट (रथ)',
    sum: ['Willpower, direction and victory through discipline.', 'इच्छाशक्ति, दिशा और अनुशासन से विजय।'],
    desc: ['A charioteer rides forward, guiding two creatures of opposite colours by will alone.', 'एक सारथी आगे बढ़ रहा है और विपरीत रंगों वाले दो प्राणियों को केवल इच्छाशक्ति से साधे हुए है।'],
    up: ['Move ahead with determination. Opposing pulls can be mastered when you hold a clear goal; success comes from self-control.', 'दृढ़ता के साथ आगे बढ़ें। जब लक्ष्य स्पष्ट हो, तो विपरीत खिंचाव भी साधे जा सकते हैं; सफलता आत्मसंयम से आती है।'],
    rev: ['Lost direction, or force used where steering was needed. Stop, decide where you are really going, then start again.', 'दिशा खो जाना, या जहाँ दिशा देनी थी वहाँ बल प्रयोग। रुकें, तय करें कि आप वास्तव में कहाँ जा रहे हैं, फिर आरंभ करें।'],
  },
  {
    n: 8, slug: 'strength', en: 'Strength', hi: 'स्ट्रेंथ (शक्ति)',
    sum: ['Gentle courage, patience and inner strength.', 'कोमल साहस, धैर्य और आंतरिक शक्ति।'],
    desc: ['A woman calmly closes the jaws of a lion with her bare hands; above her head floats the sign of infinity.', 'एक स्त्री शांत भाव से अपने हाथों से सिंह का मुख बंद कर रही है; उसके सिर के ऊपर अनंत का चिह्न है।'],
    up: ['Real strength is calm. Meet fear, anger or a difficult person with patience and compassion, and you will prevail.', 'वास्तविक शक्ति शांत होती है। डर, क्रोध या कठिन व्यक्ति का सामना धैर्य और करुणा से करें, आप विजयी होंगे।'],
    rev: ['Self-doubt or emotions running wild. Rebuild confidence slowly; be as kind to yourself as you would be to a frightened animal.', 'आत्म-संदेह या बेक़ाबू भावनाएँ। धीरे-धीरे आत्मविश्वास लौटाएँ; स्वयं के प्रति वैसी ही कोमलता रखें जैसी किसी डरे हुए प्राणी के प्रति रखेंगे।'],
  },
  {
    n: 9, slug: 'the-hermit', en: 'The Hermit', hi: 'द हर्मिट (एकांतवासी)',
    sum: ['Solitude, reflection and inner guidance.', 'एकांत, चिंतन और आंतरिक मार्गदर्शन।'],
    desc: ['An old man stands on a snowy peak holding a lantern with a star inside, lighting the next step only.', 'एक वृद्ध बर्फ़ीली चोटी पर तारे वाली लालटेन लिए खड़ा है, जो केवल अगला कदम रोशन करती है।'],
    up: ['Step back from the crowd to think. Study, retreat, meditation or a wise teacher will show the way, one step at a time.', 'सोचने के लिए भीड़ से हटें। अध्ययन, एकांत, ध्यान या कोई ज्ञानी गुरु एक-एक कदम करके राह दिखाएँगे।'],
    rev: ['Isolation that has become loneliness, or refusing advice. Come down from the mountain and share what you have learned.', 'ऐसा एकांत जो अकेलापन बन गया, या सलाह न मानना। पहाड़ से उतरें और जो सीखा है उसे बाँटें।'],
  },
  {
    n: 10, slug: 'wheel-of-fortune', en: 'Wheel of Fortune', hi: 'व्हील ऑफ़ फ़ॉर्च्यून (भाग्य चक्र)',
    sum: ['Cycles, turning points and the movement of fate.', 'चक्र, मोड़ और भाग्य की गति।'],
    desc: ['A great wheel turns in the sky, with figures rising and falling around it: the same wheel of time that astrology measures.', 'आकाश में एक विशाल चक्र घूम रहा है, जिसके चारों ओर आकृतियाँ उठ और गिर रही हैं: समय का वही चक्र जिसे ज्योतिष मापता है।'],
    up: ['A change of season, often for the better. Be ready to seize an opening; remember that every phase passes.', 'मौसम का बदलाव, प्रायः अच्छे के लिए। अवसर को पकड़ने के लिए तैयार रहें; याद रखें कि हर दौर बीत जाता है।'],
    rev: ['A downturn or delay. Resisting the turn only tires you; learn from the cycle and prepare for the next rise.', 'उतार या विलंब। चक्र का विरोध केवल थकाता है; इस दौर से सीखें और अगले उत्थान की तैयारी करें।'],
  },
  {
    n: 11, slug: 'justice', en: 'Justice', hi: 'जस्टिस (न्याय)',
    sum: ['Fairness, truth and cause and effect.', 'निष्पक्षता, सत्य और कर्म का फल।'],
    desc: ['A figure holds scales in one hand and an upright sword in the other: balance and clear judgement.', 'एक आकृति एक हाथ में तराज़ू और दूसरे में सीधी तलवार लिए है: संतुलन और स्पष्ट निर्णय।'],
    up: ['Honest dealings are rewarded. Legal or official matters go by the facts; take responsibility for your part and act fairly.', 'ईमानदार व्यवहार का फल मिलता है। क़ानूनी या सरकारी मामले तथ्यों के आधार पर चलते हैं; अपनी भूमिका की ज़िम्मेदारी लें और न्याय से काम करें।'],
    rev: ['Unfairness, bias or avoiding accountability. Check the papers, hear the other side, and correct what you can.', 'अन्याय, पक्षपात या जवाबदेही से बचना। काग़ज़ जाँचें, दूसरा पक्ष सुनें, और जो सुधार सकते हैं उसे सुधारें।'],
  },
  {
    n: 12, slug: 'the-hanged-man', en: 'The Hanged Man', hi: 'द हैंग्ड मैन (उल्टा लटका व्यक्ति)',
    sum: ['Pause, surrender and a new perspective.', 'ठहराव, समर्पण और नया दृष्टिकोण।'],
    desc: ['A man hangs upside down by one foot from a living tree, his face peaceful, a halo around his head.', 'एक व्यक्ति एक पैर से हरे वृक्ष से उल्टा लटका है, चेहरा शांत, सिर के चारों ओर आभामंडल।'],
    up: ['Waiting is not wasted. Let go of the need to push; seen from another angle, the situation reveals its answer.', 'प्रतीक्षा व्यर्थ नहीं है। ज़ोर लगाने की ज़िद छोड़ें; दूसरे कोण से देखने पर स्थिति अपना उत्तर स्वयं दिखाती है।'],
    rev: ['Stalling, or sacrifice without purpose. Decide whether you are truly waiting or simply avoiding a decision.', 'टालमटोल, या बिना उद्देश्य का त्याग। तय करें कि आप सचमुच प्रतीक्षा कर रहे हैं या केवल निर्णय से बच रहे हैं।'],
  },
  {
    n: 13, slug: 'death', en: 'Death', hi: 'डेथ (परिवर्तन)',
    sum: ['Endings, transformation and clearing the way for the new.', 'अंत, रूपांतरण और नए के लिए स्थान बनाना।'],
    desc: ['A rider passes while the sun rises between two towers. Despite its name, the card rarely speaks of physical death: it speaks of change.', 'एक सवार गुज़र रहा है और दो मीनारों के बीच सूर्य उग रहा है। नाम के बावजूद यह कार्ड शायद ही कभी शारीरिक मृत्यु की बात करता है: यह परिवर्तन की बात करता है।'],
    up: ['A chapter closes so another can open. Release what has run its course (a habit, a role, a fear) and make room.', 'एक अध्याय बंद होता है ताकि दूसरा खुल सके। जो अपना समय पूरा कर चुका है (कोई आदत, भूमिका या डर) उसे छोड़ें और स्थान बनाएँ।'],
    rev: ['Clinging to what is already over. Resistance prolongs the discomfort; accept the ending and the change will be gentler.', 'जो पहले ही समाप्त हो चुका है उससे चिपके रहना। विरोध कष्ट को लंबा करता है; अंत को स्वीकार करें, परिवर्तन सरल होगा।'],
  },
  {
    n: 14, slug: 'temperance', en: 'Temperance', hi: 'टेम्परेंस (संयम)',
    sum: ['Balance, moderation and patient blending.', 'संतुलन, संयम और धैर्यपूर्ण मेल।'],
    desc: ['An angel pours water between two cups, one foot on land and one in a stream.', 'एक देवदूत दो पात्रों के बीच जल उँडेल रहा है, एक पैर धरती पर और एक धारा में।'],
    up: ['The middle path. Combine opposites with patience (work and rest, firmness and kindness) and healing follows.', 'मध्यम मार्ग। धैर्य से विपरीतों का मेल करें (काम और विश्राम, दृढ़ता और करुणा), और उपचार होगा।'],
    rev: ['Excess or impatience. Something is overdone or rushed; return to moderation before restoring the balance costs more.', 'अति या अधीरता। कुछ ज़रूरत से अधिक या जल्दबाज़ी में हो रहा है; संतुलन बहाल करना महँगा पड़े, उससे पहले संयम पर लौटें।'],
  },
  {
    n: 15, slug: 'the-devil', en: 'The Devil', hi: 'द डेविल (बंधन)',
    sum: ['Attachment, temptation and self-made chains.', 'आसक्ति, प्रलोभन और अपनी बनाई ज़ंजीरें।'],
    desc: ['Two figures stand chained beneath a horned creature; the chains around their necks are loose enough to lift off.', 'दो व्यक्ति एक सींग वाले प्राणी के नीचे ज़ंजीरों में खड़े हैं; उनके गले की ज़ंजीरें इतनी ढीली हैं कि उतारी जा सकती हैं।'],
    up: ['Notice what controls you: a habit, a debt, an obsession or an unhealthy bond. Naming it is the first step to freedom.', 'देखें कि आपको क्या नियंत्रित कर रहा है: कोई आदत, ऋण, धुन या अस्वस्थ संबंध। उसे पहचानना मुक्ति का पहला कदम है।'],
    rev: ['Breaking free. You are ready to let go of a dependency or fear; seek support and keep going.', 'बंधन टूट रहा है। आप किसी निर्भरता या डर को छोड़ने के लिए तैयार हैं; सहायता लें और आगे बढ़ते रहें।'],
  },
  {
    n: 16, slug: 'the-tower', en: 'The Tower', hi: 'द टावर (मीनार)',
    sum: ['Sudden change, revelation and the fall of false structures.', 'अचानक परिवर्तन, सत्य का प्रकट होना और झूठे ढाँचों का गिरना।'],
    desc: ['Lightning strikes a tall tower, its crown falls, and flames burst from the windows.', 'एक ऊँची मीनार पर बिजली गिरती है, उसका शिखर गिर जाता है और खिड़कियों से लपटें निकलती हैं।'],
    up: ['Something built on weak foundations gives way. It is unsettling, but the truth revealed clears the ground for something sounder.', 'कमज़ोर नींव पर बनी कोई चीज़ ढह जाती है। यह विचलित करता है, पर प्रकट हुआ सत्य किसी अधिक मज़बूत चीज़ के लिए ज़मीन साफ़ करता है।'],
    rev: ['A crisis narrowly avoided, or change you keep postponing. Make the needed repairs willingly, before events force them.', 'टला हुआ संकट, या वह परिवर्तन जिसे आप टालते जा रहे हैं। घटनाएँ मजबूर करें, उससे पहले स्वेच्छा से आवश्यक सुधार करें।'],
  },
  {
    n: 17, slug: 'the-star', en: 'The Star', hi: 'द स्टार (तारा)',
    sum: ['Hope, healing and quiet faith.', 'आशा, उपचार और शांत श्रद्धा।'],
    desc: ['Beneath a great star and seven smaller ones, a woman kneels by a pool and pours water onto the land and back into the water.', 'एक बड़े तारे और सात छोटे तारों के नीचे एक स्त्री तालाब के किनारे घुटनों के बल बैठी धरती और जल में जल उँडेल रही है।'],
    up: ['After the storm, renewal. Trust that things are mending; rest, take care of your health and let hope guide you.', 'तूफ़ान के बाद नवीनीकरण। भरोसा रखें कि चीज़ें सुधर रही हैं; विश्राम करें, स्वास्थ्य का ध्यान रखें और आशा को मार्ग दिखाने दें।'],
    rev: ['Discouragement or loss of faith. Look for small lights: one kind word, one good night\'s sleep, one step of progress.', 'निराशा या विश्वास खो देना। छोटे-छोटे प्रकाश खोजें: एक दयालु शब्द, एक अच्छी नींद, प्रगति का एक कदम।'],
  },
  {
    n: 18, slug: 'the-moon', en: 'The Moon', hi: 'द मून (चंद्रमा)',
    sum: ['Uncertainty, dreams, intuition and illusion.', 'अनिश्चितता, स्वप्न, अंतर्ज्ञान और भ्रम।'],
    desc: ['A full moon shines over a path between two towers; a dog and a wolf howl, and a creature climbs out of the water.', 'दो मीनारों के बीच के मार्ग पर पूर्ण चंद्रमा चमक रहा है; कुत्ता और भेड़िया चिल्ला रहे हैं, और जल से एक प्राणी बाहर निकल रहा है।'],
    up: ['Not everything is clear yet. Move carefully, trust your intuition, and do not sign or decide on half-seen facts.', 'अभी सब कुछ स्पष्ट नहीं है। सावधानी से आगे बढ़ें, अंतर्ज्ञान पर भरोसा करें, और आधे-अधूरे तथ्यों पर हस्ताक्षर या निर्णय न करें।'],
    rev: ['Confusion lifting. Fears are seen for what they are, and the truth comes into the open.', 'भ्रम छँट रहा है। डर अपने असली रूप में दिखने लगते हैं, और सत्य सामने आता है।'],
  },
  {
    n: 19, slug: 'the-sun', en: 'The Sun', hi: 'द सन (सूर्य)',
    sum: ['Joy, success, vitality and clarity.', 'आनंद, सफलता, जीवन-शक्ति और स्पष्टता।'],
    desc: ['A bright sun shines over a child riding a white horse before a wall of sunflowers.', 'सूरजमुखी की दीवार के सामने सफ़ेद घोड़े पर सवार एक बालक के ऊपर तेजस्वी सूर्य चमक रहा है।'],
    up: ['One of the happiest cards. Things go well, relationships are warm and your efforts are seen. Share the light generously.', 'सबसे सुखद कार्डों में से एक। काम अच्छे चलते हैं, संबंधों में गर्माहट है और आपके प्रयास दिखाई देते हैं। प्रकाश उदारता से बाँटें।'],
    rev: ['Success delayed or joy dimmed by pessimism or arrogance. The sun has not gone; clear the clouds of your own making.', 'सफलता में विलंब, या निराशावाद अथवा अहंकार से धुँधला आनंद। सूर्य कहीं नहीं गया; अपने बनाए बादलों को हटाएँ।'],
  },
  {
    n: 20, slug: 'judgement', en: 'Judgement', hi: 'जजमेंट (जागरण)',
    sum: ['Awakening, reckoning and a calling.', 'जागरण, आत्म-मूल्यांकन और भीतर की पुकार।'],
    desc: ['A trumpet sounds from the clouds and figures rise with open arms to answer the call.', 'बादलों से तुरही बजती है और आकृतियाँ खुली बाँहों से उस पुकार का उत्तर देने उठती हैं।'],
    up: ['Time to review your life honestly and answer a deeper calling. Forgive the past, including yourself, and rise.', 'अपने जीवन की ईमानदार समीक्षा करने और गहरी पुकार का उत्तर देने का समय। अतीत को, स्वयं को भी, क्षमा करें और उठें।'],
    rev: ['Self-criticism or refusing the call. Lessons repeat until they are learned; listen, then act.', 'आत्म-आलोचना या पुकार को अनसुना करना। पाठ तब तक दोहराए जाते हैं जब तक सीखे न जाएँ; सुनें, फिर कदम उठाएँ।'],
  },
  {
    n: 21, slug: 'the-world', en: 'The World', hi: 'द वर्ल्ड (संसार)',
    sum: ['Completion, wholeness and fulfilment.', 'पूर्णता, समग्रता और सिद्धि।'],
    desc: ['A dancer moves inside a great wreath, with four figures watching from the corners: the journey begun by the Fool is complete.', 'एक नर्तकी विशाल माला के भीतर नृत्य कर रही है, चारों कोनों से चार आकृतियाँ देख रही हैं: फ़ूल द्वारा आरंभ की गई यात्रा पूरी हुई।'],
    up: ['A cycle is fulfilled: graduation, a finished project, a journey\'s end. Celebrate, give thanks, and prepare for the next beginning.', 'एक चक्र पूरा हुआ: शिक्षा की पूर्णता, पूरा हुआ प्रोजेक्ट, यात्रा का अंत। उत्सव मनाएँ, धन्यवाद दें, और अगली शुरुआत की तैयारी करें।'],
    rev: ['Almost there, but something is unfinished. Tie up the loose ends rather than rushing to the next thing.', 'लगभग पहुँच गए, पर कुछ अधूरा है। अगली चीज़ की ओर दौड़ने के बजाय बचे हुए काम पूरे करें।'],
  },
];

const note = {
  en: '<p><em>Tarot is offered here as a tool for reflection, not as a fixed prediction. For decisions about health, money or law, please consult a qualified professional.</em></p>',
  hi: '<p><em>टैरो यहाँ आत्म-चिंतन के साधन के रूप में प्रस्तुत है, निश्चित भविष्यवाणी के रूप में नहीं। स्वास्थ्य, धन या क़ानून से जुड़े निर्णयों के लिए कृपया योग्य विशेषज्ञ से परामर्श करें।</em></p>',
};

export const items: SeedItem<'tarot'>[] = cards.map((c) => ({
  slug: c.slug,
  category: 'divination',
  arcana: 'major' as const,
  number: c.n,
  title: { en: c.en, hi: c.hi },
  summary: { en: c.sum[0], hi: c.sum[1] },
  upright: { en: c.up[0], hi: c.up[1] },
  reversed: { en: c.rev[0], hi: c.rev[1] },
  image: img('tarot', String(c.n).padStart(2, '0')),
  body: {
    en: `<p>${c.desc[0]}</p><h2>Upright</h2><p>${c.up[0]}</p><h2>Reversed</h2><p>${c.rev[0]}</p>${note.en}`,
    hi: `<p>${c.desc[1]}</p><h2>सीधा कार्ड</h2><p>${c.up[1]}</p><h2>उल्टा कार्ड</h2><p>${c.rev[1]}</p>${note.hi}`,
  },
}));
