/**
 * Vedic rules layer of the jyotish engine: pure functions over sidereal placements (degrees [0, 360)).
 * Numbering from 1: rashi 1..12 (Mesha first), nakshatra 1..27 (Ashwini first), pada 1..4, house 1..12.
 */
export type { BilingualName, Graha, GrahaPosition, HouseNumber, NakshatraNumber, Placements, RashiNumber, SaptaGraha, YogaResult } from './types.js';
export { GRAHAS, SAPTA_GRAHAS } from './types.js';
export { VedicError } from './errors.js';

// Zodiac arithmetic and constants
export { NAKSHATRA_SPAN_DEG, PADA_SPAN_DEG, degInRashi, houseFrom, nakshatraOf, norm360, padaOf, rashiOf, rashiOfPada } from './zodiac.js';
export { RASHIS, RASHI_LORDS, rashiInfo, rashiLord } from './rashis.js';
export type { Element, Quality, RashiInfo } from './rashis.js';
export { GANA_HI, NADI_HI, NAKSHATRAS, YONIS, YONI_HI, nakshatraInfo } from './nakshatras.js';
export type { Gana, Nadi, NakshatraInfo, Yoni } from './nakshatras.js';
export { EXALTATION, GRAHA_NAMES, MOOLATRIKONA, NATURAL_BENEFICS, OWN_SIGNS, debilitationSign, naturalRelation } from './grahas.js';
export type { Relation } from './grahas.js';

// Per-planet details
export { checkPlacements, planetDetails, pointDetails } from './planet-details.js';
export type { AscendantDetail, PlanetDetail } from './planet-details.js';
export { dignityOf } from './dignity.js';
export type { Dignity } from './dignity.js';
export { angularDistance, combustionOf, combustionOrb } from './combustion.js';
export type { Combustion } from './combustion.js';
export { baaladiAvastha, jagradadiAvastha } from './avasthas.js';
export type { BaaladiAvastha, JagradadiAvastha } from './avasthas.js';
export { houseOf } from './houses.js';
export type { HouseOptions } from './houses.js';

// Divisional charts
export { DIVISIONS, DIVISION_NAMES, allDivisionalCharts, divisionalChart, vargaSign } from './divisional.js';
export type { Division, DivisionalChart } from './divisional.js';

// Avakahada chakra
export { avakahada, avakahadaFromLongitudes } from './avakahada.js';
export type { AvakahadaChakra, Paya, Yunja } from './avakahada.js';

// Ashtakavarga
export { BAV_TOTALS, BINDU_TABLES, ashtakavarga } from './ashtakavarga.js';
export type { Ashtakavarga, Bhinnashtakavarga, Contributor } from './ashtakavarga.js';

// Doshas and yogas
export { MANGLIK_HOUSES, manglikCompatibility, manglikDosha } from './manglik.js';
export type { ManglikCompatibility, ManglikResult, ManglikStatus } from './manglik.js';
export { KAAL_SARP_TYPES, KAAL_SARP_TYPES_HI, kaalSarpDosha } from './kaal-sarp.js';
export type { KaalSarpResult } from './kaal-sarp.js';
export { sadeSati, sadeSatiStatus, saturnSignSegments } from './sade-sati.js';
export type { DhaiyaKind, SadeSatiPeriod, SadeSatiPhase, SadeSatiReport, SadeSatiStatus, TransitSegment } from './sade-sati.js';
export { YOGA_NAMES_HI, doshas, yogas } from './yogas.js';

// Matching
export { matchAshtakoota, resolveMatchPerson, scoreAshtakoota } from './match-ashtakoota.js';
export type { AshtakootaResult, KootaKey, KootaScore, MatchInput, MatchPerson } from './match-ashtakoota.js';
export type { DoshaReport } from './match-doshas.js';
export { VARNA_OF_RASHI, VASHYAS, vashyaOf } from './match-tables.js';
export type { Varna, Vashya } from './match-tables.js';
