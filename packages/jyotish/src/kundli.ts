/**
 * The full kundli of one birth: the astronomical chart (src/astro, src/dasha) composed with the Vedic rules
 * (src/vedic): per-planet details, divisional charts, avakahada chakra, doshas, yogas and ashtakavarga.
 */
import { birthChart, type BirthChart, type BirthInput } from './astro/chart.js';
import { GRAHAS, type Graha } from './astro/positions.js';
import { planetDetails, pointDetails, type AscendantDetail, type PlanetDetail } from './vedic/planet-details.js';
import { allDivisionalCharts, type Division, type DivisionalChart } from './vedic/divisional.js';
import { avakahada, type AvakahadaChakra } from './vedic/avakahada.js';
import { ashtakavarga, type Ashtakavarga } from './vedic/ashtakavarga.js';
import { doshas, yogas } from './vedic/yogas.js';
import type { ManglikResult } from './vedic/manglik.js';
import type { KaalSarpResult } from './vedic/kaal-sarp.js';
import { sadeSati, type SadeSatiReport } from './vedic/sade-sati.js';
import type { Placements, YogaResult } from './vedic/types.js';
import { transitLongitudeFn } from './astro/transit.js';

/** Input of {@link kundli}: the birth data plus options. */
export interface KundliInput extends BirthInput {
  /** Moment for "current" statuses (sade sati now), Julian day UT; omitted → no current status (no clock reads). */
  asOfJdUt?: number;
  /** Years after birth covered by the sade sati scan (default 100). */
  sadeSatiYears?: number;
}

/** Everything computed for one birth. */
export interface Kundli {
  /** Astronomy: UT conversion, positions, ascendant/MC, houses, KP, Vimshottari and Yogini dashas. */
  chart: BirthChart;
  /** The plain sidereal placements the Vedic rules consume. */
  placements: Placements;
  /** Per-planet rashi/nakshatra/lords, house, dignity, combustion and avasthas. */
  planets: Record<Graha, PlanetDetail>;
  /** Lagna details. */
  ascendant: AscendantDetail;
  /** D1…D60 (Parashara). */
  divisionalCharts: Record<Division, DivisionalChart>;
  /** Varna, vashya, yoni, gana, nadi, tatva, paya, namakshar, lords. */
  avakahada: AvakahadaChakra;
  /** Manglik (with cancellations), Kaal Sarp (with its type) and Sade Sati (phases over a lifetime, current). */
  doshas: { manglik: ManglikResult; kaalSarp: KaalSarpResult; sadeSati: SadeSatiReport };
  /** The common yogas, each with the reason it holds, fails or is cancelled. */
  yogas: YogaResult[];
  /** The seven bhinnashtakavargas and the sarvashtakavarga. */
  ashtakavarga: Ashtakavarga;
}

/** Placements (sidereal longitudes and speeds) of a chart, as src/vedic expects them. */
export function placementsOf(chart: BirthChart): Placements {
  const planets = {} as Placements['planets'];
  for (const g of GRAHAS) planets[g] = { lon: chart.planets[g].lon, speed: chart.planets[g].speed };
  return { planets, ascendantLon: chart.ascendant.lon };
}

/**
 * Full kundli for one birth. Pure: time and place are arguments.
 * Throws `JyotishError` for an impossible date/time, latitude outside ±90°, unknown zone or a skipped local time.
 * @param input birth date (`YYYY-MM-DD`), clock time (`HH:MM[:SS]`), lat/lon (degrees), IANA zone, options
 */
export function kundli(input: KundliInput): Kundli {
  const chart = birthChart(input);
  const placements = placementsOf(chart);
  // Saturn over a lifetime from the memoised transit grid (< 1′, ingresses within about half a day).
  const saturnAt = transitLongitudeFn('Saturn', chart.ayanamsaSystem);
  const sadeSatiReport = sadeSati(chart.planets.Moon.rashi, saturnAt, chart.ut.jdUt, input.sadeSatiYears ?? 100, input.asOfJdUt);
  return {
    chart,
    placements,
    planets: planetDetails(placements),
    ascendant: pointDetails(placements.ascendantLon),
    divisionalCharts: allDivisionalCharts(placements),
    avakahada: avakahada(placements),
    doshas: { ...doshas(placements), sadeSati: sadeSatiReport },
    yogas: yogas(placements),
    ashtakavarga: ashtakavarga(placements),
  };
}
