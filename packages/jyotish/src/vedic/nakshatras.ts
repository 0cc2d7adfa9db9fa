/**
 * The 27 nakshatras (13°20′ each from 0° sidereal Mesha) with lord (Vimshottari order), deity, gana, yoni,
 * nadi and the four name syllables (namakshar, one per pada). Gana, yoni and nadi follow `ashtakoota.md`.
 */
import type { BilingualName, Graha, NakshatraNumber } from './types.js';

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type Yoni =
  | 'Horse' | 'Elephant' | 'Sheep' | 'Serpent' | 'Dog' | 'Cat' | 'Rat'
  | 'Cow' | 'Buffalo' | 'Tiger' | 'Deer' | 'Monkey' | 'Mongoose' | 'Lion';

export type NakshatraInfo = {
  /** 1..27 */
  number: NakshatraNumber;
  name: BilingualName;
  /** Vimshottari lord. */
  lord: Graha;
  deity: BilingualName;
  gana: Gana;
  yoni: Yoni;
  nadi: Nadi;
  /** Name syllables for padas 1..4, Latin and Devanagari. */
  namakshar: BilingualName[];
};

/** Yoni animals in the order of the ashtakoota.md matrix (index 0..13). */
export const YONIS: readonly Yoni[] = [
  'Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose', 'Lion',
];
/** Hindi names of the yoni animals. */
export const YONI_HI: Readonly<Record<Yoni, string>> = {
  Horse: 'अश्व', Elephant: 'गज', Sheep: 'मेष', Serpent: 'सर्प', Dog: 'श्वान', Cat: 'मार्जार', Rat: 'मूषक',
  Cow: 'गौ', Buffalo: 'महिष', Tiger: 'व्याघ्र', Deer: 'मृग', Monkey: 'वानर', Mongoose: 'नकुल', Lion: 'सिंह',
};
export const GANA_HI: Readonly<Record<Gana, string>> = { Deva: 'देव', Manushya: 'मनुष्य', Rakshasa: 'राक्षस' };
export const NADI_HI: Readonly<Record<Nadi, string>> = { Adi: 'आदि', Madhya: 'मध्य', Antya: 'अन्त्य' };

const LORD_CYCLE: Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

// [en, hi, deity en, deity hi, gana, yoni, nadi, syllables Latin, syllables Devanagari]
type Row = [string, string, string, string, Gana, Yoni, Nadi, string, string];
const ROWS: Row[] = [
  ['Ashwini', 'अश्विनी', 'Ashwini Kumaras', 'अश्विनी कुमार', 'Deva', 'Horse', 'Adi', 'Chu Che Cho La', 'चु चे चो ला'],
  ['Bharani', 'भरणी', 'Yama', 'यम', 'Manushya', 'Elephant', 'Madhya', 'Li Lu Le Lo', 'ली लू ले लो'],
  ['Krittika', 'कृत्तिका', 'Agni', 'अग्नि', 'Rakshasa', 'Sheep', 'Antya', 'A I U E', 'अ इ उ ए'],
  ['Rohini', 'रोहिणी', 'Brahma', 'ब्रह्मा', 'Manushya', 'Serpent', 'Antya', 'O Va Vi Vu', 'ओ वा वी वू'],
  ['Mrigashira', 'मृगशिरा', 'Soma', 'सोम', 'Deva', 'Serpent', 'Madhya', 'Ve Vo Ka Ki', 'वे वो का की'],
  ['Ardra', 'आर्द्रा', 'Rudra', 'रुद्र', 'Manushya', 'Dog', 'Adi', 'Ku Gha Ng Chha', 'कु घ ङ छ'],
  ['Punarvasu', 'पुनर्वसु', 'Aditi', 'अदिति', 'Deva', 'Cat', 'Adi', 'Ke Ko Ha Hi', 'के को हा ही'],
  ['Pushya', 'पुष्य', 'Brihaspati', 'बृहस्पति', 'Deva', 'Sheep', 'Madhya', 'Hu He Ho Da', 'हु हे हो डा'],
  ['Ashlesha', 'आश्लेषा', 'Sarpa', 'सर्प', 'Rakshasa', 'Cat', 'Antya', 'Di Du De Do', 'डी डू डे डो'],
  ['Magha', 'मघा', 'Pitru', 'पितृ', 'Rakshasa', 'Rat', 'Antya', 'Ma Mi Mu Me', 'मा मी मू मे'],
  ['Purva Phalguni', 'पूर्वा फाल्गुनी', 'Bhaga', 'भग', 'Manushya', 'Rat', 'Madhya', 'Mo Ta Ti Tu', 'मो टा टी टू'],
  ['Uttara Phalguni', 'उत्तरा फाल्गुनी', 'Aryaman', 'अर्यमा', 'Manushya', 'Cow', 'Adi', 'Te To Pa Pi', 'टे टो पा पी'],
  ['Hasta', 'हस्त', 'Savitr', 'सविता', 'Deva', 'Buffalo', 'Adi', 'Pu Sha Na Tha', 'पू ष ण ठ'],
  ['Chitra', 'चित्रा', 'Tvashtr', 'त्वष्टा', 'Rakshasa', 'Tiger', 'Madhya', 'Pe Po Ra Ri', 'पे पो रा री'],
  ['Swati', 'स्वाती', 'Vayu', 'वायु', 'Deva', 'Buffalo', 'Antya', 'Ru Re Ro Ta', 'रू रे रो ता'],
  ['Vishakha', 'विशाखा', 'Indra-Agni', 'इन्द्राग्नि', 'Rakshasa', 'Tiger', 'Antya', 'Ti Tu Te To', 'ती तू ते तो'],
  ['Anuradha', 'अनुराधा', 'Mitra', 'मित्र', 'Deva', 'Deer', 'Madhya', 'Na Ni Nu Ne', 'ना नी नू ने'],
  ['Jyeshtha', 'ज्येष्ठा', 'Indra', 'इन्द्र', 'Rakshasa', 'Deer', 'Adi', 'No Ya Yi Yu', 'नो या यी यू'],
  ['Mula', 'मूल', 'Nirriti', 'निऋति', 'Rakshasa', 'Dog', 'Adi', 'Ye Yo Bha Bhi', 'ये यो भा भी'],
  ['Purva Ashadha', 'पूर्वाषाढ़ा', 'Apah', 'आपः', 'Manushya', 'Monkey', 'Madhya', 'Bhu Dha Pha Dha', 'भू धा फा ढा'],
  ['Uttara Ashadha', 'उत्तराषाढ़ा', 'Vishvedevas', 'विश्वेदेव', 'Manushya', 'Mongoose', 'Antya', 'Bhe Bho Ja Ji', 'भे भो जा जी'],
  ['Shravana', 'श्रवण', 'Vishnu', 'विष्णु', 'Deva', 'Monkey', 'Antya', 'Khi Khu Khe Kho', 'खी खू खे खो'],
  ['Dhanishta', 'धनिष्ठा', 'Vasus', 'वसु', 'Rakshasa', 'Lion', 'Madhya', 'Ga Gi Gu Ge', 'गा गी गू गे'],
  ['Shatabhisha', 'शतभिषा', 'Varuna', 'वरुण', 'Rakshasa', 'Horse', 'Adi', 'Go Sa Si Su', 'गो सा सी सू'],
  ['Purva Bhadrapada', 'पूर्वा भाद्रपद', 'Aja Ekapada', 'अजैकपाद', 'Manushya', 'Lion', 'Adi', 'Se So Da Di', 'से सो दा दी'],
  ['Uttara Bhadrapada', 'उत्तरा भाद्रपद', 'Ahirbudhnya', 'अहिर्बुध्न्य', 'Manushya', 'Cow', 'Madhya', 'Du Tha Jha Na', 'दू थ झ ञ'],
  ['Revati', 'रेवती', 'Pushan', 'पूषा', 'Deva', 'Elephant', 'Antya', 'De Do Cha Chi', 'दे दो चा ची'],
];

/** Nakshatra table, index 0 = Ashwini (1). */
export const NAKSHATRAS: readonly NakshatraInfo[] = ROWS.map(([en, hi, den, dhi, gana, yoni, nadi, lat, dev], i) => {
  const l = lat.split(' ');
  const d = dev.split(' ');
  return {
    number: i + 1,
    name: { en, hi },
    lord: LORD_CYCLE[i % 9],
    deity: { en: den, hi: dhi },
    gana,
    yoni,
    nadi,
    namakshar: l.map((s, k) => ({ en: s, hi: d[k] })),
  };
});

/** Nakshatra info for number 1..27. */
export function nakshatraInfo(n: NakshatraNumber): NakshatraInfo {
  return NAKSHATRAS[n - 1];
}
