/** Shape of a horoscope phrase bank (one per language). Every text was written for Nakshatra. */
export type Section = 'overview' | 'love' | 'career' | 'money' | 'health';
export type SlowPlanet = 'Sun' | 'Mars' | 'Mercury' | 'Venus' | 'Jupiter' | 'Saturn' | 'Rahu';

export type PhraseBank = {
  /** Moon in house 1..12 (index 0 = 1st) from the sign: two or more lines per section. */
  moonHouse: Array<Record<Section, string[]>>;
  /** A line for the Moon's nakshatra 1..27 (index 0 = Ashwini); `{nak}` is replaced by its name. */
  nakshatra: string[];
  /** A slow or fast planet in house 1..12 from the sign (index 0 = 1st house), one line each. */
  planetHouse: Record<SlowPlanet, string[]>;
  /** A planet retrograde during the period. */
  retrograde: Partial<Record<SlowPlanet, string>>;
  /** Weekday advice, index 0 = Sunday. */
  weekday: string[];
  /** Closing advice by the period's tone. */
  closing: { good: string[]; mixed: string[]; hard: string[] };
  /** Templates: {planet}, {sign}, {house}, {date}, {nak}, {moonSign}. */
  templates: {
    ingress: string;
    weekMoon: string;
    why: { daily: string; longer: string };
    periodIntro: { weekly: string; monthly: string; yearly: string };
  };
  ordinal: (n: number) => string;
  planetName: Record<string, string>;
  signName: string[];
  nakshatraName: string[];
  colours: string[];
};
