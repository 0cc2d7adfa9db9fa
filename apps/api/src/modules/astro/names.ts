/** Hindi names for what the engine names only in English transliteration (panchang limbs, grahas, signs). */
import type { Bilingual } from '@nakshatra/shared';

export const GRAHA_HI: Record<string, string> = {
  Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि', Rahu: 'राहु', Ketu: 'केतु', Lagna: 'लग्न',
};
export const graha = (g: string): Bilingual => ({ en: g, hi: GRAHA_HI[g] ?? g });

export const SIGNS_EN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
export const RASHIS_EN = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'] as const;
export const RASHIS_HI = ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'] as const;
/** Sign 1..12 → `{ en: 'Aries', hi: 'मेष', rashi: 'Mesha' }`. */
export const sign = (n: number) => ({ en: SIGNS_EN[n - 1], hi: RASHIS_HI[n - 1], rashi: RASHIS_EN[n - 1] });
export const SIGN_SHORT_HI = ['मे', 'वृ', 'मि', 'क', 'सिं', 'कन्', 'तु', 'वृश्', 'ध', 'म', 'कुं', 'मी'] as const;

const TITHI_HI = ['प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी', 'नवमी', 'दशमी', 'एकादशी', 'द्वादशी', 'त्रयोदशी', 'चतुर्दशी'];
/** Hindi name of tithi 1..30. */
export function tithiHi(t: number): string {
  if (t === 15) return 'पूर्णिमा';
  if (t === 30) return 'अमावस्या';
  return TITHI_HI[(t - 1) % 15];
}
export const pakshaHi = (t: number) => (t <= 15 ? 'शुक्ल' : 'कृष्ण');
export const YOGA_HI = ['विष्कम्भ', 'प्रीति', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगण्ड', 'सुकर्मा', 'धृति', 'शूल', 'गण्ड', 'वृद्धि', 'ध्रुव', 'व्याघात', 'हर्षण', 'वज्र', 'सिद्धि', 'व्यतीपात', 'वरीयान', 'परिघ', 'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म', 'इन्द्र', 'वैधृति'];
const KARANA_HI: Record<string, string> = { Kimstughna: 'किंस्तुघ्न', Bava: 'बव', Balava: 'बालव', Kaulava: 'कौलव', Taitila: 'तैतिल', Garaja: 'गर', Vanija: 'वणिज', Vishti: 'विष्टि (भद्रा)', Shakuni: 'शकुनि', Chatushpada: 'चतुष्पद', Naga: 'नाग' };
export const karanaHi = (name: string) => KARANA_HI[name] ?? name;
export const VAAR_HI = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
export const WEEKDAY_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_HI: Record<string, string> = { Chaitra: 'चैत्र', Vaishakha: 'वैशाख', Jyeshtha: 'ज्येष्ठ', Ashadha: 'आषाढ़', Shravana: 'श्रावण', Bhadrapada: 'भाद्रपद', Ashwin: 'आश्विन', Kartika: 'कार्तिक', Margashirsha: 'मार्गशीर्ष', Pausha: 'पौष', Magha: 'माघ', Phalguna: 'फाल्गुन' };
export const monthHi = (name: string) => MONTH_HI[name] ?? name;
const CHOGHADIYA_HI: Record<string, string> = { Udveg: 'उद्वेग', Char: 'चर', Labh: 'लाभ', Amrit: 'अमृत', Kaal: 'काल', Shubh: 'शुभ', Rog: 'रोग' };
export const choghadiyaHi = (name: string) => CHOGHADIYA_HI[name] ?? name;
export const YOGINI_HI: Record<string, string> = { Mangala: 'मंगला', Pingala: 'पिंगला', Dhanya: 'धान्या', Bhramari: 'भ्रामरी', Bhadrika: 'भद्रिका', Ulka: 'उल्का', Siddha: 'सिद्धा', Sankata: 'संकटा' };
export const DIGNITY_HI: Record<string, string> = { exalted: 'उच्च', debilitated: 'नीच', moolatrikona: 'मूलत्रिकोण', own: 'स्वगृही', friendly: 'मित्र राशि', neutral: 'सम राशि', enemy: 'शत्रु राशि' };
