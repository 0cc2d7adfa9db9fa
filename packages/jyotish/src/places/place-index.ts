/**
 * Prefix index over every searchable name of every place, and the ranking.
 *
 * Keys (folded with `normalize.ts`) are kept in one sorted array; a query finds its prefix range by binary search
 * and scans it, scoring each place once. Kinds of key, with the weight a match multiplies the population by:
 *
 * | key                                              | exact match | prefix match |
 * |--------------------------------------------------|-------------|--------------|
 * | a whole name (Latin, alias, Hindi, spaceless)     | ×10         | ×2           |
 * | a name from its 2nd word on ("delhi" of New Delhi) | ×4          | ×0.5         |
 * | phonetic skeleton (Indian places, Hindi input)   | ×1          | ×0.5         |
 *
 * So exact names come first unless a prefix match is 5× more populous, and "delhi" gives Delhi, then New Delhi,
 * then the small Delhis of the US. A place scores its best matching key.
 */
import { phoneticSkeleton } from './devanagari.js';
import { foldDevanagari, foldLatin } from './normalize.js';
import type { PlaceTable } from './place-table.js';

/** Key kinds, stored in the low two bits of a ref. */
const KeyKind = { Name: 0, WordSuffix: 1, Skeleton: 2 } as const;
const EXACT_WEIGHT = [10, 4, 1];
const PREFIX_WEIGHT = [2, 0.5, 0.5];
/** Skeleton keys share the sorted array; this prefix keeps them apart from Latin keys. */
export const SKELETON_MARK = '~';
/** Populations below this (people) count as this much, so unpopulated GeoNames entries still rank by match. */
const MIN_RANK_POPULATION = 500;

export interface PlaceIndex {
  table: PlaceTable;
  /** Sorted folded keys. */
  keys: string[];
  /** Per key: place index × 4 + key kind. */
  refs: Int32Array;
  indexById: Map<number, number>;
  /** Scratch per place: best weight seen in the current query (0 = unseen). */
  scratch: Float32Array;
}

/** Pushes the keys of one folded name: whole, spaceless, and from each later word on. */
function addNameKeys(keys: string[], refs: number[], folded: string, place: number): void {
  if (!folded) return;
  keys.push(folded);
  refs.push(place * 4 + KeyKind.Name);
  if (!folded.includes(' ')) return;
  const words = folded.split(' ');
  keys.push(words.join(''));
  refs.push(place * 4 + KeyKind.Name);
  for (let w = 1; w < words.length; w++) {
    keys.push(words.slice(w).join(' '));
    refs.push(place * 4 + KeyKind.WordSuffix);
  }
}

/** Builds the sorted key array for a table (a few hundred ms for the bundled 66k places). */
export function buildPlaceIndex(table: PlaceTable): PlaceIndex {
  const rawKeys: string[] = [];
  const rawRefs: number[] = [];
  const n = table.ids.length;
  for (let i = 0; i < n; i++) {
    const seen = new Set<string>();
    for (const name of table.searchNames[i]) {
      const folded = foldLatin(name);
      if (seen.has(folded)) continue;
      seen.add(folded);
      addNameKeys(rawKeys, rawRefs, folded, i);
      if (table.countries[i] !== 'IN') continue;
      const skeleton = SKELETON_MARK + phoneticSkeleton(folded);
      if (skeleton.length > 1 && !seen.has(skeleton)) {
        seen.add(skeleton);
        rawKeys.push(skeleton);
        rawRefs.push(i * 4 + KeyKind.Skeleton);
      }
    }
    for (const hindi of table.hindiNames[i]) addNameKeys(rawKeys, rawRefs, foldDevanagari(hindi), i);
  }
  // Sort a permutation rather than [key, ref] pairs: no per-entry objects to allocate and collect.
  const order = new Uint32Array(rawKeys.length);
  for (let k = 0; k < order.length; k++) order[k] = k;
  order.sort((a, b) => {
    const ka = rawKeys[a];
    const kb = rawKeys[b];
    return ka < kb ? -1 : ka > kb ? 1 : rawRefs[a] - rawRefs[b];
  });
  const keys = new Array<string>(order.length);
  const refs = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) {
    keys[k] = rawKeys[order[k]];
    refs[k] = rawRefs[order[k]];
  }
  const indexById = new Map<number, number>();
  for (let i = 0; i < n; i++) indexById.set(table.ids[i], i);
  return { table, keys, refs, indexById, scratch: new Float32Array(n) };
}

function lowerBound(keys: string[], query: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < query) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Scores every place with a key starting with `folded` into `index.scratch` (best weight) and appends newly seen
 * place indices to `touched`.
 */
export function collectMatches(
  index: PlaceIndex,
  folded: string,
  touched: number[],
  /** Optional factor in [0, 1] per place (0 drops it), for loose matches that need a second look. */
  scale?: (place: number) => number,
): void {
  const { keys, refs, scratch } = index;
  for (let k = lowerBound(keys, folded); k < keys.length && keys[k].startsWith(folded); k++) {
    const ref = refs[k];
    const kind = ref & 3;
    const place = ref >> 2;
    let weight = keys[k].length === folded.length ? EXACT_WEIGHT[kind] : PREFIX_WEIGHT[kind];
    if (scale) {
      weight *= scale(place);
      if (weight <= 0) continue;
    }
    const previous = scratch[place];
    if (previous === 0) touched.push(place);
    if (weight > previous) scratch[place] = weight;
  }
}

/**
 * Picks the `limit` best places among `touched` (score = max(population, 500) × weight; ties by name, then id),
 * keeping only those `accept` allows, and clears the scratch scores.
 */
export function topPlaces(index: PlaceIndex, touched: number[], limit: number, accept: (place: number) => boolean): number[] {
  const { scratch, table } = index;
  const best: number[] = [];
  const bestScores: number[] = [];
  for (const place of touched) {
    const score = Math.max(table.populations[place], MIN_RANK_POPULATION) * scratch[place];
    scratch[place] = 0;
    if (best.length === limit && score < bestScores[limit - 1]) continue;
    if (!accept(place)) continue;
    let at = best.length;
    while (at > 0 && (score > bestScores[at - 1] || (score === bestScores[at - 1] && before(table, place, best[at - 1])))) at--;
    best.splice(at, 0, place);
    bestScores.splice(at, 0, score);
    if (best.length > limit) {
      best.pop();
      bestScores.pop();
    }
  }
  return best;
}

function before(table: PlaceTable, a: number, b: number): boolean {
  const na = table.names[a];
  const nb = table.names[b];
  return na < nb || (na === nb && table.ids[a] < table.ids[b]);
}
