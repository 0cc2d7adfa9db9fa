/**
 * Per-planet details of a chart: rashi and lord, degrees in rashi, nakshatra, pada and lord, house, dignity,
 * combustion and avasthas.
 */
import { avasthaName, baaladiAvastha, jagradadiAvastha } from './avasthas.js';
import type { BaaladiAvastha, JagradadiAvastha } from './avasthas.js';
import { combustionOf } from './combustion.js';
import { dignityOf } from './dignity.js';
import type { Dignity } from './dignity.js';
import { GRAHA_NAMES } from './grahas.js';
import { checkCusps, houseOf } from './houses.js';
import type { HouseOptions } from './houses.js';
import { nakshatraInfo } from './nakshatras.js';
import { rashiInfo } from './rashis.js';
import { GRAHAS } from './types.js';
import type { BilingualName, Graha, Placements } from './types.js';
import { checkLon, degInRashi, nakshatraOf, padaOf, rashiOf } from './zodiac.js';
import { VedicError } from './errors.js';

export type PlanetDetail = {
  graha: Graha;
  name: BilingualName;
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** Degrees per day; negative = retrograde. */
  speed: number;
  retrograde: boolean;
  /** 1..12 */
  rashi: number;
  rashiName: BilingualName;
  rashiLord: Graha;
  /** Degrees within the rashi, [0, 30). */
  degInRashi: number;
  /** 1..27 */
  nakshatra: number;
  nakshatraName: BilingualName;
  /** 1..4 */
  pada: number;
  nakshatraLord: Graha;
  /** 1..12, whole-sign from the ascendant unless cusps were given. */
  house: number;
  dignity: Dignity;
  combust: boolean;
  /** Angular distance from the Sun, degrees [0, 180]. */
  distanceFromSunDeg: number;
  avasthas: { baaladi: BaaladiAvastha; jagradadi: JagradadiAvastha; names: { baaladi: BilingualName; jagradadi: BilingualName } };
};

export type AscendantDetail = {
  lon: number;
  rashi: number;
  rashiName: BilingualName;
  rashiLord: Graha;
  degInRashi: number;
  nakshatra: number;
  nakshatraName: BilingualName;
  pada: number;
  nakshatraLord: Graha;
};

/** Validate a Placements object (finite longitudes and speeds for all nine grahas); throws VedicError. */
export function checkPlacements(p: Placements): void {
  if (!p || typeof p !== 'object' || !p.planets) throw new VedicError('INVALID_PLACEMENTS', 'Placements must have planets and ascendantLon.');
  checkLon(p.ascendantLon, 'ascendant longitude');
  for (const g of GRAHAS) {
    const pos = p.planets[g];
    if (!pos) throw new VedicError('INVALID_PLACEMENTS', `Placements are missing ${g}.`);
    checkLon(pos.lon, `${g} longitude`);
    if (typeof pos.speed !== 'number' || !Number.isFinite(pos.speed)) {
      throw new VedicError('INVALID_PLACEMENTS', `${g} speed must be a finite number of degrees per day.`);
    }
  }
}

/** Rashi and nakshatra details of any sidereal longitude (degrees). */
export function pointDetails(lon: number): AscendantDetail {
  const l = checkLon(lon);
  const rashi = rashiOf(l);
  const nak = nakshatraOf(l);
  const ri = rashiInfo(rashi);
  const ni = nakshatraInfo(nak);
  return {
    lon: l, rashi, rashiName: ri.name, rashiLord: ri.lord, degInRashi: degInRashi(l),
    nakshatra: nak, nakshatraName: ni.name, pada: padaOf(l), nakshatraLord: ni.lord,
  };
}

/** Details of every graha (Sun … Ketu) in the chart. `opts.cusps` places houses by cusp instead of whole sign. */
export function planetDetails(placements: Placements, opts: HouseOptions = {}): Record<Graha, PlanetDetail> {
  checkPlacements(placements);
  checkCusps(opts.cusps);
  const sunLon = placements.planets.Sun.lon;
  const out = {} as Record<Graha, PlanetDetail>;
  for (const g of GRAHAS) {
    const { lon, speed } = placements.planets[g];
    const pt = pointDetails(lon);
    const dignity = dignityOf(g, pt.lon);
    const comb = combustionOf(g, pt.lon, speed, sunLon);
    const baaladi = baaladiAvastha(pt.rashi, pt.degInRashi);
    const jagradadi = jagradadiAvastha(dignity);
    out[g] = {
      graha: g, name: { en: GRAHA_NAMES[g].en, hi: GRAHA_NAMES[g].hi }, lon: pt.lon, speed, retrograde: speed < 0,
      rashi: pt.rashi, rashiName: pt.rashiName, rashiLord: pt.rashiLord, degInRashi: pt.degInRashi,
      nakshatra: pt.nakshatra, nakshatraName: pt.nakshatraName, pada: pt.pada, nakshatraLord: pt.nakshatraLord,
      house: houseOf(pt.lon, placements.ascendantLon, opts), dignity,
      combust: comb.combust, distanceFromSunDeg: comb.distanceFromSunDeg,
      avasthas: { baaladi, jagradadi, names: { baaladi: avasthaName(baaladi), jagradadi: avasthaName(jagradadi) } },
    };
  }
  return out;
}
