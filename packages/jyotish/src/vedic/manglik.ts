/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted (by whole sign) from the
 * lagna, the Moon or Venus. Common cancellations reported (any one cancels):
 * - Mars in its own sign (Mesha, Vrishchika) or exalted (Makara);
 * - Mars in Simha or Kumbha;
 * - the sign exceptions, from the lagna: 1st in Mesha, 2nd in Mithuna or Kanya, 4th in Mesha or Vrishchika,
 *   7th in Karka or Makara, 8th in Dhanu or Meena, 12th in Vrishabha or Tula;
 * - Mars conjunct or aspected by Jupiter; Mars conjunct the Moon.
 */
import { aspects, chartContext } from './chart-context.js';
import type { ChartContext } from './chart-context.js';
import { rashiInfo } from './rashis.js';
import type { Placements, YogaResult } from './types.js';
import { houseFrom, joinEn, ordinal } from './zodiac.js';

const SOURCE_NAMES = { lagna: 'lagna', moon: 'Moon', venus: 'Venus' } as const;

/** Houses that make Mars manglik. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

export type ManglikResult = YogaResult & {
  /** Mars's house counted from the lagna, Moon and Venus (1..12). */
  marsHouse: { fromLagna: number; fromMoon: number; fromVenus: number };
  /** Which references make Mars manglik. */
  sources: Array<'lagna' | 'moon' | 'venus'>;
  /** Number of references (0..3) under which Mars is manglik. */
  strength: number;
};

const HOUSE_SIGN_EXCEPTIONS: Record<number, number[]> = { 1: [1], 2: [3, 6], 4: [1, 8], 7: [4, 10], 8: [9, 12], 12: [2, 7] };

function cancellations(ctx: ChartContext, fromLagna: number): string[] {
  const s = ctx.sign.Mars;
  const sign = rashiInfo(s).name.en;
  const out: string[] = [];
  if (s === 1 || s === 8) out.push(`Mars is in its own sign ${sign}.`);
  if (s === 10) out.push('Mars is exalted in Makara.');
  if (s === 5 || s === 11) out.push(`Mars is in ${sign} (Simha and Kumbha cancel the dosha).`);
  if (HOUSE_SIGN_EXCEPTIONS[fromLagna]?.includes(s)) out.push(`Mars in the ${ordinal(fromLagna)} house in ${sign} is an exception.`);
  if (ctx.sign.Jupiter === s) out.push('Jupiter is conjunct Mars.');
  else if (aspects(ctx, 'Jupiter', 'Mars')) out.push(`Jupiter aspects Mars (Mars is ${ordinal(houseFrom(ctx.sign.Jupiter, s))} from Jupiter).`);
  if (ctx.sign.Moon === s) out.push('Mars is conjunct the Moon.');
  return out;
}

/** Manglik dosha of a chart, with the houses from lagna, Moon and Venus and the cancellations that apply. */
export function manglikDosha(placements: Placements): ManglikResult {
  const ctx = chartContext(placements);
  const m = ctx.sign.Mars;
  const marsHouse = {
    fromLagna: houseFrom(ctx.lagna, m),
    fromMoon: houseFrom(ctx.sign.Moon, m),
    fromVenus: houseFrom(ctx.sign.Venus, m),
  };
  const sources: ManglikResult['sources'] = [];
  if (MANGLIK_HOUSES.includes(marsHouse.fromLagna)) sources.push('lagna');
  if (MANGLIK_HOUSES.includes(marsHouse.fromMoon)) sources.push('moon');
  if (MANGLIK_HOUSES.includes(marsHouse.fromVenus)) sources.push('venus');
  const present = sources.length > 0;
  const where = `Mars is in the ${ordinal(marsHouse.fromLagna)} house from the lagna, ${ordinal(marsHouse.fromMoon)} from the Moon and ${ordinal(marsHouse.fromVenus)} from Venus`;
  const reason = present
    ? `${where}; counted from the ${joinEn(sources.map((s) => SOURCE_NAMES[s]))} it falls in a manglik house (1, 2, 4, 7, 8, 12).`
    : `${where}; none of these is a manglik house (1, 2, 4, 7, 8, 12).`;
  const cancellationReasons = present ? cancellations(ctx, marsHouse.fromLagna) : [];
  return {
    key: 'manglik', name: 'Manglik Dosha', nameHi: 'मांगलिक दोष', present, reason,
    cancelled: cancellationReasons.length > 0, cancellationReasons,
    marsHouse, sources, strength: sources.length,
  };
}

/** A partner's manglik status: a boolean, or a manglik result (effective when present and not cancelled). */
export type ManglikStatus = boolean | { present: boolean; cancelled?: boolean };

export type ManglikCompatibility = { compatible: boolean; boyManglik: boolean; girlManglik: boolean; explanation: string };

/**
 * Manglik compatibility of a couple: compatible when neither or both are (effectively) manglik — the two doshas
 * neutralise each other; not compatible when only one is.
 */
export function manglikCompatibility(boy: ManglikStatus, girl: ManglikStatus): ManglikCompatibility {
  const eff = (s: ManglikStatus): boolean => (typeof s === 'boolean' ? s : s.present && !s.cancelled);
  const b = eff(boy);
  const g = eff(girl);
  const explanation = b && g
    ? 'Both are manglik, so the dosha of one neutralises the other.'
    : !b && !g
      ? 'Neither is manglik (or the dosha is cancelled), so there is no manglik mismatch.'
      : `Only the ${b ? 'boy' : 'girl'} is manglik; a manglik partner is traditionally recommended, or remedies.`;
  return { compatible: b === g, boyManglik: b, girlManglik: g, explanation };
}
