/**
 * Yogas of single planets: Budhaditya, the five Pancha Mahapurusha yogas and Neecha Bhanga Raja yoga.
 * Mahapurusha: the planet in its own sign or exaltation in a kendra from the lagna.
 * Neecha Bhanga (common rules, any one suffices): the lord of the debilitation sign, or the lord of the planet's
 * exaltation sign, or the planet exalted in that sign, is in a kendra from the lagna or the Moon; or the
 * debilitation-sign lord is conjunct or aspects the planet.
 */
import { aspects, at, houseFromGraha, KENDRAS } from './chart-context.js';
import type { ChartContext } from './chart-context.js';
import { combustionOf } from './combustion.js';
import { isDebilitated, isOwnOrExalted } from './dignity.js';
import { EXALTATION, debilitationSign } from './grahas.js';
import { rashiInfo, rashiLord } from './rashis.js';
import { SAPTA_GRAHAS } from './types.js';
import type { SaptaGraha, YogaResult } from './types.js';
import { ordinal } from './zodiac.js';

/** Budhaditya: Sun and Mercury in the same sign (a combust Mercury is noted as weakening it). */
export function budhadityaYoga(ctx: ChartContext): YogaResult {
  const present = ctx.sign.Sun === ctx.sign.Mercury;
  const combust = combustionOf('Mercury', ctx.lon.Mercury, ctx.speed.Mercury, ctx.lon.Sun).combust;
  return {
    key: 'budhaditya', name: 'Budhaditya Yoga', present,
    reason: present
      ? `The Sun and Mercury are together in ${rashiInfo(ctx.sign.Sun).name.en}, the ${ordinal(ctx.house.Sun)} house${combust ? '; Mercury is combust, which weakens the yoga' : ''}.`
      : `The Sun (${ordinal(ctx.house.Sun)} house) and Mercury (${ordinal(ctx.house.Mercury)} house) are in different signs.`,
  };
}

const MAHAPURUSHA: Array<[SaptaGraha, string, string]> = [
  ['Mars', 'ruchaka', 'Ruchaka'], ['Mercury', 'bhadra', 'Bhadra'], ['Jupiter', 'hamsa', 'Hamsa'],
  ['Venus', 'malavya', 'Malavya'], ['Saturn', 'shasha', 'Shasha'],
];

/** The five Pancha Mahapurusha yogas (Ruchaka, Bhadra, Hamsa, Malavya, Shasha). */
export function panchaMahapurushaYogas(ctx: ChartContext): YogaResult[] {
  return MAHAPURUSHA.map(([g, key, name]) => {
    const dignified = isOwnOrExalted(g, ctx.lon[g]);
    const kendra = KENDRAS.includes(ctx.house[g]);
    const where = `${at(ctx, g)} in ${rashiInfo(ctx.sign[g]).name.en}`;
    return {
      key, name: `${name} Yoga`, present: dignified && kendra,
      reason: `${where}: ${dignified ? 'own or exaltation sign' : 'neither own nor exaltation sign'}, ${kendra ? 'a kendra' : 'not a kendra'}${dignified && kendra ? '.' : ' (both are needed).'}`,
    };
  });
}

function exaltedIn(sign: number): SaptaGraha | undefined {
  return SAPTA_GRAHAS.find((g) => EXALTATION[g].sign === sign);
}

/** Neecha Bhanga Raja yoga: a debilitated planet whose debilitation is cancelled. */
export function neechaBhangaYoga(ctx: ChartContext): YogaResult {
  const debilitated = SAPTA_GRAHAS.filter((g) => isDebilitated(g, ctx.lon[g]));
  const found: string[] = [];
  const notes: string[] = [];
  const inKendra = (g: SaptaGraha): string | null => {
    if (KENDRAS.includes(ctx.house[g])) return 'the lagna';
    if (KENDRAS.includes(houseFromGraha(ctx, 'Moon', g))) return 'the Moon';
    return null;
  };
  for (const g of debilitated) {
    const sign = debilitationSign(g);
    const lord = rashiLord(sign);
    const exLord = rashiLord(EXALTATION[g].sign);
    const exPlanet = exaltedIn(sign);
    const why: string[] = [];
    const k1 = inKendra(lord);
    if (k1) why.push(`${lord}, lord of the debilitation sign ${rashiInfo(sign).name.en}, is in a kendra from ${k1}`);
    const k2 = exLord !== lord ? inKendra(exLord) : null;
    if (k2) why.push(`${exLord}, lord of its exaltation sign ${rashiInfo(EXALTATION[g].sign).name.en}, is in a kendra from ${k2}`);
    const k3 = exPlanet && exPlanet !== g && exPlanet !== lord && exPlanet !== exLord ? inKendra(exPlanet) : null;
    if (k3 && exPlanet) why.push(`${exPlanet}, exalted in ${rashiInfo(sign).name.en}, is in a kendra from ${k3}`);
    if (lord !== g && (ctx.sign[lord] === ctx.sign[g] || aspects(ctx, lord, g))) why.push(`${lord} ${ctx.sign[lord] === ctx.sign[g] ? 'is conjunct' : 'aspects'} it`);
    if (why.length) found.push(`${at(ctx, g)} is debilitated but ${why.join('; ')}`);
    else notes.push(`${at(ctx, g)} is debilitated with no cancellation`);
  }
  const present = found.length > 0;
  return {
    key: 'neecha_bhanga_raja', name: 'Neecha Bhanga Raja Yoga', present,
    reason: debilitated.length === 0 ? 'No planet is debilitated.' : `${[...found, ...notes].join('. ')}.`,
  };
}
