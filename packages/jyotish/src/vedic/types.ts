/**
 * Input and shared result types of the Vedic rules layer.
 * All longitudes are sidereal (Lahiri unless the caller chose otherwise) in degrees, range [0, 360).
 */

/** The nine grahas, in the traditional weekday-lord order followed by the nodes. */
export type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';

/** The seven visible planets (no nodes): the ones used by ashtakavarga, dignity tables and rashi lordship. */
export type SaptaGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;

/** Position of one graha. */
export type GrahaPosition = {
  /** Sidereal longitude in degrees, [0, 360). */
  lon: number;
  /** Speed in degrees per day; negative means retrograde. */
  speed: number;
};

/** Everything the Vedic rules need about a birth chart (agreed interface with src/astro). */
export type Placements = {
  planets: Record<Graha, GrahaPosition>;
  /** Sidereal longitude of the ascendant (lagna), degrees [0, 360). */
  ascendantLon: number;
};

/** Rashi (sign) number, 1 = Mesha/Aries … 12 = Meena/Pisces. */
export type RashiNumber = number;
/** Nakshatra number, 1 = Ashwini … 27 = Revati. */
export type NakshatraNumber = number;
/** House number 1..12. */
export type HouseNumber = number;

/** A name given in English (Latin script) and Hindi (Devanagari). */
export type BilingualName = { en: string; hi: string };

/**
 * Common shape of every dosha and yoga result.
 * `reason` is a plain English sentence naming the planets and houses involved, whether present or not.
 */
export type YogaResult = {
  key: string;
  name: string;
  /** Name in Hindi (Devanagari), e.g. गजकेसरी योग. */
  nameHi?: string;
  present: boolean;
  reason: string;
  cancelled?: boolean;
  cancellationReasons?: string[];
};

/** All grahas in canonical order. */
export const GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** The seven visible planets in canonical order. */
export const SAPTA_GRAHAS: readonly SaptaGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
