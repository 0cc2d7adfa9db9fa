/**
 * The 78 tarot cards' identities (meanings are the CMS's `tarot` items, slug `tarot-<slug>`).
 * Major arcana 0–21; minor arcana 1–14 per suit (11 Page, 12 Knight, 13 Queen, 14 King).
 */
import type { Bilingual } from '@nakshatra/shared';

export type TarotCard = { slug: string; name: Bilingual; arcana: 'major' | 'minor'; suit?: 'wands' | 'cups' | 'swords' | 'pentacles'; number: number };

const MAJOR: Array<[string, string, string]> = [
  ['the-fool', 'The Fool', 'मूर्ख'], ['the-magician', 'The Magician', 'जादूगर'], ['the-high-priestess', 'The High Priestess', 'महापुजारिन'],
  ['the-empress', 'The Empress', 'साम्राज्ञी'], ['the-emperor', 'The Emperor', 'सम्राट'], ['the-hierophant', 'The Hierophant', 'धर्मगुरु'],
  ['the-lovers', 'The Lovers', 'प्रेमी'], ['the-chariot', 'The Chariot', 'रथ'], ['strength', 'Strength', 'शक्ति'], ['the-hermit', 'The Hermit', 'संन्यासी'],
  ['wheel-of-fortune', 'Wheel of Fortune', 'भाग्य चक्र'], ['justice', 'Justice', 'न्याय'], ['the-hanged-man', 'The Hanged Man', 'लटका हुआ व्यक्ति'],
  ['death', 'Death', 'मृत्यु (परिवर्तन)'], ['temperance', 'Temperance', 'संयम'], ['the-devil', 'The Devil', 'शैतान'], ['the-tower', 'The Tower', 'मीनार'],
  ['the-star', 'The Star', 'तारा'], ['the-moon', 'The Moon', 'चंद्रमा'], ['the-sun', 'The Sun', 'सूर्य'], ['judgement', 'Judgement', 'निर्णय'], ['the-world', 'The World', 'संसार'],
];
const SUITS: Array<[TarotCard['suit'] & string, string, string]> = [['wands', 'Wands', 'छड़ी'], ['cups', 'Cups', 'प्याले'], ['swords', 'Swords', 'तलवारें'], ['pentacles', 'Pentacles', 'सिक्के']];
const RANKS: Array<[string, string, string]> = [
  ['ace', 'Ace', 'इक्का'], ['two', 'Two', 'दो'], ['three', 'Three', 'तीन'], ['four', 'Four', 'चार'], ['five', 'Five', 'पाँच'], ['six', 'Six', 'छह'], ['seven', 'Seven', 'सात'],
  ['eight', 'Eight', 'आठ'], ['nine', 'Nine', 'नौ'], ['ten', 'Ten', 'दस'], ['page', 'Page', 'पेज (सेवक)'], ['knight', 'Knight', 'नाइट (योद्धा)'], ['queen', 'Queen', 'रानी'], ['king', 'King', 'राजा'],
];

export const TAROT_CARDS: readonly TarotCard[] = [
  ...MAJOR.map(([slug, en, hi], i) => ({ slug, name: { en, hi }, arcana: 'major' as const, number: i })),
  ...SUITS.flatMap(([suit, suitEn, suitHi]) => RANKS.map(([rank, en, hi], i) => ({
    slug: `${rank}-of-${suit}`, name: { en: `${en} of ${suitEn}`, hi: `${suitHi} का ${hi}` }, arcana: 'minor' as const, suit, number: i + 1,
  }))),
];
