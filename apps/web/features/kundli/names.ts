/** Short and full names of the grahas, and of the divisional charts, in English and Hindi. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof GRAHAS)[number];

export const GRAHA_SHORT: Record<'en' | 'hi', Record<Graha, string>> = {
  en: { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' },
  hi: { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के' },
};
export const GRAHA_NAME: Record<'en' | 'hi', Record<Graha | 'Lagna', string>> = {
  en: { Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn', Rahu: 'Rahu', Ketu: 'Ketu', Lagna: 'Lagna' },
  hi: { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि', Rahu: 'राहु', Ketu: 'केतु', Lagna: 'लग्न' },
};
export const grahaName = (g: string, lang: 'en' | 'hi') => GRAHA_NAME[lang][g as Graha] ?? g;

/** What each divisional chart is read for. */
export const CHART_NAMES: Record<string, { en: string; hi: string }> = {
  D1: { en: 'Lagna chart (D1)', hi: 'लग्न कुंडली (D1)' },
  Moon: { en: 'Moon chart (Chandra)', hi: 'चंद्र कुंडली' },
  D2: { en: 'Hora (D2): wealth', hi: 'होरा (D2): धन' },
  D3: { en: 'Drekkana (D3): siblings', hi: 'द्रेष्काण (D3): भाई-बहन' },
  D4: { en: 'Chaturthamsa (D4): home and property', hi: 'चतुर्थांश (D4): घर और संपत्ति' },
  D7: { en: 'Saptamsa (D7): children', hi: 'सप्तांश (D7): संतान' },
  D9: { en: 'Navamsa (D9): marriage and dharma', hi: 'नवांश (D9): विवाह और धर्म' },
  D10: { en: 'Dasamsa (D10): career', hi: 'दशमांश (D10): करियर' },
  D12: { en: 'Dwadasamsa (D12): parents', hi: 'द्वादशांश (D12): माता-पिता' },
  D16: { en: 'Shodasamsa (D16): vehicles and comforts', hi: 'षोडशांश (D16): वाहन और सुख' },
  D20: { en: 'Vimsamsa (D20): spiritual life', hi: 'विंशांश (D20): आध्यात्मिक जीवन' },
  D24: { en: 'Chaturvimsamsa (D24): learning', hi: 'चतुर्विंशांश (D24): शिक्षा' },
  D27: { en: 'Saptavimsamsa (D27): strengths', hi: 'सप्तविंशांश (D27): बल' },
  D30: { en: 'Trimsamsa (D30): misfortunes', hi: 'त्रिंशांश (D30): कष्ट' },
  D40: { en: 'Khavedamsa (D40): maternal legacy', hi: 'खवेदांश (D40): मातृ पक्ष' },
  D45: { en: 'Akshavedamsa (D45): character', hi: 'अक्षवेदांश (D45): चरित्र' },
  D60: { en: 'Shashtiamsa (D60): past karma', hi: 'षष्ट्यंश (D60): पूर्व कर्म' },
};
