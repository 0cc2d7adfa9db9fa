/**
 * The kundli-matching report: the eight kootas (points and a plain explanation in English and Hindi), Nadi and
 * Bhakoot dosha with their cancellations, both partners' Manglik status and compatibility, and a conclusion.
 * The 36-point total is the engine's raw sum (no cancellation added back), as the reference data defines it.
 */
import { birthChart, manglikCompatibility, matchAshtakoota, placementsOf, vedic, type AshtakootaResult } from '@nakshatra/jyotish';

type KootaKey = vedic.KootaKey;
import type { Bilingual, BirthInput } from '@nakshatra/shared';
import { engineBirth, resolvePlace, withEngine, type ResolvedPlace } from './birth.js';
import { graha, sign } from './names.js';

const { GANA_HI, NADI_HI, YONI_HI } = vedic;
const VARNA_HI: Record<string, string> = { Brahmin: 'ब्राह्मण', Kshatriya: 'क्षत्रिय', Vaishya: 'वैश्य', Shudra: 'शूद्र' };
const VASHYA_HI: Record<string, string> = { Chatushpada: 'चतुष्पद', Manava: 'मानव', Jalachara: 'जलचर', Vanachara: 'वनचर', Keeta: 'कीट' };

const KOOTA_INFO: Record<KootaKey, { name: Bilingual; about: Bilingual }> = {
  varna: { name: { en: 'Varna', hi: 'वर्ण' }, about: { en: 'Varna compares the temperament and the way each of you approaches work and duty.', hi: 'वर्ण दोनों के स्वभाव और कर्म-कर्तव्य के प्रति दृष्टिकोण की तुलना करता है।' } },
  vashya: { name: { en: 'Vashya', hi: 'वश्य' }, about: { en: 'Vashya shows how easily the two of you influence and accommodate each other.', hi: 'वश्य बताता है कि आप दोनों एक-दूसरे को कितनी सहजता से प्रभावित और स्वीकार करते हैं।' } },
  tara: { name: { en: 'Tara', hi: 'तारा' }, about: { en: 'Tara counts the birth stars from each other and reflects health and fortune after marriage.', hi: 'तारा एक-दूसरे के जन्म नक्षत्र से गिनती है और विवाह के बाद स्वास्थ्य व भाग्य दिखाती है।' } },
  yoni: { name: { en: 'Yoni', hi: 'योनि' }, about: { en: 'Yoni compares the animal symbols of the birth stars: physical and instinctive harmony.', hi: 'योनि जन्म नक्षत्रों के पशु-प्रतीकों की तुलना करती है: शारीरिक और सहज सामंजस्य।' } },
  graha_maitri: { name: { en: 'Graha Maitri', hi: 'ग्रह मैत्री' }, about: { en: 'Graha Maitri looks at the friendship of your Moon signs’ lords: mental wavelength and friendship.', hi: 'ग्रह मैत्री चंद्र राशियों के स्वामियों की मित्रता देखती है: मानसिक तालमेल और मित्रता।' } },
  gana: { name: { en: 'Gana', hi: 'गण' }, about: { en: 'Gana compares nature (divine, human or fierce) and how you handle conflict.', hi: 'गण स्वभाव (देव, मनुष्य या राक्षस) और मतभेद सँभालने के ढंग की तुलना करता है।' } },
  bhakoot: { name: { en: 'Bhakoot', hi: 'भकूट' }, about: { en: 'Bhakoot checks the distance between your Moon signs: family welfare, prosperity and children.', hi: 'भकूट दोनों चंद्र राशियों की दूरी देखता है: परिवार का कल्याण, समृद्धि और संतान।' } },
  nadi: { name: { en: 'Nadi', hi: 'नाड़ी' }, about: { en: 'Nadi compares the constitution (Adi, Madhya, Antya); the same nadi is traditionally avoided for health and progeny.', hi: 'नाड़ी प्रकृति (आदि, मध्य, अन्त्य) की तुलना करती है; स्वास्थ्य और संतान के लिए समान नाड़ी परंपरा से टाली जाती है।' } },
};

const REASONS: Record<string, Bilingual> = {
  same_rashi_different_nakshatra: { en: 'Both Moons are in the same sign but in different nakshatras.', hi: 'दोनों का चंद्रमा एक ही राशि में है पर नक्षत्र अलग हैं।' },
  same_nakshatra_different_rashi: { en: 'Both Moons are in the same nakshatra but in different signs.', hi: 'दोनों का चंद्रमा एक ही नक्षत्र में है पर राशियाँ अलग हैं।' },
  rashi_lords_same_or_mutual_friends: { en: 'The lords of the two Moon signs are the same planet or mutual friends.', hi: 'दोनों चंद्र राशियों के स्वामी एक ही ग्रह हैं या परस्पर मित्र हैं।' },
  rashi_lords_same: { en: 'Both Moon signs have the same lord.', hi: 'दोनों चंद्र राशियों का स्वामी एक ही ग्रह है।' },
  rashi_lords_mutual_friends: { en: 'The lords of the two Moon signs are mutual friends.', hi: 'दोनों चंद्र राशियों के स्वामी परस्पर मित्र हैं।' },
};

function hindiExplanation(key: KootaKey, r: AshtakootaResult): string {
  const b = r.boy;
  const g = r.girl;
  const pts = r.kootas[key].points;
  switch (key) {
    case 'varna': return `लड़के का वर्ण ${VARNA_HI[b.varna]}, लड़की का ${VARNA_HI[g.varna]}: ${pts ? 'लड़के का वर्ण समान या ऊँचा है' : 'लड़के का वर्ण नीचा है'}।`;
    case 'vashya': return `लड़का ${VASHYA_HI[b.vashya]}, लड़की ${VASHYA_HI[g.vashya]}${b.vashya === g.vashya ? ' (एक ही वर्ग)' : ''}।`;
    case 'tara': return `दोनों ओर से गिने गए नक्षत्रों के आधार पर ${pts} अंक; विपत, प्रत्यक और नैधन तारा अशुभ मानी जाती हैं।`;
    case 'yoni': return `लड़के की योनि ${YONI_HI[b.yoni]}, लड़की की ${YONI_HI[g.yoni]}${b.yoni === g.yoni ? ' (एक ही योनि)' : pts === 0 ? ' (शत्रु योनि)' : ''}।`;
    case 'graha_maitri': return `राशि स्वामी ${graha(vedic.rashiLord(b.rashi)).hi} (लड़का) और ${graha(vedic.rashiLord(g.rashi)).hi} (लड़की): ${pts >= 4 ? 'मित्रता अच्छी है' : pts >= 3 ? 'संबंध सम है' : 'मित्रता कमज़ोर है'}।`;
    case 'gana': return `लड़के का गण ${GANA_HI[b.gana]}, लड़की का ${GANA_HI[g.gana]}${pts === 0 ? ' (गण दोष)' : ''}।`;
    case 'bhakoot': return `राशियाँ ${sign(b.rashi).hi} (लड़का) और ${sign(g.rashi).hi} (लड़की)${pts === 0 ? ': भकूट दोष (2/12, 5/9 या 6/8 की दूरी)' : ': दूरी शुभ है'}।`;
    case 'nadi': return `लड़के की नाड़ी ${NADI_HI[b.nadi]}, लड़की की ${NADI_HI[g.nadi]}${pts === 0 ? ' (समान नाड़ी: नाड़ी दोष)' : ' (भिन्न)'}।`;
  }
}

function conclusion(total: number, r: AshtakootaResult, manglikOk: boolean | null): Bilingual & { verdict: 'excellent' | 'good' | 'average' | 'not_recommended' } {
  const verdict = total > 32 ? 'excellent' : total >= 25 ? 'good' : total >= 18 ? 'average' : 'not_recommended';
  const head: Record<typeof verdict, Bilingual> = {
    excellent: { en: `${total} of 36 points: an excellent match.`, hi: `36 में से ${total} गुण: उत्तम मिलान।` },
    good: { en: `${total} of 36 points: a good match.`, hi: `36 में से ${total} गुण: अच्छा मिलान।` },
    average: { en: `${total} of 36 points: an acceptable match (18 is the traditional minimum).`, hi: `36 में से ${total} गुण: स्वीकार्य मिलान (परंपरा से न्यूनतम 18)।` },
    not_recommended: { en: `${total} of 36 points: below the traditional minimum of 18, so the match is not recommended on guna milan alone.`, hi: `36 में से ${total} गुण: परंपरागत न्यूनतम 18 से कम, इसलिए केवल गुण मिलान के आधार पर यह विवाह अनुशंसित नहीं।` },
  };
  const en = [head[verdict].en];
  const hi = [head[verdict].hi];
  for (const [d, nm] of [[r.nadiDosha, { en: 'Nadi', hi: 'नाड़ी' }], [r.bhakootDosha, { en: 'Bhakoot', hi: 'भकूट' }]] as const) {
    if (!d.present) continue;
    en.push(d.cancelled ? `${nm.en} dosha is present but cancelled.` : `${nm.en} dosha is present and not cancelled; consult an astrologer.`);
    hi.push(d.cancelled ? `${nm.hi} दोष है पर निरस्त हो जाता है।` : `${nm.hi} दोष है और निरस्त नहीं होता; ज्योतिषी से परामर्श लें।`);
  }
  if (manglikOk === false) { en.push('Only one partner is manglik: remedies or a consultation are advised.'); hi.push('केवल एक साथी मांगलिक है: उपाय या परामर्श की सलाह है।'); }
  if (manglikOk === true) { en.push('Manglik status is compatible.'); hi.push('मांगलिक स्थिति अनुकूल है।'); }
  return { verdict, en: en.join(' '), hi: hi.join(' ') };
}

/** One partner as given: birth details (with an optional resolved place). */
export type MatchPartner = { birth: BirthInput; place?: ResolvedPlace };

function partner(p: MatchPartner) {
  const place = p.place ?? resolvePlace(p.birth);
  const chart = withEngine(() => birthChart(engineBirth(p.birth, place)));
  const manglik = vedic.manglikDosha(placementsOf(chart));
  const moon = chart.planets.Moon;
  return {
    summary: {
      name: p.birth.name, date: p.birth.date, time: p.birth.time, place: place.name,
      moonSign: { number: moon.rashi, ...sign(moon.rashi) },
      nakshatra: { number: moon.nakshatra, pada: moon.pada, ...vedic.nakshatraInfo(moon.nakshatra).name },
      manglik: { present: manglik.present, cancelled: !!manglik.cancelled, reason: manglik.reason, cancellationReasons: manglik.cancellationReasons ?? [], marsHouse: manglik.marsHouse },
    },
    moonLon: moon.lon,
    manglik,
  };
}

export type MatchReport = ReturnType<typeof buildMatchReport>;

/** Ashtakoota report for a boy and a girl. */
export function buildMatchReport(boyIn: MatchPartner, girlIn: MatchPartner) {
  const boy = partner(boyIn);
  const girl = partner(girlIn);
  const r = withEngine(() => matchAshtakoota({ moonLon: boy.moonLon }, { moonLon: girl.moonLon }));
  const manglik = manglikCompatibility(boy.manglik, girl.manglik);
  const kootas = (Object.keys(KOOTA_INFO) as KootaKey[]).map((key) => ({
    key, name: KOOTA_INFO[key].name, points: r.kootas[key].points, max: r.kootas[key].max,
    about: KOOTA_INFO[key].about,
    explanation: { en: r.kootas[key].explanation, hi: hindiExplanation(key, r) },
  }));
  const dosha = (d: AshtakootaResult['nadiDosha']) => ({ present: d.present, cancelled: d.cancelled, reasons: d.reasons.map((k) => ({ key: k, ...(REASONS[k] ?? { en: k, hi: k }) })) });
  return {
    boy: boy.summary,
    girl: girl.summary,
    kootas,
    total: r.total,
    maxTotal: 36,
    nadiDosha: dosha(r.nadiDosha),
    bhakootDosha: dosha(r.bhakootDosha),
    manglik: {
      compatible: manglik.compatible,
      boyManglik: manglik.boyManglik,
      girlManglik: manglik.girlManglik,
      explanation: {
        en: manglik.explanation,
        hi: manglik.boyManglik && manglik.girlManglik ? 'दोनों मांगलिक हैं, इसलिए एक का दोष दूसरे से शांत हो जाता है।'
          : !manglik.boyManglik && !manglik.girlManglik ? 'कोई भी मांगलिक नहीं है (या दोष निरस्त है), इसलिए मांगलिक असंगति नहीं है।'
            : `केवल ${manglik.boyManglik ? 'लड़का' : 'लड़की'} मांगलिक है; परंपरा से मांगलिक साथी या उपाय की सलाह दी जाती है।`,
      },
    },
    conclusion: conclusion(r.total, r, manglik.compatible),
  };
}
