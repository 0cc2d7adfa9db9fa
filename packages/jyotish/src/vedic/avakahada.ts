/**
 * Avakahada chakra: the birth attributes read from the Moon (and the lagna).
 * Varna and vashya follow the matching convention (ashtakoota.md, Moon's rashi; vashya splits Dhanu and Makara
 * at 15°); yoni, gana and nadi come from the Moon's nakshatra; tatva is the element of the Moon's rashi;
 * paya by the Moon's house from the lagna (1, 6, 11 Swarna; 2, 5, 9 Rajat; 3, 7, 10 Tamra; 4, 8, 12 Loha);
 * namakshar is the syllable of the Moon's nakshatra pada; yunja by the Moon's nakshatra
 * (Purva: Revati–Mrigashira; Madhya: Ardra–Jyeshtha; Antya (Para): Mula–Uttara Bhadrapada).
 */
import { GANA_HI, NADI_HI, YONI_HI, nakshatraInfo } from './nakshatras.js';
import type { Gana, Nadi, Yoni } from './nakshatras.js';
import { VARNA_HI, VARNA_OF_RASHI, VASHYA_HI, vashyaOf } from './match-tables.js';
import type { Varna, Vashya } from './match-tables.js';
import { pointDetails } from './planet-details.js';
import type { AscendantDetail } from './planet-details.js';
import { rashiInfo } from './rashis.js';
import type { BilingualName, Placements } from './types.js';
import { checkLon, houseFrom } from './zodiac.js';

export type Paya = 'Swarna' | 'Rajat' | 'Tamra' | 'Loha';
const PAYA_HI: Record<Paya, string> = { Swarna: 'स्वर्ण', Rajat: 'रजत', Tamra: 'ताम्र', Loha: 'लौह' };
const PAYA_BY_HOUSE: Paya[] = ['Swarna', 'Rajat', 'Tamra', 'Loha', 'Rajat', 'Swarna', 'Tamra', 'Loha', 'Rajat', 'Tamra', 'Swarna', 'Loha'];

export type Yunja = 'Purva' | 'Madhya' | 'Antya';
const YUNJA_HI: Record<Yunja, string> = { Purva: 'पूर्व', Madhya: 'मध्य', Antya: 'अन्त्य' };

export type AvakahadaChakra = {
  /** Moon's rashi, nakshatra, pada and lords. */
  moon: AscendantDetail;
  /** Lagna's rashi, nakshatra, pada and lords. */
  ascendant: AscendantDetail;
  varna: { value: Varna; name: BilingualName };
  vashya: { value: Vashya; name: BilingualName };
  yoni: { value: Yoni; name: BilingualName };
  gana: { value: Gana; name: BilingualName };
  nadi: { value: Nadi; name: BilingualName };
  tatva: BilingualName;
  paya: { value: Paya; name: BilingualName; moonHouseFromLagna: number };
  yunja: { value: Yunja; name: BilingualName };
  /** Name syllable of the Moon's nakshatra pada, Latin and Devanagari, plus all four of the nakshatra. */
  namakshar: BilingualName & { nakshatraSyllables: BilingualName[] };
  rashiLord: string;
  nakshatraLord: string;
  ascendantLord: string;
};

function yunjaOf(nakshatra: number): Yunja {
  if (nakshatra === 27 || nakshatra <= 5) return 'Purva';
  return nakshatra <= 18 ? 'Madhya' : 'Antya';
}

/** Avakahada chakra from the sidereal Moon and ascendant longitudes (degrees, [0, 360)). */
export function avakahadaFromLongitudes(moonLon: number, ascendantLon: number): AvakahadaChakra {
  const moon = pointDetails(checkLon(moonLon, 'Moon longitude'));
  const ascendant = pointDetails(checkLon(ascendantLon, 'ascendant longitude'));
  const nak = nakshatraInfo(moon.nakshatra);
  const varna = VARNA_OF_RASHI[moon.rashi - 1];
  const vashya = vashyaOf(moon.rashi, moon.degInRashi);
  const house = houseFrom(ascendant.rashi, moon.rashi);
  const paya = PAYA_BY_HOUSE[house - 1];
  const yunja = yunjaOf(moon.nakshatra);
  const syl = nak.namakshar[moon.pada - 1];
  return {
    moon,
    ascendant,
    varna: { value: varna, name: { en: varna, hi: VARNA_HI[varna] } },
    vashya: { value: vashya, name: { en: vashya, hi: VASHYA_HI[vashya] } },
    yoni: { value: nak.yoni, name: { en: nak.yoni, hi: YONI_HI[nak.yoni] } },
    gana: { value: nak.gana, name: { en: nak.gana, hi: GANA_HI[nak.gana] } },
    nadi: { value: nak.nadi, name: { en: nak.nadi, hi: NADI_HI[nak.nadi] } },
    tatva: rashiInfo(moon.rashi).tatva,
    paya: { value: paya, name: { en: paya, hi: PAYA_HI[paya] }, moonHouseFromLagna: house },
    yunja: { value: yunja, name: { en: yunja, hi: YUNJA_HI[yunja] } },
    namakshar: { en: syl.en, hi: syl.hi, nakshatraSyllables: nak.namakshar },
    rashiLord: moon.rashiLord,
    nakshatraLord: moon.nakshatraLord,
    ascendantLord: ascendant.rashiLord,
  };
}

/** Avakahada chakra of a chart (Moon and ascendant of `placements`). */
export function avakahada(placements: Placements): AvakahadaChakra {
  return avakahadaFromLongitudes(placements.planets.Moon.lon, placements.ascendantLon);
}
