/** Birth-place search: the bundled GeoNames index with IANA zones, English, old and Hindi names. */
export { getPlace, loadPlaces, MAX_PLACE_RESULTS, searchPlaces } from './search-places.js';
export { PLACE_BENCH_QUERIES } from './bench-queries.js';
export { PlaceError, type Place } from './types.js';
