import type { Locale } from '@/i18n';
import type { astrologerLanguages, astrologerSkills } from '@nakshatra/shared';

type Skill = (typeof astrologerSkills)[number];
type Language = (typeof astrologerLanguages)[number];

/** Names of the skills in Hindi; the API keeps the English values. */
const skillHi: Record<Skill, string> = {
  Vedic: 'वैदिक',
  KP: 'के.पी. (कृष्णमूर्ति पद्धति)',
  Nadi: 'नाड़ी',
  'Lal Kitab': 'लाल किताब',
  Tarot: 'टैरो',
  Numerology: 'अंक ज्योतिष',
  Vastu: 'वास्तु',
  Palmistry: 'हस्तरेखा',
  Prashna: 'प्रश्न ज्योतिष',
  'Face Reading': 'मुख सामुद्रिक',
  Reiki: 'रेकी',
  Psychic: 'अंतर्ज्ञान (साइकिक)',
};

const languageHi: Record<Language, string> = {
  Hindi: 'हिन्दी',
  English: 'अंग्रेज़ी',
  Bengali: 'बांग्ला',
  Marathi: 'मराठी',
  Tamil: 'तमिल',
  Telugu: 'तेलुगु',
  Kannada: 'कन्नड़',
  Malayalam: 'मलयालम',
  Gujarati: 'गुजराती',
  Punjabi: 'पंजाबी',
  Odia: 'ओड़िया',
  Assamese: 'असमिया',
  Urdu: 'उर्दू',
  Sanskrit: 'संस्कृत',
};

export function skillLabel(skill: string, lang: Locale): string {
  return lang === 'hi' ? (skillHi[skill as Skill] ?? skill) : skill;
}

export function languageLabel(language: string, lang: Locale): string {
  return lang === 'hi' ? (languageHi[language as Language] ?? language) : language;
}

/** Rupees typed in a form ("25", "25.5", "25.50") as integer paise; NaN for anything else. */
export function rupeesToPaise(text: string): number {
  const s = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the rupees a form shows: 2500 → "25", 2550 → "25.50". */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
