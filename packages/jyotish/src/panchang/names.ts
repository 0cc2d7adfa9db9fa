/** Names of the panchang elements (English transliteration as in the reference data). */

/** Tithi names within a paksha, index 0 = Pratipada (tithi 1 / 16); 15 = Purnima, 30 = Amavasya. */
export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
] as const;

/** Name of tithi 1..30 (1–15 Shukla, 16–30 Krishna). */
export function tithiName(tithi: number): string {
  if (tithi === 15) return 'Purnima';
  if (tithi === 30) return 'Amavasya';
  return TITHI_NAMES[(tithi - 1) % 15];
}

/** Nakshatra names, index 0 = Ashwini (1). */
export const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
] as const;

/** Yoga names, index 0 = Vishkambha (1). */
export const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda',
  'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha', 'Shiva',
  'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const;

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;

/** Name of karana 1..60: 1 Kimstughna, 2–57 the seven movable karanas repeating, 58 Shakuni, 59 Chatushpada, 60 Naga. */
export function karanaName(karana: number): string {
  if (karana === 1) return 'Kimstughna';
  if (karana === 58) return 'Shakuni';
  if (karana === 59) return 'Chatushpada';
  if (karana === 60) return 'Naga';
  return MOVABLE_KARANAS[(karana - 2) % 7];
}

/** Vaar (weekday) names, index 0 = Sunday. */
export const VAAR_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;

/** Lunar month names, index 0 = Chaitra. */
export const MONTH_NAMES = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna',
] as const;

/** Rashi names, index 0 = Mesha. */
export const RASHI_NAMES = [
  'Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena',
] as const;

/** Choghadiya names in their cyclic day order. */
export const CHOGHADIYA_NAMES = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
/** Nature of each choghadiya (same order). */
export const CHOGHADIYA_NATURE = ['bad', 'neutral', 'good', 'good', 'bad', 'good', 'bad'] as const;
