/** The report of POST /api/astro/kundli (apps/api/src/modules/astro/kundli-report.ts), as the page reads it. */
import type { ChartData } from './chart/chart-types';
import type { Graha } from './names';

export type Bi = { en: string; hi: string };
export type Period = { lord: Bi; start: string; end: string; years: number; isCurrent: boolean; sub?: Period[] };
type Limb = { number: number; name: Bi; ends: string };
type Point = { lon: number; rashi: number; rashiName: Bi; rashiLord: string; degInRashi: number; nakshatra: number; nakshatraName: Bi; pada: number; nakshatraLord: string };
type Named = { value: string; name: Bi };
export type Change = { minutesEarlier: number | null; minutesLater: number | null; value: number; valueEarlier: number | null; valueLater: number | null };
export type YogaOrDosha = { key: string; name: string; nameHi?: string; present: boolean; reason: string; cancelled?: boolean; cancellationReasons?: string[] };

export type KundliReport = {
  input: { name: string; gender: string; date: string; time: string; ayanamsa: string; node: string; place: { id: number | null; name: string; nameHi: string | null; state: string | null; country: string | null; lat: number; lon: number; zone: string } };
  birth: { utc: string; utcOffset: string; isAmbiguousLocalTime: boolean; ayanamsaDeg: number; weekday: Bi & { vaar: string } };
  panchang: {
    tithi: Limb & { paksha: Bi };
    nakshatra: Limb;
    yoga: Limb;
    karana: Limb;
    sunrise: string | null;
    sunset: string | null;
    moonrise: string | null;
    month: { amanta: Bi; purnimanta: Bi };
    samvat: { vikram: number; shaka: number };
  };
  avakahada: {
    moon: Point; ascendant: Point; varna: Named; vashya: Named; yoni: Named; gana: Named; nadi: Named; tatva: Bi;
    paya: Named; yunja: Named; namakshar: Bi & { nakshatraSyllables: Bi[] }; rashiLord: string; nakshatraLord: string; ascendantLord: string;
  };
  ascendant: Point & { kp: { starLord: string; subLord: string; subSubLord: string } };
  planets: Array<{
    graha: Graha; name: Bi; lon: number; speed: number; retrograde: boolean; combust: boolean; rashi: number; rashiName: Bi; rashiLord: Bi; degInRashi: number;
    nakshatra: number; nakshatraName: Bi; pada: number; nakshatraLord: Bi; house: number; dignity: { key: string; en: string; hi: string };
    kp: { starLord: string; subLord: string; subSubLord: string };
  }>;
  charts: ChartData[];
  vimshottari: { birthNakshatraLord: Bi; balanceAtBirthYears: number; current: Array<{ lord: Bi; start: string; end: string }>; mahadashas: Period[] };
  yogini: { birthYogini: Bi; balanceAtBirthYears: number; current: Array<{ lord: Bi; start: string; end: string }>; mahadashas: Period[] };
  ashtakavarga: { bhinna: Record<string, { bindus: number[]; total: number }>; sarva: number[]; sarvaTotal: number; sarvaByHouse: number[] };
  doshas: {
    manglik: YogaOrDosha & { marsHouse: { fromLagna: number; fromMoon: number; fromVenus: number } };
    kaalSarp: YogaOrDosha;
    sadeSati: {
      moonSign: number;
      current: { active: boolean; phase: string | null; dhaiya: string | null; saturnHouseFromMoon: number };
      periods: Array<{ start: string; end: string; isCurrent: boolean; phases: Array<{ phase: string; saturnSign: number; start: string; end: string }> }>;
      dhaiya: Array<{ kind: string; saturnSign: number; start: string; end: string }>;
    };
  };
  yogas: YogaOrDosha[];
  kp: {
    system: string; ayanamsaDeg: number;
    cusps: Array<{ house: number; lon: number; nakshatra: number; starLord: string; subLord: string; subSubLord: string }>;
    planets: Array<{ planet: Graha; starLord: string; subLord: string; occupies: number; houses: number[] }>;
    houses: Array<{ house: number; a: string[]; b: string[]; c: string[]; d: string[] }>;
  };
  sensitivity: { lagna: Change; navamsaLagna: Change; moonNakshatra: Change; note: Bi };
  asOf: string;
};

/** A saved kundli (GET /api/astro/kundlis, /api/astro/kundlis/{id}). */
export type SavedKundli = {
  id: string;
  title: string;
  birth: { name: string; gender: 'male' | 'female' | 'other'; date: string; time: string; placeId?: number; lat?: number; lon?: number; zone?: string; placeName?: string; ayanamsa?: string; node?: string };
  place: KundliReport['input']['place'];
  createdAt: string;
  updatedAt: string;
  shareLinks?: Array<{ id: string; createdAt: string; revokedAt: string | null }>;
};
