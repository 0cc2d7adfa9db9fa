/** `jyotish match`: Ashtakoota guna milan from nakshatra/pada or from birth data (then also Manglik). */
import { matchAshtakoota, type AshtakootaResult, type MatchInput } from '../vedic/match-ashtakoota.js';
import { manglikCompatibility, manglikDosha, type ManglikCompatibility } from '../vedic/manglik.js';
import { birthChart } from '../astro/chart.js';
import { placementsOf } from '../kundli.js';
import type { Placements } from '../vedic/types.js';
import { num, str } from './args.js';

type Opts = Record<string, string | boolean | undefined>;

/** A match result, with Manglik compatibility when both births were given. */
export type MatchOutput = AshtakootaResult & { manglik?: ManglikCompatibility };

function person(o: Opts, who: 'boy' | 'girl'): { input: MatchInput; placements?: Placements } {
  if (o[`${who}-date`] !== undefined) {
    const c = birthChart({
      date: str(o[`${who}-date`] as string, `${who}-date`),
      time: str(o[`${who}-time`] as string, `${who}-time`),
      lat: num(o[`${who}-lat`] as string, `${who}-lat`),
      lon: num(o[`${who}-lon`] as string, `${who}-lon`),
      timeZone: str(o[`${who}-tz`] as string, `${who}-tz`),
    });
    return { input: { moonLon: c.planets.Moon.lon }, placements: placementsOf(c) };
  }
  return { input: { nakshatra: num(o[`${who}-nakshatra`] as string, `${who}-nakshatra`), pada: num(o[`${who}-pada`] as string, `${who}-pada`) } };
}

/** Runs the match from CLI options. */
export function matchFromOptions(o: Opts): MatchOutput {
  const boy = person(o, 'boy');
  const girl = person(o, 'girl');
  const result: MatchOutput = matchAshtakoota(boy.input, girl.input);
  if (boy.placements && girl.placements) {
    result.manglik = manglikCompatibility(manglikDosha(boy.placements), manglikDosha(girl.placements));
  }
  return result;
}

/** JSON: `kootas.{varna,…,nadi}.points`, `total`, the dosha reports (and `manglik` with birth data). */
export function matchJson(m: MatchOutput) {
  return m;
}

/** Human-readable match. */
export function matchText(m: MatchOutput): string {
  const lines = [`Ashtakoota (${m.convention} convention): ${m.total} / ${m.maxTotal} (no dosha cancellation in the total)`];
  for (const [k, v] of Object.entries(m.kootas)) lines.push(`  ${k.padEnd(13)} ${String(v.points).padStart(4)} / ${v.max}  ${v.explanation}`);
  const dosha = (name: string, d: { present: boolean; cancelled: boolean; reasons: string[] }) =>
    `${name}: ${d.present ? (d.cancelled ? `present but cancelled (${d.reasons.join(', ')})` : 'present') : 'none'}`;
  lines.push(dosha('Nadi dosha', m.nadiDosha));
  lines.push(dosha('Bhakoot dosha', m.bhakootDosha));
  if (m.manglik) lines.push(`Manglik: ${m.manglik.compatible ? 'compatible' : 'not compatible'}: ${m.manglik.explanation}`);
  return lines.join('\n');
}
