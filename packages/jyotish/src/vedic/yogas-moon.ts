/**
 * Yogas read from the Moon: Gajakesari, Chandra-Mangal, Adhi, Sunapha / Anapha / Durudhara and Kemadruma
 * (with its cancellations). "Planets" around the Moon means Mars, Mercury, Jupiter, Venus and Saturn
 * (the Sun and the nodes are excluded, as in BPHS).
 */
import { aspects, at, houseFromGraha, KENDRAS } from './chart-context.js';
import type { ChartContext } from './chart-context.js';
import { combustionOf } from './combustion.js';
import { isDebilitated } from './dignity.js';
import type { Graha, YogaResult } from './types.js';
import { houseFrom, isAre, joinEn, ordinal } from './zodiac.js';

const TARA_GRAHAS: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const list = joinEn;

/** Gajakesari: Jupiter in a kendra (1, 4, 7, 10) from the Moon; cancelled when Jupiter is debilitated or combust. */
export function gajakesariYoga(ctx: ChartContext): YogaResult {
  const h = houseFromGraha(ctx, 'Moon', 'Jupiter');
  const present = KENDRAS.includes(h);
  const cancellationReasons: string[] = [];
  if (present && isDebilitated('Jupiter', ctx.lon.Jupiter)) cancellationReasons.push('Jupiter is debilitated.');
  if (present && combustionOf('Jupiter', ctx.lon.Jupiter, ctx.speed.Jupiter, ctx.lon.Sun).combust) cancellationReasons.push('Jupiter is combust.');
  return {
    key: 'gajakesari', name: 'Gajakesari Yoga', present,
    reason: `Jupiter is ${ordinal(h)} from the Moon (Moon in the ${ordinal(ctx.house.Moon)} house, Jupiter in the ${ordinal(ctx.house.Jupiter)})${present ? ', a kendra.' : '; it needs to be 1st, 4th, 7th or 10th.'}`,
    cancelled: cancellationReasons.length > 0, cancellationReasons,
  };
}

/** Chandra-Mangal: the Moon and Mars in the same sign or in mutual 7th aspect. */
export function chandraMangalYoga(ctx: ChartContext): YogaResult {
  const h = houseFromGraha(ctx, 'Moon', 'Mars');
  const present = h === 1 || h === 7;
  return {
    key: 'chandra_mangal', name: 'Chandra-Mangal Yoga', present,
    reason: present
      ? `The Moon (${ordinal(ctx.house.Moon)} house) and Mars (${ordinal(ctx.house.Mars)} house) are ${h === 1 ? 'conjunct' : 'in mutual 7th aspect'}.`
      : `Mars is ${ordinal(h)} from the Moon; they are neither conjunct nor opposite.`,
  };
}

/** Adhi: Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon. */
export function adhiYoga(ctx: ChartContext): YogaResult {
  const benefics: Graha[] = ['Mercury', 'Jupiter', 'Venus'];
  const inPlace = benefics.filter((g) => [6, 7, 8].includes(houseFromGraha(ctx, 'Moon', g)));
  const present = inPlace.length === 3;
  return {
    key: 'adhi', name: 'Adhi Yoga', present,
    reason: present
      ? `Mercury, Jupiter and Venus are all in the 6th, 7th or 8th from the Moon (${benefics.map((g) => `${g} ${ordinal(houseFromGraha(ctx, 'Moon', g))}`).join(', ')}).`
      : `${inPlace.length} of the three benefics (Mercury, Jupiter, Venus) ${inPlace.length === 1 ? 'is' : 'are'} in the 6th–8th from the Moon${inPlace.length ? ` (${list(inPlace)})` : ''}; all three are needed.`,
  };
}

/** Sunapha, Anapha, Durudhara and Kemadruma (with cancellations) from the planets beside the Moon. */
export function moonFlankYogas(ctx: ChartContext): YogaResult[] {
  const second = TARA_GRAHAS.filter((g) => houseFromGraha(ctx, 'Moon', g) === 2);
  const twelfth = TARA_GRAHAS.filter((g) => houseFromGraha(ctx, 'Moon', g) === 12);
  const sunapha = second.length > 0 && twelfth.length === 0;
  const anapha = twelfth.length > 0 && second.length === 0;
  const durudhara = second.length > 0 && twelfth.length > 0;
  const kemadruma = second.length === 0 && twelfth.length === 0;

  const cancel: string[] = [];
  if (kemadruma) {
    const kFromMoon = TARA_GRAHAS.filter((g) => KENDRAS.includes(houseFromGraha(ctx, 'Moon', g)));
    const kFromLagna = TARA_GRAHAS.filter((g) => KENDRAS.includes(ctx.house[g]));
    const withMoon = TARA_GRAHAS.filter((g) => ctx.sign[g] === ctx.sign.Moon);
    if (kFromMoon.length) cancel.push(`${list(kFromMoon)} ${isAre(kFromMoon.length)} in a kendra from the Moon.`);
    if (kFromLagna.length) cancel.push(`${list(kFromLagna.map((g) => at(ctx, g)))} ${isAre(kFromLagna.length)} in a kendra from the lagna.`);
    if (withMoon.length) cancel.push(`The Moon is conjunct ${list(withMoon)}.`);
    if (aspects(ctx, 'Jupiter', 'Moon')) cancel.push(`Jupiter aspects the Moon (Moon ${ordinal(houseFrom(ctx.sign.Jupiter, ctx.sign.Moon))} from Jupiter).`);
  }
  const s2 = `2nd from the Moon: ${second.length ? list(second) : 'none'}; 12th: ${twelfth.length ? list(twelfth) : 'none'} (Sun and nodes not counted).`;
  return [
    { key: 'sunapha', name: 'Sunapha Yoga', present: sunapha, reason: sunapha ? `${list(second)} in the 2nd from the Moon and none in the 12th.` : s2 },
    { key: 'anapha', name: 'Anapha Yoga', present: anapha, reason: anapha ? `${list(twelfth)} in the 12th from the Moon and none in the 2nd.` : s2 },
    { key: 'durudhara', name: 'Durudhara Yoga', present: durudhara, reason: durudhara ? `${list(second)} in the 2nd and ${list(twelfth)} in the 12th from the Moon.` : s2 },
    {
      key: 'kemadruma', name: 'Kemadruma Yoga', present: kemadruma,
      reason: kemadruma ? 'No planet (Mars to Saturn) is in the 2nd or 12th from the Moon.' : s2,
      cancelled: cancel.length > 0, cancellationReasons: cancel,
    },
  ];
}
