/**
 * Queries for the package benchmark's "place query" operation: short and long prefixes, aliases, Hindi, a
 * qualifier, and a miss. Call `loadPlaces()` before timing so loading is not counted.
 */
export const PLACE_BENCH_QUERIES: readonly string[] = [
  'a', 'de', 'ban', 'mumb', 'allahabad', 'varanasi', 'new york', 'sao paulo', 'london, uk', 'tromso',
  'वाराणसी', 'दिल्ली', 'प्रयागराज', 'गोरख', 'xqzv',
];
