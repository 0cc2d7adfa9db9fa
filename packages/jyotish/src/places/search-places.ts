/**
 * Birth-place search over the bundled GeoNames index: prefix match on any name (English, old names, Hindi),
 * case- and diacritic-insensitive, ranked by population with exact names first (see `place-index.ts`).
 * The data is read and indexed once, on the first call (≈ 0.3 s); later queries take well under a millisecond.
 */
import { admin1Name } from './admin1-names.js';
import { COUNTRY_NAMES, COUNTRY_NICKNAMES } from './country-names.js';
import { devanagariSkeleton, prefixSimilarity, transliterateDevanagari } from './devanagari.js';
import { foldDevanagari, foldLatin, hasDevanagari } from './normalize.js';
import { buildPlaceIndex, collectMatches, SKELETON_MARK, topPlaces, type PlaceIndex } from './place-index.js';
import { readBundledPlaceTable, type PlaceTable } from './place-table.js';
import { PlaceError, type Place } from './types.js';

/** Longest query looked at (characters); longer input is cut, no place name is that long. */
const MAX_QUERY_LENGTH = 100;
/** Largest `limit` accepted. */
export const MAX_PLACE_RESULTS = 100;

/** Below this resemblance (see `prefixSimilarity`) a transliterated Hindi query does not match a name. */
const MIN_TRANSLITERATION_SIMILARITY = 0.7;

/** Queries this short (folded characters) are answered from a cache of their top results. */
const SHORT_QUERY_LENGTH = 2;
/** At most this many short queries are cached (a few hundred bytes each). */
const SHORT_QUERY_CACHE_SIZE = 5000;

let loaded: PlaceIndex | undefined;
const shortQueryCache = new Map<string, number[]>();

function placeIndex(): PlaceIndex {
  loaded ??= buildPlaceIndex(readBundledPlaceTable());
  return loaded;
}

/**
 * Loads and indexes the bundled places now rather than on the first query (for servers at boot, and benchmarks
 * that time queries apart from loading). Idempotent. Returns the number of places and of index keys.
 */
export function loadPlaces(): { placeCount: number; keyCount: number } {
  const index = placeIndex();
  return { placeCount: index.table.ids.length, keyCount: index.keys.length };
}

function toPlace(table: PlaceTable, i: number): Place {
  const country = table.countries[i];
  const place: Place = {
    id: table.ids[i],
    name: table.names[i],
    country,
    countryName: COUNTRY_NAMES[country] ?? country,
    lat: table.latDeg[i],
    lon: table.lonDeg[i],
    zone: table.zones[table.zoneIndex[i]],
    population: table.populations[i],
  };
  const nameHi = table.hindiNames[i][0];
  if (nameHi) place.nameHi = nameHi;
  const state = admin1Name(country, table.admin1Codes[i]);
  if (state) place.state = state;
  return place;
}

/**
 * A filter from the parts after a comma ("Springfield, Illinois", "Hyderabad, PK", "London, UK"): each part
 * must be the start of the state name, the country name, a common country nickname, or equal the ISO code.
 */
function qualifierFilter(table: PlaceTable, qualifiers: string[]): (i: number) => boolean {
  const parts = qualifiers.map(foldLatin).filter(Boolean);
  if (parts.length === 0) return () => true;
  return (i) => {
    const country = table.countries[i];
    const countryName = foldLatin(COUNTRY_NAMES[country] ?? '');
    const state = foldLatin(admin1Name(country, table.admin1Codes[i]) ?? '');
    return parts.every(
      (q) =>
        q === country.toLowerCase() ||
        COUNTRY_NICKNAMES[q] === country ||
        countryName.startsWith(q) ||
        (state !== '' && state.startsWith(q)),
    );
  };
}

/**
 * Places whose name (or old name, alias, Hindi name) starts with `query`, best first.
 * `query`: free text, Latin or Devanagari, optionally followed by ", state or country". Empty or unmatched → [].
 * `limit`: number of results wanted, an integer in [1, 100] (default 10).
 * Throws `PlaceError` (`INVALID_ARGUMENT`) when `query` is not a string or `limit` is out of range.
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  if (typeof query !== 'string') {
    throw new PlaceError('INVALID_ARGUMENT', 'A place search needs text to search for.', { query });
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PLACE_RESULTS) {
    throw new PlaceError('INVALID_ARGUMENT', `The number of places asked for must be 1 to ${MAX_PLACE_RESULTS} (got ${limit}).`, {
      limit,
    });
  }
  const [head, ...qualifiers] = query.slice(0, MAX_QUERY_LENGTH).split(/[,،]/);
  const isHindi = hasDevanagari(head);
  const folded = isHindi ? foldDevanagari(head) : foldLatin(head);
  if (!folded) return [];
  const index = placeIndex();
  const accept = qualifierFilter(index.table, qualifiers.filter((q) => !hasDevanagari(q)));
  const isPlain = qualifiers.every((q) => !foldLatin(q));
  // One- and two-letter queries scan thousands of keys: remember their top 100 (same answer every time).
  if (isPlain && folded.length <= SHORT_QUERY_LENGTH) {
    let top = shortQueryCache.get(folded);
    if (!top) {
      top = rankedMatches(index, head, folded, isHindi, MAX_PLACE_RESULTS, accept);
      if (shortQueryCache.size < SHORT_QUERY_CACHE_SIZE) shortQueryCache.set(folded, top);
    }
    return top.slice(0, limit).map((i) => toPlace(index.table, i));
  }
  return rankedMatches(index, head, folded, isHindi, limit, accept).map((i) => toPlace(index.table, i));
}

/** Place indices matching the folded query, best first (see `place-index.ts` for the weights). */
function rankedMatches(
  index: PlaceIndex,
  head: string,
  folded: string,
  isHindi: boolean,
  limit: number,
  accept: (place: number) => boolean,
): number[] {
  const touched: number[] = [];
  collectMatches(index, folded, touched);
  // "rae bareli" should find Raebareli: names are also keyed without spaces.
  if (folded.includes(' ')) collectMatches(index, folded.replace(/ /g, ''), touched);
  if (isHindi) {
    // Places without a Hindi name in our table: match the transliteration's consonant skeleton, but keep a place
    // only if the transliteration also resembles one of its names (महोबा is Mahoba, not Mumbai).
    const skeleton = devanagariSkeleton(head);
    const latin = transliterateDevanagari(head);
    const resemblance = (place: number): number => {
      if (index.scratch[place] >= 1) return 0; // already matched by a name, which outweighs any skeleton match
      let best = 0;
      for (const name of index.table.searchNames[place]) best = Math.max(best, prefixSimilarity(latin, name));
      return best >= MIN_TRANSLITERATION_SIMILARITY ? best * best : 0;
    };
    if (skeleton) collectMatches(index, SKELETON_MARK + skeleton, touched, resemblance);
  }
  return topPlaces(index, touched, limit, accept);
}

/**
 * The place with this GeoNames id, or null when the bundled index has no such place.
 * Throws `PlaceError` (`INVALID_ARGUMENT`) when `id` is not a positive integer.
 */
export function getPlace(id: number): Place | null {
  if (!Number.isInteger(id) || id <= 0) {
    throw new PlaceError('INVALID_ARGUMENT', `A place id is a positive whole number (got ${id}).`, { id });
  }
  const index = placeIndex();
  const i = index.indexById.get(id);
  return i === undefined ? null : toPlace(index.table, i);
}
