/**
 * @nakshatra/jyotish — the astrology engine. Pure functions: time and place are arguments; results are named
 * and typed; bad input throws `JyotishError` (with a `code`).
 */
export { JyotishError, type JyotishErrorCode } from './errors.js';

// Time
export {
  localToUt, localPartsToUt, localMidnightJd, formatLocalIso, localPartsFromJd, utcOffsetSeconds, formatOffset,
  parseDate, parseTime, assertTimeZone, type UtMoment, type CalendarDate, type ClockTime,
} from './astro/time-zone.js';
export { jdFromUtc, jdFromUnixMs, unixMsFromJd, isoUtcFromJd, J2000 } from './astro/julian.js';

// Astronomy
export { ayanamsa, meanAyanamsaTt, type AyanamsaSystem } from './astro/ayanamsa.js';
export {
  GRAHAS, grahaPositions, grahaPosition, siderealLongitude, tropicalLongitude,
  type Graha, type GrahaPosition, type GrahaPositions, type NodeType, type PositionOptions,
} from './astro/positions.js';
export { meanNodeLongitude, trueNodeLongitude } from './astro/nodes.js';
export { houses, tropicalAngles, placidusCusps, porphyryCusps, type Houses, type Angles, type CuspSet } from './astro/houses.js';
export { kpLords, kpCusps, type KpLords, type KpCusps } from './astro/kp.js';
export { birthChart, zodiacPoint, type BirthChart, type BirthInput, type ChartGraha, type ZodiacPoint } from './astro/chart.js';

// Dashas
export {
  vimshottari, dashaAt, VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS,
  type VimshottariDasha, type VimshottariOptions, type DashaPeriod, type DashaLord,
} from './dasha/vimshottari.js';
export { yogini, YOGINIS, type YoginiDasha, type YoginiPeriod } from './dasha/yogini.js';

// Panchang
export {
  panchangDay, lunarMonth, type PanchangDay, type PanchangInput, type Moment, type Interval, type AtSunrise,
  type LimbAtSunrise, type Choghadiya, type LunarMonth,
} from './panchang/day.js';
export { luniSolar, limbEnd, limbIndex, type LuniSolar, type Limb } from './panchang/elements.js';
export {
  ekadashis, purnimas, amavasyas, pradoshVrats, sankrantis, festivals, findFestival, FESTIVAL_RULES,
  type SearchInput, type DatedEvent, type FestivalRule, type DayTime,
} from './panchang/search.js';
export { nextRiseSet, previousNewMoon, nextNewMoon, nextMoonPhase } from './panchang/sun-moon-events.js';
export { TITHI_NAMES, NAKSHATRA_NAMES, YOGA_NAMES, VAAR_NAMES, MONTH_NAMES, RASHI_NAMES, tithiName, karanaName } from './panchang/names.js';

export { transitLongitude, transitLongitudeFn, type TransitBody } from './astro/transit.js';

// Kundli and matching
export { kundli, placementsOf, type Kundli, type KundliInput } from './kundli.js';
export { matchAshtakoota, type AshtakootaResult, type MatchInput } from './vedic/match-ashtakoota.js';
export { manglikCompatibility, type ManglikCompatibility } from './vedic/manglik.js';

// The layers as namespaces (their `Graha`, `GrahaPosition`, `norm360` would clash with the astro ones):
// `vedic` takes plain sidereal placements (see `placementsOf`), `numerology` names and dates, `places` city search.
export * as vedic from './vedic/index.js';
export * as numerology from './numerology/index.js';
export { searchPlaces, getPlace, loadPlaces, type Place } from './places/index.js';

// Depth modules (issue 15), checked against PyJHora in ../shared/refdata/depth.json
export { charaKarakas, arudhaPadas, arudhaLord, karakamsa, jaiminiDepthJson, type CharaKarakas, type ArudhaPadas, type KarakaName } from './depth/jaimini.js';
export { depthJson, kpDepthJson } from './depth/depth-json.js';
export { solarReturnJd, varshaphal, varshaphalDepthJson, type Varshaphal } from './depth/varshaphal.js';
export { charaDasha, charaYears, charaDashaDepthJson, type CharaPeriod } from './depth/chara-dasha.js';
export { KP_HORARY_TABLE, kpChartAt, kpHorary, kpHouseOf, kpSignificators, rulingPlanets, type HoraryRow, type KpChart, type RulingPlanets } from './depth/kp.js';
export { BINDU_TABLES_PVR } from './vedic/ashtakavarga.js';
export { muhurta, MUHURTA_EVENTS, EVENT_RULES, type MuhurtaEvent, type MuhurtaInput, type MuhurtaResult, type MuhurtaWindow, type AvoidReason } from './muhurta/muhurta.js';
