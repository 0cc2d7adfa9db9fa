/**
 * Dignity (exalted, debilitated, moolatrikona, own, friendly, neutral, enemy) of a graha at a sidereal longitude.
 * Convention (see grahas.ts): BPHS degree splits for Moon in Vrishabha and Mercury in Kanya, moolatrikona before
 * own sign, and otherwise the natural (naisargika) relation of the graha towards the sign lord.
 */
import { EXALTATION, MOOLATRIKONA, OWN_SIGNS, debilitationSign, naturalRelation } from './grahas.js';
import { rashiLord } from './rashis.js';
import type { Graha } from './types.js';
import { degInRashi, rashiOf } from './zodiac.js';

export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'enemy';

/** Dignity of graha `g` at sidereal longitude `lon` (degrees, [0, 360)). */
export function dignityOf(g: Graha, lon: number): Dignity {
  const sign = rashiOf(lon);
  const deg = degInRashi(lon);
  const mt = MOOLATRIKONA[g];
  if (g === 'Moon' && sign === 2) return deg < 3 ? 'exalted' : 'moolatrikona';
  if (g === 'Mercury' && sign === 6) return deg < 15 ? 'exalted' : deg < 20 ? 'moolatrikona' : 'own';
  if (EXALTATION[g].sign === sign) return 'exalted';
  if (debilitationSign(g) === sign) return 'debilitated';
  if (mt && mt.sign === sign && deg >= mt.from && deg < mt.to) return 'moolatrikona';
  if (OWN_SIGNS[g].includes(sign)) return 'own';
  const rel = naturalRelation(g, rashiLord(sign));
  return rel === 'friend' ? 'friendly' : rel === 'enemy' ? 'enemy' : 'neutral';
}

/** Is graha `g` in its own sign or exalted (the Pancha Mahapurusha condition)? */
export function isOwnOrExalted(g: Graha, lon: number): boolean {
  const sign = rashiOf(lon);
  return EXALTATION[g].sign === sign || OWN_SIGNS[g].includes(sign);
}

/** Is graha `g` debilitated (whole sign) at `lon`? */
export function isDebilitated(g: Graha, lon: number): boolean {
  return debilitationSign(g) === rashiOf(lon);
}
