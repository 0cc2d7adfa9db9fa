/**
 * Krishnamurti Paddhati: cusps are Placidus cusps in the KP ayanamsa; every longitude has a star (nakshatra)
 * lord, a sub lord (the nakshatra divided in the Vimshottari proportions, starting from its own lord) and a
 * sub-sub lord (the sub divided again the same way).
 */
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type DashaLord } from '../dasha/vimshottari.js';
import { norm360 } from './angles.js';
import { houses } from './houses.js';

/** Star, sub and sub-sub lords of a sidereal longitude. */
export interface KpLords {
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** Nakshatra 1..27. */
  nakshatra: number;
  starLord: DashaLord;
  subLord: DashaLord;
  subSubLord: DashaLord;
}

const NAK = 360 / 27;

function split(start: DashaLord, offset: number, span: number): { lord: DashaLord; offset: number; span: number } {
  const i0 = VIMSHOTTARI_ORDER.indexOf(start);
  let acc = 0;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(i0 + k) % 9];
    const w = (span * VIMSHOTTARI_YEARS[lord]) / 120;
    if (offset < acc + w || k === 8) return { lord, offset: offset - acc, span: w };
    acc += w;
  }
  throw new Error('unreachable');
}

/** KP star, sub and sub-sub lords of a sidereal longitude (degrees). */
export function kpLords(lonDeg: number): KpLords {
  const lon = norm360(lonDeg);
  const n = Math.min(26, Math.floor(lon / NAK));
  const starLord = VIMSHOTTARI_ORDER[n % 9];
  const sub = split(starLord, lon - n * NAK, NAK);
  const subSub = split(sub.lord, sub.offset, sub.span);
  return { lon, nakshatra: n + 1, starLord, subLord: sub.lord, subSubLord: subSub.lord };
}

/** KP cusps (Placidus in KP ayanamsa; Porphyry where Placidus is undefined) with their lords. */
export interface KpCusps {
  system: 'placidus' | 'porphyry';
  /** KP (Krishnamurti) ayanamsa used, degrees. */
  ayanamsa: number;
  /** Twelve cusps, house 1 first. */
  cusps: (KpLords & { house: number })[];
}

/**
 * KP cusps of a moment and place.
 * @param jdUt Julian day UT
 * @param latDeg latitude, degrees [-90, 90]
 * @param lonDeg longitude, degrees [-180, 180], east positive
 */
export function kpCusps(jdUt: number, latDeg: number, lonDeg: number): KpCusps {
  const h = houses(jdUt, latDeg, lonDeg, 'kp');
  return {
    system: h.placidus.system,
    ayanamsa: h.ayanamsa,
    cusps: h.placidus.cusps.map((c, i) => ({ house: i + 1, ...kpLords(c) })),
  };
}
