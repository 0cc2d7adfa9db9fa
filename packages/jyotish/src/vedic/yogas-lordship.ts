/**
 * Yogas from house lordship (whole-sign houses from the lagna):
 * - Raj yoga: a kendra lord (1, 4, 7, 10) and a trikona lord (1, 5, 9), two different planets, related by
 *   conjunction, exchange of signs or mutual aspect; a yogakaraka (one planet owning both a kendra other than
 *   the 1st and a trikona other than the 1st) is reported as a Raj yoga on its own.
 * - Dhana yoga: the 2nd or 11th lord related to the 5th or 9th lord (and the 2nd with the 11th lord).
 * - Vipareeta Raja yoga: a lord of the 6th, 8th or 12th placed in the 6th, 8th or 12th (Harsha for the 6th
 *   lord, Sarala for the 8th, Vimala for the 12th).
 */
import { DUSTHANAS, houseLord, relation } from './chart-context.js';
import type { ChartContext } from './chart-context.js';
import type { SaptaGraha, YogaResult } from './types.js';
import { ordinal } from './zodiac.js';

type Combo = { a: number; b: number; la: SaptaGraha; lb: SaptaGraha; how: string };

function combos(ctx: ChartContext, groupA: readonly number[], groupB: readonly number[]): Combo[] {
  const seen = new Set<string>();
  const out: Combo[] = [];
  for (const a of groupA) {
    for (const b of groupB) {
      const la = houseLord(ctx, a);
      const lb = houseLord(ctx, b);
      if (la === lb) continue;
      const key = [la, lb].sort().join('-');
      if (seen.has(key)) continue;
      const how = relation(ctx, la, lb);
      if (!how) continue;
      seen.add(key);
      out.push({ a, b, la, lb, how });
    }
  }
  return out;
}

const describe = (ctx: ChartContext, c: Combo): string =>
  `${c.la} (lord of the ${ordinal(c.a)}, in the ${ordinal(ctx.house[c.la])} house) and ${c.lb} (lord of the ${ordinal(c.b)}, in the ${ordinal(ctx.house[c.lb])}) are in ${c.how}`;

/** Raj yogas from kendra–trikona lords, including a yogakaraka planet. */
export function rajYoga(ctx: ChartContext): YogaResult {
  const found = combos(ctx, [1, 4, 7, 10], [1, 5, 9]).map((c) => describe(ctx, c));
  for (const k of [4, 7, 10]) {
    for (const t of [5, 9]) {
      const l = houseLord(ctx, k);
      if (l === houseLord(ctx, t)) found.push(`${l} lords both the ${ordinal(k)} and the ${ordinal(t)} house (yogakaraka), placed in the ${ordinal(ctx.house[l])}`);
    }
  }
  return {
    key: 'raj_yoga', name: 'Raj Yoga', present: found.length > 0,
    reason: found.length ? `${found.join('; ')}.` : 'No kendra lord is conjunct, in exchange or in mutual aspect with a trikona lord.',
  };
}

/** Dhana yogas from the 2nd/11th lords with the 5th/9th lords (and 2nd with 11th). */
export function dhanaYoga(ctx: ChartContext): YogaResult {
  const found = [...combos(ctx, [2, 11], [5, 9]), ...combos(ctx, [2], [11])].map((c) => describe(ctx, c));
  const unique = [...new Set(found)];
  return {
    key: 'dhana_yoga', name: 'Dhana Yoga', present: unique.length > 0,
    reason: unique.length ? `${unique.join('; ')}.` : 'The 2nd and 11th lords are not related to the 5th or 9th lords (or to each other).',
  };
}

const VIPAREETA: Record<number, string> = { 6: 'Harsha', 8: 'Sarala', 12: 'Vimala' };

/** Vipareeta Raja yoga: dusthana lords in dusthanas. */
export function vipareetaRajaYoga(ctx: ChartContext): YogaResult {
  const found: string[] = [];
  const notes: string[] = [];
  for (const h of DUSTHANAS) {
    const l = houseLord(ctx, h);
    const where = ctx.house[l];
    if (DUSTHANAS.includes(where)) found.push(`${VIPAREETA[h]}: ${l}, lord of the ${ordinal(h)}, is in the ${ordinal(where)} house`);
    else notes.push(`${l}, lord of the ${ordinal(h)}, is in the ${ordinal(where)}`);
  }
  return {
    key: 'vipareeta_raja', name: 'Vipareeta Raja Yoga', present: found.length > 0,
    reason: found.length ? `${found.join('; ')}.` : `No dusthana lord sits in a dusthana: ${notes.join('; ')}.`,
  };
}
